// The EXEC code of divergent control flow (ACO's shapes): an if/else saves
// EXEC with s_and_saveexec_b64, hands the else-lanes EXEC with one
// s_andn2_b64 from the saved mask and restores it at the join; a loop that
// no lane returns from saves EXEC on entry, drops the lanes of its exit
// test straight out of EXEC (no break mask) and restores EXEC at its exit.
// The other shapes run beside them: a then-part whose lanes break (the
// else-lanes kept up front), an else-part with a continue, a loop with a
// return (lanes collected in a break mask), phi copies on a break.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: s_and_saveexec_b64 [[S:s\[[0-9]+:[0-9]+\]]], {{vcc|s\[[0-9]+:[0-9]+\]}}
// CHECK-NEXT: s_cbranch_execz
// CHECK: s_andn2_b64 exec, [[S]], exec
// CHECK-NEXT: s_cbranch_execz
// CHECK: s_mov_b64 exec, [[S]]
// CHECK: s_mov_b64 [[E:s\[[0-9]+:[0-9]+\]]], exec
// CHECK-NEXT: .Lloop
// CHECK-NOT: s_or_b64
// CHECK: s_{{and|andn2}}_b64 exec, exec, {{vcc|s\[[0-9]+:[0-9]+\]}}
// CHECK-NEXT: s_cbranch_execz .Lloop_end
// CHECK-NOT: s_or_b64
// CHECK: s_cbranch_execnz .Lloop
// CHECK-NEXT: .Lloop_end
// CHECK-NEXT: s_mov_b64 exec, [[E]]
RWStructuredBuffer<uint> Out : register(u0);

uint hash(uint x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    return x;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint h = hash(id.x + 1);
    uint a = 0;
    // if/else, no lane leaves
    if (h & 1) {
        Out[id.x * 8] = h % 7;
    } else {
        Out[id.x * 8 + 1] = h % 5;
    }
    // a loop no lane returns from: its exit test drops lanes from EXEC
    for (uint i = id.x & 15; i < (h & 31); i += 3) {
        Out[id.x * 8 + 2] += i;
    }
    // breaks in a then-part, continues in an else-part, a value on the break edge
    uint found = 100;
    for (uint k = 0; k < 40; k++) {
        uint v = hash(k * 977 + id.x);
        if ((v & 15) == (h & 15)) {
            found = k + (v & 3);
            break;
        } else if (v & 2) {
            a += v & 255;
            continue;
        }
        a ^= k;
    }
    Out[id.x * 8 + 3] = found;
    Out[id.x * 8 + 4] = a;
    // a loop with a return: the break mask path
    uint s = 0;
    for (uint j = 0; j < (h & 7) + 1; j++) {
        s += hash(j + id.x);
        if ((s & 7) == 5) {
            Out[id.x * 8 + 5] = s;
            return;
        }
    }
    Out[id.x * 8 + 6] = s;
    // an if whose else-lanes only have phi copies
    uint t = h;
    if (h & 4)
        t = s * 3;
    Out[id.x * 8 + 7] = t;
}

// Storage-class combinations DXC's varmods-syntax test compiles at cs_6_0:
// 'static groupshared' (and 'groupshared static') is groupshared memory, as
// a D3D11 particle kernel declares `static groupshared uint count = 0;` (the
// initializer dropped with -Wgroupshared-initializer, as DXC drops it); a
// 'static const' global or local without an initializer is zero, static
// storage as in C. The kernel counts its 8 threads in `count` and `total`
// after zeroing them, and reads the zero constants.
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: glslang's HLSL front end takes 'groupshared static' as a private static (each invocation its own total), not workgroup memory
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 48}}}
// EXPECT: {"Out": {"u32": [8, 16, 0, 0, 0, 7, 8, 16, 0, 0, 0, 7]}}
RWStructuredBuffer<uint> Out : register(u0);

static groupshared uint count = 0;
groupshared static uint total;
static const float2 zero2;
precise static const int zeroInt;

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    static const uint zeroLocal;
    if (i == 0) {
        count = 0;
        total = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(count, 1);
    InterlockedAdd(total, 2);
    GroupMemoryBarrierWithGroupSync();
    uint base = (i & 1) * 6;
    if (i < 2) {
        Out[base + 0] = count;
        Out[base + 1] = total;
        Out[base + 2] = asuint(zero2.x) | asuint(zero2.y);
        Out[base + 3] = (uint)zeroInt;
        Out[base + 4] = zeroLocal;
        Out[base + 5] = 7 + zeroLocal;
    }
}

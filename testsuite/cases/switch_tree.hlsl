// Switches with more cases than a chain of tests (ir/lower switchLinear):
// the case index is found by a binary search over the labels and the cases
// by one over their indices. Sparse and negative labels, a default in the
// middle, fall-through across the halves, a break inside an if (an early
// exit), and a uniform switch on a cbuffer value.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"sel": -12},
// RUN-SPEC:   "Out": {"zero": 512}}}
cbuffer P : register(b0) { int sel; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 1;
    switch ((id.x * 37u) % 61u) {
    case 5: r = id.x * 2u + 5u; break;
    case 18: r = id.x * 3u + 18u; break;
    case 31: r = id.x * 4u + 31u; break;
    case 44: r = r * 3 + 3;
    case 57: r = id.x * 6u + 57u; break;
    case 9: r = id.x * 7u + 9u; break;
    case 22: r = id.x * 8u + 22u; break;
    case 35: r = id.x * 9u + 35u; break;
    case 48: r = id.x * 10u + 48u; break;
    case 0: r = id.x * 11u + 0u; break;
    case 13: r = r * 3 + 10;
    case 26: r = id.x * 13u + 26u; break;
    case 39: r = id.x * 14u + 39u; break;
    case 52: r = id.x * 15u + 52u; break;
    default: r += 1000;
    case 4: r = id.x * 16u + 4u; break;
    case 17: r = id.x * 17u + 17u; break;
    case 30: r = id.x * 18u + 30u; break;
    case 43: r = r * 3 + 17;
    case 56: r = id.x * 20u + 56u; break;
    case 8: r = id.x * 21u + 8u; break;
    case 21: if (id.x > 40u) { r = 77; break; } r += 5; break;
    case 34: r = id.x * 23u + 34u; break;
    case 47: r = id.x * 24u + 47u; break;
    case 60: r = id.x * 25u + 60u; break;
    case 12: r = r * 3 + 24;
    case 25: r = id.x * 27u + 25u; break;
    case 38: r = id.x * 28u + 38u; break;
    case 51: r = id.x * 29u + 51u; break;
    case 3: r = id.x * 30u + 3u; break;
    case 16: r = id.x * 31u + 16u; break;
    }
    int u = 0;
    switch (sel) {
    case -40: u = 0; break;
    case -36: u = 11; break;
    case -32: u += 2;
    case -28: u = 33; break;
    case -24: u = 44; break;
    case -20: u = 55; break;
    case -16: u = 66; break;
    case -12: u += 7;
    case -8: u = 88; break;
    case -4: u = 99; break;
    case 0: u = 110; break;
    case 4: u = 121; break;
    case 8: u += 12;
    case 12: u = 143; break;
    case 16: u = 154; break;
    case 20: u = 165; break;
    case 24: u = 176; break;
    case 28: u += 17;
    case 32: u = 198; break;
    case 36: u = 209; break;
    default: u = -1; break;
    }
    Out[id.x] = r;
    Out[64 + id.x] = (uint)u;
}

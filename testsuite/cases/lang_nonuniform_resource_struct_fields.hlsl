// A NonUniformResourceIndex element kept in a struct's resource field keeps
// its flag wherever the struct goes, as DXC marks the index's value whatever
// variables carry it after inlining: a struct assigned the element field by
// field or by an initializer list, copied whole, returned from a function,
// given by an out parameter, passed by value (also inside another struct),
// a member function's object, an element of a local array of structs; a
// resource field given by a resource out parameter; a local array of
// resources. Each lane reads its own entry (waterfall loops); the lanes
// read the first active lane's entry before (the interpreter now stops
// there: a resource index not uniform without NonUniformResourceIndex).
// Chk holds each lane's difference from the same reads spelled out
// directly on the array (zero).
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "NT.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "NT.1": {"u32": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]},
// RUN-SPEC:   "NT.2": {"u32": [7, 17, 27, 37, 47, 57, 67, 77, 87, 97, 107, 117, 127, 137, 147, 157]},
// RUN-SPEC:   "NT.3": {"u32": [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46]},
// RUN-SPEC:   "Out": {"zero": 512}, "Chk": {"zero": 128}}}
// EXPECT: {"Chk": {"u32": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
// EXPECT: "Out": {"u32": [65537, 2556005, 65575, 65537, 2097191, 33357834, 13107232, 917704, 1769513, 1441840, 1769794, 2686979, 26214821, 3932219, 2228257, 4129168, 327713, 7012881, 327751, 2162693, 2359367, 61407274, 39321700, 3015256, 4391021, 3539024, 4391662, 7143431, 52429649, 6029439, 2490433, 8586016, 58983357, 6619281, 589898, 62718852, 655434, 12649513, 65536112, 70058984, 2687088, 96534611, 7012538, 7341132, 7667907, 6226041, 2753798, 8193200, 85198185, 8716501, 852074, 90768660, 917610, 6620629, 91750544, 98108792, 2949264, 19726451, 9634046, 9438684, 10289415, 7274649, 3016370, 10290752, 458873, 7864466, 65758, 7929863, 13107521, 10354827, 13107331, 9371848, 196739, 12255661, 1769641, 8585243, 2228393, 54853772, 2228404, 9437584, 3080381, 9961650, 328330, 12386351, 39322349, 12452047, 39321763, 13828696, 458915, 16712537, 4391113, 10682435, 2490569, 82903212, 2490616, 11535136, 2556114, 89981109, 590090, 13762599, 6357267, 12648667, 65537186, 14615528, 72090885, 15139109, 7012556, 84213801, 786636, 22349169, 2752754, 91554992, 2818290, 118030549, 852302, 15859755, 8978775, 13697275, 91752014, 16713080, 98305713, 16187753, 9634028, 112263213, 1048812, 16320285, 3014930, 119604800]}}
// CHECK-LABEL: main:
// CHECK: v_readfirstlane_b32
// CHECK: v_cmp_eq_u32
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Chk : register(u1);
StructuredBuffer<uint> NT[] : register(t0, space1);

struct NR
{
    StructuredBuffer<uint> b;
    uint k;
    uint get(uint i) { return b[i & 15u] + k; }
};
struct NS { NR r; uint z; };

NR mk(uint k) { NR r; r.b = NT[NonUniformResourceIndex(k & 3u)]; r.k = k; return r; }
NR mkList(uint k) { NR r = { NT[NonUniformResourceIndex(k & 3u)], k }; return r; }
void mkOut(out NR r, uint k) { r.b = NT[NonUniformResourceIndex(k & 3u)]; r.k = k; }
void pickOut(out StructuredBuffer<uint> b, uint k) { b = NT[NonUniformResourceIndex(k & 3u)]; }
uint use(NR r, uint i) { return r.b[i & 15u] + r.k; }
uint useNested(NS s, uint i) { return use(s.r, i) + s.z; }
uint direct(uint k, uint i) { return NT[NonUniformResourceIndex(k & 3u)][i & 15u]; }

[numthreads(32, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint chk = 0u;
    uint k = tid * 7u + (tid >> 3);
    uint v[8];
    NR a = mk(k);
    v[0] = use(a, tid);
    chk |= v[0] ^ (direct(k, tid) + k);
    NR b = a;
    v[1] = b.b[tid & 15u];
    chk |= v[1] ^ direct(k, tid);
    v[2] = mkList(k + 1u).get(tid);
    chk |= v[2] ^ (direct(k + 1u, tid) + k + 1u);
    NR c;
    mkOut(c, k + 2u);
    v[3] = c.get(tid + 3u);
    chk |= v[3] ^ (direct(k + 2u, tid + 3u) + k + 2u);
    NS s;
    s.r = mk(k + 3u);
    s.z = 5u;
    v[4] = useNested(s, tid);
    chk |= v[4] ^ (direct(k + 3u, tid) + k + 3u + 5u);
    NR d;
    d.k = 0u;
    pickOut(d.b, tid);
    v[5] = d.b[tid & 15u];
    chk |= v[5] ^ direct(tid, tid);
    StructuredBuffer<uint> loc[2];
    loc[0] = NT[NonUniformResourceIndex(tid >> 3)];
    loc[1] = NT[1];
    v[6] = loc[tid & 1u][tid & 15u];
    chk |= v[6] ^ ((tid & 1u) != 0u ? NT[1][tid & 15u] : direct(tid >> 3, tid));
    NR e[2];
    e[0] = a;
    e[1] = mk(k + 5u);
    v[7] = e[tid & 1u].get(tid);
    chk |= v[7] ^ ((tid & 1u) != 0u ? direct(k + 5u, tid) + k + 5u : direct(k, tid) + k);
    for (uint j = 0u; j < 4u; j++)
        Out[tid * 4u + j] = v[2u * j] + v[2u * j + 1u] * 65536u;
    Chk[tid] = chk;
}

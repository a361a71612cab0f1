// Nested divergent if/else on per-lane data, with else-branches that write
// and branches that become empty for a whole wave; values merge through phis.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [726, 934, 955, 17, 991, 927, 123, 887, 135, 920, 654, 11, 699, 926,
// RUN-SPEC:     364, 119, 688, 549, 231, 307, 928, 596, 763, 480, 573, 941, 2, 69, 790, 925, 580,
// RUN-SPEC:     756, 332, 641, 874, 846, 289, 381, 797, 514, 467, 393, 477, 537, 926, 122, 785,
// RUN-SPEC:     254, 234, 816, 93, 660, 435, 997, 188, 660, 707, 456, 593, 921, 86, 650, 887, 977,
// RUN-SPEC:     372, 638, 182, 587, 439, 752, 248, 836, 729, 946, 785, 900, 963, 583, 370, 87,
// RUN-SPEC:     773, 145, 752, 92, 695, 696, 196, 837, 850, 996, 364, 73, 473, 78, 772, 832, 997,
// RUN-SPEC:     92, 887, 588, 993, 214, 205, 858, 967, 331, 864, 301, 482, 898, 657, 153, 824,
// RUN-SPEC:     579, 639, 84, 646, 378, 571, 615, 262, 272, 254, 702, 502, 324, 166, 292]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// CHECK-LABEL: main:
// CHECK: v_cmp_{{[a-z0-9_]+}} [[C:(vcc|s\[[0-9]+:[0-9]+\])]]
// CHECK: s_and_saveexec_b64 s[{{[0-9]+:[0-9]+}}], [[C]]
// CHECK: s_cbranch_execz
// CHECK: s_endpgm
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = In[id.x];
    uint r = 0, s = 1;
    if (x < 500) {
        if ((x & 1) == 0) {
            r = x * 2;
        } else {
            r = x * 3;
            if (x > 400)
                s = 7;
        }
    } else if (x < 800) {
        r = x - 500;
        s = r & 15;
    } else {
        if (id.x >= 1000) // never true
            r = 99999;
        else
            r = x ^ 0xabc;
    }
    Out[id.x * 2] = r;
    Out[id.x * 2 + 1] = s;
}

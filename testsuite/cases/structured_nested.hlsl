// A structured buffer of structs holding an array and a nested struct,
// indexed by data (a gather), and a uint4 member read as a vector.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Recs": {"u32": [26, 159, 50, 31, 196, 140, 72, 90, 100, 34, 190, 68, 47, 189, 19,
// RUN-SPEC:     97, 15, 93, 127, 86, 74, 55, 188, 29, 23, 89, 118, 184, 117, 119, 73, 168, 49,
// RUN-SPEC:     154, 74, 86, 163, 125, 17, 146, 113, 29, 67, 29, 147, 30, 169, 40, 134, 16, 180,
// RUN-SPEC:     118, 51, 9, 110, 160, 61, 122, 125, 84, 185, 5, 139, 98, 13, 23, 107, 101, 164,
// RUN-SPEC:     122, 86, 25, 166, 85, 17, 43, 74, 52, 37, 34, 156, 159, 82, 70, 145, 67, 117, 54,
// RUN-SPEC:     51, 42, 32, 73, 140, 31, 79, 50, 98, 129, 114, 143, 132, 193, 94, 88, 108, 164,
// RUN-SPEC:     98, 36, 58, 172, 76, 47, 62, 48, 83, 28, 1, 154, 186, 123, 143, 150, 178, 113, 12,
// RUN-SPEC:     123, 165, 56, 167, 185, 111, 164, 15, 184, 122, 124, 71, 7, 98, 0, 28, 90, 120,
// RUN-SPEC:     191, 8, 77, 147, 104, 22, 54, 35, 153, 177, 101, 164, 134, 148, 69, 52, 87, 36,
// RUN-SPEC:     116, 101, 114, 191, 85, 132, 101, 1, 71, 94, 146, 67, 134, 81, 186, 64, 147, 174,
// RUN-SPEC:     130, 143, 76, 92, 154, 116, 57, 164, 153, 176, 54, 93, 131]},
// RUN-SPEC:   "Out": {"zero": 256}}}
struct Inner {
    uint a;
    uint b;
};
struct Rec {
    uint4 v;
    uint tag;
    uint vals[3];
    Inner in0;
    uint2 pad; // 48 bytes in HLSL and in glslang's std430
};
StructuredBuffer<Rec> Recs : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Rec r = Recs[id.x];
    uint j = r.tag & 15;
    uint s = r.vals[0] + r.vals[1] * 2 + r.vals[2] * 3;
    uint t = Recs[j].in0.a ^ Recs[j].in0.b;
    Out[id.x * 4] = s;
    Out[id.x * 4 + 1] = t;
    Out[id.x * 4 + 2] = dot(r.v, uint4(1, 2, 3, 4));
    Out[id.x * 4 + 3] = Recs[j].vals[r.tag % 3];
}

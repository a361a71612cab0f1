// Uniform compares with constants that fit 16 bits but no inline constant
// are the 4-byte SOPK compares (s_cmpk_*: K zero-extended for unsigned,
// sign-extended for signed compares). (s_mulk_i32 / s_addk_i32 need the
// allocator to put the result in the source's register; the loop's
// multiply-add checks the values either way.) The dispatch's two groups
// take the branches either way.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "P": {"a": 2048, "b": -3000, "c": 40000, "n": 7},
// RUN-SPEC:   "Out": {"zero": 512}}}
// CHECK-LABEL: main:
// CHECK: s_cmpk_
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint a;
    int b;
    uint c;
    uint n;
};
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint i : SV_GroupIndex)
{
    uint g = gid.x;
    uint r = 0;
    if (a + g == 0x800)
        r |= 1;
    if (b - (int)g < -2999)
        r |= 2;
    if (c + g * 20000 > 50000)
        r |= 4;
    uint s = a + g;
    for (uint k = 0; k < n; k++)
        s = (s + 5000) * 300;
    Out[g * 64 + i] = r + s + i;
}

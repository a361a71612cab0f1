// Every thread converts a NaN to int and a float past 2^32 to uint: D3D
// defines both (0, and 0xffffffff: ftoi, ftou clamp), SPIR-V leaves them
// undefined, and lavapipe gives x86's results. Not a verdict on either side.
RWStructuredBuffer<int2> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    float nan = asfloat(0x7fc00000u | i);
    float big = asfloat(0x4f800000u + (i << 8)); // 2^32 and above
    Out[i] = int2((int)nan, (int)(uint)big);
}

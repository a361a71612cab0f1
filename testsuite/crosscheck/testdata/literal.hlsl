// An expression of int literals alone has DXC's 64-bit literal int type:
// (-8) << 29 is -2^32, not greater than -45; glslang computes it in 32
// bits, where it is 0. A known difference between DXC and glslang.
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    Out[i] = In[i] + ((-8) << 29 > -45 ? 1 : 2);
}

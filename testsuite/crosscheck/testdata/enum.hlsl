// glslang does not know enum.
enum Mode { Add = 1, Mul = 2 };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Out[i] = i * (uint)Mul + (uint)Add;
}

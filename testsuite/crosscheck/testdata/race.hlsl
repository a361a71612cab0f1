// Every thread of two waves writes the same word: which one lands last
// depends on the order the waves run in.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(128, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Out[0] = i;
}

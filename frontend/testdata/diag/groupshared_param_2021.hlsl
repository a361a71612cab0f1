// Before HLSL 202x a groupshared parameter is accepted with DXC's warning.
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint Word;
void setWord(groupshared uint w) { w = 5; }
[numthreads(1, 1, 1)]
void main() { setWord(Word); Out[0] = Word; }

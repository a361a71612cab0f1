RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = 1; }
[numthreads(1, 1, 1)] void main(uint id : SV_GroupIndex) { Out[id] = 1; }

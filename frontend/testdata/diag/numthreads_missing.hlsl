RWStructuredBuffer<float> Out : register(u0);
void main() { Out[0] = 1; }

// RUN-FLAGS: -T cs_6_9
// Shader model 6.9 long vectors (5 to 1024 elements) are refused with their reason.
RWStructuredBuffer<float> b;
[numthreads(64,1,1)] void main(uint i : SV_DispatchThreadID) { vector<float,5> v = 1; b[i] = v[3]; }

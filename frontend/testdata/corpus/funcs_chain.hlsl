float sq(float x) { return x * x; }
float len2(float2 v) { return sq(v.x) + sq(v.y); }
float norm(float2 v) { return sqrt(len2(v)); }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main(void) { Out[0] = norm(float2(3, 4)); }

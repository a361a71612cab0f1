struct V { float x; V operator*(float s) { V r; r.x = x * s; return r; } };
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { V v; v.x = 2; o[0] = (v * 3).x; }

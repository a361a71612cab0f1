struct Packed { uint lo : 4; uint hi : 28; };
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)] void main() { Packed p; p.lo = 1; o[0] = p.lo; }

RWStructuredBuffer<float> Out : register(u0);
struct Ids { uint3 d : SV_DispatchThreadID; uint plain; float2 g : SV_GroupID; uint p : SV_Position; };
struct Outer { Ids ids; uint gi : SV_GroupIndex; };
[numthreads(1, 1, 1)]
void main(Outer o, out Ids w) { Out[0] = o.gi; }

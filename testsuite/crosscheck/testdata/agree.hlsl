// A structured buffer of structs, a cbuffer and arithmetic: glslang and
// hlslc agree.
struct P { float3 pos; float mass; int4 ids; };
cbuffer C : register(b0) { float scale; uint count; };
StructuredBuffer<P> In : register(t0);
RWStructuredBuffer<P> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    P p = In[i];
    p.pos = p.pos * scale + p.mass;
    p.mass = dot(p.pos, p.pos) / (1.0 + abs(p.mass));
    p.ids = p.ids * int(count) - int4(i, 1, 2, 3);
    Out[i] = p;
}

// Struct member functions, struct declarators and typedef struct.
struct Ray {
    float3 origin; float3 dir;
    float3 at(float t) { return origin + dir * t; }
    void advance(float t) { origin = at(t); }
} gRay;
typedef struct { uint first; uint count; } Range;
RWStructuredBuffer<float3> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Ray r = (Ray)0;
    r.dir = float3(0, 0, 1);
    r.advance(2);
    struct { float k; } scale;
    scale.k = 0.5;
    Range rg = { 0, 64 };
    if (id.x - rg.first < rg.count)
        Out[id.x] = r.at(scale.k) + gRay.at(1);
}
// CHECK: Function float3 Ray::at(in struct Ray this, in float t)
// CHECK: Function void Ray::advance(inout struct Ray this, in float t)
// CHECK: Call Ray::at 'float3'
// CHECK: VarRef this 'struct Ray'
// CHECK: Call Ray::advance 'void'
// CHECK: VarRef r 'struct Ray'
// CHECK: Decl local struct Range rg
// LAYOUT: cbuffer $Globals : register(b0) size=32
// LAYOUT: offset    0 size   28 struct Ray gRay

// Structs holding resources are values without a memory layout: they can
// be locals, parameters, return values, static globals, $Globals variables
// and cbuffer members (Global, inParams: structglobals.go), not buffer
// elements (ConstantBuffer<T> too) or groupshared (an array of resources
// as a field, Many, is fine: lang_resource_array_fields).
struct Source { Texture2D<float4> tex; float scale; };
struct Many { Texture2D<float4> texs[2]; };
StructuredBuffer<Source> Sources;
ConstantBuffer<Source> CB;
cbuffer Params { Source inParams; };
Source Global;
groupshared Source Shared;
static Source Fine;
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = Fine.scale; }

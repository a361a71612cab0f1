// A cbuffer with scalars and vectors, structured buffer of structs, 2-D ids.
// ULP: 2
// RUN-SPEC: {"dispatch": [2, 2, 1], "resources": {"Params": {"scale": 1.5, "count": 20, "offset": [0.25, 2.0, -1.0]}, "Items": {"u32": [1065353216, 0, 1065418752, 3, 1065484288, 6, 1065549824, 9, 1065615360, 12, 1065680896, 15, 1065746432, 18, 1065811968, 21, 1065877504, 24, 1065943040, 27, 1066008576, 30, 1066074112, 33, 1066139648, 36, 1066205184, 39, 1066270720, 42, 1066336256, 45, 1066401792, 48, 1066467328, 51, 1066532864, 54, 1066598400, 57]}, "Out": {"zero": 512}}}
cbuffer Params : register(b0) {
	float scale;
	uint count;
	float3 offset;
};
struct Item { float a; uint b; };
StructuredBuffer<Item> Items : register(t0);
RWStructuredBuffer<float> Out : register(u0);
[numthreads(8, 4, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
	uint i = id.y * 16 + id.x;
	Item it = Items[i % count];
	Out[i] = it.a * scale + offset.y * (float)it.b - offset.z + (float)gi;
}

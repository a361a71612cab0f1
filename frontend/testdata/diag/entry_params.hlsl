RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
float main(uint id, float3 tid : SV_DispatchThreadID, uint2 gi : SV_GroupIndex, uint p : SV_Position) { return 1; }

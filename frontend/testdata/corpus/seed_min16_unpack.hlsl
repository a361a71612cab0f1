// Seed 003: min16float unpacking helpers (FP16 article), wrapped in a compute shader.
cbuffer Colours : register(b0)
{
uint2 packedColour;
};
RWStructuredBuffer<float4> Out : register(u0);

min16float2 UnpackFloat16( uint a )
{
float2 tmp = f16tof32( uint2( a & 0xFFFF, a >> 16 ) );
return min16float2( tmp );
}
min16float4 UnpackFloat16( uint2 v )
{
return min16float4( UnpackFloat16( v.x ), UnpackFloat16( v.y ) );
}
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
min16float4 colour = UnpackFloat16( packedColour );
Out[id.x] = colour * min16float(0.5);
}
// CHECK: Function min16float4 UnpackFloat16(in uint2 v)
// CHECK: Call UnpackFloat16 'min16float2'

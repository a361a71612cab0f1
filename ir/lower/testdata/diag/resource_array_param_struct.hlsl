// RUN-FLAGS: -T cs_6_0
ByteAddressBuffer A : register(t0);
ByteAddressBuffer B : register(t1);
RWStructuredBuffer<uint> Out : register(u0);
struct Mat { ByteAddressBuffer maps[2]; };
uint first(ByteAddressBuffer maps[], uint i) { return maps[i].Load(0); }
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Mat m;
    m.maps[0] = A;
    m.maps[1] = B;
    Out[gi] = first(m.maps, gi);
}
// ERROR: resource_array_param_struct.hlsl:13:21: error: an array of resources passed to 'first' must be a global array of resources (or a parameter bound to one) unless the parameter is a sized 'in' array

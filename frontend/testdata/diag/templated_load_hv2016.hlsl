// RUN-FLAGS: -HV 2016
// An explicit template argument on a byte-address buffer's Load or Store
// needs HLSL 2018, as in DXC; any shader model takes them.
ByteAddressBuffer b;
RWByteAddressBuffer o;
[numthreads(1, 1, 1)]
void main() {
    float4 v = b.Load<float4>(0);
    o.Store<float4>(16, v);
    o.Store(0, v);
}

ByteAddressBuffer Raw : register(t0);
StructuredBuffer<float> Sb : register(t1);
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out[0] = Raw[0];
    Out[1] = Sb.Load4(0);
    Raw.Store(0, 1);
    Out[2] = Sb.Length;
    Out[3] = Sb[uint2(1, 2)];
}

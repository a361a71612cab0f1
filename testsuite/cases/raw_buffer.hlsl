// ByteAddressBuffer loads and stores of 1 to 4 words at computed byte
// offsets, and out-of-range accesses (loads return 0, stores are dropped).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Src": {"u32": [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]},
// RUN-SPEC:   "Dst": {"zero": 160}}}
ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint o = i * 40;
    Dst.Store(o, Src.Load(i * 4));
    Dst.Store2(o + 4, Src.Load2(i * 8 + 4));
    Dst.Store3(o + 12, Src.Load3(i * 12));
    Dst.Store4(o + 24, Src.Load4(i * 16) + Src.Load4(60));
    // Past the end of Dst (160 bytes): dropped.
    Dst.Store(160 + i * 4, 99);
}

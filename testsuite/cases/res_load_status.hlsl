// The status out-parameter of ByteAddressBuffer Load/Load2/Load3/Load4,
// Load<T> and StructuredBuffer Load: every access is to mapped memory
// (hlslc's resources are never tiled), so CheckAccessFullyMapped(status)
// is true, as it is for typed buffers. The byte-address and structured
// forms left the status variable unwritten (CheckAccessFullyMapped of an
// uninitialized 0 was false: llvm/offload-test-suite's
// PartiallyMappedResources took the "not mapped" path on every load), and
// Load<T>(offset, status) was "no matching overload".
// RUN-FLAGS: -T cs_6_2 -enable-16bit-types
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Raw": {"u32": [10, 20, 30, 40, 50, 60, 70, 80]}, "Sb": {"u32": [5, 6, 7, 8]}, "Tb": {"u32": [9, 9, 9, 9]}, "O": {"zero": 64}}}
// EXPECT: {"O": {"u32": [1, 1, 1, 1, 1, 1, 1, 1, 20, 70, 90, 260, 50, 7, 9, 7]}}
ByteAddressBuffer Raw : register(t0);
StructuredBuffer<uint> Sb : register(t1);
Buffer<uint> Tb : register(t2);
RWStructuredBuffer<uint> O : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    uint s[7];
    uint a = Raw.Load(4, s[0]);
    uint2 b = Raw.Load2(8, s[1]);
    uint3 c = Raw.Load3(4, s[2]);
    uint4 d = Raw.Load4(16, s[3]);
    uint16_t2 h = Raw.Load<uint16_t2>(16, s[4]);
    uint e = Sb.Load(2, s[5]);
    uint f = Tb.Load(1, s[6]);
    uint n = 0;
    for (uint i = 0; i < 7; ++i)
    {
        O[i] = CheckAccessFullyMapped(s[i]);
        n += CheckAccessFullyMapped(s[i]) ? 1 : 0;
    }
    O[7] = n == 7;
    O[8] = a;
    O[9] = b.x + b.y;
    O[10] = c.x + c.y + c.z;
    O[11] = d.x + d.y + d.z + d.w;
    O[12] = h.x | ((uint)h.y << 16);
    O[13] = e;
    O[14] = f;
    O[15] = n;
}

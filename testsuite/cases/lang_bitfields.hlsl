// HLSL 2021 bit fields: unsigned and signed fields sharing a storage unit
// (reads mask or sign-extend), unnamed padding and a zero-width field that
// starts a new unit, a field of another type starting its own unit, plain
// and compound assignment, increments with their values, 64-bit fields,
// a bit field written inside a member function, and a struct with bit
// fields in a structured buffer (the units are the buffer's words).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 512}, "Packed": {"zero": 192}}}
// EXPECT: {"Out": {"u32": [13, 4294967292, 703710, 1, 878082202, 18, 0, 13, 4294967293, 703709, 4294967272, 14, 0, 7, 24, 703709, 14, 4294967293, 703711, 1, 1756164404, 36, 4294966296, 14, 4294967294, 703710, 4294967272, 0, 1, 7, 24, 703710, 15, 4294967294, 703712, 1, 2634246606, 54, 4294965296, 15, 4294967295, 703711, 4294967272, 2, 2, 7, 24, 703711, 0, 4294967295, 703713, 1, 3512328808, 72, 4294964296, 0, 0, 703712, 4294967272, 4, 3, 7, 24, 703712, 1, 0, 703714, 1, 95443714, 91, 4294963296, 1, 1, 703713, 4294967272, 6, 4, 7, 24, 703713, 2, 1, 703715, 1, 973525916, 109, 4294962296, 2, 2, 703714, 4294967272, 8, 5, 7, 24, 703714, 3, 2, 703716, 1, 1851608118, 127, 4294961296, 3, 3, 703715, 4294967272, 10, 6, 7, 24, 703715, 4, 3, 703717, 1, 2729690320, 145, 4294960296, 4, 4, 703716, 4294967272, 12, 7, 7, 24, 703716]},
// EXPECT: "Packed": {"u32": [2882392718, 0, 878082202, 18, 7, 0, 2882396800, 1, 1756164404, 4294711332, 7, 0, 2882400898, 2, 2634246606, 4294455350, 7, 0, 2882404996, 3, 3512328808, 4294199368, 7, 0, 2882409094, 4, 95443714, 4293943387, 7, 0, 2882413192, 5, 973525916, 4293687405, 7, 0, 2882417290, 6, 1851608118, 4293431423, 7, 0, 2882421388, 7, 2729690320, 4293175441, 7, 0]}}
struct Flags {
    uint lo : 4;
    int  mid : 6;
    uint : 2;
    uint hi : 20;
    uint : 0;
    uint next : 3;
    uint64_t wide : 40;
    int64_t swide : 24;
    uint plain;
    void bump(uint n) { lo += n; next = n; }
};

RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<Flags> Packed : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint o = id.x * 16;
    Flags f;
    f.plain = 7;
    f.lo = id.x + 13;               // truncated to 4 bits
    f.mid = (int)id.x - 4;          // negative values sign-extend on read
    f.hi = 0xABCDE + id.x;
    f.next = 9;                      // 3 bits: 1
    f.wide = 0x123456789Aull * (id.x + 1);
    f.swide = -(int64_t)id.x * 1000;
    Out[o + 0] = f.lo;
    Out[o + 1] = (uint)f.mid;
    Out[o + 2] = f.hi;
    Out[o + 3] = f.next;
    Out[o + 4] = (uint)f.wide;
    Out[o + 5] = (uint)(f.wide >> 32);
    Out[o + 6] = (uint)f.swide;
    uint v = f.lo++;                 // post-increment yields the old value
    Out[o + 7] = v;
    Out[o + 8] = ++f.mid;            // pre-increment the new one (wraps at 31)
    f.hi += 0x100000 - 1;            // wraps in 20 bits
    Out[o + 9] = f.hi;
    Out[o + 10] = (f.mid = 40);      // assignment yields the truncated value
    f.bump(id.x);
    Out[o + 11] = f.lo;
    Out[o + 12] = f.next;
    Out[o + 13] = f.plain;
    Out[o + 14] = sizeof(Flags);
    Packed[id.x] = f;
    Out[o + 15] = Packed[id.x].hi;
}

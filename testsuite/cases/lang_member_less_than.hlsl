// A member or swizzle compared with '<' against a constructor or a cast
// (v.yx < float2(1, 2), s.n < uint(k)) is a comparison, not the explicit
// template arguments of a method call (buf.Load<float2>(...)), which a '>'
// and a call follow. Read as template arguments, the comparison's '<'
// stayed open, and a later '<' and '>>' of the function were taken as a
// nested argument list: "expected ')' before '>>'" (differential fuzzer,
// seed 9210143).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"u32": [3, 9, 1, 6, 12, 5, 2, 8]}, "Raw": {"u32": [7, 11]}, "O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [6, 0, 0, 1, 0, 1, 0, 0]}}
StructuredBuffer<uint> In : register(t0);
ByteAddressBuffer Raw : register(t1);
RWStructuredBuffer<uint> O : register(u0);

struct S { uint n; };

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    float2 v = float2(In[gi], In[(gi + 1) & 7]);
    S s = { In[gi] };
    bool2 lt = v.yx < float2(4, 4);
    bool c = s.n < uint(In[7]);
    uint2 w = Raw.Load<uint2>(0);
    if (gi < 1) {
        O[gi] = (uint)lt.x + (uint)lt.y * 2 + (c ? 4 : 0) + ((w.y >> 1) == 5 ? 0 : 8);
    } else {
        O[gi] = (In[gi] >> 2) & (c ? 1u : 0u);
    }
}

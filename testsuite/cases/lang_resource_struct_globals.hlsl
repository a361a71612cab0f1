// Non-static globals of struct types that hold resources, as DXC takes
// them (llvm/wg-hlsl proposal 0038): each resource is a global of its own
// named after its path ("g.e.Scale", "g.Bufs.2" for an element of an array
// field, "d.1.Buf" in an array of structs, "g.Base.Src" for one a base
// struct declares), bound from the global's register(xN) per class in
// declaration order or implicitly; the numeric fields are the global's
// part of $Globals. Read through member access, a member function, a copy
// into a local and a parameter. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Globals": {"g.bias": 100, "d.0.k": 2, "d.1.k": 3, "e.k": 7},
// RUN-SPEC:   "g.Base.Src": {"u32": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "g.e.Scale": {"u32": [10, 20, 30, 40, 50, 60, 70, 80]},
// RUN-SPEC:   "g.Bufs.0": {"u32": [1000, 1001]}, "g.Bufs.1": {"u32": [2000, 2001]}, "g.Bufs.2": {"u32": [3000, 3001]},
// RUN-SPEC:   "d.0.Buf": {"u32": [5, 6]}, "d.1.Buf": {"u32": [50, 60]},
// RUN-SPEC:   "e.Buf": {"u32": [9, 11]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [33, 140, 3101, 150, 12, 18, 2000, 803]}}
RWStructuredBuffer<uint> Out : register(u0);

struct Base { ByteAddressBuffer Src; };
struct Inner { ByteAddressBuffer Scale; };
struct G : Base
{
    Inner e;
    ByteAddressBuffer Bufs[3];
    uint bias;
    uint at(uint i) { return Src.Load(i * 4) * e.Scale.Load(i * 4) + bias; }
};
struct A { ByteAddressBuffer Buf; uint k; };

G g : register(t3);
A d[2];
A e;

uint viaParam(A a, uint i) { return a.Buf.Load(i * 4) * a.k; }

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    uint v = 0;
    switch (i)
    {
    case 0: v = g.Src.Load(8) + g.e.Scale.Load(8); break;     // 3 + 30
    case 1: v = g.at(1); break;                               // 2 * 20 + 100
    case 2: v = g.Bufs[2].Load(4) + g.bias; break;            // 3001 + 100
    case 3: v = d[1].Buf.Load(0) * d[1].k; break;             // 50 * 3
    case 4: v = viaParam(d[0], 1); break;                     // 6 * 2
    case 5: { A copy = e; v = copy.Buf.Load(4) + copy.k; } break; // 11 + 7
    case 6: v = g.Bufs[i - 5].Load(0); break;                 // 2000
    case 7: v = viaParam(e, 0) + g.at(7); break;              // 9 * 7 + 8 * 80 + 100
    }
    Out[i] = v;
}

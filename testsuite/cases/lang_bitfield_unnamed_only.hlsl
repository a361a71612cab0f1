// A struct whose only members are unnamed bit fields (padding, as a
// header's reserved bits) is initialized as any struct with bit fields:
// each unnamed field takes one scalar of a brace initializer, its value
// dropped (DXC's flattening; hlsl-specs issue 383), so '{1, 2}' fills
// 'struct Reserved { uint : 8; uint : 24; }' and, nested, the fields after
// it take the leaves that follow. Its storage unit reads as zero.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 16}, "raw": {"zero": 16}}}
// EXPECT: {"o": {"u32": [3, 7, 4, 11]}, "raw": {"u32": [0, 3, 0, 7]}}
struct Reserved { uint : 8; uint : 24; };
struct Header { Reserved r; uint count; };
struct Tail { uint first; Reserved r; uint last; };
RWStructuredBuffer<uint> o;
RWStructuredBuffer<Header> raw;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Reserved r = {1, 2};
    Header h = {5, 6, 3 + id.x};
    Header g = {r, 7};
    Tail t = {4, 8, 9, 11};
    o[0] = h.count;
    o[1] = g.count;
    o[2] = t.first;
    o[3] = t.last;
    raw[0] = h;
    raw[1] = g;
    o[0] += sizeof(Reserved) - 4;   // one 32-bit unit
}

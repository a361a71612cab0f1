// Arrays of resources as struct fields (struct Mat { ByteAddressBuffer
// maps[2]; }), as DXC takes them in a local or static struct: each
// element holds the resource assigned to it, read through constant
// indices (what DXC allows) and, beyond DXC, a uniform or divergent index
// (a choice among the resources of the element's type); the struct passed
// to a function and copied, a 2D array field, an array of such structs.
// Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"u32": [1, 2]}, "B": {"u32": [10, 20]}, "C": {"u32": [100, 200]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [10, 1, 100, 200, 21, 110, 2, 20]}}
ByteAddressBuffer A : register(t0);
ByteAddressBuffer B : register(t1);
ByteAddressBuffer C : register(t2);
RWStructuredBuffer<uint> Out : register(u0);

struct Mat
{
    uint pick;
    ByteAddressBuffer maps[2];
    ByteAddressBuffer grid[2][2];
};

uint readPicked(Mat m, uint word) { return m.maps[m.pick].Load(word * 4); }

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Mat m;
    m.pick = 1;
    m.maps[0] = B;
    m.maps[1] = A;
    m.grid[0][0] = A; m.grid[0][1] = B; m.grid[1][0] = C; m.grid[1][1] = C;
    Mat copy = m;
    copy.maps[0] = C;
    Mat pair[2] = { m, copy };
    uint v = 0;
    switch (gi)
    {
    case 0: v = m.maps[0].Load(0); break;                 // B[0] = 10
    case 1: v = readPicked(m, 0); break;                  // A[0] = 1
    case 2: v = copy.maps[0].Load(0); break;              // C[0] = 100
    case 3: v = m.grid[1][gi % 2].Load(4); break;         // C[1] = 200
    case 4: v = m.grid[0][1].Load(4) + m.maps[1].Load(0); break; // 20 + 1
    case 5: v = pair[1].maps[0].Load(0) + pair[0].maps[0].Load(0); break; // 100 + 10
    case 6: v = m.maps[gi - 5].Load(4); break;            // A[1] = 2
    case 7: v = pair[gi - 7].grid[0][1].Load(4); break;   // B[1] = 20
    }
    Out[gi] = v;
}

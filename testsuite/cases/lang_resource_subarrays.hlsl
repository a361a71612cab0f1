// A row of a multi-dimensional array of resources as a value: Grid[r] of
// ByteAddressBuffer Grid[3][2] passed to a function taking
// ByteAddressBuffer row[2], copied into a local array, with a constant, a
// uniform and a divergent row index, and a row of an unsized array (a
// descriptor table, Tab[][2]). DXC takes these (offload-test-suite's
// multi-dim-array-subset: foo(In[GI], GI)); the row's elements are the
// consecutive resources of the array, row-major. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Pick": 2},
// RUN-SPEC:   "Grid.0.0": {"u32": [1, 2]}, "Grid.0.1": {"u32": [10, 20]},
// RUN-SPEC:   "Grid.1.0": {"u32": [100, 200]}, "Grid.1.1": {"u32": [1000, 2000]},
// RUN-SPEC:   "Grid.2.0": {"u32": [3, 4]}, "Grid.2.1": {"u32": [30, 40]},
// RUN-SPEC:   "Tab.0": {"u32": [5, 6]}, "Tab.1": {"u32": [50, 60]},
// RUN-SPEC:   "Tab.2": {"u32": [500, 600]}, "Tab.3": {"u32": [5000, 6000]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [11, 2200, 33, 6600, 2002, 44, 5500, 220]}}
ByteAddressBuffer Grid[3][2] : register(t0);
ByteAddressBuffer Tab[][2] : register(t0, space1);
RWStructuredBuffer<uint> Out : register(u0);
cbuffer Params : register(b0) { uint Pick; };

uint both(ByteAddressBuffer row[2], uint i) { return row[0].Load(i * 4) + row[1].Load(i * 4); }

// passed on: the row travels as the ids of its elements
uint second(ByteAddressBuffer row[2], uint i) { return both(row, i) - row[0].Load(i * 4); }

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint v = 0;
    ByteAddressBuffer local[2] = Grid[gi % 3];
    switch (gi)
    {
    case 0: v = both(Grid[0], 0); break;             // 1 + 10
    case 1: v = both(Grid[gi], 1); break;            // 200 + 2000
    case 2: v = both(Grid[Pick], 0); break;          // 3 + 30
    case 3: v = both(Tab[Pick - 1], 1); break;       // row 1 = entries 2, 3: 600 + 6000
    case 4: v = second(Grid[1], 0) + local[1].Load(0) + 2; break; // 1000 + 1000 (local = Grid[1]) + 2
    case 5: v = local[0].Load(4) + local[1].Load(4); break;   // local = Grid[2]: 4 + 40
    case 6: v = both(Tab[gi - 5], 0); break;         // entries 2, 3: 500 + 5000
    case 7: v = second(Grid[0], 1) + local[0].Load(4); break; // 20 + 200 (local = Grid[1])
    }
    Out[gi] = v;
}

// Arrays of resources as function parameters: a sized parameter
// (ByteAddressBuffer maps[3]) and unsized ones (ByteAddressBuffer maps[],
// ByteAddressBuffer grid[][2]) bound to global arrays, sized and unsized
// (a descriptor table), passed on from one function to another, indexed by
// constants, a uniform and a divergent index, an element passed on as a
// single resource. FXC (SM 5.1) and DXC take the unsized form for arrays
// of resources only: the call passes the argument's array itself, whatever
// its length. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Pick": 2},
// RUN-SPEC:   "Three.0": {"u32": [1, 2]}, "Three.1": {"u32": [10, 20]}, "Three.2": {"u32": [100, 200]},
// RUN-SPEC:   "Grid.0.0": {"u32": [3, 4]}, "Grid.0.1": {"u32": [30, 40]},
// RUN-SPEC:   "Grid.1.0": {"u32": [300, 400]}, "Grid.1.1": {"u32": [3000, 4000]},
// RUN-SPEC:   "Unb.0": {"u32": [5, 6]},
// RUN-SPEC:   "Unb.1": {"u32": [50, 60]},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [10, 200, 100, 60, 68, 440, 5, 20]}}
ByteAddressBuffer Three[3] : register(t0);
ByteAddressBuffer Grid[2][2] : register(t3);
ByteAddressBuffer Unb[] : register(t0, space1);
RWStructuredBuffer<uint> Out : register(u0);
cbuffer Params : register(b0) { uint Pick; };

uint word(ByteAddressBuffer b, uint i) { return b.Load(i * 4); }

uint sized(ByteAddressBuffer maps[3], uint k, uint i) { return maps[k].Load(i * 4); }

uint open(ByteAddressBuffer maps[], uint k, uint i) { return word(maps[k], i); }

// passed on: the parameter names the caller's array
uint twice(ByteAddressBuffer maps[], uint k) { return open(maps, k, 0) + open(maps, 0, 1); }

uint cell(ByteAddressBuffer grid[][2], uint r, uint c) { return grid[r][c].Load(4); }

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint v = 0;
    switch (gi)
    {
    case 0: v = sized(Three, 1, 0); break;          // Three.1[0] = 10
    case 1: v = sized(Three, gi + 1, 1); break;     // Three.2[1] = 200
    case 2: v = open(Three, Pick, 0); break;        // Three.2[0] = 100
    case 3: v = open(Unb, 1, 1); break;             // Unb.1[1] = 60
    case 4: v = twice(Three, 1) + twice(Unb, 1); break; // 10 + 2 + 50 + 6
    case 5: v = cell(Grid, 1, 0) + cell(Grid, 0, 1); break; // 400 + 40
    case 6: v = open(Unb, gi - 6, 0); break;        // Unb.0[0] = 5
    case 7: v = open(Three, gi % 3, 1); break;      // Three.1[1] = 20
    }
    Out[gi] = v;
}

// Unsized arrays of arrays of resources (T a[][N]): a descriptor range
// whose inner dimensions' elements are consecutive entries, row-major, as
// D3D lays out a descriptor range (Raw[i][j] is entry i * 3 + j, Bufs[i][j][k]
// entry (i * 2 + j) * 2 + k), indexed by constants, a uniform value and a
// divergent NonUniformResourceIndex. The run spec gives the flat entries
// "Name.k". Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no runtime descriptor arrays
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"Row": 1},
// RUN-SPEC:   "Out": {"zero": 64},
// RUN-SPEC:   "Raw.0": {"u32": [1]}, "Raw.1": {"u32": [2]}, "Raw.2": {"u32": [3]},
// RUN-SPEC:   "Raw.3": {"u32": [10]}, "Raw.4": {"u32": [20]}, "Raw.5": {"u32": [30]},
// RUN-SPEC:   "Bufs.0": {"u32": [100]}, "Bufs.1": {"u32": [200]}, "Bufs.2": {"u32": [300]}, "Bufs.3": {"u32": [400]},
// RUN-SPEC:   "Bufs.4": {"u32": [500]}, "Bufs.5": {"u32": [600]}, "Bufs.6": {"u32": [700]}, "Bufs.7": {"u32": [800]}}}
// EXPECT: {"Out": {"u32": [2, 30, 20, 10, 800, 300, 401, 722, 1, 3, 10, 30, 10, 0, 0, 0]}}
cbuffer Params : register(b0)
{
    uint Row;
};
RWStructuredBuffer<uint> Out : register(u0);
ByteAddressBuffer Raw[][3] : register(t0, space1);
ByteAddressBuffer Bufs[][2][2] : register(t0, space2);

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint v = 0;
    switch (gi)
    {
    case 0: v = Raw[0][1].Load(0); break;                    // 2
    case 1: v = Raw[1][2].Load(0); break;                    // 30
    case 2: v = Raw[Row][1].Load(0); break;                  // 20
    case 3: v = Raw[Row][Row - 1].Load(0); break;            // 10
    case 4: v = Bufs[1][1][1].Load(0); break;                // 800
    case 5: v = Bufs[0][Row][0].Load(0); break;              // 300
    case 6: v = Bufs[Row - 1][1][1].Load(0) + Raw[0][0].Load(0); break; // 400 + 1
    case 7: v = Bufs[1][Row][0].Load(0) + Raw[0][1].Load(0) * 11; break; // 700 + 22
    default:
        if (gi < 12)
        {
            uint i = (gi - 8) / 2, j = (gi - 8) % 2 * 2;     // 8: [0][0] 9: [0][2] 10: [1][0] 11: [1][2]
            if (gi == 11) i = 1;
            v = Raw[NonUniformResourceIndex(i)][NonUniformResourceIndex(j)].Load(0);
        }
        else if (gi == 12)
            v = Raw[Row][0].Load(0);                         // 10
        break;
    }
    Out[gi] = v;
}

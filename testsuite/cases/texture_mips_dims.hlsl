// GetDimensions with a mip level (image_get_resinfo): the level's extents
// and the level count, elements of arrays, cubes of cube arrays, on 1D, 1D
// array, 2D array, 3D, cube and cube array textures.
// XFAIL: lavapipe: lavapipe answers OpImageQuerySizeLod with level 0's extents at every level (glslang's SPIR-V asks for the level)
// CHECK-LABEL: main:
// CHECK: image_get_resinfo
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "T1": {"dims": [16], "format": "R32_UINT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "T1A": {"dims": [8, 3], "format": "R16_UINT", "levels": 3, "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "T2A": {"dims": [4, 8, 5], "format": "R32G32_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "T3": {"dims": [4, 2, 8], "format": "R16G16B16A16_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "TC": {"dims": [8, 8], "format": "R32_UINT", "levels": 2, "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "TCA": {"dims": [4, 4, 3], "format": "R32_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 6}},
// RUN-SPEC:   "Out": {"zero": 8192}}}
Texture1D<uint> T1 : register(t0);
Texture1DArray<uint> T1A : register(t1);
Texture2DArray<uint2> T2A : register(t3);
Texture3D<uint4> T3 : register(t4);
TextureCube<uint> TC : register(t5);
TextureCubeArray<uint> TCA : register(t6);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint mip = i % 4;
    uint b = i * 8;
    uint w, h, d, n;
    T1.GetDimensions(mip, w, n);
    Out[b + 3] = uint4(w, n, 0, 0);
    T1A.GetDimensions(mip % 3, w, d, n);
    Out[b + 4] = uint4(w, d, n, 0);
    T2A.GetDimensions(mip, w, h, d, n);
    Out[b + 5] = uint4(w, h, d, n);
    T3.GetDimensions(mip, w, h, d, n);
    Out[b + 6] = uint4(w, h, d, n);
    TCA.GetDimensions(mip % 3, w, h, d, n);
    uint cw, ch, cn;
    TC.GetDimensions(mip % 2, cw, ch, cn);
    Out[b + 7] = uint4(w + 1000 * h, d, n, cw + 1000 * ch + 100000 * cn);
}

// Textures with mip chains read without a sampler: Load at a mip level
// (image_load_mip) on 1D, 1D array, 2D, 2D array and 3D textures, in their
// own formats, coordinates beyond a level reading 0; GetDimensions without
// a level (the descriptor's extents; elements of arrays, cubes of cube
// arrays); the mips[level][coord] operator. GetDimensions with a level is
// texture_mips_dims.
// CHECK-LABEL: main:
// CHECK: image_load_mip
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "T1": {"dims": [16], "format": "R32_UINT", "levels": "full", "generate": "noise"},
// RUN-SPEC:   "T1A": {"dims": [8, 3], "format": "R16_UINT", "levels": 3, "generate": {"pattern": "noise", "seed": 1}},
// RUN-SPEC:   "T2": {"dims": [12, 6], "format": "R8G8B8A8_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 2}},
// RUN-SPEC:   "T2A": {"dims": [4, 8, 5], "format": "R32G32_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 3}},
// RUN-SPEC:   "T3": {"dims": [4, 2, 8], "format": "R16G16B16A16_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 4}},
// RUN-SPEC:   "TC": {"dims": [8, 8], "format": "R32_UINT", "levels": 2, "generate": {"pattern": "noise", "seed": 5}},
// RUN-SPEC:   "TCA": {"dims": [4, 4, 3], "format": "R32_UINT", "levels": "full", "generate": {"pattern": "noise", "seed": 6}},
// RUN-SPEC:   "Out": {"zero": 8192}}}
Texture1D<uint> T1 : register(t0);
Texture1DArray<uint> T1A : register(t1);
Texture2D<uint4> T2 : register(t2);
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
    Out[b + 0] = uint4(T1.Load(int2(i % 17, mip)), T1A.Load(int3(i % 9, i % 4, mip % 3)), T2A.Load(int4(i % 5, i % 9, i % 6, mip)));
    Out[b + 1] = T2.Load(int3(i % 13, i % 7, mip));
    Out[b + 2] = T3.Load(int4(i % 5, i % 3, i % 9, mip));
    uint w, h, d;
    T1A.GetDimensions(w, d);
    Out[b + 3] = uint4(w, d, 0, 0);
    T2A.GetDimensions(w, h, d);
    Out[b + 4] = uint4(w, h, d, 0);
    TCA.GetDimensions(w, h, d);
    uint cw, ch;
    TC.GetDimensions(cw, ch);
    Out[b + 5] = uint4(w, h, d, cw + 1000 * ch);
    Out[b + 6] = T2.mips[mip][uint2(i % 11, i % 5)] + T3.mips[mip][uint3(i % 3, i % 2, i % 7)];
    Out[b + 7] = uint4(T1.mips[mip][i % 15], T1A.mips[mip % 3][uint2(i % 7, i % 3)], T2A.mips[mip][uint3(i % 3, i % 7, i % 5)]);
}

// The thread ids arrive in v0 and v1; SV_DispatchThreadID.xy adds the group
// offsets to them and the pair is the image address, a register tuple. Of
// the colourings with the fewest registers the allocator keeps one where
// the ids stay in v0 and v1 and the tuple takes them over, so no copy of
// an input is left at entry.
// RUN-SPEC: {"dispatch": [2, 2, 1], "resources": {
// RUN-SPEC:   "Src": {"f32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
// RUN-SPEC:                   -1, -2, -3, -4, -5, -6, -7, -8, 0.5, 0.25, 0.125, 2, 4, 8, 16, 32], "dims": [8, 4]},
// RUN-SPEC:   "Dst": {"f32": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// RUN-SPEC:                   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "dims": [8, 4]},
// RUN-SPEC:   "P": {"scale": 3.0}}}
// CHECK-LABEL: main:
// CHECK-NOT: v_mov_b32_e32 {{v[0-9]+}}, v{{[01]}}{{$}}
// CHECK: image_load {{v[0-9]+}}, v[0:1]
// CHECK: image_store {{v[0-9]+}}, v[0:1]
cbuffer P : register(b0)
{
    float scale;
};
Texture2D<float> Src : register(t0);
RWTexture2D<float> Dst : register(u0);

[numthreads(4, 2, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Dst[id.xy] = 1.0 / (Src[id.xy] * scale + 1.0);
}

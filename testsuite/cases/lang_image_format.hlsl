// [[vk::image_format]] declares the format of a texture's texels: stores
// convert to it (rgba8: clamped to [0, 1], rounded to 1/255), loads and
// samples convert from it (r16f: halves), without a spec naming it.
// LAVAPIPE-SKIP: glslang ignores [[vk::image_format]] (an unrecognized attribute to it), so its images keep their elements' own format
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Half": {"dims": [4, 4], "texels": [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.3, 1.7, 2.1, 3.3, 65504, 70000]},
// RUN-SPEC:   "Img": {"dims": [4, 4], "zero": 64},
// RUN-SPEC:   "Out": {"zero": 256}}}
// EXPECT: {"Img": {"u32": [3353, 721426739, 1426073165, 2147496806, 721436800, 1426083225, 2147506611, 2852153036, 1426093029, 2147519743, 2852169471, 3573602815, 2147549183, 2852192255, 3573612543, 4278255615]}}
// CHECK-LABEL: main:
// CHECK: image_load
// CHECK: image_store
[[vk::image_format("r16f")]] Texture2D<float> Half : register(t0);
[[vk::image_format("rgba8")]] RWTexture2D<float4> Img : register(u0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float h = Half.Load(int3(id.xy, 0));
    Img[id.xy] = float4(h, h * 0.5, -h, (id.x + id.y) / 6.0);
    Out[id.y * 4 + id.x] = h;
}

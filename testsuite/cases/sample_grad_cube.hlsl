// SampleGrad on TextureCube and TextureCubeArray: the direction's
// derivatives become derivatives of the face coordinates in the shader
// (texfilter.CubeCoordsGrad, RADV's transform) and image_sample_d takes
// them. Directions on every face, out to the face edges and corners
// (seamless filtering reads the neighbours), isotropic and anisotropic
// gradients from magnification to the smallest level, gradients along the
// face and outward along the major axis (the major component grows in
// magnitude: there RADV's transform is the exact derivative, as
// lavapipe's). Point mip filtering with linear min/mag filtering: the
// level choice is where lavapipe's LOD is exact (its log2 is a
// piecewise-linear approximation, exact at the powers of two where
// rounding switches levels); trilinear filtering, derivatives moving
// inward, the LOD clamp and SampleCmpGrad are sample_grad_cube_trilinear.
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: v_cubeid_f32
// CHECK: image_sample_d v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf da
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Sky": {"dims": [16, 16], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 7}},
// RUN-SPEC:   "Skies": {"dims": [8, 8, 2], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": {"pattern": "noise", "seed": 8}},
// RUN-SPEC:   "Near": {"filter": "MIN_MAG_LINEAR_MIP_POINT", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 2048}}}
TextureCube<float4> Sky : register(t0);
TextureCubeArray<float4> Skies : register(t1);
SamplerState Near : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

// each face's outward axis and its s and t axes (v_cubesc/v_cubetc)
static const float3 Major[6] = {float3(1, 0, 0), float3(-1, 0, 0), float3(0, 1, 0), float3(0, -1, 0), float3(0, 0, 1), float3(0, 0, -1)};
static const float3 SAxis[6] = {float3(0, 0, -1), float3(0, 0, 1), float3(1, 0, 0), float3(1, 0, 0), float3(1, 0, 0), float3(-1, 0, 0)};
static const float3 TAxis[6] = {float3(0, -1, 0), float3(0, -1, 0), float3(0, 0, 1), float3(0, 0, -1), float3(0, -1, 0), float3(0, -1, 0)};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint l = id.x;
    uint f = l % 6;
    // face coordinates in [-0.984, 0.984]: the outer texels of a 16-texel
    // face filter across its edges and corners
    float a = ((l * 37) % 64) / 32.0 - 0.984375;
    float b = ((l * 11 + 5) % 64) / 32.0 - 0.984375;
    float scale = 0.5 + (l % 4) * 0.75;
    float3 dir = (Major[f] + a * SAxis[f] + b * TAxis[f]) * scale;
    // 1/64 .. 1 direction units: under a texel to the whole face
    float g = (1u << (l % 7)) / 64.0;
    float k = g * 0.5 * (l % 2); // outward along the major axis
    float3 dx = g * (SAxis[f] + 0.25 * (l % 3) * TAxis[f]) + k * Major[f];
    // anisotropic: d/dy up to 8 times shorter than d/dx, in another direction
    float3 dy = g / (1u << (l % 4)) * (TAxis[f] - 0.125 * (l % 5) * SAxis[f]) + 0.5 * k * Major[f];
    uint o = l * 4;
    Out[o + 0] = Sky.SampleGrad(Near, dir, dx, dy);
    Out[o + 1] = Sky.SampleGrad(Near, dir * 1.5, dy, dx * 0.75);
    Out[o + 2] = Skies.SampleGrad(Near, float4(dir, l % 2), dx, dy);
    Out[o + 3] = Skies.SampleGrad(Near, float4(dir, 1 - l % 2), dy * 4, dx);
}

// SampleGrad on cubes with trilinear filtering, with
// derivatives whose major-axis component grows (outward) and shrinks
// (inward: the sample point moves towards the face's centre plane), and
// the LOD clamp form (image_sample_d_cl). hlslc
// transforms the derivatives as RADV does (ACO and LLVM, Mesa's
// ac_nir_lower_tex: d|ma| taken as 2*|d major|, texfilter.CubeCoordsGrad).
// Executor, interpreter and the LLVM path agree; lavapipe is not a check
// here (see LAVAPIPE-SKIP; sample_grad_cube is its check, with point mips).
// LAVAPIPE-SKIP: lavapipe's LOD for linear mip filtering is a piecewise-linear log2 (fraction 0.7071 for 0.75: up to 0.043 LOD below the exact), it differentiates |ma| with its sign where RADV and hlslc take 2*|d major| (inward derivatives), and glslang rejects SampleGrad's clamp overload on cubes
// FLOAT: Out sampled
// CHECK-LABEL: main:
// CHECK: image_sample_d v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf da
// CHECK: image_sample_d_cl v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf da
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Sky": {"dims": [16, 16], "format": "R8G8B8A8_UNORM", "levels": "full", "generate": {"pattern": "noise", "seed": 9}},
// RUN-SPEC:   "Skies": {"dims": [8, 8, 3], "format": "R16G16B16A16_FLOAT", "levels": "full", "generate": {"pattern": "noise", "seed": 10}},
// RUN-SPEC:   "Tri": {"filter": "MIN_MAG_MIP_LINEAR", "address": "clamp"},
// RUN-SPEC:   "Out": {"zero": 2560}}}
TextureCube<float4> Sky : register(t0);
TextureCubeArray<float4> Skies : register(t1);
SamplerState Tri : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

// lane l's face: axis (l/2)%3, negative on odd l/6; face-space vectors
// (x, y, major) are swizzled onto that axis
float3 onAxis(float3 p, uint axis)
{
    return axis == 0 ? p.zxy : (axis == 1 ? p.xzy : p.xyz);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint l = id.x;
    uint axis = (l / 2) % 3;
    float sgn = (l / 6) % 2 ? -1.0 : 1.0;
    float a = ((l * 29 + 3) % 64) / 32.0 - 0.984375;
    float b = ((l * 13) % 64) / 32.0 - 0.984375;
    float3 dir = onAxis(float3(a, b, sgn), axis) * (0.75 + (l % 3) * 0.5);
    float g = (1u << (l % 6)) / 32.0;
    // along the major axis, inward on odd lanes and outward on even ones,
    // with a move along the face
    float m = ((l % 2) ? -1.0 : 0.75) * sgn;
    float3 dx = g * onAxis(float3(0.5, 0, m), axis);
    float3 dy = g * onAxis(float3(0.125 * (l % 5), 0.25 * (l % 3), 0.5 * m), axis);
    uint o = l * 5;
    Out[o + 0] = Sky.SampleGrad(Tri, dir, dx, dy);
    Out[o + 1] = Skies.SampleGrad(Tri, float4(dir, l % 3), dy, dx);
    Out[o + 2] = Sky.SampleGrad(Tri, dir, dx, dy, 0.5 + (l % 4) * 0.75);
    Out[o + 3] = Skies.SampleGrad(Tri, float4(dir, 2), dx * 0.125, dy, 1.25);
    Out[o + 4] = float4(dx, g);
}

// min16float temporaries in a loop: each is an f16 VALU result in a
// register written by that one instruction (one that may keep the high half
// of its VGPR on gfx9, v_fma_f16, or one that zeroes it, v_add_f16 and the
// like: gfx9.WritesWholeDword), so no kept bits need stay live: the
// temporaries share VGPRs. (Each read its own write of the last iteration
// and was live around the whole loop: 22 VGPRs here, 253 in XeGTAO's
// CSGTAOHigh, and its CSGTAOUltra with dynamic constants did not fit in
// 256.)
// FLOAT: Out min16
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [0, 0.5, 1, 1.5, 2, -2, 0.4, -0.125, 2.5, 0.1, 0.2, 0.3, 1.3, -1.3, 1.25, 0.001,
// RUN-SPEC:     -1, -0.5, -1.5, 0.75, 0.875, 1.125, 2.25, -2.4, -0.25, 0.625, 1.75, -1.75, -0.6, 2.1, -0.9, 0.05]},
// RUN-SPEC:   "Out": {"zero": 128}}}
// REPORT: vgprs <= 12
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float acc = 0;
    min16float n = (min16float)id.x * (min16float)0.01;
    for (min16float i = 0; i < 9; i++)
    {
        min16float a = cos(i + n) * (min16float)0.5;
        min16float b = sin(i * n);
        [unroll] for (min16float s = 0; s < 3; s++)
        {
            min16float2 o = min16float2(a, b) * (s + (min16float)1);
            min16float z = (min16float)In[(id.x + (uint)s + (uint)i) % 32];
            acc += z * o.x + o.y;
        }
    }
    Out[id.x] = (float)acc;
}

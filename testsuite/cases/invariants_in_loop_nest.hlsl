// A triangle per lane, and the signed distance from it to each cell of a
// small box of grid cells around it, kept as the least per cell with
// InterlockedMin (a signed distance field). The triangle's edge vectors,
// lengths and normal do not change in the z/y/x loop nest; LICM moves
// them out of it, and the values it hoists stay live through the nest:
// 64 VGPRs and 4 waves. The back end compiles a kernel whose VGPRs limit
// its waves again optimized without LICM (the values recomputed in the
// innermost loop from the nine coordinates, as ACO does: 36 VGPRs, 7
// waves), and keeps that version for its waves.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Tri": {"f32": [0.1, 0.2, 0.3, 0.0, 1.4, 0.1, 0.2, 0.0, 0.5, 1.6, 0.9, 0.0, 0.7, 0.8, 0.1, 0.0, 1.2, 1.1, 0.4, 0.0, 0.2, 0.3, 1.7, 0.0,
// RUN-SPEC:     1.0, 1.5, 0.6, 0.0, 0.4, 0.2, 0.9, 0.0, 1.3, 1.8, 0.5, 0.0, 0.6, 0.1, 1.1, 0.0, 0.8, 0.4, 1.6, 0.0, 1.9, 1.2, 0.3, 0.0,
// RUN-SPEC:     0.5, 0.5, 0.5, 0.0, 1.5, 0.5, 1.0, 0.0, 0.5, 1.5, 1.5, 0.0, 0.3, 1.9, 0.7, 0.0, 1.1, 0.2, 0.6, 0.0, 0.9, 1.4, 1.3, 0.0]},
// RUN-SPEC:   "Grid": {"u32": [4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295,
// RUN-SPEC:     4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295]}}}
// LAVAPIPE-SKIP: the distances go through divisions and square roots that lavapipe computes to Vulkan's precision (2.5 ULP a division), and the field keeps their bits as integers, where an ulp apart is another value
// REPORT: vgprs <= 36
// REPORT: waves == 7
StructuredBuffer<float4> Tri : register(t0);
RWStructuredBuffer<uint> Grid : register(u0);

static const float cell = 0.5f;
static const int cells = 4;

float EdgeDistance(float3 p, float3 a, float3 b)
{
    float3 ab = b - a;
    float t = saturate(dot(p - a, ab) / max(dot(ab, ab), 1e-20f));
    return length(p - (a + t * ab));
}

float SignedDistance(float3 p, float3 x0, float3 x1, float3 x2)
{
    float3 x02 = x0 - x2;
    float l0 = length(x02) + 1e-30f;
    x02 /= l0;
    float3 x12 = x1 - x2;
    float l1 = dot(x12, x02);
    x12 -= l1 * x02;
    float l2 = length(x12) + 1e-30f;
    x12 /= l2;
    float3 px2 = p - x2;
    float b = dot(x12, px2) / l2;
    float a = (dot(x02, px2) - l1 * b) / l0;
    float c = 1 - a - b;
    float3 n = cross(x1 - x0, x2 - x0);
    float d;
    if (a >= 0 && b >= 0 && c >= 0)
        d = length(p - (a * x0 + b * x1 + c * x2));
    else
        d = min(EdgeDistance(p, x0, x1), min(EdgeDistance(p, x1, x2), EdgeDistance(p, x0, x2)));
    return dot(p - x0, n) < 0 ? -d : d;
}

[numthreads(18, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    float3 x0 = Tri[gi % 18].xyz;
    float3 x1 = Tri[(gi + 5) % 18].xyz;
    float3 x2 = Tri[(gi + 11) % 18].xyz;
    int3 lo = clamp(int3(min(x0, min(x1, x2)) / cell) - 1, 0, cells - 1);
    int3 hi = clamp(int3(max(x0, max(x1, x2)) / cell) + 1, 0, cells - 1);
    for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
            for (int x = lo.x; x <= hi.x; ++x) {
                float3 p = float3(x, y, z) * cell;
                uint u = asuint(SignedDistance(p, x0, x1, x2));
                InterlockedMin(Grid[(z * cells + y) * cells + x], (u << 1) | (u >> 31));
            }
}

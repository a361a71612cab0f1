// A body loaded at the top of the kernel and stored at its end, around a
// loop over the neighbours in a grid of linked lists (a particle
// collision step): the address 48 * i of both is computed again after
// the loop (passes.RematAcrossLoops), where GVN had made it one value
// live through the whole loop. That frees the VGPR that takes the kernel
// from 37 to 36 and from 6 waves to 7, so the backend keeps the copy (it
// compiles the kernel both ways). The back end now also compiles a kernel
// whose VGPRs limit its waves optimized without LICM
// (invariants_in_loop_nest): here that needs 30 VGPRs, 8 waves, with the
// copy or without, and that version stays, without the copy: the address
// is live through the loop (RematAcrossLoops' own gain is
// TestRematAcrossLoopsUndo's and passes/testdata/rematloops'). The bodies
// overlap in places, so both branches of the collision run.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"count": 48, "dt": 0.125, "grid": [4, 4], "scale": [1.5, 0.75]},
// RUN-SPEC:   "Src": {"f32": [-0.637, 0.361, 0.27, -0.042, 0.0, 0.0, -0.284, 0.293, 0.252, 0.0, 0.0, 0.0, 0.024, 0.01, -0.528, -0.994, 0.0, 0.0, -0.129, 0.085, 0.067, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.558, -0.509, -0.535, -0.915, 0.0, 0.0, 0.498, 0.239, 0.269, 0.0, 0.0, 0.0, 0.22, -0.885, -0.342, -0.005, 0.0, 0.0, -0.384, 0.452, 0.142, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.656, 0.603, -0.75, 0.856, 0.0, 0.0, -0.047, 0.052, 0.136, 0.0, 0.0, 0.0, -0.029, -0.595, -0.926, 0.732, 0.0, 0.0, -0.265, 0.28, 0.102, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.891, 0.749, 0.51, 0.526, 0.0, 0.0, 0.081, 0.23, 0.081, 0.0, 0.0, 0.0, -0.045, 0.621, -0.598, 0.846, 0.0, 0.0, 0.388, -0.09, 0.141, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.092, -0.217, 0.99, -0.227, 0.0, 0.0, -0.473, -0.407, 0.23, 0.0, 0.0, 0.0, 0.936, -0.008, -0.017, 0.101, 0.0, 0.0, 0.248, -0.278, 0.202, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.107, 0.233, -0.639, -0.66, 0.0, 0.0, -0.152, 0.427, 0.137, 0.0, 0.0, 0.0, 0.185, -0.367, -0.793, -0.869, 0.0, 0.0, 0.314, 0.277, 0.144, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.348, 0.334, 0.797, 0.917, 0.0, 0.0, -0.093, 0.489, 0.29, 0.0, 0.0, 0.0, 0.172, 0.728, -0.018, -0.249, 0.0, 0.0, -0.253, 0.376, 0.091, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.818, 0.58, 0.548, -0.034, 0.0, 0.0, 0.337, -0.448, 0.114, 0.0, 0.0, 0.0, -0.399, -0.153, -0.659, -0.861, 0.0, 0.0, -0.162, 0.399, 0.296, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.467, -0.04, -0.496, 0.918, 0.0, 0.0, 0.026, 0.229, 0.057, 0.0, 0.0, 0.0, -0.547, 0.643, 0.59, 0.763, 0.0, 0.0, 0.101, -0.074, 0.195, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.664, -0.365, 0.069, -0.448, 0.0, 0.0, 0.268, -0.49, 0.221, 0.0, 0.0, 0.0, 0.863, -0.905, 0.187, 0.288, 0.0, 0.0, 0.352, 0.084, 0.114, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.179, 0.872, 0.811, -0.733, 0.0, 0.0, -0.405, -0.406, 0.056, 0.0, 0.0, 0.0, -0.101, -0.682, 0.735, 0.311, 0.0, 0.0, -0.373, 0.039, 0.131, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.012, -0.533, -0.668, -0.632, 0.0, 0.0, -0.122, 0.21, 0.188, 0.0, 0.0, 0.0, -0.862, 0.401, 0.748, 0.548, 0.0, 0.0, 0.291, -0.492, 0.166, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.829, 0.501, -0.649, 0.423, 0.0, 0.0, -0.247, 0.197, 0.128, 0.0, 0.0, 0.0, -0.87, -0.211, -0.381, 0.802, 0.0, 0.0, -0.205, 0.003, 0.187, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.852, -0.763, 0.202, 0.016, 0.0, 0.0, 0.235, 0.467, 0.128, 0.0, 0.0, 0.0, 0.379, 0.049, 0.121, -0.873, 0.0, 0.0, 0.315, 0.477, 0.139, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.346, 0.937, -0.785, -0.848, 0.0, 0.0, -0.427, 0.314, 0.24, 0.0, 0.0, 0.0, -0.099, 0.231, -0.96, 0.289, 0.0, 0.0, -0.057, 0.017, 0.147, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.187, -0.522, -0.902, -0.132, 0.0, 0.0, -0.253, 0.204, 0.254, 0.0, 0.0, 0.0, 0.425, -0.084, -0.527, -0.229, 0.0, 0.0, -0.013, 0.132, 0.291, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.788, -0.039, -0.016, 0.434, 0.0, 0.0, 0.39, 0.28, 0.207, 0.0, 0.0, 0.0, 0.491, 0.319, 0.718, 0.398, 0.0, 0.0, 0.183, -0.255, 0.279, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.217, 0.218, 0.65, 0.927, 0.0, 0.0, 0.489, -0.494, 0.128, 0.0, 0.0, 0.0, -0.358, -0.207, -0.709, 0.106, 0.0, 0.0, -0.42, -0.197, 0.286, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.46, -0.072, -0.784, 0.912, 0.0, 0.0, 0.204, -0.294, 0.134, 0.0, 0.0, 0.0, 0.269, 0.345, -0.478, 0.902, 0.0, 0.0, -0.178, -0.246, 0.261, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.659, 0.344, -0.6, 0.196, 0.0, 0.0, -0.223, -0.121, 0.285, 0.0, 0.0, 0.0, -0.063, -0.12, 0.234, -0.439, 0.0, 0.0, -0.326, -0.115, 0.118, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.592, 0.875, -0.931, 0.621, 0.0, 0.0, 0.435, 0.205, 0.055, 0.0, 0.0, 0.0, 0.002, -0.875, 0.216, 0.401, 0.0, 0.0, -0.26, -0.492, 0.186, 0.0, 0.0, 0.0,
// RUN-SPEC:     -0.77, -0.363, -0.092, 0.789, 0.0, 0.0, -0.13, -0.365, 0.248, 0.0, 0.0, 0.0, 0.612, 0.056, -0.902, -0.625, 0.0, 0.0, -0.097, 0.052, 0.106, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.575, 0.653, 0.85, 0.767, 0.0, 0.0, -0.482, 0.082, 0.07, 0.0, 0.0, 0.0, 0.759, 0.469, 0.519, -0.623, 0.0, 0.0, -0.44, 0.315, 0.202, 0.0, 0.0, 0.0,
// RUN-SPEC:     0.229, -0.055, 0.6, -0.324, 0.0, 0.0, -0.23, -0.147, 0.124, 0.0, 0.0, 0.0, 0.242, 0.741, -0.858, -0.865, 0.0, 0.0, 0.012, 0.178, 0.097, 0.0, 0.0, 0.0]},
// RUN-SPEC:   "Head": {"i32": [-1, 5, 3, 2, 25, 8, 11, 9, 0, 29, 1, 43, 4, 7, 13, 6]},
// RUN-SPEC:   "Next": {"i32": [23, 10, 19, 41, 14, 21, 44, 20, 15, 18, 12, 16, 27, 47, 17, 35, 31, 24, -1, 26, 28, 22, 30, 38, 40, 32, -1, 33, -1, 34, -1, 36, 42, 37, -1, 39, 46, -1, -1, -1, -1, -1, -1, 45, -1, -1, -1, -1]},
// RUN-SPEC:   "Dst": {"zero": 576}}}
// FLOAT: Dst f32
// LAVAPIPE-SKIP: the collision chains a length, two divisions and a length again: lavapipe computes them to Vulkan's precision (2.5 ULP a division), which adds up to more than the 4 ULP the comparison allows
// REPORT: vgprs <= 32
// REPORT: waves == 8
// CHECK-LABEL: main:
// CHECK: v_mul_u32_u24_e32 [[A:v[0-9]+]], 48, {{v[0-9]+}}
// CHECK: s_cbranch_execnz
// CHECK-NOT: v_mul_u32_u24_e32 {{v[0-9]+}}, 48,
// CHECK: buffer_store_dwordx4 {{v\[[0-9]+:[0-9]+\]}}, [[A]],
// CHECK: s_endpgm
struct Body
{
    float2 pos;
    float2 vel;
    float2 acc;
    float2 aux;
    float radius;
    float heat;
    float2 spare;
};

cbuffer Params : register(b0)
{
    uint count;
    float dt;
    int2 grid;
    float2 scale;
};

StructuredBuffer<Body> Src : register(t0);
StructuredBuffer<int> Head : register(t1);
StructuredBuffer<int> Next : register(t2);
RWStructuredBuffer<Body> Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    if (i >= count)
        return;
    Body b = Src[i];
    int2 cell = int2(saturate(b.pos * 0.5 + 0.5) * float2(grid));
    float2 dp = 0, dv = 0;
    for (int y = max(cell.y - 1, 0); y <= min(cell.y + 1, grid.y - 1); ++y)
    {
        for (int x = max(cell.x - 1, 0); x <= min(cell.x + 1, grid.x - 1); ++x)
        {
            int j = Head[x + y * grid.x];
            while (j >= 0)
            {
                if (j != (int)i)
                {
                    Body o = Src[j];
                    float2 p0 = b.pos / scale, p1 = o.pos / scale;
                    float2 r = p1 - p0;
                    float d = length(r);
                    r /= d;
                    float rr = b.radius + o.radius;
                    if (d < rr)
                    {
                        dp -= r * (rr - d) * scale * 0.5;
                        b.heat = 1.0;
                    }
                    else
                    {
                        float2 rel = (b.vel - o.vel) * dt;
                        float l = length(rel);
                        float2 dir = rel / l;
                        float2 to = p1 - p0;
                        float d0 = dot(to, dir);
                        float d1 = dot(to, to) - d0 * d0;
                        d0 = max(max(-d0, d0 - l), 0.0);
                        if (d0 * d0 + d1 < rr * rr)
                        {
                            float v0 = dot(b.vel, r), v1 = dot(o.vel, r);
                            float m0 = b.radius * b.radius, m1 = o.radius * o.radius;
                            float nv = ((m0 - m1) * v0 + 2.0 * m1 * v1) / (m0 + m1);
                            dv += (nv - v0) * r;
                            b.heat = 1.0;
                        }
                    }
                }
                j = Next[j];
            }
        }
    }
    b.pos += dp;
    b.vel += dv;
    b.acc = dv * dt + b.aux;
    Dst[i] = b;
}

// Typed buffers: Buffer<T> loads convert nothing (32-bit formats), indices
// past the end read 0 (the V#'s num_records bounds-checks each index),
// RWBuffer stores past the end are dropped; GetDimensions gives elements.
// CHECK-LABEL: main:
// CHECK: buffer_load_format_xy v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
// CHECK: buffer_store_format_xyzw
// REPORT: sgprs <= 40
Buffer<uint2> Pairs : register(t0);
Buffer<float4> Colors : register(t1);
Buffer<int> Signed : register(t2);
RWBuffer<float4> Mixed : register(u0);
RWBuffer<uint> Counts : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint2 p = Pairs[i];                       // 40 elements: the last 24 lanes read 0
    float4 c = Colors.Load(i ^ 3);
    int s = Signed[i * 2];
    Mixed[i] = float4(c.zyx * (float)p.x, (float)s + (float)p.y);   // 48 elements
    uint n, m, k;
    Pairs.GetDimensions(n);
    Colors.GetDimensions(m);
    Mixed.GetDimensions(k);
    Counts[i] = p.x + p.y + n * 1000 + m * 100000 + k * 10000000;
    Counts[i + 64] = 7;                       // past the end: dropped
}

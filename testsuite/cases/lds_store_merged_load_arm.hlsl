// A float4 loaded from a buffer in one arm of a divergent branch and stored to
// groupshared memory: the four dword loads merge into buffer_load_dwordx4
// and the four LDS stores into ds_write_b128, whose stored tuple takes the
// loads' results by renaming. The buffer-load merge then renamed the loads'
// results once more, without the store's tuple, which read registers no
// instruction wrote (at -O0, where the stores stay in the arms: a machine
// verifier error). TestUnoptimized runs this case without the IR optimizer.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Buf": {"f32": [-7.0, -6.5, -6.0, -5.5, -5.0, -4.5, -4.0, -3.5, -3.0, -2.5, -2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0, 10.5, 11.0, 11.5, 12.0, 12.5, 13.0, 13.5, 14.0, 14.5, 15.0, 15.5, 16.0, 16.5, 17.0, 17.5, 18.0, 18.5, 19.0, 19.5, 20.0, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 23.5, 24.0, 24.5, 25.0, 25.5, 26.0, 26.5, 27.0, 27.5, 28.0, 28.5, 29.0, 29.5, 30.0, 30.5, 31.0, 31.5, 32.0, 32.5, 33.0, 33.5, 34.0, 34.5, 35.0, 35.5, 36.0, 36.5, 37.0, 37.5, 38.0, 38.5, 39.0, 39.5, 40.0, 40.5, 41.0, 41.5, 42.0, 42.5, 43.0, 43.5, 44.0, 44.5, 45.0, 45.5, 46.0, 46.5, 47.0, 47.5, 48.0, 48.5, 49.0, 49.5, 50.0, 50.5, 51.0, 51.5, 52.0, 52.5, 53.0, 53.5, 54.0, 54.5, 55.0, 55.5, 56.0, 56.5]},
// RUN-SPEC:   "Out": {"zero": 1024}}}
struct Pair { float4 a; float4 b; };
StructuredBuffer<Pair> Buf : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 Tile[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    if (gi < 40)
        Tile[gi] = Buf[gi & 15].a;
    else
        Tile[gi] = float4(0, 0, 0, 0);
    GroupMemoryBarrierWithGroupSync();
    Out[gi] = Tile[63 - gi] * 2 + Buf[(gi + 3) & 15].b;
}

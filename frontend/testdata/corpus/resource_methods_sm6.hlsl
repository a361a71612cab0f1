// RUN-FLAGS: -T cs_6_6
// Templated byte-address loads/stores, 64-bit and float atomics, mip queries, Gather.
struct Particle { float3 pos; uint id; };
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Raw : register(u0);
Texture2D<float4> Tex : register(t1);
SamplerState Lin : register(s0);
RWStructuredBuffer<uint> Count : register(u1);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Particle p = In.Load<Particle>(id.x * 16);
    p.pos += In.Load<float3>(0);
    Raw.Store<Particle>(id.x * 16, p);
    Raw.Store(1024, p.id);
    uint64_t old64;
    Raw.InterlockedAdd64(2048, (uint64_t)1, old64);
    float oldf;
    Raw.InterlockedExchangeFloat(2056, p.pos.x, oldf);
    uint w, h, levels;
    Tex.GetDimensions(1, w, h, levels);
    float4 g = Tex.GatherGreen(Lin, float2(0.5, 0.5), int2(1, 0));
    float4 s = Tex.SampleGrad(Lin, float2(0.5, 0.5), float2(0.01, 0), float2(0, 0.01));
    uint slot = Count.IncrementCounter();
    Count[slot] = w + h + levels + (uint)(g.x + s.y + oldf) + (uint)old64;
}
// CHECK: Method Load(uint) 'struct Particle'
// CHECK: Method Load(uint) 'float3'
// CHECK: Method Store(uint, struct Particle) 'void'
// CHECK: Method Store(uint, uint) 'void'
// CHECK: Method InterlockedAdd64(uint, uint64_t, uint64_t) 'void'
// CHECK: Method InterlockedExchangeFloat(uint, float, float) 'void'
// CHECK: Method GetDimensions(uint, uint, uint, uint) 'void'
// CHECK: Method GatherGreen(SamplerState, float2, int2) 'float4'
// CHECK: Method SampleGrad(SamplerState, float2, float2, float2) 'float4'

// hlslc's example shader: transform positions by a 4x3 affine matrix and
// sum the lengths of the results per workgroup.
//
// The matrix is wave-invariant: it is loaded with Load4 at an offset that
// comes from a constant buffer, so hlslc keeps it in SGPRs (s_buffer_load /
// s_load) and it costs no VGPRs; compare with -fno-scalarize. The per-group
// sum goes through groupshared memory and barriers.
//
//   go run ./cmd/hlslc examples/transform.hlsl              # the ISA
//   go run ./cmd/hlslc examples/transform.hlsl --report     # registers, occupancy
//   go run ./cmd/hlslc run examples/transform.hlsl --spec examples/transform.json

cbuffer Params : register(b0)
{
    uint MatrixOffset; // byte offset of the matrix in Xf
    float Scale;
};

ByteAddressBuffer Xf : register(t0);
StructuredBuffer<float3> Pos : register(t1);
RWStructuredBuffer<float3> Out : register(u0);
RWStructuredBuffer<float> GroupLength : register(u1);

groupshared float Partial[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 group : SV_GroupID)
{
    float4 r0 = asfloat(Xf.Load4(MatrixOffset));
    float4 r1 = asfloat(Xf.Load4(MatrixOffset + 16));
    float4 r2 = asfloat(Xf.Load4(MatrixOffset + 32));
    float4x3 m = float4x3(r0.x, r1.x, r2.x, r0.y, r1.y, r2.y, r0.z, r1.z, r2.z, r0.w, r1.w, r2.w);

    float3 q = mul(float4(Pos[id.x], 1.0f), m) * Scale;
    Out[id.x] = q;

    Partial[gi] = length(q);
    GroupMemoryBarrierWithGroupSync();
    for (uint stride = 32; stride > 0; stride >>= 1) {
        if (gi < stride)
            Partial[gi] += Partial[gi + stride];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        GroupLength[group.x] = Partial[0];
}

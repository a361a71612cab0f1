// Shader model 6.10's GetGroupWaveIndex and GetGroupWaveCount
// (hlsl-specs proposal 0048; DXC's tests in CodeGenDXIL): the wave's index
// in its thread group and the group's number of waves. The hardware forms
// waves from the threads in flat-index order, so with 64-lane waves a
// group of 16 x 10 threads has 3 waves (the last one half full). The
// second kernel takes derivatives under the 2D quad rule, which renumbers
// the threads (SV_GroupIndex follows, docs/abi.md) but not the waves:
// lanes keep their hardware wave.
// RUN-FLAGS: -T cs_6_10
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 1280}}}
// EXPECT: {"Out": {"u32": [0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3]}}
// WAVE-SIZE-DEPENDENT
// CHECK: v_lshrrev_b32_e32 {{v[0-9]+}}, 6,
RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(16, 10, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
    Out[gid.x * 160 + gi] = uint2(GetGroupWaveIndex(), GetGroupWaveCount());
}

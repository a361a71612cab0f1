// A cast makes any implicit conversion too, as in C: (S)cb of a
// ConstantBuffer<S> or TextureBuffer<S> is its S (the conversion an
// initialization makes), also of a descriptor heap element cast to
// ConstantBuffer<S> first. DXC takes these.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "cb": {"tint": [1, 2, 3, 4], "count": 3},
// RUN-SPEC:   "tb": {"tint": [10, 20, 30, 40], "count": 5},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"u32": [1120403456, 1120403456, 1120403456, 1120403456, 7, 0, 0, 0]},
// RUN-SPEC:   "O": {"zero": 128}}}
// EXPECT: {"O": {"u32": [1144799232, 1145667584, 1146535936, 1147404288, 1144815616, 1145683968, 1146552320, 1147420672, 1144832000, 1145700352, 1146568704, 1147437056, 1144848384, 1145716736, 1146585088, 1147453440, 1144864768, 1145733120, 1146601472, 1147469824, 1144881152, 1145749504, 1146617856, 1147486208, 1144897536, 1145765888, 1146634240, 1147502592, 1144913920, 1145782272, 1146650624, 1147518976]}}
// FLOAT: O f32
struct Consts
{
    float4 tint;
    uint count;
};

ConstantBuffer<Consts> cb : register(b0);
TextureBuffer<Consts> tb : register(t0);
RWStructuredBuffer<float4> O : register(u0);

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Consts c = (Consts)cb;
    Consts h = (Consts)(ConstantBuffer<Consts>)ResourceDescriptorHeap[2];
    O[i] = c.tint * c.count + ((Consts)tb).tint * ((Consts)tb).count + h.tint * h.count + i;
}

// The effect framework's 'shared' storage class before a cbuffer or tbuffer
// (a buffer shared between the effects of a pool, as D3D10/11 .fx files write
// it): DXC accepts it and ignores it, so the buffer is an ordinary one, bound
// by its register. A 'shared' global is the same. And a group a conditional
// skips may hold prose with a stray quote (clang lexes it raw).
#if 0
  The "shared" keyword's effect-pool meaning is gone in D3D12, so it's "ignored.
#endif
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "PerFrame": {"scale": 3, "bias": [1, 2, 3, 4]},
// RUN-SPEC:   "Lights": {"count": 5},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [1, 5, 9, 13, 5, 0, 0, 0]}}
shared cbuffer PerFrame : register(b0)
{
    uint scale;
    uint4 bias;
};
shared tbuffer Lights : register(t0)
{
    uint count;
}
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Out[i] = scale * i + bias[i];
    if (i == 0)
        Out[4] = count;
}
// CHECK: s_buffer_load_dword

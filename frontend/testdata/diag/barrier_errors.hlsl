// RUN-FLAGS: -T cs_6_8
// SM 6.8's Barrier in a compute shader, by DXC's rules: flag values out of
// range, node-record memory outside node shaders, scopes without memory
// they apply to, an object that is not a UAV, flags that are not constants
// (hlslc must know what the barrier orders).
RWBuffer<uint> Buf;
Buffer<uint> Ro;
cbuffer CB { uint k; };
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Barrier(16, 0);
    Barrier(0, 8);
    Barrier(NODE_INPUT_MEMORY, 0);
    Barrier(0, GROUP_SCOPE);
    Barrier(GROUP_SHARED_MEMORY, DEVICE_SCOPE);
    Barrier(Ro, GROUP_SYNC);
    Barrier(k, GROUP_SYNC);
    Barrier(ALL_MEMORY, DEVICE_SCOPE | GROUP_SCOPE | GROUP_SYNC);
    Barrier(Buf, 0);
    Buf[id.x] = 1;
}

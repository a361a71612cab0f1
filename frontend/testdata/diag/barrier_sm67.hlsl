// RUN-FLAGS: -T cs_6_7
// Barrier is shader model 6.8's.
RWBuffer<uint> Buf;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Barrier(UAV_MEMORY, DEVICE_SCOPE);
    Buf[id.x] = 1;
}

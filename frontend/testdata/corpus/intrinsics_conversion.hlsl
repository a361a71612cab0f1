RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float f = 1.0;
    uint bits = asuint(f);
    int ibits = asint(f);
    float back = asfloat(bits) + asfloat(ibits);
    float4 fv = asfloat(uint4(1, 2, 3, 4));
    uint h = f32tof16(f);
    float f2 = f16tof32(h);
    float2 f3 = f16tof32(uint2(h, h >> 16));
    double dd = asdouble(bits, bits);
    uint lo, hi;
    asuint(dd, lo, hi);
    Out[0] = bits + ibits + (uint)back + (uint)fv.x + h + (uint)f2 + (uint)f3.y + lo + hi;
}
// CHECK: Intrinsic asuint(float) 'uint'
// CHECK: Intrinsic f16tof32(uint2) 'float2'

// Intrinsics built from the IR's primitives, compared with Go's math.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = In[id.x];
    uint o = id.x * 16;
    Out[o + 0] = atan(x);
    Out[o + 1] = atan2(x, 0.75f - x);
    Out[o + 2] = asin(x * 0.1f);
    Out[o + 3] = acos(x * 0.1f);
    Out[o + 4] = tanh(x);
    Out[o + 5] = sinh(x * 0.5f);
    Out[o + 6] = cosh(x * 0.5f);
    Out[o + 7] = exp(x * 0.5f);
    Out[o + 8] = log(abs(x) + 1);
    Out[o + 9] = pow(abs(x) + 0.5f, 1.5f);
    Out[o + 10] = fmod(x, 1.5f);
    Out[o + 11] = smoothstep(-2.0f, 3.0f, x);
    Out[o + 12] = sign(x);
    Out[o + 13] = frac(x);
    Out[o + 14] = f16tof32(f32tof16(x));
    Out[o + 15] = determinant(float2x2(x, 1, 2, x));
}

RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float4 v = float4(0.1, 0.2, 0.3, 0.4);
    float4 r = abs(v) + acos(v) + asin(v) + atan(v) + atan2(v, v) + ceil(v) + cos(v) + cosh(v)
        + degrees(v) + exp(v) + exp2(v) + floor(v) + fmod(v, 2) + frac(v) + log(v) + log10(v) + log2(v)
        + max(v, 0.5) + min(v, 0.5) + pow(v, 2) + radians(v) + rcp(v) + round(v) + rsqrt(v)
        + saturate(v) + sign(v) + sin(v) + sinh(v) + smoothstep(0, 1, v) + sqrt(v) + step(0.5, v)
        + tan(v) + tanh(v) + trunc(v) + lerp(v, 1, 0.5) + clamp(v, 0, 1) + mad(v, 2, 1) + ldexp(v, 2);
    float4 ip;
    float4 fr = modf(v, ip);
    float4 s, c;
    sincos(v, s, c);
    bool nan = any(isnan(v)) || all(isinf(v)) || any(isfinite(v));
    Out[0] = r + fr + s + c + nan;
}
// CHECK: Intrinsic sign(float4) 'int4'
// CHECK: Intrinsic smoothstep(float4, float4, float4) 'float4'

// precise: the operations contributing to a precise variable's values —
// through other variables and across statements — are not fast (%t and
// %p's fmul and fadd); the others are (%r's chain and the final sums). An
// array in private memory that is precise makes the computations of the
// values stored to it precise too (%q's chain, through q * q).
RWStructuredBuffer<float> Buf : register(u0);
cbuffer P : register(b0) { float a; float b; uint k; };

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = Buf[id.x];
    float t = x * a;
    precise float p = t + b;
    float q = x * b + a;
    float r = x * x - a;
    precise float arr[4];
    arr[id.x & 3] = q * q;
    Buf[id.x] = p + r + arr[k & 3];
}

// A $Globals variable holding resources: its register()s bind its
// resources per class in space 0, one per class; it cannot be initialized.
struct M { Texture2D<float4> tex; SamplerState samp; float4 tint; };
M a : register(t0, space1);
M b : register(t1) : register(t2);
M c : register(u3);
M d = { (Texture2D<float4>)0, (SamplerState)0, float4(1, 1, 1, 1) };
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a.tint + b.tint + c.tint; }

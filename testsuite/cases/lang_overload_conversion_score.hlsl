// User overloads that each win some argument, resolved as DXC resolves them:
// the candidate whose conversions sum to the lowest score wins, and a splat
// costs less than an element conversion, which costs less than a vector
// truncation (any number of one class below one of the next). FidelityFX's
// ffxBitShiftRightHalf(uint16_t2, uint16_t2) beside (uint16_t, uint16_t),
// called with (uint16_t2, uint16_t), is the first form here; the second is
// the hlsl-specs example fn(int, float) against fn(float2, float2).
// LAVAPIPE-SKIP: glslang resolves fn(f, f) to fn(int, float); DXC's scores pick fn(float2, float2)
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 5, 7]},
// RUN-SPEC:   "Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [212, 2, 20, 36]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

// (uint2, uint): one truncation against one splat
uint pick(uint a, uint b) { return 100 + a + b; }
uint pick(uint2 a, uint2 b) { return 200 + a.y + b.y; }

// (float, float): an int conversion against two splats
uint fn(int a, float b) { return 1; }
uint fn(float2 a, float2 b) { return 2; }

// (float3, float, float): a truncation against two splats
uint three(float a, float b, float c) { return 10; }
uint three(float3 a, float3 b, float3 c) { return 20; }

// (uint2, uint2) into an inout: the truncation both ways loses to the splat
void acc(inout uint a, uint2 b) { a += b.x; }
void acc(inout uint2 a, uint b) { a += b * 10; }

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = pick(uint2(In[0], In[1]), In[2]);           // 200 + 5 + 7
    float f = (float)In[0];
    Out[1] = fn(f, f);
    Out[2] = three(float3(In[0], In[1], In[2]), f, f);
    uint2 v = uint2(In[0], In[1]);
    acc(v, In[0]);                                        // (uint2, uint): v += 30
    Out[3] = v.x + In[0];                                 // 33 + 3
}

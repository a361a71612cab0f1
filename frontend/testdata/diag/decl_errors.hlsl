StructuredBuffer<float> In : register(t0) = 0;
groupshared float gs = 1;  // a warning: the initializer is dropped, as DXC drops it
static groupshared float both;  // accepted: groupshared, as DXC's varmods-syntax test has it
groupshared float reg_ : register(u3);
float misplaced : packoffset(c0);
static const float needsInit;  // accepted: zero, static storage, as DXC takes it
float unsized[];
ConstantBuffer<float4> cbNotStruct;
vector<float, 5> tooWide;
Texture2DMS<float, 33> tooManySamples;
Texture2DMS<float, 4, 1> tooManyArgs;
struct float2 { float a; };
typedef float T1;
typedef int T1;
tbuffer TB { float t; };  // accepted: a tbuffer is a cbuffer bound as a t register
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    groupshared float local;
    Out[0] = In[0];
}

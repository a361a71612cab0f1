// Calls to functions whose body is a single return statement, used in
// expressions and in initializers. Regression test: the lowering inlines
// such a function's `return` as a return from the kernel, so nothing after
// the first call runs (the interpreter and the LLVM path agree with each
// other, lavapipe does not).

// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"In": {"u32": [3, 4, 5, 6]}, "Out": {"zero": 48}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

uint twice(uint x) { return x * 2; }

uint sum3(uint a, uint b, uint c)
{
    return a + b + c;
}

float half_of(uint x) { return x * 0.5f; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[i * 3 + 0] = twice(In[i]);
    uint s = sum3(In[i], i, 100);
    Out[i * 3 + 1] = s;
    Out[i * 3 + 2] = asuint(half_of(In[i]));
}

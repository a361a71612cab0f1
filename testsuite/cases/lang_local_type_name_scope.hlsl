// A type declared in a function (typedef, struct, enum, alias) belongs to
// its block down to the tokens: after the block, and in other functions,
// its name is an ordinary name again (here variables and a parameter).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"f32": [1.5, 2.5]},
// RUN-SPEC:   "Out": {"zero": 16}}}
// EXPECT: {"Out": {"u32": [1084227584, 1093664768, 1085276160, 1065353216]}}
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

float local(float a)
{
    typedef float T;
    struct Pair { T x; T y; };
    using Half = float;
    Pair p;
    p.x = a;
    p.y = In[1];
    Half h = p.x + p.y;
    return h + 1;
}

float plain(float Pair)
{
    float T = In[0] * 2;
    float Half = 4;
    {
        enum Mode { A = 3 };
        T += A;
    }
    float Mode = 1;
    return T + Pair + Half - Mode;
}

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = local(In[0]);
    Out[1] = plain(2);
    float Pair = local(1) + 1;
    Out[2] = Pair;
    Out[3] = 1;
}

// Member functions of a struct declared inside a function (C++'s local
// class, which DXC takes): they are functions of their own that see the
// globals, the enclosing function's static variables and its types, not its
// automatic variables (a reference to one is an error, as in C++). They
// mutate their object, call each other and take the struct by value.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 64}}}
// EXPECT: {"O": {"u32": [1121320960, 1121320960, 1122205696, 1123876864, 1125203968, 1126825984, 1128841216, 1131249664, 1133256704, 1134854144, 1136648192, 1138638848, 1140826112, 1142030336, 1143320576, 1144709120]}}
// FLOAT: O f32
RWStructuredBuffer<float> O : register(u0);
static const float kScale = 2;
static float gBias = 5;

[numthreads(16, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    float bias = 100; // automatic: the member functions below may not use it
    static const float kLocalStatic = 0.5;
    struct Acc
    {
        float sum;
        uint n;
        void add(float v) { sum += v * kScale; n++; }
        void addTwice(float v) { add(v); add(v * kLocalStatic); }
        float mean() { return n ? sum / n : 0; }
        float get() { return sum + gBias; }
        Acc merged(Acc o) { Acc r; r.sum = sum + o.sum; r.n = n + o.n; return r; }
    };
    Acc a;
    a.sum = 0;
    a.n = 0;
    for (uint k = 0; k < i; k++)
        a.addTwice(k);
    Acc b = a;
    b.add(1);
    O[i] = a.merged(b).get() + a.mean() + bias;
}

// Writing a derived struct through a base view, as DXC takes a C-style
// derived-to-base cast: (A)b is b's leading fields, an l-value that can be
// assigned, passed to an inout or out A parameter (an explicit cast, as
// DXC requires; an implicit one is no match, DXC issue #8087) or be the
// object of a member function of A that modifies it; in registers, in a
// structured buffer element and in groupshared memory. The fields b adds
// keep their values.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Buf": {"zero": 48},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Buf": {"u32": [1101004800, 1114636288, 0, 1101004800, 1114636288, 1065353216, 1101004800, 1114636288, 1073741824, 1101004800, 1114636288, 1077936128]},
// EXPECT: "Out": {"u32": [1107558400, 1157689344, 1090519040, 1103101952, 1107820544, 1157693440, 1091567616, 1103101952, 1108082688, 1157697536, 1092616192, 1103101952, 1108344832, 1157701632, 1093664768, 1103101952]}}
struct A
{
    float x;
    float y;
    void set(float v) { x = v; }
};
struct B : A
{
    float z;
};
void Double(inout A a)
{
    a.x *= 2;
    a.y *= 3;
}
void Make(out A a)
{
    a.x = 7;
    a.y = 8;
}
RWStructuredBuffer<B> Buf : register(u0);
RWStructuredBuffer<float> Out : register(u1);
groupshared B g[4];

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    B b = { 1, 2, 3 + i };
    A a = { 10, 20 };
    (A)b = a;
    Out[i * 4 + 0] = b.x + b.y + b.z;
    Double((A)b);
    Out[i * 4 + 1] = b.x * 100 + b.y + b.z;
    ((A)b).set(5);
    Out[i * 4 + 2] = b.x + b.z;
    Buf[i].z = i;
    (A)Buf[i] = a;
    Double((A)Buf[i]);
    Make((A)g[i]);
    g[i].z = 9;
    Out[i * 4 + 3] = g[i].x + g[i].y + g[i].z;
}

// A field of a derived struct hiding a base's field of the same name (C++'s
// and DXC's rule): d.x and the derived struct's own member functions find
// the derived field; ((Base)d).x and the member functions the base defines
// (also called on a struct deriving further) the base's. A structured
// buffer of the derived struct names the hidden field "Base::x" in the run
// spec; brace initialization fills the base's fields first.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"elements": [{"A::x": 1, "x": 2}, {"A::x": 3, "x": 4}, {"A::x": 5, "x": 6}, {"A::x": 7, "x": 8}]},
// RUN-SPEC:   "Out": {"zero": 128}}}
// EXPECT: {"Out": {"u32": [1073741824, 1084227584, 1104674816, 1107820544, 1134034944, 1120665600, 1104412672, 1090519040, 1077936128, 1084227584, 1108869120, 1107820544, 1134067712, 1134034944, 1104412672, 1090519040, 1082130432, 1084227584, 1111752704, 1107820544, 1134100480, 1140654080, 1104412672, 1090519040, 1084227584, 1084227584, 1114636288, 1107820544, 1134133248, 1144061952, 1104412672, 1090519040]}}
struct A
{
    float x;
    float get() { return x; }
    void set(float v) { x = v; }
};
struct B : A
{
    float x;
    float both() { return x * 10 + get(); }
    float mine() { return this.x; }
};
struct C : B
{
    uint y;
    float all() { return x * 100 + y + get(); }
};
StructuredBuffer<B> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    B b;
    b.x = 2 + i;
    b.set(5);
    Out[i * 8 + 0] = b.x;
    Out[i * 8 + 1] = ((A)b).x;
    Out[i * 8 + 2] = b.both() + b.mine();
    C c;
    c.x = 3;
    c.y = i;
    c.set(4);
    Out[i * 8 + 3] = c.both();
    Out[i * 8 + 4] = c.all();
    B e = In[i];
    Out[i * 8 + 5] = e.x + ((A)e).x * 100;
    B init = { 1.5, 2.5 };
    Out[i * 8 + 6] = init.x * 10 + ((A)init).x;
    Out[i * 8 + 7] = sizeof(B);
}

// Out-of-line member function definitions that match no declaration of
// their struct, differ in the return type, define a member twice, or only
// declare it again; an operator declared without a body; a member that is
// declared and called but never defined (the lowering's error).
struct S
{
    float x;
    float get();
    float twice(float k);
    void set(float v) { x = v; }
    S operator+(S o);
    float never();
};
float S::get() { return x; }
float S::get() { return 2 * x; }
int S::twice(float k) { return 1; }
float S::missing() { return 0; }
float S::twice(int k);
void S::set(float v) { x = -v; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    S s;
    s.set(1);
    Out[0] = s.get() + s.never();
}

// Member functions of a struct declared in a function see the globals and
// the function's statics, not its automatic variables (a reference to one is
// clang's error, even where a global has its name); a static member
// function there is refused (S::f names them program-wide).
RWStructuredBuffer<float> O : register(u0);
static float local = 7;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    float local = 3;
    struct S
    {
        float x;
        float scaled() { return x * local; }
        static float one() { return 1; }
    };
    S s;
    s.x = 2;
    O[i] = s.scaled();
}

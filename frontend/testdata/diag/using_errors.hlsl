namespace A { static const int x = 1; struct S { int v; }; }
namespace B { static const int x = 2; struct S { float w; }; }
using namespace Missing;
using namespace A;
using namespace B;
struct T { int t; };
using namespace T;
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)]
void main() {
    o[0] = x;
    S s;
    {
        using namespace A::S;
    }
}

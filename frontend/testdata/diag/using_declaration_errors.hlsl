// A using-declaration names a member of a namespace by its qualified name;
// what it names must exist. Its name ends with its block.
namespace math { uint twice(uint x) { return 2 * x; } }
using math::thrice;
using twice;
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    {
        using math::twice;
        o[0] = twice(1);
    }
    o[1] = twice(2);
}

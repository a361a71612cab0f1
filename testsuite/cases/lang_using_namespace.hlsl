// Using-directives ("using namespace N;") at global scope, in a namespace
// (transitive, and kept where the namespace is reopened) and in a block,
// with C++'s lookup: the nominated names appear in the nearest namespace
// enclosing both the directive and N, so an enclosing namespace's own
// declaration hides them; overloads of two nominated namespaces form one
// set; a qualified name M::x looks through M's directives.
// glslang does not accept using-directives, so lavapipe counts the case as
// rejected.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1101, 1, 1002, 14, 2101, 1, 1002, 16, 3101, 1, 1002, 18, 4101, 1, 1002, 20]}}
namespace math {
    static const uint Base = 1000;
    uint scale(uint v) { return v * 2; }
    namespace bits { uint low(uint v) { return v & 1; } }
}
namespace fx {
    uint scale(float v) { return (uint)(v * 100); }
    using namespace math::bits;
    struct Acc { uint n; void add(uint k) { n += k; } };
}
namespace app {
    static const uint Base = 1;     // hides math::Base inside app
    using namespace math;
    uint pick() { return Base; }
}
namespace app {
    uint doubled(uint v) { return scale(v); }   // math::scale through app's directive
}
using namespace fx;
RWStructuredBuffer<uint> o;
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Acc acc;                         // fx::Acc
    acc.n = 1000;
    acc.add(101);
    uint r0;
    {
        using namespace math;
        r0 = acc.n + scale(id.x) * 0 + scale(1.0f) * 10 * id.x; // fx::scale(float) = 100
    }
    o[id.x * 4 + 0] = r0;
    o[id.x * 4 + 1] = low(id.x * 2 + 1);      // math::bits::low through fx's directive
    o[id.x * 4 + 2] = app::pick() + math::Base + fx::low(2) + 1;
    o[id.x * 4 + 3] = app::doubled(id.x + 7);
}

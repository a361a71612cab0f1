// Names as real code bases write them: namespaces (nested, qualified from
// inside and outside, a leading ::), unscoped enums (named with and without
// the enum's name) and scoped enums with an underlying type, enum values in
// [numthreads] and array sizes, 'unsigned int', typedefs with qualifiers,
// struct declarations with the 'struct' keyword, attributes with string and
// C++11 forms (unknown ones are warnings), and a vk::constant_id constant.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [8, 4, 32, 3, 7, 12, 40, 5, 2, 9, 1, 11, 1, 1, 32, 6]}}
#define RootSig "RootFlags(0), " \
    "DescriptorTable(UAV(u0, numDescriptors = 1))"

namespace Groups {
    namespace Thread {
        enum Enum { Width = 8, Height = 4, Size = Width * Height };
    }
    enum class Mode : uint { Copy = 3, Add, Mul = 12 };
    uint twice(uint x) { return 2 * x; }
    uint area() { return Thread::Width * Thread::Height; }
    struct Pair { uint a; uint b; };
    static const uint kBase = 40;
}

uint twice(uint x) { return 100 + x; }

typedef const unsigned int CUInt;
typedef Groups::Pair PairT;

[[vk::constant_id(0)]] const uint kCount = 5;

RWStructuredBuffer<uint> Out : register(u0);

[RootSignature(RootSig)]
[numthreads(Groups::Thread::Width, 1, 1)]
[someVendorHint("ignored", 3)]
void main(uint3 id : SV_DispatchThreadID)
{
    [[vk::some_future_attribute]] uint scratch[Groups::Thread::Height];
    if (id.x != 0)
        return;
    struct Groups::Pair p;
    p.a = 2;
    p.b = 9;
    PairT q = p;
    unsigned int u = Groups::Thread::Enum::Width;
    CUInt c = kCount;
    scratch[0] = 1;
    Out[0] = u;
    Out[1] = Groups::Thread::Height;
    Out[2] = Groups::area();
    Out[3] = (uint)Groups::Mode::Copy;
    Out[4] = (uint)Groups::Mode::Add + 3;
    Out[5] = (uint)Groups::Mode::Mul;
    Out[6] = Groups::kBase;
    Out[7] = c;
    Out[8] = q.a;
    Out[9] = q.b;
    Out[10] = scratch[0];
    Out[11] = Groups::twice(5) + 1;
    Out[12] = ::twice(1) - 100;
    Out[13] = twice(2) - 100 - 2 + (Groups::Thread::Size / 32);
    Out[14] = Groups::Thread::Size;
    Out[15] = sizeof(uint) + 2;
}

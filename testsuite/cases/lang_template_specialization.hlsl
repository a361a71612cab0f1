// Explicit specializations of function templates (HLSL 2021, as DXC takes
// them): "template<> R f<args>(params) { ... }" and the deduced form
// "template<> R f(params) { ... }" define the instance that every call
// with those arguments uses instead of the primary template's body;
// other arguments still instantiate the primary. Covers a primary that is
// only declared (each type gets its own groupshared array through a
// specialization, in a namespace reached with a using-directive), a value
// parameter, explicit and deduced calls, and static_assert.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 2048}}}
RWStructuredBuffer<float4> Out : register(u0);

#define GROUP 64
static const bool kUseLDS = true;
static_assert(GROUP % 2 == 0, "the reduction halves the group");

template <typename T> T scale(T x) { return x * 2; }
template <> float scale<float>(float x) { return x + 0.5; }
template <> int scale(int x) { return -x; }

template <uint N> uint pick() { return N * 10; }
template <> uint pick<3>() { return 333; }

namespace LDS
{
    template <typename T> void Put(T v, uint i);
    template <typename T> T Get(uint i);

#define LDS_TYPE(T) \
    groupshared T Slot_##T[GROUP]; \
    template <> void Put<T>(T v, uint i) { Slot_##T[i] = v; } \
    template <> T Get<T>(uint i) { return Slot_##T[i]; }

    LDS_TYPE(float)
    LDS_TYPE(float2)
    LDS_TYPE(uint)
}

template <typename T> T GroupSum(T v, uint i)
{
    using namespace LDS;
    Put(v, i);
    GroupMemoryBarrierWithGroupSync();
    for (uint stride = GROUP / 2; stride > 0; stride /= 2)
    {
        if (i < stride)
            Put<T>(Get<T>(i) + Get<T>(i + stride), i);
        GroupMemoryBarrierWithGroupSync();
    }
    return Get<T>(0);
}

[numthreads(GROUP, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    static_assert(kUseLDS, "this test sums through groupshared memory");
    Out[i * 4 + 0] = float4(scale(float(i)), scale(int(i)), scale(uint(i)), scale(double(i) * 0.25));
    Out[i * 4 + 1] = float4(pick<1>(), pick<3>(), pick<7>(), scale<float>(1.0));
    Out[i * 4 + 2] = float4(GroupSum(float(i) * 0.5, i), GroupSum(float2(i, 1), i), 0);
    Out[i * 4 + 3] = GroupSum(i * i, i);
}

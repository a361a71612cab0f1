template <typename T> T twice(T x) { return x + x; }
template <typename T> struct Box { T v; };
RWStructuredBuffer<float> Out : register(u0);

float use() { return twice(1.5f); }
template <> float twice<float>(float x) { return x; }
template <> float nothing(float x) { return x; }
template <> int twice<float>(float x) { return 1; }
template <typename T> T twice<T>(T x) { return x; }
struct Box<uint> { uint v; };
template <> struct Box<int> { int v; };
template <> uint twice(uint x) { return x; }
template <> uint twice(uint x) { return x + 1; }
static_assert(sizeof(Box<float>) == 8, "Box" " size");
static_assert(2 > 1);
struct M { template <typename T> T get(T x) { return x; } };
template <> float M::get<float>(float x) { return 1; }

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    static_assert(i == 0, "not constant");
    Out[0] = use();
}

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
static const uint BoxFloat = sizeof(Box<float2>);
template <> struct Box<float2> { float2 v; };
template <> struct Box<int> { uint2 v; };
template <typename T, uint N> struct Pair { T a[N]; };
template <typename T> struct Pair<T, 2> { T a, b; };
template <uint N> struct Pair<float, N> { float a[N]; };
template <typename T = int> struct Pair<T, 3> { T a; };
template <typename T> struct Checked { static_assert(sizeof(T) == 4, "32-bit only"); T v; };
static const uint PairSize = sizeof(Pair<float, 2>) + sizeof(Checked<double>);
template <> float M::get<float>(float x) { return 1; }
template <> float M::get<float>(float y) { return 2; }
template <> int M::get(float x) { return 1; }
template <> float M::put(float x) { return 1; }

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    static_assert(i == 0, "not constant");
    Out[0] = use();
}

// Templates in a namespace: a struct template with an array member T[N]
// indexed at run time, a static const member from a value parameter, two
// instances with different element types; a function template over
// intrinsics (max/min of T); sizeof(T) in a template.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 96}}}
// EXPECT: {"o": {"u32": [1091567616, 1086324736, 1065353216, 1056964608, 1101004800, 1084227584, 1094713344, 1088421888, 1065353216, 1060320051, 1101004800, 1084227584, 1097859072, 1090519040, 1073741824, 1068708659, 1101004800, 1084227584, 1099956224, 1091567616, 1073741824, 1069547520, 1101004800, 1084227584]}}
// FLOAT: o f32
namespace A {
    template<typename T, uint N>
    struct Ring {
        T data[N];
        uint head;
        static const uint Cap = N;
        void push(T x) { data[head % N] = x; head++; }
        T sum() { T s = (T)0; for (uint i = 0; i < N; i++) s += data[i]; return s; }
    };
    template<typename T> T clampT(T x, T lo, T hi) { return max(lo, min(x, hi)); }
}
template<typename T> uint bytes(T x) { return sizeof(T); }
RWStructuredBuffer<float> o;
[numthreads(4,1,1)] void main(uint3 id : SV_DispatchThreadID) {
    A::Ring<float, 3> r = (A::Ring<float, 3>)0;
    for (uint i = 0; i < 5; i++) r.push(i + id.x);
    A::Ring<int2, 2> q = (A::Ring<int2, 2>)0;
    q.push(int2(1, 2)); q.push(int2(3, id.x));
    o[id.x * 6 + 0] = r.sum();
    o[id.x * 6 + 1] = q.sum().x + q.sum().y;
    o[id.x * 6 + 2] = A::clampT((int)id.x, 1, 2);
    o[id.x * 6 + 3] = A::clampT(float(id.x) * 0.7, 0.5, 1.5);
    o[id.x * 6 + 4] = bytes(float3(0, 0, 0)) + bytes((uint64_t)0);
    o[id.x * 6 + 5] = r.Cap + q.Cap;
}

// HLSL 2021 member function templates: deduced (put) and explicit (at<T>,
// put<uint>) arguments, a value parameter (sumFirst<K>), a template called
// from a sibling member function, beside a static member function; the
// struct holds an array indexed with values known only at run time (the
// object then lives in private memory inside its member functions).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1091043328, 1092354048, 0, 1073741824, 1091043328, 1093402624, 1065353216, 1073741824, 1091043328, 1094451200, 1073741824, 1073741824, 1091043328, 1095499776, 1077936128, 1073741824]}}
// FLOAT: o f32
struct Buf {
    float v[4];
    template<typename T> T at(uint i) { return (T)v[i]; }
    template<typename T> void put(uint i, T x) { v[i] = (float)x; }
    template<uint K> float sumFirst() { float s = 0; for (uint i = 0; i < K; i++) s += v[i]; return s; }
    float total() { return sumFirst<4>() + at<int>(0); }
    static float scale() { return 2; }
};
RWStructuredBuffer<float> o;
[numthreads(4,1,1)] void main(uint3 id : SV_DispatchThreadID) {
    Buf b;
    b.put(0, 1.5f);
    b.put(1, (int)id.x);
    b.put<uint>(2, 7);
    b.v[3] = 0.25;
    o[id.x * 4 + 0] = b.at<uint>(2) + b.at<float>(0);
    o[id.x * 4 + 1] = b.total();
    o[id.x * 4 + 2] = b.v[1];
    o[id.x * 4 + 3] = Buf::scale();
}

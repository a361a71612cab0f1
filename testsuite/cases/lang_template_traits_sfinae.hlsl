// C++ trait idioms of HLSL 2021 template libraries, as DXC (clang) takes
// them: a struct template declared without a definition whose instances are
// its specializations; types an instance declares, named after its argument
// list (Traits<T>::type, with or without 'typename'); static members of
// instances and bool literals as template arguments (enable_if<true, T>,
// is_int<T>::value); and SFINAE: a function template whose signature fails
// to substitute (enable_if<false, T> has no ::type) is no candidate, so
// templates that differ only in their return type select by condition.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 20}}}
// EXPECT: {"o": {"u32": [3, 4, 6, 101, 31]}}
RWStructuredBuffer<uint> o;
template<typename T> struct Traits;
template<> struct Traits<float> { using type = float2; static const uint n = 2; };
template<> struct Traits<uint> { using type = uint3; static const uint n = 3; };
template<typename T> uint count(T seed) {
    typename Traits<T>::type v = (typename Traits<T>::type)seed;
    Traits<T>::type w = v;
    return Traits<T>::n + (uint)w.x;
}
template<bool B, typename T = void> struct enable_if {};
template<typename T> struct enable_if<true, T> { using type = T; };
template<typename T> struct is_int { static const bool value = false; };
template<> struct is_int<uint> { static const bool value = true; };
template<typename T> typename enable_if<is_int<T>::value, T>::type twice(T x) { return x * 2; }
template<typename T> typename enable_if<!is_int<T>::value, T>::type twice(T x) { return x + 100; }
template<bool B> struct Pick { static const uint v = 10; };
template<> struct Pick<false> { static const uint v = 20; };
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[0] = count(1.0f + id.x);                 // 2 + 1
    o[1] = count(1u + id.x);                   // 3 + 1
    o[2] = twice(3u + id.x);                   // 6
    o[3] = (uint)twice(1.0f + id.x);           // 101
    o[4] = Pick<true>::v + Pick<false>::v + id.x + 1;
}

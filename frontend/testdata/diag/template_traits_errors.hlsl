// A struct template declared only has no instances but its
// specializations; a call whose only candidate fails to substitute its
// signature is 'no matching function', the failure in the note (SFINAE).
template<typename T> struct Traits;
struct Other { uint k; };
template<> struct Traits<float> { using type = float2; };
template<bool B, typename T = void> struct enable_if {};
template<typename T> struct enable_if<true, T> { using type = T; };
template<typename T> typename enable_if<false, T>::type never(T x) { return x; }
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    Traits<uint>::type a = 1;
    Traits<float>::Other b;
    o[0] = never(1u);
}

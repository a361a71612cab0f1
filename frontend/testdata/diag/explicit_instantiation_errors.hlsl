// Explicit instantiations that name no template instance.
struct Plain { int x; };
template<typename T> struct Box { T v; };
template<typename T> struct Undefined;
template<typename T> T twice(T x) { return x + x; }
template<typename T> using Vec3 = vector<T, 3>;

template struct Plain<int>;
template struct Undefined<int>;
template float nothing(float);
template float twice(float, float);
template int twice<float>(float);
template struct Vec3<float>;

[numthreads(1, 1, 1)]
void main() {}

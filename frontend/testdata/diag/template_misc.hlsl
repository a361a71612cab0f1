template<> struct Z { float v; };
template<typename T> [numthreads(1, 1, 1)] void main() {}

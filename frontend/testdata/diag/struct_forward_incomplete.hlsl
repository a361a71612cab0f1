// A struct declared and not yet defined may be named by function
// declarations only: a variable, field, function definition, call, sizeof
// or cast of it before the definition is an error (clang's wording).
struct B;
B make(uint x);
struct H { B inner; };
uint use() {
    B local;
    uint n = sizeof(B);
    B cast = (B)0;
    return make(1).w;
}
B early() { B b; return b; }
struct B { uint w; };
B make(uint x) { B b; b.w = x; return b; }
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() { o[0] = make(2).w + use(); }

template<typename T> struct Box {
    T v;
    T get() { return v; }
};
struct FromTemplate : Box<float> { float w; };
struct Generic {
    float x;
    template<typename T> T as() { return (T)x; }
};
struct FromGeneric : Generic { float y; };
struct Plain {
    float p;
    float twice() { return 2 * p; }
};
struct Ok : Plain { float q; };
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() {
    Ok k;
    k.p = 1;
    k.q = 2;
    o[0] = k.twice() + k.thrice();
}
struct Field : Plain { float p; };
void Double(inout Plain x) { x.p *= 2; }
[numthreads(1, 1, 1)]
void lvalues() {
    Ok k;
    (Plain)k = (Plain)k;
    Double(k);
}
struct Dup : Plain { float p; float p; };
struct Bits : Plain { uint p : 4; };
StructuredBuffer<Ok> ro;
[numthreads(1, 1, 1)]
void readonly() { Ok k = (Ok)0; (Plain)ro[0] = (Plain)k; (Plain)(Ok)0 = (Plain)k; }

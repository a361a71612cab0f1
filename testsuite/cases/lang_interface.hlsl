// Interfaces as DXC has them: static checking only. Two classes define an
// interface's member functions (one with a field and a helper of its own,
// one calling its sibling); calls go to the class's own functions, also
// through a function template (static polymorphism). glslang does not
// accept 'interface', so lavapipe counts the case as rejected.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"o": {"zero": 64}}}
// EXPECT: {"o": {"u32": [1065353216, 1094713344, 1075838976, 1069547520, 1088421888, 1101529088, 1091043328, 1077936128, 1101529088, 1109393408, 1100218368, 1083179008, 1110179840, 1116340224, 1107427328, 1086324736]}}
// FLOAT: o f32
interface IShape
{
    float area();
    float scaled(float k);
};
class Square : IShape
{
    float side;
    float area() { return side * side; }
    float scaled(float k) { return k * area(); }
    float diagonal() { return side * 1.5; }
};
struct Circle : IShape
{
    float r;
    float area() { return 3 * r * r; }
    float scaled(float k) { return area() + k; }
};
template<typename T> float measure(T s, float k) { return s.scaled(k) - s.area(); }
RWStructuredBuffer<float> o;
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Square sq;
    sq.side = id.x + 1;
    Circle c;
    c.r = id.x;
    o[id.x * 4 + 0] = sq.area() + c.area();
    o[id.x * 4 + 1] = sq.scaled(2) + c.scaled(10);
    o[id.x * 4 + 2] = measure(sq, 3) + measure(c, 0.5);
    o[id.x * 4 + 3] = sq.diagonal();
}

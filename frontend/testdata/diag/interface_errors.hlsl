interface IShape
{
    float area();
    float scale(float k);
    float data;
    static float make();
    float body() { return 1; }
    float area();
};
interface IDerived : IShape { float more(); };
class Square : IShape
{
    float s;
    float area() { return s * s; }
    int scale(float k) { return (int)(k * s); }
};
class Partial : IShape
{
    float area() { return 0; }
    float scale(int k) { return k; }
};
struct Holder { IShape inner; };
IShape make(Partial p) { return (IShape)0; }
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() {
    Partial p;
    IShape shapes[2];
    Square q;
    o[0] = q.area();
    o[1] = ((IShape[2])0)[1].area();
}

void swap(inout float a, inout float b) { float t = a; a = b; b = t; }
void split(float v, out float whole, out float fracPart) { whole = floor(v); fracPart = v - whole; }
float addIn(in float a, const float b) { a += b; return a; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    float x = 1, y = 2, w, f;
    swap(x, y);
    split(2.5, w, f);
    Out[0] = addIn(x, y) + w + f;
}
// CHECK: Function void swap(inout float a, inout float b)

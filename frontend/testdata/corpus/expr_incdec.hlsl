RWStructuredBuffer<int> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    int i = 0;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    float4 v = 0;
    v.x++;
    ++v.yz;
    int arr[4] = { 0, 0, 0, 0 };
    arr[i++]++;
    Out[0] = a + b + c + d + arr[0] + (int)v.y;
}
// CHECK: Unary ++ postfix 'int'

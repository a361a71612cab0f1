StructuredBuffer<vector<float, 4>> A : register(t0);
RWStructuredBuffer<matrix<float, 2, 2>> B : register(u0);
StructuredBuffer<vector<uint,2> > C : register(t1);
[numthreads(1, 1, 1)]
void main() {
    vector<float, 2> v = A[0].xy;
    B[0] = matrix<float, 2, 2>(v, v);
    B[1][0] = (float2)C[0];
}
// CHECK: Global uniform StructuredBuffer<float4> A const

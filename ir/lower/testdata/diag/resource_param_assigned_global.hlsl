// RUN-FLAGS: -T cs_6_0
// A callee that assigns its inout resource parameter needs an argument that
// can take another resource: a global resource cannot.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
void Redirect(inout RWStructuredBuffer<uint> r) { r = B; }
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Redirect(A);
    A[gi] = 1;
}
// ERROR: resource_param_assigned_global.hlsl:10:14: error: 'Redirect' assigns its inout parameter 'r', so the argument must be a resource variable (a local or a parameter) or a struct's resource field, which can take another resource

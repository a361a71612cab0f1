__kernel void add(__global float *a, __global const float *b, float s) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  a[i] = a[i] + b[i] * s;
}
__kernel void fill(__global int *a, int v) { a[__builtin_amdgcn_workitem_id_x()] = v; }
__kernel void lds(__global int *a) {
  __local int t[64];
  uint i = __builtin_amdgcn_workitem_id_x();
  t[i] = a[i];
  __builtin_amdgcn_s_barrier();
  a[i] = t[63 - i];
}

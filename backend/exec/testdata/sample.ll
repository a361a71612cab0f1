; Sampling kernels for sample_test.go: lane i reads eight 32-bit inputs
; in[8i..8i+7] (a0..a7 as floats, u0..u7 as integers) and writes its result
; to out[i] (4 floats; 4 halves for d16). Descriptors come as kernel arguments.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.c.lz.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.c.l.o.2d.v4f32.f32(i32, i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32, float, float, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.cl.2d.v4f32.f32.f32(i32, float, float, float, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.lz.o.2d.v4f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.c.lz.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.1darray.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.2darray.v4f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.3d.v4f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.getlod.2d.v2f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x half> @llvm.amdgcn.image.sample.lz.2d.v4f16.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)

define amdgpu_kernel void @sample_l_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32 15, float %a0, float %a1, float %a2, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_lz_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 15, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_lz_o_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %ou2 = add i32 %base, 2
  %pu2 = getelementptr i32, ptr addrspace(1) %in, i32 %ou2
  %u2 = load i32, ptr addrspace(1) %pu2
  %v = call <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f32(i32 15, i32 %u2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_c_lz_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %v = call <4 x float> @llvm.amdgcn.image.sample.c.lz.2d.v4f32.f32(i32 1, float %a2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_c_l_o_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa4 = add i32 %base, 4
  %pa4 = getelementptr i32, ptr addrspace(1) %in, i32 %oa4
  %a4 = load float, ptr addrspace(1) %pa4
  %ou3 = add i32 %base, 3
  %pu3 = getelementptr i32, ptr addrspace(1) %in, i32 %ou3
  %u3 = load i32, ptr addrspace(1) %pu3
  %v = call <4 x float> @llvm.amdgcn.image.sample.c.l.o.2d.v4f32.f32(i32 1, i32 %u3, float %a2, float %a0, float %a1, float %a4, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_d_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %a3 = load float, ptr addrspace(1) %pa3
  %oa4 = add i32 %base, 4
  %pa4 = getelementptr i32, ptr addrspace(1) %in, i32 %oa4
  %a4 = load float, ptr addrspace(1) %pa4
  %oa5 = add i32 %base, 5
  %pa5 = getelementptr i32, ptr addrspace(1) %in, i32 %oa5
  %a5 = load float, ptr addrspace(1) %pa5
  %v = call <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32 15, float %a2, float %a3, float %a4, float %a5, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_b_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %v = call <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f32.f32(i32 15, float %a2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_d_cl_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %a3 = load float, ptr addrspace(1) %pa3
  %oa4 = add i32 %base, 4
  %pa4 = getelementptr i32, ptr addrspace(1) %in, i32 %oa4
  %a4 = load float, ptr addrspace(1) %pa4
  %oa5 = add i32 %base, 5
  %pa5 = getelementptr i32, ptr addrspace(1) %in, i32 %oa5
  %a5 = load float, ptr addrspace(1) %pa5
  %oa6 = add i32 %base, 6
  %pa6 = getelementptr i32, ptr addrspace(1) %in, i32 %oa6
  %a6 = load float, ptr addrspace(1) %pa6
  %v = call <4 x float> @llvm.amdgcn.image.sample.d.cl.2d.v4f32.f32.f32(i32 15, float %a2, float %a3, float %a4, float %a5, float %a0, float %a1, float %a6, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @gather4_lz_2d_r(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 1, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @gather4_lz_2d_g(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @gather4_lz_o_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %ou2 = add i32 %base, 2
  %pu2 = getelementptr i32, ptr addrspace(1) %in, i32 %ou2
  %u2 = load i32, ptr addrspace(1) %pu2
  %v = call <4 x float> @llvm.amdgcn.image.gather4.lz.o.2d.v4f32.f32(i32 1, i32 %u2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @gather4_c_lz_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %v = call <4 x float> @llvm.amdgcn.image.gather4.c.lz.2d.v4f32.f32(i32 1, float %a2, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_1darray(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.1darray.v4f32.f32(i32 15, float %a0, float %a1, float %a2, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_2darray(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %a3 = load float, ptr addrspace(1) %pa3
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.2darray.v4f32.f32(i32 15, float %a0, float %a1, float %a2, float %a3, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_3d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %a3 = load float, ptr addrspace(1) %pa3
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.3d.v4f32.f32(i32 15, float %a0, float %a1, float %a2, float %a3, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_cube(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa2 = add i32 %base, 2
  %pa2 = getelementptr i32, ptr addrspace(1) %in, i32 %oa2
  %a2 = load float, ptr addrspace(1) %pa2
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %a3 = load float, ptr addrspace(1) %pa3
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f32(i32 15, float %a0, float %a1, float %a2, float %a3, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @getlod_2d(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <2 x float> @llvm.amdgcn.image.getlod.2d.v2f32.f32(i32 3, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  %w = shufflevector <2 x float> %v, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %w, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_lz_2d_d16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %v = call <4 x half> @llvm.amdgcn.image.sample.lz.2d.v4f16.f32(i32 15, float %a0, float %a1, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %i
  store <4 x half> %v, ptr addrspace(1) %q
  ret void
}

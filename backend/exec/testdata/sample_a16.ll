; a16 twins of kernels in sample.ll for sample_test.go: the same inputs
; (a0..a7 as floats, u0..u7 as integers), with every operand a16 makes
; 16-bit (coordinates, derivatives, LOD, clamp, bias) passed to the
; intrinsic as half (fptrunc), so llc-19 packs them two to a VGPR with a16.
; The compare reference and the offsets stay 32-bit.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.image.gather4.c.lz.2d.v4f32.f16(i32, float, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f16(i32, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f16.f16(i32, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.c.l.o.2d.v4f32.f16(i32, i32, float, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f16.f16(i32, half, half, half, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.cl.2d.v4f32.f16.f16(i32, half, half, half, half, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.1darray.v4f32.f16(i32, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f16(i32, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.2darray.v4f32.f16(i32, half, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.3d.v4f32.f16(i32, half, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f16(i32, half, half, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f16(i32, i32, half, half, <8 x i32>, <4 x i32>, i1, i32, i32)

define amdgpu_kernel void @sample_l_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a2h = fptrunc float %a2 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f16(i32 15, half %a0h, half %a1h, half %a2h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_lz_o_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f16(i32 15, i32 %u2, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_c_l_o_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a4h = fptrunc float %a4 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.c.l.o.2d.v4f32.f16(i32 1, i32 %u3, float %a2, half %a0h, half %a1h, half %a4h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_d_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a2h = fptrunc float %a2 to half
  %a3h = fptrunc float %a3 to half
  %a4h = fptrunc float %a4 to half
  %a5h = fptrunc float %a5 to half
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f16.f16(i32 15, half %a2h, half %a3h, half %a4h, half %a5h, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_b_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a2h = fptrunc float %a2 to half
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f16.f16(i32 15, half %a2h, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %oa0 = add i32 %base, 0
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %oa0
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f16(i32 15, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_d_cl_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a2h = fptrunc float %a2 to half
  %a3h = fptrunc float %a3 to half
  %a4h = fptrunc float %a4 to half
  %a5h = fptrunc float %a5 to half
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a6h = fptrunc float %a6 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.d.cl.2d.v4f32.f16.f16(i32 15, half %a2h, half %a3h, half %a4h, half %a5h, half %a0h, half %a1h, half %a6h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @gather4_c_lz_2d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.gather4.c.lz.2d.v4f32.f16(i32 1, float %a2, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_1darray_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a2h = fptrunc float %a2 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.1darray.v4f32.f16(i32 15, half %a0h, half %a1h, half %a2h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_2darray_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a2h = fptrunc float %a2 to half
  %a3h = fptrunc float %a3 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.2darray.v4f32.f16(i32 15, half %a0h, half %a1h, half %a2h, half %a3h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_3d_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a2h = fptrunc float %a2 to half
  %a3h = fptrunc float %a3 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.3d.v4f32.f16(i32 15, half %a0h, half %a1h, half %a2h, half %a3h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @sample_l_cube_a16(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %a2h = fptrunc float %a2 to half
  %a3h = fptrunc float %a3 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f16(i32 15, half %a0h, half %a1h, half %a2h, half %a3h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

; the bias operand is an f16 in the low half of its own VGPR: LLVM passes
; the loaded word itself, whose high half is whatever the input holds
define amdgpu_kernel void @sample_b_2d_a16_raw(<8 x i32> %img, <4 x i32> %smp, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %i, 8
  %pa0 = getelementptr i32, ptr addrspace(1) %in, i32 %base
  %a0 = load float, ptr addrspace(1) %pa0
  %oa1 = add i32 %base, 1
  %pa1 = getelementptr i32, ptr addrspace(1) %in, i32 %oa1
  %a1 = load float, ptr addrspace(1) %pa1
  %oa3 = add i32 %base, 3
  %pa3 = getelementptr i32, ptr addrspace(1) %in, i32 %oa3
  %w = load i32, ptr addrspace(1) %pa3
  %w16 = trunc i32 %w to i16
  %bh = bitcast i16 %w16 to half
  %a0h = fptrunc float %a0 to half
  %a1h = fptrunc float %a1 to half
  %v = call <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f16.f16(i32 15, half %bh, half %a0h, half %a1h, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

; Typed buffer kernels for format_test.go: one workgroup of 64 lanes, lane
; i accesses element i (struct buffer intrinsics: idxen addressing).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.struct.buffer.load.format.f32(<4 x i32>, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.buffer.load.format.v2f32(<4 x i32>, i32, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <4 x half> @llvm.amdgcn.struct.buffer.load.format.v4f16(<4 x i32>, i32, i32, i32, i32)
declare half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f16(<4 x half>, <4 x i32>, i32, i32, i32, i32)

; out[4i..4i+3] = load_format_xyzw(src, index i + base)
define amdgpu_kernel void @fmt_load4(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @fmt_load2(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call <2 x float> @llvm.amdgcn.struct.buffer.load.format.v2f32(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 0)
  %p = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %i
  store <2 x float> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @fmt_load1(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call float @llvm.amdgcn.struct.buffer.load.format.f32(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 0)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %v, ptr addrspace(1) %p
  ret void
}

; d16: four halves per lane
define amdgpu_kernel void @fmt_load4_d16(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call <4 x half> @llvm.amdgcn.struct.buffer.load.format.v4f16(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 0)
  %p = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %i
  store <4 x half> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @fmt_load1_d16(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 0)
  %p = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %v, ptr addrspace(1) %p
  ret void
}

; store_format_xyzw(dst, index i + base) = in[4i..4i+3]
define amdgpu_kernel void @fmt_store4(<4 x i32> %dst, ptr addrspace(1) %in, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %i
  %v = load <4 x float>, ptr addrspace(1) %p
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %v, <4 x i32> %dst, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @fmt_store1(<4 x i32> %dst, ptr addrspace(1) %in, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %p = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %p
  call void @llvm.amdgcn.struct.buffer.store.format.f32(float %v, <4 x i32> %dst, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @fmt_store4_d16(<4 x i32> %dst, ptr addrspace(1) %in, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %p = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %i
  %v = load <4 x half>, ptr addrspace(1) %p
  call void @llvm.amdgcn.struct.buffer.store.format.v4f16(<4 x half> %v, <4 x i32> %dst, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}

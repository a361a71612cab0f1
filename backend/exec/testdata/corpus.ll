; LLVM IR kernels for the executor's corpus, compiled with llc-19.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)

; out[i] = src[i] + n through V# buffer descriptors: out-of-range loads read
; zero and out-of-range stores are dropped.
define amdgpu_kernel void @buf_add(<4 x i32> %src, <4 x i32> %dst, i32 %n) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %off = shl i32 %i, 2
  %v = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %src, i32 %off, i32 0, i32 0)
  %r = add i32 %v, %n
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %r, <4 x i32> %dst, i32 %off, i32 0, i32 0)
  ret void
}

; 64-bit integer and double math through global pointers.
define amdgpu_kernel void @wide_math(ptr addrspace(1) %a, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %i64 = zext i32 %i to i64
  %p = getelementptr i64, ptr addrspace(1) %a, i64 %i64
  %x = load i64, ptr addrspace(1) %p
  %m = mul i64 %x, 6364136223846793005
  %s = add i64 %m, 1442695040888963407
  %d = uitofp i64 %i64 to double
  %d2 = fmul double %d, 1.5
  %di = fptosi double %d2 to i64
  %r = xor i64 %s, %di
  %q = getelementptr i64, ptr addrspace(1) %out, i64 %i64
  store i64 %r, ptr addrspace(1) %q
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }

; Image and MTBUF kernels for image_test.go: one workgroup of 64 lanes.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <2 x float> @llvm.amdgcn.image.load.2d.v2f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare {<4 x float>, i32} @llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.3d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2darray.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2dmsaa.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2darraymsaa.v4f32.i32(i32, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v2f32.i32(<2 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.tbuffer.load.v4f32(<4 x i32>, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.tbuffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32, i32)

; lane i reads texel (i % 8 + dx, i / 8 + dy)
define amdgpu_kernel void @img_load2d(<8 x i32> %img, ptr addrspace(1) %out, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; dmask 0b1010: components y and w
define amdgpu_kernel void @img_load2d_yw(<8 x i32> %img, ptr addrspace(1) %out, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %v = call <2 x float> @llvm.amdgcn.image.load.2d.v2f32.i32(i32 10, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %i
  store <2 x float> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @img_load2d_d16(<8 x i32> %img, ptr addrspace(1) %out, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %v = call <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %i
  store <4 x half> %v, ptr addrspace(1) %p
  ret void
}

; tfe: out[5i..5i+4] = the texel and the status dword
define amdgpu_kernel void @img_load2d_tfe(<8 x i32> %img, ptr addrspace(1) %out, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %r = call {<4 x float>, i32} @llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32(i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 1, i32 0)
  %v = extractvalue {<4 x float>, i32} %r, 0
  %s = extractvalue {<4 x float>, i32} %r, 1
  %i5 = mul i32 %i, 5
  %p = getelementptr float, ptr addrspace(1) %out, i32 %i5
  store <4 x float> %v, ptr addrspace(1) %p, align 4
  %ps = getelementptr i32, ptr addrspace(1) %p, i32 4
  store i32 %s, ptr addrspace(1) %ps
  ret void
}

; lane i reads texel i + dx
define amdgpu_kernel void @img_load1d(<8 x i32> %img, ptr addrspace(1) %out, i32 %dx, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %i, %dx
  %v = call <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32 15, i32 %x, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; lane i reads (i % 4, i / 4 % 4, i / 16 + dz)
define amdgpu_kernel void @img_load3d(<8 x i32> %img, ptr addrspace(1) %out, i32 %dz, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %i, 3
  %y0 = lshr i32 %i, 2
  %y = and i32 %y0, 3
  %z0 = lshr i32 %i, 4
  %z = add i32 %z0, %dz
  %v = call <4 x float> @llvm.amdgcn.image.load.3d.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %z, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @img_load2darray(<8 x i32> %img, ptr addrspace(1) %out, i32 %dz, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %i, 3
  %y0 = lshr i32 %i, 2
  %y = and i32 %y0, 3
  %z0 = lshr i32 %i, 4
  %z = add i32 %z0, %dz
  %v = call <4 x float> @llvm.amdgcn.image.load.2darray.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %z, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; 2dmsaa 4x2: x = lane & 3, y = (lane >> 2) & 1, sample = lane / 8 + ds
define amdgpu_kernel void @img_load2dmsaa(<8 x i32> %img, ptr addrspace(1) %out, i32 %ds, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %i, 3
  %y0 = lshr i32 %i, 2
  %y = and i32 %y0, 1
  %s0 = lshr i32 %i, 3
  %s = add i32 %s0, %ds
  %v = call <4 x float> @llvm.amdgcn.image.load.2dmsaa.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %s, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; 2dmsaaarray 2x2: x = lane & 1, y = (lane >> 1) & 1, sample = (lane >> 2) & 3,
; layer = lane / 16 + dl
define amdgpu_kernel void @img_load2darraymsaa(<8 x i32> %img, ptr addrspace(1) %out, i32 %dl, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %i, 1
  %y0 = lshr i32 %i, 1
  %y = and i32 %y0, 1
  %s0 = lshr i32 %i, 2
  %s = and i32 %s0, 3
  %l0 = lshr i32 %i, 4
  %l = add i32 %l0, %dl
  %v = call <4 x float> @llvm.amdgcn.image.load.2darraymsaa.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %l, i32 %s, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; mip level = lane / 32 + dm
define amdgpu_kernel void @img_load_mip2d(<8 x i32> %img, ptr addrspace(1) %out, i32 %dm, i32 %unused) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %i, 7
  %y0 = lshr i32 %i, 3
  %y = and i32 %y0, 3
  %m0 = lshr i32 %i, 5
  %m = add i32 %m0, %dm
  %v = call <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %m, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; texel (i % 8 + dx, i / 8 + dy) = in[i]
define amdgpu_kernel void @img_store2d(<8 x i32> %img, ptr addrspace(1) %in, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %i
  %v = load <4 x float>, ptr addrspace(1) %p
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %v, i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  ret void
}

; dmask 0b0101: x and z from in[2i], in[2i+1]
define amdgpu_kernel void @img_store2d_xz(<8 x i32> %img, ptr addrspace(1) %in, i32 %dx, i32 %dy) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 7
  %yi = lshr i32 %i, 3
  %x = add i32 %xi, %dx
  %y = add i32 %yi, %dy
  %p = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %i
  %v = load <2 x float>, ptr addrspace(1) %p
  call void @llvm.amdgcn.image.store.2d.v2f32.i32(<2 x float> %v, i32 5, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  ret void
}

; out[i] = resinfo(mip = i)
define amdgpu_kernel void @img_resinfo2d(<8 x i32> %img, ptr addrspace(1) %out, i32 %unused, i32 %unused2) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32 15, i32 %i, <8 x i32> %img, i32 0, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

; out[i] = atomic add at (i % 4 + dx, i / 4 % 4) of in[i]
define amdgpu_kernel void @img_atomic_add2d(<8 x i32> %img, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %dx) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %xi = and i32 %i, 3
  %x = add i32 %xi, %dx
  %y0 = lshr i32 %i, 2
  %y = and i32 %y0, 3
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %old = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 %v, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %old, ptr addrspace(1) %q
  ret void
}

; MTBUF with the instruction's format (gfx9: dfmt | nfmt << 4)
define amdgpu_kernel void @tbuf_load_8888unorm(<4 x i32> %src, ptr addrspace(1) %out, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %v = call <4 x float> @llvm.amdgcn.struct.tbuffer.load.v4f32(<4 x i32> %src, i32 %idx, i32 0, i32 0, i32 10, i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %i
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @tbuf_store_16x4float(<4 x i32> %dst, ptr addrspace(1) %in, i32 %base) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %i, %base
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %i
  %v = load <4 x float>, ptr addrspace(1) %p
  call void @llvm.amdgcn.struct.tbuffer.store.v4f32(<4 x float> %v, <4 x i32> %dst, i32 %idx, i32 0, i32 0, i32 124, i32 0)
  ret void
}

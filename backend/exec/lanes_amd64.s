//go:build !purego

#include "textflag.h"

// Hand-written AVX2 helpers of the whole-wave fast path (fast_amd64.go).

// laneShift moves bit i of a byte to the sign bit of dword lane i.
DATA laneShift<>+0(SB)/4, $31
DATA laneShift<>+4(SB)/4, $30
DATA laneShift<>+8(SB)/4, $29
DATA laneShift<>+12(SB)/4, $28
DATA laneShift<>+16(SB)/4, $27
DATA laneShift<>+20(SB)/4, $26
DATA laneShift<>+24(SB)/4, $25
DATA laneShift<>+28(SB)/4, $24
GLOBL laneShift<>(SB), RODATA|NOPTR, $32

// MERGE8 merges eight lanes at byte offset off: dst = exec bit ? r : dst,
// with the block's eight exec bits in the low byte of AX.
#define MERGE8(off) \
	VMOVD AX, X1 \
	VPBROADCASTD X1, Y1 \
	VPSLLVD Y15, Y1, Y1 \
	VMOVDQU off(DI), Y2 \
	VBLENDVPS Y1, off(SI), Y2, Y2 \
	VMOVDQU Y2, off(DI) \
	SHRQ $8, AX

// func avx2Store(dst, r *[64]uint32, exec uint64)
TEXT ·avx2Store(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ r+8(FP), SI
	MOVQ exec+16(FP), AX
	VMOVDQU laneShift<>(SB), Y15
	MERGE8(0)
	MERGE8(32)
	MERGE8(64)
	MERGE8(96)
	MERGE8(128)
	MERGE8(160)
	MERGE8(192)
	MERGE8(224)
	VZEROUPPER
	RET

// CMP8 compares eight lanes at byte offset off with instruction op (Y0 =
// a, Y1 = b, after flip is xored into both) and puts the eight result
// bits at bit off/4 of R8.
#define CMP8(op, off) \
	VMOVDQU off(SI), Y0 \
	VMOVDQU off(DX), Y1 \
	VPXOR Y15, Y0, Y0 \
	VPXOR Y15, Y1, Y1 \
	op Y1, Y0, Y0 \
	VMOVMSKPS Y0, AX \
	SHLQ $(off/4), AX \
	ORQ AX, R8

#define CMPFUNC(name, op, flip) \
TEXT name(SB), NOSPLIT, $0-24 \
	MOVQ a+0(FP), SI \
	MOVQ b+8(FP), DX \
	MOVL $flip, AX \
	VMOVD AX, X15 \
	VPBROADCASTD X15, Y15 \
	XORQ R8, R8 \
	CMP8(op, 0) \
	CMP8(op, 32) \
	CMP8(op, 64) \
	CMP8(op, 96) \
	CMP8(op, 128) \
	CMP8(op, 160) \
	CMP8(op, 192) \
	CMP8(op, 224) \
	VZEROUPPER \
	MOVQ R8, ret+16(FP) \
	RET

// func avx2GTU(a, b *[64]uint32) uint64: lanes with a > b, unsigned
// (flipping the sign bits maps unsigned order onto signed order).
CMPFUNC(·avx2GTU, VPCMPGTD, 0x80000000)

// func avx2GTI(a, b *[64]uint32) uint64: lanes with a > b, signed.
CMPFUNC(·avx2GTI, VPCMPGTD, 0)

// func avx2EQ(a, b *[64]uint32) uint64: lanes with a == b.
CMPFUNC(·avx2EQ, VPCMPEQD, 0)

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

// CARRY8 (ADD8, SUB8) computes eight lanes at byte offset off of r = a + b + cin
// (a - b - cin) and their carries (borrows): the block's eight carry-in
// bits are the low byte of AX, and CARRYSTEP puts the carry-out bits at
// bit off/4 of R8. The carry of t = a + b is a > t, that of r = t + cin is
// t > r; the borrow of t = a - b is b > a, that of r = t - cin is r > t
// (unsigned: Y14 holds the sign bits that map them onto signed compares;
// Y15 holds laneShift). A block reads its lanes of both sources before it
// writes the result, so d may be a or b.
#define CARRY8(off, op, ripple, c1x, c1y, c2x, c2y) \
	VMOVDQU off(SI), Y0 \
	VMOVDQU off(DX), Y1 \
	op Y1, Y0, Y2 \
	VMOVD AX, X3 \
	VPBROADCASTD X3, Y3 \
	VPSLLVD Y15, Y3, Y3 \
	VPSRAD $31, Y3, Y3 \
	ripple Y3, Y2, Y4 \
	VMOVDQU Y4, off(DI) \
	VPXOR Y14, Y0, Y0 \
	VPXOR Y14, Y1, Y1 \
	VPXOR Y14, Y2, Y2 \
	VPXOR Y14, Y4, Y4 \
	VPCMPGTD c1x, c1y, Y5 \
	VPCMPGTD c2x, c2y, Y6 \
	CARRYSTEP(off)

// Y0 = a, Y1 = b, Y2 = t, Y3 = -cin, Y4 = r; VPCMPGTD x, y, z is z = y > x.
#define ADD8(off) CARRY8(off, VPADDD, VPSUBD, Y2, Y0, Y4, Y2)
#define SUB8(off) CARRY8(off, VPSUBD, VPADDD, Y0, Y1, Y2, Y4)

// CARRYSTEP ends a block: Y5 holds its first carries, Y6 its second.
#define CARRYSTEP(off) \
	VPOR Y6, Y5, Y5 \
	VMOVMSKPS Y5, BX \
	SHLQ $(off/4), BX \
	ORQ BX, R8 \
	SHRQ $8, AX

#define CARRYFUNC(name, step) \
TEXT name(SB), NOSPLIT, $0-40 \
	MOVQ d+0(FP), DI \
	MOVQ a+8(FP), SI \
	MOVQ b+16(FP), DX \
	MOVQ in+24(FP), AX \
	VMOVDQU laneShift<>(SB), Y15 \
	MOVL $0x80000000, BX \
	VMOVD BX, X14 \
	VPBROADCASTD X14, Y14 \
	XORQ R8, R8 \
	step(0) \
	step(32) \
	step(64) \
	step(96) \
	step(128) \
	step(160) \
	step(192) \
	step(224) \
	VZEROUPPER \
	MOVQ R8, ret+32(FP) \
	RET

// func avx2AddCarry(d, a, b *[64]uint32, in uint64) uint64: d = a + b + in
// per lane, returning the carries.
CARRYFUNC(·avx2AddCarry, ADD8)

// func avx2SubBorrow(d, a, b *[64]uint32, in uint64) uint64: d = a - b - in
// per lane, returning the borrows.
CARRYFUNC(·avx2SubBorrow, SUB8)

// unzip64 gathers the low dwords of four qwords into the low half of a
// register and the high dwords into its high half.
DATA unzip64<>+0(SB)/4, $0
DATA unzip64<>+4(SB)/4, $2
DATA unzip64<>+8(SB)/4, $4
DATA unzip64<>+12(SB)/4, $6
DATA unzip64<>+16(SB)/4, $1
DATA unzip64<>+20(SB)/4, $3
DATA unzip64<>+24(SB)/4, $5
DATA unzip64<>+28(SB)/4, $7
GLOBL unzip64<>(SB), RODATA|NOPTR, $32

// SHIFT64FUNC shifts the 64-bit lanes (blo, bhi) by a & 63 with op
// (VPSLLVQ or VPSRLVQ) into (dlo, dhi), four lanes per step; a step reads
// its lanes of every source before it writes them.
#define SHIFT64FUNC(name, op) \
TEXT name(SB), NOSPLIT, $0-40 \
	MOVQ dlo+0(FP), DI \
	MOVQ dhi+8(FP), R9 \
	MOVQ a+16(FP), SI \
	MOVQ blo+24(FP), DX \
	MOVQ bhi+32(FP), CX \
	VMOVDQU unzip64<>(SB), Y15 \
	MOVQ $63, AX \
	VMOVQ AX, X14 \
	VPBROADCASTQ X14, Y14 \
	XORQ AX, AX \
loop: \
	VPMOVZXDQ (SI)(AX*1), Y0 \
	VPAND Y14, Y0, Y0 \
	VMOVDQU (DX)(AX*1), X1 \
	VMOVDQU (CX)(AX*1), X2 \
	VPUNPCKLDQ X2, X1, X3 \
	VPUNPCKHDQ X2, X1, X4 \
	VINSERTI128 $1, X4, Y3, Y3 \
	op Y0, Y3, Y3 \
	VPERMD Y3, Y15, Y3 \
	VMOVDQU X3, (DI)(AX*1) \
	VEXTRACTI128 $1, Y3, (R9)(AX*1) \
	ADDQ $16, AX \
	CMPQ AX, $256 \
	JLT loop \
	VZEROUPPER \
	RET

// func avx2Shl64(dlo, dhi, a, blo, bhi *[64]uint32): v_lshlrev_b64 on
// every lane.
SHIFT64FUNC(·avx2Shl64, VPSLLVQ)

// func avx2Shr64(dlo, dhi, a, blo, bhi *[64]uint32): v_lshrrev_b64 on
// every lane.
SHIFT64FUNC(·avx2Shr64, VPSRLVQ)

// func avx2Fill(dst *[64]uint32, x uint32): x in every lane.
TEXT ·avx2Fill(SB), NOSPLIT, $0-12
	MOVQ dst+0(FP), DI
	MOVL x+8(FP), AX
	VMOVD AX, X0
	VPBROADCASTD X0, Y0
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VMOVDQU Y0, 128(DI)
	VMOVDQU Y0, 160(DI)
	VMOVDQU Y0, 192(DI)
	VMOVDQU Y0, 224(DI)
	VZEROUPPER
	RET

// laneIota holds 0-7, the lanes of a block of eight.
DATA laneIota<>+0(SB)/4, $0
DATA laneIota<>+4(SB)/4, $1
DATA laneIota<>+8(SB)/4, $2
DATA laneIota<>+12(SB)/4, $3
DATA laneIota<>+16(SB)/4, $4
DATA laneIota<>+20(SB)/4, $5
DATA laneIota<>+24(SB)/4, $6
DATA laneIota<>+28(SB)/4, $7
GLOBL laneIota<>(SB), RODATA|NOPTR, $32

// STEP8 compares eight lanes at byte offset off with Y0 (the expected
// values, which then advance by Y1 = 8*step) and puts the equal lanes'
// bits at bit off/4 of R8.
#define STEP8(off) \
	VPCMPEQD off(SI), Y0, Y2 \
	VMOVMSKPS Y2, AX \
	SHLQ $(off/4), AX \
	ORQ AX, R8 \
	VPADDD Y1, Y0, Y0

// func avx2StepMask(row *[64]uint32, base, step uint32) uint64: the lanes
// l with row[l] == base + step*l (mod 2^32).
TEXT ·avx2StepMask(SB), NOSPLIT, $0-24
	MOVQ row+0(FP), SI
	MOVL base+8(FP), AX
	MOVL step+12(FP), BX
	VMOVD AX, X0
	VPBROADCASTD X0, Y0
	VMOVD BX, X1
	VPBROADCASTD X1, Y1
	VPMULLD laneIota<>(SB), Y1, Y2
	VPADDD Y2, Y0, Y0
	VPSLLD $3, Y1, Y1
	XORQ R8, R8
	STEP8(0)
	STEP8(32)
	STEP8(64)
	STEP8(96)
	STEP8(128)
	STEP8(160)
	STEP8(192)
	STEP8(224)
	VZEROUPPER
	MOVQ R8, ret+16(FP)
	RET

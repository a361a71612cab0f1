package exec

import (
	"errors"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// scalarKernel runs BODY on one wave with s[4:5] = the "mem" buffer's
// address and s[8:11] = a V# over it (NUM_RECORDS = its size).
const scalarKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	BODY
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 32
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 40
	.end_amdhsa_kernel
`

func runScalar(t *testing.T, body string, mem []uint32) ([]uint32, error) {
	t.Helper()
	src := strings.Replace(scalarKernel, "BODY", body, 1)
	obj, _, err := gfx9.Assemble("scalar.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"mem", u32s(mem)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "mem"}, {Kind: "bufdesc", Buffer: "mem"}}}
	out, err := runProgram(t, p, s, Options{})
	return out["mem"], err
}

// TestScalarStoresAndAtomics checks s_store_*, s_buffer_store_* (with the
// NUM_RECORDS range check), and s_atomic_* / s_buffer_atomic_* with and
// without GLC, against values computed in Go.
func TestScalarStoresAndAtomics(t *testing.T) {
	mem := make([]uint32, 48)
	for i := range mem {
		mem[i] = uint32(i*0x01010101 + 3)
	}
	mem[6], mem[7] = 0xfffffff0, 0x7fffffff
	body := `
	s_mov_b32 s12, 0x11111111
	s_mov_b32 s13, 0x22222222
	s_store_dwordx2 s[12:13], s[4:5], 0x0
	s_mov_b32 s14, 5
	s_atomic_add s14, s[4:5], 0x8 glc
	s_mov_b32 s15, 0
	s_mov_b32 s16, 77
	s_mov_b32 s17, 0x03030306
	s_atomic_cmpswap s[16:17], s[4:5], 0xc glc
	s_mov_b32 s18, 99
	s_mov_b32 s19, 0x04040414
	s_atomic_cmpswap s[18:19], s[4:5], 0x10 glc
	s_mov_b32 s20, 0x10
	s_mov_b32 s21, 0x80000000
	s_atomic_umax_x2 s[20:21], s[4:5], 0x18 glc
	s_mov_b32 s22, 3
	s_atomic_smin s22, s[4:5], 0x14
	s_buffer_store_dword s12, s[8:11], 0x20
	s_mov_b32 s23, 0xff
	s_buffer_atomic_xor s23, s[8:11], 0x24 glc
	s_buffer_store_dword s13, s[8:11], 0xc0
	s_mov_b32 s24, 9
	s_buffer_atomic_add s24, s[8:11], 0xbc glc
	s_mov_b32 s25, 9
	s_buffer_atomic_add s25, s[8:11], 0xc0 glc
	s_mov_b32 s26, 1
	s_mov_b32 s27, 0x28
	s_atomic_inc s26, s[4:5], s27 glc
	s_waitcnt lgkmcnt(0)
	s_store_dwordx4 s[12:15], s[4:5], 0x40
	s_store_dwordx4 s[16:19], s[4:5], 0x50
	s_store_dwordx4 s[20:23], s[4:5], 0x60
	s_store_dwordx4 s[24:27], s[4:5], 0x70
	s_waitcnt lgkmcnt(0)
`
	got, err := runScalar(t, body, mem)
	if err != nil {
		t.Fatal(err)
	}
	want := append([]uint32(nil), mem...)
	want[0], want[1] = 0x11111111, 0x22222222
	old2 := want[2]
	want[2] += 5
	old3 := want[3] // equal to the compare value: swapped
	want[3] = 77
	old4 := want[4] // 0x04040413, not the compare value: kept
	old6 := uint64(want[7])<<32 | uint64(want[6])
	if nv := uint64(0x80000000)<<32 | 0x10; nv > old6 {
		want[6], want[7] = uint32(nv), uint32(nv>>32)
	}
	if int32(3) < int32(want[5]) {
		want[5] = 3
	}
	want[8] = 0x11111111
	old9 := want[9]
	want[9] ^= 0xff
	old47 := want[47]
	want[47] += 9 // 0xbc is in range; 0xc0 is past NUM_RECORDS = 192
	old10 := want[10]
	if old10 >= 1 {
		want[10] = 0
	} else {
		want[10]++
	}
	// returned values (GLC), and the unchanged data registers otherwise
	copy(want[16:], []uint32{0x11111111, 0x22222222, old2, 0,
		old3, 0x03030306, old4, 0x04040414,
		uint32(old6), uint32(old6 >> 32), 3, old9,
		old47, 0, old10, 0x28})
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("mem[%d] = %#x, want %#x", i, got[i], want[i])
		}
	}
	if mem[3] != 0x03030306 || mem[4] == 0x04040414 {
		t.Fatalf("the test data should make the first cmpswap succeed and the second fail")
	}
	// a scalar store outside every allocation is a fault
	_, err = runScalar(t, "s_mov_b32 s12, 1\n s_store_dword s12, s[4:5], 0x1000\n s_waitcnt lgkmcnt(0)", mem)
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindFault {
		t.Errorf("store past the end: got %v, want a fault", err)
	}
	// a returning atomic's SDATA is pending until s_waitcnt; a non-returning
	// one's is not
	_, err = runScalar(t, "s_mov_b32 s12, 1\n s_atomic_add s12, s[4:5], 0x0 glc\n s_mov_b32 s13, s12", mem)
	if !errors.As(err, &e) || e.Kind != KindWaitcnt {
		t.Errorf("read of a returning atomic's result without s_waitcnt: got %v, want a waitcnt error", err)
	}
	if _, err = runScalar(t, "s_mov_b32 s12, 1\n s_atomic_add s12, s[4:5], 0x0\n s_mov_b32 s13, s12\n s_waitcnt lgkmcnt(0)", mem); err != nil {
		t.Errorf("non-returning atomic: %v", err)
	}
}

// TestScalarSOffsetPlusImmediate: the SMEM form llc emits for an SGPR
// offset plus a constant (gfx9.Modifiers.SOE) adds both to the base —
// a negative immediate through an address, an unsigned one through a V#,
// whose NUM_RECORDS check sees the sum — for loads, stores and atomics.
func TestScalarSOffsetPlusImmediate(t *testing.T) {
	mem := make([]uint32, 16)
	for i := range mem {
		mem[i] = uint32(100 + i)
	}
	body := `
	s_mov_b32 s20, 0x18
	s_load_dwordx2 s[12:13], s[4:5], s20 offset:-0x8
	s_buffer_load_dword s14, s[8:11], s20 offset:0x4
	s_mov_b32 s21, 0x3c
	s_buffer_load_dword s15, s[8:11], s21 offset:0x4
	s_waitcnt lgkmcnt(0)
	s_store_dwordx4 s[12:15], s[4:5], s20 offset:0x8
	s_mov_b32 s16, 7
	s_buffer_atomic_add s16, s[8:11], s20 offset:0x10 glc
	s_waitcnt lgkmcnt(0)
	s_store_dword s16, s[4:5], s20 offset:-0x18
	`
	got, err := runScalar(t, body, mem)
	if err != nil {
		t.Fatal(err)
	}
	want := append([]uint32(nil), mem...)
	// 0x18-8 = word 4, 5; 0x18+4 = word 7; 0x3c+4 = 0x40 is past the
	// 64-byte V#: 0
	want[8], want[9], want[10], want[11] = 104, 105, 107, 0
	// 0x18+0x10 = word 10, which the store above set to 107; the old
	// value goes to word 0
	want[10] += 7
	want[0] = 107
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("word %d = %d, want %d (all: %v)", i, got[i], want[i], got)
		}
	}
}

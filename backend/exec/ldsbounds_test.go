package exec

import (
	"errors"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// ldsBoundsKernel has 16 bytes of LDS. Every lane writes 7 at byte 12 (in
// range) and 9 at byte 16 (just past the end), then reads both back through
// the fast dword path (ds_read_b32, ds_read2_b32), the general path
// (ds_read_b64 past the end: an aligned one cannot straddle it) and an
// atomic past the end, and stores
// v3..v7 to out[lane*5 ..].
const ldsBoundsKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 12
	v_mov_b32_e32 v2, 7
	v_mov_b32_e32 v8, 9
	ds_write_b32 v1, v2
	ds_write_b32 v1, v8 offset:4
	v_mov_b32_e32 v3, 0x55
	v_mov_b32_e32 v4, 0x55
	v_mov_b32_e32 v5, 0x55
	v_mov_b32_e32 v6, 0x55
	v_mov_b32_e32 v7, 0x55
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v1 offset:4
	ds_read2_b32 v[4:5], v1 offset1:1
	ds_add_rtn_u32 v6, v1, v2 offset:8
	v_mov_b32_e32 v9, 8
	ds_read_b64 v[10:11], v9 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v10, v11
	v_mul_u32_u24_e32 v12, 20, v0
	global_store_dword v12, v3, s[2:3]
	global_store_dword v12, v4, s[2:3] offset:4
	global_store_dword v12, v5, s[2:3] offset:8
	global_store_dword v12, v6, s[2:3] offset:12
	global_store_dword v12, v7, s[2:3] offset:16
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
`

// TestHardwareLDSBounds: by default an access past the LDS allocation is a
// fault; under Options.HardwareLDSBounds it reads 0 and its write (and
// atomic) is dropped, while accesses inside the allocation are unchanged.
func TestHardwareLDSBounds(t *testing.T) {
	obj, _, err := gfx9.Assemble("lds.s", []byte(ldsBoundsKernel), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	spec := func() *Spec {
		return &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 64*20)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	}
	_, err = runProgram(t, p, spec(), Options{Workers: 1})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindFault || !strings.Contains(err.Error(), "beyond the workgroup's 16 bytes of LDS") {
		t.Fatalf("strict: got %v, want a fault beyond the 16 bytes of LDS", err)
	}
	out, err := runProgram(t, p, spec(), Options{Workers: 1, HardwareLDSBounds: true})
	if err != nil {
		t.Fatal(err)
	}
	// v3: byte 16 (past the end) reads 0; v4, v5: bytes 12 and 16 → 7, 0;
	// v6: the atomic at 20 returns 0; v7: the b64 at 16..23 → 0 + 0
	want := []uint32{0, 7, 0, 0, 0}
	for l := 0; l < 64; l++ {
		for k, w := range want {
			if got := out["out"][l*5+k]; got != w {
				t.Fatalf("lane %d word %d: got %d, want %d", l, k, got, w)
			}
		}
	}
}

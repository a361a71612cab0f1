package exec

import "testing"

// TestGlobalLoadDwordForms runs global_load_dword in the forms its
// executor treats apart (ds_fast.go): the destination being the address
// register, an SGPR base with the destination being the offset register,
// lanes reading two allocations, and unaligned addresses; all against
// values computed here.
func TestGlobalLoadDwordForms(t *testing.T) {
	p := asmKernel(t, `
	v_lshlrev_b32 v1, 2, v0
	v_mov_b32 v2, s1
	v_add_co_u32 v1, vcc, s0, v1
	v_addc_co_u32 v2, vcc, 0, v2, vcc
	v_mov_b32 v5, v1
	v_mov_b32 v6, v2
	global_load_dword v1, v[1:2], off
	v_lshlrev_b32 v3, 2, v0
	v_mov_b32 v4, v3
	s_waitcnt vmcnt(0)
	global_store_dword v4, v1, s[2:3]
	global_load_dword v3, v3, s[0:1] offset:256
	s_waitcnt vmcnt(0)
	global_store_dword v4, v3, s[2:3] offset:256
	v_add_co_u32 v7, vcc, 2, v5
	v_addc_co_u32 v8, vcc, 0, v6, vcc
	global_load_dword v7, v[7:8], off
	s_waitcnt vmcnt(0)
	global_store_dword v4, v7, s[2:3] offset:512
	v_cmp_gt_u32 vcc, 32, v0
	v_mov_b32 v9, s3
	v_mov_b32 v12, s2
	v_cndmask_b32 v10, v12, v5, vcc
	v_cndmask_b32 v11, v9, v6, vcc
	global_load_dword v10, v[10:11], off offset:4
	s_waitcnt vmcnt(0)
	global_store_dword v4, v10, s[2:3] offset:768
	s_waitcnt vmcnt(0)
`, 13, 0)
	in := make([]uint32, 160)
	for i := range in {
		in[i] = uint32(i)*0x01030507 + 0x11
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"out", make([]byte, 4*256)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 256)
	for l := 0; l < 64; l++ {
		want[l] = in[l]
		want[64+l] = in[64+l]
		want[128+l] = in[l]>>16 | in[l+1]<<16
		if l < 32 {
			want[192+l] = in[l+1] // lanes below 32 read in, the others out
		} else {
			want[192+l] = want[1] // out[1], stored above
		}
	}
	checkWords(t, "k", "out", out["out"], want)
}

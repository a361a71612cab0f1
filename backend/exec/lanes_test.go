package exec

import (
	"encoding/binary"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// laneKernel runs BODY on one wave of 64 lanes: lane i loads in[4i..4i+3]
// into v6..v9 and stores v4, v5 (zero unless BODY writes them) to
// out[2i..2i+1]. DIRECTIVES go into the kernel descriptor.
const laneKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v10, 4, v0
	v_lshlrev_b32_e32 v11, 3, v0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v10, s[4:5]
	s_waitcnt vmcnt(0)
	BODY
	global_store_dwordx2 v11, v[4:5], s[6:7]
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 24
		DIRECTIVES
	.end_amdhsa_kernel
`

// runLanes assembles BODY into laneKernel and runs it on the 64 input
// quadruples; it returns each lane's (v4, v5).
func runLanes(t *testing.T, directives, body string, in *[64][4]uint32) [64][2]uint32 {
	t.Helper()
	src := strings.Replace(strings.Replace(laneKernel, "BODY", body, 1), "DIRECTIVES", directives, 1)
	obj, _, err := gfx9.Assemble("lanes.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	inb := make([]byte, 64*16)
	for l := range in {
		for k := range in[l] {
			binary.LittleEndian.PutUint32(inb[16*l+4*k:], in[l][k])
		}
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", inb}, {"out", make([]byte, 64*8)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatalf("%s: %v", body, err)
	}
	var r [64][2]uint32
	for l := range r {
		r[l] = [2]uint32{out["out"][2*l], out["out"][2*l+1]}
	}
	return r
}

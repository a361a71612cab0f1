package gfx9

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"hlslc/backend/gfx9/codeobj"
)

// longBranches jumps forward over, and back across, a gap of 40000 dwords
// (past the 16-bit offset of s_branch) with the long-branch sequence LLVM
// writes (SIInstrInfo::insertIndirectBranch): s_getpc_b64, the label
// distance added in two 32-bit literal halves, s_setpc_b64.
func longBranches() string {
	var b strings.Builder
	b.WriteString(`	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Lnear
	s_getpc_b64 s[4:5]
.Lpost_getpc0:
	s_add_u32 s4, s4, (.Lfar-.Lpost_getpc0)&4294967295
	s_addc_u32 s5, s5, (.Lfar-.Lpost_getpc0)>>32
	s_setpc_b64 s[4:5]
.Lnear:
`)
	for i := 0; i < 40000; i++ {
		b.WriteString("\ts_nop 0\n")
	}
	b.WriteString(`.Lfar:
	s_getpc_b64 s[6:7]
.Lpost_getpc1:
	s_add_u32 s6, s6, (.Lnear-.Lpost_getpc1)&4294967295
	s_addc_u32 s7, s7, (.Lnear-.Lpost_getpc1)>>32
	s_endpgm
.Lk_end:
	.size k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
`)
	return b.String()
}

// TestLongBranchIdenticalToLLVM: the long-branch sequence assembles to the
// bytes llvm-mc gives it (the label distances as literals, forward and
// backward), and the distances are the offsets from the instruction after
// s_getpc_b64 (the PC it reads) to the target.
func TestLongBranchIdenticalToLLVM(t *testing.T) {
	src := longBranches()
	obj, lines, err := Assemble("long.s", []byte(src), AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// forward: .Lfar is 40000 dwords past .Lnear, which is 20 bytes past
	// .Lpost_getpc0; backward: .Lnear is 160000 bytes before .Lpost_getpc1
	var lits []uint32
	for _, l := range lines {
		for _, v := range l.Instr.Ops {
			if v.Kind == ValLiteral && v.Label != "" {
				lits = append(lits, uint32(v.Imm))
			}
		}
	}
	back := int32(-160004)
	want := []uint32{20 + 160000, 0, uint32(back), 0xffffffff}
	if len(lits) != 4 || lits[0] != want[0] || lits[1] != want[1] || lits[2] != want[2] || lits[3] != want[3] {
		t.Errorf("label distances %#x, want %#x", lits, want)
	}
	co := buildWithLLVM(t, t.TempDir(), src, GFX900)
	data, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := codeobj.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(obj.Text, ref.Text) {
		n := 0
		for n < len(obj.Text) && n < len(ref.Text) && obj.Text[n] == ref.Text[n] {
			n++
		}
		t.Errorf(".text differs from llvm-mc + ld.lld's from byte %#x", n)
	}
}

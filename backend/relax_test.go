package backend

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// testBranchRange is the branch range, in dwords, of the relaxation text
// tests: short, so that a few s_nop put a target out of it.
const testBranchRange = 16

// sgprCount is the SGPRs a function names: one past the highest.
func sgprCount(f *mir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for _, r := range mir.Refs(&b.Instrs[k]) {
				if !r.Virtual && r.Unit < mir.UnitVGPR0 {
					n = max(n, r.Unit+r.N)
				}
			}
		}
	}
	return n
}

// relaxShort relaxes f's branches beyond testBranchRange dwords.
func relaxShort(f *mir.Func) error {
	return relaxBranches(f, sgprCount(f), -testBranchRange, testBranchRange-1)
}

// TestRelaxText runs branch relaxation on testdata/relax/*.s with a
// 16-dword range and compares the result with the .out file beside each
// input (-update rewrites them).
func TestRelaxText(t *testing.T) {
	golden.Run(t, "testdata/relax/*.s", ".out", func(t *testing.T, _, src string) string {
		f := funcFromAssembly(t, "k", src)
		if err := relaxShort(f); err != nil {
			t.Fatal(err)
		}
		return f.Assembly()
	})
}

// TestRelaxedBranchesInRange: after relaxation every branch is within
// range, at the sizes the assembler gives the code (the relaxed text is
// assembled again: the label distances resolve and no offset overflows).
func TestRelaxedBranchesInRange(t *testing.T) {
	var b strings.Builder
	// branches in both directions across blocks of growing size
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&b, ".L%d:\n", i)
		for k := 0; k < 3*i; k++ {
			b.WriteString("\ts_nop 0\n")
		}
		fmt.Fprintf(&b, "\ts_cbranch_execz .L%d\n\ts_cbranch_vccnz .L%d\n", (i*7+3)%12, (i*5+1)%12)
	}
	b.WriteString("\ts_endpgm\n")
	f := funcFromAssembly(t, "k", b.String())
	if err := relaxShort(f); err != nil {
		t.Fatal(err)
	}
	if _, _, err := gfx9.Assemble("k.s", []byte("\t.text\nk:\n"+f.Assembly()), gfx9.AsmOptions{}); err != nil {
		t.Fatal(err)
	}
	long := 0
	for _, blk := range f.Blocks {
		if _, ok := mir.LongBranchTarget(blk); ok {
			long++
		}
	}
	if long == 0 {
		t.Fatal("no branch was relaxed")
	}
	offs := map[string]int{}
	n := 0
	for _, blk := range f.Blocks {
		if blk.Label != "" {
			offs[blk.Label] = n
		}
		for k := range blk.Instrs {
			s, err := instrSize(&blk.Instrs[k])
			if err != nil {
				t.Fatal(err)
			}
			n += s
		}
	}
	n = 0
	for _, blk := range f.Blocks {
		for k := range blk.Instrs {
			in := &blk.Instrs[k]
			s, _ := instrSize(in)
			n += s
			if isLabelBranch(in) {
				if d := (offs[in.Ops[0].Label] - n) / 4; d < -testBranchRange || d >= testBranchRange {
					t.Errorf("%s: %d dwords after relaxation", in.String(), d)
				}
			}
		}
	}
}

// TestRelaxErrors: a long branch clobbers SCC, so a target where SCC is
// live is an internal error; a target where every SGPR pair is live asks
// for the reserved pair (LongBranchPairError).
func TestRelaxErrors(t *testing.T) {
	nops := strings.Repeat("\ts_nop 0\n", 20)
	f := funcFromAssembly(t, "k", "\ts_cmp_eq_u32 s2, 0\n\ts_branch .Lfar\n"+nops+".Lfar:\n\ts_cselect_b32 s3, 1, 0\n\ts_endpgm\n")
	if err := relaxShort(f); err == nil || !strings.Contains(err.Error(), "SCC is live into") {
		t.Errorf("SCC live at the target: got %v", err)
	}
	var uses strings.Builder
	for s := 0; s < 102; s += 2 {
		fmt.Fprintf(&uses, "\ts_add_u32 s0, s%d, s%d\n", s, s+1)
	}
	f = funcFromAssembly(t, "k", "\ts_branch .Lfar\n"+nops+".Lfar:\n"+uses.String()+"\ts_endpgm\n")
	var noPair *LongBranchPairError
	if err := relaxShort(f); !errors.As(err, &noPair) {
		t.Errorf("every pair live at the target: got %v", err)
	}
}

// TestRelaxWaitsForLoadedPair: when the only pair not live at the target
// is one an SMEM load writes, the long branch waits for the loads first
// (a load returning after s_getpc_b64 would overwrite the address).
func TestRelaxWaitsForLoadedPair(t *testing.T) {
	var uses strings.Builder
	for s := 0; s < 102; s += 2 {
		if s != 98 {
			fmt.Fprintf(&uses, "\ts_add_u32 s0, s%d, s%d\n", s, s+1)
		}
	}
	src := "\ts_load_dwordx2 s[98:99], s[0:1], 0x0\n\ts_branch .Lfar\n" + strings.Repeat("\ts_nop 0\n", 20) +
		".Lfar:\n" + uses.String() + "\ts_endpgm\n"
	f := funcFromAssembly(t, "k", src)
	if err := relaxShort(f); err != nil {
		t.Fatal(err)
	}
	if got := f.Assembly(); !strings.Contains(got, "s_waitcnt lgkmcnt(0)\n\ts_getpc_b64 s[98:99]\n") {
		t.Errorf("no wait before the long branch through s[98:99]:\n%s", got[:min(len(got), 400)])
	}
}

package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// CleanBranches tidies the branches structured selection leaves behind:
// blocks no path reaches go (the code after a break's s_branch), a
// conditional branch over a lone s_branch is inverted
// (`s_cbranch_scc1 A; s_branch B; A:` → `s_cbranch_scc0 B; A:`), an
// s_branch to the block that follows anyway is deleted, and so are the
// EXEC writes right before an s_endpgm (the join of a region that ends the
// kernel restores EXEC for nothing). Guarantees: every
// reachable instruction still runs on the same paths in the same order;
// labels stay where they were. It runs on allocated code, before s_waitcnt
// and hazard insertion, and leaves f linked.
func CleanBranches(f *mir.Func) error {
	if err := f.Relink(); err != nil {
		return err
	}
	// unreachable blocks (the entry block is reachable)
	reached := make([]bool, len(f.Blocks))
	work := []int{0}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if len(f.Blocks) == 0 || reached[b] {
			continue
		}
		reached[b] = true
		work = append(work, f.Blocks[b].Succs...)
	}
	var kept []*mir.Block
	index := make([]int, len(f.Blocks))
	for i, b := range f.Blocks {
		index[i] = -1
		if reached[i] {
			index[i] = len(kept)
			kept = append(kept, b)
		} else if b.Label != "" {
			// a label no reachable branch names: keep it, empty, so that the
			// layout's labels stay (it is harmless)
			index[i] = len(kept)
			kept = append(kept, &mir.Block{Label: b.Label})
		}
	}
	f.Blocks = kept
	f.RemapLogical(index)
	// invert a conditional branch over a lone unconditional one
	for i := 0; i+2 < len(f.Blocks); i++ {
		a, mid, next := f.Blocks[i], f.Blocks[i+1], f.Blocks[i+2]
		if len(a.Instrs) == 0 || mid.Label != "" || len(mid.Instrs) != 1 || mid.Instrs[0].Inst.Name != "s_branch" {
			continue
		}
		last := &a.Instrs[len(a.Instrs)-1]
		inv, ok := invertedBranch[last.Inst.Name]
		if !ok || last.Ops[0].Label != next.Label || next.Label == "" {
			continue
		}
		in, err := gfx9.ParseInstr(f.Target, inv+" "+mid.Instrs[0].Ops[0].Label)
		if err != nil {
			return err
		}
		in.Src = last.Src
		*last = in
		mid.Instrs = nil
	}
	// EXEC writes the wave's end makes dead
	exec := []gfx9.RegRange{{Code: gfx9.CodeEXECLo, Count: 2}}
	for i, b := range f.Blocks {
		if len(b.Instrs) == 0 || b.Instrs[len(b.Instrs)-1].Inst.Name != "s_endpgm" {
			continue
		}
		// the instructions that run right before it: its block's, then
		// those of the blocks falling through into it unlabelled
		for j, n := i, len(b.Instrs)-1; j >= 0; {
			if n == 0 {
				if f.Blocks[j].Label != "" || j == 0 {
					break
				}
				j--
				n = len(f.Blocks[j].Instrs)
				continue
			}
			prev := &f.Blocks[j].Instrs[n-1]
			if enc := prev.Form.Enc; enc != gfx9.EncSOP1 && enc != gfx9.EncSOP2 || !writesAny(prev, exec) {
				break
			}
			f.Blocks[j].Instrs = slices.Delete(f.Blocks[j].Instrs, n-1, n)
			n--
		}
	}
	// an s_branch to the next block
	for i := 0; i+1 < len(f.Blocks); i++ {
		b := f.Blocks[i]
		if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Inst.Name == "s_branch" && nextLabel(f, i) == b.Instrs[n-1].Ops[0].Label {
			b.Instrs = b.Instrs[:n-1]
		}
	}
	return f.Relink()
}

// nextLabel returns the label execution reaches when falling out of block
// i: the next block's, or a later one's across empty unlabelled blocks.
func nextLabel(f *mir.Func, i int) string {
	for j := i + 1; j < len(f.Blocks); j++ {
		if f.Blocks[j].Label != "" {
			return f.Blocks[j].Label
		}
		if len(f.Blocks[j].Instrs) > 0 {
			return ""
		}
	}
	return ""
}

// invertedBranch maps each conditional branch to its opposite.
var invertedBranch = func() map[string]string {
	m := map[string]string{}
	for _, p := range [][2]string{{"scc0", "scc1"}, {"vccz", "vccnz"}, {"execz", "execnz"}} {
		m["s_cbranch_"+p[0]] = "s_cbranch_" + p[1]
		m["s_cbranch_"+p[1]] = "s_cbranch_" + p[0]
	}
	return m
}()

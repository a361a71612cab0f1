package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// CleanBranches tidies the branches structured selection leaves behind:
// blocks no path reaches go (the code after a break's s_branch), a
// conditional branch over a lone s_branch is inverted
// (`s_cbranch_scc1 A; s_branch B; A:` → `s_cbranch_scc0 B; A:`), a
// branch (taken or not) to the block that follows anyway is deleted, and
// so are the EXEC writes right before an s_endpgm (the join of a region
// that ends the kernel restores EXEC for nothing) and a switch of EXEC to
// an if's else-lanes that the join's restore overwrites next
// (dropOverwrittenExec). Guarantees: every
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
	if err := foldLaneReturns(f); err != nil {
		return err
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
	dropOverwrittenExec(f)
	// a branch, taken or not, to the next block (an if whose then-part
	// selection emptied branches over nothing)
	for i := 0; i+1 < len(f.Blocks); i++ {
		b := f.Blocks[i]
		n := len(b.Instrs)
		if n == 0 {
			continue
		}
		last := &b.Instrs[n-1]
		if _, cond := invertedBranch[last.Inst.Name]; (cond || last.Inst.Name == "s_branch") && nextLabel(f, i) == last.Ops[0].Label {
			b.Instrs = b.Instrs[:n-1]
		}
	}
	return f.Relink()
}

// dropOverwrittenExec deletes `s_andn2_b64 exec, S, exec` (EXEC becomes
// an if's else-lanes) when the next instruction to run is `s_mov_b64 exec,
// S` (the join restores the saved lanes): selection put the else-lanes'
// phi copies between the two in a block of their own, and allocation
// coalesced them away, so the else-part is empty. Only an unlabelled,
// empty block may lie between them (no branch enters there), and nothing
// may read the SCC the s_andn2_b64 wrote (selection never carries SCC from
// one block into another, so the rest of the s_mov_b64's block is all
// that could). Guarantees: EXEC is S after the pair, as before; nothing
// observes the EXEC or SCC in between.
func dropOverwrittenExec(f *mir.Func) {
	for i, b := range f.Blocks {
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			sw := &b.Instrs[k]
			if sw.Inst.Name != "s_andn2_b64" || len(sw.Ops) != 3 || sw.Ops[0].Code != gfx9.CodeEXECLo || sw.Ops[2].Code != gfx9.CodeEXECLo ||
				sw.Ops[1].Kind != gfx9.ValReg || sw.Ops[1].Code == gfx9.CodeEXECLo {
				continue
			}
			// the instructions that run next: the rest of the block, or
			// those of the next non-empty block when no label comes first
			next := b.Instrs[k+1:]
			for j := i + 1; len(next) == 0 && j < len(f.Blocks) && f.Blocks[j].Label == ""; j++ {
				next = f.Blocks[j].Instrs
			}
			if len(next) == 0 {
				continue
			}
			restore := &next[0]
			if restore.Inst.Name != "s_mov_b64" || restore.Ops[0].Code != gfx9.CodeEXECLo || restore.Ops[1] != sw.Ops[1] ||
				specialRead(gfx9.SpecialSCC, next) {
				continue
			}
			b.Instrs = slices.Delete(b.Instrs, k, k+1)
		}
	}
}

// foldLaneReturns rewrites the EXEC code of a divergent if whose then-part
// only returns (the lanes of M leave the kernel), as selection writes it:
//
//	s_andn2_b64 S, exec, M      ; the lanes that stay
//	s_and_b64 exec, exec, M     ; the then-part's lanes
//	s_cbranch_execz L
//	s_mov_b64 exec, 0           ; they return
//	L: s_or_b64 exec, exec, S   ; the join
//
// into `s_andn2_b64 S, exec, M; s_mov_b64 exec, S`: on both paths EXEC
// ends as S, and SCC as S != 0, as before. L must be named by that branch
// alone. Guarantees: EXEC, S and SCC hold the same values where the join
// did; the emptied then-block and label stay.
func foldLaneReturns(f *mir.Func) error {
	named := map[string]int{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for _, o := range b.Instrs[k].Ops {
				if o.Kind == gfx9.ValLabel {
					named[o.Label]++
				}
			}
		}
	}
	isExec := func(v gfx9.Value) bool {
		return v.Kind == gfx9.ValReg && v.Code == gfx9.CodeEXECLo && v.Count == 2
	}
	for i := 0; i+2 < len(f.Blocks); i++ {
		a, mid, join := f.Blocks[i], f.Blocks[i+1], f.Blocks[i+2]
		n := len(a.Instrs)
		if n < 3 || mid.Label != "" || len(mid.Instrs) != 1 || len(join.Instrs) == 0 || join.Label == "" || named[join.Label] != 1 {
			continue
		}
		andn2, and, br, zero, or := &a.Instrs[n-3], &a.Instrs[n-2], &a.Instrs[n-1], &mid.Instrs[0], &join.Instrs[0]
		if andn2.Inst.Name != "s_andn2_b64" || and.Inst.Name != "s_and_b64" || br.Inst.Name != "s_cbranch_execz" ||
			zero.Inst.Name != "s_mov_b64" || or.Inst.Name != "s_or_b64" || br.Ops[0].Label != join.Label {
			continue
		}
		saved, m := andn2.Ops[0], andn2.Ops[2]
		overlap := gfx9.RegRange{Code: saved.Code, Count: saved.Count}.Overlaps(gfx9.RegRange{Code: m.Code, Count: m.Count})
		if !isExec(andn2.Ops[1]) || !isExec(and.Ops[0]) || !isExec(and.Ops[1]) || and.Ops[2] != m ||
			!isExec(zero.Ops[0]) || !isConst(zero.Ops[1], 0) ||
			!isExec(or.Ops[0]) || !isExec(or.Ops[1]) || or.Ops[2] != saved || isExec(saved) || overlap {
			continue
		}
		mov := mustParse(f, "s_mov_b64 exec, %s", saved)
		mov.Src = or.Src
		a.Instrs = append(a.Instrs[:n-2], mov)
		mid.Instrs = nil
		join.Instrs = join.Instrs[1:]
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

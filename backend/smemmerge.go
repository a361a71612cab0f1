package backend

import (
	"fmt"
	"slices"
	"sort"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// MergeScalarLoads combines scalar loads of consecutive dwords from one
// buffer into s_buffer_load_dwordx2/x4/x8/x16 (and s_load_dword* likewise).
// Selection loads a Load4, a matrix or a struct one dword at a time, each
// from base + 4k: with an immediate offset, or with an SGPR offset that is
// the base itself or `s_add_u32 off, base, c`. A run of such loads in one
// block, with nothing between them redefining the base or touching their
// results, becomes the widest loads that fit, each issued from an existing
// offset (the run's first dword's), at the position of the run's last load;
// copies move the words to the original results (register coalescing
// removes them). A run of s_buffer_load_dword one dword short of a width
// (3, 7 or 15 dwords) reads the dword after it too, with one load. It runs on virtual registers, before allocation, and
// DeadCode then removes the address arithmetic left unused. Guarantees: the
// same dwords are read (scalar loads only read data no instruction of the
// dispatch writes, so moving a load later is safe) and each result register
// holds the same value.
//
// A merge changes the block from its run's first load on, so the search
// for the next run resumes scalarWindow-1 instructions before that load (a
// load further up sees the same window as before, and had no run), and
// where the block defines its registers is kept up to date rather than
// found again: a block of 1,600 loads of one cbuffer merged in 100 runs
// took 100 searches from the block's start and 100 surveys of the block.
// The block is held as a gap buffer while it is searched: the
// instructions before the search's start at one end of its array, those
// from it on at the other. A merge closes the gap its run leaves by moving
// the instructions between the search's start and the run, and moving the
// start moves only the instructions it passes: the block's tail stays in
// place. Replacing the run in the block as one slice moved the whole tail
// at every merge, quadratic in a block of many merged loads (40,000
// cbuffer fields: 2.8 s of memmerge's 3.3 s).
func MergeScalarLoads(f *mir.Func) {
	adds, defs := scalarAdds(f)
	rename := map[uint32]uint32{}
	for _, b := range f.Blocks {
		bm := newBlockDefs(b.Instrs)
		code, seq := b.Instrs, bm.seq
		// code[:before] precedes the search's start, code[from:] follows
		// it (seq alike); code[before:from] is the gap
		before, from := 0, 0
		for {
			bm.seq = seq[from:]
			run := findScalarRun(f, code[from:], 0, bm, adds, defs)
			if run == nil {
				break
			}
			lo := slices.Min(run.idx)
			rest, readBack := mergeScalarRun(f, code[from:], run, rename, bm)
			from = len(code) - len(rest)
			// the search resumes scalarWindow-1 instructions before the
			// run's first load (a load further up sees the same window as
			// before, and had no run), or, when a load up the block reads
			// a merged result as its offset (around a loop), at the
			// block's start: its candidates may change
			step := lo - (scalarWindow - 1)
			if readBack {
				step = -before
			}
			switch {
			case step > 0:
				copy(code[before:], code[from:from+step])
				copy(seq[before:], seq[from:from+step])
				before, from = before+step, from+step
			case step < 0:
				step = max(step, -before)
				copy(code[from+step:], code[before+step:before])
				copy(seq[from+step:], seq[before+step:before])
				before, from = before+step, from+step
			}
		}
		if from > before {
			n := copy(code[before:], code[from:])
			b.Instrs = code[:before+n]
		}
	}
	if len(rename) == 0 {
		return
	}
	// Each merged result had one definition, the load: its uses read the
	// wide register directly.
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for j, v := range in.Ops {
				if v.IsVirtual() && v.Count <= 1 {
					if w, ok := rename[v.Code]; ok {
						in.Ops[j].Code = w
					}
				}
			}
		}
	}
	for r, w := range rename {
		f.VRegs.Delete(int(r - gfx9.CodeVirtual))
		if name, ok := f.VarNames[r]; ok {
			f.NameVReg(gfx9.Value{Kind: gfx9.ValReg, Code: w, Count: 1}, name)
		}
	}
}

// smemAddr is a scalar load's address: base register (or none for an
// immediate offset) plus a constant.
type smemAddr struct {
	base gfx9.Value // Kind ValOff for an immediate offset
	c    int64
}

// scalarAdds maps each virtual SGPR defined exactly once, by s_add_u32 of a
// register and a constant, to that register and constant; defs counts the
// definitions of every register.
func scalarAdds(f *mir.Func) (map[uint32]smemAddr, map[uint32]int) {
	defs := map[uint32]int{}
	out := map[uint32]smemAddr{}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for d := range gfx9.DefRanges(in) {
				defs[d.Code]++
			}
			if in.Inst.Name != "s_add_u32" || !in.Ops[0].IsVirtual() || in.Ops[0].Count > 1 {
				continue
			}
			for j := 1; j <= 2; j++ {
				if c, ok := intConst(in.Ops[j]); ok && in.Ops[3-j].IsVirtual() {
					out[in.Ops[0].Code] = smemAddr{in.Ops[3-j], c}
				}
			}
		}
	}
	for r := range out {
		if defs[r] != 1 {
			delete(out, r)
		}
	}
	return out, defs
}

// intConst returns the integer an operand denotes, if it is a constant.
func intConst(v gfx9.Value) (int64, bool) {
	switch {
	case v.Kind == gfx9.ValLiteral:
		return int64(int32(uint32(v.Imm))), true
	case v.Kind == gfx9.ValImm:
		return v.Imm, true
	}
	return v.InlineInt()
}

// scalarLoadAddr returns the address of a one-dword scalar load whose
// result register has no other definition and is a register of its own
// (the merge renames it into the wide load's tuple).
func scalarLoadAddr(f *mir.Func, in *gfx9.Instr, adds map[uint32]smemAddr, defs map[uint32]int) (smemAddr, bool) {
	if in.Inst.Name != "s_buffer_load_dword" && in.Inst.Name != "s_load_dword" || in.Mods.GLC || !wholeSingleVReg(f, in.Ops[0], mir.SGPR) || defs[in.Ops[0].Code] != 1 {
		return smemAddr{}, false
	}
	off := in.Ops[2]
	if c, ok := intConst(off); ok {
		return smemAddr{gfx9.Value{Kind: gfx9.ValOff}, c}, true
	}
	if !off.IsVirtual() {
		return smemAddr{}, false
	}
	if a, ok := adds[off.Code]; ok {
		return a, true
	}
	return smemAddr{off, 0}, true
}

// scalarRun is a set of loads (instruction indices) to merge, sorted by
// offset, all of one buffer and base; the merged loads go where the first
// of them was when atFirst, else where the last was.
type scalarRun struct {
	idx     []int
	addr    []smemAddr
	atFirst bool
}

// maxScalarHoist bounds how far (in instructions) a load moves up into a
// run merged where its first load was: further, the moved results would
// hold SGPRs long before their reads (SPDIntegrationLinearSampler, at the
// SGPR limit, spills more with a load moved up 28 instructions).
const maxScalarHoist = 16

// scalarWindow is how many instructions after a load findScalarRun looks
// at for loads to merge with it (the load itself included).
const scalarWindow = 64

// blockDefs says where a block defines its registers, through merges: seq
// numbers its instructions in order (a merged load takes the number of the
// load it replaces), defAt holds the number of each register's last
// definition, and offsets the registers its scalar loads read as offsets.
type blockDefs struct {
	seq     []int
	defAt   map[uint32]int
	offsets map[uint32]bool
}

func newBlockDefs(code []gfx9.Instr) *blockDefs {
	bm := &blockDefs{seq: make([]int, len(code)), defAt: map[uint32]int{}, offsets: map[uint32]bool{}}
	for k := range code {
		bm.seq[k] = k
		for d := range gfx9.DefRanges(&code[k]) {
			bm.defAt[d.Code] = k
		}
		if n := code[k].Inst.Name; (n == "s_buffer_load_dword" || n == "s_load_dword") && code[k].Ops[2].IsVirtual() {
			bm.offsets[code[k].Ops[2].Code] = true
		}
	}
	return bm
}

// definedAfter reports whether the block defines register r after its
// instruction k.
func (bm *blockDefs) definedAfter(r uint32, k int) bool { return bm.defAt[r] > bm.seq[k] }

// findScalarRun returns the first run of at least two mergeable loads
// starting at instruction from or later.
// The merged loads go where the run's last load was, or, when an
// instruction between reads an earlier load's result (the usual case: a
// value is used right after its load), where its first was: scalar loads
// read data no instruction of the dispatch writes, so a later load may
// move up across anything that does not change its address or touch its
// result, when the offset the merged load issues from (its first dword's)
// is already defined there (and it moves at most maxScalarHoist
// instructions): a load whose own offset register is defined later, as
// `s_add_u32 s1, s0, 4` for the second field of a struct read at s0
// after the first field's use, merges into a load issued from s0. Such a
// run is of the candidates near enough, and ends before a wide load of
// it that would issue from an offset defined after the first load.
func findScalarRun(f *mir.Func, code []gfx9.Instr, from int, bm *blockDefs, adds map[uint32]smemAddr, defs map[uint32]int) *scalarRun {
	for k := from; k < len(code); k++ {
		a, ok := scalarLoadAddr(f, &code[k], adds, defs)
		if !ok {
			continue
		}
		run := &scalarRun{idx: []int{k}, addr: []smemAddr{a}}
		sbase := code[k].Ops[1]
		results := gfx9.Defs(&code[k])
		protect := []gfx9.RegRange{regRangeOf(sbase)}
		if a.base.Kind == gfx9.ValReg {
			protect = append(protect, regRangeOf(a.base))
		}
		cut := -1 // the candidates before the first read of a result
		// late: the candidates after the cut whose offsets are defined
		// after k, where the run goes (atFirst)
		late := []bool{false}
		for j := k + 1; j < len(code) && j < k+scalarWindow; j++ {
			in := &code[j]
			if b, ok := scalarLoadAddr(f, in, adds, defs); ok && in.Inst.Name == code[k].Inst.Name && in.Ops[1] == sbase && b.base == a.base && !readsAny(in, results) {
				off := in.Ops[2]
				run.idx = append(run.idx, j)
				run.addr = append(run.addr, b)
				late = append(late, cut >= 0 && off.IsVirtual() && bm.definedAfter(off.Code, k))
				results = append(results, gfx9.Defs(in)...)
				continue
			}
			if writesAny(in, protect) || writesAny(in, results) || isBranch(in) {
				break
			}
			if cut < 0 && readsAny(in, results) {
				cut = len(run.idx)
			}
		}
		// with the late candidates: the wide loads go where the first
		// load is, each issued from the offset of its first dword, which
		// must be defined there; the other loads' offsets need not be
		// (of the candidates at most maxScalarHoist instructions down:
		// further ones would not move up)
		var withLate *scalarRun
		if slices.Contains(late, true) {
			near := &scalarRun{atFirst: true}
			for i, j := range run.idx {
				if j-k <= maxScalarHoist {
					near.idx, near.addr = append(near.idx, j), append(near.addr, run.addr[i])
				}
			}
			// a wide load past the first issues from the offset of its
			// first dword: the run ends before one whose offset comes late
			r := consecutive(code, near)
			for r != nil && issuesLate(code, r, bm, k) {
				r.idx, r.addr = r.idx[:len(r.idx)-1], r.addr[:len(r.addr)-1]
				if mergedLoads(code, r) == 0 {
					r = nil
				}
			}
			withLate = r
		}
		kept := &scalarRun{}
		for i, j := range run.idx {
			if !late[i] {
				kept.idx, kept.addr = append(kept.idx, j), append(kept.addr, run.addr[i])
			}
		}
		run = kept
		if cut >= 0 && cut < len(run.idx) && run.idx[len(run.idx)-1]-k > maxScalarHoist {
			// moved that far up, the results would hold their SGPRs
			// long before their first read
			run.idx, run.addr = run.idx[:cut], run.addr[:cut]
		}
		if cut >= 0 && cut < len(run.idx) {
			run.atFirst = true
			for _, j := range run.idx {
				if off := code[j].Ops[2]; off.IsVirtual() && bm.definedAfter(off.Code, k) {
					// a load of the prefix has its offset defined after k
					run.idx, run.addr, run.atFirst = run.idx[:cut], run.addr[:cut], false
					break
				}
			}
		}
		r := consecutive(code, run)
		if withLate != nil && (r == nil || len(withLate.idx) > len(r.idx)) {
			r = withLate
		}
		if r != nil {
			return mergedOnly(code, r)
		}
	}
	return nil
}

func regRangeOf(v gfx9.Value) gfx9.RegRange {
	return gfx9.RegRange{Code: v.Code, Count: max(v.Count, 1)}
}

func isBranch(in *gfx9.Instr) bool {
	return in.Form.Enc == gfx9.EncSOPP && (in.Inst.Name == "s_branch" || len(in.Inst.Name) > 10 && in.Inst.Name[:10] == "s_cbranch_")
}

// consecutive keeps the longest run of candidates at increasing offsets
// at most maxScalarHole dwords apart (the first such run of at least
// two), or returns nil.
func consecutive(code []gfx9.Instr, r *scalarRun) *scalarRun {
	if len(r.idx) < 2 {
		return nil
	}
	order := make([]int, len(r.idx))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return r.addr[order[i]].c < r.addr[order[j]].c })
	best := (*scalarRun)(nil)
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && r.addr[order[j]].c > r.addr[order[j-1]].c && r.addr[order[j]].c <= r.addr[order[j-1]].c+4*(1+maxScalarHole) {
			j++
		}
		if j-i >= 2 {
			g := &scalarRun{atFirst: r.atFirst}
			for _, o := range order[i:j] {
				g.idx = append(g.idx, r.idx[o])
				g.addr = append(g.addr, r.addr[o])
			}
			if n := mergedLoads(code, g); n > 0 && (best == nil || n > mergedLoads(code, best)) {
				best = g
			}
		}
		i = j
	}
	return best
}

// mergedOnly is the run without the loads that no wide load of it
// replaces: they stay where they are.
func mergedOnly(code []gfx9.Instr, r *scalarRun) *scalarRun {
	out := &scalarRun{atFirst: r.atFirst}
	i := 0
	for _, c := range scalarChunks(code, r) {
		if c.width > 1 {
			out.idx = append(out.idx, r.idx[i:i+c.loads]...)
			out.addr = append(out.addr, r.addr[i:i+c.loads]...)
		}
		i += c.loads
	}
	return out
}

// mergedLoads is how many of the run's loads mergeScalarRun merges into
// wide ones.
func mergedLoads(code []gfx9.Instr, r *scalarRun) int {
	n := 0
	for _, c := range scalarChunks(code, r) {
		if c.width > 1 {
			n += c.loads
		}
	}
	return n
}

// maxScalarHole is how many dwords no load of a run reads may lie
// between two that do.
const maxScalarHole = 2

// scalarChunk is a wide load mergeScalarRun makes from loads of a run:
// its width in dwords and how many of the run's loads it replaces (a
// width of 1: the load stays as it is).
type scalarChunk struct{ width, loads int }

// scalarChunks divides the run's loads, in offset order, into the wide
// loads mergeScalarRun makes: the fewest loads, then the fewest dwords
// read for nothing, then the widest first. A wide load of n dwords (up to 16) from a load's
// offset replaces the loads within them when they read all n, or all but
// a quarter: the dwords between them (maxScalarHole), and, for
// s_buffer_load_dword, past the last (the buffer form returns 0 for
// dwords past the V#'s range, so reading more is never a fault; a pointer
// may end there). Fewer loads, for a few more SGPRs: a run of 3, 7 or 15
// consecutive dwords, or the fields of a struct the code reads but for
// one, is one load (as ACO's vectorizer fills holes).
func scalarChunks(code []gfx9.Instr, r *scalarRun) []scalarChunk {
	type best struct {
		loads, waste int
		first        scalarChunk
	}
	n := len(r.idx)
	dp := make([]best, n+1) // dp[i]: the best division of loads i..
	for i := n - 1; i >= 0; i-- {
		dp[i] = best{dp[i+1].loads + 1, dp[i+1].waste, scalarChunk{1, 1}}
		o := r.addr[i].c
		buffer := code[r.idx[i]].Inst.Name == "s_buffer_load_dword"
		for w := 2; w <= 16; w *= 2 {
			m := 0 // the loads within the w dwords from o
			for i+m < n && r.addr[i+m].c < o+int64(4*w) {
				m++
			}
			past := o + int64(4*w) - (r.addr[i+m-1].c + 4) // bytes read past the last
			if m < 2 || w-m > w/4 || !buffer && past != 0 {
				continue
			}
			c := best{dp[i+m].loads + 1, dp[i+m].waste + w - m, scalarChunk{w, m}}
			if c.loads < dp[i].loads || c.loads == dp[i].loads && c.waste <= dp[i].waste {
				dp[i] = c
			}
		}
	}
	var out []scalarChunk
	for i := 0; i < n; i += dp[i].first.loads {
		out = append(out, dp[i].first)
	}
	return out
}

// issuesLate reports whether a load mergeScalarRun makes from the run
// issues from an offset register the block defines after its instruction
// k (a wide load takes its first dword's offset).
func issuesLate(code []gfx9.Instr, r *scalarRun, bm *blockDefs, k int) bool {
	i := 0
	for _, c := range scalarChunks(code, r) {
		if off := code[r.idx[i]].Ops[2]; off.IsVirtual() && bm.definedAfter(off.Code, k) {
			return true
		}
		i += c.loads
	}
	return false
}

// mergeScalarRun replaces the run's loads by wide loads placed where the
// last of them was (or the first, atFirst), and records in rename the
// register of the wide result that replaces each load's result. Only the
// block's instructions from the run's first load to its last change. The
// rewritten span is shorter: the instructions before it shift towards it
// to close the gap, and the slice returned starts where the first of them
// now is, so that the instructions after the run keep their place (bm.seq
// alike). It reports whether a dropped result is a register some scalar
// load of the block reads as its offset.
func mergeScalarRun(f *mir.Func, code []gfx9.Instr, r *scalarRun, rename map[uint32]uint32, bm *blockDefs) ([]gfx9.Instr, bool) {
	lo, hi := slices.Min(r.idx), slices.Max(r.idx)
	drop := map[int]bool{}
	readBack := false
	for _, i := range r.idx {
		drop[i] = true
		res := code[i].Ops[0].Code
		delete(bm.defAt, res) // its only definition (scalarLoadAddr)
		readBack = readBack || bm.offsets[res]
	}
	var merged []gfx9.Instr
	i := 0
	for _, c := range scalarChunks(code, r) {
		n, m := c.width, c.loads
		first := &code[r.idx[i]]
		if n == 1 {
			merged = append(merged, *first)
			i++
			continue
		}
		wide := f.NewVReg(mir.SGPR, n)
		op := fmt.Sprintf("%s_dwordx%d", first.Inst.Name[:len(first.Inst.Name)-len("_dword")], n)
		wl := mustParse(f, "%s %s, %s, %s", op, wide, first.Ops[1], first.Ops[2])
		wl.Src = first.Src
		merged = append(merged, wl)
		for k := i; k < i+m; k++ {
			rename[code[r.idx[k]].Ops[0].Code] = sub(wide, int(r.addr[k].c-r.addr[i].c)/4).Code
		}
		i += m
	}
	at := hi
	if r.atFirst {
		at = lo
	}
	for k := range merged {
		for d := range gfx9.DefRanges(&merged[k]) {
			bm.defAt[d.Code] = bm.seq[at]
		}
	}
	var region []gfx9.Instr
	var regionSeq []int
	for k := lo; k <= hi; k++ {
		if k == at {
			region = append(region, merged...)
			for range merged {
				regionSeq = append(regionSeq, bm.seq[at])
			}
		}
		if !drop[k] {
			region = append(region, code[k])
			regionSeq = append(regionSeq, bm.seq[k])
		}
	}
	// the region is shorter than lo..hi (each wide load replaces two or
	// more): it goes at the end of that span, and the instructions before
	// it shift to close the gap
	gap := hi + 1 - lo - len(region)
	copy(code[gap:], code[:lo])
	copy(code[gap+lo:], region)
	copy(bm.seq[gap:], bm.seq[:lo])
	copy(bm.seq[gap+lo:], regionSeq)
	bm.seq = bm.seq[gap:]
	return code[gap:], readBack
}

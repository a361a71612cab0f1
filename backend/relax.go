package backend

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/regalloc"
)

// Branch relaxation. SOPP branches (s_branch, s_cbranch_*) hold a signed
// 16-bit dword offset from the next instruction, so their target must lie
// within -32768..32767 dwords. RelaxBranches rewrites every branch whose
// target is farther into a long branch, as LLVM's branch relaxation does
// (SIInstrInfo::insertIndirectBranch):
//
//	s_getpc_b64 s[N:N+1]
//	.Lpost_getpcK:
//	s_add_u32 sN, sN, (TARGET-.Lpost_getpcK)&4294967295
//	s_addc_u32 sN+1, sN+1, (TARGET-.Lpost_getpcK)>>32
//	s_setpc_b64 s[N:N+1]
//
// (s_getpc_b64 reads the address of the instruction after it, hence the
// label there; both literals are always encoded as literals, so the
// sequence is 24 bytes whatever the distance.) A conditional branch is
// inverted to skip the long branch, which then runs only on the taken path:
//
//	s_cbranch_scc1 FAR  →  s_cbranch_scc0 .LFALL ; long branch to FAR ; .LFALL:
//
// Expanding a branch moves the code after it, so the check is repeated
// until no branch is out of range (a fixed point: code only grows, and an
// inverted branch skips a fixed 24 or 28 bytes).
//
// The SGPR pair is scavenged at each long branch: an aligned pair that is
// not live where the branch goes (the sequence runs only on the way there),
// preferring pairs below the kernel's SGPR count (no new registers) and
// pairs no SMEM load writes; a pair a load may still be writing is used
// after an s_waitcnt lgkmcnt(0). When every pair is live at some target the
// pass fails with *LongBranchPairError, and the kernel is allocated again
// with s[LongBranchPair:LongBranchPair+1] left out of allocation
// (CompileWith), where the scavenger then always finds it free. The
// sequence clobbers SCC, which selected code never carries into a block
// (the target is checked).
//
// RelaxBranches runs last, on final allocated code after the s_waitcnt and
// hazard passes: the SALU sequence adds no hazard and only lengthens the
// taken path, so their guarantees hold. sgprs is the kernel's SGPR count
// before relaxation (CountRegisters); f is left linked, its logical CFG
// kept (the new blocks' logical successors are their linear ones).
func RelaxBranches(f *mir.Func, sgprs int) error {
	return relaxBranches(f, sgprs, gfx9.MinBranchDwords, gfx9.MaxBranchDwords)
}

// relaxBranches relaxes the branches whose offset in dwords is outside
// lo..hi (the text tests use a short range).
func relaxBranches(f *mir.Func, sgprs, lo, hi int) error {
	if err := f.Relink(); err != nil {
		return err
	}
	r := &relaxer{f: f, used: sgprs, lo: lo, hi: hi, labels: map[string]bool{}, size: map[*mir.Block][]int{}}
	for _, b := range f.Blocks {
		if b.Label != "" {
			r.labels[b.Label] = true
		}
	}
	if err := r.analyse(); err != nil {
		return err
	}
	for {
		far, err := r.outOfRange()
		if err != nil {
			return err
		}
		if len(far) == 0 {
			return f.Relink()
		}
		// expand from the last block up (the fresh labels keep that
		// order), then insert every new block in one pass: inserting each
		// expansion's blocks on its own cost the function's size per far
		// branch, quadratic in a deep nest where most branches are far
		added := make([]expansion, len(f.Blocks))
		for i := len(far) - 1; i >= 0; i-- {
			nb, err := r.expand(far[i])
			if err != nil {
				return err
			}
			added[far[i].b] = expansion{nb, far[i].target}
		}
		r.insert(added)
		if err := f.Relink(); err != nil {
			return err
		}
	}
}

// LongBranchPair is the SGPR pair the allocator leaves free when a kernel's
// long branches find no other (see RelaxBranches).
const LongBranchPair = 100

// LongBranchPairError reports a long branch whose target has every SGPR
// pair live.
type LongBranchPairError struct {
	Target string
}

func (e *LongBranchPairError) Error() string {
	return fmt.Sprintf("internal error: no SGPR pair is free for a long branch to %s", e.Target)
}

// sgprUnits are the tracked scalar units: s0..s101 and, as unit 102, SCC.
const (
	sccUnit   = 102
	scalarLen = 2 // words of a scalarSet
)

type scalarSet [scalarLen]uint64

func (s *scalarSet) has(u int) bool { return s[u/64]&(1<<(u%64)) != 0 }
func (s *scalarSet) set(u int)      { s[u/64] |= 1 << (u % 64) }
func (s *scalarSet) clear(u int)    { s[u/64] &^= 1 << (u % 64) }

type relaxer struct {
	f      *mir.Func
	used   int                  // SGPRs in use: s0 .. s(used-1)
	lo, hi int                  // the branch offsets in range, in dwords
	liveIn map[string]scalarSet // SGPRs and SCC live into each labelled block
	smem   scalarSet            // SGPRs some SMEM instruction writes
	labels map[string]bool      // labels in use
	size   map[*mir.Block][]int // instruction sizes in bytes
	nLabel int                  // for fresh labels
}

// scalarRefs returns the SGPR and SCC units an instruction reads and
// writes.
func scalarRefs(in *gfx9.Instr) (use, def scalarSet) {
	mir.EachRef(in, func(r mir.Ref) {
		if r.Virtual || r.Unit >= mir.UnitVGPR0 {
			return
		}
		for u := r.Unit; u < r.Unit+r.N; u++ {
			if r.Use {
				use.set(u)
			}
			if r.Def {
				def.set(u)
			}
		}
	})
	for _, s := range in.Inst.ImplicitUses {
		if s == gfx9.SpecialSCC {
			use.set(sccUnit)
		}
	}
	for _, s := range in.Inst.ImplicitDefs {
		if s == gfx9.SpecialSCC {
			def.set(sccUnit)
		}
	}
	for k, op := range in.Form.Operands {
		if v := in.Ops[k]; v.Kind == gfx9.ValReg && v.Code == gfx9.CodeSCC && op.Use {
			use.set(sccUnit)
		}
	}
	return use, def
}

// analyse computes the scalar units live into every labelled block (on the
// linear CFG, which SGPRs follow), the SGPRs SMEM writes, and the sizes.
func (r *relaxer) analyse() error {
	f := r.f
	n := len(f.Blocks)
	gen, kill := make([]scalarSet, n), make([]scalarSet, n)
	for bi, b := range f.Blocks {
		if err := r.measure(b); err != nil {
			return err
		}
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			in := &b.Instrs[k]
			use, def := scalarRefs(in)
			for w := range gen[bi] {
				gen[bi][w] = gen[bi][w]&^def[w] | use[w]
				kill[bi][w] |= def[w]
			}
			if in.Form.Enc == gfx9.EncSMEM {
				for w := range r.smem {
					r.smem[w] |= def[w]
				}
			}
		}
	}
	// backward dataflow with a worklist over the linear predecessors
	in, out := make([]scalarSet, n), make([]scalarSet, n)
	preds := f.Preds()
	work, queued := make([]int, 0, n), make([]bool, n)
	for bi := n - 1; bi >= 0; bi-- {
		work = append(work, bi)
		queued[bi] = true
	}
	for len(work) > 0 {
		bi := work[len(work)-1]
		work = work[:len(work)-1]
		queued[bi] = false
		var o scalarSet
		for _, s := range f.Blocks[bi].Succs {
			for w := range o {
				o[w] |= in[s][w]
			}
		}
		out[bi] = o
		var x scalarSet
		for w := range x {
			x[w] = gen[bi][w] | o[w]&^kill[bi][w]
		}
		if x == in[bi] {
			continue
		}
		in[bi] = x
		for _, p := range preds[bi] {
			if !queued[p] {
				queued[p] = true
				work = append(work, p)
			}
		}
	}
	r.liveIn = map[string]scalarSet{}
	for bi, b := range f.Blocks {
		if b.Label != "" {
			r.liveIn[b.Label] = in[bi]
		}
	}
	return nil
}

// measure records the sizes of a block's instructions.
func (r *relaxer) measure(b *mir.Block) error {
	sizes := make([]int, len(b.Instrs))
	for k := range b.Instrs {
		var err error
		if sizes[k], err = instrSize(&b.Instrs[k]); err != nil {
			return err
		}
	}
	r.size[b] = sizes
	return nil
}

// instrSize is an instruction's encoded size in bytes (branch offsets and
// label distances do not change it).
func instrSize(in *gfx9.Instr) (int, error) {
	w, err := gfx9.EncodeWords(in)
	if err != nil {
		return 0, fmt.Errorf("internal error: %s does not encode: %v", in.String(), err)
	}
	return 4 * len(w), nil
}

// farBranch is a branch out of range: the last instruction of block b.
type farBranch struct {
	b      int
	target string
}

// outOfRange lays the blocks out and returns the branches whose target is
// out of range, in block order.
func (r *relaxer) outOfRange() ([]farBranch, error) {
	f := r.f
	start := make(map[string]int, len(r.labels))
	offs := make([]int, len(f.Blocks)+1)
	for bi, b := range f.Blocks {
		if b.Label != "" {
			start[b.Label] = offs[bi]
		}
		n := offs[bi]
		for _, s := range r.size[b] {
			n += s
		}
		offs[bi+1] = n
	}
	var far []farBranch
	for bi, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if !isLabelBranch(in) {
				continue
			}
			if k != len(b.Instrs)-1 {
				return nil, fmt.Errorf("internal error: %s is not the last instruction of its block", in.String())
			}
			to, ok := start[in.Ops[0].Label]
			if !ok {
				return nil, fmt.Errorf("internal error: branch to unknown label %s", in.Ops[0].Label)
			}
			if d := (to - offs[bi+1]) / 4; d < r.lo || d > r.hi {
				far = append(far, farBranch{bi, in.Ops[0].Label})
			}
		}
	}
	return far, nil
}

// isLabelBranch reports whether in is a SOPP branch to a label.
func isLabelBranch(in *gfx9.Instr) bool {
	return in.Form.Enc == gfx9.EncSOPP && len(in.Ops) == 1 && in.Ops[0].Kind == gfx9.ValLabel && in.Ops[0].Label != ""
}

// freshLabel returns a label not yet used in the function.
func (r *relaxer) freshLabel(prefix string) string {
	for {
		l := fmt.Sprintf("%s%d", prefix, r.nLabel)
		r.nLabel++
		if !r.labels[l] {
			r.labels[l] = true
			return l
		}
	}
}

// pair chooses the SGPR pair of a long branch to target, and whether an
// SMEM load may still be writing it.
func (r *relaxer) pair(target string) (int, bool, error) {
	live := r.liveIn[target]
	if live.has(sccUnit) {
		return 0, false, fmt.Errorf("internal error: SCC is live into %s, which a long branch would clobber", target)
	}
	free := func(lo int) bool { return !live.has(lo) && !live.has(lo+1) }
	loaded := func(lo int) bool { return r.smem.has(lo) || r.smem.has(lo+1) }
	best, bestRank := -1, 4
	for lo := 0; lo+1 < regalloc.MaxSGPRs; lo += 2 {
		if !free(lo) {
			continue
		}
		rank := 0 // below the SGPR count and never loaded into
		switch {
		case loaded(lo):
			rank = 2
		case lo+2 > r.used:
			rank = 1
		}
		if rank < bestRank {
			best, bestRank = lo, rank
		}
	}
	if best < 0 {
		return 0, false, &LongBranchPairError{Target: target}
	}
	return best, bestRank == 2, nil
}

// expand rewrites the out-of-range branch ending block fb.b into a long
// branch (see RelaxBranches) and returns the blocks to insert after it,
// the last of which jumps to fb.target.
func (r *relaxer) expand(fb farBranch) ([]*mir.Block, error) {
	f := r.f
	b := f.Blocks[fb.b]
	last := &b.Instrs[len(b.Instrs)-1]
	p, wait, err := r.pair(fb.target)
	if err != nil {
		return nil, err
	}
	src := last.Src
	parse := func(format string, args ...any) (gfx9.Instr, error) {
		in, err := gfx9.ParseInstr(f.Target, fmt.Sprintf(format, args...))
		in.Src = src
		return in, err
	}
	var head []gfx9.Instr // the block that ends with s_getpc_b64
	if wait {
		w, err := parse("s_waitcnt lgkmcnt(0)")
		if err != nil {
			return nil, err
		}
		head = append(head, w)
	}
	getpc, err := parse("s_getpc_b64 s[%d:%d]", p, p+1)
	if err != nil {
		return nil, err
	}
	head = append(head, getpc)
	post := r.freshLabel(".Lpost_getpc")
	var tail []gfx9.Instr
	for _, text := range []string{
		fmt.Sprintf("s_add_u32 s%d, s%d, (%s-%s)&4294967295", p, p, fb.target, post),
		fmt.Sprintf("s_addc_u32 s%d, s%d, (%s-%s)>>32", p+1, p+1, fb.target, post),
		fmt.Sprintf("s_setpc_b64 s[%d:%d]", p, p+1),
	} {
		in, err := parse("%s", text)
		if err != nil {
			return nil, err
		}
		tail = append(tail, in)
	}
	var newBlocks []*mir.Block
	if last.Inst.Name == "s_branch" {
		// the block's branch becomes the long one
		b.Instrs = append(b.Instrs[:len(b.Instrs)-1], head...)
		newBlocks = []*mir.Block{{Label: post, Instrs: tail}}
	} else {
		inv, ok := invertedBranch[last.Inst.Name]
		if !ok {
			return nil, fmt.Errorf("internal error: no inverse of %s for a long branch", last.Inst.Name)
		}
		fall := ""
		if fb.b+1 < len(f.Blocks) {
			fall = f.Blocks[fb.b+1].Label
		}
		if fall == "" {
			fall = r.freshLabel(".Lrelax_fall")
			if fb.b+1 < len(f.Blocks) {
				f.Blocks[fb.b+1].Label = fall
			} else {
				f.Blocks = append(f.Blocks, &mir.Block{Label: fall})
			}
		}
		skip, err := parse("%s %s", inv, fall)
		if err != nil {
			return nil, err
		}
		*last = skip
		newBlocks = []*mir.Block{{Instrs: head}, {Label: post, Instrs: tail}}
	}
	for _, nb := range append(newBlocks, b) {
		if err := r.measure(nb); err != nil {
			return nil, err
		}
	}
	r.used = max(r.used, p+2)
	return newBlocks, nil
}

// expansion is the blocks a long branch adds after its block, the last
// of which jumps to target.
type expansion struct {
	blocks []*mir.Block
	target string
}

// insert puts the blocks of added[i] after block i, for every i; their
// logical successors are their linear ones (the last one's: the target,
// which its s_setpc_b64 reaches).
func (r *relaxer) insert(added []expansion) {
	f := r.f
	index := make([]int, len(f.Blocks))
	blocks := make([]*mir.Block, 0, len(f.Blocks))
	for i, b := range f.Blocks {
		index[i] = len(blocks)
		blocks = append(blocks, b)
		if i < len(added) {
			blocks = append(blocks, added[i].blocks...)
		}
	}
	f.Blocks = blocks
	f.RemapLogical(index)
	if !f.Logical {
		return
	}
	byLabel := map[string]int{}
	for i, b := range f.Blocks {
		if b.Label != "" {
			byLabel[b.Label] = i
		}
	}
	for i, e := range added {
		for k, nb := range e.blocks {
			if k+1 < len(e.blocks) {
				nb.LogicalSuccs = []int{index[i] + k + 2}
				continue
			}
			to, ok := byLabel[e.target]
			if !ok {
				to = -1
			}
			nb.LogicalSuccs = []int{to}
		}
	}
}

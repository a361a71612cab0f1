package passes

import (
	"slices"

	"hlslc/ir"
)

// RematAcrossLoops recomputes after a loop a cheap per-lane value that
// code before the loop and code after it both read and the loop does not:
// the address 48 * i of a struct loaded at the top of a kernel and stored
// at its end, around a loop over the neighbours. Kept, the value holds a
// VGPR through every iteration (GVN shared the two computations); copied
// in front of its readers after the loop, it is live before the loop and
// after it, not across it. LLVM's register allocator rematerializes such
// a definition at a split point, and its AMDGPU scheduler does for
// occupancy; NIR leaves the two computations apart.
//
// The value is one cheap full-rate VALU operation (cheapVALU, or a
// multiply by a constant that the 24-bit multiply computes) with a
// per-lane result (a constant operand is a literal at worst, needed
// after the loop only, or the offset field of the address it makes).
// Readers are visited before their operands, so that a chain (the
// address x + 16 of a field, folded into the offset of the access, and
// its x) is copied whole. Its per-lane operands
// must stay live through the loop anyway (another instruction reads each
// in the loop or after it, see liveInLoop), so the copy extends no live
// range across the loop. A copy goes in front of the first reader in each
// block after the loop (for a phi, at the end of its incoming block), and
// never into a later loop (where it would run in every iteration); the
// readers before the loop keep the original.
//
// It runs after the optimizer, on the function selection is given (GVN
// would merge the copies back). It returns a function that undoes what it
// did (nil when it changed nothing): whether the copies pay depends on
// the registers the whole kernel then needs, which only allocation tells
// (the backend compiles a kernel whose VGPRs limit its waves again with
// the copies, and keeps them only where they give it more waves).
// Guarantees: results are unchanged. A copy computes what the original
// did from the same operands, which dominate it (they dominate the
// original, which dominated its readers), in the lanes its reader runs in.
func RematAcrossLoops(f *ir.Func, u *UniformityInfo) (undo func()) {
	var headers []*ir.Block
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			headers = append(headers, b)
		}
	}
	if len(headers) == 0 {
		return nil
	}
	dom := ir.Dominators(f)
	c := &licmCFG{dom: dom, preds: predecessors(f), uni: u, users: newUseLists(f)}
	loops := make([]map[*ir.Block]bool, len(headers))
	for i, h := range headers {
		loops[i] = naturalLoop(h, c.preds, dom)
	}
	// readers before their operands: the copy of an address x + 16 after
	// the loop reads x there, which is then copied in front of it
	var log rematLog
	blocks := slices.Clone(f.Blocks)
	for bi := len(blocks) - 1; bi >= 0; bi-- {
		instrs := slices.Clone(blocks[bi].Instrs)
		for k := len(instrs) - 1; k >= 0; k-- {
			v := instrs[k]
			if !cheapAcrossLoops(v, u) {
				continue
			}
			for i, h := range headers {
				if rematAfter(f, v, h, loops[i], loops, c, &log) {
					c.users = newUseLists(f)
					break
				}
			}
		}
	}
	if len(log.copies) == 0 {
		return nil
	}
	return log.undo
}

// rematLog records what RematAcrossLoops changed: the copies it inserted
// and the operands it redirected to them.
type rematLog struct {
	copies []*ir.Value
	args   []rematArg
}

type rematArg struct {
	user *ir.Value
	i    int
	old  *ir.Value
}

// undo puts the operands back and takes the copies out, last change first.
func (l *rematLog) undo() {
	for k := len(l.args) - 1; k >= 0; k-- {
		a := l.args[k]
		a.user.Args[a.i] = a.old
	}
	for k := len(l.copies) - 1; k >= 0; k-- {
		cp := l.copies[k]
		b := cp.Block
		b.Instrs = slices.DeleteFunc(b.Instrs, func(w *ir.Value) bool { return w == cp })
	}
	l.copies, l.args = nil, nil
}

// cheapAcrossLoops reports whether v is cheaper to compute again than to
// keep live through a loop: a cheapVALU operation or a multiply by a
// constant of 24 bits whose other operand has 24 bits (v_mul_u32_u24,
// full rate), with a per-lane result.
func cheapAcrossLoops(v *ir.Value, u *UniformityInfo) bool {
	if v.Type != ir.I32 || u.IsUniform(v) {
		return false
	}
	switch {
	case cheapVALU[v.Op]:
		return true
	case v.Op == ir.OpMul:
		for k := range 2 {
			if c, x := v.Args[k], v.Args[1-k]; c.Op == ir.OpConst && c.Bits() < 1<<24 && knownBits(x, 0) < 1<<24 {
				return x.Op != ir.OpConst
			}
		}
	}
	return false
}

// rematAfter copies v in front of its readers after the loop headed by h
// (blocks: the loop's), when v is defined before the loop, no reader is in
// it, some reader follows it, no reader after it is in a loop that v is
// not in (all: the function's loops; the copy would run in every
// iteration of that loop), and v's per-lane operands stay live through it
// without v.
func rematAfter(f *ir.Func, v *ir.Value, h *ir.Block, blocks map[*ir.Block]bool, all []map[*ir.Block]bool, c *licmCFG, log *rematLog) bool {
	if blocks[v.Block] || !c.dom.Dominates(v.Block, h) {
		return false
	}
	reach := c.reachFrom(f, h)
	// the readers after the loop, by the block they read v in
	after := map[*ir.Block][]*ir.Value{}
	for _, w := range c.users.of(v) {
		for i, a := range w.Args {
			if a != v {
				continue
			}
			rb := w.Block
			if w.Op == ir.OpPhi {
				rb = w.Targets[i]
			}
			if blocks[rb] {
				return false // read in the loop: live across it anyway
			}
			if !reach(rb) {
				continue
			}
			for _, l := range all {
				if l[rb] && !l[v.Block] {
					return false
				}
			}
			after[rb] = append(after[rb], w)
		}
	}
	if len(after) == 0 {
		return false
	}
	self := map[*ir.Value]bool{v: true}
	for _, a := range v.Args {
		if a.Op != ir.OpConst && !c.uni.IsUniform(a) && !liveInLoop(a, self, reach, c) {
			return false
		}
	}
	// in block order, so that the copies' names are the same in every run
	order := make([]*ir.Block, 0, len(after))
	for rb := range after {
		order = append(order, rb)
	}
	slices.SortFunc(order, func(x, y *ir.Block) int { return x.ID - y.ID })
	bd := ir.NewBuilder(f)
	for _, rb := range order {
		readers := after[rb]
		at := len(rb.Instrs) - 1 // a phi reads at the end of the incoming block
		for k, w := range rb.Instrs {
			if slices.Contains(readers, w) && w.Op != ir.OpPhi {
				at = k
				break
			}
		}
		bd.SetBlock(rb)
		bd.Pos = v.Pos
		cp := bd.Emit(v.Op, v.Type, slices.Clone(v.Args)...)
		cp.Aux, cp.Var = v.Aux, v.Var
		rb.Instrs = slices.Insert(rb.Instrs[:len(rb.Instrs)-1], at, cp)
		log.copies = append(log.copies, cp)
		for _, w := range readers {
			for i, a := range w.Args {
				if a != v {
					continue
				}
				if w.Op == ir.OpPhi && w.Targets[i] != rb || w.Op != ir.OpPhi && w.Block != rb {
					continue
				}
				log.args = append(log.args, rematArg{w, i, v})
				w.Args[i] = cp
			}
		}
	}
	return true
}

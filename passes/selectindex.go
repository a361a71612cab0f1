package passes

import (
	"hlslc/ir"
)

// maxSelectElements bounds the arrays SelectIndex rewrites: RADV keeps
// function-local arrays of up to 256 bytes (64 dwords) out of scratch, as
// if-ladders over their elements, and puts larger ones in scratch. Each
// access at a computed offset costs a compare and a select per element.
const maxSelectElements = 64

// SelectIndex rewrites the accesses of a small private array at computed
// offsets into accesses at constant offsets, so that Promote can keep the
// array in registers instead of scratch memory: a load at offset x becomes
// the load of every element, each chosen by a select on x == its offset
// (the last element at the chain's start, where no compare chooses it); a store
// of v at x becomes a store to every element of v where x is its offset
// and of the element's current value elsewhere. LLVM's AMDGPU back end
// keeps such arrays in VGPRs likewise (promote-alloca to a vector, indexed
// with v_movrel or selects), and RADV lowers their indirect accesses to
// if-ladders.
//
// Only arrays without initial contents (constant tables stay tables:
// ConstTables), of at most maxSelectElements elements, whose every access
// is a load or store of one type and size (the element) at an offset that
// is a constant multiple of that size within the array, or a computed one.
// ArraysToRegisters runs it, on the arrays it is given, once the pipeline
// has reached its fixed point and the loops that walk those arrays have
// been unrolled. Guarantees: a
// load at an offset within the array, aligned to its element, reads the
// element there, and a store there writes it, as before; an offset
// outside the array, whose access is undefined in HLSL, reads the first
// element or writes nothing. It reports whether it rewrote anything.
func SelectIndex(f *ir.Func, arrays map[*ir.Memory]bool) bool {
	if len(f.Private) == 0 {
		return false
	}
	rewrite := map[*ir.Memory]ir.Type{}
	for m, t := range selectableArrays(f) {
		if arrays[m] {
			rewrite[m] = t
		}
	}
	if len(rewrite) == 0 {
		return false
	}
	r := newRewriter(f)
	b := ir.NewBuilder(f)
	for _, blk := range f.Blocks {
		var old []*ir.Value
		for _, v := range blk.Instrs {
			if _, ok := rewrite[v.Mem]; ok && v.Mem != nil && v.Args[0].Op != ir.OpConst {
				old = blk.Instrs
				break
			}
		}
		if old == nil {
			continue
		}
		blk.Instrs = make([]*ir.Value, 0, len(old)+8)
		b.SetBlock(blk)
		for _, v := range old {
			r.resolveArgs(v)
			t, ok := rewrite[v.Mem]
			if !ok || v.Mem == nil || v.Args[0].Op == ir.OpConst {
				blk.Instrs = append(blk.Instrs, v)
				continue
			}
			b.Pos = v.Pos
			m, x := v.Mem, v.Args[0]
			w := int64(t.Bytes())
			n := int64(m.ByteSize()) / w
			if v.Op == ir.OpLoad {
				// the chain from the last element down to the first, which
				// any offset that is not another element's reads
				acc := b.Load(t, m, b.ConstInt(x.Type, (n-1)*w), v.Align)
				for k := n - 2; k >= 0; k-- {
					off := b.ConstInt(x.Type, k*w)
					e := b.Load(t, m, off, v.Align)
					acc = b.Select(b.ICmp(ir.PredEq, x, off), e, acc)
				}
				r.replace(v, acc)
				continue
			}
			for k := int64(0); k < n; k++ {
				off := b.ConstInt(x.Type, k*w)
				e := b.Load(t, m, off, v.Align)
				b.Store(m, off, b.Select(b.ICmp(ir.PredEq, x, off), v.Args[1], e), v.Align)
			}
			r.kill(v)
		}
	}
	r.apply()
	return true
}

// selectableArrays are the private arrays of f that SelectIndex can
// rewrite, with their element type: accessed only by loads and stores, at
// least one at a computed offset, with no initial contents, and of one
// element type (selectable).
func selectableArrays(f *ir.Func) map[*ir.Memory]ir.Type {
	uses := map[*ir.Memory][]*ir.Value{}
	bad := map[*ir.Memory]bool{}
	computed := map[*ir.Memory]bool{}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Mem == nil || v.Mem.Kind != ir.MemPrivate {
				continue
			}
			if v.Op != ir.OpLoad && v.Op != ir.OpStore {
				bad[v.Mem] = true
				continue
			}
			uses[v.Mem] = append(uses[v.Mem], v)
			computed[v.Mem] = computed[v.Mem] || v.Args[0].Op != ir.OpConst
		}
	}
	out := map[*ir.Memory]ir.Type{}
	for _, m := range f.Private {
		if !computed[m] || bad[m] || m.Init != nil {
			continue
		}
		if t, ok := selectable(m, uses[m]); ok {
			out[m] = t
		}
	}
	return out
}

// selectable reports whether SelectIndex rewrites the array m, whose
// accesses are uses, and the type of its elements.
func selectable(m *ir.Memory, uses []*ir.Value) (ir.Type, bool) {
	var t ir.Type
	for i, v := range uses {
		e := elementOf(v)
		if i == 0 {
			t = e.t
		}
		if e.t != t {
			return t, false
		}
	}
	w := int64(t.Bytes())
	size := int64(m.ByteSize())
	if w == 0 || size%w != 0 || size/w > maxSelectElements {
		return t, false
	}
	for _, v := range uses {
		if v.Args[0].Op != ir.OpConst {
			continue
		}
		if e := elementOf(v); e.off < 0 || e.off+w > size || e.off%w != 0 {
			return t, false
		}
	}
	return t, true
}

package passes

import (
	"math/bits"
	"slices"

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
// the load of every element that can be at x (selectOffsets: those whose
// offset has the low bits that x is known to have), each chosen by a
// select on x == its offset (the last candidate at the chain's start,
// where no compare chooses it); a store of v at x becomes a store to every
// candidate of v where x is its offset and of the element's current value
// elsewhere. LLVM's AMDGPU back end
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
// outside the array, whose access is undefined in HLSL, reads one of its
// elements or writes nothing. It reports whether it rewrote anything.
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
			m := v.Mem
			w := int64(t.Bytes())
			at := selectOffsets(v.Args[0], w, int64(m.ByteSize())/w)
			// the compare that chooses the element at offset off
			chooses := func(off int64) *ir.Value {
				return b.ICmp(ir.PredEq, at.base, b.Func.Const(at.base.Type, uint64(off-at.add)&at.base.Type.Mask()))
			}
			if v.Op == ir.OpLoad {
				// the chain from the last candidate down to the first, which
				// any offset that is not another candidate's reads
				last := len(at.elements) - 1
				acc := b.Load(t, m, b.ConstInt(v.Args[0].Type, at.elements[last]), v.Align)
				for _, off := range slices.Backward(at.elements[:last]) {
					e := b.Load(t, m, b.ConstInt(v.Args[0].Type, off), v.Align)
					acc = b.Select(chooses(off), e, acc)
				}
				r.replace(v, acc)
				continue
			}
			for _, off := range at.elements {
				c := b.ConstInt(v.Args[0].Type, off)
				e := b.Load(t, m, c, v.Align)
				b.Store(m, c, b.Select(chooses(off), v.Args[1], e), v.Align)
			}
			r.kill(v)
		}
	}
	r.apply()
	return true
}

// selectOffset is how SelectIndex chooses among the elements of an array
// for an access at a computed offset x: x is base + add, add a constant
// (the field of an element of a vector or struct array: 16*i + 4), and
// the low bits of base that are known to be clear (16*i: four) leave as
// candidates only the elements whose offset minus add has them clear too.
// Each candidate at offset off is chosen by base == off - add (modulo the
// width), which the accesses to one base share whatever their add: the
// four components of float4 v[i] take four compares, not four chains.
type selectOffset struct {
	base     *ir.Value
	add      int64
	elements []int64 // the candidates' offsets, ascending (at least one)
}

// selectOffsets is the selectOffset of an access at x to an array of n
// elements of w bytes.
func selectOffsets(x *ir.Value, w, n int64) selectOffset {
	at := selectOffset{base: x}
	mask := x.Type.Mask()
	for {
		b := at.base
		if b.Op != ir.OpAdd && b.Op != ir.OpSub || !isConst(b.Args[1]) && (b.Op == ir.OpSub || !isConst(b.Args[0])) {
			break
		}
		c, y := b.Args[1], b.Args[0]
		if !isConst(c) {
			c, y = y, c
		}
		if b.Op == ir.OpSub {
			at.add -= int64(c.Bits())
		} else {
			at.add += int64(c.Bits())
		}
		at.base = y
	}
	at.add = int64(uint64(at.add) & mask)
	align := uint64(1) << min(bits.TrailingZeros64(KnownBits(at.base)|^mask), 32)
	for k := int64(0); k < n; k++ {
		if (uint64(k*w-at.add)&mask)%align == 0 {
			at.elements = append(at.elements, k*w)
		}
	}
	if len(at.elements) == 0 {
		// no element can be at x: the access is out of bounds, undefined
		at.elements = []int64{0}
	}
	return at
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

package passes

import (
	"encoding/binary"
	"slices"

	"hlslc/ir"
)

// ConstTables turns a private array that the function fills with constants
// before reading it, and never writes again, into a constant table: the
// array gets the bytes those stores leave (ir.Memory.Init; bytes no store
// writes are zero, as private memory starts) and the stores go. A local
// `const float4 w[16] = {...}` or `static const` table then needs no
// per-lane copy written to scratch by every invocation: the backend reads
// it from the code object's read-only data, as LLVM and ACO do with such
// tables. A load of a constant table at a constant offset becomes the
// constant it reads.
//
// An array qualifies when every store to it stores a constant at a
// constant offset within the array, aligned to its type, all in one block
// that dominates every load of the array (a load in that block coming
// after the last store); and at least one load reads it. Loads in
// unreachable blocks keep an array out (they read what they read).
// Guarantees: every load reads the value it read before (the array's
// contents when a load runs are exactly what the stores left). It
// reports whether it changed anything.
func ConstTables(f *ir.Func) bool {
	if len(f.Private) == 0 {
		return false
	}
	type info struct {
		stores []*ir.Value
		loads  []*ir.Value
		bad    bool
	}
	arrays := map[*ir.Memory]*info{}
	for _, m := range f.Private {
		arrays[m] = &info{bad: m.Init != nil}
	}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			a := arrays[v.Mem]
			if v.Mem == nil || v.Mem.Kind != ir.MemPrivate || a == nil || a.bad {
				continue
			}
			switch {
			case v.Op == ir.OpLoad:
				a.loads = append(a.loads, v)
			case v.Op == ir.OpStore && constStore(v) && (len(a.stores) == 0 || a.stores[0].Block == b):
				a.stores = append(a.stores, v)
			default:
				a.bad = true
			}
		}
	}
	var dom *ir.DomTree
	for _, m := range f.Private {
		a := arrays[m]
		if a.bad || len(a.loads) == 0 || len(a.stores) == 0 {
			continue // no stores: the table is zeros
		}
		if dom == nil {
			dom = ir.Dominators(f)
		}
		if !storesFirst(dom, a.stores, a.loads) {
			a.bad = true
		}
	}
	r := newRewriter(f)
	for _, m := range f.Private {
		a := arrays[m]
		if a.bad || len(a.loads) == 0 {
			continue
		}
		init := make([]byte, m.Layout.Size())
		for _, st := range a.stores {
			off, val := int(uint32(st.Args[0].Bits())), st.Args[1]
			n := val.Type.Bytes()
			if off+n > len(init) || off%n != 0 {
				init = nil
				break
			}
			var w [8]byte
			binary.LittleEndian.PutUint64(w[:], val.Bits())
			copy(init[off:off+n], w[:n])
		}
		if init == nil {
			continue
		}
		m.Init = init
		for _, st := range a.stores {
			r.kill(st)
		}
	}
	// loads of constant tables at constant offsets read constants
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpLoad || v.Mem == nil || v.Mem.Init == nil || v.Args[0].Op != ir.OpConst || !constantBytes(v.Type) {
				continue
			}
			off, n := int(uint32(v.Args[0].Bits())), v.Type.Bytes()
			if off+n > len(v.Mem.Init) || off%n != 0 {
				continue // out of bounds: the interpreter stops there
			}
			var w [8]byte
			copy(w[:], v.Mem.Init[off:off+n])
			r.replace(v, f.Const(v.Type, binary.LittleEndian.Uint64(w[:])))
		}
	}
	return r.apply()
}

// storesFirst reports whether every load runs after the stores have run:
// the stores' block (one for all) dominates each load's, and a load in
// that block comes after its last store. The stores' block may run again
// (in a loop): it stores the same constants again, so the contents stay.
func storesFirst(dom *ir.DomTree, stores, loads []*ir.Value) bool {
	b := stores[0].Block
	if !dom.Reachable(b) {
		return false
	}
	last := slices.Index(b.Instrs, stores[len(stores)-1])
	for _, ld := range loads {
		if ld.Block == b {
			if slices.Index(b.Instrs, ld) < last {
				return false
			}
		} else if !dom.Reachable(ld.Block) || !dom.Dominates(b, ld.Block) {
			return false
		}
	}
	return true
}

// constStore reports whether a store writes a constant of a type whose
// bytes ConstTables copies at a constant offset.
func constStore(v *ir.Value) bool {
	return v.Args[0].Op == ir.OpConst && v.Args[1].Op == ir.OpConst && constantBytes(v.Args[1].Type)
}

// constantBytes reports whether values of type t are stored as their
// constant's bits, little-endian, in t.Bytes() bytes.
func constantBytes(t ir.Type) bool {
	switch t {
	case ir.I16, ir.I32, ir.I64, ir.F16, ir.F32, ir.F64, ir.V2I16, ir.V2F16:
		return true
	}
	return false
}

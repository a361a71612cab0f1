package passes

import "hlslc/ir"

// GVN is global value numbering over the dominator tree: an instruction
// that computes the same value as one that dominates it is replaced by
// that one (a scoped table walked down the tree). Two instructions compute
// the same value when they have the same op, result type, aux data and
// operands (the first two in either order for commutative ops) and the op
// is
//
//   - pure (its result is a function of its operands),
//   - a load from a cbuffer or read-only buffer (memory no one writes
//     during a dispatch), with the same memory object and alignment,
//   - an id (id.dispatch, id.group, id.thread, id.index, wave.laneindex,
//     wave.lanecount), fixed for a lane during the whole dispatch, or
//   - a phi of the same block with the same incoming values.
//
// Loads from memory the dispatch writes (groupshared, private, RW
// buffers) are numbered within a block by memory generation: one equals an
// earlier load of the same type from the same object and offset, or the
// value an earlier store there wrote (store-to-load forwarding), when no
// instruction between may have written that object — a store or atomic on
// it (on any writable buffer or texture, for buffers: distinct views may
// share memory), a barrier, a fence or a call. Another thread writing the
// location in between without a barrier would be a data race, which D3D
// leaves undefined.
//
// Wave operations whose result depends on the active lanes (reductions,
// ballots, readfirst, …), atomics and calls are never merged. It reports
// whether it removed anything.
func GVN(f *ir.Func) bool {
	dom := ir.Dominators(f)
	rpo := dom.RPO()
	if len(rpo) == 0 {
		return false
	}
	// the tree's children of each block, in reverse postorder:
	// kids[kidAt[b]:kidAt[b+1]]
	kidAt := make([]int32, len(f.Blocks)+1)
	for _, b := range rpo[1:] {
		kidAt[dom.Idom(b).ID+1]++
	}
	for i := 1; i < len(kidAt); i++ {
		kidAt[i] += kidAt[i-1]
	}
	kids := make([]*ir.Block, len(rpo)-1)
	fill := append([]int32(nil), kidAt[:len(f.Blocks)]...)
	for _, b := range rpo[1:] {
		p := dom.Idom(b).ID
		kids[fill[p]] = b
		fill[p]++
	}
	r := newRewriter(f)
	var table valueTable // the keys the blocks on the walk's path entered
	phis := newPhiTable()
	number := func(b *ir.Block) {
		mem := newMemGens(b)
		for _, v := range b.Instrs {
			r.resolveArgs(v)
			if v.Op == ir.OpPhi {
				if w, h := phis.find(v); w != nil {
					r.replace(v, w)
				} else {
					phis.add(v, h)
				}
				continue
			}
			k, ok := keyOf(v, mem)
			if ok {
				if w := table.find(k); w != nil {
					// the survivor computes both: it may only be
					// refactored where both allowed it
					w.Fast = w.Fast && v.Fast
					r.replace(v, w)
					continue
				}
				table.push(k, v)
			}
			if mem.write(v) && v.Op == ir.OpStore {
				// the value stored is what a load there now reads (a
				// key no earlier entry has: the store began a new
				// generation of the memory, and the key names the block)
				table.push(loadKey(v.Mem, v.Args[0], ir.HeapIndex(v), v.Args[1].Type, mem), v.Args[1])
			}
		}
	}
	// walk the tree in preorder with an explicit stack (a chain of
	// thousands of blocks is that deep): a block's keys leave the table
	// when its subtree is done
	type frame struct {
		b          *ir.Block
		next, mark int32 // the next child in kids; where b's keys begin in table
	}
	number(rpo[0])
	stack := []frame{{rpo[0], kidAt[rpo[0].ID], 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < kidAt[top.b.ID+1] {
			c := kids[top.next]
			top.next++
			mark := int32(table.len())
			number(c)
			stack = append(stack, frame{c, kidAt[c.ID], mark})
			continue
		}
		table.popTo(int(top.mark))
		stack = stack[:len(stack)-1]
	}
	return r.apply()
}

// valueTable is GVN's scoped table: the keys the blocks on the walk's
// path entered, with the value each names, as a stack (a block's keys
// leave when its subtree is done, the last entered first), found through
// an open-addressing index of positions in the stack. The table holds
// every instruction down a chain of the dominator tree, all of a function
// whose ifs became selects: a map of the 48-byte keys took about 100 bytes
// an entry, spread over memory that each lookup missed on at 8n, where
// the index takes 8 bytes a slot at most half full, and the keys, in the
// order entered, are read only when a slot's hash matches.
type valueTable struct {
	keys []cseKey
	vals []*ir.Value
	// slots: 0 empty, else the key's hash (high 32 bits) and its
	// position in keys + 1 (low 32 bits); linear probing
	slots []uint64
}

func (t *valueTable) len() int { return len(t.keys) }

// hash mixes the fields of a key (not its memory object, which loads of
// several objects at one offset share the slots of).
func (k *cseKey) hash() uint32 {
	h := uint64(k.op) | uint64(k.t)<<8 | uint64(k.n)<<16 | uint64(uint32(k.align))<<32
	for _, x := range [...]uint64{uint64(k.aux), uint64(uint32(k.a[0])) | uint64(uint32(k.a[1]))<<32,
		uint64(uint32(k.a[2])) | uint64(uint32(k.block))<<32, uint64(k.gen)} {
		h = (h ^ x) * 0x9e3779b97f4a7c15
		h ^= h >> 32
	}
	return uint32(h)
}

// find returns the value of key k, or nil.
func (t *valueTable) find(k cseKey) *ir.Value {
	if len(t.slots) == 0 {
		return nil
	}
	h := k.hash()
	mask := uint32(len(t.slots) - 1)
	for i := h & mask; t.slots[i] != 0; i = (i + 1) & mask {
		if s := t.slots[i]; uint32(s>>32) == h && t.keys[uint32(s)-1] == k {
			return t.vals[uint32(s)-1]
		}
	}
	return nil
}

// push enters key k, which is not in the table, with value v.
func (t *valueTable) push(k cseKey, v *ir.Value) {
	t.keys = append(t.keys, k)
	t.vals = append(t.vals, v)
	if 2*len(t.keys) > len(t.slots) {
		// twice the size, the keys entered again in the stack's order:
		// the slots are then as if entered so from the start
		t.slots = make([]uint64, max(2*len(t.slots), 64))
		for p := range t.keys {
			t.place(p)
		}
		return
	}
	t.place(len(t.keys) - 1)
}

// place puts the key at position p of the stack in its slot.
func (t *valueTable) place(p int) {
	h := t.keys[p].hash()
	mask := uint32(len(t.slots) - 1)
	i := h & mask
	for t.slots[i] != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = uint64(h)<<32 | uint64(p+1)
}

// popTo removes the keys entered since the table held n, the last first:
// each is then the last of the probe sequence it was placed on, so
// emptying its slot leaves the slots as they were before it was entered.
func (t *valueTable) popTo(n int) {
	mask := uint32(len(t.slots) - 1)
	for p := len(t.keys) - 1; p >= n; p-- {
		want := uint32(p + 1)
		i := t.keys[p].hash() & mask
		for uint32(t.slots[i]) != want {
			i = (i + 1) & mask
		}
		t.slots[i] = 0
	}
	clear(t.vals[n:])
	t.keys, t.vals = t.keys[:n], t.vals[:n]
}

// phiTable holds the phis GVN keeps, found by their block, type and
// incoming edges: a hash of those picks a chain of candidates, compared
// exactly. (A string of the phi's block, type and operands as the key
// was a third of the pass's instructions on a function of loops.)
type phiTable struct {
	first map[uint64]int32 // hash -> the chain's first entry in phis
	phis  []*ir.Value
	next  []int32 // the chain's next entry, or -1
}

func newPhiTable() *phiTable { return &phiTable{first: map[uint64]int32{}} }

// phiHash mixes a phi's block, type and incoming (block, value) pairs: the
// value and block IDs are unique in the function while GVN runs
// (Dominators numbers the blocks), so equal phis hash alike.
func phiHash(v *ir.Value) uint64 {
	h := uint64(v.Block.ID)<<8 | uint64(v.Type)
	for i, a := range v.Args {
		h = (h ^ (uint64(v.Targets[i].ID)<<32 | uint64(uint32(a.ID)))) * 0x9e3779b97f4a7c15
		h ^= h >> 29
	}
	return h
}

// samePhi reports whether the phis v and w of one block have the same
// type and incoming values on the same edges, in the same order.
func samePhi(v, w *ir.Value) bool {
	if v.Block != w.Block || v.Type != w.Type || len(v.Args) != len(w.Args) {
		return false
	}
	for i, a := range v.Args {
		if a != w.Args[i] || v.Targets[i] != w.Targets[i] {
			return false
		}
	}
	return true
}

// find returns the phi of the table that v equals, or nil, and v's hash.
func (t *phiTable) find(v *ir.Value) (*ir.Value, uint64) {
	h := phiHash(v)
	i, ok := t.first[h]
	for ok && i >= 0 {
		if w := t.phis[i]; samePhi(v, w) {
			return w, h
		}
		i = t.next[i]
	}
	return nil, h
}

// add enters v, whose hash is h (find did not match it).
func (t *phiTable) add(v *ir.Value, h uint64) {
	i, ok := t.first[h]
	if !ok {
		i = -1
	}
	t.first[h] = int32(len(t.phis))
	t.phis = append(t.phis, v)
	t.next = append(t.next, i)
}

// memGens are the memory generations of one block: a write to an object
// starts a new generation of it (writable buffers and textures share one,
// see GVN).
type memGens struct {
	block   *ir.Block
	objects map[*ir.Memory]int
	buffers int
	all     int
}

func newMemGens(b *ir.Block) *memGens { return &memGens{block: b} }

// gen returns the generation of the object m.
func (g *memGens) gen(m *ir.Memory) int {
	if m.IsResource() {
		return g.all<<20 | g.buffers
	}
	return g.all<<20 | g.objects[m]
}

// write starts the generations v's writes begin; it reports whether v
// may write memory.
func (g *memGens) write(v *ir.Value) bool {
	if !v.Op.Is(ir.FlagMemWrite) {
		return false
	}
	switch {
	case v.Mem != nil && v.Mem.IsResource():
		g.buffers++
	case v.Mem != nil:
		if g.objects == nil {
			g.objects = map[*ir.Memory]int{}
		}
		g.objects[v.Mem]++
	default:
		g.all++ // barriers, fences, calls
	}
	return true
}

// loadKey is the key of a load of type t from m at offset off (of the
// descriptor heap entry idx for a view, else nil) in the current
// generation (alignment does not matter for the value).
func loadKey(m *ir.Memory, off, idx *ir.Value, t ir.Type, g *memGens) cseKey {
	return cseKey{op: ir.OpLoad, t: t, mem: m, a: [3]int32{keyID(off), keyID(idx)}, n: 1, block: int32(g.block.ID) + 1, gen: g.gen(m)}
}

// cseKey is what two instructions that compute the same value share. It
// names values and blocks by ID (+1, 0 for none), unique within the
// function while GVN runs, to keep the key and so the table small: the
// table holds every instruction down a chain of the dominator tree.
type cseKey struct {
	op    ir.Op
	t     ir.Type
	n     uint8 // number of operands
	align int32
	aux   int64
	mem   *ir.Memory
	a     [3]int32 // the operands
	// loads of writable memory: the block and memory generation
	block int32
	gen   int
}

// keyID is a value's ID in a cseKey: ID+1, 0 for nil.
func keyID(v *ir.Value) int32 {
	if v == nil {
		return 0
	}
	return int32(v.ID) + 1
}

// keyOf returns the value-numbering key of v, or false when v must not be
// merged with another instruction.
func keyOf(v *ir.Value, g *memGens) (cseKey, bool) {
	k := cseKey{op: v.Op, t: v.Type, aux: v.Aux, n: uint8(len(v.Args))}
	switch {
	case v.Op == ir.OpLoad && v.Mem != nil && !(v.Mem.Kind == ir.MemCBuffer || v.Mem.IsResource() && !v.Mem.Writable):
		return loadKey(v.Mem, v.Args[0], ir.HeapIndex(v), v.Type, g), true
	case v.Op == ir.OpLoad:
		if v.Mem == nil || int(int32(v.Align)) != v.Align {
			return k, false
		}
		k.mem, k.align = v.Mem, int32(v.Align)
	case v.Op == ir.OpTexLoad:
		if v.Mem.Writable {
			return k, false
		}
		k.mem = v.Mem
	case v.Op == ir.OpResDim:
		k.mem = v.Mem
	case v.Op == ir.OpDispatchID, v.Op == ir.OpGroupID, v.Op == ir.OpThreadID, v.Op == ir.OpGroupIndex,
		v.Op == ir.OpLaneIndex, v.Op == ir.OpLaneCount:
	case v.Op.Is(ir.FlagPure) && v.Op != ir.OpConst:
	default:
		return k, false
	}
	if len(v.Args) > 3 {
		return k, false
	}
	args := [3]*ir.Value{}
	copy(args[:], v.Args)
	if v.Op.Is(ir.FlagCommutative) && valueOrder(args[1], args[0]) {
		args[0], args[1] = args[1], args[0]
	}
	k.a = [3]int32{keyID(args[0]), keyID(args[1]), keyID(args[2])}
	return k, true
}

// valueOrder is a fixed order of values for canonical operand order.
func valueOrder(a, b *ir.Value) bool { return a.ID < b.ID }

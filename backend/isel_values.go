package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/ir"
)

// valueRegs holds the register (or constant operand) selected for each IR
// value of the function, by value ID: selection looks one up for every
// operand and records one for every result, and a slice indexed by ID costs
// a fraction of a map's hashing. An entry remembers its value, so that a
// value of another function sharing its ID is no hit; such a value (none
// in practice) goes to a map.
type valueRegs struct {
	of    []*ir.Value
	regs  []gfx9.Value
	other map[*ir.Value]gfx9.Value
}

func newValueRegs(fn *ir.Func) *valueRegs {
	n := fn.NumValues()
	return &valueRegs{of: make([]*ir.Value, n), regs: make([]gfx9.Value, n)}
}

func (t *valueRegs) get(v *ir.Value) (gfx9.Value, bool) {
	if v.ID < len(t.of) && t.of[v.ID] == v {
		return t.regs[v.ID], true
	}
	r, ok := t.other[v]
	return r, ok
}

func (t *valueRegs) set(v *ir.Value, r gfx9.Value) {
	if v.ID >= len(t.of) {
		n := max(v.ID+1, 2*len(t.of))
		t.of = append(t.of, make([]*ir.Value, n-len(t.of))...)
		t.regs = append(t.regs, make([]gfx9.Value, n-len(t.regs))...)
	}
	if w := t.of[v.ID]; w == nil || w == v {
		t.of[v.ID], t.regs[v.ID] = v, r
		return
	}
	if t.other == nil {
		t.other = map[*ir.Value]gfx9.Value{}
	}
	t.other[v] = r
}

// valueUsers lists the instructions of the function that use each of its
// values (once per operand), by value ID, in one allocation.
type valueUsers struct {
	start []int32 // the users of the value with ID i are list[start[i]:start[i+1]]
	list  []*ir.Value
}

func newValueUsers(fn *ir.Func) *valueUsers {
	n := fn.NumValues()
	u := &valueUsers{start: make([]int32, n+1)}
	for _, b := range fn.Blocks {
		for _, v := range b.Instrs {
			for _, a := range v.Args {
				u.start[a.ID+1]++
			}
		}
	}
	for i := 1; i <= n; i++ {
		u.start[i] += u.start[i-1]
	}
	u.list = make([]*ir.Value, u.start[n])
	next := make([]int32, n)
	copy(next, u.start[:n])
	for _, b := range fn.Blocks {
		for _, v := range b.Instrs {
			for _, a := range v.Args {
				u.list[next[a.ID]] = v
				next[a.ID]++
			}
		}
	}
	return u
}

// of returns the users of v (nil for a value made after the table).
func (u *valueUsers) of(v *ir.Value) []*ir.Value {
	if v.ID+1 >= len(u.start) {
		return nil
	}
	return u.list[u.start[v.ID]:u.start[v.ID+1]]
}

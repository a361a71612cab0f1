package passes

import "hlslc/ir"

// useLists are the users of every value of a function, by value ID: the
// instructions that have it as an operand, once per operand, in block and
// instruction order. The IR keeps no use lists; the passes that follow
// values to their users (SCCP, Uniformity, DeadLoop) build these. All the
// lists share one backing array and the index is dense: a map from value
// to list, or a slice header per value, was several times the memory
// the walks over them then had to bring into the cache.
type useLists struct {
	// start[id] .. start[id+1]: the users of the value id in users
	start []int32
	users []*ir.Value
}

// newUseLists returns the users of f's values as f stands; values created
// afterwards have none.
func newUseLists(f *ir.Func) *useLists {
	n := f.NumValues()
	start := make([]int32, n+1)
	// one walk over the operands (each a pointer to follow), recording the
	// uses in order; the counting sort then reads that record instead of
	// the operands again
	type use struct {
		id   int32
		user *ir.Value
	}
	all := make([]use, 0, n)
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			for _, a := range v.Args {
				all = append(all, use{int32(a.ID), v})
				start[a.ID+1]++
			}
		}
	}
	for i := 1; i <= n; i++ {
		start[i] += start[i-1]
	}
	users := make([]*ir.Value, len(all))
	for _, u := range all {
		users[start[u.id]] = u.user
		start[u.id]++
	}
	// each start[id] now is where id's users end: shift back by one
	copy(start[1:], start[:n])
	start[0] = 0
	return &useLists{start: start, users: users}
}

// of returns the users of v (none for a value created after the lists).
func (u *useLists) of(v *ir.Value) []*ir.Value {
	if v.ID+1 >= len(u.start) {
		return nil
	}
	return u.users[u.start[v.ID]:u.start[v.ID+1]:u.start[v.ID+1]]
}

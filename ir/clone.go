package ir

// Clone returns a copy of f that passes can rewrite without changing f:
// its own blocks, instructions, parameters, constants and private arrays
// (copies of f's), with the same names and IDs. The copy shares f's
// module, callees, and the resources and groupshared variables its
// instructions name; the module does not list it.
func (f *Func) Clone() *Func {
	g := &Func{Name: f.Name, Kernel: f.Kernel, NumThreads: f.NumThreads, Result: f.Result, Module: f.Module, Pos: f.Pos, nextID: f.nextID}
	vals := map[*Value]*Value{}
	blocks := map[*Block]*Block{}
	mems := map[*Memory]*Memory{}
	for _, m := range f.Private {
		c := *m
		mems[m] = &c
		g.Private = append(g.Private, &c)
	}
	copyOf := func(v *Value) *Value {
		if v == nil {
			return nil
		}
		if c, ok := vals[v]; ok {
			return c
		}
		c := *v
		vals[v] = &c
		return &c
	}
	for _, b := range f.Blocks {
		nb := &Block{ID: b.ID, Name: b.Name, Func: g, Pos: b.Pos, Instrs: make([]*Value, len(b.Instrs))}
		blocks[b] = nb
		g.Blocks = append(g.Blocks, nb)
	}
	for _, p := range f.Params {
		g.Params = append(g.Params, copyOf(p))
	}
	for k, c := range f.consts {
		if g.consts == nil {
			g.consts = map[constKey]*Value{}
		}
		g.consts[k] = copyOf(c)
	}
	for _, b := range f.Blocks {
		nb := blocks[b]
		for i, v := range b.Instrs {
			nb.Instrs[i] = copyOf(v)
		}
	}
	// the copies' references, now that every value and block has one
	for v, c := range vals {
		if v.Args != nil {
			c.Args = make([]*Value, len(v.Args))
			for i, a := range v.Args {
				c.Args[i] = copyOf(a)
			}
		}
		if v.Targets != nil {
			c.Targets = make([]*Block, len(v.Targets))
			for i, t := range v.Targets {
				c.Targets[i] = blocks[t]
			}
		}
		if v.Block != nil {
			c.Block = blocks[v.Block]
		}
		if m, ok := mems[v.Mem]; ok {
			c.Mem = m
		}
	}
	return g
}

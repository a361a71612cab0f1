package fuzz

// Reduce shrinks a failing program while keep reports that the failure is
// still there: it deletes statements (a barrier phase as a whole, so that a
// reduced program is never racy), replaces an if by one of its branches,
// and tries a single-group dispatch, until no single step keeps the
// failure. It returns the smallest program found and the number of
// candidate programs it ran.
func Reduce(p *Program, keep func(*Program) bool) (*Program, int) {
	runs := 0
	try := func(q *Program) bool {
		runs++
		return keep(q)
	}
	if p.Dispatch != [2]int{1, 1} {
		q := p.clone()
		q.Dispatch = [2]int{1, 1}
		if try(q) {
			p = q
		}
	}
	for changed := true; changed; {
		changed = false
		for i := 0; i < countStmts(p.Body); i++ {
			for op := 0; op < 3; op++ {
				t := i
				body, ok := edit(p.Body, &t, op)
				if !ok {
					continue
				}
				q := p.clone()
				q.Body = body
				if try(q) {
					p = q
					changed = true
					i-- // the statement now at index i is new
					break
				}
			}
		}
	}
	return p, runs
}

func (p *Program) clone() *Program {
	q := *p
	return &q
}

func countStmts(l []Stmt) int {
	n := 0
	for _, s := range l {
		n++
		switch s := s.(type) {
		case *If:
			n += countStmts(s.Then) + countStmts(s.Else)
		case *For:
			n += countStmts(s.Body)
		case *Switch:
			for _, c := range s.Cases {
				n += countStmts(c.Body)
			}
		}
	}
	return n
}

// edit returns a copy of l with operation op applied to the statement at
// pre-order index *t: 0 deletes it, 1 and 2 replace an if by its then or
// else branch. ok is false when op does not apply to that statement.
func edit(l []Stmt, t *int, op int) (out []Stmt, ok bool) {
	out = make([]Stmt, 0, len(l))
	for k, s := range l {
		if *t == 0 {
			*t = -1
			rest := l[k+1:]
			switch {
			case op == 0:
				return append(out, rest...), true
			case op == 1:
				if s, is := s.(*If); is {
					return append(append(out, s.Then...), rest...), true
				}
			case op == 2:
				if s, is := s.(*If); is && len(s.Else) > 0 {
					return append(append(out, s.Else...), rest...), true
				}
			}
			return nil, false
		}
		*t--
		switch s := s.(type) {
		case *If:
			if *t >= 0 {
				th, okT := edit(s.Then, t, op)
				if *t < 0 {
					if !okT {
						return nil, false
					}
					out = append(out, &If{Cond: s.Cond, Then: th, Else: s.Else})
					return append(out, l[k+1:]...), true
				}
				el, okE := edit(s.Else, t, op)
				if *t < 0 {
					if !okE {
						return nil, false
					}
					out = append(out, &If{Cond: s.Cond, Then: s.Then, Else: el})
					return append(out, l[k+1:]...), true
				}
			}
		case *For:
			if *t >= 0 {
				b, okB := edit(s.Body, t, op)
				if *t < 0 {
					if !okB {
						return nil, false
					}
					f := *s
					f.Body = b
					out = append(out, &f)
					return append(out, l[k+1:]...), true
				}
			}
		case *Switch:
			for j, c := range s.Cases {
				if *t < 0 {
					break
				}
				b, okB := edit(c.Body, t, op)
				if *t < 0 {
					if !okB {
						return nil, false
					}
					sw := &Switch{Sel: s.Sel, Cases: append([]Case(nil), s.Cases...)}
					sw.Cases[j].Body = b
					out = append(out, sw)
					return append(out, l[k+1:]...), true
				}
			}
		}
		out = append(out, s)
	}
	return out, *t < 0
}

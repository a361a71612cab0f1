package ir

// Structured control flow. Starting at the entry, control moves through
// constructs:
//
//   - A selection: `if %c, ^then, ^else, merge ^m`. Both arms run (each
//     with its lanes) until they branch to ^m, where the lanes meet again.
//     ^else may be ^m itself (no else).
//   - A loop: a header block ending in `loop ^body, merge ^m, continue ^c`.
//     The body runs until it branches to ^c (continue) or ^m (break); then
//     the continue construct starting at ^c runs until it branches back to
//     the header (the back edge) or to ^m. The lanes that took the back edge
//     run the next iteration; the loop ends when none did.
//
// Inside a construct a branch may go to a fresh block (one not yet part of
// any construct), or exit: to the innermost selection's merge (only within
// the innermost loop), to the innermost loop's merge (break), to its
// continue block (from the body) or to its header (from the continue
// construct). `condbr` is the two-way branch that exits: at least one of
// its targets must be such an exit of a loop. `ret` may appear anywhere.
// Every merge and continue block belongs to exactly one header and can only
// be reached by exits. The interpreter executes waves by exactly these rules.

// exits is the set of blocks a branch may exit to from inside a construct.
type exits struct {
	merge      *Block // innermost selection merge within the innermost loop
	loop       *Value // innermost loop's terminator (nil outside loops)
	inContinue bool   // in the loop's continue construct
}

// LoopBlocks returns a loop terminator's header, body, merge and continue.
func LoopBlocks(loop *Value) (header, body, merge, cont *Block) {
	return loop.Block, loop.Targets[0], loop.Targets[1], loop.Targets[2]
}

// EnclosingLoops maps every block reachable from the entry to the terminator
// of the innermost loop construct it belongs to: a loop's body and continue
// constructs belong to the loop, its header and merge block to the
// enclosing one; blocks outside every loop map to nil. Unlike a natural
// loop, a construct holds the blocks on a path out of it too (a break's or
// a return's block), which is what HLSL's wave operations see.
func EnclosingLoops(f *Func) map[*Block]*Value {
	// merge and continue blocks are entered from their header only
	exit := map[*Block]bool{}
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == OpLoop {
			_, _, m, c := LoopBlocks(t)
			exit[m], exit[c] = true, true
		}
	}
	type visit struct {
		b  *Block
		in *Value
	}
	loops := map[*Block]*Value{}
	stack := []visit{{f.Entry(), nil}}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if _, seen := loops[v.b]; seen {
			continue
		}
		loops[v.b] = v.in
		t := v.b.Terminator()
		if t == nil {
			continue
		}
		if t.Op == OpLoop {
			_, body, m, c := LoopBlocks(t)
			stack = append(stack, visit{m, v.in}, visit{c, t}, visit{body, t})
			continue
		}
		for _, s := range t.Targets {
			if !exit[s] {
				stack = append(stack, visit{s, v.in})
			}
		}
	}
	return loops
}

// exitKind says how a branch to t leaves the current construct: "merge",
// "break", "continue", "back edge", or "" when t is not an exit.
func (e exits) exitKind(t *Block) string {
	if e.merge == t {
		return "merge"
	}
	if e.loop != nil {
		h, _, m, c := LoopBlocks(e.loop)
		switch {
		case t == m:
			return "break"
		case t == c && !e.inContinue:
			return "continue"
		case t == h && e.inContinue:
			return "back edge"
		}
	}
	return ""
}

type structWalker struct {
	fv      *funcVerifier
	visited map[*Block]bool
	reached map[*Block]bool
	owner   map[*Block]*Block // merge or continue block -> its header
	role    map[*Block]string // "merge" or "continue"
}

func (fv *funcVerifier) structure() {
	w := &structWalker{fv: fv, visited: map[*Block]bool{}, reached: map[*Block]bool{},
		owner: map[*Block]*Block{}, role: map[*Block]string{}}
	ok := true
	claim := func(t *Value, b *Block, role string) {
		if h, dup := w.owner[b]; dup {
			fv.errorf(t.Pos, fv.ctx(t.Block), "^%s is the %s block of ^%s and the %s block of ^%s", b.Name, w.role[b], h.Name, role, t.Block.Name)
			ok = false
			return
		}
		w.owner[b], w.role[b] = t.Block, role
	}
	for _, b := range fv.f.Blocks {
		t := b.Terminator()
		switch t.Op {
		case OpIf:
			then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
			if then == els {
				fv.errorf(t.Pos, fv.ctx(b), "if: then and else are the same block ^%s", then.Name)
				ok = false
			}
			if merge == b {
				fv.errorf(t.Pos, fv.ctx(b), "if: the merge block is the header ^%s itself", b.Name)
				ok = false
			}
			claim(t, merge, "merge")
		case OpLoop:
			h, body, merge, cont := LoopBlocks(t)
			if body == merge || body == cont || merge == cont || h == body || h == merge || h == cont {
				fv.errorf(t.Pos, fv.ctx(b), "loop: header ^%s, body ^%s, merge ^%s and continue ^%s must be four different blocks", h.Name, body.Name, merge.Name, cont.Name)
				ok = false
			}
			claim(t, merge, "merge")
			claim(t, cont, "continue")
		}
	}
	if !ok {
		return
	}
	w.visited[fv.f.Entry()] = true
	w.walk(fv.f.Entry(), exits{})
}

// enter checks a branch from `from` to the fresh block `to`, marking it
// visited; it reports false (after an error) when `to` is not fresh.
func (w *structWalker) enter(t *Value, to *Block, e exits) bool {
	fv := w.fv
	from := t.Block
	if e.loop != nil && !e.inContinue && to == e.loop.Block {
		_, _, _, c := LoopBlocks(e.loop)
		fv.errorf(t.Pos, fv.ctx(from), "%s: the back edge to loop header ^%s must come from its continue construct (^%s)", t.Op, to.Name, c.Name)
		return false
	}
	if h, ok := w.owner[to]; ok {
		fv.errorf(t.Pos, fv.ctx(from), "%s: branch to ^%s, the %s block of ^%s, from outside its construct", t.Op, to.Name, w.role[to], h.Name)
		return false
	}
	if w.visited[to] {
		fv.errorf(t.Pos, fv.ctx(from), "%s: branch to ^%s, which is already part of another path (a branch into a construct, or a cycle without a loop header)", t.Op, to.Name)
		return false
	}
	w.visited[to] = true
	return true
}

// follow handles one branch target: an exit is recorded, a fresh block is
// entered. It returns the block to continue with, or nil.
func (w *structWalker) follow(t *Value, to *Block, e exits) *Block {
	if e.exitKind(to) != "" {
		w.reached[to] = true
		return nil
	}
	if !w.enter(t, to, e) {
		return nil
	}
	return to
}

func (w *structWalker) walk(b *Block, e exits) {
	fv := w.fv
	for b != nil {
		t := b.Terminator()
		switch t.Op {
		case OpRet:
			return
		case OpBr:
			b = w.follow(t, t.Targets[0], e)
		case OpCondBr:
			tt, ft := t.Targets[0], t.Targets[1]
			kt, kf := e.exitKind(tt), e.exitKind(ft)
			if kt == "" && kf == "" || e.loop == nil {
				if e.loop == nil {
					fv.errorf(t.Pos, fv.ctx(b), "condbr outside a loop: use if with a merge block")
				} else {
					_, _, m, c := LoopBlocks(e.loop)
					exit := "continue to ^" + c.Name
					if e.inContinue {
						exit = "the back edge to ^" + e.loop.Block.Name
					}
					fv.errorf(t.Pos, fv.ctx(b), "condbr: neither ^%s nor ^%s leaves the loop (break to ^%s or %s); use if with a merge block", tt.Name, ft.Name, m.Name, exit)
				}
				return
			}
			w.reached[tt] = w.reached[tt] || kt != ""
			w.reached[ft] = w.reached[ft] || kf != ""
			switch {
			case kt == "":
				b = w.follow(t, tt, e)
			case kf == "":
				b = w.follow(t, ft, e)
			default:
				b = nil
			}
		case OpIf:
			then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
			if e.exitKind(merge) != "" {
				fv.errorf(t.Pos, fv.ctx(b), "if: merge block ^%s is an exit of the enclosing construct", merge.Name)
				return
			}
			inner := exits{merge: merge, loop: e.loop, inContinue: e.inContinue}
			for _, arm := range []*Block{then, els} {
				if next := w.follow(t, arm, inner); next != nil {
					w.walk(next, inner)
				}
			}
			b = w.resume(t, merge)
		case OpLoop:
			_, body, merge, cont := LoopBlocks(t)
			inner := exits{loop: t}
			if next := w.follow(t, body, inner); next != nil {
				w.walk(next, inner)
			}
			if w.reached[cont] {
				if w.visited[cont] {
					fv.errorf(t.Pos, fv.ctx(b), "loop: continue block ^%s is already part of another path", cont.Name)
					return
				}
				w.visited[cont] = true
				w.walk(cont, exits{loop: t, inContinue: true})
			}
			b = w.resume(t, merge)
		default:
			return
		}
	}
}

// resume continues after a construct at its merge block, if any lane gets there.
func (w *structWalker) resume(t *Value, merge *Block) *Block {
	if !w.reached[merge] {
		return nil
	}
	if w.visited[merge] {
		w.fv.errorf(t.Pos, w.fv.ctx(t.Block), "%s: merge block ^%s is already part of another path", t.Op, merge.Name)
		return nil
	}
	w.visited[merge] = true
	return merge
}

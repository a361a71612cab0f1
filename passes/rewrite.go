package passes

import "hlslc/ir"

// Helpers shared by the transformations: the IR has no use lists, so a
// pass records replacements and deletions and applies them in one sweep.

// rewriter collects the replacements and deletions of one pass over f.
type rewriter struct {
	f     *ir.Func
	repl  map[*ir.Value]*ir.Value
	dead  []bool // by value ID
	nDead int
}

func newRewriter(f *ir.Func) *rewriter {
	return &rewriter{f: f, repl: map[*ir.Value]*ir.Value{}, dead: make([]bool, f.NumValues())}
}

// kill records that v goes.
func (r *rewriter) kill(v *ir.Value) {
	for v.ID >= len(r.dead) {
		r.dead = append(r.dead, false)
	}
	if !r.dead[v.ID] {
		r.dead[v.ID] = true
		r.nDead++
	}
}

func (r *rewriter) isDead(v *ir.Value) bool { return v.ID < len(r.dead) && r.dead[v.ID] }

// resolve follows the recorded replacements of v.
func (r *rewriter) resolve(v *ir.Value) *ir.Value {
	if len(r.repl) == 0 {
		return v
	}
	for {
		w, ok := r.repl[v]
		if !ok {
			return v
		}
		v = w
	}
}

// resolveArgs rewrites v's operands to their replacements.
func (r *rewriter) resolveArgs(v *ir.Value) {
	for i, a := range v.Args {
		v.Args[i] = r.resolve(a)
	}
}

// replace records that every use of v becomes a use of w and that v goes.
func (r *rewriter) replace(v, w *ir.Value) {
	r.repl[v] = w
	r.kill(v)
}

// apply rewrites all operands and removes the dead instructions. It
// reports whether anything changed.
func (r *rewriter) apply() bool {
	if len(r.repl) == 0 && r.nDead == 0 {
		return false
	}
	for _, b := range r.f.Blocks {
		kept := b.Instrs[:0]
		for _, v := range b.Instrs {
			if r.isDead(v) {
				continue
			}
			r.resolveArgs(v)
			kept = append(kept, v)
		}
		for i := len(kept); i < len(b.Instrs); i++ {
			b.Instrs[i] = nil
		}
		b.Instrs = kept
	}
	return true
}

// isConst reports whether v is a constant.
func isConst(v *ir.Value) bool { return v.Op == ir.OpConst }

func allConst(args []*ir.Value) bool {
	for _, a := range args {
		if !isConst(a) {
			return false
		}
	}
	return true
}

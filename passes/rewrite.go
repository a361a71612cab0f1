package passes

import "hlslc/ir"

// Helpers shared by the transformations: the IR has no use lists, so a
// pass records replacements and deletions and applies them in one sweep.

// rewriter collects the replacements and deletions of one pass over f.
type rewriter struct {
	f    *ir.Func
	repl map[*ir.Value]*ir.Value
	dead map[*ir.Value]bool
}

func newRewriter(f *ir.Func) *rewriter {
	return &rewriter{f: f, repl: map[*ir.Value]*ir.Value{}, dead: map[*ir.Value]bool{}}
}

// resolve follows the recorded replacements of v.
func (r *rewriter) resolve(v *ir.Value) *ir.Value {
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
	r.dead[v] = true
}

// apply rewrites all operands and removes the dead instructions. It
// reports whether anything changed.
func (r *rewriter) apply() bool {
	if len(r.repl) == 0 && len(r.dead) == 0 {
		return false
	}
	for _, b := range r.f.Blocks {
		kept := b.Instrs[:0]
		for _, v := range b.Instrs {
			if r.dead[v] {
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

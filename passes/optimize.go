package passes

import (
	"fmt"

	"hlslc/ir"
)

// pipeline is the order Optimize runs the transformations in.
var pipeline = []struct {
	name string
	run  func(f *ir.Func) bool
}{
	{"sccp", SCCP},
	{"simplifycfg", SimplifyCFG},
	{"simplify", Simplify},
	{"reassoc", Reassociate},
	{"divconst", DivConst},
	{"cse", CSE},
	{"licm", LICM},
	{"dce", DCE},
	{"pack16", Pack16},
}

// maxRounds bounds the fixed-point iteration; each round that changes
// something removes an instruction or an operand chain, so real code stays
// far below it.
const maxRounds = 1000

// Optimize runs sparse conditional constant propagation (SCCP), control
// flow simplification (SimplifyCFG), simplification, reassociation of
// constants (Reassociate), division by constants
// (DivConst), CSE, loop-invariant code
// motion (LICM), DCE and min16
// packing (Pack16) on every
// function until none changes anything. The module must verify before;
// it verifies after every pass that changed something, and the first
// failure is returned (naming the pass), as is a module that does not
// reach a fixed point within maxRounds rounds.
func Optimize(m *ir.Module) error {
	if err := ir.Verify(m); err != nil {
		return fmt.Errorf("passes: the input does not verify: %w", err)
	}
	for _, f := range m.Funcs {
		for round := 0; ; round++ {
			if round == maxRounds {
				return fmt.Errorf("passes: @%s: no fixed point after %d rounds", f.Name, maxRounds)
			}
			changed := false
			for _, p := range pipeline {
				if !p.run(f) {
					continue
				}
				changed = true
				if err := ir.Verify(m); err != nil {
					return fmt.Errorf("passes: %s broke @%s: %w", p.name, f.Name, err)
				}
			}
			if !changed {
				break
			}
		}
	}
	return nil
}

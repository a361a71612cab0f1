package passes

import (
	"fmt"
	"time"

	"hlslc/ir"
)

// pipeline is the order Optimize runs the transformations in. Three
// passes of this package are not in it because they serve selection, on
// the function the pipeline leaves: Uniformity (an analysis), ExitPhis,
// whose single-entry phis the pipeline's passes would fold away again,
// and RematAcrossLoops, whose copies GVN would merge again. Nor is
// SelectIndex, which ArraysToRegisters runs, with Unroll's rule for loops
// that walk private arrays and then this pipeline, on a copy of a kernel
// the back end compiles again with its private arrays in registers.
var pipeline = []struct {
	name string
	run  func(f *ir.Func) bool
}{
	{"sccp", SCCP},
	{"simplifycfg", SimplifyCFG},
	{"unroll", Unroll},
	{"promote", Promote},
	{"consttable", ConstTables},
	{"hoistcommon", HoistCommon},
	{"sinkstores", SinkStores},
	{"ifconvert", IfConvert},
	// GVN first: a product shared by two sums is then not contracted
	// into both (Algebraic's contraction wants single-use multiplies)
	{"gvn", GVN},
	// before Algebraic distributes constant factors over sums: a product
	// of a sum that GVN shared ((x*3+1)*c, used twice) is still one term
	// of the value x*3+1, where Algebraic makes it a shared x*3c + c
	{"factor", FactorSums},
	{"algebraic", Algebraic},
	{"divconst", DivConst},
	{"fdivshare", FDivShare},
	{"licm", LICM},
	{"ivreduce", IVReduce},
	{"dse", DSE},
	{"dce", DCE},
	{"deadloop", DeadLoop},
	{"pack16", Pack16},
	// late, so that Unroll, DeadLoop and IVReduce see the loops as written
	{"rotate", Rotate},
	{"sink", Sink},
}

// maxRounds bounds the fixed-point iteration; each round that changes
// something removes an instruction or an operand chain, so real code stays
// far below it.
const maxRounds = 1000

// Options tune Optimize.
type Options struct {
	// VerifyEach verifies the module after every pass that changed it
	// (the tests do; the failure then names the pass). Otherwise it is
	// verified before and after the whole pipeline.
	VerifyEach bool
	// Verified says the caller has just verified the module (lower.Lower
	// verifies what it returns), so the check of the input is not
	// repeated; the output is verified all the same.
	Verified bool
	// Time, when set, is told how long each pass run took (-ftime-report).
	Time func(pass string, d time.Duration)
	// KeepInvariants runs the pipeline without LICM: loop-invariant
	// values stay in their loops, recomputed each iteration, where LICM
	// would keep them live through the loop (OptimizeFunc; the back end
	// compiles a kernel whose VGPRs limit its waves this way too).
	KeepInvariants bool
}

// Optimize runs sparse conditional constant propagation (SCCP), control
// flow simplification (SimplifyCFG), loop unrolling (Unroll), promotion
// of private arrays to SSA values (Promote), constant tables out of
// private arrays filled with constants (ConstTables), hoisting of what both arms of
// an if compute (HoistCommon), sinking of the store both arms end with
// (SinkStores), if-conversion (IfConvert), global
// value numbering (GVN), the algebraic rule table (Algebraic), division by constants
// (DivConst), divisions sharing a divisor spelled out (FDivShare),
// loop-invariant code motion (LICM), induction-variable strength
// reduction (IVReduce), dead store elimination (DSE), DCE, removal of
// loops without effects (DeadLoop), min16 packing (Pack16), rotation of
// loops whose first test is known to pass (Rotate) and sinking to
// the uses (Sink) on every function until none changes anything. The module must
// verify before, and verifies after; a module that does not reach a fixed
// point within maxRounds rounds is an error.
func Optimize(m *ir.Module) error { return OptimizeWith(m, Options{}) }

// OptimizeWith is Optimize with options.
func OptimizeWith(m *ir.Module, opts Options) error {
	if !opts.Verified {
		if err := ir.Verify(m); err != nil {
			return fmt.Errorf("passes: the input does not verify: %w", err)
		}
	}
	for _, f := range m.Funcs {
		if err := optimizeFunc(m, f, opts); err != nil {
			return err
		}
	}
	if err := ir.Verify(m); err != nil {
		return fmt.Errorf("passes: the optimized module does not verify: %w", err)
	}
	return nil
}

// RunPass runs the pipeline pass with the given name on f (for debugging
// tools); it reports whether it changed anything.
func RunPass(name string, f *ir.Func) bool {
	for _, p := range pipeline {
		if p.name == name {
			return p.run(f)
		}
	}
	panic("passes: no pass " + name)
}

// optimizeFunc runs the pipeline on f until it changes nothing.
func optimizeFunc(m *ir.Module, f *ir.Func, opts Options) error {
	// clean[i]: pipeline pass i ran after the function's last change and
	// changed nothing. A pass is a function of the code it is given, so
	// it would change nothing again until another pass changes the code:
	// the round that confirms the fixed point runs only the passes from
	// the first one up to the last one that changed something.
	clean := make([]bool, len(pipeline))
	for round := 0; ; round++ {
		if round == maxRounds {
			return fmt.Errorf("passes: @%s: no fixed point after %d rounds", f.Name, maxRounds)
		}
		changed := false
		for i, p := range pipeline {
			if clean[i] || opts.KeepInvariants && p.name == "licm" {
				continue
			}
			t0 := time.Now()
			ran := p.run(f)
			if opts.Time != nil {
				opts.Time(p.name, time.Since(t0))
			}
			if !ran {
				clean[i] = true
				continue
			}
			clear(clean)
			changed = true
			if !opts.VerifyEach {
				continue
			}
			if err := ir.Verify(m); err != nil {
				return fmt.Errorf("passes: %s broke @%s: %w", p.name, f.Name, err)
			}
		}
		if !changed {
			return nil
		}
	}
}

// OptimizeFunc runs the pipeline on f, a function of m or a copy of one
// (ir.Func.Clone) that m does not list, and verifies it in its place.
func OptimizeFunc(m *ir.Module, f *ir.Func, opts Options) error {
	if err := optimizeFunc(m, f, opts); err != nil {
		return err
	}
	return verifyIn(m, f)
}

// verifyIn verifies m with f in place of its function of the same name.
func verifyIn(m *ir.Module, f *ir.Func) error {
	mc := *m
	mc.Funcs = make([]*ir.Func, len(m.Funcs))
	for i, g := range m.Funcs {
		mc.Funcs[i] = g
		if g.Name == f.Name {
			mc.Funcs[i] = f
		}
	}
	if err := ir.Verify(&mc); err != nil {
		return fmt.Errorf("passes: the rewritten @%s does not verify: %w", f.Name, err)
	}
	return nil
}

package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
)

// Some rewrites of a kernel's IR pay only in some kernels, and which shows
// only after register allocation: copies that free a VGPR through a loop
// are instructions, and the pressure may peak elsewhere; a private array
// in registers saves the scratch round trips but holds registers through
// its live range. The back end compiles such a kernel again from rewritten
// copies of its IR (ir.Func.Clone), one trial after the other in the order
// of the table trials, and keeps a copy's version where the trial's rule
// says it is better than the kernel's version so far. (LLVM's GCN
// scheduler reverts its stages the same way when they lose occupancy.)

// A version is one compilation of a kernel: the IR it was selected from
// and the allocated machine code, with the waves per SIMD it gets.
type version struct {
	fn      *ir.Func
	f       *mir.Func
	info    *KernelInfo
	waves   int // kernelWaves: VGPRs, SGPRs and LDS
	byVGPRs int // allocatedWaves: VGPRs and LDS
}

// vgprLimited reports whether the version's VGPRs limit its waves (below
// what its LDS and group size allow).
func (v *version) vgprLimited() bool {
	return v.byVGPRs < kernelOccupancy(v.info).Waves(1)
}

// spills is how many registers the version spills.
func (v *version) spills() int { return v.info.SpilledSGPRs + v.info.SpilledVGPRs }

// A trial is one rewrite of the kernel's IR that the back end tries.
type trial struct {
	name string
	// applies reports whether the trial can pay on cur, the kernel's
	// version so far.
	applies func(k *kernelTrials, cur *version) bool
	// variants calls try with each copy of the IR the trial builds from
	// base (cur when the trial started), in order; try compiles it, and
	// reports whether the copy's version was kept, becoming the kernel's.
	variants func(k *kernelTrials, base *version, try func(g *ir.Func) bool)
	// keeps reports whether next, a copy's version, replaces cur.
	keeps func(cur, next *version) bool
	// composes: the trial runs on the versions that the trials after it
	// compile too (its rewrite is independent of theirs), not only on the
	// kernel as it is.
	composes bool
}

// trials are the back end's trials, in the order they run.
var trials = []trial{
	{
		// passes.RematAcrossLoops' copies of cheap values after loops,
		// kept for more waves by the VGPRs
		name:     "rematloops",
		applies:  func(_ *kernelTrials, cur *version) bool { return cur.vgprLimited() },
		variants: rematVariant,
		keeps:    func(cur, next *version) bool { return next.byVGPRs > cur.byVGPRs },
		composes: true,
	},
	{
		// LICM keeps the values it hoists live through their loops,
		// without regard to the pressure there: a kernel with loops
		// whose VGPRs limit its waves is optimized again without it
		// (passes.Options.KeepInvariants) from its IR before
		// optimization, kept for more waves. (LLVM's GCN scheduler sinks
		// such values back into the loop when that raises the occupancy,
		// its rematerialization stage; ACO's pipeline has no LICM.)
		name: "nolicm",
		applies: func(k *kernelTrials, cur *version) bool {
			return k.pre != nil && hasLoop(cur.fn) && cur.vgprLimited()
		},
		variants: noLICMVariant,
		keeps:    func(cur, next *version) bool { return next.waves > cur.waves },
	},
	{
		// private arrays in scratch memory because code indexes them by
		// computed offsets, in registers (passes.ArraysToRegisters), kept
		// at as many waves and no more spills
		name:     "arrays",
		applies:  func(_ *kernelTrials, cur *version) bool { return len(passes.ScratchArrays(cur.fn)) > 0 },
		variants: arrayVariants,
		keeps: func(cur, next *version) bool {
			return next.waves >= cur.waves && next.spills() <= cur.spills()
		},
	},
}

// kernelTrials is what the trials of one kernel's compilation share.
type kernelTrials struct {
	m    *ir.Module
	pre  *ir.Func // the kernel before optimization (nil under NoOptimize)
	t    gfx9.Target
	opts *Options
}

// run runs the trials on cur, the kernel's version, and returns the version
// kept.
func (k *kernelTrials) run(cur *version, trials []trial) *version {
	for i, tr := range trials {
		if !tr.applies(k, cur) {
			continue
		}
		tr.variants(k, cur, func(g *ir.Func) bool {
			next, ok := k.compileCopy(g, trials[:i])
			if !ok || !tr.keeps(cur, next) {
				return false
			}
			cur = next
			return true
		})
	}
	return cur
}

// compileCopy selects and allocates g, a rewritten copy of the kernel, and
// runs on its version the trials before that compose (run); ok is false
// where it fails, a limit it meets (mir.LimitError) included: the version
// before it stands.
func (k *kernelTrials) compileCopy(g *ir.Func, before []trial) (v *version, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, limit := r.(*mir.LimitError); !limit {
				panic(r)
			}
			v, ok = nil, false
		}
	}()
	f, info, err := selectAndAllocateScheduled(k.m, g, k.t, k.opts)
	if err != nil {
		return nil, false
	}
	if v, err = measureVersion(g, f, info); err != nil {
		return nil, false
	}
	var composing []trial
	for _, tr := range before {
		if tr.composes {
			composing = append(composing, tr)
		}
	}
	return k.run(v, composing), true
}

// measureVersion is the version of fn compiled into f.
func measureVersion(fn *ir.Func, f *mir.Func, info *KernelInfo) (*version, error) {
	byVGPRs, err := allocatedWaves(f, info)
	if err != nil {
		return nil, err
	}
	waves, err := kernelWaves(f, info)
	if err != nil {
		return nil, err
	}
	return &version{fn: fn, f: f, info: info, waves: waves, byVGPRs: byVGPRs}, nil
}

// rematVariant is base with passes.RematAcrossLoops' copies, if it makes
// any.
func rematVariant(_ *kernelTrials, base *version, try func(*ir.Func) bool) {
	g := base.fn.Clone()
	if passes.RematAcrossLoops(g, passes.Uniformity(g)) != nil {
		try(g)
	}
}

// noLICMVariant is the kernel optimized again from its IR before
// optimization, without LICM.
func noLICMVariant(k *kernelTrials, _ *version, try func(*ir.Func) bool) {
	g := k.pre.Clone()
	if passes.OptimizeFunc(k.m, g, passes.Options{KeepInvariants: true}) == nil {
		try(g)
	}
}

// arrayVariants are copies of base with its private arrays in scratch in
// registers: all of them, and when that is not kept, one at a time
// (smallest first, at most maxArrayTrials), each with those before it
// that were kept.
func arrayVariants(k *kernelTrials, base *version, try func(*ir.Func) bool) {
	arrays := passes.ScratchArrays(base.fn)
	index := map[*ir.Memory]int{}
	for i, a := range base.fn.Private {
		index[a] = i
	}
	// tryArrays tries a copy of base with the arrays set in registers
	tryArrays := func(set []*ir.Memory) bool {
		g := base.fn.Clone()
		mine := make([]*ir.Memory, len(set))
		for i, a := range set {
			mine[i] = g.Private[index[a]]
		}
		if changed, err := passes.ArraysToRegisters(k.m, g, mine); err != nil || !changed {
			return false
		}
		return try(g)
	}
	if tryArrays(arrays) || len(arrays) == 1 {
		return
	}
	var kept []*ir.Memory
	for _, a := range arrays[:min(len(arrays), maxArrayTrials)] {
		if tryArrays(append(slices.Clone(kept), a)) {
			kept = append(kept, a)
		}
	}
}

// hasLoop reports whether fn has a loop, out of which LICM may have hoisted
// something.
func hasLoop(fn *ir.Func) bool {
	for _, b := range fn.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			return true
		}
	}
	return false
}

// maxArrayTrials bounds the compiles of a kernel with one more of its
// private arrays in registers each.
const maxArrayTrials = 4

// kernelWaves is the waves per SIMD of the allocated kernel: its VGPRs,
// its SGPRs (with VCC, and the XNACK mask, which some targets reserve)
// and its LDS.
func kernelWaves(f *mir.Func, info *KernelInfo) (int, error) {
	regs, err := CountRegisters(f, info)
	if err != nil {
		return 0, err
	}
	k := kernelOccupancy(info)
	o, err := gfx9.ComputeOccupancy(max(regs.VGPRs, 1), regs.SGPRs+gfx9.ExtraSGPRs(regs.UsesVCC, false, true), k.LDSBytes, k.GroupSize)
	if err != nil {
		return 0, err
	}
	return o.WavesPerSIMD, nil
}

// allocatedWaves is the waves per SIMD the allocated kernel's VGPRs and
// LDS allow.
func allocatedWaves(f *mir.Func, info *KernelInfo) (int, error) {
	regs, err := CountRegisters(f, info)
	if err != nil {
		return 0, err
	}
	return kernelOccupancy(info).Waves(regs.VGPRs), nil
}

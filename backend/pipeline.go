package backend

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/regalloc"
)

// machinePass is one machine-level pass of the pipeline.
type machinePass struct {
	name string
	// afterRA: the pass runs on allocated code (physical registers);
	// otherwise on virtual registers, between selection and allocation.
	afterRA bool
	// required: the code is wrong without the pass (wait states, s_waitcnt),
	// so it cannot be turned off.
	required bool
	// keepsLiveness: the pass takes the liveness of the code it is given
	// (KernelInfo.liveness, computing it when nil) and leaves it there,
	// right for the code it leaves; after any other pass it is dropped.
	keepsLiveness bool
	run           func(f *mir.Func, info *KernelInfo) error
}

// machinePipeline is the order the machine passes run in: the rewrites of
// the selected code on virtual registers, then (after regalloc) the passes
// that make allocated code legal. Options.Disable turns a pass off by name,
// Options.AfterPass sees the code after each, Options.Time times each.
var machinePipeline = []machinePass{
	{name: "sinkloads", run: func(f *mir.Func, info *KernelInfo) error {
		limit := info.maxSGPRs
		if limit == 0 {
			limit = regalloc.MaxSGPRs
		}
		return SinkInvariantLoads(f, limit)
	}},
	{name: "memmerge", run: noError(MergeMemory)},
	{name: "combine", run: func(f *mir.Func, info *KernelInfo) error {
		Combine(f, CombineOptions{FlushF32: info.FloatDenormMode32 == codeobj.FloatDenormFlushSrcDst})
		return nil
	}},
	{name: "literals", run: noError(LiteralsToSGPRs)},
	{name: "literal-share", run: noError(ShareLiteralSGPRs)},
	// the rows a literal kept out of VOP3 (a v_and_or_b32's mask), now
	// that literals holds it in an SGPR
	{name: "combine-sgpr", run: func(f *mir.Func, info *KernelInfo) error {
		Combine(f, CombineOptions{FlushF32: info.FloatDenormMode32 == codeobj.FloatDenormFlushSrcDst})
		return nil
	}},
	{name: "foldcopy", run: noError(FoldCopies)},
	{name: "tuples", run: noError(ReuseTuples)},
	{name: "vconst", run: noError(ShareVectorConstants)},
	{name: "deadcode", run: func(f *mir.Func, info *KernelInfo) error {
		if info.Scratch {
			DeadCode(f, info.ScratchRsrc, info.ScratchOffset)
		} else {
			DeadCode(f)
		}
		return nil
	}},
	// first of the passes that compute liveness (which it hands on when
	// it spills nothing): a deep nest of divergent ifs keeps a saved exec
	// mask per level live, liveness sets as large as the nest squared
	// until they are spilled
	{name: "sgprdemand", keepsLiveness: true, run: func(f *mir.Func, info *KernelInfo) error {
		var keep []gfx9.Value
		if info.Scratch {
			keep = []gfx9.Value{info.ScratchRsrc, info.ScratchOffset}
		}
		var err error
		info.sgprSpills, info.liveness, err = regalloc.SpillByDemand(f, info.maxSGPRs, keep...)
		return err
	}},
	{name: "sinkuses", keepsLiveness: true, run: func(f *mir.Func, info *KernelInfo) error {
		var err error
		info.liveness, err = sinkToUses(f, info.liveness, info.sgprSpills.LaneVGPRs())
		return err
	}},
	{name: "hoistdefs", keepsLiveness: true, run: func(f *mir.Func, info *KernelInfo) error {
		var err error
		info.liveness, err = hoistToDefs(f, info.liveness, info.sgprSpills.LaneVGPRs())
		return err
	}},
	{name: "schedule", keepsLiveness: true, run: func(f *mir.Func, info *KernelInfo) error {
		var err error
		info.schedule, err = schedule(f, kernelOccupancy(info), info.scheduleLimit, info.liveness, info.sgprSpills.LaneVGPRs())
		return err
	}},
	{name: "vcc", run: noError(UseVCC)},
	{name: "tiemac", run: noError(TieMac)},
	{name: "shrink", afterRA: true, run: noError(Shrink)},
	{name: "fuse", afterRA: true, run: func(f *mir.Func, _ *KernelInfo) error { return FuseScalarIntoVALU(f) }},
	{name: "sccreuse", afterRA: true, run: noError(ReuseSCC)},
	{name: "branches", afterRA: true, run: func(f *mir.Func, _ *KernelInfo) error { return CleanBranches(f) }},
	{name: "barriers", afterRA: true, run: func(f *mir.Func, info *KernelInfo) error {
		DropWaveBarriers(f, info.NumThreads[0]*info.NumThreads[1]*info.NumThreads[2])
		return nil
	}},
	{name: "waitcnt", afterRA: true, required: true, run: func(f *mir.Func, _ *KernelInfo) error { return InsertWaitcnt(f) }},
	{name: "hazards", afterRA: true, required: true, run: noError(InsertHazardNops)},
	{name: "pclabel", afterRA: true, required: true, run: func(f *mir.Func, info *KernelInfo) error { return PlacePCLabel(f, info.pcLabel) }},
	{name: "relax", afterRA: true, required: true, run: func(f *mir.Func, info *KernelInfo) error {
		regs, err := CountRegisters(f, info)
		if err != nil {
			return err
		}
		return RelaxBranches(f, regs.SGPRs)
	}},
}

func noError(pass func(*mir.Func)) func(*mir.Func, *KernelInfo) error {
	return func(f *mir.Func, _ *KernelInfo) error {
		pass(f)
		return nil
	}
}

// MachinePassNames lists the machine passes in pipeline order; the ones
// Options.Disable may name are those not marked required.
func MachinePassNames() (all, optional []string) {
	for _, p := range machinePipeline {
		all = append(all, p.name)
		if !p.required {
			optional = append(optional, p.name)
		}
	}
	return all, optional
}

// CheckPassNames reports a name in disable or printAfter that is no
// machine pass (printAfter may also be "all"), or a required pass in
// disable.
func CheckPassNames(disable, printAfter []string) error {
	all, optional := MachinePassNames()
	for _, d := range disable {
		if !slices.Contains(all, d) {
			return fmt.Errorf("no machine pass %q (passes: %s)", d, strings.Join(optional, ", "))
		}
		if !slices.Contains(optional, d) {
			return fmt.Errorf("the machine pass %q cannot be disabled: the code is wrong without it", d)
		}
	}
	for _, p := range printAfter {
		if p != "all" && !slices.Contains(all, p) {
			return fmt.Errorf("no machine pass %q (passes: %s)", p, strings.Join(all, ", "))
		}
	}
	return nil
}

// checkKeptLiveness compares a liveness a pass kept (nil: none) with
// the liveness of the code computed afresh (with the same registers left
// out of the sets): live-in and live-out sets and every instruction's refs.
func checkKeptLiveness(f *mir.Func, kept *mir.Liveness) error {
	if kept == nil {
		return nil
	}
	fresh, err := mir.ComputeLivenessWithout(f, kept.Without())
	if err != nil {
		return err
	}
	for bi := range f.Blocks {
		switch {
		case !slices.Equal(kept.LiveIn[bi], fresh.LiveIn[bi]) || !slices.Equal(kept.LiveOut[bi], fresh.LiveOut[bi]):
			return fmt.Errorf("block %d: live-in %v, live-out %v where the code has %v, %v", bi, kept.LiveIn[bi], kept.LiveOut[bi], fresh.LiveIn[bi], fresh.LiveOut[bi])
		case len(kept.Refs[bi]) != len(fresh.Refs[bi]):
			return fmt.Errorf("block %d: refs of %d instructions for %d", bi, len(kept.Refs[bi]), len(fresh.Refs[bi]))
		}
		for k := range fresh.Refs[bi] {
			if !slices.Equal(kept.Refs[bi][k], fresh.Refs[bi][k]) {
				return fmt.Errorf("block %d instruction %d (%s): refs %v where it has %v", bi, k, f.Blocks[bi].Instrs[k].String(), kept.Refs[bi][k], fresh.Refs[bi][k])
			}
		}
	}
	return nil
}

// verifyMachinePasses: the machine verifier runs after every machine pass
// when set; it is under go test, where every compilation is checked.
var verifyMachinePasses = testing.Testing()

// runMachinePasses runs the pipeline's passes of one side of register
// allocation on f, with opts' disabling, printing, timing and (in tests)
// verification after each.
func runMachinePasses(f *mir.Func, info *KernelInfo, afterRA bool, opts *Options) error {
	for _, p := range machinePipeline {
		if p.afterRA != afterRA || slices.Contains(opts.Disable, p.name) {
			continue
		}
		t0 := time.Now()
		if !p.keepsLiveness {
			info.liveness = nil
		}
		if err := p.run(f, info); err != nil {
			return err
		}
		if !p.keepsLiveness {
			info.liveness = nil
		}
		if opts.Time != nil {
			opts.Time("mir:"+p.name, time.Since(t0))
		}
		if verifyMachinePasses || opts.VerifyEach {
			if err := mir.Verify(f, mir.VerifyOptions{Allocated: afterRA}); err != nil {
				return fmt.Errorf("internal error: the machine code does not verify after %s: %w", p.name, err)
			}
			if err := checkKeptLiveness(f, info.liveness); err != nil {
				return fmt.Errorf("internal error: the liveness %s kept: %w", p.name, err)
			}
		}
		if opts.AfterPass != nil {
			opts.AfterPass(p.name, f)
		}
	}
	return nil
}

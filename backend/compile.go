package backend

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"sort"
	"testing"
	"time"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
	"hlslc/regalloc"
)

// selectKernel selects the kernel and runs the machine passes that
// precede register allocation; the scheduler's VGPR pressure stays within
// scheduleLimit when it is above 0.
func selectKernel(m *ir.Module, fn *ir.Func, t gfx9.Target, sel SelectOptions, opts *Options, scheduleLimit int) (*mir.Func, *KernelInfo, error) {
	t0 := time.Now()
	f, info, err := Select(m, fn, t, sel)
	if err != nil {
		return nil, nil, err
	}
	info.scheduleLimit = scheduleLimit
	if opts.reserveLongBranchPair {
		info.maxSGPRs = LongBranchPair // s[LongBranchPair:+1] stay free (RelaxBranches)
	}
	if opts.Time != nil {
		opts.Time("isel", time.Since(t0))
	}
	if err := runMachinePasses(f, info, false, opts); err != nil {
		return nil, nil, err
	}
	if err := f.Relink(); err != nil {
		return nil, nil, err
	}
	if opts.LiveVars {
		AnnotateLiveVars(f) // needs the successor lists
	}
	return f, info, nil
}

// allocate allocates the kernel's registers; with scratch set up, VGPRs that
// do not fit spill after the private arrays. Without scratch, a kernel
// clearly over the VGPR limit fails fast (regalloc.Options.QuickNeedScratch)
// and is left unchanged for enableScratch.
func allocate(f *mir.Func, info *KernelInfo, opts *Options) error {
	t0 := time.Now()
	if opts.Time != nil {
		defer func() { opts.Time("regalloc", time.Since(t0)) }()
	}
	ra := regalloc.Options{QuickNeedScratch: true, MaxVGPRs: opts.MaxVGPRs, MaxSGPRs: info.maxSGPRs, SGPRSpills: info.sgprSpills}
	if info.Scratch {
		ra.Scratch = &regalloc.Scratch{Rsrc: info.ScratchRsrc, Offset: info.ScratchOffset, Base: info.PrivateBytes}
	}
	res, err := regalloc.Allocate(f, ra)
	if err != nil {
		return err
	}
	info.SpilledSGPRs, info.SpilledVGPRs, info.sgprSpillVGPRs = res.SpilledSGPRs, res.SpilledVGPRs, res.SpillVGPRs
	if info.Scratch {
		info.PrivateBytes = max(info.PrivateBytes, res.ScratchBytes)
	}
	return nil
}

// selectAndAllocate selects the kernel, schedules it (the "schedule"
// machine pass) and allocates its registers (selectAndAllocateScheduled),
// then, unless under NoOptimize, runs the trials (trials.go): the kernel
// compiled again from rewritten copies of its IR, a copy's version kept
// where it gets more waves. pre is the kernel's IR before optimization
// (nil under NoOptimize), which a trial may start from.
func selectAndAllocate(m *ir.Module, fn, pre *ir.Func, t gfx9.Target, opts *Options) (*mir.Func, *KernelInfo, error) {
	f, info, err := selectAndAllocateScheduled(m, fn, t, opts)
	if err != nil || opts.NoOptimize {
		return f, info, err
	}
	v, err := measureVersion(fn, f, info)
	if err != nil {
		return f, info, nil // no waves to compare: the kernel as it is
	}
	k := &kernelTrials{m: m, pre: pre, t: t, opts: opts}
	v = k.run(v, trials)
	return v.f, v.info, nil
}

// selectAndAllocateScheduled selects the kernel fn, schedules it and
// allocates its registers. The scheduler keeps the register pressure
// within a target that keeps the waves per SIMD, but the allocator may
// need more VGPRs than the pressure: when the scheduled kernel's
// allocation gets fewer waves than the target's, the kernel is scheduled
// again with the target lowered by the excess, and then, if it still
// loses a wave, not at all. The VGPRs that hold the lanes of spilled
// SGPRs do not count against the schedule: the target is a VGPR pressure,
// which they are not part of, and they come with any order of the
// instructions (a deep nest of divergent ifs keeps one saved exec mask per
// level), so scheduling again could not win the wave back.
func selectAndAllocateScheduled(m *ir.Module, fn *ir.Func, t gfx9.Target, opts *Options) (*mir.Func, *KernelInfo, error) {
	limit := opts.MaxVGPRs // 0: the scheduler's own target
	for attempt := 0; attempt < 2; attempt++ {
		f, info, err := selectAndAllocateOnce(m, fn, t, opts, limit)
		if err != nil {
			return nil, nil, err
		}
		most := kernelOccupancy(info).MostVGPRs(info.schedule.Waves)
		if most == 0 {
			return f, info, nil // not scheduled
		}
		regs, err := CountRegisters(f, info)
		if err != nil {
			return nil, nil, err
		}
		vgprs := regs.VGPRs - info.sgprSpillVGPRs
		if vgprs <= most {
			return f, info, nil
		}
		if limit = info.schedule.VGPRs - (vgprs - most); limit <= 0 {
			break
		}
	}
	unscheduled := *opts
	unscheduled.Disable = append(slices.Clone(opts.Disable), "schedule")
	return selectAndAllocateOnce(m, fn, t, &unscheduled, 0)
}

// selectAndAllocateOnce selects the kernel and allocates its registers,
// with the scheduler's VGPR limit scheduleLimit (0: its own target). When
// the VGPRs do not fit without scratch, the kernel gets the private segment
// and spills: the selected code is reused when the allocator stopped before
// changing it (enableScratch), else it is selected again with scratch.
func selectAndAllocateOnce(m *ir.Module, fn *ir.Func, t gfx9.Target, opts *Options, scheduleLimit int) (*mir.Func, *KernelInfo, error) {
	sel := SelectOptions{NoScalarize: opts.NoScalarize}
	f, info, err := selectKernel(m, fn, t, sel, opts, scheduleLimit)
	if err != nil {
		return nil, nil, err
	}
	err = allocate(f, info, opts)
	var need *regalloc.NeedScratchError
	if !errors.As(err, &need) {
		return f, info, err
	}
	if need.Unchanged && !info.Scratch {
		enableScratch(f, info)
	} else {
		sel.Scratch = true
		if f, info, err = selectKernel(m, fn, t, sel, opts, scheduleLimit); err != nil {
			return nil, nil, err
		}
	}
	return f, info, allocate(f, info, opts)
}

// kernelOccupancy is what besides the VGPRs decides the selected kernel's
// occupancy.
func kernelOccupancy(info *KernelInfo) KernelOccupancy {
	return KernelOccupancy{LDSBytes: info.LDSBytes, GroupSize: info.NumThreads[0] * info.NumThreads[1] * info.NumThreads[2]}
}

// enableScratch turns a kernel selected without scratch into the one Select
// makes with SelectOptions.Scratch: the private segment buffer takes the
// user SGPRs s[0:3], so the kernarg pointer and the workgroup ids move up by
// four and the private segment wave offset follows the ids; the prologue
// copies the buffer and the offset into fresh virtual registers. Select
// names physical SGPRs only in its prologue copies of those ABI registers
// (everything else is virtual until allocation), so renumbering every
// physical SGPR operand is exact.
func enableScratch(f *mir.Func, info *KernelInfo) {
	const shift = 4
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for o, v := range b.Instrs[k].Ops {
				if v.Kind == gfx9.ValReg && !v.IsVirtual() && v.Code < gfx9.CodeFlatScratchLo {
					b.Instrs[k].Ops[o].Code += shift
				}
			}
		}
	}
	info.kernargSGPR += shift
	info.userSGPRs += shift
	next := info.userSGPRs
	for d := 0; d < 3; d++ {
		if info.UsesGroupID[d] {
			info.groupIDSGPR[d] += shift
			next = info.groupIDSGPR[d] + 1
		}
	}
	info.waveOffset = next
	rsrc, off := f.NewVReg(mir.SGPR, 4), f.NewVReg(mir.SGPR, 1)
	setup := []gfx9.Instr{
		mustParse(f, "s_mov_b64 %s, s[0:1]", sub2(rsrc, 0)),
		mustParse(f, "s_mov_b64 %s, s[2:3]", sub2(rsrc, 2)),
		mustParse(f, "s_mov_b32 %s, s%d", off, info.waveOffset),
	}
	// first, where Select puts it: spill code may store any later value,
	// the prologue's copies of the work-item and workgroup ids included
	b0 := f.Blocks[0]
	b0.Instrs = append(setup, b0.Instrs...)
	info.Scratch, info.ScratchRsrc, info.ScratchOffset = true, rsrc, off
}

// isABICopy reports whether i copies an initial register of the ABI (a
// work-item id VGPR or a system SGPR) into a virtual one.
func isABICopy(i *gfx9.Instr) bool {
	if (i.Inst.Name != "v_mov_b32" && i.Inst.Name != "s_mov_b32") || len(i.Ops) != 2 {
		return false
	}
	return i.Ops[0].IsVirtual() && i.Ops[1].Kind == gfx9.ValReg && !i.Ops[1].IsVirtual()
}

// checkAssembly makes every compilation under go test also assemble the
// emitted assembly text and compare the object with the one built from the
// machine code (assembleObject): the listing hlslc prints is what it runs.
var checkAssembly = testing.Testing()

// sameObject reports an error unless the assembly text asm assembles into
// an object that writes the same bytes as obj.
func sameObject(file, asm string, obj *codeobj.Object) error {
	fromText, _, err := gfx9.Assemble(file, []byte(asm), gfx9.AsmOptions{})
	if err != nil {
		return fmt.Errorf("internal error: emitted assembly does not assemble: %v", err)
	}
	a, errA := codeobj.Write(obj)
	b, errB := codeobj.Write(fromText)
	if errA != nil || errB != nil || !bytes.Equal(a, b) {
		return fmt.Errorf("internal error: the emitted assembly assembles into another object than the machine code (%v, %v)", errA, errB)
	}
	return nil
}

// Output is a compiled kernel.
type Output struct {
	Assembly  string          // AMDHSA assembly (llvm-mc accepts it)
	Object    *codeobj.Object // the same, assembled by gfx9.Assemble
	Info      *KernelInfo
	Registers Registers
	Func      *mir.Func // the final machine code
	target    codeobj.Target
	lines     []gfx9.AsmLine // the assembled instructions, in Func's order
}

// SourceAt is the HLSL source position ("file:line:col") of the
// instruction at byte offset pc of the kernel's code — for an instruction
// the backend added (an s_waitcnt, a copy), that of the nearest instruction
// before it that has one — or "" when unknown.
func (o *Output) SourceAt(pc uint64) string {
	k := sort.Search(len(o.lines), func(i int) bool { return o.lines[i].Offset >= pc })
	if k == len(o.lines) || o.lines[k].Offset != pc {
		return ""
	}
	src := ""
	for _, b := range o.Func.Blocks {
		for i := range b.Instrs {
			if s := o.Func.Source(&b.Instrs[i]); s != "" {
				src = s
			}
			if k == 0 {
				return src
			}
			k--
		}
	}
	return ""
}

// ListingWithLines is Assembly with DWARF .file/.loc directives giving the
// HLSL source position of the instructions (DXC's -Zi for the listing);
// llvm-mc accepts it.
func (o *Output) ListingWithLines() string {
	return emitAssembly(o.Func, o.Info, o.Registers, o.target, true)
}

// Compile runs the backend on the module's kernel named entry: the IR
// optimisations (passes.Optimize, which rewrite m in place), instruction
// selection, register allocation, s_waitcnt and hazard wait states, and
// emission.
func Compile(m *ir.Module, entry string, target string) (*Output, error) {
	return CompileWith(m, entry, Options{Target: target})
}

// Options select the target and the optional transformations.
type Options struct {
	Target string // gfx900 or gfx906
	// NoScalarize keeps every value in VGPRs and every branch on the exec
	// mask (-fno-scalarize), for comparison.
	NoScalarize bool
	// LiveVars records the source variables live across each instruction
	// for the live-register report (AnnotateLiveVars).
	LiveVars bool
	// MaxVGPRs, when not zero, limits the allocation to v0..v(MaxVGPRs-1):
	// what does not fit spills to scratch. The tests use it to make
	// registers scarce, so that every liveness mistake shows.
	MaxVGPRs int
	// NoOptimize skips the IR optimizer (passes.Optimize): DXC's -Od and
	// -O0. Selection, allocation, waits and hazards still run: they make
	// the code correct, not faster.
	NoOptimize bool
	// Verified says that m verifies (ir.Verify), as lower.Lower's result
	// does: the optimizer does not check its input again (passes.Options).
	Verified bool
	// Time, when set, is told how long each IR pass run, each machine pass
	// (as "mir:NAME") and each other backend stage took (-ftime-report).
	Time func(stage string, d time.Duration)
	// Disable names machine passes (machinePipeline) not to run, for
	// comparison; the required ones cannot be.
	Disable []string
	// AfterPass, when set, sees the machine code after each machine pass
	// (-mir-print-after).
	AfterPass func(pass string, f *mir.Func)
	// VerifyEach runs the machine verifier (mir.Verify) after every
	// machine pass; under go test it always runs.
	VerifyEach bool
	// NoListing leaves Output.Assembly empty, for callers that want only
	// the code object (and the machine code): printing the listing of a
	// 1 MB source takes about a tenth of a second. Under go test the
	// listing is still printed and assembled against the object
	// (checkAssembly), only not returned.
	NoListing bool
	// Mutate, when set, edits the final machine code before emission: the
	// test suite's mutation tests plant a bug (a flipped compare, a dropped
	// s_waitcnt, swapped operands) to show that the suite catches it.
	Mutate func(f *mir.Func)

	// reserveLongBranchPair keeps s[LongBranchPair:+1] out of register
	// allocation, for the long branches of a kernel where every other
	// pair is live at some target (RelaxBranches).
	reserveLongBranchPair bool
}

// KernelError is a failure after selection (a register limit, an
// internal error of a machine pass) located at the kernel it arose in:
// such a failure concerns the kernel as a whole, and a diagnostic a user
// can act on says which file and function it is about.
type KernelError struct {
	Pos ir.Pos
	Err error
}

func (e *KernelError) Error() string {
	msg := e.Err.Error()
	var se *SelectError
	if errors.As(e.Err, &se) {
		msg = se.Msg
	}
	return fmt.Sprintf("%s: error: %s", e.Pos, msg)
}

func (e *KernelError) Unwrap() error { return e.Err }

// locateAtKernel gives an error that names no source position the
// kernel's; errors already located pass unchanged.
func locateAtKernel(err error, fn *ir.Func) error {
	var se *SelectError
	if errors.As(err, &se) && se.Pos.IsValid() || !fn.Pos.IsValid() {
		return err
	}
	return &KernelError{Pos: fn.Pos, Err: err}
}

// CompileWith is Compile with options.
func CompileWith(m *ir.Module, entry string, opts Options) (out *Output, err error) {
	var fn *ir.Func
	defer func() {
		if err != nil && fn != nil {
			err = locateAtKernel(err, fn)
		}
	}()
	defer func() {
		// the machine passes after selection also create registers
		r := recover()
		if r == nil {
			return
		}
		le, ok := r.(*mir.LimitError)
		if !ok {
			panic(r)
		}
		out, err = nil, &SelectError{Msg: le.Error()}
	}()
	// the options' errors first: they are about the command line, not
	// about the kernel
	target := opts.Target
	t, err := gfx9.ParseTarget(target)
	if err != nil {
		return nil, err
	}
	ct, err := codeobj.ParseTarget("amdgcn-amd-amdhsa--" + target)
	if err != nil {
		return nil, err
	}
	if err := CheckPassNames(opts.Disable, nil); err != nil {
		return nil, err
	}
	// the kernel before optimization, for selectAndAllocate's version
	// without LICM
	var pre *ir.Func
	if !opts.NoOptimize {
		for _, f := range m.Funcs {
			if f.Kernel && f.Name == entry {
				pre = f.Clone()
			}
		}
		if err := passes.OptimizeWith(m, passes.Options{Verified: opts.Verified, Time: opts.Time}); err != nil {
			return nil, err
		}
	}
	for _, f := range m.Funcs {
		if f.Kernel && f.Name == entry {
			fn = f
		}
	}
	if fn == nil {
		return nil, fmt.Errorf("no kernel %q in the module", entry)
	}
	stage := func(name string, t0 time.Time) {
		if opts.Time != nil {
			opts.Time(name, time.Since(t0))
		}
	}
	f, info, err := selectAndAllocate(m, fn, pre, t, &opts)
	if err != nil {
		return nil, err
	}
	err = runMachinePasses(f, info, true, &opts)
	if noPair := (*LongBranchPairError)(nil); errors.As(err, &noPair) {
		// a long branch found no free SGPR pair: allocate again with
		// the long-branch pair left free (RelaxBranches)
		opts.reserveLongBranchPair = true
		if f, info, err = selectAndAllocate(m, fn, pre, t, &opts); err != nil {
			return nil, err
		}
		err = runMachinePasses(f, info, true, &opts)
	}
	if err != nil {
		return nil, err
	}
	if opts.Mutate != nil {
		opts.Mutate(f)
	}
	regs, err := CountRegisters(f, info)
	if err != nil {
		return nil, err
	}
	var asm string
	if !opts.NoListing || checkAssembly {
		t0 := time.Now()
		asm = EmitAssembly(f, info, regs, ct)
		stage("emit", t0)
	}
	t0 := time.Now()
	obj, lines, err := assembleObject(f, info, regs, ct)
	if err != nil {
		return nil, fmt.Errorf("internal error: the machine code does not assemble: %v", err)
	}
	stage("assemble", t0)
	if checkAssembly {
		if err := sameObject(entry+".s", asm, obj); err != nil {
			return nil, err
		}
	}
	if opts.NoListing {
		asm = ""
	}
	return &Output{Assembly: asm, Object: obj, Info: info, Registers: regs, Func: f, target: ct, lines: lines}, nil
}

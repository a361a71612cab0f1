package backend

import (
	"errors"
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
	"hlslc/regalloc"
)

// selectAndAllocate selects the kernel and allocates its registers; with
// scratch set up, VGPRs that do not fit spill after the private arrays.
func selectAndAllocate(m *ir.Module, fn *ir.Func, t gfx9.Target, opts SelectOptions, liveVars bool) (*mir.Func, *KernelInfo, error) {
	f, info, err := Select(m, fn, t, opts)
	if err != nil {
		return nil, nil, err
	}
	PairLDS(f)
	MergeBufferLoads(f)
	MergeScalarLoads(f)
	FoldCopies(f)
	if info.Scratch {
		DeadCode(f, info.ScratchRsrc, info.ScratchOffset)
	} else {
		DeadCode(f)
	}
	if err := f.Relink(); err != nil {
		return nil, nil, err
	}
	if liveVars {
		AnnotateLiveVars(f) // needs the successor lists
	}
	// without scratch, a kernel clearly over the VGPR limit fails fast: the
	// caller selects again with scratch set up
	ra := regalloc.Options{QuickNeedScratch: true}
	if info.Scratch {
		ra.Scratch = &regalloc.Scratch{Rsrc: info.ScratchRsrc, Offset: info.ScratchOffset, Base: info.PrivateBytes}
	}
	res, err := regalloc.Allocate(f, ra)
	if err != nil {
		return nil, nil, err
	}
	if info.Scratch {
		info.PrivateBytes = max(info.PrivateBytes, res.ScratchBytes)
	}
	return f, info, nil
}

// Output is a compiled kernel.
type Output struct {
	Assembly  string          // AMDHSA assembly (llvm-mc accepts it)
	Object    *codeobj.Object // the same, assembled by gfx9.Assemble
	Info      *KernelInfo
	Registers Registers
	Func      *mir.Func // the final machine code
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
	// Mutate, when set, edits the final machine code before emission: the
	// test suite's mutation tests plant a bug (a flipped compare, a dropped
	// s_waitcnt, swapped operands) to show that the suite catches it.
	Mutate func(f *mir.Func)
}

// CompileWith is Compile with options.
func CompileWith(m *ir.Module, entry string, opts Options) (*Output, error) {
	target := opts.Target
	if err := passes.Optimize(m); err != nil {
		return nil, err
	}
	var fn *ir.Func
	for _, f := range m.Funcs {
		if f.Kernel && f.Name == entry {
			fn = f
		}
	}
	if fn == nil {
		return nil, fmt.Errorf("no kernel %q in the module", entry)
	}
	t, err := gfx9.ParseTarget(target)
	if err != nil {
		return nil, err
	}
	ct, err := codeobj.ParseTarget("amdgcn-amd-amdhsa--" + target)
	if err != nil {
		return nil, err
	}
	f, info, err := selectAndAllocate(m, fn, t, SelectOptions{NoScalarize: opts.NoScalarize}, opts.LiveVars)
	var need *regalloc.NeedScratchError
	if errors.As(err, &need) {
		// too many live VGPRs: select again with scratch set up, and spill
		f, info, err = selectAndAllocate(m, fn, t, SelectOptions{Scratch: true, NoScalarize: opts.NoScalarize}, opts.LiveVars)
	}
	if err != nil {
		return nil, err
	}
	if err := CleanBranches(f); err != nil {
		return nil, err
	}
	if err := InsertWaitcnt(f); err != nil {
		return nil, err
	}
	InsertHazardNops(f)
	if opts.Mutate != nil {
		opts.Mutate(f)
	}
	regs, err := CountRegisters(f, info)
	if err != nil {
		return nil, err
	}
	asm := EmitAssembly(f, info, regs, ct)
	obj, _, err := gfx9.Assemble(entry+".s", []byte(asm), gfx9.AsmOptions{})
	if err != nil {
		return nil, fmt.Errorf("internal error: emitted assembly does not assemble: %v", err)
	}
	return &Output{Assembly: asm, Object: obj, Info: info, Registers: regs, Func: f}, nil
}

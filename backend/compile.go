package backend

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
	"hlslc/regalloc"
)

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
	f, info, err := Select(m, fn, t)
	if err != nil {
		return nil, err
	}
	PairLDS(f)
	if err := f.Relink(); err != nil {
		return nil, err
	}
	if _, err := regalloc.Allocate(f, regalloc.Options{}); err != nil {
		return nil, err
	}
	if err := InsertWaitcnt(f); err != nil {
		return nil, err
	}
	InsertHazardNops(f)
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

package backend

import (
	"fmt"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/ir"
)

// Output is a compiled kernel.
type Output struct {
	Assembly  string          // AMDHSA assembly (llvm-mc accepts it)
	Object    *codeobj.Object // the same, assembled by gfx9.Assemble
	Info      *KernelInfo
	Registers Registers
	Func      *mir.Func // the final machine code
}

// Compile runs the backend on the module's kernel named entry: instruction
// selection, register allocation, s_waitcnt and hazard wait states, and
// emission.
func Compile(m *ir.Module, entry string, target string) (*Output, error) {
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
	if err := f.Relink(); err != nil {
		return nil, err
	}
	if err := allocate(f, info); err != nil {
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

// allocate gives every virtual register physical registers of its own, in
// order, after the ABI's initial registers. It never reuses a register, so
// it is correct for any code and runs out early on large kernels, with an
// error naming the limit.
func allocate(f *mir.Func, info *KernelInfo) error {
	nextV := info.WorkitemDims + 1
	nextS := info.userSGPRs
	for d := 0; d < 3; d++ {
		if info.UsesGroupID[d] {
			nextS = max(nextS, info.groupIDSGPR[d]+1)
		}
	}
	phys := map[int]int{} // first unit → physical code
	units := make([]int, 0, len(f.VRegs))
	for u := range f.VRegs {
		units = append(units, u)
	}
	sortInts(units)
	for _, u := range units {
		v := f.VRegs[u]
		switch v.File {
		case mir.VGPR:
			if nextV+v.Size > 256 {
				return fmt.Errorf("%s: the kernel needs more than 256 VGPRs", f.Name)
			}
			phys[u] = gfx9.CodeVGPR0 + nextV
			nextV += v.Size
		default:
			align := 1
			if v.Size == 2 {
				align = 2
			} else if v.Size > 2 {
				align = 4
			}
			nextS = (nextS + align - 1) / align * align
			if nextS+v.Size > 102 {
				return fmt.Errorf("%s: the kernel needs more than 102 SGPRs", f.Name)
			}
			phys[u] = nextS
			nextS += v.Size
		}
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for j, v := range in.Ops {
				if !v.IsVirtual() {
					continue
				}
				unit := int(v.Code) - gfx9.CodeVirtual
				_, start, ok := f.VRegOf(unit)
				if !ok {
					return fmt.Errorf("%s: operand %s names no virtual register", f.Name, in.String())
				}
				in.Ops[j].Code = uint16(phys[start] + unit - start)
			}
		}
	}
	return nil
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

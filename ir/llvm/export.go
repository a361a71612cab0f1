// Package llvm exports hlslc IR to LLVM IR (with github.com/llir/llvm) as an
// amdgpu_kernel for amdgcn-amd-amdhsa, so that LLVM's AMDGPU backend can
// serve as a second, independent backend.
//
// The kernel ABI is hlslc's own (docs/abi.md): every resource (cbuffers
// too) is a 16-byte buffer descriptor (<4 x i32>), every texture a 32-byte
// image descriptor (<8 x i32>), in the kernarg segment at their size's
// alignment, in declaration order. Buffers are read and written with
// llvm.amdgcn.raw.buffer.load/store (and raw.buffer.atomic.*), typed
// buffers with struct.buffer.load/store.format, textures with
// image.load/store, so the descriptors give D3D's out-of-range behaviour; groupshared
// variables are addrspace(3) globals, private arrays addrspace(5) allocas.
// Non-kernel functions take the descriptors as leading parameters.
//
// The IR's defined semantics are kept where LLVM leaves them undefined:
// integer division by zero, shifts by the bit width or more, float to int
// conversion (llvm.fpto*i.sat). Wave reductions and prefixes are loops over
// the active lanes in lane order (as the interpreter defines them).
package llvm

import (
	"encoding/binary"
	"fmt"
	"math"

	lir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"hlslc/ir"
)

// Triple is the target of the exported module.
const Triple = "amdgcn-amd-amdhsa"

// Options tune the export.
type Options struct {
	// Strict exports every floating-point operation without fast-math
	// flags, so that llc computes each one exactly as the reference
	// interpreter does: the LLVM path of the tests compares bit patterns
	// with it. By default an instruction marked fast (ir.Value.Fast) gets
	// the flags that say what hlslc's own optimizer may do with it.
	Strict bool
	// OrAsArithmetic builds every integer a | b as (a + b) - (a & b), so
	// that llc-19 selects no V_OR_B32 from it: its SIFoldOperands folds
	// `v_or_b32 x, -1` to x instead of -1 when the -1 reaches the operand
	// only after selection (llvm/llvm-project#189677, fixed after LLVM 19).
	// The DAG combiner sees every constant within a block, but not one
	// that comes from another block or from a value known only after
	// legalization (the high half of umax(-4, x) is -1), so no rewrite at
	// the constant's source can catch every case (differential fuzzer seed
	// 7159615, testsuite/cases/fuzz_llvm_or_crossblock.hlsl). The LLVM
	// path of the tests sets it: it is an oracle, and its code size does
	// not matter; `hlslc --emit=llvm` and the LLVM peer of `hlslc bench
	// peers` keep plain or.
	OrAsArithmetic bool
}

// Export converts a verified module to LLVM IR.
func Export(m *ir.Module) (out *lir.Module, err error) { return ExportWith(m, Options{}) }

// ExportWith is Export with options.
func ExportWith(m *ir.Module, opts Options) (out *lir.Module, err error) {
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	e := &exporter{m: m, opts: opts, out: lir.NewModule(), intr: map[string]*lir.Func{},
		lds: map[*ir.Memory]*lir.Global{}, funcs: map[*ir.Func]*lir.Func{}}
	e.out.TargetTriple = Triple
	defer func() {
		if r := recover(); r != nil {
			ue, ok := r.(*unsupported)
			if !ok {
				panic(r)
			}
			out, err = nil, ue
		}
	}()
	for _, s := range m.Shared {
		g := e.out.NewGlobalDef(s.Name, constant.NewUndef(types.NewArray(uint64(s.Layout.Size()), types.I8)))
		g.Linkage = enum.LinkageInternal
		g.AddrSpace = 3
		g.Typ = nil
		g.Align = 16
		e.lds[s] = g
	}
	for _, f := range m.Funcs {
		var params []*lir.Param
		for _, r := range m.Resources {
			params = append(params, lir.NewParam(r.Name, descTypeOf(r)))
		}
		for i, p := range f.Params {
			params = append(params, lir.NewParam(fmt.Sprintf("p%d", i), llType(p.Type)))
		}
		lf := e.out.NewFunc(f.Name, llType(f.Result), params...)
		if f.Kernel {
			lf.CallingConv = enum.CallingConvAMDGPUKernel
			n := f.NumThreads[0] * f.NumThreads[1] * f.NumThreads[2]
			lf.FuncAttrs = append(lf.FuncAttrs, lir.AttrPair{Key: "amdgpu-flat-work-group-size", Value: fmt.Sprintf("%d,%d", n, n)})
		} else {
			lf.Linkage = enum.LinkageInternal
		}
		// the f32 denormal mode: LLVM's name for flushing with the sign
		// kept is preserve-sign (output, input); ieee keeps them
		mode := "ieee,ieee"
		if m.DenormF32.FlushF32() {
			mode = "preserve-sign,preserve-sign"
		}
		lf.FuncAttrs = append(lf.FuncAttrs, lir.AttrPair{Key: "denormal-fp-math-f32", Value: mode})
		e.funcs[f] = lf
	}
	for _, f := range m.Funcs {
		e.function(f)
	}
	return e.out, nil
}

// ExportText returns the LLVM IR text of the module.
func ExportText(m *ir.Module) (string, error) { return ExportTextWith(m, Options{}) }

// ExportTextWith is ExportText with options.
func ExportTextWith(m *ir.Module, opts Options) (string, error) {
	lm, err := ExportWith(m, opts)
	if err != nil {
		return "", err
	}
	return lm.String(), nil
}

type unsupported struct{ msg string }

func (u *unsupported) Error() string { return u.msg }

var descType = types.NewVector(4, types.I32)

// descTypeOf is the type of a resource's descriptor: a 32-byte image
// descriptor for textures, a 16-byte buffer descriptor otherwise (their
// vector alignment in the AMDGPU data layout is their size, as the kernel
// ABI's argument layout requires).
func descTypeOf(r *ir.Memory) types.Type {
	if r.Kind == ir.MemTyped && r.Shape.IsTexture() {
		return types.NewVector(8, types.I32)
	}
	return descType
}

type exporter struct {
	m     *ir.Module
	opts  Options
	out   *lir.Module
	intr  map[string]*lir.Func
	lds   map[*ir.Memory]*lir.Global
	funcs map[*ir.Func]*lir.Func
}

func llType(t ir.Type) types.Type {
	switch t {
	case ir.Void:
		return types.Void
	case ir.I1:
		return types.I1
	case ir.I16:
		return types.I16
	case ir.I32:
		return types.I32
	case ir.I64:
		return types.I64
	case ir.F16:
		return types.Half
	case ir.F32:
		return types.Float
	case ir.F64:
		return types.Double
	case ir.V2I16:
		return types.NewVector(2, types.I16)
	case ir.V2F16:
		return types.NewVector(2, types.Half)
	}
	panic(&unsupported{"LLVM export: no LLVM type for " + t.String()})
}

// intrinsic declares (once) and returns an intrinsic.
func (e *exporter) intrinsic(name string, ret types.Type, params ...types.Type) *lir.Func {
	if f, ok := e.intr[name]; ok {
		return f
	}
	var ps []*lir.Param
	for _, p := range params {
		ps = append(ps, lir.NewParam("", p))
	}
	f := e.out.NewFunc(name, ret, ps...)
	e.intr[name] = f
	return f
}

type fnExp struct {
	e      *exporter
	f      *ir.Func
	lf     *lir.Func
	vals   map[*ir.Value]value.Value
	blocks map[*ir.Block]*lir.Block
	ends   map[*ir.Block]*lir.Block
	cur    *lir.Block
	desc   map[*ir.Memory]value.Value
	priv   map[*ir.Memory]value.Value
	phis   []*ir.Value
	nblk   int
	// labels are the function's block names: the IR's, which need not
	// be unique (passes make many a "join"), and those of the blocks the
	// export adds (newBlock)
	labels ir.NameSet
}

func (e *exporter) function(f *ir.Func) {
	x := &fnExp{e: e, f: f, lf: e.funcs[f], vals: map[*ir.Value]value.Value{}, blocks: map[*ir.Block]*lir.Block{},
		ends: map[*ir.Block]*lir.Block{}, desc: map[*ir.Memory]value.Value{}, priv: map[*ir.Memory]value.Value{}, labels: ir.NameSet{}}
	for i, r := range e.m.Resources {
		x.desc[r] = x.lf.Params[i]
	}
	for i, p := range f.Params {
		x.vals[p] = x.lf.Params[len(e.m.Resources)+i]
	}
	order := ir.Dominators(f).RPO()
	for _, b := range order {
		x.blocks[b] = lir.NewBlock(x.labels.Unique(b.Name))
	}
	for i, b := range order {
		x.cur = x.blocks[b]
		x.lf.Blocks = append(x.lf.Blocks, x.cur)
		x.cur.Parent = x.lf
		if i == 0 {
			for _, p := range f.Private {
				a := x.cur.NewAlloca(types.NewArray(uint64(p.Layout.Size()), types.I8))
				a.AddrSpace = 5
				a.Typ = nil // recomputed with the address space
				a.Align = 16
				// Zero it, as the interpreter does, or fill it with a
				// constant table's contents.
				x.priv[p] = a
				base := x.gep(a, constant.NewInt(types.I32, 0), 5)
				init := make([]byte, (p.Layout.Size()+3)&^3)
				copy(init, p.Init)
				for off := 0; off < p.Layout.Size(); off += 4 {
					t, w := types.I32, int64(int32(binary.LittleEndian.Uint32(init[off:])))
					if p.Layout.Size()-off == 2 {
						t, w = types.I16, int64(int16(w))
					}
					pt := types.NewPointer(t)
					pt.AddrSpace = 5
					ptr := x.cur.NewBitCast(x.gep(base, constant.NewInt(types.I32, int64(off)), 5), pt)
					st := x.cur.NewStore(constant.NewInt(t, w), ptr)
					st.Align = 2
					if t == types.I32 {
						st.Align = 4
					}
				}
			}
		}
		for _, v := range b.Instrs {
			x.instr(v)
		}
		x.ends[b] = x.cur
	}
	for _, v := range x.phis {
		phi := x.vals[v].(*lir.InstPhi)
		for i, a := range v.Args {
			if end, ok := x.ends[v.Targets[i]]; ok {
				phi.Incs = append(phi.Incs, lir.NewIncoming(x.val(a), end))
			}
		}
	}
	x.lf.AssignIDs()
}

func (x *fnExp) newBlock(hint string) *lir.Block {
	x.nblk++
	b := lir.NewBlock(x.labels.Unique(fmt.Sprintf("%s.%d", hint, x.nblk)))
	b.Parent = x.lf
	x.lf.Blocks = append(x.lf.Blocks, b)
	return b
}

// val returns the LLVM value of an IR value (constants are made here).
func (x *fnExp) val(v *ir.Value) value.Value {
	if v.Op == ir.OpConst {
		return constOf(v.Type, v.Bits())
	}
	lv, ok := x.vals[v]
	if !ok {
		panic(&unsupported{fmt.Sprintf("LLVM export: %s used before it is defined", v)})
	}
	return lv
}

func constOf(t ir.Type, bits uint64) constant.Constant {
	switch t {
	case ir.I1:
		return constant.NewBool(bits&1 != 0)
	case ir.I16, ir.I32, ir.I64:
		return constant.NewInt(llType(t).(*types.IntType), int64(bits))
	case ir.F16:
		return constant.NewBitCast(constant.NewInt(types.I16, int64(int16(bits))), types.Half)
	case ir.F32:
		return constant.NewFloat(types.Float, float64(math.Float32frombits(uint32(bits))))
	case ir.F64:
		return constant.NewBitCast(constant.NewInt(types.I64, int64(bits)), types.Double)
	}
	return constant.NewBitCast(constant.NewInt(types.I32, int64(int32(bits))), llType(t))
}

func i32c(n int64) constant.Constant { return constant.NewInt(types.I32, n) }

// gep returns base + off as an i8 pointer in the address space.
func (x *fnExp) gep(base value.Value, off value.Value, as types.AddrSpace) value.Value {
	var g *lir.InstGetElementPtr
	if _, isArr := elemOf(base).(*types.ArrayType); isArr {
		g = x.cur.NewGetElementPtr(elemOf(base), base, i32c(0), off)
	} else {
		g = x.cur.NewGetElementPtr(elemOf(base), base, off)
	}
	pt := types.NewPointer(types.I8)
	pt.AddrSpace = as
	g.Typ = pt
	return g
}

func elemOf(p value.Value) types.Type { return p.Type().(*types.PointerType).ElemType }

// ptrTo returns a pointer to type t at byte offset off of memory object m
// (groupshared or private).
func (x *fnExp) ptrTo(m *ir.Memory, off value.Value, t types.Type) value.Value {
	var base value.Value
	as := types.AddrSpace(3)
	if m.Kind == ir.MemPrivate {
		base, as = x.priv[m], 5
	} else {
		base = x.e.lds[m]
	}
	p := x.gep(base, off, as)
	pt := types.NewPointer(t)
	pt.AddrSpace = as
	return x.cur.NewBitCast(p, pt)
}

func ordering(o ir.Ordering) enum.AtomicOrdering {
	switch o {
	case ir.Acquire:
		return enum.AtomicOrderingAcquire
	case ir.Release:
		return enum.AtomicOrderingRelease
	case ir.AcqRel:
		return enum.AtomicOrderingAcquireRelease
	case ir.SeqCst:
		return enum.AtomicOrderingSequentiallyConsistent
	}
	return enum.AtomicOrderingMonotonic
}

// Package lower builds hlslc's SSA IR (package ir) from the frontend's typed
// AST.
//
// # What it does
//
//   - SSA is constructed on the fly (Braun et al., "Simple and Efficient
//     Construction of Static Single Assignment Form"): local variables are
//     split into scalar components, each an SSA variable; blocks are sealed
//     when all their predecessors are known, phis of unsealed blocks are
//     completed then, and trivial phis are removed at the end.
//   - Every user function call is inlined; in parameters are copies, out and
//     inout arguments are l-values copied in (inout) and out after the body,
//     with the implicit conversions between argument and parameter types. A
//     return before the end of an inlined body leaves a one-iteration loop
//     construct wrapped around the body. A function returning a resource
//     returns its id (resources.go), the call naming a leaf its returns name.
//   - Vectors and matrices are scalarized to components in order (x, y, z, w;
//     matrices row by row), so adjacent components stay adjacent values —
//     the min16float packing pass pairs them. Structs are split into their
//     fields and arrays into their elements, unless an array is indexed with
//     a value that is not constant: then it lives in private memory (the
//     lowering restarts with that array moved to memory when it meets such
//     an index).
//   - [unroll] loops are unrolled completely when their condition folds to a
//     constant on every iteration (at most 1024) and their body has no break,
//     continue or return; otherwise they stay loops.
//   - Resources use the frontend's layouts: cbuffers (and $Globals and
//     ConstantBuffer<T>) are constant memory with the cbuffer packing,
//     (RW)StructuredBuffer elements use the structured layout, byte-address
//     buffers are raw memory. Groupshared and private variables use the
//     structured (C-like) layout. In memory, bool is 32 bits (0 or 1), the
//     min-precision types take 32 bits, 16-bit types 16 bits.
//   - Control flow is structured as ir/structure.go requires: if/else with a
//     merge block, loops with body, merge and continue blocks; a switch is a
//     loop construct that runs once (so its breaks are loop breaks), with its
//     cases tested in order and fall-through kept; a continue or return that
//     crosses a switch or an inner loop sets a flag, breaks out, and is
//     re-issued after the construct.
//   - min16float and min10float compute in f16, min16int/min12int/min16uint
//     in i16, unless Options.Min16AsF32 asks for 32 bits.
//
// Everything the IR cannot express yet (textures, typed buffers, resource
// sizes, append/consume counters, arrays of resources, 64-bit frexp) is a
// located diagnostic naming the construct.
package lower

import (
	"fmt"
	"strconv"
	"strings"

	"hlslc/frontend"
	"hlslc/ir"
)

// Options tune the lowering.
type Options struct {
	// Min16AsF32 computes min16float/min10float in f32 and the min16 integer
	// types in i32 instead of 16 bits.
	Min16AsF32 bool
	// IEEEStrict makes every floating-point operation precise (dxc -Gis):
	// none is marked fast (see precise.go).
	IEEEStrict bool
	// DenormF32 is the module's f32 denormal mode (dxc -denorm).
	DenormF32 ir.DenormMode
}

// Error is the set of diagnostics that stopped the lowering.
type Error struct {
	Diags []*frontend.Diagnostic
}

func (e *Error) Error() string {
	var b strings.Builder
	for _, d := range e.Diags {
		b.WriteString(d.String())
	}
	return strings.TrimRight(b.String(), "\n")
}

// diagPanic carries a diagnostic out of the recursive lowering.
type diagPanic struct{ d *frontend.Diagnostic }

// restart asks Lower to start again with more arrays in memory.
type restart struct{}

// Lower builds the module of a checked program (one without errors). The
// module has one function, the kernel, named after the entry point; it
// verifies (ir.Verify) whenever Lower returns no error.
func Lower(prog *frontend.Program, opts Options) (*ir.Module, error) {
	if prog == nil || prog.Entry == nil {
		return nil, fmt.Errorf("lower: no entry point")
	}
	memArrays := map[*frontend.VarDecl]bool{}
	for attempt := 0; ; attempt++ {
		m, err, again := lowerOnce(prog, opts, memArrays)
		if !again {
			return m, err
		}
		if attempt > 1000 {
			return nil, fmt.Errorf("lower: too many restarts")
		}
	}
}

func lowerOnce(prog *frontend.Program, opts Options, memArrays map[*frontend.VarDecl]bool) (m *ir.Module, err error, again bool) {
	l := newLowerer(prog, opts, memArrays)
	defer func() {
		if r := recover(); r != nil {
			switch r := r.(type) {
			case diagPanic:
				r.d.Notes = append(r.d.Notes, l.callNotes()...)
				m, err = nil, &Error{Diags: []*frontend.Diagnostic{r.d}}
			case restart:
				again = true
			default:
				panic(r)
			}
		}
	}()
	l.module()
	if verr := ir.Verify(l.m); verr != nil {
		return nil, fmt.Errorf("lower: internal error: the lowered module does not verify:\n%v", verr), false
	}
	return l.m, nil, false
}

// errorAt stops the lowering with a diagnostic spanning first..last.
func errorAt(first, last *frontend.Token, format string, args ...any) {
	d := &frontend.Diagnostic{Sev: frontend.SevError, Msg: fmt.Sprintf(format, args...)}
	if first != nil {
		d.Pos = first.Loc()
		if last != nil && last != first {
			lp := last.Loc()
			if lp.Inc == d.Pos.Inc && lp.Line == d.Pos.Line && lp.Col >= d.Pos.Col {
				d.EndCol = lp.Col + len(last.Text) - 1
			}
		} else if first.Exp == nil && len(first.Text) > 1 {
			d.EndCol = d.Pos.Col + len(first.Text) - 1
		}
	}
	panic(diagPanic{d})
}

func errorExpr(e frontend.Expr, format string, args ...any) {
	errorAt(e.First(), e.Last(), format, args...)
}

// ---- the lowerer ----

type lowerer struct {
	prog      *frontend.Program
	opts      Options
	memArrays map[*frontend.VarDecl]bool

	m *ir.Module
	f *ir.Func
	b *ir.Builder // b.Block == nil: the current point is unreachable

	ssa

	nextVar int
	// varNames are the source names of each named local's components.
	varNames map[int][]string
	// globals: static globals' storage, shared by all inlined frames.
	globals map[*frontend.VarDecl]*local
	// staticGuards: the flags of static locals whose initializer runs at
	// their declaration, the first time (statics.go)
	staticGuards map[*frontend.VarDecl]varKey
	frame        *frame
	cons         []*construct

	res map[*frontend.VarDecl]*ir.Memory // buffers and ConstantBuffer<T>
	// counters are the hidden counters of structured buffers (countersUsed);
	// for a view of heap entries, the view of their counters (heapCounter)
	counters map[*frontend.VarDecl]*ir.Memory
	// resources the kernel can reach, by id (resources.go): leaves, the
	// id of each leaf, the first id of each array of resources, and the
	// resource operands resolved while an expression is lowered
	leaves    []*frontend.VarDecl
	leafID    map[*frontend.VarDecl]int
	arrayBase map[*frontend.VarDecl]int
	resolved  map[frontend.Expr]*frontend.VarDecl
	hasResOps map[frontend.Expr]bool // memo of hasResourceOperand
	cbufs     map[*frontend.CBuffer]*ir.Memory
	// descriptor heaps (heap.go): the resource and sampler heaps'
	// kernel arguments, the resource variables that may hold an entry
	// whose index is NonUniformResourceIndex
	tables         []*descTable // unsized arrays' tables, then the heaps
	heapTables     [2]*descTable
	tableOfArray   map[*frontend.VarDecl]*descTable
	arrayTables    int                       // the unsized arrays among tables
	heapAttached   map[*ir.Value]uint8       // heap indices given to an access: 1 its Mem's, 2 its sampler's
	heapCounters   map[*ir.Memory]*ir.Memory // a view of heap entries -> the view of their counters
	nonUniformVars map[*frontend.VarDecl]bool
	// nonUniformCalls: calls of a function returning a resource that one
	// of its returns named through a NonUniformResourceIndex element (the
	// flag the caller's operand carries, as a variable's does)
	nonUniformCalls map[*frontend.CallExpr]bool
	// mentionsNURI memoizes mentionsNonUniform
	mentionsNURI map[*frontend.FuncDecl]bool
	// pre: values of sub-expressions lowered before the rounds of a
	// resource operand resolved per lane (rounds.go); convergentFuncs
	// memoizes convergentFunc
	pre             map[frontend.Expr][]*ir.Value
	convergentFuncs map[*frontend.FuncDecl]bool
	// derivs: the kernel takes derivatives (derivs.go)
	derivs bool
	// quadOps: the kernel reads across quads (QuadReadAcross*, QuadReadLaneAt,
	// QuadAny/QuadAll). SM 6.6 gives compute quads the derivatives' layout
	// (DirectX-Specs, derivatives in compute; before 6.6 the layout was the
	// implementation's choice, so the same one serves every profile).
	quadOps bool
	// hardwareIndex are reads of the hardware's flat thread index
	// (GetGroupWaveIndex), which the quad renumbering leaves as they are:
	// waves are formed in that order
	hardwareIndex map[*ir.Value]bool
	shared        map[*frontend.VarDecl]*ir.Memory
	nblocks       map[string]int
	nprivs        int

	// precise variables (by local id) and private arrays, and the values
	// assigned to them (see precise.go)
	preciseVars  map[int]bool
	preciseMems  map[*ir.Memory]bool
	preciseRoots []*ir.Value
}

// frame is one inlined function body.
type frame struct {
	fn      *frontend.FuncDecl
	locals  map[*frontend.VarDecl]*local
	resVars map[*frontend.VarDecl]varKey // resource locals and parameters: the id they hold
	// array-of-resources parameters: the global array each is bound to
	// (arrays of resources pass by reference: an inlined call names the
	// argument's array itself)
	resArrays map[*frontend.VarDecl]*frontend.VarDecl
	// resCands: the leaves each resource parameter and local resource
	// variable may hold (rescands.go); one not listed may hold any of its
	// type
	resCands map[*frontend.VarDecl][]int
	// groupshared parameters: the groupshared memory each refers to (the
	// argument's place; HLSL 202x passes them by reference)
	refs map[*frontend.VarDecl]placeT
	ret  *local // return value, nil for void and for a resource
	// retRes holds the id of the resource a function returning one
	// returns (nil otherwise); retCands are the leaves its returns may
	// name, retNonUniform whether one names a non-uniform element
	retRes        *varKey
	retCands      []int
	retNonUniform bool
	wrap          *construct // construct returns leave, nil if none
	kernel        bool
	parent        *frame
	// call is the call this frame inlines (nil for the entry point's)
	call *frontend.CallExpr
}

// callNotes are the calls the current point was inlined through,
// innermost first, as notes for an error there: the lowering sees a
// function's body once per call, and what it rejects may depend on the
// arguments (a member function's atomic on its object is one only when
// the object is memory an atomic can reach), as clang notes the
// instantiations a template error is in.
func (l *lowerer) callNotes() []*frontend.Diagnostic {
	var notes []*frontend.Diagnostic
	for fr := l.frame; fr != nil; fr = fr.parent {
		if fr.call == nil {
			continue
		}
		first := fr.call.First()
		d := &frontend.Diagnostic{Sev: frontend.SevNote, Msg: fmt.Sprintf("in the call of '%s' here", fr.fn.Name)}
		if first != nil {
			d.Pos = first.Loc()
			if last := fr.call.Last(); last != nil {
				if lp := last.Loc(); lp.Inc == d.Pos.Inc && lp.Line == d.Pos.Line && lp.Col >= d.Pos.Col {
					d.EndCol = lp.Col + len(last.Text) - 1
				}
			}
		}
		notes = append(notes, d)
	}
	return notes
}

// local is one variable instance: SSA components, or private memory.
type local struct {
	decl  *frontend.VarDecl
	t     frontend.Type
	id    int
	kinds []frontend.ScalarKind
	mem   *ir.Memory
}

func newLowerer(prog *frontend.Program, opts Options, memArrays map[*frontend.VarDecl]bool) *lowerer {
	l := &lowerer{prog: prog, opts: opts, memArrays: memArrays, m: ir.NewModule(),
		globals: map[*frontend.VarDecl]*local{}, staticGuards: map[*frontend.VarDecl]varKey{}, res: map[*frontend.VarDecl]*ir.Memory{}, counters: map[*frontend.VarDecl]*ir.Memory{},
		leafID: map[*frontend.VarDecl]int{}, arrayBase: map[*frontend.VarDecl]int{}, resolved: map[frontend.Expr]*frontend.VarDecl{}, hasResOps: map[frontend.Expr]bool{},
		cbufs: map[*frontend.CBuffer]*ir.Memory{}, shared: map[*frontend.VarDecl]*ir.Memory{},
		nblocks: map[string]int{}, nonUniformVars: map[*frontend.VarDecl]bool{}, nonUniformCalls: map[*frontend.CallExpr]bool{}, tableOfArray: map[*frontend.VarDecl]*descTable{},
		heapAttached: map[*ir.Value]uint8{}, heapCounters: map[*ir.Memory]*ir.Memory{}}
	l.m.DenormF32 = opts.DenormF32
	if lim := prog.GroupsharedLimit; lim > 0 && lim != ir.MaxGroupshared {
		l.m.GroupsharedLimit = lim
	}
	l.ssa.init()
	return l
}

func (l *lowerer) module() {
	l.declareResources()
	l.declareHeaps()
	e := l.prog.Entry
	n := e.NumThreads
	l.f = l.m.NewKernel(e.Name, n[0], n[1], n[2])
	l.f.Pos = tokPos(e.Tok)
	l.b = ir.NewBuilder(l.f)
	entry := l.f.NewBlock("entry")
	l.seal(entry)
	l.b.SetBlock(entry)
	fr := &frame{fn: e, locals: map[*frontend.VarDecl]*local{}, resVars: map[*frontend.VarDecl]varKey{}, kernel: true}
	l.frame = fr
	l.localResourceCands(fr, e.Body)
	// static locals (statics.go), before the static globals, whose
	// initializers may call their functions
	l.declareStatics()
	// static globals with their initializers
	for _, g := range l.prog.Globals {
		if g.Storage != frontend.StorageStatic {
			continue
		}
		if !isNumericOrAggregate(g.Type) {
			continue
		}
		loc := l.newLocal(g)
		l.globals[g] = loc
		if g.Init != nil {
			l.storePlace(l.localPlace(loc), l.expr(g.Init), g.Init)
		} else {
			l.zeroInit(loc)
		}
	}
	for _, p := range e.Params {
		loc := l.newLocal(p)
		fr.locals[p] = loc
		l.storePlace(l.localPlace(loc), l.systemValue(p), nil)
	}
	l.block(e.Body)
	if l.b.Block != nil {
		l.b.Ret()
	}
	l.finish()
	if (l.derivs || l.quadOps) && quadRuleOf(n) == quads2D {
		l.remapQuadIDs()
	}
	l.markFast()
	l.dropUnusedCounters()
}

// systemValue reads an entry parameter's SV_* semantic; a struct parameter
// without one reads each member's (the checker made sure they have them).
func (l *lowerer) systemValue(p *frontend.VarDecl) []*ir.Value {
	return l.systemValueOf(p.Tok, p.Name, p.Semantic, p.Type)
}

func (l *lowerer) systemValueOf(tok *frontend.Token, name, semantic string, t frontend.Type) []*ir.Value {
	if st, ok := t.(*frontend.StructType); ok && semantic == "" {
		var out []*ir.Value
		for _, f := range st.Fields {
			out = append(out, l.systemValueOf(f.Tok, f.Name, f.Semantic, f.Type)...)
		}
		return out
	}
	var op ir.Op
	switch strings.ToLower(semantic) {
	case "sv_dispatchthreadid":
		op = ir.OpDispatchID
	case "sv_groupid":
		op = ir.OpGroupID
	case "sv_groupthreadid":
		op = ir.OpThreadID
	case "sv_groupindex":
		op = ir.OpGroupIndex
	default:
		errorAt(tok, nil, "entry input '%s' has semantic '%s', which a compute shader cannot lower", name, semantic)
	}
	kinds := flatKinds(t)
	out := make([]*ir.Value, len(kinds))
	for i, k := range kinds {
		dim := i
		if dim > 2 {
			errorAt(tok, nil, "entry input '%s' has more than 3 components", name)
		}
		out[i] = l.convert(l.systemID(op, dim), frontend.Uint, k)
	}
	return out
}

// systemID is one component of a built-in id. Along a workgroup dimension
// of one thread the thread id is 0 and the dispatch id is the group id (as
// NIR's compute system-value lowering does), and in a one-thread workgroup
// the group index is 0: no value then depends on the lane, and the
// backend needs no per-lane id VGPR for them.
func (l *lowerer) systemID(op ir.Op, dim int) *ir.Value {
	n := l.f.NumThreads
	switch {
	case op == ir.OpThreadID && n[dim] == 1, op == ir.OpGroupIndex && n[0]*n[1]*n[2] == 1:
		return l.b.ConstInt(ir.I32, 0)
	case op == ir.OpDispatchID && n[dim] == 1:
		return l.b.ID(ir.OpGroupID, dim)
	}
	return l.b.ID(op, dim)
}

// ---- types ----

// irType is the IR type computing values of kind k.
func (l *lowerer) irType(k frontend.ScalarKind) ir.Type {
	switch k {
	case frontend.Bool:
		return ir.I1
	case frontend.Int16, frontend.Uint16:
		return ir.I16
	case frontend.Min16Int, frontend.Min12Int, frontend.Min16Uint:
		if l.opts.Min16AsF32 {
			return ir.I32
		}
		return ir.I16
	case frontend.Int64, frontend.Uint64:
		return ir.I64
	case frontend.Float16:
		return ir.F16
	case frontend.Min16Float, frontend.Min10Float:
		if l.opts.Min16AsF32 {
			return ir.F32
		}
		return ir.F16
	case frontend.Double:
		return ir.F64
	case frontend.LitFloat, frontend.Float, frontend.Half:
		return ir.F32
	}
	return ir.I32
}

// storeType is the IR type of kind k in memory.
func storeType(k frontend.ScalarKind) ir.Type {
	switch k {
	case frontend.Int16, frontend.Uint16:
		return ir.I16
	case frontend.Float16:
		return ir.F16
	case frontend.Int64, frontend.Uint64:
		return ir.I64
	case frontend.Double:
		return ir.F64
	case frontend.Min16Float, frontend.Min10Float, frontend.Half, frontend.Float, frontend.LitFloat:
		return ir.F32
	}
	return ir.I32
}

func isNumericOrAggregate(t frontend.Type) bool {
	switch t := t.(type) {
	case *frontend.ScalarType, *frontend.VectorType, *frontend.MatrixType:
		return true
	case *frontend.ArrayType:
		return isNumericOrAggregate(t.Elem) || isResourceArray(t)
	case *frontend.StructType:
		for _, f := range t.Fields {
			if !isNumericOrAggregate(f.Type) && !isResourceType(f.Type) && !isResourceArray(f.Type) {
				return false
			}
		}
		return true
	}
	return false
}

// isResourceArray reports an array (of arrays) of resources: in a struct,
// an array of the ids it holds.
func isResourceArray(t frontend.Type) bool {
	a, ok := t.(*frontend.ArrayType)
	if !ok {
		return false
	}
	for {
		inner, ok := a.Elem.(*frontend.ArrayType)
		if !ok {
			return isResourceType(a.Elem)
		}
		a = inner
	}
}

// eachComp calls fn for the scalar components of t in order: vectors
// x..w, matrices row by row, arrays element by element, structs field by
// field. A resource (a struct field, or a resource on its own) is one uint
// component, the id of the resource it holds (resources.go), for which
// resource is true.
func eachComp(t frontend.Type, fn func(kind frontend.ScalarKind, resource bool)) {
	switch t := t.(type) {
	case *frontend.ScalarType:
		fn(t.Kind, false)
	case *frontend.VectorType:
		for i := 0; i < t.N; i++ {
			fn(t.Elem, false)
		}
	case *frontend.MatrixType:
		for i := 0; i < t.Rows*t.Cols; i++ {
			fn(t.Elem, false)
		}
	case *frontend.ArrayType:
		for i := 0; i < t.Len; i++ {
			eachComp(t.Elem, fn)
		}
	case *frontend.StructType:
		for _, f := range t.Fields {
			eachComp(f.Type, fn)
		}
	case *frontend.ResourceType:
		fn(frontend.Uint, true)
	}
}

// flatKinds lists the kinds of t's scalar components (eachComp).
func flatKinds(t frontend.Type) []frontend.ScalarKind {
	var out []frontend.ScalarKind
	eachComp(t, func(k frontend.ScalarKind, _ bool) { out = append(out, k) })
	return out
}

func ncomps(t frontend.Type) int { return len(flatKinds(t)) }

// resourceComps marks the components of t (eachComp) that hold a
// resource's id.
func resourceComps(t frontend.Type) []bool {
	var out []bool
	eachComp(t, func(_ frontend.ScalarKind, r bool) { out = append(out, r) })
	return out
}

// blockName returns a fresh block name with the given stem.
func (l *lowerer) newBlock(stem string) *ir.Block {
	n := l.nblocks[stem]
	l.nblocks[stem] = n + 1
	name := stem
	if n > 0 {
		name = stem + strconv.Itoa(n)
	}
	return l.f.NewBlock(name)
}

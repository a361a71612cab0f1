package ir

import (
	"fmt"
	"strings"

	"hlslc/ir/runspec"
)

// ErrorList is the list of problems Verify found, one per line.
type ErrorList []*Error

func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Limits the verifier enforces (D3D11 compute limits; Module.GroupsharedLimit
// may replace MaxGroupshared).
const (
	MaxThreadsPerGroup = 1024
	MaxThreadsZ        = 64
	MaxGroupshared     = 32768
)

type verifier struct {
	m    *Module
	errs ErrorList
}

func (vr *verifier) errorf(pos Pos, ctx string, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if !pos.IsValid() && ctx != "" {
		msg = ctx + ": " + msg
	}
	vr.errs = append(vr.errs, &Error{Pos: pos, Msg: msg})
}

// Verify checks the module: declarations, types (by the op table), SSA
// form and dominance, terminators and phis, and the structured control
// flow rules (see the package doc and structure.go). It returns nil or an
// ErrorList.
func Verify(m *Module) error {
	vr := &verifier{m: m}
	vr.module()
	if len(vr.errs) > 0 {
		return vr.errs
	}
	return nil
}

func (vr *verifier) module() {
	m := vr.m
	names := map[string]*Memory{}
	for _, r := range append(append(append([]*Memory{}, m.Resources...), m.Views...), m.Shared...) {
		ctx := "@" + r.Name
		if prev, ok := names[r.Name]; ok && prev != r {
			vr.errorf(r.Pos, ctx, "memory object @%s is declared twice", r.Name)
		}
		names[r.Name] = r
		vr.memory(r, ctx)
	}
	for _, r := range m.Resources {
		if !r.IsResource() || r.Heap != nil {
			vr.errorf(r.Pos, "@"+r.Name, "@%s is listed with the resources but is not a cbuffer or buffer", r.Name)
		}
		if r.Kind == MemHeap && !r.Table && r.Name != HeapName(r.Sampler) {
			vr.errorf(r.Pos, "@"+r.Name, "a descriptor heap of %s is @%s", map[bool]string{false: "resources", true: "samplers"}[r.Sampler], HeapName(r.Sampler))
		}
	}
	for _, r := range m.Views {
		if h := r.Heap; h == nil || h.Kind != MemHeap || m.Lookup(h.Name) != h || !r.IsResource() || r.Kind == MemHeap || r.Counter && h.Sampler || (r.Kind == MemSampler) != h.Sampler {
			vr.errorf(r.Pos, "@"+r.Name, "@%s is listed with the views but is not a view of a descriptor heap of the module", r.Name)
		}
	}
	shared := 0
	for _, r := range m.Shared {
		if r.Kind != MemGroupshared {
			vr.errorf(r.Pos, "@"+r.Name, "@%s is listed with the groupshared variables but is not one", r.Name)
		}
		shared += r.Layout.Size()
	}
	if limit := m.SharedLimit(); shared > limit {
		vr.errorf(Pos{}, "", "groupshared variables take %d bytes, more than the %d allowed", shared, limit)
	}
	fnames := map[string]bool{}
	var kernels []string
	for _, f := range m.Funcs {
		if fnames[f.Name] {
			vr.errorf(f.Pos, "@"+f.Name, "function @%s is defined twice", f.Name)
		}
		fnames[f.Name] = true
		if f.Kernel {
			kernels = append(kernels, "@"+f.Name)
		}
	}
	if len(kernels) > 1 {
		vr.errorf(Pos{}, "", "module has more than one kernel (%s)", strings.Join(kernels, ", "))
	}
	for _, f := range m.Funcs {
		vr.function(f)
	}
	vr.recursion()
}

func (vr *verifier) memory(r *Memory, ctx string) {
	switch r.Kind {
	case MemCBuffer:
		if r.Size%16 != 0 {
			vr.errorf(r.Pos, ctx, "cbuffer @%s: size %d is not a multiple of 16", r.Name, r.Size)
		}
		vr.members(r, r.Size, ctx)
	case MemStructured:
		if r.Stride <= 0 || r.Stride%2 != 0 {
			vr.errorf(r.Pos, ctx, "structured buffer @%s: stride %d is not a positive multiple of 2", r.Name, r.Stride)
		}
		vr.members(r, r.Stride, ctx)
	case MemTyped:
		if r.Shape == 0 || r.Shape > runspec.Shape2DMSArray {
			vr.errorf(r.Pos, ctx, "@%s has no shape", r.Name)
		} else if r.Writable && r.Shape.IsCube() {
			vr.errorf(r.Pos, ctx, "@%s: cube textures are read-only (a UAV of a cube is a 2D array)", r.Name)
		}
		if _, ok := runspec.ParseTexel(r.Texel.String()); !ok {
			vr.errorf(r.Pos, ctx, "@%s: %s is not an element format of typed resources", r.Name, r.Texel)
		}
	case MemGroupshared, MemPrivate:
		if r.Layout.Elem == 0 || r.Layout.Size() <= 0 {
			vr.errorf(r.Pos, ctx, "@%s has no size", r.Name)
		}
	}
	if r.Init != nil && (r.Kind != MemPrivate || len(r.Init) != r.Layout.Size()) {
		vr.errorf(r.Pos, ctx, "@%s: only a private array has contents, %d bytes for its %d", r.Name, len(r.Init), r.Layout.Size())
	}
}

func (vr *verifier) members(r *Memory, size int, ctx string) {
	seen := map[string]bool{}
	for _, mb := range r.Members {
		if seen[mb.Name] {
			vr.errorf(r.Pos, ctx, "@%s: member %s is declared twice", r.Name, mb.Name)
		}
		seen[mb.Name] = true
		if mb.Offset < 0 || mb.Offset+mb.Size() > size {
			vr.errorf(r.Pos, ctx, "@%s: member %s (%s at offset %d) does not fit in %d bytes", r.Name, mb.Name, mb.Layout, mb.Offset, size)
		}
		if mb.Offset%mb.Elem.Size() != 0 {
			vr.errorf(r.Pos, ctx, "@%s: member %s at offset %d is not aligned to its %d-byte elements", r.Name, mb.Name, mb.Offset, mb.Elem.Size())
		}
	}
}

func (vr *verifier) recursion() {
	state := map[*Func]int{} // 1 visiting, 2 done
	var stack []*Func
	var visit func(f *Func) bool
	visit = func(f *Func) bool {
		switch state[f] {
		case 1:
			var cyc []string
			for i := len(stack) - 1; i >= 0; i-- {
				cyc = append([]string{"@" + stack[i].Name}, cyc...)
				if stack[i] == f {
					break
				}
			}
			cyc = append(cyc, "@"+f.Name)
			vr.errorf(f.Pos, "@"+f.Name, "recursive calls: %s", strings.Join(cyc, " -> "))
			return false
		case 2:
			return true
		}
		state[f] = 1
		stack = append(stack, f)
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Op == OpCall && v.Callee != nil && !visit(v.Callee) {
					return false
				}
			}
		}
		stack = stack[:len(stack)-1]
		state[f] = 2
		return true
	}
	for _, f := range vr.m.Funcs {
		if !visit(f) {
			return
		}
	}
}

type funcVerifier struct {
	*verifier
	f     *Func
	def   valueTable // the parameters and instructions of f, with each instruction's position within its block
	dom   *DomTree
	preds map[*Block][]*Block
}

// valueTable maps the values of one function to an int. The values a
// function makes have distinct IDs below Func.NumValues, so the table is
// a slice by ID (a map per value was a third of the verifier's time);
// a value whose ID is out of range or already taken by another, which
// only a malformed module has, goes to a map instead.
type valueTable struct {
	byID  []*Value
	at    []int32
	other map[*Value]int
}

func newValueTable(n int) valueTable {
	return valueTable{byID: make([]*Value, n), at: make([]int32, n)}
}

func (t *valueTable) set(v *Value, x int) {
	switch {
	case v.ID >= 0 && v.ID < len(t.byID) && (t.byID[v.ID] == nil || t.byID[v.ID] == v) && x == int(int32(x)):
		t.byID[v.ID], t.at[v.ID] = v, int32(x)
	default:
		if t.other == nil {
			t.other = map[*Value]int{}
		}
		t.other[v] = x
	}
}

// get returns the int of v and whether v is in the table.
func (t *valueTable) get(v *Value) (int, bool) {
	if v.ID >= 0 && v.ID < len(t.byID) && t.byID[v.ID] == v {
		return int(t.at[v.ID]), true
	}
	x, ok := t.other[v]
	return x, ok
}

func (t *valueTable) has(v *Value) bool {
	_, ok := t.get(v)
	return ok
}

func (fv *funcVerifier) ctx(b *Block) string {
	if b == nil {
		return "@" + fv.f.Name
	}
	return "@" + fv.f.Name + " ^" + b.Name
}

func (vr *verifier) function(f *Func) {
	fv := &funcVerifier{verifier: vr, f: f, def: newValueTable(f.NumValues())}
	ctx := "@" + f.Name
	if f.Kernel {
		n := f.NumThreads
		if n[0] < 1 || n[1] < 1 || n[2] < 1 || n[0]*n[1]*n[2] > MaxThreadsPerGroup || n[2] > MaxThreadsZ {
			vr.errorf(f.Pos, ctx, "kernel @%s: numthreads(%d, %d, %d) is outside the limits (each at least 1, z at most %d, at most %d in all)", f.Name, n[0], n[1], n[2], MaxThreadsZ, MaxThreadsPerGroup)
		}
		if len(f.Params) > 0 || f.Result != Void {
			vr.errorf(f.Pos, ctx, "kernel @%s must have no parameters and no result", f.Name)
		}
	}
	if len(f.Blocks) == 0 {
		vr.errorf(f.Pos, ctx, "function @%s has no blocks", f.Name)
		return
	}
	for _, p := range f.Params {
		fv.def.set(p, 0)
	}
	pnames := map[string]bool{}
	for _, r := range f.Private {
		if pnames[r.Name] || vr.m.Lookup(r.Name) != nil {
			vr.errorf(r.Pos, ctx, "memory object @%s is declared twice", r.Name)
		}
		pnames[r.Name] = true
		vr.memory(r, ctx)
		if r.Kind != MemPrivate {
			vr.errorf(r.Pos, ctx, "@%s is listed with the private arrays but is not one", r.Name)
		}
	}
	// Terminators and block shape first: the CFG analyses need them.
	shapeOK := true
	blockSet := map[*Block]bool{}
	for _, b := range f.Blocks {
		blockSet[b] = true
	}
	for _, b := range f.Blocks {
		for i, v := range b.Instrs {
			fv.def.set(v, i)
			if v.Block != b {
				vr.errorf(v.Pos, fv.ctx(b), "%s is listed in ^%s but belongs to another block", v.Op, b.Name)
			}
		}
		t := b.Terminator()
		if t == nil {
			pos := b.Pos
			if n := len(b.Instrs); n > 0 {
				pos = b.Instrs[n-1].Pos
			}
			vr.errorf(pos, fv.ctx(b), "block ^%s does not end with a terminator", b.Name)
			shapeOK = false
			continue
		}
		for _, v := range b.Instrs[:len(b.Instrs)-1] {
			if v.Op.Is(FlagTerminator) {
				vr.errorf(v.Pos, fv.ctx(b), "terminator %s in the middle of block ^%s", v.Op, b.Name)
			}
		}
		if len(t.Targets) != t.Op.NumTargets() {
			vr.errorf(t.Pos, fv.ctx(b), "%s needs %d target blocks, has %d", t.Op, t.Op.NumTargets(), len(t.Targets))
			shapeOK = false
			continue
		}
		for _, s := range t.Targets {
			if !blockSet[s] {
				vr.errorf(t.Pos, fv.ctx(b), "%s targets a block that is not in @%s", t.Op, f.Name)
				shapeOK = false
			} else if s == f.Entry() {
				vr.errorf(t.Pos, fv.ctx(b), "%s targets the entry block ^%s", t.Op, s.Name)
				shapeOK = false
			}
		}
	}
	if !shapeOK {
		return
	}
	fv.preds = f.Preds()
	fv.dom = Dominators(f)
	for _, b := range f.Blocks {
		seenNonPhi := false
		for _, v := range b.Instrs {
			if v.Op == OpPhi {
				if seenNonPhi {
					vr.errorf(v.Pos, fv.ctx(b), "phi %s after other instructions in ^%s", v, b.Name)
				}
			} else {
				seenNonPhi = true
			}
			fv.instr(b, v)
		}
	}
	fv.structure()
}

// typeOK checks operand and result types against the op table.
func (fv *funcVerifier) instr(b *Block, v *Value) {
	ctx := fv.ctx(b)
	info := v.Op.Info()
	errf := func(format string, args ...any) {
		fv.errorf(v.Pos, ctx, "%s: %s", v.Op, fmt.Sprintf(format, args...))
	}
	if v.Op == OpInvalid || v.Op >= numOps || v.Op == OpConst || v.Op == OpParam {
		fv.errorf(v.Pos, ctx, "invalid instruction (op %d)", v.Op)
		return
	}
	for i, a := range v.Args {
		if a == nil {
			errf("operand %d is missing", i+1)
			return
		}
		if a.Op == OpConst {
			continue
		}
		if !fv.def.has(a) {
			errf("operand %d (%s) is not defined in @%s", i+1, a, fv.f.Name)
			return
		}
		if a.Type == Void {
			errf("operand %d (%s) has no value", i+1, a)
			return
		}
	}
	if v.Fast && !v.Op.AllowsFast() {
		errf("cannot be fast (only floating-point arithmetic and fcmp)")
	}
	if v.Op == OpLoop && v.Aux < LoopDontUnroll {
		errf("bad loop hint %d", v.Aux)
	}
	if !v.Op.Is(FlagVariadic) && len(v.Args) != len(info.Args)+HeapOperands(v) {
		errf("takes %d operands, has %d", len(info.Args)+HeapOperands(v), len(v.Args))
		return
	}
	for _, h := range []*Value{HeapIndex(v), SamplerHeapIndex(v)} {
		if h != nil && h.Type != I32 {
			errf("the heap entry's index %s has type %s, want i32", h, h.Type)
			return
		}
	}
	// The polymorphic type T: from the result when it is T, else the first T operand.
	T := Void
	if info.Result == tT {
		T = v.Type
	} else {
		for i, r := range info.Args {
			if r == tT {
				T = v.Args[i].Type
				break
			}
		}
	}
	usesT := info.Result == tT || v.Op == OpPhi
	for _, r := range info.Args {
		usesT = usesT || r == tT
	}
	if usesT && !info.Types.has(T) {
		errf("type %s is not allowed (want one of %s)", T, info.Types)
		return
	}
	for i, r := range info.Args {
		want := r
		if r == tT {
			want = T
		}
		if want == tAny {
			continue
		}
		if got := v.Args[i].Type; got != want {
			errf("operand %d (%s) has type %s, want %s", i+1, v.Args[i], got, want)
			return
		}
	}
	switch info.Result {
	case tT:
	case tAny:
		if v.Op != OpCall && !info.Types.has(v.Type) {
			errf("result type %s is not allowed (want one of %s)", v.Type, info.Types)
			return
		}
	default:
		if v.Type != info.Result {
			errf("result type is %s, want %s", v.Type, info.Result)
			return
		}
	}
	if info.check != nil {
		own := *v // the op's own operands, without heap entry indices
		own.Args = OwnArgs(v)
		if msg := info.check(&own); msg != "" {
			errf("%s", msg)
			return
		}
	}
	// Aux.
	switch info.Aux {
	case AuxICmp:
		if p := Pred(v.Aux); v.Aux < 0 || !p.IsIntPred() {
			errf("invalid predicate %d", v.Aux)
		}
	case AuxFCmp:
		if p := Pred(v.Aux); v.Aux < 0 || !p.IsFloatPred() {
			errf("invalid predicate %d", v.Aux)
		}
	case AuxDim:
		if v.Aux < 0 || v.Aux > 2 {
			errf("dimension %d is not x, y or z", v.Aux)
		}
	case AuxMem, AuxAtomic, AuxCmpXchg:
		fv.memAccess(v, errf)
	case AuxTexel:
		fv.texelAccess(v, errf)
	case AuxSample:
		fv.verifySample(v, errf)
	case AuxSpaces:
		if v.Aux < 0 || v.Aux >= 1<<4 {
			errf("invalid address space set %d", v.Aux)
		} else if v.Op == OpFence && v.Aux == 0 {
			errf("a fence must order at least one address space")
		}
	case AuxReduce:
		rop := Op(v.Aux)
		if v.Aux < 0 || v.Aux >= int64(numOps) || !IsReduceOp(rop) {
			errf("cannot combine lanes with op %d", v.Aux)
		} else if !rop.Info().Types.has(v.Type) {
			errf("%s does not apply to %s", rop, v.Type)
		}
	case AuxUniform:
		if v.Aux != ReadFirstAny && v.Aux != ReadFirstAssumed {
			errf("invalid uniformity %d", v.Aux)
		}
	case AuxPhi:
		fv.phi(b, v, errf)
	case AuxCall:
		fv.call(v, errf)
	}
	if v.Op == OpRet {
		switch {
		case fv.f.Result == Void && len(v.Args) != 0:
			errf("@%s returns no value", fv.f.Name)
		case fv.f.Result != Void && len(v.Args) != 1:
			errf("@%s must return one %s value", fv.f.Name, fv.f.Result)
		case fv.f.Result != Void && v.Args[0].Type != fv.f.Result:
			errf("returns %s, @%s returns %s", v.Args[0].Type, fv.f.Name, fv.f.Result)
		}
	}
	// Dominance (phis check their operands against the incoming blocks).
	if v.Op != OpPhi {
		for i, a := range v.Args {
			if !fv.dominates(a, b, fv.indexOf(v)) {
				errf("operand %d (%s) does not dominate this use", i+1, a)
			}
		}
	}
}

// dominates reports whether def is available at instruction index i of b.
func (fv *funcVerifier) dominates(def *Value, b *Block, i int) bool {
	if def.Block == nil || !fv.dom.Reachable(b) {
		return true // constants, parameters; uses in unreachable code
	}
	if def.Block == b {
		return fv.indexOf(def) < i
	}
	return fv.dom.Dominates(def.Block, b)
}

// indexOf is the position of instruction v within its block (0 for what
// is not an instruction of the function).
func (fv *funcVerifier) indexOf(v *Value) int {
	i, _ := fv.def.get(v)
	return i
}

func (fv *funcVerifier) memAccess(v *Value, errf func(string, ...any)) {
	r := v.Mem
	if r == nil {
		errf("no memory object")
		return
	}
	if fv.f.LookupMem(r.Name) != r {
		errf("memory object @%s is not declared in this module or function", r.Name)
		return
	}
	if r.Kind == MemTyped {
		errf("@%s is a typed %s: its elements are read with texload and written with texstore", r.Name, r.Shape)
		return
	}
	writes := v.Op != OpLoad
	if writes && (r.Kind == MemCBuffer || r.IsResource() && !r.Writable || r.Init != nil) {
		errf("@%s is read-only", r.Name)
	}
	if v.Op == OpAtomic || v.Op == OpCmpXchg {
		if r.Kind == MemPrivate || r.Kind == MemCBuffer {
			errf("atomics need buffer or groupshared memory, @%s is %s", r.Name, r.Space())
		}
		if v.Op == OpAtomic && (v.Aux < 0 || v.Aux >= int64(numAtomicOps) || AtomicOp(v.Aux) == AtomicCmpXchg) {
			errf("invalid atomic operation %d", v.Aux)
		}
		if v.Order >= numOrderings {
			errf("invalid memory ordering %d", v.Order)
		}
		if v.Align != v.Type.Bytes() {
			errf("atomic access must be naturally aligned (align %d), has align %d", v.Type.Bytes(), v.Align)
		}
		return
	}
	if v.Align < 1 || v.Align > 16 || v.Align&(v.Align-1) != 0 {
		errf("alignment %d is not a power of two from 1 to 16", v.Align)
	}
}

// texelAccess checks texload, texstore and resdim (their operands are
// checked by the ops' check functions).
func (fv *funcVerifier) texelAccess(v *Value, errf func(string, ...any)) {
	r := v.Mem
	if r == nil {
		errf("no memory object")
		return
	}
	if fv.f.LookupMem(r.Name) != r {
		errf("memory object @%s is not declared in this module or function", r.Name)
		return
	}
	switch v.Op {
	case OpResDim:
		if !r.IsResource() || r.Kind == MemCBuffer {
			errf("@%s is not a buffer or texture", r.Name)
		} else if n := resDims(r); v.Aux < 0 || v.Aux >= int64(n) {
			errf("@%s has %d extents, not %d", r.Name, n, v.Aux+1)
		}
		return
	case OpTexInfo:
		if r.Kind != MemTyped || !r.Shape.IsTexture() {
			errf("@%s is not a texture", r.Name)
		} else if v.Aux < 0 || v.Aux > 3 {
			errf("texinfo asks for extent 0, 1, 2 or the level count (3), not %d", v.Aux)
		}
		return
	case OpTexStore, OpTexAtomic:
		if r.Kind == MemTyped && !r.Writable {
			errf("@%s is read-only", r.Name)
		}
		if v.Op == OpTexAtomic && (v.Aux < 0 || v.Aux >= int64(numAtomicOps)) {
			errf("invalid atomic operation %d", v.Aux)
		}
	}
	if r.Kind != MemTyped {
		errf("@%s is not a typed buffer or texture", r.Name)
		return
	}
	if v.Op == OpTexLoad && (v.Aux < 0 || v.Aux >= int64(r.Texel.StorageComps())) {
		errf("@%s has %d components, not %d", r.Name, r.Texel.StorageComps(), v.Aux+1)
	}
}

// resDims is the number of extents resdim can ask of a resource: a
// texture's width, height and depth or layers (1 where the shape has
// fewer), a multisampled texture's samples per texel (3), a buffer's size.
func resDims(r *Memory) int {
	switch {
	case r.Kind == MemTyped && r.Shape.IsMultisampled():
		return 4 // and the samples per texel
	case r.Kind == MemTyped && r.Shape.IsTexture():
		return 3
	}
	return 1
}

func (fv *funcVerifier) phi(b *Block, v *Value, errf func(string, ...any)) {
	if len(v.Targets) != len(v.Args) {
		errf("has %d values but %d blocks", len(v.Args), len(v.Targets))
		return
	}
	preds := fv.preds[b]
	count := map[*Block]int{}
	for _, p := range preds {
		count[p]++
	}
	seen := map[*Block]bool{}
	for i, a := range v.Args {
		if a.Type != v.Type {
			errf("incoming value %s has type %s, want %s", a, a.Type, v.Type)
			return
		}
		p := v.Targets[i]
		if count[p] == 0 {
			errf("^%s is not a predecessor of ^%s", p.Name, b.Name)
			return
		}
		if seen[p] {
			errf("two values for predecessor ^%s", p.Name)
			return
		}
		seen[p] = true
		if fv.dom.Reachable(p) && !fv.dominates(a, p, len(p.Instrs)) {
			errf("incoming value %s does not dominate the end of ^%s", a, p.Name)
		}
	}
	if len(seen) != len(count) {
		var missing []string
		for _, p := range preds {
			if !seen[p] {
				missing = append(missing, "^"+p.Name)
			}
		}
		errf("no value for predecessor %s", strings.Join(missing, ", "))
	}
}

func (fv *funcVerifier) call(v *Value, errf func(string, ...any)) {
	c := v.Callee
	if c == nil || fv.m.Func(c.Name) != c {
		errf("callee is not a function of this module")
		return
	}
	if c.Kernel {
		errf("cannot call kernel @%s", c.Name)
		return
	}
	if len(v.Args) != len(c.Params) {
		errf("@%s takes %d arguments, has %d", c.Name, len(c.Params), len(v.Args))
		return
	}
	for i, a := range v.Args {
		if a.Type != c.Params[i].Type {
			errf("argument %d (%s) has type %s, @%s wants %s", i+1, a, a.Type, c.Name, c.Params[i].Type)
			return
		}
	}
	if v.Type != c.Result {
		errf("result type %s, @%s returns %s", v.Type, c.Name, c.Result)
	}
}

// SharedLimit is the most groupshared memory the module's kernel may take.
func (m *Module) SharedLimit() int {
	if m.GroupsharedLimit > 0 {
		return m.GroupsharedLimit
	}
	return MaxGroupshared
}

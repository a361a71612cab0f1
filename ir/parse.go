package ir

import (
	"encoding/binary"
	"fmt"
	"hlslc/internal/texfilter"
	"math"
	"strconv"
	"strings"

	"hlslc/ir/runspec"
)

// Parse reads a module in the text form (see print.go). Errors are *Error
// values: "line:col: error: message". Parse checks the syntax and that every
// name resolves; Verify checks the rest.
func Parse(src string) (m *Module, err error) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks, m: NewModule(), funcs: map[string]*funcRef{}}
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			m, err = nil, pe
		}
	}()
	p.module()
	return p.m, nil
}

type funcRef struct {
	f       *Func
	defined bool
	use     Pos
}

type parser struct {
	toks  []token
	i     int
	m     *Module
	funcs map[string]*funcRef

	// per function
	f        *Func
	vals     map[string]*Value
	valDef   map[*Value]bool
	valUse   map[*Value]Pos
	blocks   map[string]*Block
	blockDef map[*Block]bool
	blockUse map[*Block]Pos
}

func (p *parser) fail(pos Pos, format string, args ...any) {
	panic(&Error{pos, fmt.Sprintf(format, args...)})
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) is(kind tokKind, text string) bool {
	t := p.peek()
	return t.kind == kind && (text == "" || t.text == text)
}

// entryNext reports whether ", entry" (a view's heap entry index) follows.
func (p *parser) entryNext() bool {
	if !p.is(tPunct, ",") || p.i+1 >= len(p.toks) {
		return false
	}
	t := p.toks[p.i+1]
	return t.kind == tIdent && t.text == "entry"
}

func (p *parser) accept(kind tokKind, text string) bool {
	if p.is(kind, text) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(kind tokKind, text, what string) token {
	t := p.peek()
	if t.kind != kind || text != "" && t.text != text {
		p.fail(t.pos, "expected %s, found %s", what, t)
	}
	return p.next()
}

func (p *parser) punct(s string) { p.expect(tPunct, s, fmt.Sprintf("%q", s)) }

func (p *parser) skipNewlines() {
	for p.accept(tNewline, "") {
	}
}

func (p *parser) endLine() {
	t := p.peek()
	if t.kind != tNewline && t.kind != tEOF {
		p.fail(t.pos, "unexpected %s at the end of the line", t)
	}
	p.skipNewlines()
}

func (p *parser) integer(what string, lo, hi int64) (int64, Pos) {
	t := p.expect(tNumber, "", what)
	v, err := strconv.ParseInt(t.text, 0, 64)
	if err != nil || v < lo || v > hi {
		p.fail(t.pos, "expected %s from %d to %d, found %s", what, lo, hi, t)
	}
	return v, t.pos
}

func (p *parser) module() {
	p.skipNewlines()
	for !p.is(tEOF, "") {
		t := p.peek()
		if t.kind != tIdent {
			p.fail(t.pos, "expected a declaration (cbuffer, structured, raw, counter, typed, sampler, heap, table, view, groupshared, kernel, func, denorm, limit), found %s", t)
		}
		switch t.text {
		case "view":
			p.next()
			ht := p.expect(tGlobal, "", "a descriptor heap (@Name)")
			heap := p.m.Lookup(ht.text)
			if heap == nil || heap.Kind != MemHeap {
				p.fail(ht.pos, "@%s is not a descriptor heap declared before", ht.text)
			}
			r := p.memory(nil)
			if !r.IsResource() || r.Kind == MemHeap || r.Counter && heap.Sampler || (r.Kind == MemSampler) != heap.Sampler {
				p.fail(ht.pos, "@%s cannot be a view of @%s", r.Name, heap.Name)
			}
			r.Heap = heap
			p.m.Views = append(p.m.Views, r)
		case "cbuffer", "structured", "raw", "counter", "typed", "sampler", "groupshared", "heap", "table":
			r := p.memory(nil)
			if r.IsResource() {
				p.m.Resources = append(p.m.Resources, r)
			} else {
				p.m.Shared = append(p.m.Shared, r)
			}
		case "kernel", "func":
			p.function()
		case "denorm":
			p.next()
			p.expect(tIdent, "f32", "f32")
			mt := p.expect(tIdent, "", "a denormal mode (any, preserve, ftz)")
			d, err := ParseDenormMode(mt.text)
			if err != nil {
				p.fail(mt.pos, "%v", err)
			}
			p.m.DenormF32 = d
			p.endLine()
		case "limit":
			p.next()
			p.expect(tIdent, "groupshared", "groupshared")
			n, _ := p.integer("a groupshared limit in bytes", 1, math.MaxInt32)
			p.m.GroupsharedLimit = int(n)
			p.endLine()
		default:
			p.fail(t.pos, "expected a declaration (cbuffer, structured, raw, counter, typed, sampler, heap, table, view, groupshared, kernel, func, denorm, limit), found %s", t)
		}
	}
	var first *funcRef
	for _, fr := range p.funcs {
		if !fr.defined && (first == nil || fr.use.Line < first.use.Line || fr.use.Line == first.use.Line && fr.use.Col < first.use.Col) {
			first = fr
		}
	}
	if first != nil {
		p.fail(first.use, "call of undefined function @%s", first.f.Name)
	}
}

// memory parses a memory declaration; f is the function for private arrays.
func (p *parser) memory(f *Func) *Memory {
	kw := p.next()
	name := p.expect(tGlobal, "", "a name (@Name)")
	if p.m.Lookup(name.text) != nil || f != nil && f.LookupMem(name.text) != nil {
		p.fail(name.pos, "memory object @%s is already declared", name.text)
	}
	r := &Memory{Name: name.text, Pos: kw.pos}
	switch kw.text {
	case "cbuffer":
		r.Kind = MemCBuffer
		sizeGiven := false
		if p.accept(tIdent, "size") {
			s, _ := p.integer("a cbuffer size", 0, 65536)
			r.Size = int(s)
			sizeGiven = true
		}
		r.Members = p.members(true)
		if !sizeGiven {
			for _, mb := range r.Members {
				if e := mb.Offset + mb.Size(); e > r.Size {
					r.Size = e
				}
			}
			r.Size = (r.Size + 15) &^ 15
		}
	case "counter":
		r.Kind, r.Writable, r.Stride, r.Counter = MemStructured, true, 4, true
		r.Elem = runspec.Layout{Elem: runspec.U32}
		p.endLine()
	case "structured", "raw":
		r.Kind = MemStructured
		if kw.text == "raw" {
			r.Kind = MemRaw
		}
		acc := p.expect(tIdent, "", "ro or rw")
		switch acc.text {
		case "ro":
		case "rw":
			r.Writable = true
			if p.is(tIdent, "coherent") {
				p.next()
				r.Coherent = true
			}
		default:
			p.fail(acc.pos, "expected ro or rw, found %s", acc)
		}
		if r.Kind == MemStructured {
			p.expect(tIdent, "stride", "stride")
			s, _ := p.integer("a stride", 1, 2048)
			r.Stride = int(s)
			if p.is(tPunct, "{") {
				r.Members = p.members(false)
				return r
			}
		}
		p.endLine()
	case "typed":
		r.Kind = MemTyped
		acc := p.expect(tIdent, "", "ro or rw")
		switch acc.text {
		case "ro":
		case "rw":
			r.Writable = true
			if p.is(tIdent, "coherent") {
				p.next()
				r.Coherent = true
			}
		default:
			p.fail(acc.pos, "expected ro or rw, found %s", acc)
		}
		const shapes = "buffer, texture1d, texture2d, texture3d, texture2darray, texture1darray, texturecube, texturecubearray"
		st := p.expect(tIdent, "", "a shape ("+shapes+")")
		shape, ok := runspec.ParseShape(st.text)
		if !ok {
			p.fail(st.pos, "expected a shape (%s), found %s", shapes, st)
		}
		r.Shape = shape
		tt := p.expect(tIdent, "", "an element format (f32, i32, u32, or with x2, x3, x4)")
		texel, ok := runspec.ParseTexel(tt.text)
		if !ok {
			p.fail(tt.pos, "expected an element format (f32, i32, u32, or with x2, x3, x4), found %s", tt)
		}
		r.Texel = texel
		if p.accept(tIdent, "format") {
			ft := p.expect(tIdent, "", "a DXGI format name")
			f, err := texfilter.ParseFormat(ft.text)
			if err != nil {
				p.fail(ft.pos, "%v", err)
			}
			if !shape.IsTexture() || !texel.Compatible(f) {
				p.fail(ft.pos, "a %s of %s elements cannot have format %s", shape, texel, ft.text)
			}
			r.Format = f
		}
		p.endLine()
	case "sampler":
		r.Kind = MemSampler
		r.Compare = p.accept(tIdent, "compare")
		p.endLine()
	case "heap", "table":
		r.Kind, r.Table = MemHeap, kw.text == "table"
		kt := p.expect(tIdent, "", "resources or samplers")
		switch kt.text {
		case "resources":
		case "samplers":
			r.Sampler = true
		default:
			p.fail(kt.pos, "expected resources or samplers, found %s", kt)
		}
		if !r.Table && r.Name != HeapName(r.Sampler) {
			p.fail(name.pos, "a heap of %s is @%s", kt.text, HeapName(r.Sampler))
		}
		p.endLine()
	case "groupshared", "private":
		r.Kind = MemGroupshared
		if kw.text == "private" {
			r.Kind = MemPrivate
		}
		p.punct(":")
		r.Layout = p.layout()
		if r.Kind == MemPrivate && p.accept(tPunct, "=") {
			r.Init = p.contents(r.Layout.Size())
		}
		p.endLine()
	}
	return r
}

// contents reads a constant table's bytes, "[w, w, ...]": size bytes as
// little-endian dwords, the last one's bytes beyond size zero.
func (p *parser) contents(size int) []byte {
	p.punct("[")
	out := make([]byte, 0, (size+3)&^3)
	for len(out) < size {
		if len(out) > 0 {
			p.punct(",")
		}
		w, pos := p.integer("a dword", 0, 0xffffffff)
		out = binary.LittleEndian.AppendUint32(out, uint32(w))
		if len(out) > size && uint32(w)>>(8*(4-(len(out)-size))) != 0 {
			p.fail(pos, "the last dword has bits beyond the array's %d bytes", size)
		}
	}
	p.punct("]")
	return out[:size]
}

func (p *parser) members(required bool) []runspec.Member {
	if !required && !p.is(tPunct, "{") {
		return nil
	}
	p.punct("{")
	p.endLine()
	var out []runspec.Member
	seen := map[string]bool{}
	for !p.accept(tPunct, "}") {
		t := p.expect(tIdent, "", "a member name or \"}\"")
		if seen[t.text] {
			p.fail(t.pos, "member %s is declared twice", t.text)
		}
		seen[t.text] = true
		p.punct(":")
		l := p.layout()
		p.expect(tIdent, "offset", "offset")
		off, _ := p.integer("an offset", 0, 65536)
		p.endLine()
		out = append(out, runspec.Member{Name: t.text, Offset: int(off), Layout: l})
	}
	p.endLine()
	return out
}

func (p *parser) layout() runspec.Layout {
	t := p.expect(tIdent, "", "an element type")
	e, ok := runspec.ParseElem(t.text)
	if !ok {
		p.fail(t.pos, "unknown element type %s (expected bool, i16, u16, i32, u32, i64, u64, f16, f32, f64)", t)
	}
	l := runspec.Layout{Elem: e}
	type dimPos struct {
		d      runspec.Dim
		stride bool
		pos    Pos
	}
	var dims []dimPos
	for p.accept(tPunct, "[") {
		n, pos := p.integer("an element count", 1, 1<<24)
		d := dimPos{d: runspec.Dim{Count: int(n)}, pos: pos}
		if p.accept(tIdent, "stride") {
			s, _ := p.integer("a stride", 1, 1<<20)
			d.d.Stride, d.stride = int(s), true
		}
		p.punct("]")
		dims = append(dims, d)
	}
	// Default strides: the size of the inner layout.
	for i := len(dims) - 1; i >= 0; i-- {
		if !dims[i].stride {
			inner := runspec.Layout{Elem: e}
			for _, d := range dims[i+1:] {
				inner.Dims = append(inner.Dims, d.d)
			}
			dims[i].d.Stride = inner.Size()
		}
	}
	for _, d := range dims {
		l.Dims = append(l.Dims, d.d)
	}
	return l
}

func (p *parser) typ() Type {
	t := p.expect(tIdent, "", "a type")
	ty, ok := ParseType(t.text)
	if !ok || ty == Void {
		p.fail(t.pos, "unknown type %s", t)
	}
	return ty
}

func (p *parser) funcRef(name string, pos Pos) *funcRef {
	fr, ok := p.funcs[name]
	if !ok {
		fr = &funcRef{f: &Func{Name: name, Module: p.m}, use: pos}
		p.funcs[name] = fr
	}
	return fr
}

func (p *parser) function() {
	kw := p.next()
	name := p.expect(tGlobal, "", "a function name (@name)")
	fr := p.funcRef(name.text, name.pos)
	if fr.defined {
		p.fail(name.pos, "function @%s is defined twice", name.text)
	}
	fr.defined = true
	f := fr.f
	f.Pos = kw.pos
	p.m.Funcs = append(p.m.Funcs, f)
	p.f = f
	p.vals = map[string]*Value{}
	p.valDef = map[*Value]bool{}
	p.valUse = map[*Value]Pos{}
	p.blocks = map[string]*Block{}
	p.blockDef = map[*Block]bool{}
	p.blockUse = map[*Block]Pos{}
	if kw.text == "kernel" {
		f.Kernel = true
		p.expect(tIdent, "numthreads", "numthreads(X, Y, Z)")
		p.punct("(")
		for i := 0; i < 3; i++ {
			if i > 0 {
				p.punct(",")
			}
			n, _ := p.integer("a thread count", 1, 1024)
			f.NumThreads[i] = int(n)
		}
		p.punct(")")
	} else {
		p.punct("(")
		for !p.accept(tPunct, ")") {
			if len(f.Params) > 0 {
				p.punct(",")
			}
			t := p.expect(tValue, "", "a parameter (%name: type)")
			p.punct(":")
			ty := p.typ()
			if _, dup := p.vals[t.text]; dup {
				p.fail(t.pos, "parameter %%%s is declared twice", t.text)
			}
			v := f.newValue(OpParam, ty, t.text)
			v.Pos = t.pos
			p.vals[t.text] = v
			p.valDef[v] = true
			f.Params = append(f.Params, v)
		}
		if p.accept(tPunct, "->") {
			f.Result = p.typ()
		}
	}
	p.punct("{")
	p.endLine()
	for p.is(tIdent, "private") {
		f.Private = append(f.Private, p.memory(f))
	}
	var cur *Block
	for !p.accept(tPunct, "}") {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			p.fail(t.pos, "unexpected end of input in function @%s (missing \"}\")", f.Name)
		case t.kind == tBlock:
			p.next()
			b := p.blockRef(t)
			if p.blockDef[b] {
				p.fail(t.pos, "block ^%s is defined twice", t.text)
			}
			p.blockDef[b] = true
			b.Pos = t.pos
			b.ID = len(f.Blocks)
			f.Blocks = append(f.Blocks, b)
			p.punct(":")
			p.endLine()
			cur = b
		default:
			if cur == nil {
				p.fail(t.pos, "expected a block label (^name:) before the first instruction")
			}
			p.instr(cur)
			p.endLine()
		}
	}
	p.endLine()
	if len(f.Blocks) == 0 {
		p.fail(kw.pos, "function @%s has no blocks", f.Name)
	}
	// Report the first undefined name in the text.
	var first *Error
	note := func(pos Pos, msg string) {
		if first == nil || pos.Line < first.Pos.Line || pos.Line == first.Pos.Line && pos.Col < first.Pos.Col {
			first = &Error{pos, msg}
		}
	}
	for name, v := range p.vals {
		if !p.valDef[v] {
			note(p.valUse[v], "undefined value %"+name)
		}
	}
	for name, b := range p.blocks {
		if !p.blockDef[b] {
			note(p.blockUse[b], "undefined block ^"+name)
		}
	}
	if first != nil {
		panic(first)
	}
}

func (p *parser) blockRef(t token) *Block {
	b, ok := p.blocks[t.text]
	if !ok {
		b = &Block{Name: t.text, Func: p.f, ID: -1}
		p.blocks[t.text] = b
		p.blockUse[b] = t.pos
	}
	return b
}

func (p *parser) block() *Block {
	return p.blockRef(p.expect(tBlock, "", "a block (^name)"))
}

// operand parses %name or a typed constant.
func (p *parser) operand() *Value {
	t := p.peek()
	if t.kind == tValue {
		p.next()
		v, ok := p.vals[t.text]
		if !ok {
			v = p.f.newValue(OpInvalid, Void, t.text)
			p.vals[t.text] = v
			p.valUse[v] = t.pos
		}
		return v
	}
	if t.kind == tIdent {
		ty, ok := ParseType(t.text)
		if !ok || ty == Void {
			p.fail(t.pos, "expected an operand (%%name or a typed constant such as i32 1), found %s", t)
		}
		p.next()
		return p.constant(ty)
	}
	p.fail(t.pos, "expected an operand (%%name or a typed constant such as i32 1), found %s", t)
	return nil
}

func (p *parser) constant(ty Type) *Value {
	t := p.next()
	bad := func() {
		p.fail(t.pos, "invalid %s constant %s", ty, t)
	}
	if ty == I1 {
		switch t.text {
		case "true":
			return p.f.Const(I1, 1)
		case "false":
			return p.f.Const(I1, 0)
		}
		bad()
	}
	if t.kind != tNumber {
		bad()
	}
	if isHexPrefix(t.text) && !strings.HasPrefix(t.text, "-") && !strings.HasPrefix(t.text, "+") {
		u, err := strconv.ParseUint(t.text[2:], 16, 64)
		if err != nil || ty.Bits() < 64 && u > ty.Mask() {
			bad()
		}
		return p.f.Const(ty, u)
	}
	switch ty {
	case I16, I32, I64:
		if v, err := strconv.ParseInt(t.text, 10, 64); err == nil {
			if ty != I64 && (v < -(1<<(ty.Bits()-1)) || v > int64(ty.Mask())) {
				p.fail(t.pos, "constant %s does not fit in %s", t.text, ty)
			}
			return p.f.Const(ty, uint64(v))
		}
		if u, err := strconv.ParseUint(t.text, 10, 64); err == nil && ty == I64 {
			return p.f.Const(ty, u)
		}
		bad()
	case F16, F32, F64:
		bits := 64
		if ty == F32 {
			bits = 32
		}
		f, err := strconv.ParseFloat(t.text, bits)
		if err != nil {
			bad()
		}
		switch ty {
		case F16:
			return p.f.Const(ty, uint64(runspec.F64ToF16(f)))
		case F32:
			return p.f.Const(ty, uint64(math.Float32bits(float32(f))))
		}
		return p.f.Const(ty, math.Float64bits(f))
	}
	bad()
	return nil
}

func (p *parser) memRef() (*Memory, *Value) {
	t := p.expect(tGlobal, "", "a memory object (@Name)")
	r := p.f.LookupMem(t.text)
	if r == nil {
		p.fail(t.pos, "undefined memory object @%s", t.text)
	}
	p.punct("[")
	off := p.operand()
	p.punct("]")
	return r, off
}

func (p *parser) instr(b *Block) {
	start := p.peek()
	var res *Value
	var resTok token
	ty := Void
	if start.kind == tValue {
		resTok = p.next()
		p.punct(":")
		ty = p.typ()
		p.punct("=")
	}
	opTok := p.expect(tIdent, "", "an instruction")
	op, ok := opByName(opTok.text)
	if !ok || op == OpConst {
		p.fail(opTok.pos, "unknown instruction %q", opTok.text)
	}
	info := op.Info()
	if info.Result == Void && ty != Void {
		p.fail(start.pos, "%s has no result", op)
	}
	if info.Result != Void && op != OpCall && ty == Void {
		p.fail(opTok.pos, "%s needs a result (%%name: type = %s ...)", op, op)
	}
	if resTok.kind == tValue {
		var exists bool
		res, exists = p.vals[resTok.text]
		if exists && p.valDef[res] {
			p.fail(resTok.pos, "value %%%s is defined twice", resTok.text)
		}
		if !exists {
			res = p.f.newValue(OpInvalid, Void, resTok.text)
			p.vals[resTok.text] = res
		}
		p.valDef[res] = true
	} else {
		res = p.f.newValue(OpInvalid, Void, "")
	}
	v := res
	v.Op, v.Type, v.Block, v.Pos = op, ty, b, start.pos
	b.Instrs = append(b.Instrs, v)
	if t := p.peek(); t.kind == tIdent && t.text == "fast" {
		if !op.AllowsFast() {
			p.fail(t.pos, "%s cannot be fast (only floating-point arithmetic and fcmp)", op)
		}
		p.next()
		v.Fast = true
	}

	comma := func() { p.punct(",") }
	operands := func() {
		for {
			v.Args = append(v.Args, p.operand())
			if !p.accept(tPunct, ",") {
				return
			}
		}
	}
	switch info.Aux {
	case AuxICmp, AuxFCmp:
		t := p.expect(tIdent, "", "a predicate")
		pr := Pred(255)
		for i, n := range predNames {
			if n == t.text {
				pr = Pred(i)
			}
		}
		if info.Aux == AuxICmp && !pr.IsIntPred() || info.Aux == AuxFCmp && !pr.IsFloatPred() {
			p.fail(t.pos, "unknown %s predicate %s", op, t)
		}
		v.Aux = int64(pr)
		operands()
	case AuxDim:
		t := p.expect(tIdent, "", "a dimension (x, y or z)")
		d := strings.Index("xyz", t.text)
		if len(t.text) != 1 || d < 0 {
			p.fail(t.pos, "expected a dimension (x, y or z), found %s", t)
		}
		v.Aux = int64(d)
	case AuxMem:
		var off *Value
		v.Mem, off = p.memRef()
		v.Args = append(v.Args, off)
		comma()
		if op == OpStore {
			v.Args = append(v.Args, p.operand())
			comma()
		}
		if v.Mem.Heap != nil {
			v.Args = append(v.Args, p.operand()) // the heap entry's index
			comma()
		}
		p.expect(tIdent, "align", "align")
		a, _ := p.integer("an alignment", 1, 1<<16)
		v.Align = int(a)
	case AuxTexel:
		if op == OpTexAtomic {
			t := p.expect(tIdent, "", "an atomic operation")
			v.Aux = -1
			for i, n := range atomicNames {
				if n == t.text {
					v.Aux = int64(i)
				}
			}
			if v.Aux < 0 {
				p.fail(t.pos, "unknown atomic operation %s (expected one of %s)", t, strings.Join(atomicNames[:], ", "))
			}
		}
		t := p.expect(tGlobal, "", "a memory object (@Name)")
		v.Mem = p.f.LookupMem(t.text)
		if v.Mem == nil {
			p.fail(t.pos, "undefined memory object @%s", t.text)
		}
		switch op {
		case OpResDim:
			comma()
			p.expect(tIdent, "dim", "dim")
			d, _ := p.integer("an extent number", 0, 2)
			v.Aux = d
			if v.Mem.Heap != nil {
				comma()
				v.Args = append(v.Args, p.operand()) // the heap entry's index
			}
		case OpTexInfo:
			p.punct("[")
			v.Args = append(v.Args, p.operand())
			p.punct("]")
			comma()
			p.expect(tIdent, "dim", "dim")
			d, _ := p.integer("an extent number (3: the levels)", 0, 3)
			v.Aux = d
		default:
			p.punct("[")
			operands()
			p.punct("]")
			if op == OpTexLoad {
				comma()
				p.expect(tIdent, "comp", "comp")
				c, _ := p.integer("a component number", 0, 3)
				v.Aux = c
			} else if !p.entryNext() && p.accept(tPunct, ",") {
				// texstore's values, texatomic's operand
				for {
					v.Args = append(v.Args, p.operand())
					if p.entryNext() || !p.accept(tPunct, ",") {
						break
					}
				}
			}
		}
		if v.Mem.Heap != nil && op != OpResDim {
			comma()
			p.expect(tIdent, "entry", "entry (the heap entry's index)")
			v.Args = append(v.Args, p.operand())
		}
	case AuxSample:
		p.parseSample(v)
	case AuxAtomic, AuxCmpXchg:
		if info.Aux == AuxAtomic {
			t := p.expect(tIdent, "", "an atomic operation")
			a := -1
			for i, n := range atomicNames {
				if n == t.text {
					a = i
				}
			}
			if a < 0 {
				p.fail(t.pos, "unknown atomic operation %s (expected one of %s)", t, strings.Join(atomicNames[:], ", "))
			}
			v.Aux = int64(a)
		}
		var off *Value
		v.Mem, off = p.memRef()
		v.Args = append(v.Args, off)
		n := 1
		if op == OpCmpXchg {
			n = 2
		}
		if v.Mem.Heap != nil {
			n++ // the heap entry's index
		}
		for i := 0; i < n; i++ {
			comma()
			v.Args = append(v.Args, p.operand())
		}
		comma()
		t := p.expect(tIdent, "", "a memory ordering")
		o := -1
		for i, name := range orderingNames {
			if name == t.text {
				o = i
			}
		}
		if o < 0 {
			p.fail(t.pos, "unknown memory ordering %s (expected one of %s)", t, strings.Join(orderingNames[:], ", "))
		}
		v.Order = Ordering(o)
		v.Align = ty.Bytes()
	case AuxSpaces:
		var s SpaceSet
		for p.is(tIdent, "") {
			t := p.next()
			found := false
			for sp := SpaceConstant; sp <= SpacePrivate; sp++ {
				if sp.String() == t.text {
					s |= SpacesOf(sp)
					found = true
				}
			}
			if !found {
				p.fail(t.pos, "unknown address space %s (expected groupshared, buffer, constant or private)", t)
			}
			if !p.accept(tPunct, ",") {
				break
			}
		}
		v.Aux = int64(s)
	case AuxReduce:
		t := p.expect(tIdent, "", "a combining op")
		rop, ok := opByName(t.text)
		if !ok || !IsReduceOp(rop) {
			p.fail(t.pos, "%s cannot combine lanes with %s", op, t)
		}
		v.Aux = int64(rop)
		operands()
	case AuxUniform:
		if t := p.peek(); t.kind == tIdent && t.text == "assumed" {
			p.next()
			v.Aux = ReadFirstAssumed
		}
		operands()
	case AuxPhi:
		for {
			p.punct("[")
			v.Args = append(v.Args, p.operand())
			comma()
			v.Targets = append(v.Targets, p.block())
			p.punct("]")
			if !p.accept(tPunct, ",") {
				break
			}
		}
	case AuxCall:
		t := p.expect(tGlobal, "", "a function (@name)")
		v.Callee = p.funcRef(t.text, t.pos).f
		p.punct("(")
		for !p.accept(tPunct, ")") {
			if len(v.Args) > 0 {
				comma()
			}
			v.Args = append(v.Args, p.operand())
		}
	case AuxTargets:
		if len(info.Args) > 0 {
			v.Args = append(v.Args, p.operand())
			comma()
		}
		labels := []string{"", "", ""}
		if op == OpIf {
			labels[2] = "merge"
		}
		if op == OpLoop {
			labels[1], labels[2] = "merge", "continue"
		}
		for i := 0; i < op.NumTargets(); i++ {
			if i > 0 {
				comma()
			}
			if labels[i] != "" {
				p.expect(tIdent, labels[i], labels[i])
			}
			v.Targets = append(v.Targets, p.block())
		}
		if op == OpLoop && p.accept(tPunct, ",") {
			t := p.expect(tIdent, "", "a loop hint (unroll, unroll N or dont_unroll)")
			switch t.text {
			case "unroll":
				v.Aux = LoopUnroll
				if p.is(tNumber, "") {
					n := p.next()
					c, err := strconv.ParseInt(n.text, 10, 32)
					if err != nil || c < 1 {
						p.fail(n.pos, "unroll count must be a positive integer, found %s", n)
					}
					v.Aux = c
				}
			case "dont_unroll":
				v.Aux = LoopDontUnroll
			default:
				p.fail(t.pos, "unknown loop hint %s (unroll, unroll N or dont_unroll)", t)
			}
		}
	default:
		if op == OpRet && (p.is(tNewline, "") || p.is(tEOF, "")) {
			break
		}
		if len(info.Args) > 0 || op == OpRet {
			operands()
		}
	}
	if !op.Is(FlagVariadic) && len(v.Args) != len(info.Args)+HeapOperands(v) {
		p.fail(opTok.pos, "%s takes %d operands, found %d", op, len(info.Args)+HeapOperands(v), len(v.Args))
	}
	if op == OpCall {
		v.Type = ty
	}
}

package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Typed resources. About a third of the programs (decided by a generator
// of its own, so that the other programs are exactly those of the seed
// before typed resources existed) declare typed buffers and textures:
//
//   - read-only Buffer<T>, Texture1D/2D/3D/2DArray<T> (TB, T1, T2, T3, TA),
//     read at computed coordinates, some out of range (they read 0), with
//     Load(loc) at mip level 0, 1 or cu0 (only level 0 exists), with
//     Load(loc, offset) and with [];
//   - RWBuffer<T>, RWTexture1D/2D/3D/2DArray<T> (RB, R1, R2, R3, RA) of at
//     least one element per thread: each thread reads and writes only its
//     own element (whole, one component, a swizzle, compound assignments)
//     and elements past the end (reads 0, writes dropped), so the result
//     does not depend on the order of the threads;
//   - OB, a RWBuffer of one int or uint component per thread, target of
//     InterlockedExchange (and other atomics) whose returned value is used;
//   - AB (RWBuffer<uint>) and AT (RWTexture2D<int>), targets of atomics
//     whose returned value is not used: each element receives one kind of
//     operation (add, min, max, and, or, xor), so its final value does not
//     depend on the order;
//   - GetDimensions of all of them (with a mip level for the read-only
//     textures, a level past the last giving sizes 0) mixed into values.
//
// T is 1 to 4 components of uint, int or float. Float data are multiples of
// 1/16 of magnitude at most 64 and float components written are on the
// locals' grid, so that float values stay exact (see fexpr).

// typedRes is a typed buffer or texture of a program.
type typedRes struct {
	Name  string
	Decl  string // Buffer, Texture2D, RWTexture3D, ...
	Elem  string // uint, int or float
	Comps int
	Dims  []int // a texture's extents; a buffer's one element count
	Data  []string
	RW    bool
	Own   bool // each thread owns one element (RW resources)
}

func (t *typedRes) tex() bool { return strings.Contains(t.Decl, "Texture") }

// typeName is T, e.g. uint, float3.
func (t *typedRes) typeName() string {
	if t.Comps == 1 {
		return t.Elem
	}
	return fmt.Sprintf("%s%d", t.Elem, t.Comps)
}

// coordDims is the number of coordinates of an element (2 for a
// Texture2D, 3 for a Texture2DArray).
func (t *typedRes) coordDims() int {
	if !t.tex() {
		return 1
	}
	return len(t.Dims)
}

func (t *typedRes) elements() int {
	n := 1
	for _, d := range t.Dims {
		n *= d
	}
	return n
}

func (t *typedRes) specElem() string {
	switch t.Elem {
	case "uint":
		return "u32"
	case "int":
		return "i32"
	}
	return "f32"
}

// own is the coordinate of the thread's own element.
func (t *typedRes) own() string {
	switch t.coordDims() {
	case 1:
		return "tid"
	case 2:
		w := t.Dims[0]
		return fmt.Sprintf("uint2(tid %% %du, tid / %du)", w, w)
	}
	w, h := t.Dims[0], t.Dims[1]
	return fmt.Sprintf("uint3(tid %% %du, (tid / %du) %% %du, tid / %du)", w, w, h, w*h)
}

// outside is a coordinate past the end in every thread (a different one
// in each thread).
func (t *typedRes) outside(r *rand.Rand) string {
	switch t.coordDims() {
	case 1:
		if r.IntN(3) == 0 {
			return "(0xffffffffu - tid)"
		}
		return fmt.Sprintf("(tid + %du)", t.Dims[0])
	case 2:
		w, h := t.Dims[0], t.Dims[1]
		if r.IntN(2) == 0 {
			return fmt.Sprintf("uint2(tid %% %du + %du, tid / %du)", w, w, w)
		}
		return fmt.Sprintf("uint2(tid %% %du, tid / %du + %du)", w, w, h)
	}
	w, h, d := t.Dims[0], t.Dims[1], t.Dims[2]
	return fmt.Sprintf("uint3(tid %% %du, (tid / %du) %% %du, tid / %du + %du)", w, w, h, w*h, d)
}

// typedData is n random values of an element type: floats are multiples
// of 1/16 of magnitude at most 64.
func typedData(r *rand.Rand, elem string, n int) []string {
	d := make([]string, n)
	for k := range d {
		switch elem {
		case "float":
			d[k] = fmt.Sprint(float32(r.IntN(2048)-1024) / 16)
		case "int":
			if r.IntN(8) == 0 {
				d[k] = fmt.Sprint(int32(r.Uint32()))
			} else {
				d[k] = fmt.Sprint(r.IntN(200) - 100)
			}
		default:
			if r.IntN(8) == 0 {
				d[k] = fmt.Sprint(r.Uint32())
			} else {
				d[k] = fmt.Sprint(r.IntN(100))
			}
		}
	}
	return d
}

// typedAccOps are the operations AB's elements receive (element k gets
// typedAccOps[k % 6]); atOps those of AT's columns.
var (
	typedAccOps = []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedAnd", "InterlockedOr", "InterlockedXor"}
	atOps       = []string{"InterlockedAdd", "InterlockedMin", "InterlockedMax"}
)

const abElems = 12

// wantsTyped decides, apart from the program's generator, whether the
// program of a seed uses typed resources.
func wantsTyped(seed uint64) bool {
	r := rand.New(rand.NewPCG(seed^0x3c6ef372fe94f82b, seed+0xa54ff53a5f1d36f1))
	return r.IntN(3) == 0
}

// genTyped chooses the typed resources of a program with n threads.
func genTyped(r *rand.Rand, n int) []*typedRes {
	elems := []string{"uint", "int", "float"}
	pick := func() (string, int) { return elems[r.IntN(3)], 1 + r.IntN(4) }
	var l []*typedRes
	ro := func(name, decl string, dims ...int) {
		e, c := pick()
		t := &typedRes{Name: name, Decl: decl, Elem: e, Comps: c, Dims: dims}
		t.Data = typedData(r, e, t.elements()*c)
		l = append(l, t)
	}
	ro("TB", "Buffer", 1+r.IntN(48))
	ro("T1", "Texture1D", 1+r.IntN(20))
	ro("T2", "Texture2D", 1+r.IntN(9), 1+r.IntN(6))
	ro("T3", "Texture3D", 1+r.IntN(4), 1+r.IntN(4), 1+r.IntN(3))
	ro("TA", "Texture2DArray", 1+r.IntN(5), 1+r.IntN(4), 1+r.IntN(3))
	rw := func(name, decl string, coords int) {
		e, c := pick()
		var dims []int
		switch coords {
		case 1:
			dims = []int{n + r.IntN(4)}
		case 2:
			w := []int{1, 3, 8, 13, 16, 32}[r.IntN(6)]
			dims = []int{w, (n+w-1)/w + r.IntN(2)}
		default:
			w, h := 1+r.IntN(8), 1+r.IntN(4)
			dims = []int{w, h, (n+w*h-1)/(w*h) + r.IntN(2)}
		}
		t := &typedRes{Name: name, Decl: decl, Elem: e, Comps: c, Dims: dims, RW: true, Own: true}
		t.Data = typedData(r, e, t.elements()*c)
		l = append(l, t)
	}
	rw("RB", "RWBuffer", 1)
	rw("R1", "RWTexture1D", 1)
	rw("R2", "RWTexture2D", 2)
	rw("R3", "RWTexture3D", 3)
	rw("RA", "RWTexture2DArray", 3)
	ob := &typedRes{Name: "OB", Decl: "RWBuffer", Elem: []string{"uint", "int"}[r.IntN(2)], Comps: 1, Dims: []int{n + r.IntN(3)}, RW: true, Own: true}
	ob.Data = typedData(r, ob.Elem, ob.Dims[0])
	ab := &typedRes{Name: "AB", Decl: "RWBuffer", Elem: "uint", Comps: 1, Dims: []int{abElems}, RW: true}
	ab.Data = typedData(r, "uint", abElems)
	at := &typedRes{Name: "AT", Decl: "RWTexture2D", Elem: "int", Comps: 1, Dims: []int{len(atOps), 2}, RW: true}
	at.Data = typedData(r, "int", 2*len(atOps))
	return append(l, ob, ab, at)
}

// typedDecls renders the declarations of the typed resources.
func (p *Program) typedDecls(b *strings.Builder) {
	t, u := 2, 6
	for _, res := range p.Typed {
		reg := fmt.Sprintf("t%d", t)
		if res.RW {
			reg = fmt.Sprintf("u%d", u)
			u++
		} else {
			t++
		}
		fmt.Fprintf(b, "%s<%s> %s : register(%s);\n", res.Decl, res.typeName(), res.Name, reg)
	}
}

// typedSpec renders the run spec entries (and FLOAT lines) of the typed
// resources the kernel uses.
func (p *Program) typedSpec(b *strings.Builder, used string) {
	for _, res := range p.Typed {
		if !res.usedIn(used) {
			continue
		}
		end := "]},"
		if res.tex() {
			ds := make([]string, len(res.Dims))
			for k, d := range res.Dims {
				ds[k] = fmt.Sprint(d)
			}
			end = fmt.Sprintf("], \"dims\": [%s]},", strings.Join(ds, ", "))
		}
		writeWrapped(b, fmt.Sprintf("%q: {%q: [", res.Name, res.specElem()), res.Data, end)
	}
}

// typedFloats are the FLOAT lines of the float RW resources the kernel
// uses (a zero's sign may differ between paths).
func (p *Program) typedFloats(b *strings.Builder, used string) {
	for _, res := range p.Typed {
		if res.RW && res.Elem == "float" && res.usedIn(used) {
			fmt.Fprintf(b, "// FLOAT: %s f32\n", res.Name)
		}
	}
}

func (t *typedRes) usedIn(s string) bool {
	for i := strings.Index(s, t.Name); i >= 0; {
		j := i + len(t.Name)
		before := i == 0 || !isIdent(s[i-1])
		if before && j < len(s) && (s[j] == '[' || s[j] == '.') {
			return true
		}
		k := strings.Index(s[j:], t.Name)
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

func isIdent(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func (g *gen) typedOf(f func(*typedRes) bool) *typedRes {
	var l []*typedRes
	for _, t := range g.p.Typed {
		if f(t) {
			l = append(l, t)
		}
	}
	if len(l) == 0 {
		return nil
	}
	return l[g.r.IntN(len(l))]
}

var comps = "xyzw"

// comp is a component of an element of t (none for one component).
func (g *gen) comp(t *typedRes) string {
	if t.Comps == 1 {
		return ""
	}
	return "." + string(comps[g.r.IntN(t.Comps)])
}

// plain runs f with typed reads off (coordinates are plain expressions,
// so that reads do not nest without bound).
func (g *gen) plain(f func()) {
	was := g.noTyped
	g.noTyped = true
	f()
	g.noTyped = was
}

func (g *gen) typedOn() bool { return len(g.p.Typed) > 0 && !g.helper && !g.noTyped }

// roCoord is a coordinate expression of t's element (ints for Load, uints
// for []), in range or not.
func (g *gen) roCoord(t *typedRes, load, uniform bool) string {
	var cs []string
	g.plain(func() {
		for k := 0; k < t.coordDims(); k++ {
			d := t.Dims[k]
			var c string
			switch g.r.IntN(6) {
			case 0:
				c = fmt.Sprintf("(%s & 63u)", g.uexprU(1, uniform))
			case 1:
				if !uniform {
					c = g.uexprU(1, uniform)
					break
				}
				fallthrough
			default:
				c = fmt.Sprintf("(%s %% %du)", g.uexprU(1, uniform), d+2)
			}
			if load {
				c = fmt.Sprintf("(int)%s", c)
				if g.r.IntN(3) == 0 {
					c = fmt.Sprintf("(%s - 1)", c)
				}
			}
			if g.portable && strings.Contains(t.Decl, "Array") && k == t.coordDims()-1 {
				// lavapipe clamps an array layer out of range where D3D
				// reads 0: a portable program reads layers in range
				c = fmt.Sprintf("(%s %% %du)", g.uexprU(1, uniform), d)
				if load {
					c = "(int)" + c
				}
			}
			cs = append(cs, c)
		}
	})
	return strings.Join(cs, ", ")
}

// roRead is a read of a read-only typed resource.
func (g *gen) roRead(uniform bool) (*typedRes, string) {
	t := g.typedOf(func(t *typedRes) bool { return !t.RW })
	n := t.coordDims()
	if !t.tex() {
		c := g.roCoord(t, false, uniform)
		if g.r.IntN(2) == 0 {
			return t, fmt.Sprintf("%s[%s]", t.Name, c)
		}
		return t, fmt.Sprintf("%s.Load(%s)", t.Name, c)
	}
	if g.r.IntN(3) == 0 {
		c := g.roCoord(t, false, uniform)
		if n > 1 {
			c = fmt.Sprintf("uint%d(%s)", n, c)
		}
		return t, fmt.Sprintf("%s[%s]", t.Name, c)
	}
	c := g.roCoord(t, true, uniform)
	var mip string
	g.plain(func() {
		mip = g.pick("0", "0", "0", "1", fmt.Sprintf("(int)(%s & 1u)", g.uleaf(uniform)), "(int)cu0")
	})
	s := fmt.Sprintf("%s.Load(int%d(%s, %s)", t.Name, n+1, c, mip)
	if g.r.IntN(3) == 0 {
		// an offset: one per coordinate but the array slice
		m := n
		if strings.Contains(t.Decl, "Array") {
			m--
		}
		os := make([]string, m)
		for k := range os {
			os[k] = fmt.Sprint(g.r.IntN(7) - 3)
		}
		if m == 1 {
			s += ", " + os[0]
		} else {
			s += fmt.Sprintf(", int%d(%s)", m, strings.Join(os, ", "))
		}
	}
	return t, s + ")"
}

// rwRead is a read of the thread's own element of an owned RW resource,
// or of an element past the end.
func (g *gen) rwRead() (*typedRes, string) {
	t := g.typedOf(func(t *typedRes) bool { return t.Own })
	c := t.own()
	if g.r.IntN(5) == 0 {
		c = t.outside(g.r)
	}
	if g.r.IntN(4) == 0 {
		return t, fmt.Sprintf("%s.Load(%s)", t.Name, c)
	}
	return t, fmt.Sprintf("%s[%s]", t.Name, c)
}

// typedLeaf is a typed read converted to want ("uint", "int" or "float").
func (g *gen) typedLeaf(want string, uniform bool) fexpr {
	var t *typedRes
	var s string
	if uniform || g.r.IntN(3) != 0 {
		t, s = g.roRead(uniform)
	} else {
		t, s = g.rwRead()
	}
	s += g.comp(t)
	mag := 7
	if t.RW && t.Elem == "float" {
		s = fmt.Sprintf("clamp(%s, -4096.0f, 4096.0f)", s)
		mag = 13
	}
	return convert(s, t.Elem, want, mag)
}

// convert converts a value of type elem (a float of magnitude below
// 2^mag, a multiple of 1/16) to want.
func convert(s, elem, want string, mag int) fexpr {
	switch want {
	case "float":
		switch elem {
		case "float":
			return fexpr{s: s, mag: mag, frac: 4}
		case "int":
			return fexpr{s: fmt.Sprintf("(float)(%s >> 20)", s), mag: 12}
		}
		return fexpr{s: fmt.Sprintf("(float)(%s & 4095u)", s), mag: 12}
	case elem:
		return fexpr{s: s}
	case "uint":
		if elem == "float" {
			return fexpr{s: fmt.Sprintf("(uint)abs(%s)", s)}
		}
		return fexpr{s: fmt.Sprintf("(uint)%s", s)}
	}
	return fexpr{s: fmt.Sprintf("(int)%s", s)}
}

// value is an expression of an element type, for writes (floats on the
// locals' grid).
func (g *gen) value(elem string, d int) string {
	switch elem {
	case "uint":
		return g.uexpr(d)
	case "int":
		return g.iexpr(d)
	}
	return quantize(g.fexpr(d))
}

// typedStmt is a statement on typed resources.
func (g *gen) typedStmt() Stmt {
	switch r := g.r.IntN(100); {
	case r < 15:
		// typed reads mixed into a local
		switch g.r.IntN(3) {
		case 0:
			return &Line{fmt.Sprintf("%s %s %s;", g.uvar(), g.pick("=", "+=", "^="), g.typedLeaf("uint", false).s)}
		case 1:
			return &Line{fmt.Sprintf("%s %s %s;", g.ivar(), g.pick("=", "+=", "-="), g.typedLeaf("int", false).s)}
		}
		return &Line{fmt.Sprintf("%s = %s;", g.fvar(), quantize(g.typedLeaf("float", false)))}
	case r < 30:
		// a whole element
		t := g.typedOf(func(t *typedRes) bool { return t.Own })
		c := t.own()
		if g.r.IntN(6) == 0 {
			c = t.outside(g.r)
		}
		vs := make([]string, t.Comps)
		for k := range vs {
			vs[k] = g.value(t.Elem, 2)
		}
		v := vs[0]
		if t.Comps > 1 {
			v = fmt.Sprintf("%s(%s)", t.typeName(), strings.Join(vs, ", "))
		}
		return &Line{fmt.Sprintf("%s[%s] = %s;", t.Name, c, v)}
	case r < 45:
		// one component
		t := g.typedOf(func(t *typedRes) bool { return t.Own })
		return g.elemWrite(t, g.comp(t), "=", g.value(t.Elem, 3))
	case r < 48:
		// a swizzle of two components or more
		t := g.typedOf(func(t *typedRes) bool { return t.Own && t.Comps > 1 })
		if t == nil {
			return &Line{"u0 += 1u;"}
		}
		perm := g.r.Perm(t.Comps)[:2+g.r.IntN(t.Comps-1)]
		sw := ""
		vs := make([]string, len(perm))
		for k, j := range perm {
			sw += string(comps[j])
			vs[k] = g.value(t.Elem, 2)
		}
		return g.elemWrite(t, "."+sw, "=", fmt.Sprintf("%s%d(%s)", t.Elem, len(perm), strings.Join(vs, ", ")))
	case r < 58:
		return g.vectorRMW()
	case r < 70:
		// compound assignment (read-modify-write) of a component or the
		// whole element
		t := g.typedOf(func(t *typedRes) bool { return t.Own })
		whole := t.Comps > 1 && g.r.IntN(3) == 0
		part := ""
		if !whole {
			part = g.comp(t)
		}
		n := 1
		if whole {
			n = t.Comps
		}
		vs := make([]string, n)
		var op string
		if t.Elem == "float" {
			// exact, and bounded: the reads clamp
			op = g.pick("+=", "-=", "*=")
			for k := range vs {
				if op == "*=" {
					vs[k] = g.pick("(-1.0f)", "1.0f")
				} else {
					vs[k] = g.pick("0.5f", "1.5f", "(-2.25f)", "0.0625f", "3.0f")
				}
			}
		} else {
			op = g.pick("+=", "-=", "^=", "|=", "&=", "*=")
			for k := range vs {
				vs[k] = g.value(t.Elem, 2)
			}
		}
		v := vs[0]
		if n > 1 {
			v = fmt.Sprintf("%s(%s)", t.typeName(), strings.Join(vs, ", "))
		}
		return g.elemWrite(t, part, op, v)
	case r < 80:
		return g.getDims()
	case r < 88:
		// an atomic whose value is not used: one kind of operation per
		// element
		if g.r.IntN(2) == 0 {
			k := g.r.IntN(len(typedAccOps))
			sel := g.pick("(%s & 1u)", "(%s %% 3u)")
			var e string
			g.plain(func() { e = g.uexpr(1) })
			return &Line{fmt.Sprintf("%s(AB[%s * %du + %du], %s);", typedAccOps[k], fmt.Sprintf(sel, e), len(typedAccOps), k, g.uexpr(2))}
		}
		x := g.r.IntN(len(atOps))
		var e string
		g.plain(func() { e = g.uexpr(1) })
		return &Line{fmt.Sprintf("%s(AT[uint2(%du, %s %% 3u)], %s);", atOps[x], x, e, g.iexpr(2))}
	default:
		// an atomic on the thread's own element (or one past the end),
		// returned value used
		t := g.typedOf(func(t *typedRes) bool { return t.Own && t.Comps == 1 && t.Elem != "float" })
		if t == nil {
			t = g.p.Typed[len(g.p.Typed)-3] // OB
		}
		c := t.own()
		if g.r.IntN(6) == 0 {
			c = t.outside(g.r)
		}
		op := g.pick("InterlockedExchange", "InterlockedExchange", "InterlockedExchange", "InterlockedAdd", "InterlockedMin", "InterlockedMax", "InterlockedAnd", "InterlockedOr", "InterlockedXor")
		dst := g.uvar()
		if t.Elem == "int" {
			dst = g.ivar()
		}
		return &Line{fmt.Sprintf("{ %s o; %s(%s[%s], %s, o); %s %s o; }", t.Elem, op, t.Name, c, g.value(t.Elem, 2), dst, g.pick("=", "+=", "^="))}
	}
}

// swizzle is a swizzle of n components of an element of c components
// (repeating some when distinct is false).
func (g *gen) swizzle(n, c int, distinct bool) string {
	s := ""
	if distinct {
		for _, j := range g.r.Perm(c)[:n] {
			s += string(comps[j])
		}
		return s
	}
	for k := 0; k < n; k++ {
		s += string(comps[g.r.IntN(c)])
	}
	return s
}

// vectorRMW writes a swizzle (or the whole) of the thread's own int or
// uint element with a vector operation on a swizzle of it and a vector
// read from a read-only resource (or built from values).
func (g *gen) vectorRMW() Stmt {
	t := g.typedOf(func(t *typedRes) bool { return t.Own && t.Comps > 1 && t.Elem != "float" })
	if t == nil {
		return &Line{"u0 ^= 3u;"}
	}
	m := 2 + g.r.IntN(t.Comps-1)
	vt := fmt.Sprintf("%s%d", t.Elem, m)
	lhs := fmt.Sprintf("%s[%s]", t.Name, t.own())
	part := ""
	if m < t.Comps || g.r.IntN(2) == 0 {
		part = "." + g.swizzle(m, t.Comps, true)
	}
	src := lhs + "." + g.swizzle(m, t.Comps, false)
	var other string
	if g.r.IntN(2) == 0 {
		ro, read := g.roRead(false)
		if ro.Comps > 1 {
			v := read + "." + g.swizzle(m, ro.Comps, false)
			if ro.Elem == "float" && t.Elem == "uint" {
				v = fmt.Sprintf("abs(%s)", v)
			}
			other = fmt.Sprintf("(%s)%s", vt, v)
		}
	}
	if other == "" {
		vs := make([]string, m)
		for k := range vs {
			vs[k] = g.value(t.Elem, 1)
		}
		other = fmt.Sprintf("%s(%s)", vt, strings.Join(vs, ", "))
	}
	return g.elemWrite(t, part, "=", fmt.Sprintf("%s %s %s", src, g.pick("+", "-", "^", "|", "&", "*"), other))
}

// elemWrite assigns (op is = or a compound assignment) rhs to the thread's
// own element of t, or to the components part (".x", ".zy") names. A
// portable program (GenOptions) writes components through a copy of the
// element, since glslang does not implement partial image updates; rhs is
// evaluated before the copy is stored either way.
func (g *gen) elemWrite(t *typedRes, part, op, rhs string) *Line {
	lhs := fmt.Sprintf("%s[%s]", t.Name, t.own())
	if part == "" || !g.portable {
		return &Line{fmt.Sprintf("%s%s %s %s;", lhs, part, op, rhs)}
	}
	return &Line{fmt.Sprintf("{ %s e = %s; e%s %s %s; %s = e; }", t.typeName(), lhs, part, op, rhs, lhs)}
}

// getDims is a GetDimensions call whose results go into a local (as uints
// or, some times, as floats).
func (g *gen) getDims() Stmt {
	t := g.p.Typed[g.r.IntN(len(g.p.Typed))]
	n := 1
	if t.tex() {
		n = len(t.Dims)
	}
	var args []string
	mip := !t.RW && t.tex() && g.r.IntN(2) == 0
	if mip {
		var m string
		g.plain(func() { m = g.pick("0u", "1u", "2u", fmt.Sprintf("(%s & 1u)", g.uleaf(false)), "cu0") })
		if g.portable {
			// only level 0 exists: D3D's sizes of a level out of range
			// are 0, Vulkan leaves them undefined (lavapipe gives level
			// 0's)
			m = "0u"
		}
		args = append(args, m)
		n++ // the number of levels
	}
	names := []string{"d0", "d1", "d2", "d3"}[:n]
	args = append(args, names...)
	sum := make([]string, n)
	for k, v := range names {
		sum[k] = fmt.Sprintf("%s * %du", v, []int{1, 100, 10000, 1000000}[k])
	}
	if g.r.IntN(4) == 0 {
		// float outputs: whole numbers below 2^12, the sum stays exact
		for k, v := range names {
			sum[k] = fmt.Sprintf("%s * %s", v, []string{"1.0f", "0.5f", "0.25f", "0.0625f"}[k])
		}
		return &Line{fmt.Sprintf("{ float %s; %s.GetDimensions(%s); %s = clamp(%s, -4096.0f, 4096.0f); }", strings.Join(names, ", "), t.Name, strings.Join(args, ", "),
			g.fvar(), strings.Join(sum, " + "))}
	}
	return &Line{fmt.Sprintf("{ uint %s; %s.GetDimensions(%s); %s %s %s; }", strings.Join(names, ", "), t.Name, strings.Join(args, ", "),
		g.uvar(), g.pick("=", "+=", "^="), strings.Join(sum, " + "))}
}

package testsuite

import (
	"fmt"
	"math"
	"sort"

	"hlslc/ir"
	"hlslc/ir/runspec"
)

// The tolerances (see the package documentation for the reasons).
const (
	// F32ULP is the largest difference, in units in the last place, between
	// two f32 results.
	F32ULP = 4
	// F32Abs is the absolute difference accepted between f32 results near
	// zero, where a ULP bound is meaningless after cancellation.
	F32Abs = 1.0 / (1 << 22)
	// F16ULP is the bound for f16 values (two per word).
	F16ULP = 2
	// Min16Rel is the relative difference accepted between f32 words that
	// hold min16float results: one side may compute at 16 bits and the other
	// at 32 (min16float is a minimum precision).
	Min16Rel = 1.0 / (1 << 8)
	// Min16Abs is the absolute bound for min16 results near zero.
	Min16Abs = 1.0 / (1 << 12)
	// SampledAbs is the absolute difference accepted between a filtered
	// sample of hlslc's texture model and of another implementation's
	// (lavapipe), relative to the texels' range (the test textures hold
	// values in [0, 1]): both filter with 8-bit subtexel weights, but they
	// round coordinates, LODs and intermediate results differently.
	SampledAbs = 1.0 / (1 << 7)
	// RefactorRel and RefactorAbs bound how far hlslc's optimizer may move
	// an f32 result of fast (not precise) arithmetic by contraction into
	// fma and reassociation (passes/algebraic_rules.go): relative to the
	// larger magnitude, or absolute near zero. The optimized program is
	// compared with the source program under this bound; the backend's
	// output with the optimized program under the ordinary ones.
	RefactorRel = 1.0 / (1 << 16)
	RefactorAbs = 1.0 / (1 << 20)
	// F64ULP and F64Abs bound f64 results as F32ULP and F32Abs bound f32
	// ones. hlslc and the LLVM path compute f64 operations exactly as the
	// interpreter defines them; lavapipe computes them on the CPU, where
	// a reciprocal square root may round twice.
	F64ULP = 4
	F64Abs = 1.0 / (1 << 50)
)

// Mismatch is the first difference between two outputs.
type Mismatch struct {
	Resource string
	Index    int // word index, -1 for a missing resource or a size difference
	Want     uint32
	Got      uint32
	Kind     FloatKind
	Detail   string // for size and presence differences
}

func (m *Mismatch) String() string {
	if m.Index < 0 {
		return fmt.Sprintf("resource %s: %s", m.Resource, m.Detail)
	}
	s := fmt.Sprintf("resource %s word %d: want %d (%#08x), got %d (%#08x)", m.Resource, m.Index, m.Want, m.Want, m.Got, m.Got)
	switch m.Kind {
	case F32, Min16:
		s += fmt.Sprintf(" [as f32: want %g, got %g]", math.Float32frombits(m.Want), math.Float32frombits(m.Got))
	case Untyped:
		s += fmt.Sprintf(" [untyped; as f32: want %g, got %g]", math.Float32frombits(m.Want), math.Float32frombits(m.Got))
	case F64, F64Refactored:
		s += " (the low word of an f64: " + m.Detail + ")"
	case F16:
		s += fmt.Sprintf(" [as f16 pairs: want (%g, %g), got (%g, %g)]",
			runspec.F16ToF64(uint16(m.Want)), runspec.F16ToF64(uint16(m.Want>>16)),
			runspec.F16ToF64(uint16(m.Got)), runspec.F16ToF64(uint16(m.Got>>16)))
	}
	return s
}

// WordKinds returns a function giving the comparison rule of each word of
// a resource: the case's FLOAT line for the whole resource, else the
// element fields of a structured buffer of structs (f32 fields compare as
// F32, f16 fields as F16, min16float fields, which the module types as
// f16 or f32, as Min16 when the case's module computes them at 16 bits),
// else Exact.
func WordKinds(c *Case, m *ir.Module) func(res string, word int) FloatKind {
	byRes := map[string]func(int) FloatKind{}
	for _, r := range m.Resources {
		if k, ok := c.Floats[r.Name]; ok {
			byRes[r.Name] = func(int) FloatKind { return k }
			continue
		}
		if r.Kind != ir.MemStructured || len(r.Members) == 0 || r.Stride%4 != 0 {
			continue
		}
		kinds := make([]FloatKind, r.Stride/4)
		for _, mem := range r.Members {
			var k FloatKind
			switch mem.Elem {
			case runspec.F32:
				k = F32
			case runspec.F16:
				k = F16
			case runspec.F64:
				k = F64
			default:
				continue
			}
			for _, o := range mem.Offsets() {
				if w := (mem.Offset + o) / 4; w < len(kinds) {
					kinds[w] = k
				}
			}
		}
		byRes[r.Name] = func(i int) FloatKind { return kinds[i%len(kinds)] }
	}
	for name, k := range c.Floats {
		if _, ok := byRes[name]; !ok {
			byRes[name] = func(int) FloatKind { return k }
		}
	}
	return func(res string, i int) FloatKind {
		if f := byRes[res]; f != nil {
			return f(i)
		}
		return Exact
	}
}

// Compare compares got with want (outputs by resource name, as
// runspec.ParseOutput gives them) word by word under the rules of kind and
// returns the first mismatch (resources in name order), or nil.
func Compare(want, got map[string][]uint32, kind func(res string, word int) FloatKind) *Mismatch {
	names := make([]string, 0, len(want))
	for k := range want {
		names = append(names, k)
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		w, okw := want[n]
		g, okg := got[n]
		switch {
		case !okw:
			return &Mismatch{Resource: n, Index: -1, Detail: "present in the output but not in the reference"}
		case !okg:
			return &Mismatch{Resource: n, Index: -1, Detail: "missing from the output"}
		case len(w) != len(g):
			return &Mismatch{Resource: n, Index: -1, Detail: fmt.Sprintf("%d words, the reference has %d", len(g), len(w))}
		}
		for i := range w {
			if m := mismatchAt(n, w, g, i, kind(n, i)); m != nil {
				return m
			}
		}
	}
	return nil
}

// CompareRefactored compares the interpreter's output of the optimized
// program (got) with that of the source program (want): f32 words may
// differ within RefactorRel/RefactorAbs (or F32ULP), the rest as Compare.
func CompareRefactored(want, got map[string][]uint32, kind func(res string, word int) FloatKind) *Mismatch {
	return Compare(want, got, func(res string, word int) FloatKind {
		switch k := kind(res, word); k {
		case F32:
			return Refactored
		case F64:
			return F64Refactored
		default:
			return k
		}
	})
}

// WordsAgree reports whether two words are equal under rule k.
func WordsAgree(a, b uint32, k FloatKind) bool {
	if a == b {
		return true
	}
	switch k {
	case F32:
		return f32Close(a, b, F32ULP, F32Abs, 0)
	case Refactored:
		return f32Close(a, b, F32ULP, RefactorAbs, RefactorRel)
	case Min16:
		return f32Close(a, b, 0, Min16Abs, Min16Rel)
	case F16:
		return f16Close(uint16(a), uint16(b)) && f16Close(uint16(a>>16), uint16(b>>16))
	case Sampled:
		return f32Close(a, b, F32ULP, F32Abs, 0)
	case sampledOther:
		return f32Close(a, b, 0, SampledAbs, 0)
	case Untyped:
		nan := func(w uint32) bool { return w&0x7f800000 == 0x7f800000 && w&0x7fffff != 0 }
		if nan(a) && nan(b) {
			return true // D3D defines no NaN's sign or payload
		}
		plausible := func(w uint32) bool {
			x := math.Abs(float64(math.Float32frombits(w)))
			return x >= 1.0/(1<<24) && x <= 1<<24
		}
		return plausible(a) && plausible(b) && WordsAgree(a, b, Refactored)
	}
	return false
}

// ShaderWordKinds is the comparison rule of every word of a shader's
// resources when two implementations of it are compared (hlslc against
// lavapipe, the LLVM path against the interpreter): the element of a
// typed resource, the fields of a structured buffer's element (f32, f16
// and f64 ones compare as floats computed another way: Refactored,
// F64Refactored), Untyped for a byte-address buffer's words and those of a
// structured buffer whose element is unknown, Exact for the rest.
func ShaderWordKinds(m *ir.Module) func(string, int) FloatKind {
	byRes := map[string]func(int) FloatKind{}
	whole := func(k FloatKind) func(int) FloatKind {
		return func(int) FloatKind { return k }
	}
	for _, r := range m.RunSpecResources() {
		switch {
		case r.Kind == runspec.Typed && r.Texel.Elem == runspec.F32:
			byRes[r.Name] = whole(Refactored)
		case r.Kind == runspec.Typed && r.Texel.Elem == runspec.F16:
			byRes[r.Name] = whole(F16)
		case r.Kind == runspec.Raw, r.Kind == runspec.Structured && (len(r.Members) == 0 || r.Stride%4 != 0):
			byRes[r.Name] = whole(Untyped)
		case r.Kind == runspec.Structured:
			kinds := make([]FloatKind, r.Stride/4)
			for _, mem := range r.Members {
				k := map[runspec.Elem]FloatKind{runspec.F32: Refactored, runspec.F16: F16, runspec.F64: F64Refactored}[mem.Elem]
				for _, o := range mem.Offsets() {
					if w := (mem.Offset + o) / 4; w < len(kinds) && k != Exact {
						kinds[w] = k
					}
				}
			}
			byRes[r.Name] = func(i int) FloatKind { return kinds[i%len(kinds)] }
		}
	}
	return func(res string, i int) FloatKind {
		if f := byRes[res]; f != nil {
			return f(i)
		}
		return Exact
	}
}

// CompareAll is Compare that goes on past the first mismatch: it returns
// the first (resources in name order) and the number of differing words
// (an f64 pair counts once). Only want's resources are compared.
func CompareAll(want, got map[string][]uint32, kinds func(string, int) FloatKind) (first *Mismatch, n int) {
	names := make([]string, 0, len(want))
	for k := range want {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		w, g := want[name], got[name]
		if len(w) != len(g) {
			if first == nil {
				first = &Mismatch{Resource: name, Index: -1, Detail: fmt.Sprintf("%d words, the reference has %d", len(g), len(w))}
			}
			n += max(len(w), len(g))
			continue
		}
		for i := range w {
			if m := mismatchAt(name, w, g, i, kinds(name, i)); m != nil {
				if first == nil {
					first = m
				}
				n++
			}
		}
	}
	return first, n
}

// f64Agree reports whether two f64 values agree under rule k (F64 or
// F64Refactored): equal, both NaN, within F64ULP, or within the absolute
// bound (or, refactored, the relative one).
func f64Agree(a, b uint64, k FloatKind) bool {
	if a == b {
		return true
	}
	x, y := math.Float64frombits(a), math.Float64frombits(b)
	if x != x || y != y {
		return x != x && y != y
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return x == y
	}
	abs, rel := F64Abs, 0.0
	if k == F64Refactored {
		abs, rel = RefactorAbs, RefactorRel
	}
	d := math.Abs(x - y)
	if d <= abs || d <= rel*math.Max(math.Abs(x), math.Abs(y)) {
		return true
	}
	u := ordered(a, 1<<63) - ordered(b, 1<<63)
	if u < 0 {
		u = -u
	}
	return u <= F64ULP
}

// CompareLavapipe compares lavapipe's results with the interpreter's.
// glslang removes the buffers an entry point does not use, so only what
// lavapipe bound is compared (unbound counts the others); sampled texels
// get the tolerance of another implementation's filtering (otherModel).
func CompareLavapipe(want, got map[string][]uint32, kinds func(string, int) FloatKind) (mm *Mismatch, ref map[string][]uint32, unbound int) {
	ref = map[string][]uint32{}
	for k, v := range want {
		if _, ok := got[k]; ok {
			ref[k] = v
		} else {
			unbound++
		}
	}
	return Compare(ref, got, otherModel(kinds)), ref, unbound
}

// otherModel maps Sampled words to the tolerance of a comparison with
// another filtering model.
func otherModel(kinds func(string, int) FloatKind) func(string, int) FloatKind {
	return func(res string, i int) FloatKind {
		if k := kinds(res, i); k != Sampled {
			return k
		}
		return sampledOther
	}
}

// ordered maps a float's bits to an integer that orders like the value,
// with -0 and +0 adjacent, so a difference of ordered values counts ULPs.
func ordered(bits uint64, sign uint64) int64 {
	if bits&sign != 0 {
		return -int64(bits &^ sign)
	}
	return int64(bits)
}

func f32Close(a, b uint32, ulps int64, abs, rel float64) bool {
	x, y := math.Float32frombits(a), math.Float32frombits(b)
	xn, yn := x != x, y != y
	if xn || yn {
		return xn && yn
	}
	if math.IsInf(float64(x), 0) || math.IsInf(float64(y), 0) {
		return x == y
	}
	d := math.Abs(float64(x) - float64(y))
	if d <= abs {
		return true
	}
	if rel > 0 && d <= rel*math.Max(math.Abs(float64(x)), math.Abs(float64(y))) {
		return true
	}
	u := ordered(uint64(a), 1<<31) - ordered(uint64(b), 1<<31)
	if u < 0 {
		u = -u
	}
	return u <= ulps
}

func f16Close(a, b uint16) bool {
	if a == b {
		return true
	}
	x, y := runspec.F16ToF64(a), runspec.F16ToF64(b)
	if x != x || y != y {
		return x != x && y != y
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return x == y
	}
	u := ordered(uint64(a), 1<<15) - ordered(uint64(b), 1<<15)
	if u < 0 {
		u = -u
	}
	return u <= F16ULP
}

// largestSampledDifference returns the largest absolute difference between
// the Sampled words of two outputs, and how many there are.
func largestSampledDifference(want, got map[string][]uint32, kinds func(string, int) FloatKind) (float64, int) {
	d, n := 0.0, 0
	for name, w := range want {
		g := got[name]
		for i := range w {
			if i >= len(g) || kinds(name, i) != Sampled {
				continue
			}
			n++
			a, b := float64(math.Float32frombits(w[i])), float64(math.Float32frombits(g[i]))
			if diff := math.Abs(a - b); diff > d {
				d = diff
			}
		}
	}
	return d, n
}

// mismatchAt compares word i of resource name under rule k: nil when the
// words agree. An f64 is compared at its low word, with its high word (nil
// at the high word itself).
func mismatchAt(name string, w, g []uint32, i int, k FloatKind) *Mismatch {
	if k == F64 || k == F64Refactored {
		if i%2 == 1 || i+1 == len(w) {
			return nil // the high word, compared with the low one
		}
		x, y := uint64(w[i])|uint64(w[i+1])<<32, uint64(g[i])|uint64(g[i+1])<<32
		if f64Agree(x, y, k) {
			return nil
		}
		detail := fmt.Sprintf("want %g (%#016x), got %g (%#016x)", math.Float64frombits(x), x, math.Float64frombits(y), y)
		return &Mismatch{Resource: name, Index: i, Want: w[i], Got: g[i], Kind: k, Detail: detail}
	}
	if WordsAgree(w[i], g[i], k) {
		return nil
	}
	return &Mismatch{Resource: name, Index: i, Want: w[i], Got: g[i], Kind: k}
}

package offload

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"hlslc/frontend"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
	"hlslc/testsuite"
)

// Status is a test's verdict.
type Status int

// The verdicts.
const (
	Skipped      Status = iota // the converter cannot run it (Reason says why)
	CompileError               // hlslc rejects the shader (Reason: the first error)
	RunError                   // the executor stops (Reason: why)
	Agree                      // every comparison holds
	Differ                     // a comparison fails (Reason: the first)
)

func (s Status) String() string {
	return [...]string{"skip", "compile-error", "run-error", "agree", "differ"}[s]
}

// Outcome is the verdict on one test.
type Outcome struct {
	Status Status
	Reason string
	// Detail: for Differ, every failed comparison; for CompileError, the
	// diagnostics.
	Detail string
	// InterpAgrees: for Differ, whether hlslc's interpreter (the lowered
	// IR) gives the executor's result, which places a difference before the
	// backend (frontend or lowering) rather than in it.
	InterpAgrees bool
	// Spec is the run spec the test was run with (for reproducing it with
	// `hlslc run --spec`).
	Spec []byte
}

// Run compiles and runs a case: its parts are written into dir (so that
// #include between them works), the shader is compiled with hlslc's
// frontend, lowering and backend, the code object runs on the executor
// with the pipeline's buffers, and the outputs are judged by the test's
// comparisons. The interpreter runs the lowered IR beside it.
func Run(c *Case, dir string) Outcome {
	for name, text := range c.Test.Parts {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return Outcome{Status: RunError, Reason: err.Error()}
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			return Outcome{Status: RunError, Reason: err.Error()}
		}
	}
	path := filepath.Join(dir, c.Source)
	tc := &testsuite.Case{Path: path, Name: strings.TrimSuffix(filepath.Base(path), ".hlsl"), Src: []byte(c.Test.Parts[c.Source])}
	if err := tc.SetFlags(c.Flags); err != nil {
		return Outcome{Status: Skipped, Reason: err.Error()}
	}
	res := frontend.Compile(tc.Path, tc.Src, tc.Frontend, frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		return Outcome{Status: CompileError, Reason: firstError(b.String()), Detail: b.String()}
	}
	m, err := lower.Lower(res.Program, tc.Lower)
	if err != nil {
		return Outcome{Status: CompileError, Reason: "lowering: " + firstError(err.Error()), Detail: err.Error()}
	}
	spec, inputs, err := c.spec(res.Program, m.RunSpecResources())
	if err != nil {
		if s, ok := err.(*Skip); ok {
			return Outcome{Status: Skipped, Reason: s.Reason}
		}
		return Outcome{Status: RunError, Reason: err.Error()}
	}
	o := Outcome{Spec: spec}
	if tc.Spec, err = runspec.Parse(spec, dir); err != nil {
		o.Status, o.Reason = RunError, err.Error()
		return o
	}
	bm, out, err := testsuite.Backend(tc, false)
	if err != nil {
		o.Status, o.Reason, o.Detail = CompileError, firstError(err.Error()), err.Error()
		return o
	}
	got, err := testsuite.RunBackend(tc, bm, out)
	if err != nil {
		o.Status, o.Reason = RunError, firstError(err.Error())
		return o
	}
	fails := c.judge(got, inputs)
	if len(fails) == 0 {
		o.Status = Agree
		if c.LogChecks > 0 {
			o.Reason = fmt.Sprintf("on the buffers; %d CHECK lines about the offloader's log not checked", c.LogChecks)
		}
		return o
	}
	o.Status, o.Reason, o.Detail = Differ, fails[0], strings.Join(fails, "\n")
	if im, err := testsuite.Compile(tc); err == nil {
		if iw, err := testsuite.Interp(tc, im); err == nil {
			o.InterpAgrees = len(c.judge(iw, inputs)) == len(fails) && equalWords(iw, got)
		}
	}
	return o
}

func equalWords(a, b map[string][]uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || len(v) != len(w) {
			return false
		}
		for i := range v {
			if v[i] != w[i] {
				return false
			}
		}
	}
	return true
}

// firstError is the first line that reports an error, without the
// file:line:col prefix, so that errors of one cause group together.
func firstError(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if i := strings.Index(l, "error: "); i >= 0 {
			return strings.TrimSpace(l[i+len("error: "):])
		}
	}
	return strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
}

// slot is one descriptor a pipeline buffer fills: the buffer and, for an
// array of resources (ArraySize), which of its blocks.
type slot struct {
	buffer string
	block  int
}

// spec builds the run spec: each shader resource takes the buffer bound
// at its register (hlslc's assignment, explicit or implicit, as DXC
// makes it; element i of an array of resources at register r+i, as a
// pipeline buffer of ArraySize n fills registers r to r+n-1), a
// structured buffer's hidden counter starts at 0 (the offloader's initial
// counter). It returns the buffers' initial blocks by buffer name too.
func (c *Case) spec(prog *frontend.Program, res []runspec.Resource) ([]byte, map[string][][]byte, error) {
	type reg struct {
		class        byte
		index, space int
	}
	names := map[reg]string{}
	// an unsized array of resources is a descriptor table: entry i at
	// register base+i, named "Name.i" in the run spec (a typed one with
	// its "resource" type)
	type table struct {
		class       byte
		base, space int
		name, typed string
	}
	var tables []table
	for _, v := range prog.Resources {
		r := v.Register
		if r == nil || r.SpaceOnly() {
			continue
		}
		var dims []int
		for t := v.Type; ; {
			a, ok := t.(*frontend.ArrayType)
			if !ok {
				break
			}
			dims = append(dims, a.Len)
			t = a.Elem
		}
		n := 1
		for _, d := range dims {
			n *= d
		}
		if n == 0 {
			tb := table{class: r.Class, base: r.Index, space: r.Space, name: v.Name}
			elem := v.Type
			for a, ok := elem.(*frontend.ArrayType); ok; a, ok = elem.(*frontend.ArrayType) {
				elem = a.Elem
			}
			if len(dims) == 1 {
				if rt, ok := elem.(*frontend.ResourceType); ok && (rt.Kind == frontend.ResBuffer || rt.Kind == frontend.ResRWBuffer) {
					tb.typed = rt.String()
				}
				tables = append(tables, tb)
			}
			continue
		}
		for k := 0; k < n; k++ {
			// the run spec names element (i, j) of an array of resources
			// "Name.i.j" (ir/lower)
			name, rest := v.Name, k
			idx := make([]int, len(dims))
			for d := len(dims) - 1; d >= 0; d-- {
				idx[d], rest = rest%dims[d], rest/dims[d]
			}
			for _, i := range idx {
				name += fmt.Sprintf(".%d", i)
			}
			names[reg{r.Class, r.Index + k, r.Space}] = name
		}
	}
	for _, cb := range prog.CBuffers {
		if r := cb.Register; r != nil && !r.SpaceOnly() {
			names[reg{r.Class, r.Index, r.Space}] = cb.Name
		}
	}
	inputs := map[string][][]byte{}
	c.varBuffer = map[string]slot{}
	byVar := map[string]slot{}
	typedEntry := map[string]string{}
	for i := range c.Bound {
		b := &c.Bound[i]
		data, err := b.Buffer.Contents()
		if err != nil {
			return nil, nil, err
		}
		inputs[b.Name] = data
		for k := range data {
			at := reg{b.Class, int(b.DirectXBinding.Register) + k, int(b.DirectXBinding.Space)}
			if v, ok := names[at]; ok {
				byVar[v] = slot{b.Name, k}
			}
			for _, tb := range tables {
				if tb.class == at.class && tb.space == at.space && at.index >= tb.base {
					e := fmt.Sprintf("%s.%d", tb.name, at.index-tb.base)
					byVar[e] = slot{b.Name, k}
					if tb.typed != "" {
						typedEntry[e] = tb.typed
					}
				}
			}
		}
	}
	for _, r := range c.Pipeline.Results {
		if _, ok := inputs[r.Expected]; !ok {
			data, err := c.Pipeline.buffer(r.Expected).Contents()
			if err != nil {
				return nil, nil, err
			}
			inputs[r.Expected] = data
		}
	}
	resources := map[string]any{}
	for _, r := range res {
		if r.Counter {
			// the offloader creates counters at 0
			resources[r.Name] = map[string]any{"u32": []uint32{0}}
			continue
		}
		if r.Kind == runspec.Heap {
			// a descriptor table's entries, as the pipeline fills them
			for e, b := range byVar {
				if rest, ok := strings.CutPrefix(e, r.Name+"."); ok && !strings.Contains(rest, ".") {
					entry := contents(inputs[b.buffer][b.block])
					if t := typedEntry[e]; t != "" {
						entry["resource"] = t
					}
					resources[e] = entry
					c.varBuffer[e] = b
				}
			}
			continue
		}
		b, ok := byVar[r.Name]
		if !ok {
			return nil, nil, skipf("shader resource %s has no buffer bound at its register", r.Name)
		}
		data := inputs[b.buffer][b.block]
		unit := 0
		switch {
		case r.Kind == runspec.Structured && r.Stride > 0:
			// D3D indexes a structured buffer by its descriptor's stride
			// (the pipeline's Stride), hlslc by the element's size
			unit = r.Stride
		case r.Kind == runspec.Raw:
			unit = 4 // a raw buffer's view is a whole number of words
		}
		if unit > 0 && len(data)%unit != 0 {
			// a buffer that is not a whole number of the view's units is
			// padded with zeros; only its own bytes are compared
			data = append(bytes.Clone(data), make([]byte, unit-len(data)%unit)...)
		}
		entry := contents(data)
		if buf := c.Pipeline.buffer(b.buffer); buf.OutputProps.Kind != 0 {
			// a texture: its extents, levels and format, the data in
			// D3D's subresource order as the suite's
			op, err := buf.outputProps()
			if err != nil {
				return nil, nil, err
			}
			entry["dims"] = []int{op.Width, op.Height}
			entry["levels"] = op.MipLevels
			entry["format"] = textureFormat(buf)
		}
		resources[r.Name] = entry
		c.varBuffer[r.Name] = b
	}
	spec, err := json.Marshal(map[string]any{"dispatch": c.Dispatch, "resources": resources})
	return spec, inputs, err
}

// contents is a run spec entry holding exactly these bytes.
func contents(b []byte) map[string]any {
	switch {
	case len(b)%4 == 0:
		w := make([]uint32, len(b)/4)
		for i := range w {
			w[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return map[string]any{"u32": w}
	case len(b)%2 == 0:
		h := make([]uint16, len(b)/2)
		for i := range h {
			h[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
		return map[string]any{"u16": h}
	}
	return map[string]any{"u32": []uint32{}} // cannot happen for the suite's formats but Hex8
}

// outputs maps the executor's words back to the buffers' blocks: a bound
// buffer's contents after the run (its initial bytes where the shader
// cannot write it), by buffer name.
func (c *Case) outputs(words map[string][]uint32, inputs map[string][][]byte) map[string][][]byte {
	out := map[string][][]byte{}
	for k, v := range inputs {
		out[k] = slices.Clone(v)
	}
	for v, sl := range c.varBuffer {
		w, ok := words[v]
		if !ok {
			continue
		}
		var b bytes.Buffer
		for _, x := range w {
			_ = binary.Write(&b, binary.LittleEndian, x)
		}
		n := min(len(inputs[sl.buffer][sl.block]), b.Len())
		out[sl.buffer][sl.block] = b.Bytes()[:n]
	}
	return out
}

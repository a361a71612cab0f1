package testsuite

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/frontend"
	"hlslc/internal/corpus"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// TestCorpusDifferential runs every shader of the real-world corpus
// (../shared/corpus, read from there) that hlslc compiles as its authors
// published it, with the manifest's flags: its assembly must assemble
// with llvm-mc, and with synthesized inputs (runspec.Synthesize, one
// workgroup) the executor running hlslc's code object and the reference
// interpreter running the optimized IR it was compiled from must leave
// identical bytes in every writable resource. Shaders hlslc rejects are counted, not failed (the compile
// rate is issue 13's measure, reported here): the log gives the pass count
// and the histogram of the first diagnostic of each rejection.
func TestCorpusDifferential(t *testing.T) {
	entries := corpus.ForTest(t)
	mc := tooltest.Need(t, "llvm-mc")
	rejected := map[string][]string{}
	passed := 0
	var mu sync.Mutex
	var invalid, hardwareCompared []string
	for _, e := range entries {
		m, why := compileEntry(e)
		if why != "" {
			rejected[why] = append(rejected[why], e.ID)
			continue
		}
		// the backend optimises its module in place: give it its own
		mb, _ := compileEntry(e)
		out, err := backend.CompileWith(mb, e.Entry, backend.Options{Target: "gfx900"})
		if err != nil && !strings.Contains(err.Error(), "internal error") {
			why := "backend: " + firstLine(err.Error())
			if _, msg, ok := strings.Cut(why, "error: "); ok {
				why = "backend: " + msg
			}
			rejected[why] = append(rejected[why], e.ID)
			continue
		}
		t.Run(e.ID, func(t *testing.T) {
			if err != nil {
				t.Fatalf("backend: %v", err)
			}
			if err := LLVMMCAccepts(mc, out.Assembly, t.TempDir(), "corpus"); err != nil {
				t.Fatal(err)
			}
			co, err := codeobj.Write(out.Object)
			if err != nil {
				t.Fatalf("code object: %v", err)
			}
			spec := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{})
			want, err := interp.Run(mb, spec, interp.Options{})
			var rte *interp.RuntimeError
			hardwareLDS := false
			if errors.As(err, &rte) {
				// Undefined behaviour with these inputs (an index outside
				// a groupshared array, a barrier that threads which
				// returned never reach): compare the two as GCN runs the
				// code, when that is defined (the LDS layout and bounds,
				// s_barrier waiting only for the waves and lanes still
				// running; not, say, a barrier that a live thread skips).
				if w, err2 := interp.Run(mb, spec, interp.Options{HardwareLDSBounds: true, HardwareBarriers: true}); err2 == nil {
					t.Logf("compared as hardware runs it: %v", err)
					mu.Lock()
					hardwareCompared = append(hardwareCompared, e.ID)
					mu.Unlock()
					want, err, hardwareLDS = w, nil, true
				}
			}
			if errors.As(err, &rte) {
				// The synthesized input drives the shader outside what
				// D3D defines (e.g. a barrier that a live thread skips,
				// an access beyond the LDS layout rules): the reference has
				// no answer to compare with. Counted, not failed.
				mu.Lock()
				invalid = append(invalid, fmt.Sprintf("%s: %v", e.ID, err))
				mu.Unlock()
				t.Skipf("synthesized input outside the shader's defined behaviour: %v", err)
			}
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			got, err := launch.Run(mb, co, spec, gexec.Options{Budget: Budget, Workers: 1, HardwareLDSBounds: hardwareLDS, LDSAlignment: gexec.LDSStrict})
			if err != nil {
				t.Fatalf("executor: %v", err)
			}
			if mis := firstDifference(want.Resources, want.Data, got.Data); mis != "" {
				t.Fatalf("the executor's output differs from the interpreter's with synthesized inputs: %s", mis)
			}
			passed++
		})
	}
	reasons := make([]string, 0, len(rejected))
	nRejected := 0
	for r, ids := range rejected {
		reasons = append(reasons, r)
		nRejected += len(ids)
	}
	sort.Slice(reasons, func(i, j int) bool {
		a, b := rejected[reasons[i]], rejected[reasons[j]]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return reasons[i] < reasons[j]
	})
	var hist strings.Builder
	for _, r := range reasons {
		fmt.Fprintf(&hist, "\n  %3d  %s (e.g. %s)", len(rejected[r]), r, rejected[r][0])
	}
	t.Logf("corpus: %d of %d entry points compile; %d pass the executor/interpreter comparison; %d rejected:%s",
		len(entries)-nRejected, len(entries), passed, nRejected, hist.String())
	if len(hardwareCompared) > 0 {
		t.Logf("corpus: %d compiled shaders meet behaviour HLSL leaves undefined and GCN defines with the synthesized inputs (groupshared accesses outside their arrays, barriers that returned threads never reach); compared as hardware runs them (-hardware-lds-bounds, -hardware-barriers): %s",
			len(hardwareCompared), strings.Join(hardwareCompared, ", "))
	}
	if len(invalid) > 0 {
		t.Logf("corpus: %d compiled shaders met undefined behaviour with the synthesized inputs (not compared):\n  %s",
			len(invalid), strings.Join(invalid, "\n  "))
	}
}

// compileEntry runs the frontend and the lowering on a corpus entry; a
// rejection is returned as its first diagnostic's message (without the
// location, for the histogram).
func compileEntry(e corpus.Entry) (*ir.Module, string) {
	return compileEntryWith(e, lower.Options{})
}

// compileEntryWith is compileEntry with lowering options lo.
func compileEntryWith(e corpus.Entry, lo lower.Options) (*ir.Module, string) {
	src, err := os.ReadFile(e.Path)
	if err != nil {
		return nil, err.Error()
	}
	opts := frontend.Options{Entry: e.Entry, PP: frontend.PPOptions{Defines: e.Defines, IncludeDirs: e.IncludeDirs}}
	res := frontend.Compile(e.Path, src, opts, frontend.StageCheck)
	if res.Diags.HasErrors() {
		for _, d := range res.Diags.List {
			if d.Sev == frontend.SevError {
				return nil, "frontend: " + d.Msg
			}
		}
	}
	m, err := lower.Lower(res.Program, lo)
	if err != nil {
		var le *lower.Error
		if errors.As(err, &le) && len(le.Diags) > 0 {
			return nil, "lowering: " + le.Diags[0].Msg
		}
		return nil, "lowering: " + err.Error()
	}
	return m, ""
}

// firstDifference describes the first byte where two runs' writable
// resources differ, or returns "".
func firstDifference(res []runspec.Resource, want, got [][]byte) string {
	for i, r := range res {
		if !r.Writable {
			continue
		}
		a, b := want[i], got[i]
		if len(a) != len(b) {
			return fmt.Sprintf("%s: %d bytes, want %d", r.Name, len(b), len(a))
		}
		for j := 0; j < len(a); j++ {
			if a[j] != b[j] {
				if n := bothNaN(r, j, a, b); n > 0 {
					// D3D does not define a NaN's sign or payload:
					// any NaN matches any NaN of the same float type.
					j = j - j%n + n - 1
					continue
				}
				w := j &^ 3
				return fmt.Sprintf("%s: byte %d (word %d): executor % x, interpreter % x", r.Name, j, w/4, b[w:min(w+4, len(b))], a[w:min(w+4, len(a))])
			}
		}
	}
	return ""
}

// bothNaN returns the size of the float scalar of resource r that holds
// byte j when both a and b hold a NaN there (any sign, any payload), else 0.
// Only structured buffers with known members are typed byte by byte.
func bothNaN(r runspec.Resource, j int, a, b []byte) int {
	if r.Kind != runspec.Structured || r.Stride == 0 {
		return 0
	}
	off := j % r.Stride
	for _, m := range r.Members {
		size := m.Elem.Size()
		for _, o := range m.Offsets() {
			lo := m.Offset + o
			if off < lo || off >= lo+size {
				continue
			}
			start := j - (off - lo)
			if start+size > len(a) {
				return 0
			}
			if isNaN(m.Elem, a[start:start+size]) && isNaN(m.Elem, b[start:start+size]) {
				return size
			}
			return 0
		}
	}
	return 0
}

func isNaN(e runspec.Elem, v []byte) bool {
	switch e {
	case runspec.F16:
		h := binary.LittleEndian.Uint16(v)
		return h&0x7c00 == 0x7c00 && h&0x3ff != 0
	case runspec.F32:
		return math.IsNaN(float64(math.Float32frombits(binary.LittleEndian.Uint32(v))))
	case runspec.F64:
		return math.IsNaN(math.Float64frombits(binary.LittleEndian.Uint64(v)))
	}
	return false
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// TestFirstDifferenceNaN: two NaNs of a float member compare equal whatever
// their sign and payload; the same bits in an integer member differ.
func TestFirstDifferenceNaN(t *testing.T) {
	r := runspec.Resource{Name: "b", Kind: runspec.Structured, Writable: true, Stride: 8, Members: []runspec.Member{
		{Name: "f", Offset: 0, Layout: runspec.Layout{Elem: runspec.F32}},
		{Name: "u", Offset: 4, Layout: runspec.Layout{Elem: runspec.U32}},
	}}
	word := func(ws ...uint32) []byte {
		b := make([]byte, 4*len(ws))
		for i, w := range ws {
			binary.LittleEndian.PutUint32(b[4*i:], w)
		}
		return b
	}
	res := []runspec.Resource{r}
	if d := firstDifference(res, [][]byte{word(0x7fc00000, 1, 0x7f800001, 2)}, [][]byte{word(0xffc00000, 1, 0xffffffff, 2)}); d != "" {
		t.Errorf("NaNs of a float member reported as different: %s", d)
	}
	if d := firstDifference(res, [][]byte{word(0x7fc00000, 0x7fc00000)}, [][]byte{word(0x7fc00000, 0xffc00000)}); d == "" {
		t.Error("NaN bit patterns in a u32 member compared equal")
	}
	if d := firstDifference(res, [][]byte{word(0x7fc00000, 0)}, [][]byte{word(0x3f800000, 0)}); d == "" {
		t.Error("a NaN and 1.0 compared equal")
	}
}

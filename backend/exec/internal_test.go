package exec

import (
	"errors"
	"strings"
	"testing"
)

// A panic of the timing model or of the executor is an error of the
// dispatch (KindInternal) that names the part at fault, the wave and the
// instruction, not a crash of the process (hlslc run --timing, the
// server); the program runs correctly afterwards. The faults are injected
// by corrupting a loaded program's tables.
func TestInternalErrorsAreRecovered(t *testing.T) {
	const body = "\tv_lshlrev_b32_e32 v1, 2, v0\n\tglobal_store_dword v1, v0, s[2:3]\n"
	for _, c := range []struct {
		name   string
		timing bool
		inject func(p *Program) (restore func())
		want   []string
	}{
		{"trace out of step", true, func(p *Program) func() {
			// the model takes the s_waitcnt after the scalar load for a
			// vector memory instruction: its next record is the store's
			ti := &p.timingTable()[2]
			k := ti.kind
			ti.kind = tkVMEM
			return func() { ti.kind = k }
		}, []string{"internal error of the timing model at pc 0x8 (s_waitcnt lgkmcnt(0)), workgroup (0,0,0) wave 0: its trace is out of step: the next record is for the instruction at 0x10"}},
		{"runtime error in the model", true, func(p *Program) func() {
			ti := &p.timingTable()[2]
			next := ti.next
			ti.next = 1 << 30
			return func() { ti.next = next }
		}, []string{"internal error of the timing model at pc 0x8 (s_waitcnt lgkmcnt(0)), workgroup (0,0,0) wave 0: runtime error: index out of range [1073741824]"}},
		{"runtime error in the executor", false, func(p *Program) func() {
			d := p.insts[3]
			run := d.run
			d.run = func(w *wave, d *dinst) error {
				var m map[int]int
				m[0] = 1
				return nil
			}
			return func() { d.run = run }
		}, []string{"internal error of the executor at pc ", "workgroup (0,0,0) wave 0: assignment to entry in nil map"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := asmKernel(t, body, 8, 0)
			good := &Spec{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4)}, {"out", make([]byte, 4*128)}},
				Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
			mem, d, _, err := good.Setup(p)
			if err != nil {
				t.Fatal(err)
			}
			restore := c.inject(p)
			_, err = p.Run(mem, d, Options{Timing: c.timing, Workers: 1})
			var e *Error
			if !errors.As(err, &e) || e.Kind != KindInternal {
				t.Fatalf("got %v, want an internal error", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error %q does not say %q", err, w)
				}
			}
			// repaired, the same program runs as a fresh one does
			restore()
			want, _ := runOut(t, asmKernel(t, body, 8, 0), good, c.timing)
			got, timing := runOut(t, p, good, c.timing)
			if got != want {
				t.Errorf("after the recovered panic the program computes\n%s\nnot\n%s", got, want)
			}
			if c.timing && !timing {
				t.Error("no timing after the recovered panic")
			}
		})
	}
}

// runOut runs the program on the spec and returns its outputs' bytes and
// whether it has a timing.
func runOut(t *testing.T, p *Program, s *Spec, timing bool) (string, bool) {
	t.Helper()
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.Run(mem, d, Options{Timing: timing, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return string(allocs["out"].Data), st.Timing != nil
}

package backend

import (
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// funcFromAssembly assembles a function body and splits it into blocks.
func funcFromAssembly(t *testing.T, name, src string) *mir.Func {
	t.Helper()
	obj, _, err := gfx9.Assemble(name, []byte("\t.text\n"+name+":\n"+src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	code, labels, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mir.FuncFromCode(name, gfx9.GFX900, code, labels)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestWaitcntText runs InsertWaitcnt on testdata/waitcnt/*.s and compares
// the result with the .out file beside each input (-update rewrites them).
func TestWaitcntText(t *testing.T) {
	runTextTests(t, "testdata/waitcnt/*.s", InsertWaitcnt)
}

// TestHazardsText does the same for InsertHazardNops on testdata/hazards.
func TestHazardsText(t *testing.T) {
	runTextTests(t, "testdata/hazards/*.s", func(f *mir.Func) error { InsertHazardNops(f); return nil })
}

func runTextTests(t *testing.T, pattern string, pass func(*mir.Func) error) {
	golden.Run(t, pattern, ".out", func(t *testing.T, _, src string) string {
		f := funcFromAssembly(t, "k", src)
		if err := pass(f); err != nil {
			t.Fatal(err)
		}
		return f.Assembly()
	})
}

// runAllocatedTextTests is runTextTests for a pass on allocated code that
// cannot fail: the result must verify as allocated code.
func runAllocatedTextTests(t *testing.T, pattern string, pass func(*mir.Func)) {
	runTextTests(t, pattern, func(f *mir.Func) error {
		pass(f)
		return mir.Verify(f, mir.VerifyOptions{Allocated: true})
	})
}

// funcFromText parses instructions with virtual registers (%N) into a
// one-block function whose first n units are declared as single VGPRs.
func funcFromText(t *testing.T, src string, n int) *mir.Func {
	t.Helper()
	f := &mir.Func{Name: "k", Target: gfx9.GFX900}
	for k := 0; k < n; k++ {
		f.NewVReg(mir.VGPR, 1)
	}
	b := &mir.Block{}
	for _, l := range strings.Split(strings.TrimSpace(src), "\n") {
		i, err := gfx9.ParseInstr(gfx9.GFX900, l)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		b.Instrs = append(b.Instrs, i)
	}
	f.Blocks = []*mir.Block{b}
	return f
}

// TestScheduleText does the same for Schedule on testdata/schedule, for a
// kernel of one wave per workgroup without LDS.
func TestScheduleText(t *testing.T) {
	runTextTests(t, "testdata/schedule/*.s", func(f *mir.Func) error {
		_, err := Schedule(f, KernelOccupancy{GroupSize: 64}, 0)
		return err
	})
}

package llvm

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir"
)

// programs are the IR test programs exported in the tests: the
// interpreter's seed shaders and the all-ops round-trip case.
func programs(t *testing.T) []string {
	files, _ := filepath.Glob(filepath.Join("..", "interp", "testdata", "*.ir"))
	files = append(files, filepath.Join("..", "testdata", "roundtrip", "allops.ir"))
	if len(files) < 6 {
		t.Fatalf("expected the test programs, found %v", files)
	}
	return files
}

// parse reads an IR test program.
func parse(t *testing.T, file string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse(string(src))
	if err != nil {
		t.Fatalf("%s:%v", file, err)
	}
	return m
}

func export(t *testing.T, file string) string {
	t.Helper()
	m := parse(t, file)
	text, err := ExportText(m)
	if err != nil {
		t.Fatalf("%s: export: %v", file, err)
	}
	return text
}

// TestExportShape checks the kernel ABI in the text: one <4 x i32>
// descriptor parameter per resource in declaration order, an
// amdgpu_kernel, and buffer intrinsics.
func TestExportShape(t *testing.T) {
	text := export(t, filepath.Join("..", "interp", "testdata", "reduce128.ir"))
	for _, want := range []string{
		`target triple = "amdgcn-amd-amdhsa"`,
		`define amdgpu_kernel void @PostFX(<4 x i32> %cbCS, <4 x i32> %Input, <4 x i32> %Result)`,
		`@sharedMem = internal addrspace(3) global [512 x i8] undef`,
		`call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %Input`,
		`call void @llvm.amdgcn.s.barrier()`,
		`"amdgpu-flat-work-group-size"="128,128"`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("export lacks %q:\n%s", want, text)
		}
	}
}

// TestLLC compiles the export of every test program with llc-19 for gfx900.
func TestLLC(t *testing.T) {
	llc := tooltest.Need(t, "llc")
	dir := t.TempDir()
	for _, file := range programs(t) {
		name := strings.TrimSuffix(filepath.Base(file), ".ir")
		t.Run(name, func(t *testing.T) { compileLLC(t, llc, dir, name, export(t, file)) })
	}
}

// compileLLC has llc compile an export for gfx900 in dir; an error fails
// the test.
func compileLLC(t *testing.T, llc, dir, name, text string) {
	t.Helper()
	ll := filepath.Join(dir, name+".ll")
	if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
		ll, "-o", filepath.Join(dir, name+".o")).CombinedOutput()
	if err != nil {
		t.Errorf("llc rejected the export of %s: %v\n%s", name, err, out)
	}
}

// TestExportFastMath: an instruction marked fast exports with the LLVM
// fast-math flags the optimizer assumes (and not nnan/ninf); one that is
// not keeps none; the strict export has none at all.
func TestExportFastMath(t *testing.T) {
	m, err := ir.Parse(`structured @Dst rw stride 4

kernel @main numthreads(64, 1, 1) {
^entry:
  %i: i32 = id.thread x
  %f: f32 = uitofp %i
  %a: f32 = fmul fast %f, f32 3
  %b: f32 = fadd %a, f32 1
  %c: f32 = fma fast %a, %b, %f
  store @Dst[i32 0], %c, align 4
  ret
}
`)
	if err != nil {
		t.Fatal(err)
	}
	text, err := ExportText(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"fmul reassoc contract arcp nsz float", "fadd float", "call reassoc contract arcp nsz float @llvm.fma.f32"} {
		if !strings.Contains(text, want) {
			t.Errorf("export lacks %q:\n%s", want, text)
		}
	}
	strict, err := ExportTextWith(m, Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strict, "contract") || !strings.Contains(strict, "fmul float") {
		t.Errorf("the strict export has fast-math flags:\n%s", strict)
	}
}

// Block names in the IR need not be unique (passes add many a "join"); the
// export's labels must be, or LLVM joins the blocks of one name and rejects
// the function. Every block of each test program is named "join" here.
func TestExportDuplicateBlockNames(t *testing.T) {
	texts := map[string]string{}
	for _, file := range programs(t) {
		name := strings.TrimSuffix(filepath.Base(file), ".ir")
		m := parse(t, file)
		blocks := 0
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				b.Name = "join"
				blocks++
			}
		}
		text, err := ExportText(m)
		if err != nil {
			t.Fatalf("%s: export: %v", file, err)
		}
		texts[name] = text
		var seen map[string]bool // the labels of the function being read
		labels := 0
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "define ") {
				seen = map[string]bool{}
			}
			if l, ok := strings.CutSuffix(line, ":"); ok && !strings.ContainsAny(l, " \t") {
				if seen[l] {
					t.Errorf("%s: label %q defined twice in a function:\n%s", name, l, text)
				}
				seen[l] = true
				labels++
			}
		}
		if labels < blocks {
			t.Errorf("%s: %d labels for %d blocks", name, labels, blocks)
		}
	}
	t.Run("llc", func(t *testing.T) {
		llc := tooltest.Need(t, "llc")
		dir := t.TempDir()
		for name, text := range texts {
			compileLLC(t, llc, dir, name, text)
		}
	})
}

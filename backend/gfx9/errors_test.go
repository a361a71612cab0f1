package gfx9

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

// TestAssemblerErrors checks testdata/errors/*.s: every line carrying
// `// ERROR: COL: MESSAGE` must produce exactly that diagnostic, and no
// other line may produce one.
func TestAssemblerErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.s")
	if len(files) == 0 {
		t.Fatal("no error tests found")
	}
	re := regexp.MustCompile(`// ERROR: (\d+): (.*)$`)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for n, l := range strings.Split(string(src), "\n") {
				if m := re.FindStringSubmatch(l); m != nil {
					col, _ := strconv.Atoi(m[1])
					want = append(want, fmt.Sprintf("%s:%d:%d: error: %s", file, n+1, col, strings.TrimSpace(m[2])))
				}
			}
			_, _, err = Assemble(file, src, AsmOptions{MaxErrors: 1000})
			diags, ok := err.(Diagnostics)
			if !ok {
				t.Fatalf("want Diagnostics, got %v", err)
			}
			var got []string
			for _, d := range diags {
				got = append(got, d.Error())
			}
			sort.Strings(want)
			sort.Strings(got)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("diagnostics differ\n--- got\n%s\n--- want\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// TestImageErrorsMatchLLVM: llvm-mc rejects exactly the lines of
// testdata/errors/image.s that carry an ERROR, except the two whose value
// it silently truncates (dmask:0x10, offset:4096), which we reject.
func TestImageErrorsMatchLLVM(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	src, err := os.ReadFile("testdata/errors/image.s")
	if err != nil {
		t.Fatal(err)
	}
	var lines, insts []string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t.") {
			lines = append(lines, l)
			insts = append(insts, strings.Split(l, "//")[0])
		}
	}
	_, llvmErrs := llvmEncodings(t, mc, GFX900, insts)
	for n, l := range lines {
		want := strings.Contains(l, "// ERROR:") && !strings.Contains(l, "dmask:0x10") && !strings.Contains(l, "offset:4096")
		if got := llvmErrs[n] != ""; got != want {
			t.Errorf("%q: llvm-mc rejects it: %v (%s), want %v", l, got, llvmErrs[n], want)
		}
	}
}

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

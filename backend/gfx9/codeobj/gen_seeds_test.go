package codeobj

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateSeeds = flag.Bool("update-seeds", false, "regenerate testdata/*.o and *.co fuzz seeds with llvm-mc, clang and ld.lld")

// seedFiles are small real code objects used as FuzzRead seeds and as the
// base of the malformed-input tests.
var seedFiles = []string{"mc_two_kernels.o", "lld_two_kernels.co", "lld_clang.co"}

// TestGenerateSeeds rewrites the seed objects when -update-seeds is given.
func TestGenerateSeeds(t *testing.T) {
	if !*updateSeeds {
		t.Skip("run with -update-seeds to regenerate the fuzz seeds")
	}
	tg, _ := ParseTarget("gfx900")
	obj, stderr, ok := assemble(t, tg, kernelsSource(tg, 2, true, ""))
	if !ok {
		t.Fatal(stderr)
	}
	clang := link(t, compileCL(t, tg))
	for name, b := range map[string][]byte{"mc_two_kernels.o": obj, "lld_two_kernels.co": link(t, obj), "lld_clang.co": clang} {
		if err := os.WriteFile(filepath.Join("testdata", name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func loadSeeds(t testing.TB) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	for _, n := range seedFiles {
		b, err := os.ReadFile(filepath.Join("testdata", n))
		if err != nil {
			t.Fatalf("seed %s: %v (regenerate with go test -run GenerateSeeds -update-seeds)", n, err)
		}
		m[n] = b
	}
	return m
}

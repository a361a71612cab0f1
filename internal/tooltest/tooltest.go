// Package tooltest locates the external tools that tests compare against
// (llvm-mc, llvm-objdump, clang, glslang, ...) and decides what a test does
// when one is missing: skip on a developer machine, fail under
// HLSLC_REQUIRE_TOOLS=1, which CI sets so that a missing tool can never turn
// into a silently skipped check.
package tooltest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// llvmBin is where Debian's llvm-19 package installs the unversioned names.
const llvmBin = "/usr/lib/llvm-19/bin"

// Find returns the path of the named tool, or "" when it is not installed.
// LLVM tools are looked up in llvm-19's directory first, then on PATH under
// their plain and "-19" suffixed names.
func Find(name string) string {
	candidates := []string{filepath.Join(llvmBin, name)}
	for _, n := range []string{name, name + "-19"} {
		if p, err := exec.LookPath(n); err == nil {
			candidates = append(candidates, p)
		}
	}
	for _, c := range candidates {
		if st, err := os.Stat(c); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return c
		}
	}
	return ""
}

// Required reports whether missing tools must fail tests instead of skipping them.
func Required() bool { return os.Getenv("HLSLC_REQUIRE_TOOLS") == "1" }

// Need returns the path of the named tool. When the tool is missing the test
// is skipped, or failed if HLSLC_REQUIRE_TOOLS=1.
func Need(t testing.TB, name string) string {
	t.Helper()
	if p := Find(name); p != "" {
		return p
	}
	if Required() {
		t.Fatalf("required tool %q is not installed (HLSLC_REQUIRE_TOOLS=1); run scripts/test.sh to install it", name)
	}
	t.Skipf("tool %q is not installed; scripts/test.sh installs it", name)
	return ""
}

// BuildOpenCL compiles an OpenCL C kernel source for gfx900 with clang and
// links it with ld.lld -shared, returning the code object's bytes (a test
// of a package that reads code objects parses them itself).
func BuildOpenCL(t testing.TB, name, src string) []byte {
	t.Helper()
	clang, lld := Need(t, "clang"), Need(t, "ld.lld")
	dir := t.TempDir()
	cl, o, co := filepath.Join(dir, name+".cl"), filepath.Join(dir, name+".o"), filepath.Join(dir, name+".co")
	if err := os.WriteFile(cl, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{
		{clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib", "-O2", "-c", cl, "-o", o},
		{lld, "-shared", o, "-o", co},
	} {
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(cmd[0]), err, out)
		}
	}
	data, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

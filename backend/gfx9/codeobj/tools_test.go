package codeobj

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hlslc/internal/tooltest"
)

// run runs a tool and fails the test with its output on error.
func run(t testing.TB, tool string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(tool, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", filepath.Base(tool), args, err, stderr.String())
	}
	return out
}

// mcArgs returns llvm-mc's -mcpu/-mattr for a target.
func mcArgs(tg Target) []string {
	args := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + tg.Processor}
	attr := ""
	add := func(f Feature, name string) {
		switch f {
		case FeatureOn:
			attr += ",+" + name
		case FeatureOff:
			attr += ",-" + name
		}
	}
	add(tg.Sramecc, "sramecc")
	add(tg.Xnack, "xnack")
	if attr != "" {
		args = append(args, "-mattr="+attr[1:])
	}
	return args
}

// assemble assembles src with llvm-mc for tg; it returns the object bytes,
// or llvm-mc's stderr and ok=false when llvm-mc rejects the source.
func assemble(t testing.TB, tg Target, src string) (obj []byte, stderr string, ok bool) {
	t.Helper()
	mc := tooltest.Need(t, "llvm-mc")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.s"), filepath.Join(dir, "out.o")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append(mcArgs(tg), "-filetype=obj", in, "-o", out)
	cmd := exec.Command(mc, args...)
	var eb bytes.Buffer
	cmd.Stderr = &eb
	if err := cmd.Run(); err != nil {
		return nil, eb.String(), false
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b, eb.String(), true
}

// link runs ld.lld -shared on an object.
func link(t testing.TB, obj []byte) []byte {
	t.Helper()
	lld := tooltest.Need(t, "ld.lld")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.o"), filepath.Join(dir, "out.co")
	if err := os.WriteFile(in, obj, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, lld, "-shared", in, "-o", out)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeTemp writes b to a file in a test directory and returns its path.
func writeTemp(t testing.TB, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

package gfx9

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// corpus returns a kernel holding every sample instruction that both
// assemblers accept, as assembly source.
func corpus(t *testing.T, target Target) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n\t.text\n\t.globl corpus\n\t.p2align 8\n\t.type corpus,@function\ncorpus:\n", target)
	for _, s := range sampleLines(target) {
		text := s.String()
		if _, err := ParseInstr(target, text); err != nil {
			continue // not valid (the golden test checks llvm-mc rejects it too)
		}
		b.WriteString("\t" + text + "\n")
	}
	b.WriteString("\ts_endpgm\n.Lend:\n\t.size corpus, .Lend-corpus\n")
	b.WriteString("\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel corpus\n\t\t.amdhsa_next_free_vgpr 256\n\t\t.amdhsa_next_free_sgpr 96\n\t.end_amdhsa_kernel\n")
	return b.String()
}

// normalize reduces one disassembly line to the instruction text: no
// comment, single spaces, and no branch operand (llvm-objdump prints the
// target symbol or a raw offset, we print a label; both are checked by
// re-assembly instead).
var branchRE = regexp.MustCompile(`^(s_branch|s_cbranch_\w+)( .*)?$`)

func normalize(line string) string {
	if i := strings.Index(line, "//"); i >= 0 {
		line = line[:i]
	}
	line = strings.Join(strings.Fields(line), " ")
	if m := branchRE.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return line
}

// objdumpLines runs llvm-objdump -d and returns the normalized instructions.
func objdumpLines(t *testing.T, objdump, file string, target Target) []string {
	t.Helper()
	out, err := exec.Command(objdump, "-d", "--mcpu="+target.String(), file).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-objdump: %v\n%s", err, out)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "\t") && !strings.HasPrefix(strings.TrimSpace(l), ".") {
			lines = append(lines, normalize(l))
		}
	}
	return lines
}

func buildWithLLVM(t *testing.T, dir, src string, target Target) string {
	t.Helper()
	mc, lld := tooltest.Need(t, "llvm-mc"), tooltest.Need(t, "ld.lld")
	s, o, co := filepath.Join(dir, "llvm.s"), filepath.Join(dir, "llvm.o"), filepath.Join(dir, "llvm.co")
	if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+target.String(), "-filetype=obj", s, "-o", o).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", o, "-o", co).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	return co
}

// TestDisassemblyMatchesObjdump: our disassembly of llvm-mc + ld.lld objects
// agrees with llvm-objdump's, instruction by instruction, and llvm-objdump
// reads our own objects back to the same instructions.
func TestDisassemblyMatchesObjdump(t *testing.T) {
	objdump := tooltest.Need(t, "llvm-objdump")
	for _, target := range []Target{GFX900, GFX906} {
		t.Run(target.String(), func(t *testing.T) {
			dir := t.TempDir()
			src := corpus(t, target)
			co := buildWithLLVM(t, dir, src, target)
			theirs := objdumpLines(t, objdump, co, target)

			data, err := os.ReadFile(co)
			if err != nil {
				t.Fatal(err)
			}
			obj, err := codeobj.Read(data)
			if err != nil {
				t.Fatal(err)
			}
			insts, _, err := DecodeText(target, obj.Text, nil)
			if err != nil {
				t.Fatal(err)
			}
			var ours []string
			for _, in := range insts {
				ours = append(ours, normalize(in.Instr.Format(true)))
			}
			compareLines(t, "our disassembly of llvm-mc's object", ours, "llvm-objdump", theirs)

			// our assembler's object, read by llvm-objdump
			mine, _, err := Assemble("corpus.s", []byte(src), AsmOptions{})
			if err != nil {
				t.Fatal(err)
			}
			ourCO, err := codeobj.Write(mine)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(mine.Text, obj.Text) {
				t.Errorf(".text of our object differs from llvm-mc + ld.lld")
			}
			file := filepath.Join(dir, "ours.co")
			if err := os.WriteFile(file, ourCO, 0o644); err != nil {
				t.Fatal(err)
			}
			compareLines(t, "llvm-objdump of our object", objdumpLines(t, objdump, file, target), "of llvm-mc's", theirs)
			t.Logf("%s: %d instructions agree with llvm-objdump", target, len(ours))
		})
	}
}

func compareLines(t *testing.T, aName string, a []string, bName string, b []string) {
	t.Helper()
	var diffs []string
	for k := 0; k < max(len(a), len(b)); k++ {
		var x, y string
		if k < len(a) {
			x = a[k]
		}
		if k < len(b) {
			y = b[k]
		}
		if x != y {
			diffs = append(diffs, fmt.Sprintf("#%d\n\t%s: %s\n\t%s: %s", k, aName, x, bName, y))
		}
	}
	if len(diffs) > 0 {
		t.Errorf("%d of %d lines differ; first %d:\n%s", len(diffs), len(b), min(len(diffs), 400), strings.Join(diffs[:min(len(diffs), 400)], "\n"))
	}
}

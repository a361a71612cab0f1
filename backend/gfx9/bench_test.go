package gfx9

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// benchSource is a large kernel: the valid samples of the whole table,
// repeated, about 70k instructions.
func benchSource(b *testing.B) string { return benchSourceT() }

func benchSourceT() string {
	var body strings.Builder
	for _, s := range sampleLines(GFX900) {
		if _, err := ParseInstr(GFX900, s.String()); err == nil {
			body.WriteString("\t" + s.String() + "\n")
		}
	}
	var src strings.Builder
	src.WriteString("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl big\n\t.p2align 8\n\t.type big,@function\nbig:\n")
	for k := 0; k < 5; k++ {
		src.WriteString(body.String())
	}
	src.WriteString("\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel big\n\t\t.amdhsa_next_free_vgpr 256\n\t\t.amdhsa_next_free_sgpr 96\n\t.end_amdhsa_kernel\n")
	return src.String()
}

// BenchmarkAssembleVsLLVM assembles the same large file with hlslc and with
// llvm-mc (whole process, -filetype=obj) in each iteration and reports the
// ratio of their times: llvm-mc-time/hlslc-time (above 1: we are faster).
func BenchmarkAssembleVsLLVM(b *testing.B) {
	mc := tooltest.Need(b, "llvm-mc")
	src := benchSource(b)
	dir := b.TempDir()
	file := filepath.Join(dir, "big.s")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		b.Fatal(err)
	}
	var ours, theirs time.Duration
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		t0 := time.Now()
		obj, _, err := Assemble(file, []byte(src), AsmOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := codeobj.Write(obj); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", file, "-o", filepath.Join(dir, "big.o")).CombinedOutput(); err != nil {
			b.Fatalf("llvm-mc: %v\n%s", err, out)
		}
		ours, theirs = ours+t1.Sub(t0), theirs+time.Since(t1)
	}
	b.ReportMetric(ours.Seconds()/float64(b.N), "hlslc-s/op")
	b.ReportMetric(theirs.Seconds()/float64(b.N), "llvm-mc-s/op")
	b.ReportMetric(float64(theirs)/float64(ours), "llvm-mc/hlslc")
	b.ReportMetric(float64(strings.Count(src, "\n"))*float64(b.N)/ours.Seconds(), "lines/s")
}

// BenchmarkDisassembleVsLLVM disassembles the same large object with hlslc
// and with llvm-objdump -d and reports llvm-objdump-time/hlslc-time.
func BenchmarkDisassembleVsLLVM(b *testing.B) {
	objdump := tooltest.Need(b, "llvm-objdump")
	obj, _, err := Assemble("big.s", []byte(benchSource(b)), AsmOptions{})
	if err != nil {
		b.Fatal(err)
	}
	data, err := codeobj.Write(obj)
	if err != nil {
		b.Fatal(err)
	}
	file := filepath.Join(b.TempDir(), "big.co")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		b.Fatal(err)
	}
	var ours, theirs time.Duration
	for b.Loop() {
		t0 := time.Now()
		o, err := codeobj.Read(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Disassemble(o, true); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		cmd := exec.Command(objdump, "-d", "--mcpu=gfx900", file)
		cmd.Stdout = nil
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
		ours, theirs = ours+t1.Sub(t0), theirs+time.Since(t1)
	}
	b.ReportMetric(ours.Seconds()/float64(b.N), "hlslc-s/op")
	b.ReportMetric(theirs.Seconds()/float64(b.N), "llvm-objdump-s/op")
	b.ReportMetric(float64(theirs)/float64(ours), "llvm-objdump/hlslc")
}

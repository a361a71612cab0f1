package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"hlslc/internal/tooltest"
	"hlslc/testsuite/vk"
)

// BenchmarkCompileVsACO compiles every shader of backend/testdata/run with
// the hlslc binary (HLSL → code object, one process per shader) and with
// glslang + RADV's ACO on a null Vega10 device (glslangValidator to SPIR-V,
// then a process that creates the compute pipeline), whole process to whole
// process, and reports glslang+ACO time / hlslc time (above 1: hlslc is
// faster; the target is 2), over the corpus and for the shader where the
// ratio is lowest.
func BenchmarkCompileVsACO(b *testing.B) {
	glslang := tooltest.Need(b, "glslangValidator")
	files, _ := filepath.Glob("../../backend/testdata/run/*.hlsl")
	if len(files) == 0 {
		b.Fatal("no shaders")
	}
	dir := b.TempDir()
	bin := filepath.Join(dir, "hlslc")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	var ours, theirs time.Duration
	perOurs, perTheirs := map[string]time.Duration{}, map[string]time.Duration{}
	shaders := 0
	for b.Loop() {
		for _, f := range files {
			t0 := time.Now()
			if out, err := exec.Command(bin, f, "--emit=obj", "-o", filepath.Join(dir, "k.co")).CombinedOutput(); err != nil {
				b.Fatalf("hlslc %s: %v\n%s", f, err, out)
			}
			t1 := time.Now()
			spv := filepath.Join(dir, "k.spv")
			args := append(append([]string{}, vk.GlslangArgs...), "-e", "main", "-o", spv, f)
			if out, err := exec.Command(glslang, args...).CombinedOutput(); err != nil {
				b.Fatalf("glslang %s: %v\n%s", f, err, out)
			}
			code, err := os.ReadFile(spv)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := vk.PeerStats(code, "main", vk.ACO); err != nil {
				b.Fatalf("ACO %s: %v", f, err)
			}
			ours, theirs = ours+t1.Sub(t0), theirs+time.Since(t1)
			perOurs[f] += t1.Sub(t0)
			perTheirs[f] += time.Since(t1)
			shaders++
		}
	}
	b.ReportMetric(ours.Seconds()*1000/float64(shaders), "hlslc-ms/shader")
	b.ReportMetric(theirs.Seconds()*1000/float64(shaders), "glslang+aco-ms/shader")
	b.ReportMetric(float64(theirs)/float64(ours), "speedup")
	// the target is per shader: the slowest shader's ratio
	worst, worstFile := 0.0, ""
	for f, o := range perOurs {
		if r := float64(perTheirs[f]) / float64(o); worstFile == "" || r < worst {
			worst, worstFile = r, f
		}
	}
	b.ReportMetric(worst, "worst-speedup")
	b.Logf("slowest relative to glslang+ACO: %s (%.2fx)", filepath.Base(worstFile), worst)
}

package testsuite

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/internal/corpus"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// BenchmarkCorpusTimingOverhead is what `--timing` costs on real code
// (issue 18: at most 2× a plain run): every corpus shader hlslc compiles
// runs 64 workgroups with synthesized inputs, plainly and with the timing
// model, alternating, with one worker and with all cores. The ratio is the
// dispatch's alone, as compile time and the resources' setup would flatter
// it: each iteration runs every kernel plainly with one workgroup (p1) and
// with 64 (p64) and timed with 64 (t64), each as many times in a row as
// make a few milliseconds; a workgroup's CPU time is d = (p64 − p1)/63,
// the setup s = p1 − d, and the ratio 1 + (t64 − p64)/(p64 − s) (the same
// for wall time, with the setup's wall time taken as p1's wall minus d).
// Each time is the least over the iterations. Kernels whose plain dispatch
// takes under a millisecond are logged but left out of the summary: the
// setup's estimate is as noisy as they are long. It reports, over the kernels, the median and the largest ratio of
// process CPU time and of wall time, and logs each kernel's and the ones
// above 2× (-v). Kernels that run longer than a few seconds plainly (or
// fail) are left out and named.
//
//	HLSLC_CORPUS=/work/shared/corpus go test ./testsuite -run '^$' \
//	    -bench CorpusTimingOverhead -benchtime 5x -v
func BenchmarkCorpusTimingOverhead(b *testing.B) {
	entries := corpus.ForTest(b)
	type kernel struct {
		id   string
		k    *launch.Kernel
		spec *runspec.Spec // 64 workgroups
		one  *runspec.Spec // 1 workgroup
	}
	var ks []kernel
	for _, e := range entries {
		m, k, ok := corpusKernel(b, e)
		if !ok {
			continue
		}
		spec := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{Dispatch: [3]uint32{64, 1, 1}})
		one := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{})
		ks = append(ks, kernel{e.ID, k, spec, one})
	}
	for _, workers := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			base := gexec.Options{Workers: workers, HardwareLDSBounds: true, Deadline: 5 * time.Second}
			// [p1, p64, t64] process CPU and wall time of one run per
			// kernel, the least over the iterations (each mode run
			// reps[j] times in a row: enough for a few milliseconds, which
			// the clocks resolve; the least, since other processes only
			// ever add time)
			cpu := make([][3]time.Duration, len(ks))
			wall := make([][3]time.Duration, len(ks))
			reps := make([]int, len(ks))
			skip := map[int]string{}
			for j, k := range ks {
				w0 := time.Now()
				if _, err := k.k.Run(k.spec, base); err != nil {
					skip[j] = err.Error()
					continue
				}
				reps[j] = int(min(max(20*time.Millisecond/max(time.Since(w0), 1), 1), 200))
			}
			for i := 0; i < b.N; i++ {
				for j, k := range ks {
					if skip[j] != "" {
						continue
					}
					for mode := 0; mode < 3; mode++ {
						opts := base
						spec := k.spec
						switch mode {
						case 0:
							spec = k.one
						case 2:
							opts.Timing = true
						}
						c0, w0 := processCPU(), time.Now()
						var err error
						for r := 0; r < reps[j] && err == nil; r++ {
							_, err = k.k.Run(spec, opts)
						}
						c, w := (processCPU()-c0)/time.Duration(reps[j]), time.Since(w0)/time.Duration(reps[j])
						if i == 0 {
							cpu[j][mode], wall[j][mode] = c, w
						}
						cpu[j][mode], wall[j][mode] = min(cpu[j][mode], c), min(wall[j][mode], w)
						if err != nil {
							skip[j] = err.Error()
							break
						}
					}
				}
			}
			var rc, rw []float64
			var above, small []string
			for j, k := range ks {
				if skip[j] != "" {
					b.Logf("%s: left out: %s", k.id, firstLine(skip[j]))
					continue
				}
				d := (cpu[j][1] - cpu[j][0]) / 63
				c, w := dispatchRatio(cpu[j], d), dispatchRatio(wall[j], d)
				plain := cpu[j][1] - cpu[j][0] + d
				b.Logf("%-70s dispatch %8.3f ms, setup %7.3f ms (cpu)  timed/plain cpu %5.2f wall %5.2f", k.id,
					plain.Seconds()*1e3, (cpu[j][0]-d).Seconds()*1e3, c, w)
				if plain < time.Millisecond || c <= 0 || w <= 0 {
					// the setup estimate's noise is as large as the dispatch
					small = append(small, k.id)
					continue
				}
				rc, rw = append(rc, c), append(rw, w)
				if c > 2 || w > 2 {
					above = append(above, fmt.Sprintf("%s (%.2f, %.2f)", k.id, c, w))
				}
			}
			b.Logf("%d kernels with a dispatch of 1 ms or more; above 2× (cpu, wall): %d: %s", len(rc), len(above), strings.Join(above, ", "))
			b.Logf("%d kernels with a shorter dispatch (not summarized): %s", len(small), strings.Join(small, ", "))
			if len(rc) == 0 {
				b.Skip("no kernel ran")
			}
			b.ReportMetric(median(rc), "median-cpu")
			b.ReportMetric(slicesMax(rc), "max-cpu")
			b.ReportMetric(median(rw), "median-wall")
			b.ReportMetric(slicesMax(rw), "max-wall")
			b.ReportMetric(float64(len(above)), "kernels>2x")
		})
	}
}

// dispatchRatio is the timed dispatch's time over the plain one's, the
// setup (t[0], one workgroup's run, minus d, one workgroup's share)
// subtracted from both.
func dispatchRatio(t [3]time.Duration, d time.Duration) float64 {
	setup := t[0] - d
	p := t[1] - setup
	if p <= 0 {
		return 0 // not measurable
	}
	return 1 + float64(t[2]-t[1])/float64(p)
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func slicesMax(v []float64) float64 {
	m := v[0]
	for _, x := range v {
		m = max(m, x)
	}
	return m
}

// processCPU is the process's user and system CPU time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// corpusKernel compiles a corpus entry for gfx900 and loads its code object
// for the executor, with m the lowered module whose resources a run spec
// names (the kernel is loaded from a second lowering, which the backend
// rewrites); ok is false for an entry that does not compile.
func corpusKernel(tb testing.TB, e corpus.Entry) (m *ir.Module, k *launch.Kernel, ok bool) {
	m, why := compileEntry(e)
	if why != "" {
		return nil, nil, false
	}
	mb, _ := compileEntry(e)
	out, err := backend.CompileWith(mb, e.Entry, backend.Options{Target: "gfx900"})
	if err != nil {
		return nil, nil, false
	}
	co, err := codeobj.Write(out.Object)
	if err != nil {
		tb.Fatalf("%s: code object: %v", e.ID, err)
	}
	k, err = launch.Load(mb, co)
	if err != nil {
		tb.Fatalf("%s: %v", e.ID, err)
	}
	return m, k, true
}

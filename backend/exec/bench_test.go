package exec

import (
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"hlslc/backend/gfx9"
)

// Throughput in wave instructions per second, on an ALU-bound kernel
// (alu_loop) and a memory/LDS-bound one (lds_reduce: global loads, LDS
// traffic and barriers in 4-wave workgroups), on one core and on all.
func benchKernel(b *testing.B, kernel string, s *Spec, workers int) {
	cl, _ := buildCorpus(b)
	p, err := Load(cl, kernel)
	if err != nil {
		b.Fatal(err)
	}
	var insts int64
	var elapsed time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mem, d, _, err := s.Setup(p)
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		st, err := p.Run(mem, d, Options{Workers: workers})
		elapsed += time.Since(start)
		if err != nil {
			b.Fatal(err)
		}
		insts += st.Total()
	}
	b.ReportMetric(float64(insts)/elapsed.Seconds()/1e6, "Mwaveinst/s")
}

func aluSpec() *Spec {
	return &Spec{Grid: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*64*64)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}, {Kind: "u32", Value: 200}}}
}

func ldsSpec() *Spec {
	return &Spec{Grid: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4*256*64)}, {"out", make([]byte, 4*64)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
}

// ldsx10Spec is ldsSpec with ten times the workgroups: 640, ten per CU,
// all placed at once (one round).
func ldsx10Spec() *Spec { return ldsGroupsSpec(640) }

// ldsx100Spec has 6400 workgroups: ten rounds of 640, the modelled GPU
// taking the next workgroups as the first ones end, as a dispatch over a
// whole image does.
func ldsx100Spec() *Spec { return ldsGroupsSpec(6400) }

func ldsGroupsSpec(n uint32) *Spec {
	return &Spec{Grid: [3]uint32{n, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4*256*n)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
}

func BenchmarkALU1(b *testing.B)   { benchKernel(b, "alu_loop", aluSpec(), 1) }
func BenchmarkALUAll(b *testing.B) { benchKernel(b, "alu_loop", aluSpec(), runtime.GOMAXPROCS(0)) }
func BenchmarkLDS1(b *testing.B)   { benchKernel(b, "lds_reduce", ldsSpec(), 1) }
func BenchmarkLDSAll(b *testing.B) { benchKernel(b, "lds_reduce", ldsSpec(), runtime.GOMAXPROCS(0)) }

// BenchmarkBoundedDispatch runs a million one-wave workgroups of a trivial
// kernel per iteration and reports the bytes allocated per dispatch and the
// peak heap in use: both stay at the per-worker state, whatever the grid.
func BenchmarkBoundedDispatch(b *testing.B) {
	obj, _, err := gfx9.Assemble("bounded.s", []byte(boundedKernel), gfx9.AsmOptions{})
	if err != nil {
		b.Fatal(err)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		b.Fatal(err)
	}
	var total, peak uint64
	var groups int64
	start := time.Now()
	for i := 0; i < b.N; i++ {
		t, pk, st := dispatchMemory(b, p, boundedGroups)
		total += t
		peak = max(peak, pk)
		groups += st.Workgroups
	}
	b.ReportMetric(float64(total)/float64(b.N), "allocB/dispatch")
	b.ReportMetric(float64(peak)/(1<<20), "peakHeapMB")
	b.ReportMetric(float64(groups)/time.Since(start).Seconds()/1e6, "Mworkgroups/s")
}

// BenchmarkTimingOverhead runs each kernel plainly and with the timing
// model (Options.Timing), alternating, on one core and on all, and reports
// the CPU time of the timed runs as a multiple of the plain ones (issue
// 18: at most 2×), and the same for wall time. The timing model runs on a
// goroutine of its own beside the workers (on as many as the workers once
// every workgroup is placed, when it shards: timing_shards.go). The 64 and
// 640 workgroups of ALU, LDS and LDSx10 fit the modelled GPU at once (one
// round): the model needs every wave's first records before it can model
// a cycle, so it starts only when the workers are done and its wall time
// adds to theirs. In LDSx100's ten rounds the model takes the traces as
// the workers hand them over (trace.go's broker).
func BenchmarkTimingOverhead(b *testing.B) {
	for _, k := range []struct {
		name, kernel string
		spec         func() *Spec
	}{{"ALU", "alu_loop", aluSpec}, {"LDS", "lds_reduce", ldsSpec}, {"LDSx10", "lds_reduce", ldsx10Spec}, {"LDSx100", "lds_reduce", ldsx100Spec}} {
		for _, workers := range []int{1, runtime.GOMAXPROCS(0)} {
			b.Run(fmt.Sprintf("%s/workers=%d", k.name, workers), func(b *testing.B) {
				cl, _ := buildCorpus(b)
				p, err := Load(cl, k.kernel)
				if err != nil {
					b.Fatal(err)
				}
				var cpu [2]time.Duration
				var wall [2]time.Duration
				for i := 0; i < b.N; i++ {
					for t, timing := range []bool{false, true} {
						mem, d, _, err := k.spec().Setup(p)
						if err != nil {
							b.Fatal(err)
						}
						c0, w0 := cpuTime(), time.Now()
						if _, err := p.Run(mem, d, Options{Workers: workers, Timing: timing}); err != nil {
							b.Fatal(err)
						}
						cpu[t] += cpuTime() - c0
						wall[t] += time.Since(w0)
					}
				}
				b.ReportMetric(float64(cpu[1])/float64(cpu[0]), "timing/plain-cpu")
				b.ReportMetric(float64(wall[1])/float64(wall[0]), "timing/plain-wall")
			})
		}
	}
}

// BenchmarkTimingModel measures the timing model alone: the workgroup
// traces of one timed dispatch are kept, and each iteration runs the
// dispatch plainly (one worker) and replays the traces through the model
// on the benchmark's goroutine, so both are timed on one thread in the
// same iteration. It reports the model's CPU time as a multiple of the
// plain run's, and its speed in wave instructions per second. With
// Options.Timing the model runs beside the workers, and the workers also
// record the traces (BenchmarkTimingOverhead measures the whole).
func BenchmarkTimingModel(b *testing.B) {
	for _, k := range []struct {
		name, kernel string
		spec         func() *Spec
	}{{"ALU", "alu_loop", aluSpec}, {"LDS", "lds_reduce", ldsSpec}, {"LDSx10", "lds_reduce", ldsx10Spec}, {"LDSx100", "lds_reduce", ldsx100Spec}} {
		b.Run(k.name, func(b *testing.B) {
			cl, _ := buildCorpus(b)
			p, err := Load(cl, k.kernel)
			if err != nil {
				b.Fatal(err)
			}
			var kept []*groupTrace
			testHookTraces = func(next func() (*groupTrace, bool)) func() (*groupTrace, bool) {
				return func() (*groupTrace, bool) {
					g, ok := next()
					if ok {
						c := &groupTrace{}
						for _, w := range g.waves {
							c.waves = append(c.waves, &waveTrace{recs: slices.Clone(w.recs), lines: slices.Clone(w.lines)})
						}
						kept = append(kept, c)
					}
					return g, ok
				}
			}
			mem, d, _, err := k.spec().Setup(p)
			if err != nil {
				b.Fatal(err)
			}
			_, err = p.Run(mem, d, Options{Workers: 1, Timing: true})
			testHookTraces = nil
			if err != nil {
				b.Fatal(err)
			}
			wpg := len(kept[0].waves)
			var model, plain time.Duration
			var insts int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				mem, d, _, err := k.spec().Setup(p)
				if err != nil {
					b.Fatal(err)
				}
				// The model releases the wave traces it is given to the
				// pool, where the next timed run takes them to record into:
				// hand it copies of its own, made before the clock starts.
				fresh := make([]*groupTrace, len(kept))
				for i, g := range kept {
					fresh[i] = &groupTrace{}
					for _, w := range g.waves {
						fresh[i].waves = append(fresh[i].waves, &waveTrace{recs: slices.Clone(w.recs), lines: slices.Clone(w.lines)})
					}
				}
				c0 := cpuTime()
				if _, err := p.Run(mem, d, Options{Workers: 1}); err != nil {
					b.Fatal(err)
				}
				c1 := cpuTime()
				n := 0
				sim, err := newGPUSim(p, wpg, func() (*groupTrace, bool) {
					if n == len(fresh) {
						return nil, false
					}
					g := fresh[n]
					n++
					return g, true
				})
				if err != nil {
					b.Fatal(err)
				}
				t := sim.run()
				c2 := cpuTime()
				plain += c1 - c0
				model += c2 - c1
				insts += t.Instrs.Total
			}
			b.ReportMetric(float64(model)/float64(plain), "model/plain-cpu")
			b.ReportMetric(float64(insts)/model.Seconds()/1e6, "Mwaveinst/model-s")
		})
	}
}

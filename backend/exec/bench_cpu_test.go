package exec

import (
	"syscall"
	"testing"
	"time"
)

// Throughput per core in process CPU time. On a machine shared with other
// work, wall time measures the load as much as the executor; the CPU time
// the process spends (getrusage: user + system, including the garbage
// collector) does not. scripts/bench-exec.sh copies this file into a
// baseline commit's tree to measure it with the same harness, so it uses
// only the API the executor had at issue 18's start.

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func cpuBench(b *testing.B, kernel string, s *Spec, opts Options) {
	cl, _ := buildCorpus(b)
	p, err := Load(cl, kernel)
	if err != nil {
		b.Fatal(err)
	}
	var insts int64
	var cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mem, d, _, err := s.Setup(p)
		if err != nil {
			b.Fatal(err)
		}
		start := cpuTime()
		st, err := p.Run(mem, d, opts)
		cpu += cpuTime() - start
		if err != nil {
			b.Fatal(err)
		}
		insts += st.Total()
	}
	b.ReportMetric(float64(insts)/cpu.Seconds()/1e6, "Mwaveinst/cpu-s")
}

// One core: ALU-bound (alu_loop) and LDS/memory-bound with barriers
// (lds_reduce), every check on.
func BenchmarkCPUALU(b *testing.B) { cpuBench(b, "alu_loop", aluSpec(), Options{Workers: 1}) }
func BenchmarkCPULDS(b *testing.B) { cpuBench(b, "lds_reduce", ldsSpec(), Options{Workers: 1}) }

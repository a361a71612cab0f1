package exec

import (
	"runtime"
	"testing"
	"time"
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

func BenchmarkALU1(b *testing.B)   { benchKernel(b, "alu_loop", aluSpec(), 1) }
func BenchmarkALUAll(b *testing.B) { benchKernel(b, "alu_loop", aluSpec(), runtime.GOMAXPROCS(0)) }
func BenchmarkLDS1(b *testing.B)   { benchKernel(b, "lds_reduce", ldsSpec(), 1) }
func BenchmarkLDSAll(b *testing.B) { benchKernel(b, "lds_reduce", ldsSpec(), runtime.GOMAXPROCS(0)) }

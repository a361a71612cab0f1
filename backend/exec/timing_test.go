package exec

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/faultinject"
)

// Tests of the timing model's invariants against published hardware
// behaviour (docs/timing.md): independent loads overlap their latency,
// LDS bank conflicts serialize, occupancy hides memory latency until the
// memory bandwidth binds.

// timedRun runs the kernel over groups one-wave workgroups with buffers
// in and out, and returns the timing and the outputs.
func timedRun(t testing.TB, p *Program, groups uint32, in []uint32, outWords int, opts Options) (*Timing, map[string][]uint32) {
	t.Helper()
	s := &Spec{Grid: [3]uint32{groups, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"out", make([]byte, 4*outWords)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		t.Fatal(err)
	}
	opts.Timing = true
	st, err := p.Run(mem, d, opts)
	if err != nil {
		t.Fatal(err)
	}
	if st.Timing == nil {
		t.Fatal("no timing")
	}
	out := map[string][]uint32{}
	for n, a := range allocs {
		out[n] = words(a.Data)
	}
	return st.Timing, out
}

// chain is the pointer-chasing buffer: word i holds the byte offset of the
// next load of its chain, 8 KiB further on.
func chain(hops int) []uint32 {
	in := make([]uint32, 2048*(hops+1))
	for i := range in {
		in[i] = uint32(4*i + 8192)
	}
	return in
}

// Eight loads whose addresses depend on each other's results pay the
// memory latency eight times; eight independent loads pay it about once.
func TestTimingDependentVersusIndependentLoads(t *testing.T) {
	const hops = 8
	var dep, indep strings.Builder
	dep.WriteString("\tv_lshlrev_b32_e32 v1, 2, v0\n\tv_mov_b32_e32 v2, v1\n")
	for i := 0; i < hops; i++ {
		dep.WriteString("\tglobal_load_dword v2, v2, s[0:1]\n\ts_waitcnt vmcnt(0)\n")
	}
	dep.WriteString("\tglobal_store_dword v1, v2, s[2:3]\n")
	indep.WriteString("\tv_lshlrev_b32_e32 v1, 2, v0\n")
	for i := 0; i < hops; i++ {
		fmt.Fprintf(&indep, "\tv_add_u32_e32 v%d, %d, v1\n", 10+i, 8192*i)
	}
	for i := 0; i < hops; i++ {
		fmt.Fprintf(&indep, "\tglobal_load_dword v%d, v%d, s[0:1]\n", 20+i, 10+i)
	}
	indep.WriteString("\ts_waitcnt vmcnt(0)\n")
	for i := 1; i < hops; i++ {
		fmt.Fprintf(&indep, "\tv_add_u32_e32 v20, v20, v%d\n", 20+i)
	}
	indep.WriteString("\tglobal_store_dword v1, v20, s[2:3]\n")
	in := chain(hops)
	td, outD := timedRun(t, asmKernel(t, dep.String(), 32, 0), 1, in, 64, Options{})
	ti, outI := timedRun(t, asmKernel(t, indep.String(), 32, 0), 1, in, 64, Options{})
	for l := 0; l < 64; l++ {
		if want := uint32(4*l + 8192*hops); outD["out"][l] != want {
			t.Fatalf("dependent chain lane %d ended at %d, want %d", l, outD["out"][l], want)
		}
	}
	_ = outI
	t.Logf("8 dependent loads: %d cycles, 8 independent: %d cycles (%.2fx); stalls %+v / %+v", td.Cycles, ti.Cycles, float64(td.Cycles)/float64(ti.Cycles), td.Stalls, ti.Stalls)
	if ti.Cycles*2 >= td.Cycles {
		t.Errorf("8 independent loads take %d cycles, not well under half of 8 dependent ones (%d)", ti.Cycles, td.Cycles)
	}
	if td.Stalls.VMEM < int64(hops-1)*int64(gfx9.Vega10.L1HitLatency) {
		t.Errorf("the dependent chain stalls only %d cycles on vector memory", td.Stalls.VMEM)
	}
}

// LDS reads where all 64 lanes hit one bank (a 128-byte stride) take
// several times as long as conflict-free reads (a 4-byte stride).
func TestTimingLDSBankConflicts(t *testing.T) {
	body := func(shift int) string {
		var b strings.Builder
		fmt.Fprintf(&b, "\tv_lshlrev_b32_e32 v1, %d, v0\n\tv_mov_b32_e32 v2, 0\n", shift)
		for i := 0; i < 32; i++ {
			b.WriteString("\tds_read_b32 v3, v1\n")
			if i%8 == 7 {
				b.WriteString("\ts_waitcnt lgkmcnt(0)\n\tv_add_u32_e32 v2, v2, v3\n")
			}
		}
		b.WriteString("\tv_lshlrev_b32_e32 v1, 2, v0\n\tglobal_store_dword v1, v2, s[2:3]\n")
		return b.String()
	}
	// four waves per workgroup share the CU's LDS
	run := func(shift int) *Timing {
		p := asmKernel(t, body(shift), 8, 32768)
		s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{256, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4)}, {"out", make([]byte, 4*256)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
		mem, d, _, err := s.Setup(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := p.Run(mem, d, Options{Timing: true})
		if err != nil {
			t.Fatal(err)
		}
		return st.Timing
	}
	free, conflict := run(2), run(7)
	t.Logf("conflict-free: %d cycles (%d conflict cycles); one bank: %d cycles (%d conflict cycles), %.1fx",
		free.Cycles, free.LDSBankConflictCycles, conflict.Cycles, conflict.LDSBankConflictCycles, float64(conflict.Cycles)/float64(free.Cycles))
	if free.LDSBankConflictCycles != 0 {
		t.Errorf("a 4-byte stride has %d bank-conflict cycles", free.LDSBankConflictCycles)
	}
	if conflict.Cycles < 4*free.Cycles {
		t.Errorf("all lanes on one bank: %d cycles, conflict-free %d: not several times", conflict.Cycles, free.Cycles)
	}
	// 128 reads of 2 phases of 32 passes, beyond the 2-cycle minimum
	if want := int64(4 * 32 * (64 - 2)); conflict.LDSBankConflictCycles != want {
		t.Errorf("one bank: %d conflict cycles, want %d", conflict.LDSBankConflictCycles, want)
	}
}

// A memory-bound kernel gets faster with more waves per SIMD (set by its
// VGPR count) until the DRAM bandwidth binds.
func TestTimingOccupancyHidesLatency(t *testing.T) {
	const (
		loads  = 8
		groups = 2560
	)
	var b strings.Builder
	// wave g reads loads×256 bytes of its own: in[(g*loads + i)*64 + lane]
	b.WriteString("\ts_mul_i32 s8, s6, " + fmt.Sprint(loads*256) + "\n\tv_lshlrev_b32_e32 v1, 2, v0\n\tv_add_u32_e32 v1, s8, v1\n\tv_mov_b32_e32 v2, 0\n")
	for i := 0; i < loads; i++ {
		fmt.Fprintf(&b, "\tglobal_load_dword v3, v1, s[0:1] offset:%d\n\ts_waitcnt vmcnt(0)\n\tv_add_u32_e32 v2, v2, v3\n", 256*i)
	}
	b.WriteString("\ts_lshl_b32 s9, s6, 8\n\tv_lshlrev_b32_e32 v1, 2, v0\n\tv_add_u32_e32 v1, s9, v1\n\tglobal_store_dword v1, v2, s[2:3]\n")
	in := make([]uint32, groups*loads*64)
	for i := range in {
		in[i] = uint32(i)
	}
	bound := float64(len(in)*4) / gfx9.Vega10.DRAMBytesPerCycle
	var prev *Timing
	var first int64
	for _, vgprs := range []int{256, 128, 84, 64, 32, 24} {
		tm, out := timedRun(t, asmKernel(t, b.String(), vgprs, 0), groups, in, groups*64, Options{})
		for _, g := range []int{0, 1, groups - 1} {
			want := uint32(0)
			for i := 0; i < loads; i++ {
				want += uint32((g*loads+i)*64 + 5)
			}
			if out["out"][g*64+5] != want {
				t.Fatalf("group %d lane 5: %d, want %d", g, out["out"][g*64+5], want)
			}
		}
		t.Logf("%3d VGPRs: %2d waves/SIMD, %6d cycles (%.2fx the DRAM bound), achieved %.1f waves/SIMD, vmem stall %d", vgprs, tm.Occupancy.WavesPerSIMD, tm.Cycles, float64(tm.Cycles)/bound, tm.Occupancy.Achieved, tm.Stalls.VMEM)
		if prev != nil && tm.Cycles > prev.Cycles+prev.Cycles/50 {
			t.Errorf("%d waves per SIMD take %d cycles, more than %d waves (%d)", tm.Occupancy.WavesPerSIMD, tm.Cycles, prev.Occupancy.WavesPerSIMD, prev.Cycles)
		}
		if first == 0 {
			first = tm.Cycles
		}
		if float64(tm.Cycles) < bound {
			t.Errorf("%d cycles is below the DRAM bandwidth bound %.0f", tm.Cycles, bound)
		}
		prev = tm
	}
	if first < 2*prev.Cycles {
		t.Errorf("10 waves per SIMD (%d cycles) are not at least twice as fast as 1 (%d)", prev.Cycles, first)
	}
	if float64(prev.Cycles) > 1.3*bound {
		t.Errorf("at full occupancy the kernel takes %d cycles, not near the DRAM bound %.0f", prev.Cycles, bound)
	}
}

// The timing model observes: outputs are the same with and without it,
// and its result does not depend on the number of workers.
func TestTimingDoesNotChangeResults(t *testing.T) {
	cl, _ := buildCorpus(t)
	for _, kernel := range []string{"int_alu", "lds_reduce", "atomics", "divergent", "private_array", "cross_lane"} {
		plain, _, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{})
		if err != nil {
			t.Fatal(err)
		}
		timed1, st1, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{Timing: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		timed2, st2, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{Timing: true, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if kernel != "atomics" && (!sameOutput(plain, timed1) || !sameOutput(plain, timed2)) {
			t.Errorf("%s: --timing changes the results", kernel)
		}
		// atomics' fetch_max is a compare-and-swap loop (llc), whose retries
		// depend on how its two workgroups' atomics interleave when two
		// workers run them at once: the instructions run, and so the
		// timing, may differ between 1 and 2 workers. One worker runs the
		// workgroups in order, so there a second run must agree exactly.
		other, kind := st2, "1 and 2 workers"
		if kernel == "atomics" {
			_, st1b, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{Timing: true, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			other, kind = st1b, "two runs on 1 worker"
		}
		if !bytes.Equal(st1.Timing.JSON(), other.Timing.JSON()) {
			t.Errorf("%s: timing differs between %s:\n%s\n%s", kernel, kind, st1.Timing.JSON(), other.Timing.JSON())
		}
		for _, st := range []*Stats{st1, st2} {
			if st.Timing.Instrs.Total != st.Total() {
				t.Errorf("%s: the model issued %d instructions, the dispatch ran %d", kernel, st.Timing.Instrs.Total, st.Total())
			}
		}
		t.Logf("%s: %d cycles", kernel, st1.Timing.Cycles)
	}
}

// timedJSON runs p on s's resources with the timing model on one worker
// (which workgroup of last_block comes last, and so what it executes,
// depends on the order of the workers' atomics) and returns the model's
// results.
func timedJSON(t *testing.T, p *Program, s *Spec) []byte {
	t.Helper()
	mem, d, _, err := s.Setup(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.Run(mem, d, Options{Timing: true, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return st.Timing.JSON()
}

// The model's solo path (a wave alone in being able to issue runs its ALU
// and s_waitcnt stretch without per-turn arbitration) is a shortcut: the
// results are those of issuing every instruction through the SIMD's turns,
// byte for byte, also with many workgroups per CU (barrier releases and
// new workgroups from other SIMDs of the CU bound the stretch).
func TestTimingSoloMatchesTurns(t *testing.T) {
	cl, _ := buildCorpus(t)
	run := func(kernel string, s *Spec, turnsOnly bool) []byte {
		t.Helper()
		testTurnsOnly = turnsOnly
		defer func() { testTurnsOnly = false }()
		p, err := Load(cl, kernel)
		if err != nil {
			t.Fatal(err)
		}
		return timedJSON(t, p, s)
	}
	cases := []struct {
		kernel string
		spec   func() *Spec
	}{{"alu_loop", aluSpec}, {"lds_reduce", ldsSpec}, {"lds_reduce", ldsx10Spec}}
	for _, k := range []string{"int_alu", "float_alu", "divergent", "atomics", "half2_math", "cross_lane", "private_array", "lds_compact", "lds_stencil", "last_block"} {
		cases = append(cases, struct {
			kernel string
			spec   func() *Spec
		}{k, func() *Spec { return corpusSpec(k) }})
	}
	for _, c := range cases {
		solo, turns := run(c.kernel, c.spec(), false), run(c.kernel, c.spec(), true)
		if !bytes.Equal(solo, turns) {
			t.Errorf("%s, grid %v: the solo path changes the model's results:\n%s\nturn by turn:\n%s", c.kernel, c.spec().Grid, solo, turns)
		}
	}
}

// kcase is a kernel and its dispatch.
type kcase struct {
	name string
	p    *Program
	spec func() *Spec
}

// windowCases are dispatches that exercise the model's windows: one to
// 1000 workgroups of lds_reduce (all placed in the first round, or not),
// the clang corpus kernels, waves waiting for deferred L2 requests.
func windowCases(t *testing.T) []kcase {
	cl, _ := buildCorpus(t)
	var cases []kcase
	load := func(k string) *Program {
		p, err := Load(cl, k)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	ldsN := func(n uint32) func() *Spec {
		return func() *Spec {
			return &Spec{Grid: [3]uint32{n, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4*256*n)}, {"out", make([]byte, 4*n)}},
				Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
		}
	}
	for _, n := range []uint32{3, 64, 640, 1000} {
		cases = append(cases, kcase{fmt.Sprintf("lds_reduce/%d", n), load("lds_reduce"), ldsN(n)})
	}
	for _, k := range []string{"int_alu", "float_alu", "divergent", "atomics", "half2_math", "cross_lane", "private_array", "lds_compact", "lds_stencil", "last_block", "addr64"} {
		cases = append(cases, kcase{k, load(k), func() *Spec { return corpusSpec(k) }})
	}
	// eight loads in flight per wave (chained completions), one wait
	var indep strings.Builder
	indep.WriteString("\tv_lshlrev_b32_e32 v1, 2, v0\n")
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&indep, "\tv_add_u32_e32 v%d, %d, v1\n", 10+i, 8192*i)
	}
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&indep, "\tglobal_load_dword v%d, v%d, s[0:1]\n", 20+i, 10+i)
	}
	indep.WriteString("\ts_waitcnt vmcnt(0)\n\tglobal_store_dword v1, v20, s[2:3]\n")
	in := u32s(chain(8))
	for _, g := range []uint32{1, 256} {
		g := g
		cases = append(cases, kcase{fmt.Sprintf("independent loads/%d", g), asmKernel(t, indep.String(), 32, 0), func() *Spec {
			return &Spec{Grid: [3]uint32{g, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", in}, {"out", make([]byte, 4*64)}},
				Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
		}})
	}
	return cases
}

// The CUs go through windows wider than timingEpoch once every workgroup is
// placed, with the L2's side of vector memory deferred to each window's end
// (timing_l2.go): the results must be those of the timingEpoch lockstep,
// byte for byte, including for waves that wait for a deferred request
// (blocked) and for operations chained after one.
func TestTimingWideWindowsMatchLockstep(t *testing.T) {
	run := func(p *Program, s *Spec, lockstep bool) []byte {
		t.Helper()
		testLockstep = lockstep
		defer func() { testLockstep = false }()
		return timedJSON(t, p, s)
	}
	cases := windowCases(t)
	testBlocked.Store(0)
	for _, c := range cases {
		wide, lockstep := run(c.p, c.spec(), false), run(c.p, c.spec(), true)
		if !bytes.Equal(wide, lockstep) {
			t.Errorf("%s: the wide windows change the model's results:\n%s\nin the %d-cycle lockstep:\n%s", c.name, wide, timingEpoch, lockstep)
		}
	}
	if testBlocked.Load() == 0 {
		t.Error("no wave waited for a deferred L2 request: the cases do not exercise the deferral")
	}
}

// Once every workgroup is placed the model advances its CUs in shards on
// several goroutines (timing_shards.go): the results must be those of one
// goroutine, byte for byte, for any number of shards, in wide windows and
// in the lockstep (a functional run of one worker, so that the traces are
// the same).
func TestTimingShardsMatchSerial(t *testing.T) {
	run := func(p *Program, s *Spec, shards int, lockstep bool) []byte {
		t.Helper()
		testShards, testLockstep = shards, lockstep
		defer func() { testShards, testLockstep = 0, false }()
		return timedJSON(t, p, s)
	}
	for _, c := range windowCases(t) {
		for _, lockstep := range []bool{false, true} {
			serial := run(c.p, c.spec(), 1, lockstep)
			for _, n := range []int{2, 3, 64} {
				if got := run(c.p, c.spec(), n, lockstep); !bytes.Equal(got, serial) {
					t.Errorf("%s (lockstep %v): %d shards change the model's results:\n%s\non one goroutine:\n%s", c.name, lockstep, n, got, serial)
				}
			}
		}
	}
}

// A panic of the model on a shard's goroutine is the dispatch's error, at
// the wave and instruction one goroutine would have reported: here the
// waves of workgroups 3 and 4 (on CUs of different shards) end in the
// first window, the others wait for a load.
func TestTimingShardsPanic(t *testing.T) {
	p := asmKernel(t, `
	s_cmp_eq_u32 s6, 3
	s_cbranch_scc1 .Ldone
	s_cmp_eq_u32 s6, 4
	s_cbranch_scc1 .Ldone
	v_mov_b32_e32 v1, 0
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
.Ldone:
`, 4, 0)
	restore := faultinject.Set(faultinject.TimingModelWaveEnd, func() { panic("injected fault") })
	defer restore()
	run := func(shards int) string {
		t.Helper()
		testShards = shards
		defer func() { testShards = 0 }()
		spec := &Spec{Grid: [3]uint32{64, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 256)}, {"out", make([]byte, 256)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
		mem, d, _, err := spec.Setup(p)
		if err != nil {
			t.Fatal(err)
		}
		_, err = p.Run(mem, d, Options{Timing: true, Workers: 1})
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindInternal || !strings.Contains(e.Error(), "injected fault") {
			t.Fatalf("%d shards: %v, want the injected fault as an internal error", shards, err)
		}
		return e.Error()
	}
	serial := run(1)
	if !strings.Contains(serial, "(3,0,0)") {
		t.Fatalf("one goroutine reports %q, want workgroup 3's wave (the first CU whose wave ends)", serial)
	}
	for _, n := range []int{2, 3} {
		if got := run(n); got != serial {
			t.Errorf("%d shards report %q, one goroutine %q", n, got, serial)
		}
	}
}

package gfx9

import "testing"

func TestOccupancyRules(t *testing.T) {
	vgpr := map[int]int{1: 10, 24: 10, 25: 9, 28: 9, 29: 8, 32: 8, 36: 7, 40: 6, 41: 5, 48: 5, 52: 4, 64: 4, 65: 3, 84: 3, 85: 2, 128: 2, 129: 1, 256: 1}
	for v, want := range vgpr {
		o, err := ComputeOccupancy(v, 16, 0, 64)
		if err != nil || o.WavesPerSIMD != want {
			t.Errorf("%d VGPRs: %d waves (%v), want %d", v, o.WavesPerSIMD, err, want)
		}
	}
	// every VGPR count: waves = min(10, 256 / alloc), alloc rounded to 4
	for v := 1; v <= 256; v++ {
		o, _ := ComputeOccupancy(v, 16, 0, 0)
		alloc := (v + 3) / 4 * 4
		if o.VGPRAlloc != alloc || o.ByVGPR != min(10, 256/alloc) {
			t.Errorf("%d VGPRs: alloc %d, %d waves", v, o.VGPRAlloc, o.ByVGPR)
		}
		if o.Limiter == "VGPRs" {
			better, _ := ComputeOccupancy(o.VGPRsForNextWave, 16, 0, 0)
			worse, _ := ComputeOccupancy(o.VGPRsForNextWave+1, 16, 0, 0)
			if better.ByVGPR != o.ByVGPR+1 || worse.ByVGPR != o.ByVGPR {
				t.Errorf("%d VGPRs: next wave at %d VGPRs is wrong", v, o.VGPRsForNextWave)
			}
		}
	}
	sgpr := map[int]int{16: 10, 80: 10, 81: 8, 96: 8, 97: 7, 108: 7}
	for s, want := range sgpr {
		o, err := ComputeOccupancy(8, s, 0, 64)
		if err != nil || o.WavesPerSIMD != want || o.Limiter != "SGPRs" && want < 10 {
			t.Errorf("%d SGPRs: %d waves limited by %s (%v), want %d", s, o.WavesPerSIMD, o.Limiter, err, want)
		}
	}
	// The seed article's large-group case: 1024 threads (16 waves) and 40
	// VGPRs leave room for 6 waves per SIMD, 24 per CU: one group, 4 waves
	// per SIMD. With 32 VGPRs two groups fit: 8 waves per SIMD.
	o, _ := ComputeOccupancy(40, 16, 0, 1024)
	if o.WavesPerSIMD != 4 || o.Limiter != "whole workgroups per CU" {
		t.Errorf("1024 threads, 40 VGPRs: %d waves limited by %s, want 4 by whole workgroups", o.WavesPerSIMD, o.Limiter)
	}
	// 2-wave groups: at most 16 per CU, 8 waves per SIMD, whatever the LDS
	if o, _ = ComputeOccupancy(8, 16, 512, 128); o.WavesPerSIMD != 8 || o.Limiter != "whole workgroups per CU" || o.ByLDS != 10 {
		t.Errorf("128 threads, 512 B LDS: %d waves by %s (LDS allows %d), want 8 by whole workgroups", o.WavesPerSIMD, o.Limiter, o.ByLDS)
	}
	if o, _ = ComputeOccupancy(32, 16, 0, 1024); o.WavesPerSIMD != 8 {
		t.Errorf("1024 threads, 32 VGPRs: %d waves, want 8", o.WavesPerSIMD)
	}
	// LDS: 32 KiB per group of 256 threads lets two groups on a CU: 2 waves per SIMD.
	if o, _ = ComputeOccupancy(8, 16, 32768, 256); o.WavesPerSIMD != 2 || o.Limiter != "LDS" {
		t.Errorf("32 KiB LDS, 256 threads: %d waves by %s, want 2 by LDS", o.WavesPerSIMD, o.Limiter)
	}
	// A CU's resident waves spread over its four SIMDs as evenly as they
	// go: waves per SIMD is the most loaded SIMD's count. The figures are
	// llc 19's "; Occupancy:" for gfx900 kernels of these workgroup sizes
	// and group segments (docs/report.md, "Occupancy").
	for _, c := range []struct {
		lds, group, waves, groups int
		limiter                   string
	}{
		{4608, 64, 4, 14, "LDS"},                   // 14 one-wave groups: 4, 4, 3, 3
		{5120, 64, 3, 12, "LDS"},                   // 12 one-wave groups: 3 on every SIMD
		{0, 192, 10, 13, "wave limit"},             // 13 three-wave groups: 39 waves, 10, 10, 10, 9
		{0, 448, 9, 5, "whole workgroups per CU"},  // 5 seven-wave groups: 35 waves
		{0, 1024, 8, 2, "whole workgroups per CU"}, // 2 sixteen-wave groups: 32 waves
		{8192, 1024, 8, 2, "whole workgroups per CU"},
	} {
		o, err := ComputeOccupancy(8, 16, c.lds, c.group)
		if err != nil || o.WavesPerSIMD != c.waves || o.GroupsPerCU != c.groups || o.Limiter != c.limiter {
			t.Errorf("%d B LDS, %d threads: %d waves by %s, %d groups per CU (%v); want %d by %s, %d groups",
				c.lds, c.group, o.WavesPerSIMD, o.Limiter, o.GroupsPerCU, err, c.waves, c.limiter, c.groups)
		}
	}
	if o, _ = ComputeOccupancy(8, 16, 1000, 64); o.LDSAlloc != 1024 {
		t.Errorf("LDS 1000 bytes allocates %d, want 1024", o.LDSAlloc)
	}
	for _, bad := range [][4]int{{257, 16, 0, 64}, {8, 200, 0, 64}, {8, 16, 70000, 64}, {8, 16, 0, 2048}, {-1, 0, 0, 0}} {
		if _, err := ComputeOccupancy(bad[0], bad[1], bad[2], bad[3]); err == nil {
			t.Errorf("ComputeOccupancy%v accepted", bad)
		}
	}
}

// TestMostVGPRs: MostVGPRs(w) is the largest count VGPRWaves gives w waves
// for, for every wave count.
func TestMostVGPRs(t *testing.T) {
	for w := 1; w <= MaxWavesPerSIMD; w++ {
		m := MostVGPRs(w)
		if VGPRWaves(m) != w || VGPRWaves(m+1) >= w {
			t.Errorf("MostVGPRs(%d) = %d: %d VGPRs give %d waves, %d give %d", w, m, m, VGPRWaves(m), m+1, VGPRWaves(m+1))
		}
	}
	if MostVGPRs(0) != 0 || MostVGPRs(MaxWavesPerSIMD+1) != 0 || VGPRWaves(VGPRsPerLane+1) != 0 {
		t.Error("out-of-range wave or VGPR counts")
	}
}

// TestExtraSGPRs: the SGPRs gfx9 reserves on top of the named ones, as
// LLVM counts them for GFX8/9 (AMDGPUBaseInfo getNumExtraSGPRs; its test
// flat-scratch-reg.ll: 8 named SGPRs make 10 with VCC, 12 with XNACK_MASK
// with or without VCC, 14 with FLAT_SCRATCH): each reservation sits above
// the ones before it, so XNACK_MASK takes VCC's place too and FLAT_SCRATCH
// both. The register report (sgprs_reserved) and the code object
// (next_free_sgpr, codeobj.ExtraSGPRs) must count alike.
func TestExtraSGPRs(t *testing.T) {
	for _, r := range []struct {
		vcc, flat, xnack bool
		want             int
	}{
		{false, false, false, 0}, {true, false, false, 2},
		{false, false, true, 4}, {true, false, true, 4},
		{false, true, false, 6}, {true, true, false, 6}, {false, true, true, 6}, {true, true, true, 6},
	} {
		if got := ExtraSGPRs(r.vcc, r.flat, r.xnack); got != r.want {
			t.Errorf("ExtraSGPRs(vcc %v, flat scratch %v, xnack %v) = %d, want %d", r.vcc, r.flat, r.xnack, got, r.want)
		}
	}
}

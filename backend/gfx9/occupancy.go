package gfx9

import (
	"fmt"

	"hlslc/backend/gfx9/codeobj"
)

// Occupancy rules of gfx9 (Vega) compute units, in one place: the register
// report, the compiler's register allocator and the executor's statistics
// all read them from here.
const (
	SIMDsPerCU      = 4
	MaxWavesPerSIMD = 10
	VGPRsPerLane    = 256   // VGPR file per SIMD lane
	VGPRGranule     = 4     // VGPRs are allocated in blocks of 4
	SGPRsPerSIMD    = 800   // scalar register file per SIMD
	SGPRGranule     = 16    // SGPRs are allocated in blocks of 16
	MaxSGPRsPerWave = 102   // addressable SGPRs s0-s101 (VCC etc. come on top)
	LDSBytesPerCU   = 65536 // local data share per CU
	LDSGranule      = 512   // LDS is allocated in blocks of 128 dwords
	MaxLDSPerGroup  = 65536
	// MaxGroupsPerCU is how many multi-wave workgroups one CU holds (they
	// need barrier resources); single-wave groups are limited only by the
	// CU's 40 wave slots.
	MaxGroupsPerCU   = 16
	WaveSize         = 64
	MaxWorkgroupSize = 1024
)

// Private memory (scratch) limits.
const (
	// ScratchWaveGranule is the unit COMPUTE_TMPRING_SIZE.WAVESIZE counts
	// a wave's scratch in; the field has 13 bits.
	ScratchWaveGranule = 1024
	// MaxScratchPerWave is the most scratch a wave can have.
	MaxScratchPerWave = ScratchWaveGranule * (1<<13 - 1)
	// MaxScratchPerLane is the most private memory one lane can have
	// (131,056 bytes): past it, waves' scratch would overlap.
	MaxScratchPerLane = MaxScratchPerWave / WaveSize
	// MUBUFMaxOffset is the largest immediate byte offset of a MUBUF or
	// MTBUF instruction (a 12-bit field). With the private segment buffer
	// (swizzled, index stride 64) it is an offset within each lane's
	// memory, while soffset is added to the wave's address: lane offset p
	// is also soffset + p*WaveSize.
	MUBUFMaxOffset = 4095
)

// ExtraSGPRs is how many SGPRs the hardware takes on top of the ones a
// kernel names for the reserved special registers, as the code object
// counts them (codeobj.ExtraSGPRs, one definition: VCC 2, XNACK_MASK 4
// and FLAT_SCRATCH 6, each above the ones before it).
func ExtraSGPRs(vcc, flatScratch, xnack bool) int {
	return int(codeobj.ExtraSGPRs(vcc, flatScratch, xnack))
}

// Occupancy is how many waves of a kernel fit on one SIMD, and why.
//
// A CU's resident waves need not divide evenly among its four SIMDs: 14
// one-wave workgroups are resident as 4, 4, 3 and 3 waves. Waves per SIMD
// is then the count on the most loaded SIMD when the waves are spread as
// evenly as possible (the CU's resident waves over four, rounded up), as
// LLVM's AMDGPU backend counts it ("the maximum number of waves on any EU"
// in getOccupancyWithLocalMemSize) and as RADV's statistic rounds its LDS
// term (docs/report.md, "Occupancy"); GroupsPerCU is the exact count.
type Occupancy struct {
	WavesPerSIMD int    // resident waves per SIMD (the occupancy)
	Limiter      string // "VGPRs", "SGPRs", "LDS", "whole workgroups per CU" or "wave limit"
	ByVGPR       int    // waves per SIMD the VGPR file allows
	BySGPR       int    // waves per SIMD the SGPR file allows
	ByLDS        int    // waves per SIMD the LDS allows at this workgroup size (MaxWavesPerSIMD if no LDS)
	// ByGroup is the limit from whole workgroups having to be resident
	// together — a group's waves are spread over the CU's four SIMDs, and a
	// CU holds at most 16 multi-wave groups — given the register limits.
	ByGroup int
	// GroupsPerCU is how many workgroups of the given size are resident on
	// one CU at once (0 when the workgroup size is unknown).
	GroupsPerCU int
	VGPRAlloc   int // VGPRs allocated per lane (granule-rounded)
	SGPRAlloc   int // SGPRs allocated per wave (granule-rounded)
	LDSAlloc    int // LDS bytes allocated per workgroup (granule-rounded)
	// VGPRsForNextWave is the VGPR count at or below which one more wave
	// per SIMD would fit, or 0 when VGPRs are not what limits.
	VGPRsForNextWave int
}

// ComputeOccupancy applies the gfx9 rules. vgprs and sgprs are the counts
// the kernel uses (sgprs including the VCC/FLAT_SCRATCH/XNACK reservations),
// ldsBytes its group segment size, groupSize its workgroup size in threads
// (0 when unknown: the group limit is then not applied).
func ComputeOccupancy(vgprs, sgprs, ldsBytes, groupSize int) (Occupancy, error) {
	if vgprs < 0 || vgprs > VGPRsPerLane {
		return Occupancy{}, fmt.Errorf("VGPR count %d out of range 0-%d", vgprs, VGPRsPerLane)
	}
	// a driver's count may be the allocation: granule-rounded
	if most := roundUp(MaxSGPRsPerWave+ExtraSGPRs(true, true, true), SGPRGranule); sgprs < 0 || sgprs > most {
		return Occupancy{}, fmt.Errorf("SGPR count %d out of range 0-%d", sgprs, most)
	}
	if ldsBytes < 0 || ldsBytes > MaxLDSPerGroup {
		return Occupancy{}, fmt.Errorf("LDS size %d out of range 0-%d", ldsBytes, MaxLDSPerGroup)
	}
	if groupSize < 0 || groupSize > MaxWorkgroupSize {
		return Occupancy{}, fmt.Errorf("workgroup size %d out of range 1-%d", groupSize, MaxWorkgroupSize)
	}
	o := Occupancy{
		VGPRAlloc: roundUp(max(vgprs, 1), VGPRGranule),
		SGPRAlloc: roundUp(max(sgprs, 1), SGPRGranule),
		LDSAlloc:  roundUp(ldsBytes, LDSGranule),
	}
	o.ByVGPR = VGPRWaves(vgprs)
	o.BySGPR = min(MaxWavesPerSIMD, SGPRsPerSIMD/o.SGPRAlloc)
	o.ByLDS, o.ByGroup = MaxWavesPerSIMD, MaxWavesPerSIMD
	// perSIMD is the most loaded SIMD's share of a CU's resident waves.
	perSIMD := func(wavesPerCU int) int {
		return clamp((wavesPerCU+SIMDsPerCU-1)/SIMDsPerCU, 1, MaxWavesPerSIMD)
	}
	wavesPerGroup := (groupSize + WaveSize - 1) / WaveSize
	maxGroups := MaxGroupsPerCU
	if wavesPerGroup == 1 {
		maxGroups = MaxWavesPerSIMD * SIMDsPerCU
	}
	ldsGroups := maxGroups
	if o.LDSAlloc > 0 && wavesPerGroup > 0 {
		ldsGroups = LDSBytesPerCU / o.LDSAlloc
		o.ByLDS = perSIMD(ldsGroups * wavesPerGroup)
	}
	regWaves := min(o.ByVGPR, o.BySGPR)
	if wavesPerGroup > 0 {
		// whole groups must fit in the waves the registers allow on the CU
		groups := min(maxGroups, regWaves*SIMDsPerCU/wavesPerGroup)
		o.ByGroup = perSIMD(groups * wavesPerGroup)
		o.GroupsPerCU = max(1, min(groups, ldsGroups))
	}
	o.WavesPerSIMD, o.Limiter = MaxWavesPerSIMD, "wave limit"
	for _, c := range []struct {
		n    int
		name string
	}{{o.ByVGPR, "VGPRs"}, {o.BySGPR, "SGPRs"}, {o.ByLDS, "LDS"}, {o.ByGroup, "whole workgroups per CU"}} {
		if c.n < o.WavesPerSIMD {
			o.WavesPerSIMD, o.Limiter = c.n, c.name
		}
	}
	if o.Limiter == "VGPRs" && o.ByVGPR < MaxWavesPerSIMD {
		o.VGPRsForNextWave = MostVGPRs(o.ByVGPR + 1)
	}
	return o, nil
}

// VGPRWaves is how many waves per SIMD the VGPR file holds at vgprs VGPRs
// per lane (0 when they exceed the file).
func VGPRWaves(vgprs int) int {
	return min(MaxWavesPerSIMD, VGPRsPerLane/roundUp(max(vgprs, 1), VGPRGranule))
}

// MostVGPRs is the most VGPRs per lane at which the VGPR file holds waves
// waves per SIMD (0 for more waves than a SIMD takes).
func MostVGPRs(waves int) int {
	if waves < 1 || waves > MaxWavesPerSIMD {
		return 0
	}
	return VGPRsPerLane / waves / VGPRGranule * VGPRGranule
}

func roundUp(v, g int) int { return (v + g - 1) / g * g }

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

package backend

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"hlslc/internal/nestgen"
)

// TestSGPRSpillLanesKeepTheSchedule: a nest of divergent ifs keeps one
// saved exec mask per level, so a deep one spills SGPRs to lanes of more
// VGPRs than ten waves allow, however it is scheduled. When the allocator
// spills them (the sgprdemand pass off: a nest that deep in a kernel large
// enough that the SGPRs live on average fit), those VGPRs are not the
// schedule's doing: the kernel is selected and allocated once, not again
// with a lower pressure target and then unscheduled. When sgprdemand
// spills them, before the schedule, the schedule's waves count them.
func TestSGPRSpillLanesKeepTheSchedule(t *testing.T) {
	const depth = 700
	for _, demand := range []bool{false, true} {
		m := lowerHLSL(t, "nest.hlsl", nestgen.Chain(depth))
		allocations := 0
		opts := Options{Target: "gfx900", Time: func(stage string, _ time.Duration) {
			if stage == "regalloc" {
				allocations++
			}
		}}
		if !demand {
			opts.Disable = []string{"sgprdemand"}
		}
		out, err := CompileWith(m, "main", opts)
		require.NoError(t, err)
		require.Equal(t, 1, allocations, "selected and allocated once")
		regs, err := CountRegisters(out.Func, out.Info)
		require.NoError(t, err)
		most := kernelOccupancy(out.Info).MostVGPRs(out.Info.schedule.Waves)
		require.Positive(t, out.Info.sgprSpillVGPRs)
		if demand {
			require.LessOrEqual(t, regs.VGPRs, most, "the schedule's waves count the lanes spilled before it")
			continue
		}
		require.Greater(t, regs.VGPRs, most, "the lanes take the kernel past the scheduler's waves")
		require.LessOrEqual(t, regs.VGPRs-out.Info.sgprSpillVGPRs, most, "the values fit the schedule's target")
	}
}

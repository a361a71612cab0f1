package backend

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSGPRSpillLanesKeepTheSchedule: a nest of divergent ifs keeps one
// saved exec mask per level, so a deep one spills SGPRs to lanes of more
// VGPRs than ten waves allow, however it is scheduled. Those VGPRs are not
// the schedule's doing: the kernel is selected and allocated once, not
// again with a lower pressure target and then unscheduled.
func TestSGPRSpillLanesKeepTheSchedule(t *testing.T) {
	const depth = 700
	var b strings.Builder
	b.WriteString("RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tuint v = id.x * 3u + 1u;\n")
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "if (((id.x + v) & 15u) != %du) {\nv = v * %du + (v >> %d);\nOut[(id.x + %du) & 63u] = v;\n", i%16, 2*i+3, 1+i%7, i)
	}
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "v ^= %du;\n}\n", i)
	}
	b.WriteString("Out[id.x] = v;\n}\n")
	m := lowerHLSL(t, "nest.hlsl", b.String())
	allocations := 0
	out, err := CompileWith(m, "main", Options{Target: "gfx900", Time: func(stage string, _ time.Duration) {
		if stage == "regalloc" {
			allocations++
		}
	}})
	require.NoError(t, err)
	require.Equal(t, 1, allocations, "selected and allocated once")
	regs, err := CountRegisters(out.Func, out.Info)
	require.NoError(t, err)
	most := kernelOccupancy(out.Info).MostVGPRs(out.Info.schedule.Waves)
	require.Positive(t, out.Info.sgprSpillVGPRs)
	require.Greater(t, regs.VGPRs, most, "the lanes take the kernel past the scheduler's waves")
	require.LessOrEqual(t, regs.VGPRs-out.Info.sgprSpillVGPRs, most, "the values fit the schedule's target")
}

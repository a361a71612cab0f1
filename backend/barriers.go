package backend

import (
	"slices"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// DropWaveBarriers deletes the s_barrier instructions of a kernel whose
// workgroup is one wave (groupSize at most gfx9.WaveSize work-items):
// s_barrier waits for the other waves of the workgroup, and there are
// none. What a barrier orders besides holds without it: the wave's own
// LDS operations are performed in the order it issues them (AMDGPUUsage,
// memory model GFX6–GFX9: LDS operations complete in execution order),
// and a barrier that also orders buffer memory was selected with a
// fence's s_waitcnt in front (selector.barrier). LLVM lowers such a
// kernel's barrier to no instruction too (barrier-elimination.ll), ACO
// narrows its scope to the subgroup. The pass runs on allocated code,
// after the passes that move memory accesses (s_barrier keeps them in
// their order) and before s_waitcnt insertion, which then has no barrier
// to wait at. Guarantees: only s_barrier instructions go, and only there.
func DropWaveBarriers(f *mir.Func, groupSize int) {
	if groupSize > gfx9.WaveSize {
		return
	}
	for _, b := range f.Blocks {
		b.Instrs = slices.DeleteFunc(b.Instrs, func(i gfx9.Instr) bool { return i.Inst.Name == "s_barrier" })
	}
}

package testsuite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/internal/corpus"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// scheduleFigures are the static measures of a kernel's schedule.
type scheduleFigures struct {
	waits, partial int // s_waitcnt instructions, and those that wait for a count above 0 on some counter
	loads, dist    int // loads, and the instructions between each and its first use, summed
	vgprs, waves   int
	cycles         int64 // the timing model's estimate (0 when the case does not run)
}

// measureSchedule computes the figures of compiled code.
func measureSchedule(out *backend.Output) scheduleFigures {
	var s scheduleFigures
	s.vgprs = out.Registers.VGPRs
	if r, err := backend.MakeReport(out); err == nil {
		s.waves = r.WavesPerSIMD
	}
	for _, b := range out.Func.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if in.Inst.Name == "s_waitcnt" {
				s.waits++
				vm, _, lgkm := gfx9.DecodeWaitcnt(uint16(in.Ops[0].Imm))
				if vm > 0 && vm < gfx9.MaxVMCnt || lgkm > 0 && lgkm < gfx9.MaxLGKMCnt {
					s.partial++
				}
				continue
			}
			if !isLoad(in) {
				continue
			}
			defs := gfx9.ExplicitDefs(in)
			// the distance to the first instruction of the block reading a result
			d := len(b.Instrs) - 1 - k
		find:
			for j := k + 1; j < len(b.Instrs); j++ {
				for _, u := range gfx9.Uses(&b.Instrs[j]) {
					for _, r := range defs {
						if u.Overlaps(r) {
							d = j - k - 1
							break find
						}
					}
				}
			}
			s.loads++
			s.dist += d
		}
	}
	return s
}

func isLoad(in *gfx9.Instr) bool {
	n := in.Inst.Name
	switch in.Form.Enc {
	case gfx9.EncSMEM:
		return strings.HasPrefix(n, "s_load") || strings.HasPrefix(n, "s_buffer_load")
	case gfx9.EncDS:
		return strings.HasPrefix(n, "ds_read")
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncGLOBAL, gfx9.EncFLAT:
		return strings.Contains(n, "load") && !strings.Contains(n, "atomic") || strings.HasPrefix(n, "image_sample") || strings.HasPrefix(n, "image_gather")
	}
	return false
}

// scheduleSubject is a kernel the figures are taken on: its compilation
// (fresh each time: the backend optimises the module in place) and the
// run spec it executes with (nil: it does not run).
type scheduleSubject struct {
	name    string
	entry   string
	compile func() (*ir.Module, error)
	spec    *runspec.Spec
}

// TestScheduleFigures compiles every case of the test suite and every
// shader of the corpus that compiles (run with synthesized inputs, one
// workgroup, as TestCorpusDifferential) with and without the pre-RA
// scheduler (backend.Schedule) and prints the static measures and the
// timing model's cycles of both, per kernel and in total. It runs only
// with HLSLC_SCHEDULE_FIGURES=1 (a report, not a check);
// HLSLC_SCHEDULE_DUMP=NAME also prints both assemblies of the kernels
// whose name contains NAME.
func TestScheduleFigures(t *testing.T) {
	if os.Getenv("HLSLC_SCHEDULE_FIGURES") == "" {
		t.Skip("set HLSLC_SCHEDULE_FIGURES=1 to print the scheduling figures")
	}
	var subjects []scheduleSubject
	files, _ := filepath.Glob(filepath.Join("cases", "*.hlsl"))
	sort.Strings(files)
	for _, file := range files {
		c, err := ReadCase(file)
		if err != nil {
			t.Fatal(err)
		}
		subjects = append(subjects, scheduleSubject{name: filepath.Base(c.Path), entry: c.Entry(), spec: c.Spec,
			compile: func() (*ir.Module, error) { return Compile(c) }})
	}
	if _, ok := corpus.Dir(); ok {
		for _, e := range corpus.ForTest(t) {
			m, why := compileEntry(e)
			if why != "" {
				continue
			}
			subjects = append(subjects, scheduleSubject{name: e.ID, entry: e.Entry,
				spec: runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{}),
				compile: func() (*ir.Module, error) {
					m, why := compileEntry(e)
					if why != "" {
						return nil, errors.New(why)
					}
					return m, nil
				}})
		}
	}
	dump := os.Getenv("HLSLC_SCHEDULE_DUMP")
	var tot [2]scheduleFigures
	var lines, lost []string
	for _, sub := range subjects {
		var fig [2]scheduleFigures
		ok := true
		for k, noSched := range []bool{true, false} {
			m, err := sub.compile()
			if err != nil {
				ok = false
				break
			}
			out, err := backend.CompileWith(m, sub.entry, backend.Options{Target: "gfx900", Disable: disable(noSched)})
			if err != nil {
				ok = false
				break
			}
			fig[k] = measureSchedule(out)
			if dump != "" && strings.Contains(sub.name, dump) {
				t.Logf("%s, scheduled %v:\n%s", sub.name, !noSched, out.Assembly)
			}
			if sub.spec == nil {
				continue
			}
			co, err := codeobj.Write(out.Object)
			if err != nil {
				continue
			}
			if r, err := launch.Run(m, co, sub.spec, gexec.Options{Workers: 1, Timing: true, Budget: Budget, LDSAlignment: gexec.LDSStrict}); err == nil && r.Stats != nil && r.Stats.Timing != nil {
				fig[k].cycles = r.Stats.Timing.Cycles
			}
		}
		if !ok {
			continue
		}
		if fig[0].cycles == 0 || fig[1].cycles == 0 {
			fig[0].cycles, fig[1].cycles = 0, 0 // only kernels that ran both ways count
		}
		for k := range tot {
			tot[k].add(fig[k])
		}
		if fig[1].waves < fig[0].waves {
			lost = append(lost, fmt.Sprintf("%s (%d → %d VGPRs)", sub.name, fig[0].vgprs, fig[1].vgprs))
		}
		lines = append(lines, fmt.Sprintf("%-40s waits %3d→%3d partial %3d→%3d load-use %5.1f→%5.1f VGPRs %3d→%3d cycles %7d→%7d",
			sub.name, fig[0].waits, fig[1].waits, fig[0].partial, fig[1].partial,
			avg(fig[0].dist, fig[0].loads), avg(fig[1].dist, fig[1].loads), fig[0].vgprs, fig[1].vgprs, fig[0].cycles, fig[1].cycles))
	}
	for _, l := range lines {
		t.Log(l)
	}
	t.Logf("total over %d kernels (unscheduled → scheduled): s_waitcnt %d → %d, partial waits %d → %d, instructions between a load and its first use %.2f → %.2f (%d loads), VGPRs used %d → %d, cycles %d → %d (%.1f%%)",
		len(lines), tot[0].waits, tot[1].waits, tot[0].partial, tot[1].partial, avg(tot[0].dist, tot[0].loads), avg(tot[1].dist, tot[1].loads), tot[0].loads,
		tot[0].vgprs, tot[1].vgprs, tot[0].cycles, tot[1].cycles, 100*float64(tot[1].cycles-tot[0].cycles)/float64(max(tot[0].cycles, 1)))
	t.Logf("kernels with fewer waves per SIMD scheduled than unscheduled: %d %v", len(lost), lost)
}

func (s *scheduleFigures) add(o scheduleFigures) {
	s.waits += o.waits
	s.partial += o.partial
	s.loads += o.loads
	s.dist += o.dist
	s.vgprs += o.vgprs
	s.cycles += o.cycles
}

func avg(sum, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// disable turns the scheduler off when off is set.
func disable(off bool) []string {
	if off {
		return []string{"schedule"}
	}
	return nil
}

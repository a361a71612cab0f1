package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/mir"
)

// LiveRegisters prints, for allocated code, one line per instruction with
// the number of live registers of one file (VGPRs, or SGPRs with sgpr set)
// and a map with one column per register, in the symbols of Radeon GPU
// Analyzer's live-register report: ':' live across the instruction, '^'
// written, 'v' read (and dead after), 'x' read and written. Each line ends
// with the HLSL source position the instruction was selected from; each
// block starts with its maximum, and the report ends with the kernel's and,
// when the code was compiled with Options.LiveVars, the names of the source
// variables held in that file's registers at the peak. Liveness is mir's
// (the allocator's): a VGPR is live where some lane still needs its value
// on the lane's own path.
func LiveRegisters(f *mir.Func, sgpr bool) string {
	// the file's registers as mir liveness units
	lo, hi := mir.UnitVGPR0, mir.UnitVirtual0
	if sgpr {
		lo, hi = 0, mir.UnitVGPR0
	}
	lv, err := mir.ComputeLiveness(f)
	if err != nil {
		return "// " + err.Error() + "\n"
	}
	width := 0
	for bi := range f.Blocks {
		for _, refs := range lv.Refs[bi] {
			for _, r := range refs {
				if r.Unit+r.N > lo && r.Unit < hi {
					width = max(width, min(r.Unit+r.N, hi)-lo)
				}
			}
		}
	}
	var sb strings.Builder
	file := "VGPR"
	if sgpr {
		file = "SGPR"
	}
	fmt.Fprintf(&sb, "// live %ss of %s, one column per register (%s0 first): ':' live, '^' written, 'v' read, 'x' read and written\n", file, f.Name, strings.ToLower(file[:1]))
	peak, peakLine := 0, ""
	var peakVars []string
	line := 0
	for bi, b := range f.Blocks {
		lines := make([]string, len(b.Instrs))
		blockMax := 0
		live := mir.NewBits(lv.NUnits)
		lv.Walk(bi, func(k int, after mir.Bits) {
			in := &b.Instrs[k]
			refs := lv.Refs[bi][k]
			live.CopyFrom(after)
			mir.Step(live, refs)
			cols := make([]byte, width)
			for u := 0; u < width; u++ {
				cols[u] = ' '
				if live.Has(lo+u) && after.Has(lo+u) {
					cols[u] = ':'
				}
			}
			mark := func(use bool, c byte) {
				for _, r := range refs {
					if use && !r.Use || !use && !r.Def {
						continue
					}
					for u := max(r.Unit, lo) - lo; u < min(r.Unit+r.N, hi)-lo && u < width; u++ {
						switch {
						case c == 'v' && cols[u] == '^', c == '^' && cols[u] == 'v':
							cols[u] = 'x'
						case c == 'v' && cols[u] == ':':
							// read and still live after: stays ':'
						default:
							cols[u] = c
						}
					}
				}
			}
			mark(false, '^')
			mark(true, 'v')
			count := liveAcross(live, after, lo, lo+width)
			blockMax = max(blockMax, count)
			src := f.Source(in)
			if src != "" {
				src = "  ; " + src
			}
			lines[k] = fmt.Sprintf("%4d |%s| %s%s", count, string(cols), in.String(), src)
			if count > peak {
				peak = count
				peakLine = in.String() + src
				if vars := f.Live(in); sgpr {
					peakVars = vars.SGPR
				} else {
					peakVars = vars.VGPR
				}
			}
		})
		label := b.Label
		if label == "" {
			label = fmt.Sprintf("(block %d)", bi)
		}
		fmt.Fprintf(&sb, "%s  max %d\n", label, blockMax)
		for _, l := range lines {
			line++
			sb.WriteString(l + "\n")
		}
	}
	fmt.Fprintf(&sb, "// peak: %d live %ss at %s\n", peak, file, peakLine)
	if len(f.LiveVars) > 0 {
		names := strings.Join(peakVars, ", ")
		if names == "" {
			names = "none (only temporaries)"
		}
		fmt.Fprintf(&sb, "// source variables in %ss at the peak: %s\n", file, names)
	}
	return sb.String()
}

// LivePressure gives, for every instruction of allocated code in listing
// order (the order of Report.Code), the number of VGPRs and of SGPRs live
// across it: live before it or after it, as LiveRegisters counts them.
func LivePressure(f *mir.Func) (vgprs, sgprs []int, err error) {
	lv, err := mir.ComputeLiveness(f)
	if err != nil {
		return nil, nil, err
	}
	for bi, b := range f.Blocks {
		v, s := make([]int, len(b.Instrs)), make([]int, len(b.Instrs))
		live := mir.NewBits(lv.NUnits)
		lv.Walk(bi, func(k int, after mir.Bits) {
			live.CopyFrom(after)
			mir.Step(live, lv.Refs[bi][k])
			v[k] = liveAcross(live, after, mir.UnitVGPR0, mir.UnitVirtual0)
			s[k] = liveAcross(live, after, 0, mir.UnitVGPR0)
		})
		vgprs, sgprs = append(vgprs, v...), append(sgprs, s...)
	}
	return vgprs, sgprs, nil
}

// liveAcross counts the units in [lo, hi) live before or after an
// instruction.
func liveAcross(before, after mir.Bits, lo, hi int) int {
	n := 0
	for u := lo; u < hi; u++ {
		if before.Has(u) || after.Has(u) {
			n++
		}
	}
	return n
}

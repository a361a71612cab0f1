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
			count := 0
			for u := 0; u < width; u++ {
				if live.Has(lo+u) || after.Has(lo+u) {
					count++
				}
			}
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

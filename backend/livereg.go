package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
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
// variables held in that file's registers at the peak.
func LiveRegisters(f *mir.Func, sgpr bool) string {
	lo, hi := gfx9.CodeVGPR0, gfx9.CodeVGPR0+256
	if sgpr {
		lo, hi = 0, 102
	}
	width := 0
	inFile := func(r gfx9.RegRange) (int, int, bool) {
		a, b := int(r.Code), int(r.Code)+int(r.Count)
		if b <= lo || a >= hi {
			return 0, 0, false
		}
		return max(a, lo) - lo, min(b, hi) - lo, true
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for _, r := range append(gfx9.Defs(&b.Instrs[k]), gfx9.Uses(&b.Instrs[k])...) {
				if _, e, ok := inFile(r); ok {
					width = max(width, e)
				}
			}
		}
	}
	n := hi - lo
	type set = []bool
	// backward liveness per block, to a fixed point (loops)
	liveIn := make([]set, len(f.Blocks))
	liveOut := make([]set, len(f.Blocks))
	for i := range f.Blocks {
		liveIn[i], liveOut[i] = make(set, n), make(set, n)
	}
	step := func(live set, in *gfx9.Instr) {
		for _, r := range gfx9.Defs(in) {
			if a, e, ok := inFile(r); ok {
				for u := a; u < e; u++ {
					live[u] = false
				}
			}
		}
		for _, r := range gfx9.Uses(in) {
			if a, e, ok := inFile(r); ok {
				for u := a; u < e; u++ {
					live[u] = true
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for i := len(f.Blocks) - 1; i >= 0; i-- {
			b := f.Blocks[i]
			out := make(set, n)
			for _, s := range b.Succs {
				for u := range out {
					out[u] = out[u] || liveIn[s][u]
				}
			}
			live := append(set(nil), out...)
			for k := len(b.Instrs) - 1; k >= 0; k-- {
				step(live, &b.Instrs[k])
			}
			for u := range live {
				if live[u] != liveIn[i][u] {
					changed = true
				}
			}
			liveIn[i], liveOut[i] = live, out
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
		live := append(set(nil), liveOut[bi]...)
		blockMax := 0
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			in := &b.Instrs[k]
			after := append(set(nil), live...)
			step(live, in)
			cols := make([]byte, width)
			for u := 0; u < width; u++ {
				switch {
				case live[u] && after[u]:
					cols[u] = ':'
				default:
					cols[u] = ' '
				}
			}
			mark := func(rs []gfx9.RegRange, c byte) {
				for _, r := range rs {
					if a, e, ok := inFile(r); ok {
						for u := a; u < e && u < width; u++ {
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
			}
			mark(gfx9.Defs(in), '^')
			mark(gfx9.Uses(in), 'v')
			count := 0
			for u := 0; u < width; u++ {
				if live[u] || after[u] {
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
				if lv := f.Live(in); sgpr {
					peakVars = lv.SGPR
				} else {
					peakVars = lv.VGPR
				}
			}
		}
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

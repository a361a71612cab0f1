package backend

import (
	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// codeCounts counts something per register code (gfx9.Value.Code of one
// unit), densely: a map cost a hash probe per operand unit of the
// function, several times per pass. Codes past the end (virtual registers
// made after counting) count 0 until added to.
type codeCounts []int32

// newCodeCounts returns counts for every register code of f's units.
func newCodeCounts(f *mir.Func) codeCounts {
	n := 0
	for s, v := range f.VRegs.All() {
		n = max(n, s+v.Size)
	}
	return make(codeCounts, gfx9.CodeVirtual+n)
}

func (c codeCounts) get(code uint32) int {
	if int(code) < len(c) {
		return int(c[code])
	}
	return 0
}

func (c *codeCounts) add(code uint32, d int) {
	if int(code) >= len(*c) {
		*c = append(*c, make(codeCounts, int(code)+1-len(*c))...)
	}
	(*c)[code] += int32(d)
}

// set makes code's count 1.
func (c *codeCounts) set(code uint32) {
	if int(code) >= len(*c) {
		c.add(code, 1)
		return
	}
	(*c)[code] = 1
}

func (c codeCounts) clear(code uint32) {
	if int(code) < len(c) {
		c[code] = 0
	}
}

package exec

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// Each row of gfx9.DSAlignments: its write and its read at an address
// aligned as the row says run; at an address off by half the alignment
// (every lane's, or only lane 5's) they are a fault that names the
// alignment, also under Options.HardwareLDSBounds (which concerns only
// addresses beyond the LDS). The same for the two addresses of read2 and
// write2 of dwords and of qwords.
func TestDSAlignment(t *testing.T) {
	type access struct {
		name, asm string
		bytes     int
	}
	var cases []access
	regs := func(bytes int) string {
		if n := (bytes + 3) / 4; n > 1 {
			return fmt.Sprintf("v[4:%d]", 3+n)
		}
		return "v4"
	}
	for _, r := range gfx9.DSAlignments {
		cases = append(cases,
			access{r.Write, r.Write + " v1, " + regs(r.Bytes), r.Bytes},
			access{r.Read, r.Read + " " + regs(r.Bytes) + ", v1", r.Bytes})
	}
	cases = append(cases,
		access{"ds_write2_b32", "ds_write2_b32 v1, v4, v5 offset1:1", 4},
		access{"ds_read2_b32", "ds_read2_b32 v[4:5], v1 offset1:1", 4},
		access{"ds_write2_b64", "ds_write2_b64 v1, v[4:5], v[6:7] offset1:1", 8},
		access{"ds_read2_b64", "ds_read2_b64 v[4:7], v1 offset1:1", 8},
		access{"ds_add_u64", "ds_add_u64 v1, v[4:5]", 8})
	for _, c := range cases {
		align := gfx9.DSAlign(c.bytes)
		// lane l accesses 32*l + base (+ skew on lane 5)
		run := func(base, skew int, opts Options) error {
			body := fmt.Sprintf("\tv_lshlrev_b32_e32 v1, 5, v0\n\tv_add_u32_e32 v1, %d, v1\n\tv_cmp_eq_u32_e32 vcc, 5, v0\n\tv_mov_b32_e32 v2, %d\n\tv_cndmask_b32_e32 v2, 0, v2, vcc\n\tv_add_u32_e32 v1, v1, v2\n"+
				"\tv_mov_b32_e32 v4, 1\n\tv_mov_b32_e32 v5, 2\n\tv_mov_b32_e32 v6, 3\n\tv_mov_b32_e32 v7, 4\n\t%s\n\ts_waitcnt lgkmcnt(0)\n", base, skew, c.asm)
			p := asmKernel(t, body, 8, 64*32+32)
			s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4)}, {"out", make([]byte, 4)}},
				Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
			_, err := runProgram(t, p, s, opts)
			return err
		}
		if err := run(align, 0, Options{}); err != nil {
			t.Errorf("%s at %d-byte aligned addresses: %v", c.name, align, err)
		}
		if align == 1 {
			continue
		}
		for _, skew := range [][2]int{{align / 2, 0}, {0, align / 2}} {
			for _, opts := range []Options{{}, {HardwareLDSBounds: true}} {
				err := run(skew[0], skew[1], opts)
				var e *Error
				want := fmt.Sprintf("lane %d: misaligned LDS access: %d bytes at ", 5*min(skew[1], 1), c.bytes)
				if !errors.As(err, &e) || e.Kind != KindFault || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), fmt.Sprintf("needs %d-byte aligned", align)) {
					t.Errorf("%s off by %d (lane 5 by %d more), %+v: got %v, want a fault %q", c.name, skew[0], skew[1], opts, err, want)
				}
			}
		}
	}
}

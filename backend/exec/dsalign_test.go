package exec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// dsAlignCase is a DS access of TestDSAlignment: bytes at each of its
// addresses (two for read2/write2, at consecutive places), whether it
// reads and whether it is an atomic.
type dsAlignCase struct {
	name, asm   string
	bytes, addr int
	load        bool
	atomic      bool
}

func dsAlignCases() []dsAlignCase {
	regs := func(bytes int) string {
		if n := (bytes + 3) / 4; n > 1 {
			return fmt.Sprintf("v[4:%d]", 3+n)
		}
		return "v4"
	}
	var cases []dsAlignCase
	for _, r := range gfx9.DSAlignments {
		cases = append(cases,
			dsAlignCase{r.Write, r.Write + " v1, " + regs(r.Bytes), r.Bytes, 1, false, false},
			dsAlignCase{r.Read, r.Read + " " + regs(r.Bytes) + ", v1", r.Bytes, 1, true, false})
	}
	return append(cases,
		dsAlignCase{"ds_write2_b32", "ds_write2_b32 v1, v4, v5 offset1:1", 4, 2, false, false},
		dsAlignCase{"ds_read2_b32", "ds_read2_b32 v[4:5], v1 offset1:1", 4, 2, true, false},
		dsAlignCase{"ds_write2_b64", "ds_write2_b64 v1, v[4:5], v[6:7] offset1:1", 8, 2, false, false},
		dsAlignCase{"ds_read2_b64", "ds_read2_b64 v[4:7], v1 offset1:1", 8, 2, true, false},
		dsAlignCase{"ds_add_u32", "ds_add_u32 v1, v4", 4, 1, false, true},
		dsAlignCase{"ds_add_u64", "ds_add_u64 v1, v[4:5]", 8, 1, false, true})
}

// dsAlignPattern is the 32 bytes each lane's slot of LDS holds before the
// access, and dsAlignData the bytes of v4..v7 a write stores.
func dsAlignPattern(i int) byte { return byte(0x11*i + 3) }
func dsAlignData(i int) byte    { return byte(0xa0 + i) }

// dsAlignRun runs c by every lane l at 32*l + base (+ skew on lane 5), its
// 32-byte slot filled with dsAlignPattern and v4..v7 with dsAlignData,
// then stores the slot to out[8l..8l+8) and v4..v7 to out[512+4l..).
func dsAlignRun(t *testing.T, c dsAlignCase, base, skew int, opts Options) (map[string][]uint32, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "\tv_lshlrev_b32_e32 v1, 5, v0\n\tv_mov_b32_e32 v3, v1\n")
	word := func(f func(int) byte, k int) uint32 {
		return binary.LittleEndian.Uint32([]byte{f(4 * k), f(4*k + 1), f(4*k + 2), f(4*k + 3)})
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&b, "\tv_mov_b32_e32 v%d, %#x\n", 10+k, word(dsAlignPattern, k))
	}
	b.WriteString("\tds_write_b128 v1, v[10:13]\n\tds_write_b128 v1, v[14:17] offset:16\n\ts_waitcnt lgkmcnt(0)\n")
	fmt.Fprintf(&b, "\tv_add_u32_e32 v1, %d, v1\n\tv_cmp_eq_u32_e32 vcc, 5, v0\n\tv_mov_b32_e32 v2, %d\n\tv_cndmask_b32_e32 v2, 0, v2, vcc\n\tv_add_u32_e32 v1, v1, v2\n", base, skew)
	for k := 0; k < 4; k++ {
		fmt.Fprintf(&b, "\tv_mov_b32_e32 v%d, %#x\n", 4+k, word(dsAlignData, k))
	}
	fmt.Fprintf(&b, "\t%s\n\ts_waitcnt lgkmcnt(0)\n", c.asm)
	b.WriteString("\tds_read_b128 v[10:13], v3\n\tds_read_b128 v[14:17], v3 offset:16\n\ts_waitcnt lgkmcnt(0)\n" +
		"\tglobal_store_dwordx4 v3, v[10:13], s[2:3]\n\tglobal_store_dwordx4 v3, v[14:17], s[2:3] offset:16\n" +
		"\tv_lshlrev_b32_e32 v3, 4, v0\n\tglobal_store_dwordx4 v3, v[4:7], s[2:3] offset:2048\n")
	p := asmKernel(t, b.String(), 20, 64*32+32)
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4)}, {"out", make([]byte, 4*(512+256))}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
	return runProgram(t, p, s, opts)
}

// Each row of gfx9.DSAlignments, and read2/write2 of dwords and qwords:
// in the strict mode (Options.LDSAlignment) the access runs at an address
// aligned as the row says, and at one off by half the alignment (every
// lane's, or only lane 5's) it is a fault that names the alignment, also
// under Options.HardwareLDSBounds (which concerns only addresses beyond
// the LDS). In the unaligned mode, the default, the misaligned access
// moves the bytes at its address, as gfx9 does with
// SH_MEM_ALIGNMENT_MODE_UNALIGNED; an atomic stays a fault.
func TestDSAlignment(t *testing.T) {
	strict := Options{LDSAlignment: LDSStrict}
	for _, c := range dsAlignCases() {
		align := gfx9.DSAlign(c.bytes)
		if _, err := dsAlignRun(t, c, align, 0, strict); err != nil {
			t.Errorf("%s at %d-byte aligned addresses: %v", c.name, align, err)
		}
		if align == 1 {
			continue
		}
		for _, skew := range [][2]int{{align / 2, 0}, {0, align / 2}} {
			modes := []Options{strict, {LDSAlignment: LDSStrict, HardwareLDSBounds: true}}
			if c.atomic {
				modes = append(modes, Options{}, Options{HardwareLDSBounds: true})
			}
			for _, opts := range modes {
				_, err := dsAlignRun(t, c, skew[0], skew[1], opts)
				var e *Error
				want := fmt.Sprintf("lane %d: misaligned LDS access: %d bytes at ", 5*min(skew[1], 1), c.bytes)
				if !errors.As(err, &e) || e.Kind != KindFault || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), fmt.Sprintf("needs %d-byte aligned", align)) {
					t.Errorf("%s off by %d (lane 5 by %d more), %+v: got %v, want a fault %q", c.name, skew[0], skew[1], opts, err, want)
				}
			}
		}
		if c.atomic {
			continue
		}
		// the unaligned mode, at every misalignment within the alignment
		for off := 1; off < align; off++ {
			out, err := dsAlignRun(t, c, off, 0, Options{})
			if err != nil {
				t.Errorf("%s off by %d in the unaligned mode: %v", c.name, off, err)
				continue
			}
			n := c.bytes * c.addr
			for l := 0; l < 64; l += 21 {
				slot := make([]byte, 32)
				for k := 0; k < 8; k++ {
					binary.LittleEndian.PutUint32(slot[4*k:], out["out"][8*l+k])
				}
				regs := make([]byte, 16)
				for k := 0; k < 4; k++ {
					binary.LittleEndian.PutUint32(regs[4*k:], out["out"][512+4*l+k])
				}
				for i := 0; i < 32; i++ {
					want := dsAlignPattern(i)
					if !c.load && i >= off && i < off+n {
						want = dsAlignData(i - off)
					}
					if slot[i] != want {
						t.Errorf("%s off by %d, unaligned mode, lane %d: LDS byte %d is %#x, want %#x", c.name, off, l, i, slot[i], want)
					}
				}
				if c.load {
					for i := 0; i < (n+3)/4*4; i++ {
						want := byte(0) // ds_read_u8/u16 zero-extend
						if i < n {
							want = dsAlignPattern(off + i)
						}
						if regs[i] != want {
							t.Errorf("%s off by %d, unaligned mode, lane %d: result byte %d is %#x, want %#x", c.name, off, l, i, regs[i], want)
						}
					}
				}
			}
		}
	}
}

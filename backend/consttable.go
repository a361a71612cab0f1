package backend

import (
	"fmt"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/ir"
)

// Constant tables (ir.Memory.Init, made by passes.ConstTables) are not
// copied into every lane's scratch: their bytes follow the kernel's code
// in .text (KernelInfo.ConstData, after the function's .size, so the
// code's symbol does not cover them), and the kernel reads them through a
// raw buffer V# over that data, built once at entry from the program
// counter, as RADV's ACO reads a shader's constant data:
//
//	s_getpc_b64 s[d0:d1]
//	.Lpc_NAME:                   (placed by PlacePCLabel after allocation)
//	s_add_u32 sd0, sd0, (.Lconst_NAME-.Lpc_NAME)&4294967295
//	s_addc_u32 sd1, sd1, 0       (the data follows the code: the distance
//	                             is below 2^32)
//	s_mov_b32 sd2, SIZE          (num_records: the data's bytes)
//	s_mov_b32 sd3, DWORD3        (gfx9.RawBufferDescriptor's)
//
// The code lies below 2^48, so the high half's bits 16-31 (stride and
// swizzle) are zero. Loads then select as buffer loads do: MUBUF for
// divergent offsets, s_buffer_load for uniform ones (the data is never
// written, so the scalar cache may hold it), merged by the memory passes.
// Tables with the same bytes (one function inlined twice) share them.

// pcLabel and constLabel name the address s_getpc_b64 gives and the start
// of the kernel's read-only data.
func pcLabel(kernel string) string    { return ".Lpc_" + kernel }
func constLabel(kernel string) string { return ".Lconst_" + kernel }

// layoutTables places the used constant tables in KernelInfo.ConstData,
// each 4-byte aligned, equal contents once.
func (s *selector) layoutTables(used map[*ir.Memory]bool) {
	at := map[string]int{}
	for _, p := range s.fn.Private {
		if !used[p] || p.Init == nil {
			continue
		}
		if off, ok := at[string(p.Init)]; ok {
			s.tables[p] = off
			continue
		}
		off := len(s.info.ConstData)
		at[string(p.Init)] = off
		s.tables[p] = off
		s.info.ConstData = append(s.info.ConstData, p.Init...)
		for len(s.info.ConstData)%4 != 0 {
			s.info.ConstData = append(s.info.ConstData, 0)
		}
	}
}

// tablesDescriptor builds the V# of the read-only data (see above) and
// gives it to every constant table.
func (s *selector) tablesDescriptor() {
	if len(s.info.ConstData) == 0 {
		return
	}
	// one quad, its halves defined by several instructions: never
	// recomputed elsewhere (a second s_getpc_b64 would read another pc)
	d := s.sgprQuad()
	name := s.info.Name
	s.asm("s_getpc_b64 %s", sub2(d, 0))
	s.asm(fmt.Sprintf("s_add_u32 %%s, %%s, (%s-%s)&4294967295", constLabel(name), pcLabel(name)), sub(d, 0), sub(d, 0))
	s.asm("s_addc_u32 %s, %s, 0", sub(d, 1), sub(d, 1))
	s.asm("s_mov_b32 %s, %s", sub(d, 2), s.constant32(uint32(len(s.info.ConstData))))
	s.asm("s_mov_b32 %s, %s", sub(d, 3), s.constant32(gfx9.RawBufferDescriptor(0, 0)[3]))
	for m := range s.tables {
		s.desc[m] = d
	}
	s.info.pcLabel = pcLabel(name)
}

// tableLoad selects a divergent load of a constant table: a MUBUF load
// through the data's V#, the table's place in the data and the constant
// c of an offset x + c in the 12-bit offset field when they fit.
func (s *selector) tableLoad(v *ir.Value, r gfx9.Value, n int) {
	base := s.tables[v.Mem]
	d := s.desc[v.Mem]
	suffix := bufferLoadSuffix[n]
	a := v.Args[0]
	if a.Op == ir.OpConst && base+int(uint32(a.Bits())) < 4096 {
		s.asm("buffer_load_%s %s, off, %s, 0 offset:%d", suffix, r, d, base+int(uint32(a.Bits())))
		return
	}
	if a.Op == ir.OpAdd && a.Type == ir.I32 {
		for k := 0; k < 2; k++ {
			c, x := a.Args[k], a.Args[1-k]
			if c.Op == ir.OpConst && x.Op != ir.OpConst && base+int(uint32(c.Bits())) < 4096 {
				s.asm("buffer_load_%s %s, %s, %s, 0 offen offset:%d", suffix, r, s.reg(x, v), d, base+int(uint32(c.Bits())))
				return
			}
		}
	}
	addr := s.reg(a, v)
	if base >= 4096 {
		t := s.vgpr()
		s.asm("v_add_u32_e32 %s, %s, %s", t, s.constant32(uint32(base)), addr)
		addr, base = t, 0
	}
	s.asm("buffer_load_%s %s, %s, %s, 0 offen offset:%d", suffix, r, addr, d, base)
}

// PlacePCLabel puts the label of KernelInfo.pcLabel right after the
// kernel's s_getpc_b64 (splitting its block there), the address that
// instruction reads. It runs after every pass that adds or moves
// instructions but relax (which makes s_getpc_b64 of its own after it),
// so nothing comes between the two; it is an error when the code holds
// another number of s_getpc_b64 than one.
func PlacePCLabel(f *mir.Func, label string) error {
	if label == "" {
		return nil
	}
	var at *mir.Block
	k := -1
	for _, b := range f.Blocks {
		for i := range b.Instrs {
			if b.Instrs[i].Inst.Name == "s_getpc_b64" {
				if at != nil {
					return fmt.Errorf("internal error: %s: more than one s_getpc_b64 for %s", f.Name, label)
				}
				at, k = b, i
			}
		}
	}
	if at == nil {
		return fmt.Errorf("internal error: %s: no s_getpc_b64 for %s", f.Name, label)
	}
	ai := slices.Index(f.Blocks, at)
	index := make([]int, len(f.Blocks))
	for i := range index {
		index[i] = i
		if i > ai {
			index[i] = i + 1
		}
	}
	rest := &mir.Block{Label: label, Instrs: slices.Clone(at.Instrs[k+1:]), FullExec: at.FullExec}
	at.Instrs = at.Instrs[:k+1]
	f.Blocks = slices.Insert(f.Blocks, ai+1, rest)
	f.RemapLogical(index)
	if f.Logical {
		rest.LogicalSuccs, at.LogicalSuccs = at.LogicalSuccs, []int{ai + 1}
	}
	return f.Relink()
}

// emitConstData writes the read-only data after the code, as dwords:
// dword-aligned as the code is (MUBUF and SMEM loads need no more), so
// no padding comes between.
func emitConstData(b *strings.Builder, info *KernelInfo) {
	if len(info.ConstData) == 0 {
		return
	}
	fmt.Fprintf(b, "\t.p2align 2\n%s:\n", constLabel(info.Name))
	for i := 0; i < len(info.ConstData); i += 16 {
		b.WriteString("\t.long ")
		for j := i; j < min(i+16, len(info.ConstData)); j += 4 {
			if j > i {
				b.WriteString(", ")
			}
			w := uint32(info.ConstData[j]) | uint32(info.ConstData[j+1])<<8 | uint32(info.ConstData[j+2])<<16 | uint32(info.ConstData[j+3])<<24
			fmt.Fprintf(b, "0x%08x", w)
		}
		b.WriteString("\n")
	}
}

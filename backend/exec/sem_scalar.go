package exec

import (
	"math/bits"
	"strings"

	"hlslc/backend/gfx9"
)

// saluFn computes a scalar ALU result from its sources (a = ssrc0 or the
// SOPK immediate, b = ssrc1, d = the destination's old value). scc < 0
// leaves SCC unchanged.
type saluFn func(w *wave, a, b, d uint64) (r uint64, scc int)

func sc(b bool) int {
	if b {
		return 1
	}
	return 0
}

func nz(r uint64) (uint64, int) { return r, sc(r != 0) }

var saluOps = map[string]saluFn{
	"s_mov_b32": func(w *wave, a, b, d uint64) (uint64, int) { return a, -1 },
	"s_mov_b64": func(w *wave, a, b, d uint64) (uint64, int) { return a, -1 },
	"s_movk_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		return sext(a&0xffff, 16) & 0xffffffff, -1
	},
	"s_cmov_b32": func(w *wave, a, b, d uint64) (uint64, int) {
		if w.scc {
			return a, -1
		}
		return d, -1
	},
	"s_cmov_b64": func(w *wave, a, b, d uint64) (uint64, int) {
		if w.scc {
			return a, -1
		}
		return d, -1
	},
	"s_cmovk_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		if w.scc {
			return sext(a&0xffff, 16) & 0xffffffff, -1
		}
		return d, -1
	},
	"s_not_b32":       func(w *wave, a, b, d uint64) (uint64, int) { return nz(^a & 0xffffffff) },
	"s_not_b64":       func(w *wave, a, b, d uint64) (uint64, int) { return nz(^a) },
	"s_brev_b32":      func(w *wave, a, b, d uint64) (uint64, int) { return uint64(bits.Reverse32(uint32(a))), -1 },
	"s_brev_b64":      func(w *wave, a, b, d uint64) (uint64, int) { return bits.Reverse64(a), -1 },
	"s_bcnt0_i32_b32": func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(32 - bits.OnesCount32(uint32(a)))) },
	"s_bcnt0_i32_b64": func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(64 - bits.OnesCount64(a))) },
	"s_bcnt1_i32_b32": func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(bits.OnesCount32(uint32(a)))) },
	"s_bcnt1_i32_b64": func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(bits.OnesCount64(a))) },
	"s_ff0_i32_b32":   func(w *wave, a, b, d uint64) (uint64, int) { return ffs(uint64(^uint32(a)), 32), -1 },
	"s_ff0_i32_b64":   func(w *wave, a, b, d uint64) (uint64, int) { return ffs(^a, 64), -1 },
	"s_ff1_i32_b32":   func(w *wave, a, b, d uint64) (uint64, int) { return ffs(a&0xffffffff, 32), -1 },
	"s_ff1_i32_b64":   func(w *wave, a, b, d uint64) (uint64, int) { return ffs(a, 64), -1 },
	"s_flbit_i32_b32": func(w *wave, a, b, d uint64) (uint64, int) {
		if uint32(a) == 0 {
			return 0xffffffff, -1
		}
		return uint64(bits.LeadingZeros32(uint32(a))), -1
	},
	"s_flbit_i32_b64": func(w *wave, a, b, d uint64) (uint64, int) {
		if a == 0 {
			return 0xffffffff, -1
		}
		return uint64(bits.LeadingZeros64(a)), -1
	},
	"s_flbit_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		x := uint32(a)
		if int32(x) < 0 {
			x = ^x
		}
		if x == 0 {
			return 0xffffffff, -1
		}
		return uint64(bits.LeadingZeros32(x)), -1
	},
	"s_flbit_i32_i64": func(w *wave, a, b, d uint64) (uint64, int) {
		x := a
		if int64(x) < 0 {
			x = ^x
		}
		if x == 0 {
			return 0xffffffff, -1
		}
		return uint64(bits.LeadingZeros64(x)), -1
	},
	"s_sext_i32_i8":  func(w *wave, a, b, d uint64) (uint64, int) { return sext(a&0xff, 8) & 0xffffffff, -1 },
	"s_sext_i32_i16": func(w *wave, a, b, d uint64) (uint64, int) { return sext(a&0xffff, 16) & 0xffffffff, -1 },
	"s_bitset0_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return d &^ (1 << (a & 31)), -1 },
	"s_bitset1_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return d | 1<<(a&31), -1 },
	"s_bitset0_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return d &^ (1 << (a & 63)), -1 },
	"s_bitset1_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return d | 1<<(a&63), -1 },
	"s_abs_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		x := i32(a)
		if x < 0 {
			x = -x
		}
		return nz(uint64(uint32(x)))
	},
	"s_wqm_b32":      func(w *wave, a, b, d uint64) (uint64, int) { return nz(wqm(a) & 0xffffffff) },
	"s_wqm_b64":      func(w *wave, a, b, d uint64) (uint64, int) { return nz(wqm(a)) },
	"s_quadmask_b32": func(w *wave, a, b, d uint64) (uint64, int) { return nz(quadmask(a & 0xffffffff)) },
	"s_quadmask_b64": func(w *wave, a, b, d uint64) (uint64, int) { return nz(quadmask(a)) },
	"s_bitreplicate_b64_b32": func(w *wave, a, b, d uint64) (uint64, int) {
		var r uint64
		for i := 0; i < 32; i++ {
			if a>>i&1 != 0 {
				r |= 3 << (2 * i)
			}
		}
		return r, -1
	},

	"s_add_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		s := a&0xffffffff + b&0xffffffff
		return s & 0xffffffff, sc(s>>32 != 0)
	},
	"s_sub_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		return uint64(uint32(a) - uint32(b)), sc(uint32(b) > uint32(a))
	},
	"s_addc_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		s := a&0xffffffff + b&0xffffffff + b2u(w.scc)
		return s & 0xffffffff, sc(s>>32 != 0)
	},
	"s_subb_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		x := int64(uint32(a)) - int64(uint32(b)) - int64(b2u(w.scc))
		return uint64(uint32(x)), sc(x < 0)
	},
	"s_add_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		s := i32(a) + i32(b)
		return uint64(uint32(s)), sc(s != int64(int32(s)))
	},
	"s_sub_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		s := i32(a) - i32(b)
		return uint64(uint32(s)), sc(s != int64(int32(s)))
	},
	"s_addk_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		s := i32(d) + int64(int16(a))
		return uint64(uint32(s)), sc(s != int64(int32(s)))
	},
	"s_mulk_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		return uint64(uint32(i32(d) * int64(int16(a)))), -1
	},
	"s_mul_i32":    func(w *wave, a, b, d uint64) (uint64, int) { return uint64(uint32(a) * uint32(b)), -1 },
	"s_mul_hi_u32": func(w *wave, a, b, d uint64) (uint64, int) { return (a & 0xffffffff) * (b & 0xffffffff) >> 32, -1 },
	"s_mul_hi_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		return uint64(uint32(uint64(i32(a)*i32(b)) >> 32)), -1
	},
	"s_min_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		if i32(a) < i32(b) {
			return a, 1
		}
		return b, 0
	},
	"s_max_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		if i32(a) > i32(b) {
			return a, 1
		}
		return b, 0
	},
	"s_min_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		if uint32(a) < uint32(b) {
			return a, 1
		}
		return b, 0
	},
	"s_max_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		if uint32(a) > uint32(b) {
			return a, 1
		}
		return b, 0
	},
	"s_absdiff_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		x := i32(a) - i32(b)
		if x < 0 {
			x = -x
		}
		return nz(uint64(uint32(x)))
	},
	"s_cselect_b32": func(w *wave, a, b, d uint64) (uint64, int) {
		if w.scc {
			return a, -1
		}
		return b, -1
	},
	"s_cselect_b64": func(w *wave, a, b, d uint64) (uint64, int) {
		if w.scc {
			return a, -1
		}
		return b, -1
	},
	"s_and_b32":   func(w *wave, a, b, d uint64) (uint64, int) { return nz(a & b & 0xffffffff) },
	"s_and_b64":   func(w *wave, a, b, d uint64) (uint64, int) { return nz(a & b) },
	"s_or_b32":    func(w *wave, a, b, d uint64) (uint64, int) { return nz((a | b) & 0xffffffff) },
	"s_or_b64":    func(w *wave, a, b, d uint64) (uint64, int) { return nz(a | b) },
	"s_xor_b32":   func(w *wave, a, b, d uint64) (uint64, int) { return nz((a ^ b) & 0xffffffff) },
	"s_xor_b64":   func(w *wave, a, b, d uint64) (uint64, int) { return nz(a ^ b) },
	"s_andn2_b32": func(w *wave, a, b, d uint64) (uint64, int) { return nz(a &^ b & 0xffffffff) },
	"s_andn2_b64": func(w *wave, a, b, d uint64) (uint64, int) { return nz(a &^ b) },
	"s_orn2_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz((a | ^b) & 0xffffffff) },
	"s_orn2_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(a | ^b) },
	"s_nand_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a & b) & 0xffffffff) },
	"s_nand_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a & b)) },
	"s_nor_b32":   func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a | b) & 0xffffffff) },
	"s_nor_b64":   func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a | b)) },
	"s_xnor_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a ^ b) & 0xffffffff) },
	"s_xnor_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(^(a ^ b)) },
	"s_lshl_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(uint32(a) << (b & 31))) },
	"s_lshl_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(a << (b & 63)) },
	"s_lshr_b32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(uint32(a) >> (b & 31))) },
	"s_lshr_b64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(a >> (b & 63)) },
	"s_ashr_i32":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(uint32(int32(a) >> (b & 31)))) },
	"s_ashr_i64":  func(w *wave, a, b, d uint64) (uint64, int) { return nz(uint64(int64(a) >> (b & 63))) },
	"s_bfm_b32": func(w *wave, a, b, d uint64) (uint64, int) {
		return uint64((uint32(1)<<(a&31) - 1) << (b & 31)), -1
	},
	"s_bfm_b64": func(w *wave, a, b, d uint64) (uint64, int) { return (uint64(1)<<(a&63) - 1) << (b & 63), -1 },
	"s_bfe_u32": func(w *wave, a, b, d uint64) (uint64, int) {
		off, wd := b&31, b>>16&0x7f
		if wd == 0 {
			return 0, 0
		}
		return nz(uint64(uint32(a)>>off) & (1<<min(wd, 32) - 1))
	},
	"s_bfe_i32": func(w *wave, a, b, d uint64) (uint64, int) {
		off, wd := b&31, b>>16&0x7f
		if wd == 0 {
			return 0, 0
		}
		return nz(sext(uint64(uint32(a)>>off)&(1<<min(wd, 32)-1), uint(min(wd, 32))) & 0xffffffff)
	},
	"s_bfe_u64": func(w *wave, a, b, d uint64) (uint64, int) {
		off, wd := b&63, b>>16&0x7f
		if wd == 0 {
			return 0, 0
		}
		x := a >> off
		if wd < 64 {
			x &= 1<<wd - 1
		}
		return nz(x)
	},
	"s_bfe_i64": func(w *wave, a, b, d uint64) (uint64, int) {
		off, wd := b&63, b>>16&0x7f
		if wd == 0 {
			return 0, 0
		}
		x := a >> off
		if wd < 64 {
			x = sext(x&(1<<wd-1), uint(wd))
		}
		return nz(x)
	},
	"s_lshl1_add_u32": lshlAdd(1),
	"s_lshl2_add_u32": lshlAdd(2),
	"s_lshl3_add_u32": lshlAdd(3),
	"s_lshl4_add_u32": lshlAdd(4),
	"s_pack_ll_b32_b16": func(w *wave, a, b, d uint64) (uint64, int) {
		return a&0xffff | (b&0xffff)<<16, -1
	},
	"s_pack_lh_b32_b16": func(w *wave, a, b, d uint64) (uint64, int) {
		return a&0xffff | b&0xffff0000, -1
	},
	"s_pack_hh_b32_b16": func(w *wave, a, b, d uint64) (uint64, int) {
		return a>>16&0xffff | b&0xffff0000, -1
	},
}

func lshlAdd(n uint) saluFn {
	return func(w *wave, a, b, d uint64) (uint64, int) {
		s := (a&0xffffffff)<<n + b&0xffffffff
		return s & 0xffffffff, sc(s>>32 != 0)
	}
}

func ffs(x uint64, width int) uint64 {
	if x == 0 {
		return 0xffffffff
	}
	n := bits.TrailingZeros64(x)
	if n >= width {
		return 0xffffffff
	}
	return uint64(n)
}

func wqm(a uint64) uint64 {
	var r uint64
	for q := 0; q < 16; q++ {
		if a>>(4*q)&0xf != 0 {
			r |= 0xf << (4 * q)
		}
	}
	return r
}

func quadmask(a uint64) uint64 {
	var r uint64
	for q := 0; q < 16; q++ {
		if a>>(4*q)&0xf != 0 {
			r |= 1 << q
		}
	}
	return r
}

// saveexecOps: D = EXEC; EXEC = f(S0, EXEC); SCC = EXEC != 0.
var saveexecOps = map[string]func(s, e uint64) uint64{
	"s_and_saveexec_b64":   func(s, e uint64) uint64 { return s & e },
	"s_or_saveexec_b64":    func(s, e uint64) uint64 { return s | e },
	"s_xor_saveexec_b64":   func(s, e uint64) uint64 { return s ^ e },
	"s_andn2_saveexec_b64": func(s, e uint64) uint64 { return s &^ e },
	"s_orn2_saveexec_b64":  func(s, e uint64) uint64 { return s | ^e },
	"s_nand_saveexec_b64":  func(s, e uint64) uint64 { return ^(s & e) },
	"s_nor_saveexec_b64":   func(s, e uint64) uint64 { return ^(s | e) },
	"s_xnor_saveexec_b64":  func(s, e uint64) uint64 { return ^(s ^ e) },
	"s_andn1_saveexec_b64": func(s, e uint64) uint64 { return ^s & e },
	"s_orn1_saveexec_b64":  func(s, e uint64) uint64 { return ^s | e },
}

// wrexecOps: EXEC = D = f(S0, EXEC); SCC = EXEC != 0.
var wrexecOps = map[string]func(s, e uint64) uint64{
	"s_andn1_wrexec_b64": func(s, e uint64) uint64 { return ^s & e },
	"s_andn2_wrexec_b64": func(s, e uint64) uint64 { return s &^ e },
}

// saluFactory runs a SOP1/SOP2/SOPK/SOPC instruction.
// Not inlined into semanticsFor (see globalDwords).
//
//go:noinline
func saluFactory(f saluFn) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		// dst is written (and read as the old value); src is an SDst field
		// that is only read, such as the register that s_cmpk_* compares
		// with its immediate: it is passed as the old value d, not as a
		// source, which would be overwritten by the SImm16 operand.
		dst, src, a, b := -1, -1, -1, -1
		for k, op := range in.Form.Operands {
			switch op.Field {
			case gfx9.FieldSDst:
				if op.Def {
					dst = k
				} else {
					src = k
				}
			case gfx9.FieldSSrc0, gfx9.FieldSImm16:
				a = k
			case gfx9.FieldSSrc1:
				b = k
			}
		}
		return func(w *wave, d *dinst) error {
			var x, y, old uint64
			if a >= 0 {
				x = w.scalar(&d.ops[a])
			}
			if b >= 0 {
				y = w.scalar(&d.ops[b])
			}
			if dst >= 0 {
				old = w.scalar(&d.ops[dst])
			} else if src >= 0 {
				old = w.scalar(&d.ops[src])
			}
			r, s := f(w, x, y, old)
			if dst >= 0 {
				w.setScalar(&d.ops[dst], r)
			}
			if s >= 0 {
				w.scc = s == 1
			}
			return nil
		}, nil
	}
}

// compareFactory runs SOPC and SOPK compares.
// Not inlined into semanticsFor (see globalDwords).
//
//go:noinline
func scmpFactory(name string) (factory, bool) {
	rest := strings.TrimPrefix(strings.TrimPrefix(name, "s_cmpk_"), "s_cmp_")
	if rest == name {
		return nil, false
	}
	i := strings.LastIndexByte(rest, '_')
	if i < 0 {
		return nil, false
	}
	op, typ := rest[:i], rest[i+1:]
	k := strings.HasPrefix(name, "s_cmpk_")
	get := func(x uint64) int64 { return int64(uint32(x)) }
	switch typ {
	case "i32":
		get = i32
	case "u64":
		get = func(x uint64) int64 { return int64(x ^ 1<<63) }
	case "u32":
	default:
		return nil, false
	}
	var t func(a, b int64) bool
	switch op {
	case "eq":
		t = func(a, b int64) bool { return a == b }
	case "lg":
		t = func(a, b int64) bool { return a != b }
	case "gt":
		t = func(a, b int64) bool { return a > b }
	case "ge":
		t = func(a, b int64) bool { return a >= b }
	case "lt":
		t = func(a, b int64) bool { return a < b }
	case "le":
		t = func(a, b int64) bool { return a <= b }
	default:
		return nil, false
	}
	if k {
		// s_cmpk: SCC = D op imm16 (sign- or zero-extended)
		ext := func(x uint64) uint64 { return x & 0xffff }
		if typ == "i32" {
			ext = func(x uint64) uint64 { return sext(x&0xffff, 16) }
		}
		return saluFactory(func(w *wave, a, b, d uint64) (uint64, int) {
			return d, sc(t(get(d), get(ext(a))))
		}), true
	}
	return saluFactory(func(w *wave, a, b, d uint64) (uint64, int) { return 0, sc(t(get(a), get(b))) }), true
}

func bitcmp(bit uint64, width uint64) factory {
	return saluFactory(func(w *wave, a, b, d uint64) (uint64, int) {
		return 0, sc(a>>(b&(width-1))&1 == bit)
	})
}

//go:noinline
func saveexecFactory(f func(s, e uint64) uint64, wr bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		return func(w *wave, d *dinst) error {
			s := w.scalar(&d.ops[1])
			e := w.exec()
			n := f(s, e)
			if wr {
				w.setScalar(&d.ops[0], n)
			} else {
				w.setScalar(&d.ops[0], e)
			}
			w.setExec(n)
			w.scc = n != 0
			return nil
		}, nil
	}
}

// Program-counter instructions. PCs are byte offsets in .text; the wave's
// pc field is a word index.
func pcFactory(name string) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		return func(w *wave, d *dinst) error {
			text := w.prog.Object.TextAddr
			switch name {
			case "s_getpc_b64":
				w.setScalar(&d.ops[0], text+uint64(d.next)*4)
			case "s_setpc_b64":
				return w.jumpAbs(d, w.scalar(&d.ops[0]))
			case "s_swappc_b64":
				w.setScalar(&d.ops[0], text+uint64(d.next)*4)
				return w.jumpAbs(d, w.scalar(&d.ops[1]))
			case "s_call_b64":
				w.setScalar(&d.ops[0], text+uint64(d.next)*4)
				w.pc = d.next + int(int16(d.ops[1].val))
			}
			return nil
		}, nil
	}
}

func (w *wave) jumpAbs(d *dinst, addr uint64) error {
	text := w.prog.Object.TextAddr
	if addr < text || addr >= text+uint64(len(w.prog.Object.Text)) || addr%4 != 0 {
		return w.errorf(KindFault, d, "jump to %#x outside .text [%#x, %#x)", addr, text, text+uint64(len(w.prog.Object.Text)))
	}
	w.pc = int((addr - text) / 4)
	return nil
}

// branchFactory runs SOPP branches.
// Not inlined into semanticsFor (see globalDwords).
//
//go:noinline
func branchFactory(cond func(w *wave) bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		return func(w *wave, d *dinst) error {
			if cond(w) {
				w.pc = d.next + int(int16(d.ops[0].val))
			}
			return nil
		}, nil
	}
}

var branches = map[string]func(w *wave) bool{
	"s_branch":        func(w *wave) bool { return true },
	"s_cbranch_scc0":  func(w *wave) bool { return !w.scc },
	"s_cbranch_scc1":  func(w *wave) bool { return w.scc },
	"s_cbranch_vccz":  func(w *wave) bool { return w.vcc() == 0 },
	"s_cbranch_vccnz": func(w *wave) bool { return w.vcc() != 0 },
	"s_cbranch_execz": func(w *wave) bool { return w.exec() == 0 },
	"s_cbranch_execnz": func(w *wave) bool {
		return w.exec() != 0
	},
}

func simple(f func(w *wave, d *dinst) error) factory {
	return func(in *gfx9.Instr) (execFn, error) { return f, nil }
}

var nothing = simple(func(w *wave, d *dinst) error { return nil })

var programOps = map[string]factory{
	"s_nop":          nothing,
	"s_sleep":        nothing,
	"s_setprio":      nothing,
	"s_icache_inv":   nothing,
	"s_incperflevel": nothing,
	"s_decperflevel": nothing,
	"s_ttracedata":   nothing,
	"s_wakeup":       nothing,
	"s_dcache_wb":    nothing,
	"s_dcache_inv":   nothing,
	// s_sendmsg has no effect on a compute kernel's results here; like
	// hardware it counts as an LGKM operation (see prepare), so a following
	// s_waitcnt lgkmcnt must account for it.
	"s_sendmsg": nothing,
	"s_endpgm": simple(func(w *wave, d *dinst) error {
		w.waitcnt(0, 0)
		w.done = true
		return nil
	}),
	"s_barrier": simple(func(w *wave, d *dinst) error {
		w.bar = true
		return nil
	}),
	"s_waitcnt": simple(func(w *wave, d *dinst) error {
		// the counts decoded when the program was loaded (timingInfo)
		w.waitcnt(int(d.tim.vm), int(d.tim.lgkm))
		return nil
	}),
	"s_trap": simple(func(w *wave, d *dinst) error {
		return w.errorf(KindFault, d, "s_trap %d: the kernel trapped", d.ops[0].val)
	}),
	"s_getreg_b32": simple(func(w *wave, d *dinst) error {
		id, off, size := hwreg(d.ops[1].val)
		var v uint32
		switch id {
		case 1: // MODE
			v = w.modeReg()
		case 4: // HW_ID: wave id in bits 3:0
			v = uint32(w.id & 0xf)
		case 6: // LDS_ALLOC
			v = uint32(w.prog.KD.LDSSize()/256) << 12
		default:
			return w.errorf(KindUnsupported, d, "hardware register %d is not modelled", id)
		}
		w.setScalar(&d.ops[0], uint64(v>>off&(uint32(1)<<size-1)))
		return nil
	}),
	"s_setreg_b32": simple(func(w *wave, d *dinst) error {
		return w.setreg(d, d.ops[0].val, w.scalar(&d.ops[1]))
	}),
	"s_setreg_imm32_b32": simple(func(w *wave, d *dinst) error {
		return w.setreg(d, d.ops[0].val, d.ops[1].val)
	}),
}

func hwreg(imm uint64) (id int, off, size uint) {
	return int(imm & 0x3f), uint(imm >> 6 & 0x1f), uint(imm>>11&0x1f) + 1
}

// modeReg is the MODE hardware register: round modes 3:0, denorm modes 7:4,
// DX10 clamp 8, IEEE 9, the fork/join stack pointer CSP 31:29.
func (w *wave) modeReg() uint32 {
	kd := &w.prog.KD
	v := uint32(kd.FloatRoundMode32()) | uint32(kd.FloatRoundMode1664())<<2
	v |= uint32(modeBits(w.mode.flushIn32, w.mode.flushOut32))<<4 | uint32(modeBits(w.mode.flushIn16, w.mode.flushOut16))<<6
	if w.mode.dx10Clamp {
		v |= 1 << 8
	}
	if w.mode.ieee {
		v |= 1 << 9
	}
	return v | uint32(w.csp)<<29
}

func modeBits(in, out bool) int {
	switch {
	case in && out:
		return 0
	case out:
		return 1
	case in:
		return 2
	}
	return 3
}

func (w *wave) setreg(d *dinst, imm, val uint64) error {
	id, off, size := hwreg(imm)
	if id != 1 {
		return w.errorf(KindUnsupported, d, "s_setreg of hardware register %d is not modelled", id)
	}
	mask := uint32(1)<<size - 1
	v := w.modeReg()&^(mask<<off) | (uint32(val)&mask)<<off
	if v&0xf != w.modeReg()&0xf {
		return w.errorf(KindUnsupported, d, "rounding modes other than round-to-nearest-even are not modelled")
	}
	d32, d16 := int(v>>4&3), int(v>>6&3)
	w.mode.flushIn32, w.mode.flushOut32 = d32 == 0 || d32 == 2, d32 == 0 || d32 == 1
	w.mode.flushIn16, w.mode.flushOut16 = d16 == 0 || d16 == 2, d16 == 0 || d16 == 1
	w.mode.dx10Clamp, w.mode.ieee = v>>8&1 != 0, v>>9&1 != 0
	w.csp = uint8(v >> 29)
	return nil
}

// smemFactory runs scalar memory loads.
// Not inlined into semanticsFor (see globalDwords).
//
//go:noinline
func smemFactory(name string, n int, buffer bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		imm := smemImm(in)
		return func(w *wave, d *dinst) error {
			addr, off, limit := w.smemAddr(d, buffer, imm)
			r := d.ops[0].code
			for k := 0; k < n; k++ {
				a := addr + uint64(4*k)
				if buffer && off+uint64(4*k)+4 > limit {
					w.s[int(r)+k] = 0
					continue
				}
				b, ok := w.mem.slice(a, 4)
				if !ok {
					return w.laneErr(KindFault, d, -1, a, "scalar load from %#x: %s", a, w.mem.describe(a))
				}
				w.s[int(r)+k] = load32(b)
			}
			return nil
		}, nil
	}
}

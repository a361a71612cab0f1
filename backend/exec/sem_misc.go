package exec

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"sync"

	"hlslc/backend/gfx9"
)

// miscOps holds the semantics of rarely used instructions that fit none of
// the per-class tables.
var miscOps = withSrc2(map[string]factory{
	// Byte SADs over a sliding window (ISA manual, VOP3): S0 is an 8-byte
	// array, S1 the 4-byte reference, S2 the accumulators.
	"v_msad_u8":         sadFactory(sadMasked, 1),
	"v_qsad_pk_u16_u8":  sadFactory(sadQuad, 2),
	"v_mqsad_pk_u16_u8": sadFactory(sadQuadMasked, 2),
	"v_mqsad_u32_u8":    sadFactory(sadQuadMasked32, 4),

	// Invalidating the CU's vector L1 cache: the executor's memory has no
	// caches, so it changes nothing here; the store-visibility checker
	// (visibility.go) looks at the loads it must come after. It counts on
	// vmcnt as a vector memory instruction.
	"buffer_wbinvl1":     nothing,
	"buffer_wbinvl1_vol": nothing,

	// Conditional debug branches: taken when the debugger's condition bits
	// are set. A dispatch here runs without a debugger, so both the system
	// and the user condition are clear and the branches fall through.
	"s_cbranch_cdbgsys":          nothing,
	"s_cbranch_cdbguser":         nothing,
	"s_cbranch_cdbgsys_or_user":  nothing,
	"s_cbranch_cdbgsys_and_user": nothing,

	// s_sethalt 1 halts the wave and s_setkill 1 asks for it to be killed:
	// the dispatch would not complete, so both end it with a precise
	// error. With bit 0 clear they leave a running wave as it is.
	"s_sethalt": haltFactory("s_sethalt %d: the wave halted"),
	"s_setkill": haltFactory("s_setkill %d: the wave asked to be killed"),
	// A halt after a message, and the instructions that only make sense in
	// a trap handler or a pixel shader.
	"s_sendmsghalt":            stopFactory("s_sendmsghalt: the wave sent a message and halted"),
	"s_rfe_b64":                stopFactory("s_rfe_b64: return from exception outside a trap handler"),
	"s_rfe_restore_b64":        stopFactory("s_rfe_restore_b64: return from exception outside a trap handler"),
	"s_endpgm_saved":           stopFactory("s_endpgm_saved: ends a wave saved by the context-switch trap handler, which a compute dispatch here never runs"),
	"s_endpgm_ordered_ps_done": stopFactory("s_endpgm_ordered_ps_done: a pixel-shader end of program in a compute kernel"),

	// VGPR indexing (ISA manual): s_set_gpr_idx_on sets MODE.gpr_idx_en,
	// M0[7:0] = S0[7:0] (the index) and M0[15:12] = the immediate's low
	// four bits (which of src0, src1, src2 and vdst are relative);
	// s_set_gpr_idx_off clears the enable; _mode and _idx replace the
	// mode bits and the index. The rest of M0 is kept.
	"s_set_gpr_idx_on": simple(func(w *wave, d *dinst) error {
		m0 := w.s[gfx9.CodeM0]
		w.s[gfx9.CodeM0] = m0&^0xf0ff | uint32(w.scalar(&d.ops[0]))&0xff | uint32(d.ops[1].val)&0xf<<12
		w.gprIdx = true
		return nil
	}),
	"s_set_gpr_idx_off": simple(func(w *wave, d *dinst) error {
		w.gprIdx = false
		return nil
	}),
	"s_set_gpr_idx_mode": simple(func(w *wave, d *dinst) error {
		w.s[gfx9.CodeM0] = w.s[gfx9.CodeM0]&^0xf000 | uint32(d.ops[0].val)&0xf<<12
		return nil
	}),
	"s_set_gpr_idx_idx": simple(func(w *wave, d *dinst) error {
		w.s[gfx9.CodeM0] = w.s[gfx9.CodeM0]&^0xff | uint32(w.scalar(&d.ops[0]))&0xff
		return nil
	}),

	// Two write-exchanges: with A the lane's address and n the element
	// size, the old elements at A + offset0*n*S and A + offset1*n*S (S =
	// 64 for st64, else 1) return in VDST and data0, data1 replace them.
	"ds_wrxchg2_rtn_b32":     wrxchg2Factory(4, 1),
	"ds_wrxchg2_rtn_b64":     wrxchg2Factory(8, 1),
	"ds_wrxchg2st64_rtn_b32": wrxchg2Factory(4, 64),
	"ds_wrxchg2st64_rtn_b64": wrxchg2Factory(8, 64),

	"v_trig_preop_f64": trigPreop,

	// s_setvskip: VSKIP = S0[S1[4:0]]. With VSKIP set the wave skips
	// vector instructions, which is not modelled: setting it is a precise
	// error, clearing it leaves the (never set) mode as it is.
	"s_setvskip": simple(func(w *wave, d *dinst) error {
		if bit := w.scalar(&d.ops[0]) >> (w.scalar(&d.ops[1]) & 31) & 1; bit != 0 {
			return w.errorf(KindUnsupported, d, "s_setvskip: the vector-skip mode is not modelled")
		}
		return nil
	}),

	// ds_append/ds_consume add/subtract the number of active lanes to
	// the LDS dword at the instruction offset and return the value before
	// to every active lane. Whether M0 adds a base address for LDS is
	// where sources differ (LLVM puts the pointer in M0, AMD's later
	// manuals use the offset alone); with M0 = 0 both agree, any other M0
	// is a precise error.
	"ds_append":  appendFactory(1),
	"ds_consume": appendFactory(-1),

	// Fork and join on the SGPR branch stack (ISA manual): entry CSP is
	// s[4*CSP : 4*CSP+3], the other path's EXEC mask in the low two and
	// its byte address in the high two.
	"s_cbranch_i_fork": simple(func(w *wave, d *dinst) error {
		return w.fork(d, w.scalar(&d.ops[0]), w.prog.Object.TextAddr+uint64(d.next+int(int16(d.ops[1].val)))*4)
	}),
	"s_cbranch_g_fork": simple(func(w *wave, d *dinst) error {
		return w.fork(d, w.scalar(&d.ops[0]), w.scalar(&d.ops[1]))
	}),
	"s_cbranch_join": simple(func(w *wave, d *dinst) error {
		if uint32(w.csp) == uint32(w.scalar(&d.ops[0])) {
			return nil // the second arrival: go on
		}
		w.csp = (w.csp - 1) & 7
		i := int(w.csp) * 4
		if err := w.stackEntry(d, i); err != nil {
			return err
		}
		w.setExec(uint64(w.s[i]) | uint64(w.s[i+1])<<32)
		return w.jumpAbs(d, uint64(w.s[i+2])|uint64(w.s[i+3])<<32)
	}),

	"ds_nop": nothing,
	// LDS at M0[15:0] + offset + 4 * lane id.
	"ds_read_addtid_b32":  addtidFactory(true),
	"ds_write_addtid_b32": addtidFactory(false),
	"ds_condxchg32_rtn_b64": func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		dstK, addrK, dataK := opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0)
		off := uint32(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			dr, ar, sr := int(d.ops[dstK].code), int(d.ops[addrK].code), int(d.ops[dataK].code)
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				// Two dwords at an 8-byte-aligned address; each is
				// replaced by its data dword (bit 31 cleared) when
				// that dword's bit 31 is set. The old values return.
				a := (w.v[ar*64+l] + off) & 0xfff8
				data := [2]uint32{w.v[sr*64+l], w.v[(sr+1)*64+l]}
				var old [2]uint32
				for k := range 2 {
					b, err := w.ldsAtomicSlice(d, l, uint64(a)+uint64(4*k), 4)
					if err != nil {
						return err
					}
					old[k] = uint32(getN(b, 4))
					if data[k]>>31 != 0 {
						putN(b, 4, uint64(data[k]&0x7fffffff))
					}
				}
				w.v[dr*64+l], w.v[(dr+1)*64+l] = old[0], old[1]
			}
			return nil
		}, nil
	},
})

// withSrc2 adds ds_OP_src2_TYPE: LDS[A] = OP(LDS[A], LDS[B]) for each
// active lane.
func withSrc2(m map[string]factory) map[string]factory {
	for _, op := range []string{"add", "sub", "rsub", "inc", "dec", "min", "max", "and", "or", "xor", "write"} {
		for _, typ := range []string{"u32", "i32", "b32", "f32", "u64", "i64", "b64", "f64"} {
			name := "ds_" + op + "_src2_" + typ
			if gfx9.Lookup(name) == nil {
				continue
			}
			m[name] = src2Factory(op, typ)
		}
	}
	return m
}

// SAD kinds.
const (
	sadMasked = iota
	sadQuad
	sadQuadMasked
	sadQuadMasked32
)

// sadU8 is v_sad_u8 (mask false) or v_msad_u8 (mask true): the sum of the
// absolute differences of the bytes of a and ref, plus acc; v_msad_u8
// leaves out the bytes whose reference byte is zero. The sum wraps at 32
// bits.
func sadU8(a, ref, acc uint32, mask bool) uint32 {
	s := acc
	for i := 0; i < 32; i += 8 {
		x, y := a>>i&0xff, ref>>i&0xff
		if mask && y == 0 {
			continue
		}
		if x > y {
			s += x - y
		} else {
			s += y - x
		}
	}
	return s
}

// sadFactory runs the VOP3 SAD family. Each lane reads S0 as 64 bits, S1
// as 32 and S2 as dwords dwords, and writes dwords dwords.
func sadFactory(kind, dwords int) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.Clamp {
			return nil, errUnsupportedMod("clamp")
		}
		dstK, s0K, s1K, s2K := opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldSrc0), opIndex(in, gfx9.FieldSrc1), opIndex(in, gfx9.FieldSrc2)
		if dstK < 0 || s0K < 0 || s1K < 0 || s2K < 0 {
			return nil, fmt.Errorf("unexpected operands")
		}
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			o0, o1, o2 := &d.ops[s0K], &d.ops[s1K], &d.ops[s2K]
			dr := int(d.ops[dstK].code)
			// the results go to a scratch copy first: the sources may
			// overlap the destination
			var res [4][64]uint32
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				s0 := uint64(w.laneWord(o0, 0, l)) | uint64(w.laneWord(o0, 1, l))<<32
				ref := w.laneWord(o1, 0, l)
				win := func(k int) uint32 { return uint32(s0 >> (8 * k)) } // S0[8k+31:8k]
				switch kind {
				case sadMasked:
					res[0][l] = sadU8(w.laneWord(o0, 0, l), ref, w.laneWord(o2, 0, l), true)
				case sadQuad, sadQuadMasked:
					acc := uint64(w.laneWord(o2, 0, l)) | uint64(w.laneWord(o2, 1, l))<<32
					var r uint64
					for k := 0; k < 4; k++ {
						r |= uint64(sadU8(win(k), ref, uint32(acc>>(16*k)&0xffff), kind == sadQuadMasked)&0xffff) << (16 * k)
					}
					res[0][l], res[1][l] = uint32(r), uint32(r>>32)
				case sadQuadMasked32:
					for k := 0; k < 4; k++ {
						res[k][l] = sadU8(win(k), ref, w.laneWord(o2, k, l), true)
					}
				}
			}
			for k := 0; k < dwords; k++ {
				store((*[64]uint32)(w.v[(dr+k)*64:]), &res[k], exec)
			}
			return nil
		}, nil
	}
}

// laneWord is dword part of a VALU source in lane l: a VGPR's lane, an
// SGPR (pair), or a constant (sign- or zero-extended as its operand reads
// it).
func (w *wave) laneWord(o *opnd, part, l int) uint32 {
	if o.kind == okVGPR {
		return w.v[(int(o.code)+part)*64+l]
	}
	if o.kind == okSGPR {
		if part < int(o.count) || part == 0 {
			return w.s[int(o.code)+part]
		}
		return 0
	}
	return uint32(w.scalar(o) >> (32 * min(part, 1)))
}

// haltFactory ends the dispatch with a precise error when bit 0 of the
// immediate is set, and does nothing otherwise.
func haltFactory(msg string) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		return func(w *wave, d *dinst) error {
			if d.ops[0].val&1 == 0 {
				return nil
			}
			return w.errorf(KindFault, d, msg, d.ops[0].val)
		}, nil
	}
}

// stopFactory ends the dispatch with a precise error.
func stopFactory(msg string) factory {
	return simple(func(w *wave, d *dinst) error { return w.errorf(KindFault, d, "%s", msg) })
}

// addtidFactory runs ds_read_addtid_b32 and ds_write_addtid_b32: lane l
// accesses the dword at M0[15:0] + offset + 4*l.
func addtidFactory(load bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		k := opIndex(in, gfx9.FieldData0)
		if load {
			k = opIndex(in, gfx9.FieldVDst)
		}
		off := uint64(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			base := uint64(w.s[gfx9.CodeM0]&0xffff) + off
			r := int(d.ops[k].code)
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				b, err := w.ldsSlice(d, l, base+uint64(4*l), 4)
				if err != nil {
					return err
				}
				if load {
					w.v[r*64+l] = uint32(getN(b, 4))
				} else {
					putN(b, 4, uint64(w.v[r*64+l]))
				}
			}
			return nil
		}, nil
	}
}

// src2Factory runs ds_OP_src2_TYPE (ISA manual): with A the lane's
// address, B = A + 4*V where V is the 16-bit value {offset[14],
// offset[14:0]}; LDS[A] = OP(LDS[A], LDS[B]) (ds_write_src2: LDS[A] =
// LDS[B]). The lanes run in order, each atomically. A V with its top bit
// set (a negative stride, whose extension the manual leaves open) and the
// form that takes V from A's high bits (offset bit 15) are precise errors.
func src2Factory(op, typ string) factory {
	size := 4
	if typ[1:] == "64" {
		size = 8
	}
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		var f func(old, src, cmp uint64, size int) uint64
		switch {
		case op == "write":
			f = func(old, src, cmp uint64, size int) uint64 { return src }
		case op == "min" || op == "max":
			key := op
			switch typ[0] {
			case 'i':
				key = "s" + op
			case 'u':
				key = "u" + op
			case 'f':
				key = op + "_" + typ
			}
			f = atomicOps[key]
		case typ[0] == 'f':
			f = atomicOps[op+"_"+typ]
		default:
			f = atomicOps[op]
		}
		if f == nil {
			return nil, fmt.Errorf("no operation %s for %s", op, typ)
		}
		addrK := opIndex(in, gfx9.FieldAddr)
		off := uint32(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			ar := int(d.ops[addrK].code)
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				a := w.v[ar*64+l]
				if off&0x8000 != 0 {
					// the stride in A's high bits: which low bits of A
					// then address LDS is not stated
					return w.laneErr(KindUnsupported, d, l, uint64(a), "src2 with the stride taken from the address (offset bit 15) is not modelled")
				}
				v := off>>14&1<<15 | off&0x7fff
				if v&0x8000 != 0 {
					return w.laneErr(KindUnsupported, d, l, uint64(a), "a src2 stride with its top bit set (%#x) is not modelled", v)
				}
				b := a + 4*v
				pa, err := w.ldsAtomicSlice(d, l, uint64(a), size)
				if err != nil {
					return err
				}
				pb, err := w.ldsAtomicSlice(d, l, uint64(b), size)
				if err != nil {
					return err
				}
				nv := f(getN(pa, size), getN(pb, size), 0, size)
				if size == 4 {
					nv &= 0xffffffff
				}
				putN(pa, size, nv)
			}
			return nil
		}, nil
	}
}

// indexed returns VALU instruction d with VGPR indexing applied: each VGPR
// operand in a field that M0[15:12] selects (bit 0 src0, 1 src1, 2 src2,
// 3 vdst) moves up by M0[7:0] registers. The result is prepared like any
// decoded instruction (semantics, fast path, waitcnt and hazard register
// sets, allocation check), so every check sees the registers really used;
// it is cached per wave by pc, mode and index.
func (w *wave) indexed(d *dinst) *dinst {
	m0 := w.s[gfx9.CodeM0]
	idx, mode := uint16(m0&0xff), m0>>12&0xf
	if idx == 0 || mode == 0 {
		return d
	}
	key := d.pc<<16 | uint64(mode)<<8 | uint64(idx)
	if nd, ok := w.idxCache[key]; ok {
		return nd
	}
	in := d.in
	in.Ops = append([]gfx9.Value(nil), d.in.Ops...)
	beyond := ""
	for k, op := range in.Form.Operands {
		var bit uint32
		switch op.Field {
		case gfx9.FieldSrc0:
			bit = 1
		case gfx9.FieldSrc1:
			bit = 2
		case gfx9.FieldSrc2:
			bit = 4
		case gfx9.FieldVDst:
			bit = 8
		}
		v := &in.Ops[k]
		if mode&bit == 0 || v.Kind != gfx9.ValReg || v.Code < gfx9.CodeVGPR0 {
			continue
		}
		n := int(v.Code-gfx9.CodeVGPR0) + int(idx)
		if n+int(max(v.Count, 1)) > 256 {
			beyond = fmt.Sprintf("VGPR indexing (M0 index %d) moves %s operand v%d to v%d, beyond v255", idx, op.Field, v.Code-gfx9.CodeVGPR0, n)
			continue
		}
		v.Code += uint32(idx)
	}
	nd := &dinst{in: in, pc: d.pc, size: d.size, next: d.next}
	if beyond != "" {
		nd.errBeforeRun = beyond
		nd.run = d.run
		nd.class = d.class
	} else {
		w.prog.prepare(nd)
	}
	if w.idxCache == nil {
		w.idxCache = map[uint64]*dinst{}
	}
	w.idxCache[key] = nd
	return nd
}

// wrxchg2Factory runs ds_wrxchg2[st64]_rtn_b32/b64, lane by lane, the
// first offset before the second.
func wrxchg2Factory(size int, stride uint64) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		dstK, addrK := opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldAddr)
		dataK := [2]int{opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldData1)}
		offs := [2]uint64{uint64(in.Mods.Offset0) * uint64(size) * stride, uint64(in.Mods.Offset1) * uint64(size) * stride}
		nd := size / 4
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			ar, dr := int(d.ops[addrK].code), int(d.ops[dstK].code)
			var old [4][64]uint32
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				a := uint64(w.v[ar*64+l])
				for k := range 2 {
					b, err := w.ldsAtomicSlice(d, l, a+offs[k], size)
					if err != nil {
						return err
					}
					sr := int(d.ops[dataK[k]].code)
					for j := 0; j < nd; j++ {
						old[k*nd+j][l] = uint32(getN(b[4*j:], 4))
						putN(b[4*j:], 4, uint64(w.v[(sr+j)*64+l]))
					}
				}
			}
			for j := 0; j < 2*nd; j++ {
				store((*[64]uint32)(w.v[(dr+j)*64:]), &old[j], exec)
			}
			return nil
		}, nil
	}
}

// twoOverPi is floor(2/π · 2^1201): the 1201 fraction bits of 2/π that
// v_trig_preop_f64 reads, bit 1200 being the 2^-1 bit. It is computed
// (Machin's formula, π = 16 atan(1/5) - 4 atan(1/239)) rather than
// tabulated.
var twoOverPi = sync.OnceValue(func() *big.Int {
	const prec = 1300
	atanInv := func(x int64) *big.Float {
		// atan(1/x) = sum (-1)^k / ((2k+1) x^(2k+1))
		sum := new(big.Float).SetPrec(prec)
		pow := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), big.NewFloat(float64(x)).SetPrec(prec))
		x2 := new(big.Float).SetPrec(prec).SetInt64(x * x)
		eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -prec)
		for k := int64(0); pow.Cmp(eps) > 0; k++ {
			t := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
			if k%2 == 0 {
				sum.Add(sum, t)
			} else {
				sum.Sub(sum, t)
			}
			pow.Quo(pow, x2)
		}
		return sum
	}
	pi := new(big.Float).SetPrec(prec).Mul(big.NewFloat(16).SetPrec(prec), atanInv(5))
	pi.Sub(pi, new(big.Float).SetPrec(prec).Mul(big.NewFloat(4).SetPrec(prec), atanInv(239)))
	r := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2).SetPrec(prec), pi)
	r.SetMantExp(r, 1201)
	n, _ := r.Int(nil)
	return n
})

// trigPreop is v_trig_preop_f64 (ISA manual): with E the biased exponent
// of S0 and shift = 53*S1[4:0] (+ E-1077 when E > 1077), the result is the
// 53 bits of 2/π from bit 1200-shift down, scaled by 2^(-53-shift) (and
// 2^128 more when E >= 1968), rounded as ldexp rounds. For shift > 1119
// the sources disagree (the manual's window stays inside the 1201 bits up
// to 1148; LLVM's constant folding, citing hardware, returns 0 from 1120
// on), so that is a precise error.
var trigPreop = func() factory {
	lane := valuFactory(op2(func(a, b uint64) uint64 {
		e := int(a >> 52 & 0x7ff)
		shift := int(b&31) * 53
		if e > 1077 {
			shift += e - 1077
		}
		w := new(big.Int).Rsh(twoOverPi(), uint(1148-shift))
		m := w.Uint64() & (1<<53 - 1)
		scale := -53 - shift
		if e >= 1968 {
			scale += 128
		}
		return math.Float64bits(math.Ldexp(float64(m), scale))
	}))
	return func(in *gfx9.Instr) (execFn, error) {
		run, err := lane(in)
		if err != nil {
			return nil, err
		}
		s0K, s1K := opIndex(in, gfx9.FieldSrc0), opIndex(in, gfx9.FieldSrc1)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				// abs and neg leave the exponent as it is
				e := int(w.laneWord(&d.ops[s0K], 1, l) >> 20 & 0x7ff)
				shift := int(w.laneWord(&d.ops[s1K], 0, l)&31) * 53
				if e > 1077 {
					shift += e - 1077
				}
				if shift > 1119 {
					return w.laneErr(KindUnsupported, d, l, 0, "v_trig_preop_f64: segment %d of an input with exponent %d reads the last bits of 2/pi, where the manual and LLVM disagree: not modelled", w.laneWord(&d.ops[s1K], 0, l)&31, e-1023)
				}
			}
			return run(w, d)
		}, nil
	}
}()

// appendFactory runs ds_append (sign 1) and ds_consume (sign -1).
func appendFactory(sign int32) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		dstK := opIndex(in, gfx9.FieldVDst)
		off := uint64(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			if m0 := w.s[gfx9.CodeM0]; m0 != 0 {
				return w.errorf(KindUnsupported, d, "%s with M0 = %#x: whether M0 adds to the LDS address is not settled, so only M0 = 0 is modelled", d.in.Inst.Name, m0)
			}
			if off%4 != 0 {
				return w.errorf(KindUnsupported, d, "%s at the unaligned offset %d is not modelled", d.in.Inst.Name, off)
			}
			exec := w.exec()
			b, err := w.ldsAtomicSlice(d, -1, off, 4)
			if err != nil {
				return err
			}
			old := uint32(getN(b, 4))
			putN(b, 4, uint64(old+uint32(sign*int32(bits.OnesCount64(exec)))))
			r := int(d.ops[dstK].code)
			for l := 0; l < 64; l++ {
				if exec>>l&1 != 0 {
					w.v[r*64+l] = old
				}
			}
			return nil
		}, nil
	}
}

// fork is s_cbranch_i_fork and s_cbranch_g_fork: the lanes of EXEC split by
// mask; when both sides have lanes, the side with fewer runs first and
// the other goes on the branch stack.
func (w *wave) fork(d *dinst, mask, target uint64) error {
	exec := w.exec()
	pass, fail := mask&exec, ^mask&exec
	next := w.prog.Object.TextAddr + uint64(d.next)*4
	switch {
	case pass == exec:
		return w.jumpAbs(d, target)
	case fail == exec:
		return nil
	}
	i := int(w.csp) * 4
	if err := w.stackEntry(d, i); err != nil {
		return err
	}
	push := func(m, addr uint64) {
		w.s[i], w.s[i+1], w.s[i+2], w.s[i+3] = uint32(m), uint32(m>>32), uint32(addr), uint32(addr>>32)
		w.csp = (w.csp + 1) & 7
	}
	if bits.OnesCount64(fail) < bits.OnesCount64(pass) {
		w.setExec(fail)
		push(pass, target)
		return nil
	}
	w.setExec(pass)
	push(fail, next)
	return w.jumpAbs(d, target)
}

// stackEntry checks that the branch-stack entry at s[i:i+3] lies in the
// kernel's SGPR allocation.
func (w *wave) stackEntry(d *dinst, i int) error {
	if i+4 > w.prog.nsgpr {
		return w.errorf(KindRegister, d, "the branch stack entry s[%d:%d] (CSP %d) is beyond the kernel's %d SGPRs", i, i+3, i/4, w.prog.nsgpr)
	}
	return nil
}

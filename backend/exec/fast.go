package exec

import (
	"math"
	"math/bits"

	"hlslc/backend/gfx9"
)

// The whole-wave fast path. Most VALU instructions a compiler emits are
// 32-bit operations without modifiers, SDWA or DPP. For those, the
// instruction's executor is one loop over the 64 lanes with the operation
// inlined: constant sources are broadcast once when the program is loaded,
// SGPR sources are broadcast per execution, and with EXEC all ones the loop
// writes the destination directly (otherwise it computes into scratch and
// merges under EXEC). The results are bit-identical to the per-lane path of
// valuFactory (the same formulas); fast_test.go checks that on random
// inputs for every operation here.

// vop computes 64 lanes of an elementwise operation.
type vop func(d, a, b, c *[64]uint32)

// fastOp is a whole-wave operation with the sources it reads. fp is set
// when the result depends on the denormal mode (float sources or results
// that can be denormal): under a mode that flushes 32-bit denormals the
// fast path flushes the f32 sources before and the f32 result after, as
// the per-lane path does.
type fastOp struct {
	f  vop
	fp bool
	// ieee: the operation computes the IEEE-mode result; with MODE.IEEE
	// clear the per-lane path runs.
	ieee bool
}

func ff(x uint32) float64 { return float64(math.Float32frombits(x)) }
func fb(x float64) uint32 { return math.Float32bits(float32(x)) }
func sx24(x uint32) int64 { return int64(int32(x<<8) >> 8) }
func bfeU(a, b, c uint32) uint32 {
	off, w := b&31, c&31
	if w == 0 {
		return 0
	}
	return a >> off & (1<<w - 1)
}

// fastOps are the whole-wave operations that compute each lane from that
// lane of their sources: generated into fast_gen.go (unrolled loops) from
// the table of internal/fastgen.
//
//go:generate go run ./internal/fastgen -o fast_gen.go
var fastOps = vectorized(laneOps)

// flushLanes returns the lanes of x with f32 denormals made zeros of their
// sign (in buf) when f32 is set, else x.
func flushLanes(x, buf *[64]uint32, f32 bool) *[64]uint32 {
	if !f32 {
		return x
	}
	for l, v := range x {
		buf[l] = uint32(flush32(uint64(v)))
	}
	return buf
}

// bfeI is v_bfe_i32's signed bit-field extract.
func bfeI(a, b, c uint32) uint32 {
	w := c & 31
	if w == 0 {
		return 0
	}
	s := 32 - w
	return uint32(int32(a>>(b&31)<<s) >> s)
}

// minMaxIEEE32 is v_min/v_max_f32 in IEEE mode (see ieeeMinMax).
func minMaxIEEE32(a, b uint32, f func(x, y float64) float64) uint32 {
	if a&0x7fc00000 == 0x7f800000 && a&0x3fffff != 0 {
		return a | 0x400000
	}
	if b&0x7fc00000 == 0x7f800000 && b&0x3fffff != 0 {
		return b | 0x400000
	}
	return fb(f(ff(a), ff(b)))
}

// fmaLane is v_fma_f32 on one lane: the product of two f32 values is
// exact in float64, so a*b+c rounded to float64 is one multiply and one
// add, and rounding that to f32 is the correctly rounded FMA unless it
// lands exactly on an f32 midpoint (the only place where rounding twice
// differs from rounding once: the exact sum is within half a float64 ulp
// of the float64 result, on the same side of every f32 midpoint that is
// not that result), lies in the f32 denormal range (not zero), or is out
// of the f32 range or not finite (NaN operands: see nanOf). Those take
// fmaSlow.
func fmaLane(a, b, c uint32) uint32 {
	p := ff(a) * ff(b)
	s := p + ff(c)
	if u := math.Float64bits(s); u&0x1fffffff == 0x10000000 || u&0x7ff0000000000000-(1023-126)<<52 >= (128+126)<<52 && u<<1 != 0 {
		return fmaSlow(a, b, c, p, s)
	}
	return math.Float32bits(float32(s))
}

func fmaSlow(a, b, c uint32, p, s float64) uint32 {
	if s != s {
		return nanResult(s, a, b, c)
	}
	return math.Float32bits(float32(roundOdd(p, ff(c), s)))
}

// carryOp computes 64 lanes of an operation with a lane mask in (carry-in or
// select) and out (carry-out); the caller masks the result with EXEC.
type carryOp func(d, a, b *[64]uint32, in uint64) uint64

// carryOps are the whole-wave operations with a lane mask in and out
// (vectorized on amd64: fast_amd64.go).
var carryOps = vectorizedCarry(laneCarryOps)

var laneCarryOps = map[string]carryOp{
	"v_add_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Add32(a[l], b[l], 0)
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_sub_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Sub32(a[l], b[l], 0)
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_subrev_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Sub32(b[l], a[l], 0)
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_addc_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Add32(a[l], b[l], uint32(in>>l&1))
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_subb_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Sub32(a[l], b[l], uint32(in>>l&1))
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_subbrev_co_u32": func(dp, ap, bp *[64]uint32, in uint64) (out uint64) {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			s, c := bits.Sub32(b[l], a[l], uint32(in>>l&1))
			d[l] = s
			out |= uint64(c) << l
		}
		return out
	},
	"v_cndmask_b32": func(dp, ap, bp *[64]uint32, in uint64) uint64 {
		d, a, b := dp[:], ap[:], bp[:]
		for l := range d {
			m := -(uint32(in>>l) & 1)
			d[l] = a[l]&^m | b[l]&m
		}
		return 0
	},
}

// Compare predicates as sets of outcomes: bit 0 less, 1 equal, 2 greater,
// 3 unordered. The VOPC opcode order of the predicates is this encoding.
const (
	cmpLT = 1 << iota
	cmpEQ
	cmpGT
	cmpUN
)

var intPreds = map[string]uint8{"f": 0, "lt": cmpLT, "eq": cmpEQ, "le": cmpLT | cmpEQ, "gt": cmpGT, "ne": cmpLT | cmpGT, "ge": cmpGT | cmpEQ, "t": cmpLT | cmpEQ | cmpGT}

var floatPreds = map[string]uint8{"f": 0, "lt": cmpLT, "eq": cmpEQ, "le": cmpLT | cmpEQ, "gt": cmpGT, "lg": cmpLT | cmpGT, "ge": cmpGT | cmpEQ,
	"o": cmpLT | cmpEQ | cmpGT, "u": cmpUN, "nge": cmpLT | cmpUN, "nlg": cmpEQ | cmpUN, "ngt": cmpLT | cmpEQ | cmpUN, "nle": cmpGT | cmpUN,
	"neq": cmpLT | cmpGT | cmpUN, "nlt": cmpEQ | cmpGT | cmpUN, "tru": 15}

// cmpU32 evaluates an unsigned predicate on 64 lanes.
func cmpU32(p uint8, ap, bp *[64]uint32) (m uint64) {
	a, b := ap[:], bp[:]
	switch p {
	case cmpLT:
		for l := range a {
			if a[l] < b[l] {
				m |= 1 << l
			}
		}
	case cmpEQ:
		for l := range a {
			if a[l] == b[l] {
				m |= 1 << l
			}
		}
	case cmpLT | cmpEQ:
		for l := range a {
			if a[l] <= b[l] {
				m |= 1 << l
			}
		}
	case cmpGT:
		for l := range a {
			if a[l] > b[l] {
				m |= 1 << l
			}
		}
	case cmpLT | cmpGT:
		for l := range a {
			if a[l] != b[l] {
				m |= 1 << l
			}
		}
	case cmpGT | cmpEQ:
		for l := range a {
			if a[l] >= b[l] {
				m |= 1 << l
			}
		}
	case cmpLT | cmpEQ | cmpGT:
		m = ^uint64(0)
	}
	return m
}

// cmpByMasks evaluates an integer predicate from vector compares: gt the
// lanes with a > b (in the predicate's order), eq those with a == b.
func cmpByMasks(p uint8, gt, eq func(a, b *[64]uint32) uint64, a, b *[64]uint32) uint64 {
	switch p {
	case cmpLT:
		return gt(b, a)
	case cmpEQ:
		return eq(a, b)
	case cmpLT | cmpEQ:
		return ^gt(a, b)
	case cmpGT:
		return gt(a, b)
	case cmpLT | cmpGT:
		return ^eq(a, b)
	case cmpGT | cmpEQ:
		return ^gt(b, a)
	case cmpLT | cmpEQ | cmpGT:
		return ^uint64(0)
	}
	return 0
}

// cmpI32 evaluates a signed predicate: flipping the sign bits maps signed
// order onto unsigned order.
func cmpI32(p uint8, a, b *[64]uint32, t *[2][64]uint32) uint64 {
	for l := range a {
		t[0][l] = a[l] ^ 0x80000000
		t[1][l] = b[l] ^ 0x80000000
	}
	return cmpU32(p, &t[0], &t[1])
}

// cmpF32 evaluates a float predicate from the less/equal/greater masks.
func cmpF32(p uint8, ap, bp *[64]uint32) uint64 {
	a, b := ap[:], bp[:]
	var lt, eq, gt uint64
	for l := range a {
		x, y := ff(a[l]), ff(b[l])
		if x < y {
			lt |= 1 << l
		}
		if x == y {
			eq |= 1 << l
		}
		if x > y {
			gt |= 1 << l
		}
	}
	un := ^(lt | eq | gt)
	var m uint64
	if p&cmpLT != 0 {
		m |= lt
	}
	if p&cmpEQ != 0 {
		m |= eq
	}
	if p&cmpGT != 0 {
		m |= gt
	}
	if p&cmpUN != 0 {
		m |= un
	}
	return m
}

// fastSrc is a VALU source of the fast path, resolved when the program is
// loaded: a constant (bcast), a VGPR row (row ≥ 0), one SGPR (sgpr ≥ 0), or
// another scalar operand read through the instruction's operand k.
type fastSrc struct {
	k     int // operand index
	bcast *[64]uint32
	row   int // VGPR: the row's offset in wave.v
	sgpr  int // an SGPR's code
}

// newFastSrc resolves operand k of an instruction (k < 0: no operand,
// zeros).
func newFastSrc(in *gfx9.Instr, k int, zero *[64]uint32) fastSrc {
	s := fastSrc{k: k, row: -1, sgpr: -1}
	if k < 0 {
		s.bcast = zero
		return s
	}
	switch o := makeOpnd(in, k); {
	case o.kind == okConst:
		b := new([64]uint32)
		for l := range b {
			b[l] = uint32(o.val)
		}
		s.bcast = b
	case o.kind == okVGPR:
		s.row = int(o.code) * 64
	case o.kind == okSGPR && o.count <= 1:
		s.sgpr = int(o.code)
	}
	return s
}

// src returns the 64 lanes of a fast-path source. Scalar sources are
// broadcast into a small cache keyed by register code and value, so a loop
// that reads the same SGPR every iteration broadcasts it once. An entry
// holds its value in every lane whatever the wave, so the cache survives
// wave resets.
//
// The VGPR case is small enough to be inlined into the executors; the
// others are in srcScalar.
func (w *wave) src(s *fastSrc, d *dinst, t int) *[64]uint32 {
	if s.row >= 0 {
		return (*[64]uint32)(w.v[s.row:])
	}
	return w.srcScalar(s, d, t)
}

func (w *wave) srcScalar(s *fastSrc, d *dinst, t int) *[64]uint32 {
	if s.bcast != nil {
		return s.bcast
	}
	var x uint32
	var key uint32
	if s.sgpr >= 0 {
		x, key = w.s[s.sgpr], uint32(okSGPR)<<16|uint32(s.sgpr)+1
	} else {
		o := &d.ops[s.k]
		x, key = uint32(w.scalar(o)), uint32(o.kind)<<16|uint32(o.code)+1
	}
	e := &w.bc[(int(key)+t)&(len(w.bc)-1)]
	if e.key != key || e.val != x {
		e.key, e.val = key, x
		fill(&e.lanes, x)
	}
	return &e.lanes
}

// fillGo writes x into every lane of dst.
func fillGo(dst *[64]uint32, x uint32) {
	for i := range dst {
		dst[i] = x
	}
}

// bcEntry is a scalar broadcast to 64 lanes.
type bcEntry struct {
	key, val uint32
	lanes    [64]uint32
}

// store writes a whole-wave result: directly with all lanes enabled,
// otherwise merged under exec.
func store(dst, r *[64]uint32, exec uint64) {
	if exec == ^uint64(0) {
		*dst = *r
		return
	}
	storeMerged(dst, r, exec)
}

// storeMergedGo is storeMerged's Go loop.
func storeMergedGo(dst, r *[64]uint32, exec uint64) {
	for l := range dst {
		m := -(uint32(exec>>l) & 1)
		dst[l] = dst[l]&^m | r[l]&m
	}
}

// fastFactory returns the whole-wave executor of an unmodified 32-bit VALU
// instruction, or nil when the operation has none. slow is the per-lane
// executor, used when the float mode flushes denormals.
func fastFactory(in *gfx9.Instr, sh *valuShape, slow execFn) execFn {
	name := in.Inst.Name
	var srcs [3]fastSrc
	zero := new([64]uint32)
	for i := range srcs {
		srcs[i] = newFastSrc(in, sh.src[i], zero)
	}
	if op, ok := fastOps[name]; ok && sh.dst >= 0 && sh.sdst < 0 && sh.maskIn < 0 && !sh.implicitV {
		f, fp, ieee := op.f, op.fp, op.ieee
		// the destination is a VGPR: its row, resolved now
		dst := int(makeOpnd(in, sh.dst).code) * 64
		// which sources and whether the result are f32 values a flushing
		// mode flushes (as the per-lane path's applyFlushIn and its
		// result flush)
		var srcF32 [3]bool
		for i := range srcF32 {
			srcF32[i] = fp && sh.src[i] >= 0 && sh.srcType[i] == gfx9.TypeF32 && sh.srcSize[i] <= 1
		}
		dstF32 := fp && sh.dstType == gfx9.TypeF32
		return func(w *wave, d *dinst) error {
			if ieee && !w.mode.ieee {
				return slow(w, d)
			}
			a, b, c := w.src(&srcs[0], d, 0), w.src(&srcs[1], d, 1), w.src(&srcs[2], d, 2)
			if fp && w.mode.flushIn32 {
				a = flushLanes(a, &w.tmp[8], srcF32[0])
				b = flushLanes(b, &w.tmp[9], srcF32[1])
				c = flushLanes(c, &w.tmp[10], srcF32[2])
			}
			flushOut := dstF32 && w.mode.flushOut32
			dst := (*[64]uint32)(w.v[dst:])
			exec := w.exec()
			if exec == ^uint64(0) && !flushOut {
				f(dst, a, b, c)
				return nil
			}
			r := &w.tmp[7]
			f(r, a, b, c)
			if flushOut {
				for l := range r {
					r[l] = uint32(flush32(uint64(r[l])))
				}
			}
			store(dst, r, exec)
			return nil
		}
	}
	if op, ok := carryOps[name]; ok && sh.dst >= 0 && !sh.implicitV {
		dk, sk, mk := sh.dst, sh.sdst, sh.maskIn
		return func(w *wave, d *dinst) error {
			a, b := w.src(&srcs[0], d, 0), w.src(&srcs[1], d, 1)
			var in uint64
			if mk >= 0 {
				in = w.scalar(&d.ops[mk])
			}
			dst := (*[64]uint32)(w.v[int(d.ops[dk].code)*64:])
			exec := w.exec()
			var out uint64
			if exec == ^uint64(0) {
				out = op(dst, a, b, in)
			} else {
				r := &w.tmp[7]
				out = op(r, a, b, in)
				store(dst, r, exec)
			}
			if sk >= 0 {
				w.setScalar(&d.ops[sk], out&exec)
			}
			return nil
		}
	}
	if sh.compare && sh.sdst >= 0 {
		rest := name[len("v_cmp_"):]
		if sh.cmpx {
			rest = name[len("v_cmpx_"):]
		}
		var typ, pred string
		for i := len(rest) - 1; i >= 0; i-- {
			if rest[i] == '_' {
				pred, typ = rest[:i], rest[i+1:]
				break
			}
		}
		var eval func(w *wave, a, b *[64]uint32) uint64
		fp := false
		switch typ {
		case "u32", "i32":
			p, ok := intPreds[pred]
			if !ok {
				return nil
			}
			if gt, eq := vectorCompares(typ == "i32"); gt != nil {
				eval = func(w *wave, a, b *[64]uint32) uint64 { return cmpByMasks(p, gt, eq, a, b) }
			} else if typ == "u32" {
				eval = func(w *wave, a, b *[64]uint32) uint64 { return cmpU32(p, a, b) }
			} else {
				eval = func(w *wave, a, b *[64]uint32) uint64 {
					return cmpI32(p, a, b, (*[2][64]uint32)(w.tmp[3:5]))
				}
			}
		case "f32":
			p, ok := floatPreds[pred]
			if !ok {
				return nil
			}
			fp = true
			eval = func(w *wave, a, b *[64]uint32) uint64 { return cmpF32(p, a, b) }
		default:
			return nil
		}
		sk, cmpx := sh.sdst, sh.cmpx
		return func(w *wave, d *dinst) error {
			a, b := w.src(&srcs[0], d, 0), w.src(&srcs[1], d, 1)
			if fp && w.mode.flushIn32 {
				a, b = flushLanes(a, &w.tmp[8], true), flushLanes(b, &w.tmp[9], true)
			}
			m := eval(w, a, b) & w.exec()
			w.setScalar(&d.ops[sk], m)
			if cmpx {
				w.setExec(m)
			}
			return nil
		}
	}
	return nil
}

// wideOps are the 64-bit shifts (a 32-bit shift count in src0, a 64-bit
// value in src1): d = f(a, b) on the lanes of exec.
var wideOps = vectorizedWide(laneWideOps)

// wideOp computes a 64-bit shift on the lanes of exec.
type wideOp func(dlo, dhi, a, blo, bhi *[64]uint32, exec uint64)

var laneWideOps = map[string]wideOp{
	"v_lshlrev_b64": func(dlo, dhi, a, blo, bhi *[64]uint32, exec uint64) {
		for l := range dlo {
			if exec>>l&1 != 0 {
				x := (uint64(bhi[l])<<32 | uint64(blo[l])) << (a[l] & 63)
				dlo[l], dhi[l] = uint32(x), uint32(x>>32)
			}
		}
	},
	"v_lshrrev_b64": func(dlo, dhi, a, blo, bhi *[64]uint32, exec uint64) {
		for l := range dlo {
			if exec>>l&1 != 0 {
				x := (uint64(bhi[l])<<32 | uint64(blo[l])) >> (a[l] & 63)
				dlo[l], dhi[l] = uint32(x), uint32(x>>32)
			}
		}
	},
	"v_ashrrev_i64": func(dlo, dhi, a, blo, bhi *[64]uint32, exec uint64) {
		for l := range dlo {
			if exec>>l&1 != 0 {
				x := uint64(int64(uint64(bhi[l])<<32|uint64(blo[l])) >> (a[l] & 63))
				dlo[l], dhi[l] = uint32(x), uint32(x>>32)
			}
		}
	},
}

// fastWide returns the whole-wave executor of an unmodified 64-bit shift,
// or nil.
func fastWide(in *gfx9.Instr, sh *valuShape) execFn {
	f, ok := wideOps[in.Inst.Name]
	if !ok || sh.src[0] < 0 || sh.src[1] < 0 || sh.dst < 0 || sh.srcSize[1] != 2 || sh.dstSize != 2 {
		return nil
	}
	s0 := newFastSrc(in, sh.src[0], nil)
	k1, dk := sh.src[1], sh.dst
	return func(w *wave, d *dinst) error {
		a := w.src(&s0, d, 0)
		var blo, bhi *[64]uint32
		if o := &d.ops[k1]; o.kind == okVGPR {
			blo, bhi = (*[64]uint32)(w.v[int(o.code)*64:]), (*[64]uint32)(w.v[int(o.code+1)*64:])
		} else {
			x := w.scalar(o)
			blo, bhi = &w.tmp[1], &w.tmp[2]
			for l := range blo {
				blo[l], bhi[l] = uint32(x), uint32(x>>32)
			}
		}
		r := int(d.ops[dk].code)
		f((*[64]uint32)(w.v[r*64:]), (*[64]uint32)(w.v[(r+1)*64:]), a, blo, bhi, w.exec())
		return nil
	}
}

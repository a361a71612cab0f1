package exec

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"sync"

	"hlslc/backend/gfx9"
)

// execFn executes one decoded instruction on a wave.
type execFn func(w *wave, d *dinst) error

// factory builds an instruction's executor from its decoded form, checking
// the modifiers it does not model.
type factory func(in *gfx9.Instr) (execFn, error)

// semantics is the table of instruction semantics, keyed by the mnemonic of
// the gfx9 instruction table. It is assembled from the per-class tables on
// first use, not at start-up: the compiler links the executor but a
// compile never runs it.
var semantics = sync.OnceValue(buildSemantics)

func buildSemantics() map[string]factory {
	m := map[string]factory{}
	for i := range gfx9.Table {
		name := gfx9.Table[i].Name
		if f, ok := semanticsFor(name); ok {
			m[name] = f
		}
	}
	return m
}

// semanticsFor finds the factory of a mnemonic among the per-class tables.
func semanticsFor(name string) (factory, bool) {
	// Typed (format) buffer and image instructions: sem_image.go.
	if f, ok := imageOps(name); ok {
		return f, true
	}
	// Rarely used instructions of every class: sem_misc.go.
	if f, ok := miscOps[name]; ok {
		return f, true
	}
	if f, ok := programOps[name]; ok {
		return f, true
	}
	if c, ok := branches[name]; ok {
		return branchFactory(c), true
	}
	if f, ok := saluOps[name]; ok {
		return saluFactory(f), true
	}
	if f, ok := saveexecOps[name]; ok {
		return saveexecFactory(f, false), true
	}
	if f, ok := wrexecOps[name]; ok {
		return saveexecFactory(f, true), true
	}
	switch name {
	case "s_getpc_b64", "s_setpc_b64", "s_swappc_b64", "s_call_b64":
		return pcFactory(name), true
	case "s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64":
		return movrel(strings.HasPrefix(name, "s_movrels"), strings.HasSuffix(name, "64")), true
	case "s_bitcmp0_b32":
		return bitcmp(0, 32), true
	case "s_bitcmp1_b32":
		return bitcmp(1, 32), true
	case "s_bitcmp0_b64":
		return bitcmp(0, 64), true
	case "s_bitcmp1_b64":
		return bitcmp(1, 64), true
	}
	if f, ok := scmpFactory(name); ok {
		return f, true
	}
	for _, p := range []struct {
		prefix string
		buffer bool
	}{{"s_load_dword", false}, {"s_buffer_load_dword", true}} {
		if rest, ok := strings.CutPrefix(name, p.prefix); ok {
			n := map[string]int{"": 1, "x2": 2, "x4": 4, "x8": 8, "x16": 16}
			if c, ok := n[rest]; ok {
				return smemFactory(name, c, p.buffer), true
			}
		}
	}
	if f, ok := smemWriteFactory(name); ok {
		return f, true
	}
	if f, ok := vspecial[name]; ok {
		return f, true
	}
	if f, ok := packedFactory(name); ok {
		return f, true
	}
	if f, ok := valuLookup(name); ok {
		return valuFactory(f), true
	}
	if f, ok := dsCrossLane[name]; ok {
		return f, true
	}
	if strings.HasPrefix(name, "ds_") {
		return dsFactory(name)
	}
	if f, ok := scratchFactory(name); ok {
		return f, true
	}
	for _, p := range []string{"global_", "flat_"} {
		if rest, ok := strings.CutPrefix(name, p); ok {
			probe := gfx9.Instr{Mods: gfx9.Modifiers{GLC: true}}
			if _, ok := parseAccess(rest, &probe); !ok {
				return nil, false
			}
			flat := p == "flat_"
			return func(in *gfx9.Instr) (execFn, error) {
				acc, _ := parseAccess(rest, in)
				return globalFactory(acc, flat)(in)
			}, true
		}
	}
	if rest, ok := strings.CutPrefix(name, "buffer_"); ok && !strings.Contains(rest, "format") {
		probe := gfx9.Instr{Mods: gfx9.Modifiers{GLC: true}}
		if _, ok := parseAccess(rest, &probe); !ok {
			return nil, false
		}
		return func(in *gfx9.Instr) (execFn, error) {
			acc, _ := parseAccess(rest, in)
			return bufferFactory(acc)(in)
		}, true
	}
	return nil, false
}

// lookupSemantics returns the executor of a decoded instruction.
func lookupSemantics(in *gfx9.Instr) (execFn, error) {
	f, ok := semantics()[in.Inst.Name]
	if !ok {
		return nil, fmt.Errorf("no semantics for %s", in.Inst.Name)
	}
	run, err := f(in)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", in.Inst.Name, err)
	}
	return run, nil
}

// Unsupported lists the gfx9 instructions the executor has no semantics
// for.
func Unsupported() []string {
	var r []string
	for i := range gfx9.Table {
		if _, ok := semantics()[gfx9.Table[i].Name]; !ok {
			r = append(r, gfx9.Table[i].Name)
		}
	}
	return r
}

// vspecial are VALU instructions that move data across lanes or between the
// vector and scalar files.
var vspecial = map[string]factory{
	"v_readfirstlane_b32": simple(func(w *wave, d *dinst) error {
		exec := w.exec()
		l := 0
		if exec != 0 {
			l = bits.TrailingZeros64(exec)
		}
		w.setScalar(&d.ops[0], uint64(w.laneOf(&d.ops[1], l)))
		return nil
	}),
	"v_readlane_b32": simple(func(w *wave, d *dinst) error {
		l := int(w.scalar(&d.ops[2]) & 63)
		w.setScalar(&d.ops[0], uint64(w.laneOf(&d.ops[1], l)))
		return nil
	}),
	"v_writelane_b32": simple(func(w *wave, d *dinst) error {
		l := int(w.scalar(&d.ops[2]) & 63)
		w.v[int(d.ops[0].code)*64+l] = uint32(w.scalar(&d.ops[1]))
		return nil
	}),
	"v_mbcnt_lo_u32_b32": mbcnt(false),
	"v_mbcnt_hi_u32_b32": mbcnt(true),
	"v_swap_b32": simple(func(w *wave, d *dinst) error {
		exec := w.exec()
		a, b := w.vreg(int(d.ops[0].code)), w.vreg(int(d.ops[1].code))
		for l := 0; l < 64; l++ {
			if exec>>l&1 != 0 {
				a[l], b[l] = b[l], a[l]
			}
		}
		return nil
	}),
}

func (w *wave) laneOf(o *opnd, l int) uint32 {
	if o.kind == okVGPR {
		return w.v[int(o.code)*64+l]
	}
	return uint32(w.scalar(o))
}

func mbcnt(hi bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.Abs != 0 || in.Mods.Neg != 0 || in.Mods.Clamp || in.Form.Kind != gfx9.FormNative && in.Form.Kind != gfx9.FormE64 {
			return nil, fmt.Errorf("modifiers on %s are not modelled", in.Inst.Name)
		}
		dstK, s0, s1 := opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldSrc0), opIndex(in, gfx9.FieldSrc1)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			dst := w.vreg(int(d.ops[dstK].code))
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				mask := uint32(w.laneOf(&d.ops[s0], l))
				var below uint32
				if hi {
					if l > 32 {
						below = mask & (uint32(1)<<(l-32) - 1)
					}
					if l == 32 {
						below = 0
					}
				} else {
					if l >= 32 {
						below = mask
					} else {
						below = mask & (uint32(1)<<l - 1)
					}
				}
				dst[l] = uint32(bits.OnesCount32(below)) + w.laneOf(&d.ops[s1], l)
			}
			return nil
		}, nil
	}
}

// Packed 16-bit math (VOP3P): each half computes independently; op_sel
// picks the half each source provides for the low result and op_sel_hi for
// the high result; neg_lo/neg_hi negate per half.
var packedOps = map[string]func(a, b, c uint64) uint64{
	"v_pk_add_f16":     func(a, b, c uint64) uint64 { return u16d(float64(f16(a)) + float64(f16(b))) },
	"v_pk_mul_f16":     func(a, b, c uint64) uint64 { return u16d(float64(f16(a)) * float64(f16(b))) },
	"v_pk_fma_f16":     func(a, b, c uint64) uint64 { return u16d(fmaOdd(float64(f16(a)), float64(f16(b)), float64(f16(c)))) },
	"v_pk_min_f16":     func(a, b, c uint64) uint64 { return u16d(fminf(float64(f16(a)), float64(f16(b)))) },
	"v_pk_max_f16":     func(a, b, c uint64) uint64 { return u16d(fmaxf(float64(f16(a)), float64(f16(b)))) },
	"v_pk_add_u16":     func(a, b, c uint64) uint64 { return (a + b) & 0xffff },
	"v_pk_add_i16":     func(a, b, c uint64) uint64 { return (a + b) & 0xffff },
	"v_pk_sub_u16":     func(a, b, c uint64) uint64 { return (a - b) & 0xffff },
	"v_pk_sub_i16":     func(a, b, c uint64) uint64 { return (a - b) & 0xffff },
	"v_pk_mul_lo_u16":  func(a, b, c uint64) uint64 { return (a * b) & 0xffff },
	"v_pk_mad_u16":     func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff },
	"v_pk_mad_i16":     func(a, b, c uint64) uint64 { return (a*b + c) & 0xffff },
	"v_pk_lshlrev_b16": func(a, b, c uint64) uint64 { return b << (a & 15) & 0xffff },
	"v_pk_lshrrev_b16": func(a, b, c uint64) uint64 { return (b & 0xffff) >> (a & 15) },
	"v_pk_ashrrev_i16": func(a, b, c uint64) uint64 { return uint64(uint16(int16(b) >> (a & 15))) },
	"v_pk_min_u16":     func(a, b, c uint64) uint64 { return min(a&0xffff, b&0xffff) },
	"v_pk_max_u16":     func(a, b, c uint64) uint64 { return max(a&0xffff, b&0xffff) },
	"v_pk_min_i16":     func(a, b, c uint64) uint64 { return uint64(uint16(min(i16(a), i16(b)))) },
	"v_pk_max_i16":     func(a, b, c uint64) uint64 { return uint64(uint16(max(i16(a), i16(b)))) },
}

func packedFactory(name string) (factory, bool) {
	f, ok := packedOps[name]
	if ok {
		isF := strings.HasSuffix(name, "_f16")
		return func(in *gfx9.Instr) (execFn, error) {
			m := in.Mods
			if m.Clamp && !isF {
				return nil, fmt.Errorf("clamp on integer packed math is not modelled")
			}
			var src [3]int
			nsrc := 0
			for i := range src {
				src[i] = opIndex(in, []gfx9.Field{gfx9.FieldSrc0, gfx9.FieldSrc1, gfx9.FieldSrc2}[i])
				if src[i] >= 0 {
					nsrc = i + 1
				}
			}
			dstK := opIndex(in, gfx9.FieldVDst)
			return func(w *wave, d *dinst) error {
				exec := w.exec()
				var s [3][]uint32
				for i := 0; i < nsrc; i++ {
					s[i] = w.lanes(&d.ops[src[i]], 0, i)
				}
				dst := w.vreg(int(d.ops[dstK].code))
				for l := 0; l < 64; l++ {
					if exec>>l&1 == 0 {
						continue
					}
					var r uint32
					for half := 0; half < 2; half++ {
						var x [3]uint64
						for i := 0; i < nsrc; i++ {
							sel := m.OpSel
							neg := m.Neg
							if half == 1 {
								sel, neg = m.OpSelHi, m.NegHi
							}
							v := uint64(s[i][l])
							if sel>>i&1 != 0 {
								v >>= 16
							}
							v &= 0xffff
							if isF {
								if w.mode.flushIn16 {
									v = flush16(v)
								}
								if neg>>i&1 != 0 {
									v ^= 0x8000
								}
							} else if neg>>i&1 != 0 {
								v = -v & 0xffff
							}
							x[i] = v
						}
						y := f(x[0], x[1], x[2]) & 0xffff
						if isF {
							if m.Clamp {
								y = u16d(clampMode(float64(f16(y)), w.mode.dx10Clamp))
							}
							if w.mode.flushOut16 {
								y = flush16(y)
							}
						}
						r |= uint32(y) << (16 * half)
					}
					dst[l] = r
				}
				return nil
			}, nil
		}, true
	}
	if name == "v_mad_mix_f32" || name == "v_fma_mix_f32" || name == "v_mad_mixlo_f16" || name == "v_fma_mixlo_f16" || name == "v_mad_mixhi_f16" || name == "v_fma_mixhi_f16" {
		fused := strings.HasPrefix(name, "v_fma")
		return func(in *gfx9.Instr) (execFn, error) {
			m := in.Mods
			var src [3]int
			for i := range src {
				src[i] = opIndex(in, []gfx9.Field{gfx9.FieldSrc0, gfx9.FieldSrc1, gfx9.FieldSrc2}[i])
			}
			dstK := opIndex(in, gfx9.FieldVDst)
			return func(w *wave, d *dinst) error {
				exec := w.exec()
				var s [3][]uint32
				for i := 0; i < 3; i++ {
					s[i] = w.lanes(&d.ops[src[i]], 0, i)
				}
				dst := w.vreg(int(d.ops[dstK].code))
				for l := 0; l < 64; l++ {
					if exec>>l&1 == 0 {
						continue
					}
					var x [3]float64
					for i := 0; i < 3; i++ {
						v := uint64(s[i][l])
						if m.OpSelHi>>i&1 != 0 { // an f16 source; op_sel picks its half
							if m.OpSel>>i&1 != 0 {
								v >>= 16
							}
							v &= 0xffff
							if w.mode.flushIn16 {
								v = flush16(v)
							}
							x[i] = float64(f16(v))
						} else {
							if w.mode.flushIn32 {
								v = flush32(v)
							}
							x[i] = float64(f32(v))
						}
						if m.Abs>>i&1 != 0 {
							x[i] = math.Abs(x[i])
						}
						if m.Neg>>i&1 != 0 {
							x[i] = -x[i]
						}
					}
					var r float64
					if fused {
						r = fmaOdd(x[0], x[1], x[2])
					} else {
						r = float64(float32(x[0]*x[1])) + x[2]
					}
					if m.Clamp {
						r = clampMode(r, w.mode.dx10Clamp)
					}
					var h uint64
					if !strings.HasSuffix(name, "_f32") {
						h = u16d(r)
						if w.mode.flushOut16 {
							h = flush16(h)
						}
					}
					switch {
					case strings.HasSuffix(name, "_f32"):
						y := u32f(float32(r))
						if w.mode.flushOut32 {
							y = flush32(y)
						}
						dst[l] = uint32(y)
					case strings.Contains(name, "mixlo"):
						dst[l] = dst[l]&0xffff0000 | uint32(h)
					default:
						dst[l] = dst[l]&0xffff | uint32(h)<<16
					}
				}
				return nil
			}, nil
		}, true
	}
	return nil, false
}

// movrel: s_movrels reads s[src + M0], s_movreld writes s[dst + M0].
func movrel(src, wide bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		return func(w *wave, d *dinst) error {
			m0 := int(w.s[gfx9.CodeM0])
			n := 1
			if wide {
				n = 2
			}
			from, to := &d.ops[1], &d.ops[0]
			fi, ti := int(from.code), int(to.code)
			if src {
				fi += m0
			} else {
				ti += m0
			}
			if from.kind == okSGPR && (fi+n > w.prog.nsgpr || fi < 0) || ti+n > w.prog.nsgpr || ti < 0 {
				return w.errorf(KindRegister, d, "M0 = %d indexes beyond the %d allocated SGPRs", m0, w.prog.nsgpr)
			}
			for k := 0; k < n; k++ {
				var v uint32
				if from.kind == okSGPR {
					v = w.s[fi+k]
				} else {
					v = uint32(w.scalar(from) >> (32 * k))
				}
				w.s[ti+k] = v
			}
			return nil
		}, nil
	}
}

package exec

import (
	"strings"

	"hlslc/backend/gfx9"
)

// imageOps finds the semantics of the typed-buffer (MUBUF *_format_*,
// MTBUF) and image (MIMG) instructions, which convert between a resource's
// data format and register values (format.go).
func imageOps(name string) (factory, bool) {
	if rest, ok := strings.CutPrefix(name, "buffer_"); ok {
		if acc, ok := parseFormatAccess(rest); ok {
			return typedBufferFactory(acc, nil), true
		}
		return nil, false
	}
	return nil, false
}

// fmtAccess is the data movement of a format load or store: comps
// components, as 32-bit registers or (d16) packed halves.
type fmtAccess struct {
	load  bool
	comps int
	d16   bool
	d16hi bool // one component in the high half
}

// parseFormatAccess decodes "load_format_xyz", "store_format_d16_hi_x", ….
func parseFormatAccess(s string) (fmtAccess, bool) {
	var a fmtAccess
	switch {
	case strings.HasPrefix(s, "load_format_"):
		a.load = true
		s = strings.TrimPrefix(s, "load_format_")
	case strings.HasPrefix(s, "store_format_"):
		s = strings.TrimPrefix(s, "store_format_")
	default:
		return a, false
	}
	if r, ok := strings.CutPrefix(s, "d16_hi_"); ok {
		a.d16, a.d16hi, s = true, true, r
	} else if r, ok := strings.CutPrefix(s, "d16_"); ok {
		a.d16, s = true, r
	}
	a.comps = map[string]int{"x": 1, "xy": 2, "xyz": 3, "xyzw": 4}[s]
	if a.comps == 0 || a.d16hi && a.comps != 1 {
		return a, false
	}
	return a, true
}

// readComps returns the first n store components of lane l from the
// registers at r: one per VGPR, or (d16) two halves per VGPR, converted to
// 32-bit register values of number format num.
func (w *wave) readComps(r, l, n int, d16, d16hi bool, num gfx9.NumFormat) [4]uint32 {
	var c [4]uint32
	for i := 0; i < n; i++ {
		if !d16 {
			c[i] = w.v[(r+i)*64+l]
			continue
		}
		v := w.v[(r+i/2)*64+l]
		if i%2 == 1 || d16hi {
			v >>= 16
		}
		c[i] = fromD16(num, v)
	}
	return c
}

// writeComps writes n load results to lane l of the registers at r (the
// d16 forms pack halves and keep the other half of a partly written VGPR).
func (w *wave) writeComps(r, l, n int, d16, d16hi bool, num gfx9.NumFormat, c [4]uint32) {
	for i := 0; i < n; i++ {
		if !d16 {
			w.v[(r+i)*64+l] = c[i]
			continue
		}
		p := &w.v[(r+i/2)*64+l]
		h := toD16(num, c[i])
		if i%2 == 1 || d16hi {
			*p = *p&0xffff | h<<16
		} else {
			*p = *p&0xffff0000 | h
		}
	}
}

// typedBufferFactory runs the MUBUF format instructions (the format from
// the V#) and the MTBUF ones (fmtOf gives the instruction's format; the
// V#'s destination selects still apply), with
// bufferFactory's addressing and range checking: the element is in range
// as a whole or not at all (ISA manual, "Range Checking"); out-of-range
// loads return 0 in every component, out-of-range stores are dropped.
func typedBufferFactory(acc fmtAccess, fmtOf func(*gfx9.Instr) (gfx9.Format, error)) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		m := in.Mods
		if m.LDS {
			return nil, errUnsupportedMod("lds")
		}
		if m.TFE {
			return nil, errUnsupportedMod("tfe")
		}
		mtbuf := fmtOf != nil
		var fixed gfx9.Format
		if mtbuf {
			var err error
			if fixed, err = fmtOf(in); err != nil {
				return nil, err
			}
		}
		addrK, dataK, rsrcK, soffK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldSRsrc), opIndex(in, gfx9.FieldSOffset)
		name := in.Inst.Name
		return func(w *wave, d *dinst) error {
			rc := d.ops[rsrcK].code
			res := gfx9.DecodeBufferDescriptor([4]uint32{w.s[rc], w.s[rc+1], w.s[rc+2], w.s[rc+3]})
			f := res.Format
			if mtbuf {
				f = fixed
			}
			if res.AddTID {
				return w.errorf(KindUnsupported, d, "%s: format access through a swizzled buffer descriptor (ADD_TID_ENABLE) is not modelled", name)
			}
			soff := w.scalar(&d.ops[soffK]) & 0xffffffff
			base := res.Base
			stride, numRecords := uint64(res.Stride), uint64(res.NumRecords)
			exec := w.exec()
			r := int(d.ops[dataK].code)
			checked := false
			n := f.Bytes()
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				var index, voff uint64
				if d.ops[addrK].kind == okVGPR {
					a := int(d.ops[addrK].code)
					if m.Idxen {
						index = uint64(w.v[a*64+l])
						a++
					}
					if m.Offen {
						voff = uint64(w.v[a*64+l])
					}
				}
				off := voff + uint64(m.Offset)
				if !bufferInRange(off, max(n, 1), index, numRecords, stride, m.Idxen) {
					if acc.load {
						w.writeComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num, [4]uint32{})
					}
					continue
				}
				if !checked {
					// in range: the format must be one the hardware knows
					if err := f.Validate(false); err != nil {
						src := "V#"
						if mtbuf {
							src = "instruction's"
						}
						return w.errorf(KindFault, d, "%s: the %s format: %v", name, src, err)
					}
					checked = true
				}
				addr := base + soff + index*stride + off
				b, ok := w.mem.slice(addr, n)
				if !ok {
					return w.laneErr(KindFault, d, l, addr, "%s: buffer access at %#x (%d bytes) is inside the descriptor's range but outside every allocation (%s)", name, addr, n, w.mem.describe(addr))
				}
				if acc.load {
					w.writeComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num, decodeElement(f, b, res.DstSel))
				} else {
					encodeElement(f, b, w.readComps(r, l, acc.comps, acc.d16, acc.d16hi, f.Num), acc.comps)
				}
			}
			return nil
		}, nil
	}
}

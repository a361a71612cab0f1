package exec

import (
	"encoding/binary"
	"math"
	"strings"

	"hlslc/backend/gfx9"
)

// atomicFn computes the new memory value of an atomic from the old value and
// the data (src) and compare (cmp) operands, for the given width in bytes.
type atomicFn func(old, src, cmp uint64, size int) uint64

var atomicOps = map[string]atomicFn{
	"add":  func(o, s, c uint64, n int) uint64 { return o + s },
	"sub":  func(o, s, c uint64, n int) uint64 { return o - s },
	"rsub": func(o, s, c uint64, n int) uint64 { return s - o },
	"swap": func(o, s, c uint64, n int) uint64 { return s },
	"wrxchg": func(o, s, c uint64, n int) uint64 {
		return s
	},
	"and": func(o, s, c uint64, n int) uint64 { return o & s },
	"or":  func(o, s, c uint64, n int) uint64 { return o | s },
	"xor": func(o, s, c uint64, n int) uint64 { return o ^ s },
	"umin": func(o, s, c uint64, n int) uint64 {
		return min(o, s)
	},
	"umax": func(o, s, c uint64, n int) uint64 { return max(o, s) },
	"smin": func(o, s, c uint64, n int) uint64 {
		if sx(o, n) < sx(s, n) {
			return o
		}
		return s
	},
	"smax": func(o, s, c uint64, n int) uint64 {
		if sx(o, n) > sx(s, n) {
			return o
		}
		return s
	},
	"inc": func(o, s, c uint64, n int) uint64 {
		if o >= s {
			return 0
		}
		return o + 1
	},
	"dec": func(o, s, c uint64, n int) uint64 {
		if o == 0 || o > s {
			return s
		}
		return o - 1
	},
	// global/flat/buffer cmpswap: data = {src, cmp}
	"cmpswap": func(o, s, c uint64, n int) uint64 {
		if o == c {
			return s
		}
		return o
	},
	// ds_cmpst: data0 = cmp, data1 = src
	"cmpst": func(o, s, c uint64, n int) uint64 {
		if o == c {
			return s
		}
		return o
	},
	"mskor": func(o, s, c uint64, n int) uint64 { return o&^c | s },
	// ds_wrap_rtn_b32: subtract data0 if that does not go below zero,
	// otherwise add data1 (ring-buffer wraparound)
	"wrap": func(o, s, c uint64, n int) uint64 {
		if o >= c {
			return o - c
		}
		return o + s
	},
	"add_f32": func(o, s, c uint64, n int) uint64 {
		return f32Result(float64(f32(o))+float64(f32(s)), o, s)
	},
	"min_f32": func(o, s, c uint64, n int) uint64 { return u32f(float32(fminf(float64(f32(o)), float64(f32(s))))) },
	"max_f32": func(o, s, c uint64, n int) uint64 { return u32f(float32(fmaxf(float64(f32(o)), float64(f32(s))))) },
	"min_f64": func(o, s, c uint64, n int) uint64 { return u64f(fminf(f64(o), f64(s))) },
	"max_f64": func(o, s, c uint64, n int) uint64 { return u64f(fmaxf(f64(o), f64(s))) },
}

func sx(x uint64, n int) int64 {
	if n == 4 {
		return int64(int32(x))
	}
	return int64(x)
}

func getN(b []byte, n int) uint64 {
	switch n {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func putN(b []byte, n int, x uint64) {
	switch n {
	case 1:
		b[0] = byte(x)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(x))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(x))
	default:
		binary.LittleEndian.PutUint64(b, x)
	}
}

// memAccess describes the data movement of a load or store mnemonic.
type memAccess struct {
	load, store bool
	bytes       int  // per element: 1, 2, 4 (dwords for multi-dword)
	dwords      int  // number of dwords moved (1 for sub-dword)
	signed      bool // sub-dword sign extension
	d16, d16hi  bool // 16-bit result into the low/high half, other half kept
	atomic      string
	atomicSize  int // 4 or 8
	ret         bool
}

// parseAccess decodes a load/store/atomic suffix such as "load_dwordx2",
// "store_short_d16_hi", "atomic_add_x2".
func parseAccess(s string, in *gfx9.Instr) (memAccess, bool) {
	var a memAccess
	switch {
	case strings.HasPrefix(s, "load_"), strings.HasPrefix(s, "read_"):
		a.load = true
		s = s[5:]
	case strings.HasPrefix(s, "store_"):
		a.store = true
		s = s[6:]
	case strings.HasPrefix(s, "write_"):
		a.store = true
		s = s[6:]
	case strings.HasPrefix(s, "atomic_"):
		s = s[7:]
		a.atomicSize = 4
		if strings.HasSuffix(s, "_x2") {
			a.atomicSize = 8
			s = strings.TrimSuffix(s, "_x2")
		}
		if _, ok := atomicOps[s]; !ok {
			return a, false
		}
		a.atomic = s
		a.ret = in.Mods.GLC
		return a, true
	default:
		return a, false
	}
	if strings.HasSuffix(s, "_d16_hi") {
		a.d16hi = true
		s = strings.TrimSuffix(s, "_d16_hi")
	} else if strings.HasSuffix(s, "_d16") {
		a.d16 = true
		s = strings.TrimSuffix(s, "_d16")
	}
	a.dwords = 1
	switch s {
	case "dword", "b32":
		a.bytes = 4
	case "dwordx2", "b64":
		a.bytes, a.dwords = 4, 2
	case "dwordx3", "b96":
		a.bytes, a.dwords = 4, 3
	case "dwordx4", "b128":
		a.bytes, a.dwords = 4, 4
	case "ubyte", "u8", "byte", "b8":
		a.bytes = 1
	case "sbyte", "i8":
		a.bytes, a.signed = 1, true
	case "ushort", "u16", "short", "b16":
		a.bytes = 2
	case "sshort", "i16":
		a.bytes, a.signed = 2, true
	default:
		return a, false
	}
	return a, true
}

// loadLane writes the loaded bytes b of one lane into the destination.
func (w *wave) loadLane(a *memAccess, r int, l int, b []byte) {
	if a.bytes == 4 {
		for k := 0; k < a.dwords; k++ {
			w.v[(r+k)*64+l] = binary.LittleEndian.Uint32(b[4*k:])
		}
		return
	}
	x := getN(b, a.bytes)
	if a.signed {
		x = sext(x, uint(8*a.bytes))
	}
	old := w.v[r*64+l]
	switch {
	case a.d16:
		w.v[r*64+l] = old&0xffff0000 | uint32(x)&0xffff
	case a.d16hi:
		w.v[r*64+l] = old&0xffff | uint32(x)<<16
	default:
		w.v[r*64+l] = uint32(x)
	}
}

// storeLane fills b with one lane's store data.
func (w *wave) storeLane(a *memAccess, r int, l int, b []byte) {
	if a.bytes == 4 {
		for k := 0; k < a.dwords; k++ {
			binary.LittleEndian.PutUint32(b[4*k:], w.v[(r+k)*64+l])
		}
		return
	}
	x := uint64(w.v[r*64+l])
	if a.d16hi {
		x >>= 16
	}
	putN(b, a.bytes, x)
}

func (a *memAccess) size() int {
	if a.atomic != "" {
		return a.atomicSize
	}
	if a.bytes == 4 {
		return 4 * a.dwords
	}
	return a.bytes
}

func opIndex(in *gfx9.Instr, f gfx9.Field) int {
	for k, op := range in.Form.Operands {
		if op.Field == f {
			return k
		}
	}
	return -1
}

// globalFactory runs GLOBAL and FLAT loads, stores and atomics.
func globalFactory(acc memAccess, flat bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		addrK, dataK, dstK, saddrK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldVDst), opIndex(in, gfx9.FieldSAddr)
		off := int64(in.Mods.Offset)
		n := acc.size()
		if !flat && acc.bytes == 4 && (acc.load || acc.store) {
			return globalDwords(acc.load, acc.dwords, addrK, dataK, dstK, saddrK, uint64(off)), nil
		}
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			useS := saddrK >= 0 && d.ops[saddrK].kind == okSGPR
			var sbase uint64
			if useS {
				sbase = w.scalar(&d.ops[saddrK])
			}
			ar := int(d.ops[addrK].code)
			var buf [16]byte
			var hint *Alloc
			var rot, flip int
			if acc.atomic != "" {
				rot, flip = w.atomicOrder()
			}
			for j := 0; j < 64; j++ {
				l := (j+rot)&63 ^ flip
				if exec>>l&1 == 0 {
					continue
				}
				var addr uint64
				if useS {
					addr = sbase + uint64(w.v[ar*64+l])
				} else {
					addr = uint64(w.v[ar*64+l]) | uint64(w.v[(ar+1)*64+l])<<32
				}
				addr += uint64(off)
				var b []byte
				shared := true
				if flat && addr >= privateBase && addr < privateBase+apertureLen {
					// the private aperture: this lane's scratch
					if !acc.load && !acc.store {
						return w.laneErr(KindUnsupported, d, l, addr, "flat atomics on private memory are not modelled")
					}
					reg := dataK
					if acc.load {
						reg = dstK
					}
					fs := uint64(w.s[gfx9.CodeFlatScratchLo]) | uint64(w.s[gfx9.CodeFlatScratchLo+1])<<32
					if err := w.privateLane(d, &acc, l, fs, addr-privateBase, int(d.ops[reg].code)); err != nil {
						return err
					}
					continue
				}
				if flat && addr >= sharedBase && addr < sharedBase+apertureLen {
					lo := addr - sharedBase
					if lo+uint64(n) > uint64(len(w.wg.lds)) {
						return w.laneErr(KindFault, d, l, addr, "flat access to LDS offset %#x (%d bytes) beyond the workgroup's %d bytes of LDS", lo, n, len(w.wg.lds))
					}
					b, shared = w.wg.lds[lo:lo+uint64(n)], false
				} else {
					var ok bool
					b, ok = w.mem.sliceHint(&hint, addr, n)
					if !ok {
						return w.laneErr(KindFault, d, l, addr, "%d-byte access at %#x outside every allocation (%s)", n, addr, w.mem.describe(addr))
					}
				}
				switch {
				case acc.load:
					if shared {
						loadShared(buf[:n], b)
						b = buf[:n]
					}
					w.loadLane(&acc, int(d.ops[dstK].code), l, b)
				case acc.store:
					w.storeLane(&acc, int(d.ops[dataK].code), l, buf[:])
					if shared {
						storeShared(b, buf[:n])
					} else {
						copy(b, buf[:n])
					}
				default:
					if err := w.atomicLane(&acc, d, dataK, dstK, l, addr, b, shared); err != nil {
						return err
					}
				}
			}
			return nil
		}, nil
	}
}

// atomicLane performs one lane's atomic on b, at address addr: on shared
// (global) memory by compare-and-swap on its naturally aligned word, on the
// workgroup's LDS (through a FLAT address) directly.
func (w *wave) atomicLane(acc *memAccess, d *dinst, dataK, dstK, l int, addr uint64, b []byte, shared bool) error {
	n := acc.atomicSize
	dr := int(d.ops[dataK].code)
	get := func(r int) uint64 {
		x := uint64(w.v[r*64+l])
		if n == 8 {
			x |= uint64(w.v[(r+1)*64+l]) << 32
		}
		return x
	}
	src := get(dr)
	var cmp uint64
	if acc.atomic == "cmpswap" {
		cmp = get(dr + n/4)
	}
	op := atomicOps[acc.atomic]
	var old uint64
	if shared {
		if !naturallyAligned(b, n) {
			return w.laneErr(KindUnsupported, d, l, addr, "a %d-byte atomic at %#x, not a multiple of %d: misaligned atomics are not modelled", n, addr, n)
		}
		old = atomicShared(b, n, func(old uint64) uint64 { return op(old, src, cmp, n) })
	} else {
		old = getN(b, n)
		putN(b, n, op(old, src, cmp, n))
	}
	if acc.ret && dstK >= 0 {
		r := int(d.ops[dstK].code)
		w.v[r*64+l] = uint32(old)
		if n == 8 {
			w.v[(r+1)*64+l] = uint32(old >> 32)
		}
	}
	return nil
}

// swizzledLane performs one lane's load or store of acc at buffer offset
// off, with at mapping an offset to its swizzled address.
func (w *wave) swizzledLane(d *dinst, acc *memAccess, l int, at func(uint64) uint64, off uint64, reg int) error {
	if !acc.load && !acc.store {
		return w.errorf(KindUnsupported, d, "atomics through a swizzled buffer descriptor (ADD_TID_ENABLE) are not modelled")
	}
	n := acc.size()
	var buf [16]byte
	if acc.store {
		w.storeLane(acc, int(d.ops[reg].code), l, buf[:])
	}
	for i := 0; i < n; {
		a := at(off + uint64(i))
		chunk := n - i
		// stay inside one element: the next one is elsewhere
		for k := 1; k < chunk; k++ {
			if at(off+uint64(i+k)) != a+uint64(k) {
				chunk = k
				break
			}
		}
		b, ok := w.mem.slice(a, chunk)
		if !ok {
			return w.laneErr(KindFault, d, l, a, "swizzled buffer access at %#x (%d bytes) is inside the descriptor's range but outside every allocation (%s)", a, chunk, w.mem.describe(a))
		}
		if acc.store {
			storeShared(b, buf[i:i+chunk])
		} else {
			loadShared(buf[i:i+chunk], b)
		}
		i += chunk
	}
	if acc.load {
		w.loadLane(acc, int(d.ops[reg].code), l, buf[:])
	}
	return nil
}

// bufferFactory runs MUBUF loads, stores and atomics through a V# buffer
// descriptor with the hardware's range checking: out-of-range loads return
// zero and out-of-range stores are dropped.
func bufferFactory(acc memAccess) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		m := in.Mods
		if m.LDS {
			return nil, errUnsupportedMod("lds")
		}
		if m.TFE {
			return nil, errUnsupportedMod("tfe")
		}
		addrK, dataK, rsrcK, soffK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldSRsrc), opIndex(in, gfx9.FieldSOffset)
		n := acc.size()
		// Multi-dword loads and stores are range-checked per dword; the
		// format forms and atomics all or nothing (ISA manual, "Range
		// Checking"; LLVM's AMDGPUUsage, "Relaxed Buffer OOB Mode").
		perDword := acc.atomic == "" && acc.bytes == 4 && acc.dwords > 1
		return func(w *wave, d *dinst) error {
			v := w.vsharp(d.ops[rsrcK].code)
			base, stride, numRecords, swizzle := v.base, v.stride, v.numRecords, v.swizzle
			soff := w.scalar(&d.ops[soffK]) & 0xffffffff
			exec := w.exec()
			var buf [16]byte
			var rot, flip int
			if acc.atomic != "" {
				rot, flip = w.atomicOrder()
			}
			for j := 0; j < 64; j++ {
				l := (j+rot)&63 ^ flip
				if exec>>l&1 == 0 {
					continue
				}
				var index, voff uint64
				if d.ops[addrK].kind == okVGPR {
					r := int(d.ops[addrK].code)
					if m.Idxen {
						index = uint64(w.v[r*64+l])
						r++
					}
					if m.Offen {
						voff = uint64(w.v[r*64+l])
					}
				}
				off := voff + uint64(m.Offset)
				if swizzle {
					index += uint64(l)
				}
				inRange := func(o uint64, n int) bool { return bufferInRange(o, n, index, numRecords, stride, m.Idxen) }
				addr := base + soff + index*stride + off
				if perDword && !swizzle && inRange(off, 4) != inRange(off+uint64(n)-4, 4) {
					// Partly in range: each dword on its own.
					var mask uint8
					for k := 0; k < acc.dwords; k++ {
						if inRange(off+uint64(4*k), 4) {
							mask |= 1 << k
						}
					}
					if err := w.bufferDwords(d, &acc, l, addr, dataK, mask); err != nil {
						return err
					}
					continue
				}
				if inRange(off, n) && swizzle {
					// Swizzled addressing (ISA manual): elements of
					// elemSize bytes interleave across indexStride
					// indices; a multi-element access moves piecewise.
					at := func(o uint64) uint64 { return v.swizzled(soff, index, o) }
					if err := w.swizzledLane(d, &acc, l, at, off, dataK); err != nil {
						return err
					}
					continue
				}
				if !inRange(off, n) {
					if acc.load || acc.ret {
						clear(buf[:])
						r := dataK
						if acc.load {
							w.loadLane(&acc, int(d.ops[r].code), l, buf[:])
						} else {
							w.v[int(d.ops[r].code)*64+l] = 0
						}
					}
					continue
				}
				b, ok := w.mem.slice(addr, n)
				if !ok {
					return w.laneErr(KindFault, d, l, addr, "buffer access at %#x (%d bytes) is inside the descriptor's range but outside every allocation (%s)", addr, n, w.mem.describe(addr))
				}
				switch {
				case acc.load:
					loadShared(buf[:n], b)
					w.loadLane(&acc, int(d.ops[dataK].code), l, buf[:n])
				case acc.store:
					w.storeLane(&acc, int(d.ops[dataK].code), l, buf[:])
					storeShared(b, buf[:n])
				default:
					if err := w.atomicLane(&acc, d, dataK, dataK, l, addr, b, true); err != nil {
						return err
					}
				}
			}
			return nil
		}, nil
	}
}

// vsharp is a buffer resource descriptor (V#) as read from four SGPRs.
type vsharp struct {
	base, stride, numRecords uint64
	swizzle                  bool
	elemSize, indexStride    uint64 // of swizzled buffers
}

func (w *wave) vsharp(rc uint16) vsharp {
	w0, w1, w2, w3 := w.s[rc], w.s[rc+1], w.s[rc+2], w.s[rc+3]
	return vsharp{
		base: uint64(w0) | uint64(w1&0xffff)<<32, stride: uint64(w1 >> 16 & 0x3fff), numRecords: uint64(w2),
		swizzle: w3>>23&1 != 0, elemSize: uint64(2) << (w3 >> 19 & 3), indexStride: uint64(8) << (w3 >> 21 & 3),
	}
}

// swizzled is the address of byte o of record index in a swizzled buffer
// (ISA manual): elements of elemSize bytes interleave across indexStride
// indices.
func (v *vsharp) swizzled(soff, index, o uint64) uint64 {
	return v.base + soff + (index/v.indexStride*v.stride+o/v.elemSize*v.elemSize)*v.indexStride + index%v.indexStride*v.elemSize + o%v.elemSize
}

// bufferInRange reports whether the n bytes at offset o of record index
// lie inside a V#'s range: below num_records bytes for a raw buffer
// (stride 0, or no index), and for an indexed one the index below
// num_records and the bytes inside the stride.
func bufferInRange(o uint64, n int, index, numRecords, stride uint64, idxen bool) bool {
	if stride == 0 || !idxen {
		if stride != 0 {
			return index < numRecords
		}
		return o+uint64(n) <= numRecords
	}
	return index < numRecords && o+uint64(n) <= stride
}

// bufferDwords runs one lane's multi-dword buffer load or store dword by
// dword: dword k is in range when bit k of mask is set; outside the range
// a dword loads zero or is not stored.
func (w *wave) bufferDwords(d *dinst, acc *memAccess, l int, addr uint64, dataK int, mask uint8) error {
	r := int(d.ops[dataK].code)
	for k := 0; k < acc.dwords; k++ {
		o := uint64(4 * k)
		if mask>>k&1 == 0 {
			if acc.load {
				w.v[(r+k)*64+l] = 0
			}
			continue
		}
		b, ok := w.mem.slice(addr+o, 4)
		if !ok {
			return w.laneErr(KindFault, d, l, addr+o, "buffer access at %#x (4 bytes) is inside the descriptor's range but outside every allocation (%s)", addr+o, w.mem.describe(addr+o))
		}
		if acc.load {
			w.v[(r+k)*64+l] = load32(b)
		} else {
			store32(b, w.v[(r+k)*64+l])
		}
	}
	return nil
}

type modError string

func (e modError) Error() string { return "the " + string(e) + " modifier is not modelled" }

func errUnsupportedMod(m string) error { return modError(m) }

// LDS instructions.

// ldsSlice is the LDS a read or write of n bytes at addr moves, after
// checking that the address lies within the workgroup's LDS and, in the
// strict alignment mode (Options.LDSAlignment), that it is aligned as
// gfx9.DSAlignments requires.
func (w *wave) ldsSlice(d *dinst, l int, addr uint64, n int) ([]byte, error) {
	return w.ldsBytes(d, l, addr, n, w.opts != nil && w.opts.LDSAlignment == LDSStrict)
}

// ldsAtomicSlice is ldsSlice for an atomic, which needs its alignment in
// every mode (LDSUnaligned).
func (w *wave) ldsAtomicSlice(d *dinst, l int, addr uint64, n int) ([]byte, error) {
	return w.ldsBytes(d, l, addr, n, true)
}

func (w *wave) ldsBytes(d *dinst, l int, addr uint64, n int, aligned bool) ([]byte, error) {
	// LDS addresses are 32-bit: vaddr + offset wraps (compilers rely on it,
	// e.g. a negative vaddr with a positive offset).
	addr &= 0xffffffff
	if aligned && n <= 16 && addr&ldsAlignMask[n] != 0 {
		return nil, w.misalignedLDS(d, l, addr, n)
	}
	lds := w.wg.lds
	if addr+uint64(n) > uint64(len(lds)) {
		if w.opts != nil && w.opts.HardwareLDSBounds {
			// reads see zeros, writes land in a buffer nobody reads
			v := w.ldsVoid[:n]
			clear(v)
			return v, nil
		}
		return nil, w.laneErr(KindFault, d, l, addr, "LDS access at %#x (%d bytes) beyond the workgroup's %d bytes of LDS", addr, n, len(lds))
	}
	return lds[addr : addr+uint64(n)], nil
}

// ldsAlignMask is, by the bytes an access moves at one address, the low
// address bits gfx9.DSAlignments requires to be zero.
var ldsAlignMask = func() (m [17]uint64) {
	for _, r := range gfx9.DSAlignments {
		m[r.Bytes] = uint64(r.Align - 1)
	}
	return m
}()

// misalignedLDS is the fault of an LDS access of n bytes at addr that is
// not aligned as gfx9 requires of it (of any access in the strict mode, of
// an atomic in every mode).
func (w *wave) misalignedLDS(d *dinst, l int, addr uint64, n int) error {
	why := "in the strict LDS alignment mode"
	if w.opts == nil || w.opts.LDSAlignment != LDSStrict {
		why = "an atomic, in every LDS alignment mode"
	}
	return w.laneErr(KindFault, d, l, addr, "misaligned LDS access: %d bytes at %#x, which gfx9 needs %d-byte aligned (%s)", n, addr, gfx9.DSAlign(n), why)
}

// dsFactory runs DS reads, writes (including read2/write2) and atomics.
func dsFactory(name string) (factory, bool) {
	rest := strings.TrimPrefix(name, "ds_")
	two, st64 := false, false
	switch {
	case strings.HasPrefix(rest, "read2st64_"), strings.HasPrefix(rest, "write2st64_"):
		two, st64 = true, true
		rest = strings.Replace(rest, "2st64", "", 1)
	case strings.HasPrefix(rest, "read2_"), strings.HasPrefix(rest, "write2_"):
		two = true
		rest = strings.Replace(rest, "2", "", 1)
	}
	if strings.HasPrefix(rest, "read_") || strings.HasPrefix(rest, "write_") {
		if strings.HasSuffix(rest, "addtid_b32") || strings.Contains(rest, "src2") {
			return nil, false
		}
		acc, ok := parseAccess(rest, nil)
		if !ok {
			return nil, false
		}
		return func(in *gfx9.Instr) (execFn, error) {
			if in.Mods.GDS {
				return nil, errUnsupportedMod("gds")
			}
			addrK, dataK, data1K, dstK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldData1), opIndex(in, gfx9.FieldVDst)
			n := acc.size()
			scale := uint64(n)
			if st64 {
				scale *= 64
			}
			offs := []uint64{uint64(in.Mods.Offset)}
			if two {
				offs = []uint64{uint64(in.Mods.Offset0) * scale, uint64(in.Mods.Offset1) * scale}
			}
			if acc.bytes == 4 && acc.dwords == 1 {
				return dsDword(acc.load, two, addrK, dataK, data1K, dstK, offs), nil
			}
			return func(w *wave, d *dinst) error {
				exec := w.exec()
				ar := int(d.ops[addrK].code)
				var buf [16]byte
				for l := 0; l < 64; l++ {
					if exec>>l&1 == 0 {
						continue
					}
					base := uint64(w.v[ar*64+l])
					for k, o := range offs {
						b, err := w.ldsSlice(d, l, base+o, n)
						if err != nil {
							return err
						}
						if acc.load {
							w.loadLane(&acc, int(d.ops[dstK].code)+k*acc.dwords, l, b)
						} else {
							dk := dataK
							if k == 1 {
								dk = data1K
							}
							w.storeLane(&acc, int(d.ops[dk].code), l, buf[:])
							copy(b, buf[:n])
						}
					}
				}
				return nil
			}, nil
		}, true
	}
	// atomics: OP[_rtn]_TYPE
	ret := strings.Contains(rest, "_rtn_")
	rest = strings.Replace(rest, "_rtn", "", 1)
	i := strings.LastIndexByte(rest, '_')
	if i < 0 {
		return nil, false
	}
	op, typ := rest[:i], rest[i+1:]
	size := 4
	switch typ {
	case "u32", "b32", "i32":
	case "u64", "b64", "i64":
		size = 8
	case "f32":
		op += "_f32"
	case "f64":
		op += "_f64"
		size = 8
	default:
		return nil, false
	}
	switch op {
	case "min", "max":
		if typ[0] == 'i' {
			op = "s" + op
		} else {
			op = "u" + op
		}
	case "cmpst_f32", "cmpst_f64":
		op = "cmpst"
	case "add_f32":
	}
	f, ok := atomicOps[op]
	if !ok || op == "cmpswap" || op == "swap" {
		return nil, false
	}
	return func(in *gfx9.Instr) (execFn, error) {
		if in.Mods.GDS {
			return nil, errUnsupportedMod("gds")
		}
		addrK, dataK, data1K, dstK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldData1), opIndex(in, gfx9.FieldVDst)
		off := uint64(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			ar := int(d.ops[addrK].code)
			get := func(k, l int) uint64 {
				r := int(d.ops[k].code)
				x := uint64(w.v[r*64+l])
				if size == 8 {
					x |= uint64(w.v[(r+1)*64+l]) << 32
				}
				return x
			}
			rot, flip := w.atomicOrder()
			for j := 0; j < 64; j++ {
				l := (j+rot)&63 ^ flip
				if exec>>l&1 == 0 {
					continue
				}
				b, err := w.ldsAtomicSlice(d, l, uint64(w.v[ar*64+l])+off, size)
				if err != nil {
					return err
				}
				old := getN(b, size)
				var src, cmp uint64
				if dataK >= 0 {
					src = get(dataK, l)
				}
				if data1K >= 0 {
					// ds_cmpst: data0 is the compare value, data1 the new one;
					// ds_mskor: data0 the mask, data1 the bits
					cmp, src = src, get(data1K, l)
				}
				nv := f(old, src, cmp, size)
				if size == 4 {
					nv &= 0xffffffff
				}
				putN(b, size, nv)
				if ret && dstK >= 0 {
					r := int(d.ops[dstK].code)
					w.v[r*64+l] = uint32(old)
					if size == 8 {
						w.v[(r+1)*64+l] = uint32(old >> 32)
					}
				}
			}
			return nil
		}, nil
	}, true
}

// Cross-lane DS operations, which do not access LDS memory.
var dsCrossLane = map[string]factory{
	"ds_bpermute_b32": permuteFactory(false),
	"ds_permute_b32":  permuteFactory(true),
	"ds_swizzle_b32": func(in *gfx9.Instr) (execFn, error) {
		off := uint32(in.Mods.Offset)
		srcK, dstK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldVDst)
		var lane func(l int) int
		if off&0x8000 != 0 {
			// quad-permute mode: within each group of four lanes
			lane = func(l int) int { return l&^3 | int(off>>(2*(l&3))&3) }
		} else {
			and, or, xor := int(off&0x1f), int(off>>5&0x1f), int(off>>10&0x1f)
			lane = func(l int) int { return l&^31 | ((l&31)&and | or) ^ xor }
		}
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			src := w.vreg(int(d.ops[srcK].code))
			var out [64]uint32
			for l := 0; l < 64; l++ {
				s := lane(l)
				if exec>>s&1 != 0 {
					out[l] = src[s]
				}
			}
			dst := w.vreg(int(d.ops[dstK].code))
			for l := 0; l < 64; l++ {
				if exec>>l&1 != 0 {
					dst[l] = out[l]
				}
			}
			return nil
		}, nil
	},
}

// permuteFactory: ds_bpermute (each lane reads the lane its address names)
// and ds_permute (each lane writes to the lane its address names). The
// address is a byte address: lane = (addr + offset) / 4 mod 64.
func permuteFactory(forward bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		addrK, dataK, dstK := opIndex(in, gfx9.FieldAddr), opIndex(in, gfx9.FieldData0), opIndex(in, gfx9.FieldVDst)
		off := uint32(in.Mods.Offset)
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			addr := w.vreg(int(d.ops[addrK].code))
			data := w.vreg(int(d.ops[dataK].code))
			var out [64]uint32
			for l := 0; l < 64; l++ {
				if exec>>l&1 == 0 {
					continue
				}
				t := int((addr[l] + off) / 4 % 64)
				if forward {
					out[t] = data[l]
				} else if exec>>t&1 != 0 {
					out[l] = data[t]
				}
			}
			dst := w.vreg(int(d.ops[dstK].code))
			for l := 0; l < 64; l++ {
				if exec>>l&1 != 0 {
					dst[l] = out[l]
				}
			}
			return nil
		}, nil
	}
}

var _ = math.Inf

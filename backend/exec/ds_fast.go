package exec

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// dsDword is the executor of ds_read_b32, ds_write_b32 and their read2 and
// write2 forms: the same lane-major order as the general path (lane by lane,
// first offset then second), without the byte-slice round trip, with the
// register rows resolved once per instruction and a separate loop when all
// lanes are enabled.
func dsDword(load, two bool, addrK, dataK, data1K, dstK int, offs []uint64) execFn {
	o0 := uint32(offs[0])
	var o1 uint32
	if two {
		o1 = uint32(offs[1])
	}
	// A lane the fast test rejects — its address not a dword's, or its
	// dword not within the workgroup's LDS — goes through ldsSlice: a
	// misaligned dword in the unaligned mode, zeros (a dropped write)
	// beyond the LDS under Options.HardwareLDSBounds, else the fault,
	// after the lanes before it have run.
	slowLoad := func(w *wave, d *dinst, l int, a uint32) (uint32, error) {
		b, err := w.ldsSlice(d, l, uint64(a), 4)
		if err != nil {
			return 0, err
		}
		return binary.LittleEndian.Uint32(b), nil
	}
	slowStore := func(w *wave, d *dinst, l int, a, v uint32) error {
		b, err := w.ldsSlice(d, l, uint64(a), 4)
		if err == nil {
			binary.LittleEndian.PutUint32(b, v)
		}
		return err
	}
	row := func(w *wave, d *dinst, k int) *[64]uint32 {
		return (*[64]uint32)(w.v[int(d.ops[k].code)*64:])
	}
	switch {
	case load && !two:
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			addr, dst := row(w, d, addrK), row(w, d, dstK)
			lds := w.wg.lds
			n := uint64(len(lds))
			for m := exec; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m) & 63
				a := addr[l] + o0 // LDS addresses wrap at 32 bits
				if uint64(a)+4 > n || a&3 != 0 {
					v, err := slowLoad(w, d, l, a)
					if err != nil {
						return err
					}
					dst[l] = v
					continue
				}
				dst[l] = ldsLoad(lds, a)
			}
			return nil
		}
	case load && two:
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			addr := row(w, d, addrK)
			r := int(d.ops[dstK].code)
			dst0, dst1 := (*[64]uint32)(w.v[r*64:]), (*[64]uint32)(w.v[(r+1)*64:])
			lds := w.wg.lds
			n := uint64(len(lds))
			for m := exec; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m) & 63
				// The address is read once: the first result may
				// overwrite it (ds_read2_b32 v[0:1], v0).
				base := addr[l]
				a, b := base+o0, base+o1
				var v0, v1 uint32
				var err error
				if uint64(a)+4 > n || a&3 != 0 {
					if v0, err = slowLoad(w, d, l, a); err != nil {
						return err
					}
				} else {
					v0 = ldsLoad(lds, a)
				}
				if uint64(b)+4 > n || b&3 != 0 {
					if v1, err = slowLoad(w, d, l, b); err != nil {
						return err
					}
				} else {
					v1 = ldsLoad(lds, b)
				}
				dst0[l], dst1[l] = v0, v1
			}
			return nil
		}
	case !two:
		return func(w *wave, d *dinst) error {
			exec := w.exec()
			addr, data := row(w, d, addrK), row(w, d, dataK)
			lds := w.wg.lds
			n := uint64(len(lds))
			for m := exec; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m) & 63
				a := addr[l] + o0
				if uint64(a)+4 > n || a&3 != 0 {
					if err := slowStore(w, d, l, a, data[l]); err != nil {
						return err
					}
					continue
				}
				ldsStore(lds, a, data[l])
			}
			return nil
		}
	}
	return func(w *wave, d *dinst) error {
		exec := w.exec()
		addr, data0, data1 := row(w, d, addrK), row(w, d, dataK), row(w, d, data1K)
		lds := w.wg.lds
		n := uint64(len(lds))
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & 63
			base := addr[l]
			if a := base + o0; uint64(a)+4 > n || a&3 != 0 {
				if err := slowStore(w, d, l, a, data0[l]); err != nil {
					return err
				}
			} else {
				ldsStore(lds, a, data0[l])
			}
			if a := base + o1; uint64(a)+4 > n || a&3 != 0 {
				if err := slowStore(w, d, l, a, data1[l]); err != nil {
					return err
				}
			} else {
				ldsStore(lds, a, data1[l])
			}
		}
		return nil
	}
}

// ldsLoad and ldsStore access the dword at byte a of the LDS, which the
// caller has checked is an aligned dword within it (a+4 <= len(lds),
// a%4 = 0): the lane loops check each address once, and not again when
// they slice. The LDS is 8-byte aligned (an allocation of its own).
func ldsLoad(lds []byte, a uint32) uint32 {
	return hostLE32(*(*uint32)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(lds)), a)))
}

func ldsStore(lds []byte, a uint32, v uint32) {
	*(*uint32)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(lds)), a)) = hostLE32(v)
}

// globalDwords is the executor of global_load_dword[xN] and
// global_store_dword[xN]: the lanes of EXEC in order, each checked against
// the allocations (the allocation the previous lane hit is tried first).
//
// It is not inlined into its factory: there, in a large function, the
// compiler stops inlining the lane loop's small calls (loadLE32, EXEC).
//
//go:noinline
func globalDwords(load bool, dwords, addrK, dataK, dstK, saddrK int, off uint64) execFn {
	n := 4 * dwords
	regK := dataK
	if load {
		regK = dstK
	}
	lanes := func(w *wave, d *dinst) error {
		exec := w.exec()
		useS := saddrK >= 0 && d.ops[saddrK].kind == okSGPR
		var sbase uint64
		if useS {
			sbase = w.scalar(&d.ops[saddrK])
		}
		ar := int(d.ops[addrK].code)
		lo := (*[64]uint32)(w.v[ar*64:])
		hi := lo
		if !useS {
			hi = (*[64]uint32)(w.v[(ar+1)*64:])
		}
		r := int(d.ops[regK].code)
		regs := w.v[r*64 : (r+dwords)*64]
		// data holds the allocation the previous lane hit: an access
		// [o, o+n) with o = addr - base inside it needs no search.
		var base uint64
		var data []byte
		var words []uint32 // data's dwords
		lim := uint64(0)   // len(data) - n + 1, 0 when there is none
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr := sbase + uint64(lo[l])
			if !useS {
				addr = uint64(lo[l]) | uint64(hi[l])<<32
			}
			addr += off
			o := addr - base
			if o >= lim {
				a, ao, ok := w.mem.find(addr, n)
				if !ok {
					return w.laneErr(KindFault, d, l, addr, "%d-byte access at %#x outside every allocation (%s)", n, addr, w.mem.describe(addr))
				}
				base, data, words, lim, o = a.Base, a.mem, a.words, uint64(len(a.mem)-n+1), uint64(ao)
			}
			if o&3 == 0 {
				// dword aligned, as the allocations are: one atomic
				// operation per dword, inlined
				ws := words[o>>2 : o>>2+uint64(dwords)]
				switch {
				case load && dwords == 1:
					regs[l] = loadWord(&ws[0])
				case load:
					for k := range ws {
						regs[k*64+l] = loadWord(&ws[k])
					}
				default:
					for k := range ws {
						storeWord(&ws[k], regs[k*64+l])
					}
				}
				continue
			}
			b := data[o : o+uint64(n)]
			switch {
			case load && dwords == 1:
				regs[l] = load32(b)
			case load:
				for k := 0; k < dwords; k++ {
					regs[k*64+l] = load32(b[4*k:])
				}
			default:
				for k := 0; k < dwords; k++ {
					store32(b[4*k:], regs[k*64+l])
				}
			}
		}
		return nil
	}
	if !load || dwords != 1 {
		return lanes
	}
	// A dword load whose lanes all read aligned dwords of the allocation
	// the first lane reads: the lanes' word indexes are computed and
	// checked first (into operand scratch 15), then loaded, so the address
	// registers are read before the destination, which may be one of
	// them, is written. Any other load takes the lane-by-lane path.
	var zeros [64]uint32
	return func(w *wave, d *dinst) error {
		exec := w.exec()
		if exec == 0 {
			return nil
		}
		sbase := off
		ar := int(d.ops[addrK].code)
		lo, hi := (*[64]uint32)(w.v[ar*64:]), &zeros
		if saddrK >= 0 && d.ops[saddrK].kind == okSGPR {
			sbase += w.scalar(&d.ops[saddrK])
		} else {
			hi = (*[64]uint32)(w.v[(ar+1)*64:])
		}
		l0 := bits.TrailingZeros64(exec) & 63
		a, _, ok := w.mem.find(sbase+(uint64(lo[l0])|uint64(hi[l0])<<32), 4)
		if !ok {
			return lanes(w, d)
		}
		base, words := a.Base, a.words
		lim := uint64(len(words)) * 4
		idx := &w.tmp[15]
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & 63
			o := sbase + (uint64(lo[l]) | uint64(hi[l])<<32) - base
			if o >= lim || o&3 != 0 {
				return lanes(w, d)
			}
			idx[l] = uint32(o >> 2)
		}
		dst := (*[64]uint32)(w.v[int(d.ops[dstK].code)*64:])
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & 63
			dst[l] = loadWord(&words[idx[l]])
		}
		return nil
	}
}

// loadLE32 and storeLE32 read and write a little-endian dword, small enough to
// be inlined into the lane loops (binary.LittleEndian's are not, there).
func loadLE32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

func storeLE32(b []byte, v uint32) {
	_ = b[3]
	b[0], b[1], b[2], b[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}

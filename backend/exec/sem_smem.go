package exec

import (
	"strings"

	"hlslc/backend/gfx9"
)

// Scalar memory stores and atomics (s_store_*, s_buffer_store_*,
// s_atomic_*, s_buffer_atomic_*). The address is formed as for the scalar
// loads: SBASE (or the V# base) plus the offset, dword aligned. The buffer
// forms check the offset against the V#'s NUM_RECORDS: out-of-range stores
// and atomics are dropped and a returning atomic returns 0. An atomic returns
// the memory's previous value into SDATA when GLC is set; cmpswap takes
// SDATA = {source, compare}.

// smemAddr computes the address of a scalar memory access, and the limit on
// the offset (num_records) for the buffer forms. The offset is the
// immediate or the SGPR, or in the soffset-plus-immediate form the SGPR
// plus imm (smemImm).
func (w *wave) smemAddr(d *dinst, buffer bool, imm int64) (addr, off, limit uint64) {
	base := w.scalar(&d.ops[1])
	limit = 1<<64 - 1
	if buffer {
		lo, hi := uint64(w.s[d.ops[1].code]), uint64(w.s[d.ops[1].code+1])
		base = lo | (hi&0xffff)<<32
		limit = uint64(w.s[d.ops[1].code+2])
	}
	off = w.scalar(&d.ops[2])
	if d.ops[2].kind == okSGPR {
		off &= 0xffffffff
	}
	off += uint64(imm)
	return (base + off) &^ 3, off, limit
}

// smemImm is the immediate an SMEM instruction adds to its SGPR offset
// (gfx9.Modifiers.SOE), 0 in the other forms.
func smemImm(in *gfx9.Instr) int64 {
	if in.Mods.SOE {
		return int64(in.Mods.Offset)
	}
	return 0
}

// smemStoreFactory runs s_store_dword* / s_buffer_store_dword* of n dwords.
func smemStoreFactory(n int, buffer bool) factory {
	return func(in *gfx9.Instr) (execFn, error) {
		imm := smemImm(in)
		return func(w *wave, d *dinst) error {
			addr, off, limit := w.smemAddr(d, buffer, imm)
			r := int(d.ops[0].code)
			for k := 0; k < n; k++ {
				if buffer && off+uint64(4*k)+4 > limit {
					continue // dropped
				}
				a := addr + uint64(4*k)
				b, ok := w.mem.slice(a, 4)
				if !ok {
					return w.laneErr(KindFault, d, -1, a, "scalar store to %#x: %s", a, w.mem.describe(a))
				}
				store32(b, w.s[r+k])
			}
			return nil
		}, nil
	}
}

// smemAtomicFactory runs s_atomic_* / s_buffer_atomic_* (op as in
// atomicOps, size 4 or 8 bytes).
func smemAtomicFactory(op string, size int, buffer bool) factory {
	f := atomicOps[op]
	return func(in *gfx9.Instr) (execFn, error) {
		ret, imm := in.Mods.GLC, smemImm(in)
		return func(w *wave, d *dinst) error {
			addr, off, limit := w.smemAddr(d, buffer, imm)
			r := int(d.ops[0].code)
			get := func(r int) uint64 {
				x := uint64(w.s[r])
				if size == 8 {
					x |= uint64(w.s[r+1]) << 32
				}
				return x
			}
			src := get(r)
			var cmp uint64
			if op == "cmpswap" {
				cmp = get(r + size/4)
			}
			var old uint64
			if !buffer || off+uint64(size) <= limit {
				b, ok := w.mem.slice(addr, size)
				if !ok {
					return w.laneErr(KindFault, d, -1, addr, "scalar atomic at %#x: %s", addr, w.mem.describe(addr))
				}
				if !naturallyAligned(b, size) {
					return w.laneErr(KindUnsupported, d, -1, addr, "a %d-byte scalar atomic at %#x, not a multiple of %d: misaligned atomics are not modelled", size, addr, size)
				}
				old = atomicShared(b, size, func(old uint64) uint64 { return f(old, src, cmp, size) })
			}
			if ret {
				w.s[r] = uint32(old)
				if size == 8 {
					w.s[r+1] = uint32(old >> 32)
				}
			}
			return nil
		}, nil
	}
}

// smemWriteFactory finds the factory of a scalar store or atomic mnemonic.
func smemWriteFactory(name string) (factory, bool) {
	for _, p := range []struct {
		prefix string
		buffer bool
	}{{"s_store_dword", false}, {"s_buffer_store_dword", true}} {
		if rest, ok := strings.CutPrefix(name, p.prefix); ok {
			n := map[string]int{"": 1, "x2": 2, "x4": 4}
			if c, ok := n[rest]; ok {
				return smemStoreFactory(c, p.buffer), true
			}
		}
	}
	for _, p := range []struct {
		prefix string
		buffer bool
	}{{"s_atomic_", false}, {"s_buffer_atomic_", true}} {
		if rest, ok := strings.CutPrefix(name, p.prefix); ok {
			size := 4
			if r, ok := strings.CutSuffix(rest, "_x2"); ok {
				rest, size = r, 8
			}
			if _, ok := atomicOps[rest]; ok {
				return smemAtomicFactory(rest, size, p.buffer), true
			}
		}
	}
	return nil, false
}

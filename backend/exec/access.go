package exec

import (
	"math/bits"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
)

// Where a memory instruction's lanes access memory, computed from the wave's
// registers before the instruction runs. The timing model reads it (LDS
// bank conflicts, the cache lines a vector access moves) and so does the
// store-visibility checker (which bytes a store leaves in flight). The
// semantics in sem_mem.go and friends compute the same addresses for
// themselves; memOp only describes them.

// memSpace is the address space an access reaches.
type memSpace uint8

const (
	spaceNone    memSpace = iota // no memory (ds_nop, buffer_wbinvl1, ds_append, s_* ...)
	spaceLDS                     // the workgroup's LDS, by byte offset
	spaceGlobal                  // global memory by address: GLOBAL, FLAT, MUBUF, MTBUF
	spacePrivate                 // scratch: per-lane memory whose layout the hardware swizzles
	spaceImage                   // images: addresses not computed
	spaceLanes                   // LDS crossbar without memory (ds_swizzle, ds_[b]permute)
)

// memOp describes the memory accesses of a DS or vector memory instruction.
type memOp struct {
	space       memSpace
	read, write bool // reads memory (loads, atomics) / writes it (stores, atomics)
	flat        bool // a FLAT instruction: the address picks LDS, private or global memory
	buffer      bool // MUBUF/MTBUF: V# addressing
	addtid      bool // ds_*_addtid_b32: M0 + offset + 4 × lane
	// texels: an image instruction whose semantics compute each lane's
	// texel address (load, store, atomic; resinfo, which reads none), as
	// opposed to sampling through the filter (order.go)
	texels  bool
	bytes   int // bytes per lane per access
	naccess int // accesses per lane (2 for read2/write2)
	offs    [2]uint64
	off     int64 // the immediate offset of GLOBAL/FLAT/MUBUF instructions
	addrK   int
	saddrK  int
	rsrcK   int
	soffK   int
	idxen   bool
	offen   bool
}

// access is one lane's access: its address (an LDS offset for spaceLDS)
// and its lane.
type access struct {
	addr uint64
	lane uint8
}

// describeMem returns the memory description of a decoded instruction, or
// nil for instructions that do not access memory through lanes.
func describeMem(in *gfx9.Instr) *memOp {
	name := in.Inst.Name
	m := &memOp{addrK: opIndex(in, gfx9.FieldAddr), saddrK: opIndex(in, gfx9.FieldSAddr), rsrcK: opIndex(in, gfx9.FieldSRsrc), soffK: opIndex(in, gfx9.FieldSOffset), naccess: 1}
	switch in.Form.Enc {
	case gfx9.EncDS:
		return describeDS(in, m)
	case gfx9.EncGLOBAL, gfx9.EncFLAT, gfx9.EncSCRATCH:
		prefix, rest, _ := strings.Cut(name, "_")
		acc, ok := parseAccess(rest, in)
		if !ok {
			return nil
		}
		m.space, m.bytes, m.off = spaceGlobal, acc.size(), int64(in.Mods.Offset)
		m.read, m.write = acc.load || acc.atomic != "", acc.store || acc.atomic != ""
		switch prefix {
		case "flat":
			m.flat = true
		case "scratch":
			m.space = spacePrivate
		}
		return m
	case gfx9.EncMUBUF, gfx9.EncMTBUF:
		rest := name[strings.IndexByte(name, '_')+1:]
		switch {
		case strings.Contains(rest, "format"):
			m.bytes = formatBytes(rest)
			m.read, m.write = strings.HasPrefix(rest, "load"), strings.HasPrefix(rest, "store")
		default:
			acc, ok := parseAccess(rest, in)
			if !ok {
				return nil // buffer_wbinvl1 and friends
			}
			m.bytes = acc.size()
			m.read, m.write = acc.load || acc.atomic != "", acc.store || acc.atomic != ""
		}
		m.space, m.buffer, m.off = spaceGlobal, true, int64(in.Mods.Offset)
		m.idxen, m.offen = in.Mods.Idxen, in.Mods.Offen
		return m
	case gfx9.EncMIMG:
		m.space = spaceImage
		m.bytes = 4 * max(1, gfx9.MIMGDataWidth(in.Inst, &in.Mods))
		m.read = !strings.HasPrefix(name, "image_store")
		m.write = strings.HasPrefix(name, "image_store") || strings.HasPrefix(name, "image_atomic")
		m.texels = strings.HasPrefix(name, "image_load") || m.write || name == "image_get_resinfo"
		return m
	}
	return nil
}

// formatBytes is the size of a typed buffer access (format_x ... xyzw, d16
// halving it).
func formatBytes(rest string) int {
	n := 4
	for _, c := range []struct {
		suffix string
		comps  int
	}{{"xyzw", 4}, {"xyz", 3}, {"xy", 2}} {
		if strings.Contains(rest, "format_"+c.suffix) || strings.Contains(rest, "format_d16_"+c.suffix) {
			n = 4 * c.comps
			break
		}
	}
	if strings.Contains(rest, "d16") {
		n = max(2, n/2)
	}
	return n
}

func describeDS(in *gfx9.Instr, m *memOp) *memOp {
	name := in.Inst.Name
	rest := strings.TrimPrefix(name, "ds_")
	switch {
	case name == "ds_swizzle_b32" || name == "ds_permute_b32" || name == "ds_bpermute_b32":
		m.space, m.bytes = spaceLanes, 4
		return m
	case strings.HasSuffix(rest, "addtid_b32"):
		m.space, m.bytes, m.addtid = spaceLDS, 4, true
		m.read, m.write = strings.HasPrefix(rest, "read"), strings.HasPrefix(rest, "write")
		m.offs[0] = uint64(in.Mods.Offset)
		return m
	case strings.Contains(rest, "src2") || in.Mods.GDS || m.addrK < 0:
		return nil // ds_append, ds_consume, ds_nop, GDS: no per-lane LDS address
	}
	m.space = spaceLDS
	two, st64 := false, false
	switch {
	case strings.Contains(rest, "2st64_"):
		two, st64 = true, true
		rest = strings.Replace(rest, "2st64", "", 1)
	case strings.HasPrefix(rest, "read2_"), strings.HasPrefix(rest, "write2_"), strings.HasPrefix(rest, "wrxchg2_"):
		two = true
		rest = strings.Replace(rest, "2", "", 1)
	}
	if strings.HasPrefix(rest, "read_") || strings.HasPrefix(rest, "write_") {
		acc, ok := parseAccess(rest, nil)
		if !ok {
			return nil
		}
		m.bytes, m.read, m.write = acc.size(), acc.load, acc.store
	} else {
		// atomics: the element size is the type suffix
		m.read, m.write, m.bytes = true, true, 4
		if strings.HasSuffix(rest, "64") || strings.HasSuffix(rest, "condxchg32_rtn_b64") {
			m.bytes = 8
		}
	}
	if two {
		scale := uint64(m.bytes)
		if st64 {
			scale *= 64
		}
		m.naccess = 2
		m.offs = [2]uint64{uint64(in.Mods.Offset0) * scale, uint64(in.Mods.Offset1) * scale}
	} else {
		m.offs[0] = uint64(in.Mods.Offset)
	}
	return m
}

// addrState is what a memory instruction's lane addresses are computed
// from: EXEC, the address VGPR rows and the scalar operands. liveAddr
// takes them from the wave (the rows by reference); a pending store keeps
// a copy (snapshot) so that its addresses can be computed later, when a
// barrier or an atomic finds it still in flight.
type addrState struct {
	exec    uint64
	lo, hi  []uint32 // the address VGPR and the one after it
	useS    bool     // GLOBAL/SCRATCH with an SGPR base
	sbase   uint64
	vsharp  vsharp // MUBUF/MTBUF
	soff    uint64
	m0      uint32
	present bool // the state has been taken
}

// liveAddr fills st for memory instruction d in the wave's current state.
func (w *wave) liveAddr(d *dinst, st *addrState) {
	m := d.mem
	*st = addrState{exec: w.exec(), m0: w.s[gfx9.CodeM0], present: true}
	if m.saddrK >= 0 && d.ops[m.saddrK].kind == okSGPR {
		st.useS, st.sbase = true, w.scalar(&d.ops[m.saddrK])
	}
	if m.addrK >= 0 && d.ops[m.addrK].kind == okVGPR {
		r := int(d.ops[m.addrK].code)
		st.lo = w.vreg(r)
		// The second row only where accessesOf reads it (a snapshot
		// copies what is set): 64-bit addresses, buffer index and offset.
		wide := m.space == spaceGlobal && !m.buffer && !st.useS || m.buffer && m.idxen && m.offen
		if wide && r+1 < w.prog.nvgpr {
			st.hi = w.vreg(r + 1)
		}
	}
	if m.buffer {
		st.vsharp = w.vsharp(d.ops[m.rsrcK].code)
		if m.soffK >= 0 {
			st.soff = w.scalar(&d.ops[m.soffK]) & 0xffffffff
		}
	}
}

// snapshot copies the rows of st into the arena, so that the state
// survives the registers' next writes.
func (w *wave) snapshot(st *addrState) {
	lo := len(w.arena)
	if st.lo != nil {
		w.arena = append(w.arena, st.lo...)
	}
	if st.hi != nil {
		w.arena = append(w.arena, st.hi...)
	}
	rows := w.arena[lo:len(w.arena):len(w.arena)]
	if st.lo != nil {
		st.lo, rows = rows[:64:64], rows[64:]
	}
	if st.hi != nil {
		st.hi = rows[:64:64]
	}
}

// accesses computes the accesses of memory instruction d in the wave's
// current state into buf: for each active lane in lane order, its naccess
// addresses. Lanes whose buffer access is out of the descriptor's range
// access nothing. A FLAT access reports its space by its aperture.
func (w *wave) accesses(d *dinst, buf []access) ([]access, memSpace) {
	var st addrState
	w.liveAddr(d, &st)
	return accessesOf(d.mem, &st, buf)
}

// accessesOf computes the accesses of a memory instruction from its
// address state.
func accessesOf(m *memOp, st *addrState, buf []access) ([]access, memSpace) {
	exec := st.exec
	out := buf[:0]
	space := m.space
	switch {
	case m.space == spaceLDS && m.addtid:
		base := uint64(st.m0&0xffff) + m.offs[0]
		for l := 0; l < 64; l++ {
			if exec>>l&1 != 0 {
				out = append(out, access{base + uint64(4*l), uint8(l)})
			}
		}
	case m.space == spaceLDS:
		addr := st.lo
		for l := 0; l < 64; l++ {
			if exec>>l&1 == 0 {
				continue
			}
			for k := 0; k < m.naccess; k++ {
				out = append(out, access{uint64(addr[l] + uint32(m.offs[k])), uint8(l)})
			}
		}
	case m.space == spaceGlobal && m.buffer:
		out = bufferAccesses(m, st, out)
	case m.space == spaceGlobal || m.space == spacePrivate:
		lo, hi := st.lo, st.hi
		if st.useS || m.space != spaceGlobal {
			hi = nil
		}
		for l := 0; l < 64; l++ {
			if exec>>l&1 == 0 {
				continue
			}
			a := st.sbase
			if lo != nil {
				a += uint64(lo[l])
				if hi != nil {
					a = uint64(lo[l]) | uint64(hi[l])<<32
				}
			}
			a += uint64(m.off)
			if m.flat {
				switch {
				case a >= sharedBase && a < sharedBase+apertureLen:
					a -= sharedBase
					space = spaceLDS
				case a >= privateBase && a < privateBase+apertureLen:
					space = spacePrivate
				}
			}
			out = append(out, access{a, uint8(l)})
		}
	case m.space == spaceImage || m.space == spaceLanes:
		for l := 0; l < 64; l++ {
			if exec>>l&1 != 0 {
				out = append(out, access{0, uint8(l)})
			}
		}
	}
	return out, space
}

// bufferAccesses applies MUBUF/MTBUF addressing (sem_mem.go's bufferFactory
// computes the same): base + soffset + index × stride + offset, swizzled
// when the V# says so; out-of-range lanes access nothing.
func bufferAccesses(m *memOp, st *addrState, out []access) []access {
	v := &st.vsharp
	for l := 0; l < 64; l++ {
		if st.exec>>l&1 == 0 {
			continue
		}
		var index, voff uint64
		if st.lo != nil {
			row := st.lo
			if m.idxen {
				index = uint64(row[l])
				row = st.hi
			}
			if m.offen && row != nil {
				voff = uint64(row[l])
			}
		}
		off := voff + uint64(m.off)
		if v.swizzle {
			index += uint64(l)
		}
		if !bufferInRange(off, m.bytes, index, v.numRecords, v.stride, m.idxen) {
			continue
		}
		a := v.base + st.soff + index*v.stride + off
		if v.swizzle {
			a = v.swizzled(st.soff, index, off)
		}
		out = append(out, access{a, uint8(l)})
	}
	return out
}

// bankPasses is the number of passes the LDS needs for accesses of the
// given size: the lanes are taken in phases of 32 dwords (a wave64 of
// dword accesses in two phases), and in each phase a bank serves one dword
// address per pass (lanes reading the same dword share it).
func (w *wave) bankPasses(acc []access, bytes, naccess int) int {
	dw := max(1, bytes/4)
	lanesPerPhase := max(1, 32/dw)
	banks := &w.ts.banks
	passes := 0
	for k := 0; k < naccess; k++ {
		phase, worst := -1, 0
		for i := k; i < len(acc); i += naccess {
			a := &acc[i]
			if p := int(a.lane) / lanesPerPhase; p != phase {
				// the accesses come in lane order: a new phase starts
				passes += worst
				phase, worst = p, 0
				clear(banks.n[:])
			}
			for j := 0; j < dw; j++ {
				addr := uint32(a.addr>>2) + uint32(j)
				b := addr & 31
				n := int(banks.n[b])
				dup := false
				for _, x := range banks.addr[b][:n] {
					if x == addr {
						dup = true
						break
					}
				}
				if !dup {
					banks.addr[b][n] = addr
					banks.n[b]++
					worst = max(worst, n+1)
				}
			}
		}
		passes += worst
	}
	return passes
}

// ldsBankPasses is bankPasses for the LDS accesses of the active lanes at
// row[l] + offs[k], computed from the lanes' addresses without listing
// them. A phase's lanes ask for at most 32 dwords; when each lane's
// access is aligned to its size (2 or 4 dwords), it takes that many
// consecutive banks from a multiple of its size, so the phase is counted
// in units of that size (16 or 8 "wide banks" of one lane each) rather
// than by dword (phaseKeys).
func ldsBankPasses(exec uint64, row *[64]uint32, offs [2]uint64, bytes, naccess int) int {
	dw := uint32(max(1, bytes/4))
	lanesPerPhase := max(1, 32/int(dw))
	phaseMask := uint64(1)<<lanesPerPhase - 1
	shift := -1 // log2(dw) when dw is a power of two above 1
	switch dw {
	case 2:
		shift = 1
	case 4:
		shift = 2
	}
	passes := 0
	var keys [32]uint32
	for k := 0; k < naccess; k++ {
		off := uint32(offs[k])
		for lo := 0; lo < 64; lo += lanesPerPhase {
			m := exec >> lo & phaseMask
			if m == 0 {
				continue
			}
			n, aligned := 0, shift > 0
			if aligned {
				for l := m; l != 0; l &= l - 1 {
					addr := (row[(lo+bits.TrailingZeros64(l))&63] + off) >> 2
					if addr&(dw-1) != 0 {
						aligned = false
						break
					}
					keys[n&31] = addr >> shift
					n++
				}
			}
			if aligned {
				passes += countPasses(keys[:min(n, 32)], 32>>shift-1)
				continue
			}
			if dw == 1 {
				passes += dwordPasses(row, off, lo, m)
				continue
			}
			n = 0
			{
				for l := m; l != 0; l &= l - 1 {
					addr := (row[(lo+bits.TrailingZeros64(l))&63] + off) >> 2
					for j := uint32(0); j < dw; j++ {
						keys[n&31] = addr + j
						n++
					}
				}
			}
			passes += countPasses(keys[:min(n, 32)], 31)
		}
	}
	return passes
}

// countPasses is the passes of a phase whose lanes ask for the units keys
// (at most 32) of banks key&bankMask: the most distinct units a bank
// serves. One pass over the keys keeps each bank's first two distinct
// units: a phase with no conflict (all banks distinct, or lanes sharing a
// unit: a broadcast) takes one pass, one whose banks serve at most two
// units two (the common conflict), and only the banks asked for a third
// compare all their keys.
func countPasses(keys []uint32, bankMask uint32) int {
	var b bankSeen
	for _, a := range keys {
		b.add(a, bankMask)
	}
	switch {
	case b.more != 0:
		return manyPasses(keys, bankMask, b.more)
	case b.twice != 0:
		return 2
	}
	return 1
}

// dwordPasses is countPasses for the dword accesses of the lanes m from
// lane lo, in the loop that reads their addresses (most LDS accesses; a
// full phase of 32 lanes without the lane scan). Only a phase with a bank
// asked for three dwords lists them (manyPasses).
func dwordPasses(row *[64]uint32, off uint32, lo int, m uint64) int {
	var b bankSeen
	if m == 1<<32-1 {
		for _, x := range row[lo&32 : lo&32+32] {
			b.add((x+off)>>2, 31)
		}
	} else {
		for l := m; l != 0; l &= l - 1 {
			b.add((row[(lo+bits.TrailingZeros64(l))&63]+off)>>2, 31)
		}
	}
	switch {
	case b.more != 0:
		var keys [32]uint32
		n := 0
		for l := m; l != 0; l &= l - 1 {
			keys[n&31] = (row[(lo+bits.TrailingZeros64(l))&63] + off) >> 2
			n++
		}
		return manyPasses(keys[:min(n, 32)], 31, b.more)
	case b.twice != 0:
		return 2
	}
	return 1
}

// bankSeen is what countPasses keeps of a phase's banks: those asked for
// a unit, for two distinct ones, for a third; the first two.
type bankSeen struct {
	seen, twice, more uint32
	first, second     [32]uint32
}

// add notes unit a of bank a&bankMask.
func (s *bankSeen) add(a, bankMask uint32) {
	b := a & bankMask & 31
	bit := uint32(1) << b
	switch {
	case s.seen&bit == 0:
		s.seen |= bit
		s.first[b] = a
	case s.first[b] == a:
	case s.twice&bit == 0:
		s.twice |= bit
		s.second[b] = a
	case s.second[b] != a:
		s.more |= bit
	}
}

// manyPasses is countPasses when the banks of mask more serve three units
// or more: each such bank's keys are a mask of their indices, and a bank's
// distinct units are counted by dropping each one's repeats.
func manyPasses(keys []uint32, bankMask, more uint32) int {
	var byBank [32]uint32
	for i, a := range keys {
		if b := a & bankMask & 31; more>>b&1 != 0 {
			byBank[b] |= 1 << (i & 31)
		}
	}
	worst := 0
	for m := more; m != 0; m &= m - 1 {
		idx := byBank[bits.TrailingZeros32(m)]
		distinct := 0
		for idx != 0 {
			x := keys[bits.TrailingZeros32(idx)]
			idx &= idx - 1
			distinct++
			for r := idx; r != 0; r &= r - 1 {
				if i := bits.TrailingZeros32(r); keys[i] == x {
					idx &^= 1 << i
				}
			}
		}
		worst = max(worst, distinct)
	}
	return worst
}

// bankState is the scratch of bankPasses.
type bankState struct {
	n    [32]uint8
	addr [32][64]uint32
}

// anonLine marks a trace line whose address is not known (images, private
// memory): the timing model counts its traffic without a cache lookup.
const anonLine = 1 << 63

// lines appends the distinct 64-byte lines the accesses touch to dst.
func lines(dst []uint64, acc []access, bytes int) []uint64 {
	start := len(dst)
	sorted := true
	for _, a := range acc {
		first, last := a.addr>>6, (a.addr+uint64(bytes)-1)>>6
		for l := first; l <= last; l++ {
			n := len(dst)
			if n > start && dst[n-1] == l {
				continue
			}
			if n > start && dst[n-1] > l {
				sorted = false
			}
			dst = append(dst, l)
		}
	}
	if !sorted {
		// (pattern-defeating quicksort: gathers of up to 128 lines in no
		// order cost an insertion sort thousands of steps)
		s := dst[start:]
		slices.Sort(s)
		dst = dst[:start+len(slices.Compact(s))]
	}
	return dst
}

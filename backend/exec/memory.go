package exec

import (
	"fmt"
	"sort"
	"unsafe"
)

// Memory is a 64-bit address space made of allocations. Accesses outside
// every allocation fault. Allocations are placed 64 KiB-aligned with
// unmapped gaps between them, so an overrun past the end of one buffer
// faults instead of reaching the next.
type Memory struct {
	allocs []*Alloc // sorted by Base
	next   uint64
}

// Alloc is one allocation.
type Alloc struct {
	Name string
	Base uint64
	Data []byte
	// mem is the memory a dispatch accesses (shared.go): Data itself when
	// its backing is 8-byte aligned with room for whole dwords, otherwise
	// an aligned copy (copied), which Program.Run fills from Data before a
	// dispatch and copies back into Data after it.
	mem    []byte
	copied bool
	// words is mem's whole dwords, for dword-aligned accesses.
	words []uint32
}

// End is the first address after the allocation.
func (a *Alloc) End() uint64 { return a.Base + uint64(len(a.Data)) }

const (
	allocBase  = 0x0000_0010_0000_0000
	allocAlign = 1 << 16
	// The apertures that flat addresses use to reach LDS and scratch
	// (src_shared_base / src_private_base hold their high halves).
	sharedBase  = 0x1000_0000_0000_0000
	privateBase = 0x2000_0000_0000_0000
	apertureLen = 1 << 32
)

// NewMemory returns an empty address space.
func NewMemory() *Memory { return &Memory{next: allocBase} }

// Alloc adds a zero-filled allocation of size bytes.
func (m *Memory) Alloc(name string, size int) *Alloc {
	return m.AllocBytes(name, alignedBytes(size))
}

// AllocBytes adds an allocation holding data (not copied: a dispatch's
// stores are in data when it returns).
func (m *Memory) AllocBytes(name string, data []byte) *Alloc {
	a := &Alloc{Name: name, Base: m.next, Data: data, mem: data}
	if p := uintptr(unsafe.Pointer(unsafe.SliceData(data))); len(data) > 0 && (p&7 != 0 || cap(data) < (len(data)+3)&^3) {
		a.mem, a.copied = alignedBytes(len(data)), true
		copy(a.mem, data)
	}
	if len(a.mem) >= 4 {
		a.words = unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(a.mem))), len(a.mem)/4)
	}
	m.next += (uint64(len(data)) + 2*allocAlign - 1) &^ (allocAlign - 1)
	m.allocs = append(m.allocs, a)
	sort.Slice(m.allocs, func(i, j int) bool { return m.allocs[i].Base < m.allocs[j].Base })
	return a
}

// mapCode maps a code object's .text at its own address (TextAddr), as
// the loader does, once per memory: kernels read their constant data
// there (s_getpc_b64-relative). The mapping holds a copy: the decoded
// program does not change.
func (m *Memory) mapCode(base uint64, text []byte) {
	if len(text) == 0 || base >= allocBase {
		return
	}
	if a, _, ok := m.find(base, len(text)); ok && a.Base == base {
		return
	}
	data := alignedBytes(len(text))
	copy(data, text)
	a := &Alloc{Name: ".text", Base: base, Data: data, mem: data}
	if len(data) >= 4 {
		a.words = unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(data))), len(data)/4)
	}
	m.allocs = append(m.allocs, a)
	sort.Slice(m.allocs, func(i, j int) bool { return m.allocs[i].Base < m.allocs[j].Base })
}

// alignedBytes returns n zero bytes, 8-byte aligned, with room up to the
// next multiple of 8.
func alignedBytes(n int) []byte {
	if n == 0 {
		return nil
	}
	words := make([]uint64, (n+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(words))), 8*len(words))[:n]
}

// enter and leave bracket a dispatch: the copied allocations take the
// caller's data before it and give the results back after it.
func (m *Memory) enter() {
	for _, a := range m.allocs {
		if a.copied {
			copy(a.mem, a.Data)
		}
	}
}

func (m *Memory) leave() {
	for _, a := range m.allocs {
		if a.copied {
			copy(a.Data, a.mem)
		}
	}
}

// Allocs returns the allocations in address order.
func (m *Memory) Allocs() []*Alloc { return m.allocs }

// find returns the allocation holding [addr, addr+size) and the offset.
func (m *Memory) find(addr uint64, size int) (*Alloc, int, bool) {
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].End() > addr })
	if i == len(m.allocs) {
		return nil, 0, false
	}
	a := m.allocs[i]
	if addr < a.Base || addr+uint64(size) > a.End() || addr+uint64(size) < addr {
		return nil, 0, false
	}
	return a, int(addr - a.Base), true
}

// slice returns the bytes at [addr, addr+size) or false.
func (m *Memory) slice(addr uint64, size int) ([]byte, bool) {
	a, off, ok := m.find(addr, size)
	if !ok {
		return nil, false
	}
	return a.mem[off : off+size : off+size], true
}

// sliceHint is slice for a run of nearby accesses (the lanes of one
// instruction): *hint is the allocation the previous access hit, tried
// before the search and updated after it.
func (m *Memory) sliceHint(hint **Alloc, addr uint64, size int) ([]byte, bool) {
	if a := *hint; a != nil && addr >= a.Base && addr+uint64(size) >= addr && addr+uint64(size) <= a.End() {
		off := int(addr - a.Base)
		return a.mem[off : off+size : off+size], true
	}
	a, off, ok := m.find(addr, size)
	if !ok {
		return nil, false
	}
	*hint = a
	return a.mem[off : off+size : off+size], true
}

// describe names the nearest allocation for a fault message.
func (m *Memory) describe(addr uint64) string {
	var best *Alloc
	for _, a := range m.allocs {
		if best == nil || dist(a, addr) < dist(best, addr) {
			best = a
		}
	}
	if best == nil {
		return "no allocations"
	}
	if addr >= best.End() {
		return fmt.Sprintf("%d bytes past the end of %q [%#x, %#x)", addr-best.End(), best.Name, best.Base, best.End())
	}
	if addr < best.Base {
		return fmt.Sprintf("%d bytes before %q [%#x, %#x)", best.Base-addr, best.Name, best.Base, best.End())
	}
	return fmt.Sprintf("straddles the end of %q [%#x, %#x)", best.Name, best.Base, best.End())
}

func dist(a *Alloc, addr uint64) uint64 {
	switch {
	case addr < a.Base:
		return a.Base - addr
	case addr >= a.End():
		return addr - a.End()
	}
	return 0
}

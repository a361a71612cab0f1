package exec

import (
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// Global memory is shared by the workgroups the workers run at once. On the
// hardware every access reaches the L2 cache, which keeps each dword
// coherent: accesses of different waves interleave per dword and never tear
// inside one. The executor gives the same guarantee with whole-dword atomic
// operations on the allocations' backing (Alloc.mem, 8-byte aligned and
// padded to whole dwords), which is also what makes a dispatch with several
// workers free of data races in Go's memory model:
//
//   - loads read each dword they touch with one atomic load;
//   - stores write each whole dword with one atomic store, and merge the
//     bytes of a partly written dword (bytes, shorts, unaligned data, the
//     written components of a typed element) by compare-and-swap, so a
//     concurrent store to the dword's other bytes is kept, as the
//     hardware's byte-masked writes keep it;
//   - atomics are compare-and-swap loops on their naturally aligned dword
//     or qword, the same words plain accesses use.
//
// The functions take slices of an allocation's backing, as Memory.slice
// returns them; LDS (one workgroup's, one goroutine's) is accessed plainly.

// wordOf returns the dword holding b[0] and b[0]'s byte position in it.
func wordOf(b []byte) (*uint32, uint) {
	p := unsafe.Pointer(unsafe.SliceData(b))
	s := uint(uintptr(p) & 3)
	return (*uint32)(unsafe.Add(p, -int(s))), s
}

// loadWord and storeWord read and write a dword-aligned word of shared
// memory.
func loadWord(w *uint32) uint32     { return hostLE32(atomic.LoadUint32(w)) }
func storeWord(w *uint32, v uint32) { atomic.StoreUint32(w, hostLE32(v)) }

// load32 reads the little-endian dword at b[0:4] (any alignment). b[:4]
// checks the bounds: an index expression would be a plain read.
func load32(b []byte) uint32 {
	w, s := wordOf(b[:4])
	if s == 0 {
		return loadWord(w)
	}
	next := (*uint32)(unsafe.Add(unsafe.Pointer(w), 4))
	return loadWord(w)>>(8*s) | loadWord(next)<<(32-8*s)
}

// store32 writes v as the little-endian dword at b[0:4] (any alignment).
func store32(b []byte, v uint32) {
	if w, s := wordOf(b[:4]); s == 0 {
		storeWord(w, v)
		return
	}
	var buf [4]byte
	storeLE32(buf[:], v)
	storeShared(b[:4], buf[:])
}

// loadShared copies shared memory src to dst (len(dst) >= len(src)).
func loadShared(dst, src []byte) {
	for i := 0; i < len(src); {
		w, s := wordOf(src[i:])
		x := loadWord(w)
		n := min(4-int(s), len(src)-i)
		if n == 4 {
			storeLE32(dst[i:], x)
		} else {
			for k := 0; k < n; k++ {
				dst[i+k] = byte(x >> (8 * (int(s) + k)))
			}
		}
		i += n
	}
}

// loadTexel returns a copy of the texel at shared memory src (at most 16
// bytes), for the sampler (texfilter.Image.Read).
func loadTexel(src []byte) (b [16]byte) {
	loadShared(b[:len(src)], src)
	return b
}

// storeShared copies src into shared memory dst (len(dst) >= len(src)).
func storeShared(dst, src []byte) { storeMasked(dst, src, nil) }

// storeMasked writes into shared memory dst the bits of src that mask
// selects (every bit of src when mask is nil), keeping dst's other bits.
func storeMasked(dst, src, mask []byte) {
	for i := 0; i < len(src); {
		w, s := wordOf(dst[i:])
		if mask == nil && s == 0 && len(src)-i >= 4 {
			// a whole aligned dword (every plain dword store): no merge
			storeWord(w, loadLE32(src[i:]))
			i += 4
			continue
		}
		n := min(4-int(s), len(src)-i)
		var bits, m uint32
		for k := 0; k < n; k++ {
			mk := byte(0xff)
			if mask != nil {
				mk = mask[i+k]
			}
			bits |= uint32(src[i+k]&mk) << (8 * (int(s) + k))
			m |= uint32(mk) << (8 * (int(s) + k))
		}
		i += n
		if m == 0xffffffff {
			storeWord(w, bits)
			continue
		}
		for {
			old := atomic.LoadUint32(w)
			if atomic.CompareAndSwapUint32(w, old, hostLE32(hostLE32(old)&^m|bits)) {
				break
			}
		}
	}
}

// naturallyAligned reports whether b starts at a multiple of n (4 or 8),
// as an atomic's address must be.
func naturallyAligned(b []byte, n int) bool {
	return uintptr(unsafe.Pointer(unsafe.SliceData(b)))&uintptr(n-1) == 0
}

// atomicShared performs the read-modify-write f on the naturally aligned
// n-byte (4 or 8) little-endian value at b and returns the old value.
func atomicShared(b []byte, n int, f func(old uint64) uint64) uint64 {
	p := unsafe.Pointer(unsafe.SliceData(b[:n]))
	if n == 4 {
		w := (*uint32)(p)
		for {
			old := atomic.LoadUint32(w)
			if atomic.CompareAndSwapUint32(w, old, hostLE32(uint32(f(uint64(hostLE32(old)))))) {
				return uint64(hostLE32(old))
			}
		}
	}
	w := (*uint64)(p)
	for {
		old := atomic.LoadUint64(w)
		if atomic.CompareAndSwapUint64(w, old, hostLE64(f(hostLE64(old)))) {
			return hostLE64(old)
		}
	}
}

// hostLE32 and hostLE64 convert between a memory word's value as the
// host's atomic operations see it and its little-endian value (the same on
// a little-endian host, where the constant condition costs nothing).
func hostLE32(x uint32) uint32 {
	if bigEndianHost {
		return bits.ReverseBytes32(x)
	}
	return x
}

func hostLE64(x uint64) uint64 {
	if bigEndianHost {
		return bits.ReverseBytes64(x)
	}
	return x
}

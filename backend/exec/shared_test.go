package exec

import (
	"encoding/binary"
	"errors"
	"strings"
	"sync"
	"testing"
)

// Every access to shared memory at every alignment against a plain byte
// copy: loads, stores, masked stores and dword loads and stores, each at
// offsets 0..7 and sizes 1..12 of an aligned backing.
func TestSharedAccessesMatchBytes(t *testing.T) {
	pattern := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(i*37 + 11)
		}
		return b
	}
	for off := 0; off < 8; off++ {
		for n := 1; n <= 12; n++ {
			mem := alignedBytes(24)
			copy(mem, pattern(24))
			want := pattern(24)
			got := make([]byte, n)
			loadShared(got, mem[off:off+n])
			if string(got) != string(want[off:off+n]) {
				t.Errorf("loadShared at %d, %d bytes: % x, want % x", off, n, got, want[off:off+n])
			}
			src, mask := make([]byte, n), make([]byte, n)
			for i := range src {
				src[i], mask[i] = byte(0xa0+i), byte(0x0f<<(i%2*4))
			}
			storeShared(mem[off:off+n], src)
			copy(want[off:], src)
			if string(mem) != string(want) {
				t.Errorf("storeShared at %d, %d bytes: % x, want % x", off, n, mem, want)
			}
			storeMasked(mem[off:off+n], pattern(n), mask)
			for i := range n {
				want[off+i] = want[off+i]&^mask[i] | pattern(n)[i]&mask[i]
			}
			if string(mem) != string(want) {
				t.Errorf("storeMasked at %d, %d bytes: % x, want % x", off, n, mem, want)
			}
		}
		mem := alignedBytes(16)
		copy(mem, pattern(16))
		if got, want := load32(mem[off:]), binary.LittleEndian.Uint32(pattern(16)[off:]); got != want {
			t.Errorf("load32 at %d: %#x, want %#x", off, got, want)
		}
		store32(mem[off:], 0xdeadbeef)
		want := pattern(16)
		binary.LittleEndian.PutUint32(want[off:], 0xdeadbeef)
		if string(mem) != string(want) {
			t.Errorf("store32 at %d: % x, want % x", off, mem, want)
		}
	}
}

// Stores and atomics of several goroutines to the same dwords lose nothing
// (as the hardware's byte-masked writes and L2 atomics lose nothing), and
// under -race the detector sees no data race: goroutine g stores byte g of
// every 8-byte group one byte at a time, and all of them add to one dword
// and one qword by atomics.
func TestSharedConcurrentAccesses(t *testing.T) {
	const goroutines, rounds = 8, 200
	mem := alignedBytes(64 + 16)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				for i := g; i < 64; i += goroutines {
					storeShared(mem[i:i+1], []byte{byte(r)})
				}
				atomicShared(mem[64:68], 4, func(old uint64) uint64 { return old + 1 })
				atomicShared(mem[72:80], 8, func(old uint64) uint64 { return old + 1<<32 + 1 })
				var b [1]byte
				loadShared(b[:], mem[g:g+1])
				if b[0] != byte(r) {
					t.Errorf("goroutine %d, round %d: its byte reads %d", g, r, b[0])
					return
				}
			}
		}()
	}
	wg.Wait()
	for i := 0; i < 64; i++ {
		if mem[i] != rounds-1 {
			t.Errorf("byte %d is %d, want %d", i, mem[i], rounds-1)
		}
	}
	if got := binary.LittleEndian.Uint32(mem[64:]); got != goroutines*rounds {
		t.Errorf("32-bit atomic sum %d, want %d", got, goroutines*rounds)
	}
	if got := binary.LittleEndian.Uint64(mem[72:]); got != goroutines*rounds*(1<<32+1) {
		t.Errorf("64-bit atomic sum %#x, want %#x", got, goroutines*rounds*(1<<32+1))
	}
}

// A caller's slice that is not 8-byte aligned (nor padded to whole dwords)
// runs on an aligned copy: the dispatch's stores land in the caller's
// slice, and the bytes around it are untouched.
func TestMisalignedCallerSlice(t *testing.T) {
	p := asmKernel(t, "global_store_byte v0, v0, s[0:1]\n v_add_u32_e32 v1, 0x80, v0\n global_store_byte v0, v1, s[0:1] offset:64", 2, 0)
	backing := make([]byte, 160)
	for i := range backing {
		backing[i] = 0xee
	}
	out := backing[1 : 1+130 : 1+130]
	mem := NewMemory()
	a := mem.AllocBytes("out", out)
	if !a.copied {
		t.Fatal("a misaligned slice was not copied")
	}
	kernarg := binary.LittleEndian.AppendUint64(nil, a.Base)
	kernarg = binary.LittleEndian.AppendUint64(kernarg, 0)
	if _, err := p.Run(mem, Dispatch{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: kernarg}, Options{}); err != nil {
		t.Fatal(err)
	}
	for i, b := range backing {
		want := byte(0xee)
		switch {
		case i >= 1 && i < 65:
			want = byte(i - 1)
		case i >= 65 && i < 129:
			want = byte(i - 65 + 0x80)
		}
		if b != want {
			t.Errorf("byte %d of the caller's array: %#x, want %#x", i, b, want)
		}
	}
}

// An atomic whose address is not a multiple of its size is reported, not
// performed piecewise.
func TestMisalignedAtomic(t *testing.T) {
	err := runTiny(t, "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_mov_b32_e32 v1, 2\n global_atomic_add v1, v1, s[2:3]", Options{})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindUnsupported || !strings.Contains(err.Error(), "misaligned atomics") {
		t.Errorf("got %v, want an unsupported-feature error about a misaligned atomic", err)
	}
}

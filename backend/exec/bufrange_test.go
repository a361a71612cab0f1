package exec

import "testing"

// TestBufferRangePerDword checks MUBUF range checking on a raw buffer
// (stride 0, NUM_RECORDS in bytes): multi-dword loads and stores are checked
// per dword, so a buffer_load_dwordx4 that starts in range and ends past
// NUM_RECORDS loads the in-range dwords and zeros; a partly out-of-range
// store writes only the in-range dwords; an atomic is checked as a whole.
// (AMD's ISA guides: "Load/store-format-* instruction and atomics are
// range-checked all or nothing ... Load/store-Dword-x{2,3,4} range-check per
// component"; LLVM's AMDGPUUsage: more than 32 bits of data are
// "range-checked for each 32-bit word independently".)
func TestBufferRangePerDword(t *testing.T) {
	mem := make([]uint32, 64)
	for i := range mem {
		mem[i] = uint32(100 + i)
	}
	// s[12:15] = the V# over the whole buffer (for the results);
	// s[8:11] the same V# with NUM_RECORDS = 64 bytes.
	body := `
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b32 s10, 64
	buffer_load_dwordx4 v[0:3], off, s[8:11], 0 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], off, s[12:15], 0 offset:128
	buffer_load_dwordx4 v[0:3], off, s[8:11], 0 offset:60
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], off, s[12:15], 0 offset:144
	buffer_load_dwordx4 v[0:3], off, s[8:11], 0 offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], off, s[12:15], 0 offset:160
	buffer_load_dwordx2 v[0:1], off, s[8:11], 0 offset:60
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], off, s[12:15], 0 offset:176
	buffer_load_dwordx3 v[0:2], off, s[8:11], 0 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dwordx3 v[0:2], off, s[12:15], 0 offset:184
	v_mov_b32 v4, 4
	buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], off, s[12:15], 0 offset:200
	s_nop 0
	v_mov_b32 v0, 1
	v_mov_b32 v1, 2
	v_mov_b32 v2, 3
	v_mov_b32 v3, 4
	buffer_store_dwordx4 v[0:3], off, s[8:11], 0 offset:56
	s_nop 0
	v_mov_b32 v6, 1
	v_mov_b32 v7, 0
	buffer_atomic_add_x2 v[6:7], off, s[8:11], 0 offset:60
	buffer_atomic_add_x2 v[6:7], off, s[8:11], 0 offset:40
	s_waitcnt vmcnt(0)`
	got, err := runScalar(t, body, mem)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 64)
	for i := range want {
		want[i] = uint32(100 + i)
	}
	copy(want[32:], []uint32{114, 115, 0, 0}) // x4 at 56: two dwords in range
	copy(want[36:], []uint32{115, 0, 0, 0})   // x4 at 60: one
	copy(want[40:], []uint32{0, 0, 0, 0})     // x4 at 64: none
	copy(want[44:], []uint32{115, 0})         // x2 at 60
	copy(want[46:], []uint32{114, 115, 0})    // x3 at 56
	copy(want[50:], []uint32{113, 114, 115, 0})
	want[14], want[15] = 1, 2 // x4 store at 56: dwords 16, 17 dropped
	// add_x2 at 60 straddles the end: not performed; at 40 all 64 lanes add 1.
	want[10] += 64
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("mem[%d] = %d, want %d", i, got[i], want[i])
		}
	}
}

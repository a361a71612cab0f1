package exec

import "testing"

// TestDSRead2AddrIsDest checks ds_read2_b32 whose destination's first
// register is also its address register (llc emits
// "ds_read2_b32 v[0:1], v0 offset1:2"): both addresses come from the address
// before the first result is written. The executor once read the second
// address from the first loaded value (found by the differential fuzzer).
func TestDSRead2AddrIsDest(t *testing.T) {
	var in [64][4]uint32
	for l := range in {
		in[l] = [4]uint32{uint32(0x9e3779b9 * (l + 1)), uint32(l*1000 + 7), 0, 0}
	}
	body := `
	ds_write_b32 v10, v6
	ds_write_b32 v10, v7 offset:8
	v_mov_b32_e32 v4, v10
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[4:5], v4 offset1:2
	s_waitcnt lgkmcnt(0)`
	got := runLanes(t, ".amdhsa_group_segment_fixed_size 1024", body, &in)
	for l := range got {
		if got[l] != [2]uint32{in[l][0], in[l][1]} {
			t.Errorf("lane %d: (v4, v5) = %#x, want %#x", l, got[l], in[l][:2])
		}
	}
}

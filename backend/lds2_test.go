package backend

import (
	"strings"
	"testing"
)

// TestPairLDS: text in, text out — pairs through one address merge, an LDS
// access in between or a redefined address prevents it.
func TestPairLDS(t *testing.T) {
	cases := []struct{ in, want string }{
		{ // two reads, an independent instruction between
			"ds_read_b32 %0, %2 offset:8\nv_add_u32_e32 %5, %6, %7\nds_read_b32 %1, %2 offset:12\n",
			"v_add_u32_e32 %5, %6, %7\nds_read2_b32 %[8:9], %2 offset0:2 offset1:3\nv_mov_b32_e32 %0, %8\nv_mov_b32_e32 %1, %9\n",
		},
		{ // two writes with different data registers
			"ds_write_b32 %2, %0 offset:4\nds_write_b32 %2, %1 offset:1020\n",
			"ds_write2_b32 %2, %0, %1 offset0:1 offset1:255\n",
		},
		{ // a write between two reads keeps them apart
			"ds_read_b32 %0, %2\nds_write_b32 %3, %4\nds_read_b32 %1, %2 offset:4\n",
			"ds_read_b32 %0, %2\nds_write_b32 %3, %4\nds_read_b32 %1, %2 offset:4\n",
		},
		{ // the address is redefined in between
			"ds_read_b32 %0, %2\nv_add_u32_e32 %2, 4, %2\nds_read_b32 %1, %2 offset:4\n",
			"ds_read_b32 %0, %2\nv_add_u32_e32 %2, 4, %2\nds_read_b32 %1, %2 offset:4\n",
		},
		{ // offsets beyond offset1's 8 bits, but multiples of 64 dwords: st64
			"ds_read_b32 %0, %2\nds_read_b32 %1, %2 offset:4096\n",
			"ds_read2st64_b32 %[8:9], %2 offset1:16\nv_mov_b32_e32 %0, %8\nv_mov_b32_e32 %1, %9\n",
		},
		{ // neither fits
			"ds_read_b32 %0, %2\nds_read_b32 %1, %2 offset:1028\n",
			"ds_read_b32 %0, %2\nds_read_b32 %1, %2 offset:1028\n",
		},
	}
	for _, c := range cases {
		f := funcFromText(t, c.in, 8)
		PairLDS(f)
		if got := f.Assembly(); got != indent(c.want) {
			t.Errorf("input:\n%s\ngot:\n%s\nwant:\n%s", c.in, got, indent(c.want))
		}
	}
}

func indent(s string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		b.WriteString("\t" + l + "\n")
	}
	return b.String()
}

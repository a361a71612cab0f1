package backend

import (
	"strings"
	"testing"
)

// TestPairLDS: text in, text out — pairs through one address merge, an LDS
// write in between (or any LDS access, between writes) or a redefined
// address prevents it.
func TestPairLDS(t *testing.T) {
	cases := []struct{ in, want string }{
		{ // two reads, an independent instruction between
			// (the results, defined only there, become the pair's halves)
			"ds_read_b32 %0, %2 offset:8\nv_add_u32_e32 %5, %6, %7\nds_read_b32 %1, %2 offset:12\nv_add_u32_e32 %5, %0, %1\n",
			"ds_read2_b32 %[8:9], %2 offset0:2 offset1:3\nv_add_u32_e32 %5, %6, %7\nv_add_u32_e32 %5, %8, %9\n",
		},
		{ // a result defined again later is copied from its half
			"ds_read_b32 %0, %2\nds_read_b32 %1, %2 offset:4\nv_mov_b32_e32 %0, 0\n",
			"ds_read2_b32 %[8:9], %2 offset1:1\nv_mov_b32_e32 %0, %8\nv_mov_b32_e32 %0, 0\n",
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
			"ds_read2st64_b32 %[8:9], %2 offset1:16\n",
		},
		{ // reads pair across other reads (here interleaved from two arrays),
			// where the first was; a write between keeps reads apart
			"ds_read_b32 %0, %2 offset:800\nds_read_b32 %1, %2 offset:3104\nds_read_b32 %3, %2 offset:812\n" +
				"ds_read_b32 %4, %2 offset:3116\nds_write_b32 %2, %5 offset:4\nds_read_b32 %6, %2 offset:8\n",
			"ds_read2_b32 %[8:9], %2 offset0:200 offset1:203\nds_read_b32 %1, %2 offset:3104\n" +
				"ds_read_b32 %4, %2 offset:3116\nds_write_b32 %2, %5 offset:4\nds_read_b32 %6, %2 offset:8\n",
		},
		{ // a read moves up only across instructions that leave its result
			// alone; a write moves down only across those that leave its data
			"ds_read_b32 %0, %2\nv_mov_b32_e32 %1, 0\nds_read_b32 %1, %2 offset:4\n" +
				"ds_write_b32 %2, %3 offset:8\nv_mov_b32_e32 %3, 0\nds_write_b32 %2, %4 offset:12\n",
			"ds_read_b32 %0, %2\nv_mov_b32_e32 %1, 0\nds_read_b32 %1, %2 offset:4\n" +
				"ds_write_b32 %2, %3 offset:8\nv_mov_b32_e32 %3, 0\nds_write_b32 %2, %4 offset:12\n",
		},
		{ // the reads between pair among themselves
			"ds_read_b32 %0, %2\nds_read_b32 %1, %3\nds_read_b32 %4, %2 offset:4\nds_read_b32 %5, %3 offset:8\n",
			"ds_read2_b32 %[8:9], %2 offset1:1\nds_read2_b32 %[10:11], %3 offset1:2\n",
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

package backend

import "testing"

// TestMergeBufferLoads: text in, text out — consecutive dwords through one
// address merge (results renamed into the tuple, or copied when defined
// elsewhere too); a store, a barrier, a redefined address, a different
// descriptor or a gap keeps loads apart.
func TestMergeBufferLoads(t *testing.T) {
	cases := []struct{ in, want string }{
		{ // four dwords in any order, an independent instruction between
			"buffer_load_dword %1, %0, s[4:7], 0 offen offset:4\nv_add_u32_e32 %5, %6, %7\nbuffer_load_dword %2, %0, s[4:7], 0 offen\n" +
				"buffer_load_dword %3, %0, s[4:7], 0 offen offset:8\nbuffer_load_dword %4, %0, s[4:7], 0 offen offset:12\nv_add_u32_e32 %5, %1, %4\n",
			"buffer_load_dwordx4 %[8:11], %0, s[4:7], 0 offen\nv_add_u32_e32 %5, %6, %7\nv_add_u32_e32 %5, %9, %11\n",
		},
		{ // without an address; a result defined again later keeps a copy
			"buffer_load_dword %1, off, s[4:7], 0 offset:16\nbuffer_load_dword %2, off, s[4:7], 0 offset:20\nv_mov_b32_e32 %2, 0\n",
			"buffer_load_dwordx2 %[8:9], off, s[4:7], 0 offset:16\nv_mov_b32_e32 %2, %9\nv_mov_b32_e32 %2, 0\n",
		},
		{ // a store in between keeps the order
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nbuffer_store_dword %3, %6, s[4:7], 0 offen\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nbuffer_store_dword %3, %6, s[4:7], 0 offen\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
		{ // so does a barrier
			"buffer_load_dword %1, %0, s[4:7], 0 offen\ns_barrier\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_load_dword %1, %0, s[4:7], 0 offen\ns_barrier\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
		{ // the address is redefined in between
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %0, 4, %0\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %0, 4, %0\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
		{ // another descriptor, and a gap of one dword
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nbuffer_load_dword %2, %0, s[8:11], 0 offen offset:4\nbuffer_load_dword %3, %0, s[4:7], 0 offen offset:8\n",
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nbuffer_load_dword %2, %0, s[8:11], 0 offen offset:4\nbuffer_load_dword %3, %0, s[4:7], 0 offen offset:8\n",
		},
		{ // an instruction that reads a later load's result before it stays before it
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %5, %2, %2\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_load_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %5, %2, %2\nbuffer_load_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
	}
	for _, c := range cases {
		f := funcFromText(t, c.in, 8)
		MergeBufferLoads(f)
		if got := f.Assembly(); got != indent(c.want) {
			t.Errorf("input:\n%s\ngot:\n%s\nwant:\n%s", c.in, got, indent(c.want))
		}
	}
}

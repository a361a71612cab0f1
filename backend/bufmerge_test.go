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

// TestMergeBufferStores: text in, text out — consecutive dwords through one
// address merge into one store at the last of them, each data computed
// into its part of the tuple when the store was its only use, copied there
// otherwise (where its store was); a load, an EXEC write, a second store
// to a dword of the run, a redefined address or a barrier keeps stores
// apart.
func TestMergeBufferStores(t *testing.T) {
	cases := []struct{ in, want string }{
		{ // four dwords in any order, an independent instruction between;
			// %1 (defined here, used once) is renamed, %6 and %7 (also
			// used elsewhere, or defined elsewhere) are copied
			"v_add_u32_e32 %1, %6, %7\nbuffer_store_dword %1, %0, s[4:7], 0 offen offset:4\nv_add_u32_e32 %5, %6, %7\n" +
				"buffer_store_dword %6, %0, s[4:7], 0 offen\nbuffer_store_dword %7, %0, s[4:7], 0 offen offset:8\n" +
				"buffer_store_dword %6, %0, s[4:7], 0 offen offset:12\n",
			"v_add_u32_e32 %9, %6, %7\nv_add_u32_e32 %5, %6, %7\nv_mov_b32_e32 %8, %6\nv_mov_b32_e32 %10, %7\n" +
				"v_mov_b32_e32 %11, %6\nbuffer_store_dwordx4 %[8:11], %0, s[4:7], 0 offen\n",
		},
		{ // without an address; the data redefined after its store keeps
			// the value it had there
			"buffer_store_dword %1, off, s[4:7], 0 offset:16\nv_mov_b32_e32 %1, 0\nbuffer_store_dword %1, off, s[4:7], 0 offset:20\n",
			"v_mov_b32_e32 %8, %1\nv_mov_b32_e32 %1, 0\nv_mov_b32_e32 %9, %1\nbuffer_store_dwordx2 %[8:9], off, s[4:7], 0 offset:16\n",
		},
		{ // a load in between may read what the first store wrote
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nbuffer_load_dword %3, %6, s[4:7], 0 offen\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nbuffer_load_dword %3, %6, s[4:7], 0 offen\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
		{ // other lanes store after an EXEC write
			"buffer_store_dword %1, %0, s[4:7], 0 offen\ns_mov_b64 exec, s[8:9]\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_store_dword %1, %0, s[4:7], 0 offen\ns_mov_b64 exec, s[8:9]\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n",
		},
		{ // a second store to the first dword must stay the last one there
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nbuffer_store_dword %3, %0, s[4:7], 0 offen\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n",
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nv_mov_b32_e32 %8, %3\nv_mov_b32_e32 %9, %2\nbuffer_store_dwordx2 %[8:9], %0, s[4:7], 0 offen\n",
		},
		{ // the address is redefined in between; a barrier
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %0, 4, %0\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n" +
				"s_barrier\nbuffer_store_dword %3, %0, s[4:7], 0 offen offset:8\n",
			"buffer_store_dword %1, %0, s[4:7], 0 offen\nv_add_u32_e32 %0, 4, %0\nbuffer_store_dword %2, %0, s[4:7], 0 offen offset:4\n" +
				"s_barrier\nbuffer_store_dword %3, %0, s[4:7], 0 offen offset:8\n",
		},
	}
	for _, c := range cases {
		f := funcFromText(t, c.in, 8)
		MergeBufferStores(f)
		if got := f.Assembly(); got != indent(c.want) {
			t.Errorf("input:\n%s\ngot:\n%s\nwant:\n%s", c.in, got, indent(c.want))
		}
	}
}

package gfx9

import (
	"testing"

	"hlslc/backend/gfx9/codeobj"
)

// FuzzParseInstr: the instruction parser never panics, and whatever it
// accepts encodes, decodes and prints back to the same text.
func FuzzParseInstr(f *testing.F) {
	for _, s := range []string{
		"v_add_f32_e64 v0, -|v1|, 0.5 clamp mul:2", "s_waitcnt vmcnt(0) lgkmcnt(1)", "ds_swizzle_b32 v8, v16 offset:swizzle(BITMASK_PERM,\"01pip\")",
		"v_mov_b32_dpp v8, v16 row_bcast:15 row_mask:0xa bank_mask:0x1", "buffer_load_dword v[8:9], v16, s[16:19], 0 offen tfe",
		"v_pk_fma_f16 v8, v16, v24, v32 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0]", "global_load_dword v8, v16, s[32:33] offset:-4096",
		"s_getreg_b32 s8, hwreg(HW_REG_HW_ID, 8, 4)", "v_add_f32_sdwa v8, s16, v24 dst_sel:WORD_1 src0_sel:BYTE_2", "s_branch 3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, target := range []Target{GFX900, GFX906} {
			i, err := ParseInstr(target, line)
			if err != nil {
				continue
			}
			virtual := false
			for _, v := range i.Ops {
				virtual = virtual || v.IsVirtual()
			}
			if virtual {
				// the compiler's virtual registers parse but never encode
				if _, err := Encode(&i); err == nil {
					t.Fatalf("%q: a virtual register encoded", line)
				}
				continue
			}
			b, err := Encode(&i)
			if err != nil {
				t.Fatalf("%q parsed but does not encode: %v", line, err)
			}
			d, n, err := Decode(target, b)
			if err != nil || n != len(b) {
				t.Fatalf("%q encodes to % x, which does not decode: %v", line, b, err)
			}
			symbolic := false
			for _, v := range i.Ops {
				symbolic = symbolic || (v.Kind == ValLabel || v.Kind == ValLiteral) && v.Label != ""
			}
			if !symbolic && d.String() != i.String() {
				t.Fatalf("%q: decode(encode) prints %q, parse prints %q", line, d.String(), i.String())
			}
		}
	})
}

// FuzzAssemble: whole-file assembly never panics on any input.
func FuzzAssemble(f *testing.F) {
	f.Add(".text\nk:\n s_branch k\n s_endpgm\n.rodata\n.amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n")
	f.Add(".amdgpu_metadata\n---\namdhsa.version: [1, 2]\n...\n.end_amdgpu_metadata\n")
	f.Fuzz(func(t *testing.T, src string) {
		obj, _, err := Assemble("fuzz.s", []byte(src), AsmOptions{})
		if err == nil {
			if _, err := codeobj.Write(obj); err != nil {
				t.Logf("assembled but not writable: %v", err)
			}
		}
	})
}

// FuzzDecode: the decoder never panics, and what it decodes re-encodes to
// the same bytes or parses back from its printed text.
func FuzzDecode(f *testing.F) {
	f.Add([]byte{0xf2, 0x00, 0x00, 0x02})
	f.Add([]byte{0xfa, 0x02, 0x10, 0x7e, 0x10, 0x42, 0x01, 0xa1})
	f.Add([]byte{0x08, 0x00, 0xe1, 0xd1, 0x10, 0x31, 0x82, 0x04})
	f.Add([]byte{0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12})
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, target := range []Target{GFX900, GFX906} {
			i, n, err := Decode(target, b)
			if err != nil {
				continue
			}
			if n > len(b) {
				t.Fatalf("decoded %d bytes from %d", n, len(b))
			}
			_ = i.Format(true)
			if _, err := Encode(&i); err != nil {
				t.Fatalf("decoded % x to %s, which does not encode: %v", b[:n], i.String(), err)
			}
		}
	})
}

package gfx9

import (
	"strings"
	"testing"
)

// TestTableCoverage checks that the table holds what a compute-shader
// compiler emits (the foundation issue's list) with the expected forms.
func TestTableCoverage(t *testing.T) {
	want := map[string][]FormKind{
		"s_add_u32": {FormNative}, "s_and_saveexec_b64": {FormNative}, "s_or_saveexec_b64": {FormNative},
		"s_xor_b64": {FormNative}, "s_andn2_b64": {FormNative}, "s_cselect_b32": {FormNative}, "s_cmp_lt_i32": {FormNative},
		"s_ff1_i32_b64": {FormNative}, "s_bcnt1_i32_b64": {FormNative}, "s_branch": {FormNative},
		"s_cbranch_scc0": {FormNative}, "s_cbranch_scc1": {FormNative}, "s_cbranch_vccz": {FormNative}, "s_cbranch_vccnz": {FormNative},
		"s_cbranch_execz": {FormNative}, "s_cbranch_execnz": {FormNative}, "s_barrier": {FormNative}, "s_waitcnt": {FormNative},
		"s_nop": {FormNative}, "s_endpgm": {FormNative}, "s_getpc_b64": {FormNative}, "s_setpc_b64": {FormNative}, "s_swappc_b64": {FormNative},
		"s_load_dword": {FormNative}, "s_load_dwordx16": {FormNative}, "s_buffer_load_dword": {FormNative}, "s_buffer_load_dwordx16": {FormNative},
		"v_add_f32": {FormNative, FormE64, FormSDWA, FormDPP}, "v_mov_b32": {FormNative, FormE64, FormSDWA, FormDPP},
		"v_fma_f32": {FormNative}, "v_mac_f32": {FormNative, FormE64, FormDPP}, "v_madmk_f32": {FormNative}, "v_madak_f32": {FormNative},
		"v_med3_f32": {FormNative}, "v_cvt_pkrtz_f16_f32": {FormNative}, "v_cvt_f16_f32": {FormNative, FormE64},
		"v_cvt_f32_f16": {FormNative, FormE64}, "v_cvt_f32_i32": {FormNative}, "v_cvt_u32_f32": {FormNative},
		"v_rcp_f32": {FormNative}, "v_rsq_f32": {FormNative}, "v_sqrt_f32": {FormNative}, "v_exp_f32": {FormNative},
		"v_log_f32": {FormNative}, "v_sin_f32": {FormNative}, "v_cos_f32": {FormNative}, "v_fract_f32": {FormNative},
		"v_floor_f32": {FormNative}, "v_ceil_f32": {FormNative}, "v_trunc_f32": {FormNative}, "v_rndne_f32": {FormNative},
		"v_ldexp_f32": {FormNative}, "v_frexp_mant_f32": {FormNative}, "v_bfe_u32": {FormNative}, "v_bfi_b32": {FormNative},
		"v_bfm_b32": {FormNative}, "v_alignbit_b32": {FormNative}, "v_lshl_add_u32": {FormNative}, "v_add_lshl_u32": {FormNative},
		"v_lshl_or_b32": {FormNative}, "v_and_or_b32": {FormNative}, "v_or3_b32": {FormNative}, "v_xad_u32": {FormNative},
		"v_bcnt_u32_b32": {FormNative}, "v_mbcnt_lo_u32_b32": {FormNative}, "v_mbcnt_hi_u32_b32": {FormNative},
		"v_ffbh_u32": {FormNative}, "v_ffbl_b32": {FormNative}, "v_bfrev_b32": {FormNative}, "v_perm_b32": {FormNative},
		"v_cmp_lt_f32": {FormNative, FormE64, FormSDWA}, "v_cmpx_gt_u32": {FormNative, FormE64}, "v_cndmask_b32": {FormNative, FormE64},
		"v_readlane_b32": {FormNative}, "v_writelane_b32": {FormNative}, "v_readfirstlane_b32": {FormNative},
		"v_pk_add_f16": {FormNative}, "v_pk_mul_f16": {FormNative}, "v_pk_fma_f16": {FormNative}, "v_pk_min_f16": {FormNative},
		"v_pk_max_f16": {FormNative}, "v_pk_add_u16": {FormNative}, "v_pk_sub_i16": {FormNative}, "v_pk_mul_lo_u16": {FormNative},
		"v_pk_lshlrev_b16": {FormNative}, "v_pk_ashrrev_i16": {FormNative}, "v_mad_mix_f32": {FormNative}, "v_mad_mixlo_f16": {FormNative},
		"v_mad_mixhi_f16": {FormNative}, "v_add_co_u32": {FormNative, FormE64}, "v_addc_co_u32": {FormNative, FormE64},
		"ds_read_b32": {FormNative}, "ds_read_b128": {FormNative}, "ds_write_b96": {FormNative}, "ds_read2_b32": {FormNative},
		"ds_write2st64_b64": {FormNative}, "ds_add_u32": {FormNative}, "ds_add_rtn_u32": {FormNative}, "ds_permute_b32": {FormNative},
		"ds_bpermute_b32": {FormNative}, "ds_swizzle_b32": {FormNative}, "buffer_load_dword": {FormNative},
		"buffer_load_dwordx4": {FormNative}, "buffer_load_ubyte": {FormNative}, "buffer_load_sshort": {FormNative},
		"buffer_load_short_d16": {FormNative}, "buffer_store_dwordx3": {FormNative}, "buffer_atomic_add": {FormNative},
		"buffer_atomic_cmpswap": {FormNative}, "buffer_atomic_umax": {FormNative}, "buffer_atomic_dec": {FormNative},
		"global_load_dword": {FormNative}, "global_store_dwordx4": {FormNative}, "global_atomic_add": {FormNative},
		"flat_load_dword": {FormNative}, "scratch_store_dword": {FormNative},
		"image_load": {FormNative}, "image_load_mip": {FormNative}, "image_load_pck": {FormNative}, "image_load_pck_sgn": {FormNative},
		"image_load_mip_pck": {FormNative}, "image_load_mip_pck_sgn": {FormNative}, "image_store": {FormNative},
		"image_store_mip": {FormNative}, "image_store_pck": {FormNative}, "image_store_mip_pck": {FormNative},
		"image_get_resinfo": {FormNative}, "image_atomic_swap": {FormNative}, "image_atomic_cmpswap": {FormNative},
		"image_atomic_add": {FormNative}, "image_atomic_umax": {FormNative}, "image_atomic_dec": {FormNative},
		"image_sample": {FormNative}, "image_sample_lz": {FormNative}, "image_sample_c_d_cl_o": {FormNative},
		"image_gather4": {FormNative}, "image_gather4_c_lz_o": {FormNative}, "image_get_lod": {FormNative},
		"tbuffer_load_format_x": {FormNative}, "tbuffer_load_format_xyzw": {FormNative}, "tbuffer_store_format_xy": {FormNative},
		"tbuffer_load_format_d16_x": {FormNative}, "tbuffer_store_format_d16_xyzw": {FormNative},
	}
	for name, forms := range want {
		in := Lookup(name)
		if in == nil {
			t.Errorf("%s missing from the table", name)
			continue
		}
		for _, k := range forms {
			if in.Form(k) == nil {
				t.Errorf("%s has no %s form", name, k)
			}
		}
	}
}

// TestTableConsistency: names are unique, opcodes do not collide within an
// encoding on a target, operand fields are not repeated.
func TestTableConsistency(t *testing.T) {
	seen := map[string]bool{}
	for k := range Table {
		in := &Table[k]
		if seen[in.Name] {
			t.Errorf("duplicate entry %s", in.Name)
		}
		seen[in.Name] = true
		for j := range in.Forms {
			f := &in.Forms[j]
			fields := map[Field]bool{}
			for _, op := range f.Operands {
				if op.Field != FieldImplicit && fields[op.Field] {
					t.Errorf("%s %s: field %s used twice", in.Name, f.Kind, op.Field)
				}
				fields[op.Field] = true
			}
		}
	}
	for _, target := range []Target{GFX900, GFX906} {
		type key struct {
			enc Enc
			op  uint16
		}
		owner := map[key]string{}
		for k := range Table {
			for j := range Table[k].Forms {
				f := &Table[k].Forms[j]
				if f.Targets&target.Mask() == 0 || f.Kind == FormSDWA || f.Kind == FormDPP || f.Kind == FormRTN {
					continue
				}
				if prev, ok := owner[key{f.Enc, f.Op}]; ok {
					t.Errorf("%s: %s opcode %d used by %s and %s", target, f.Enc, f.Op, prev, Table[k].Name)
				}
				owner[key{f.Enc, f.Op}] = Table[k].Name
			}
		}
	}
}

// TestImplicitRegisters spot-checks the implicit reads and writes.
func TestImplicitRegisters(t *testing.T) {
	has := func(l []Special, s Special) bool {
		for _, x := range l {
			if x == s {
				return true
			}
		}
		return false
	}
	cases := []struct {
		name       string
		defs, uses []Special
		notUses    []Special
	}{
		{"s_add_u32", []Special{SpecialSCC}, nil, nil},
		{"s_addc_u32", []Special{SpecialSCC}, []Special{SpecialSCC}, nil},
		{"s_mov_b32", nil, nil, []Special{SpecialSCC}},
		{"s_cmp_eq_u32", []Special{SpecialSCC}, nil, nil},
		{"s_cselect_b64", nil, []Special{SpecialSCC}, nil},
		{"s_and_saveexec_b64", []Special{SpecialEXEC, SpecialSCC}, []Special{SpecialEXEC}, nil},
		{"s_cbranch_vccz", nil, []Special{SpecialVCC}, nil},
		{"s_cbranch_execz", nil, []Special{SpecialEXEC}, nil},
		{"v_add_f32", nil, []Special{SpecialEXEC}, nil},
		{"v_cmpx_lt_f32", []Special{SpecialEXEC}, []Special{SpecialEXEC}, nil},
		{"v_div_fmas_f32", nil, []Special{SpecialVCC, SpecialEXEC}, nil},
		{"v_readlane_b32", nil, nil, []Special{SpecialEXEC}},
		{"ds_write_b32", nil, []Special{SpecialEXEC}, nil},
		{"image_sample", nil, []Special{SpecialEXEC}, nil},
		{"tbuffer_store_format_x", nil, []Special{SpecialEXEC}, nil},
	}
	for _, c := range cases {
		in := Lookup(c.name)
		if in == nil {
			t.Fatalf("%s missing", c.name)
		}
		for _, d := range c.defs {
			if !has(in.ImplicitDefs, d) {
				t.Errorf("%s should write %s implicitly (has %v)", c.name, d, in.ImplicitDefs)
			}
		}
		for _, u := range c.uses {
			if !has(in.ImplicitUses, u) {
				t.Errorf("%s should read %s implicitly (has %v)", c.name, u, in.ImplicitUses)
			}
		}
		for _, u := range c.notUses {
			if has(in.ImplicitUses, u) || has(in.ImplicitDefs, u) {
				t.Errorf("%s should not touch %s", c.name, u)
			}
		}
	}
}

// TestImageBufferHazards: image and typed-buffer instructions are vector
// memory for the hazard rules: a VALU SGPR write before a read of srsrc,
// ssamp or soffset needs 5 wait states, and a store of more than 64 bits
// (an image_store's width follows dmask and d16) protects its data VGPRs
// from the next VALU write.
func TestImageBufferHazards(t *testing.T) {
	parse := func(s string) *Instr {
		i, err := ParseInstr(GFX900, s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return &i
	}
	rule := func(name string) *HazardRule {
		for k := range HazardRules {
			if strings.HasPrefix(HazardRules[k].Name, name) {
				return &HazardRules[k]
			}
		}
		t.Fatalf("no rule %q", name)
		return nil
	}
	hits := func(r *HazardRule, p, c *Instr) bool {
		for _, a := range r.Producer(p) {
			if overlapsRange(r.Consumer(c), a) {
				return true
			}
		}
		return false
	}
	sgpr := rule("VALU writes an SGPR, then a VMEM")
	write := parse("v_readfirstlane_b32 s18, v0")
	for _, c := range []string{
		"image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf", // ssamp
		"image_load v[0:3], v[4:5], s[12:19] dmask:0xf",            // srsrc
		"tbuffer_load_format_x v0, off, s[4:7], s18",               // soffset
	} {
		if !IsVMEM(parse(c)) || !hits(sgpr, write, parse(c)) {
			t.Errorf("%s after %s: no hazard", c, write)
		}
	}
	if hits(sgpr, write, parse("image_load v[0:3], v[4:5], s[8:15] dmask:0xf")) {
		t.Error("image_load not reading s18 has a hazard")
	}
	store := rule("a store of more than 64 bits")
	valu := parse("v_mov_b32 v2, 0")
	for c, want := range map[string]bool{
		// gfx9 images use a 256-bit T#: no hazard (as LLVM's recognizer)
		"image_store v[0:3], v[4:5], s[8:15] dmask:0xf":     false,
		"image_store v[0:2], v[4:5], s[8:15] dmask:0xb":     false,
		"tbuffer_store_format_xyzw v[0:3], off, s[4:7], s2": false, // SGPR soffset
		"buffer_store_dwordx4 v[0:3], off, s[4:7], s2":      false,
		"buffer_store_dwordx4 v[0:3], off, s[4:7], 0":       true,
		"image_store v[0:1], v[4:5], s[8:15] dmask:0xf d16": false,
		"image_store v[0:1], v[4:5], s[8:15] dmask:0x3":     false,
		"tbuffer_store_format_xyz v[0:2], off, s[4:7], 0":   true,
		"image_load v[0:3], v[4:5], s[8:15] dmask:0xf":      false,
	} {
		if got := hits(store, parse(c), valu); got != want {
			t.Errorf("%s then %s: hazard %v, want %v", c, valu, got, want)
		}
	}
}

package exec

import (
	"errors"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

// TestSemanticsCoverage reports which gfx9 instructions have no semantics,
// and checks that everything the corpus needs, and every instruction class,
// is covered.
func TestSemanticsCoverage(t *testing.T) {
	missing := Unsupported()
	t.Logf("%d of %d gfx9 instructions have semantics; without: %s", len(gfx9.Table)-len(missing), len(gfx9.Table), strings.Join(missing, " "))
	for _, need := range []string{"s_load_dwordx4", "v_add_co_u32", "v_addc_co_u32", "global_load_dword", "global_atomic_cmpswap",
		"ds_read2_b32", "ds_bpermute_b32", "ds_swizzle_b32", "v_pk_fma_f16", "v_mov_b32", "v_cmpx_eq_u32", "buffer_load_dword",
		"s_and_saveexec_b64", "v_readlane_b32", "v_mbcnt_hi_u32_b32", "v_div_fmas_f32", "v_mad_u64_u32", "s_barrier"} {
		if _, ok := semantics()[need]; !ok {
			t.Errorf("%s has no semantics", need)
		}
	}
	if len(missing) > len(gfx9.Table)/4 {
		t.Errorf("%d instructions without semantics", len(missing))
	}
}

const tinyKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	BODY
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
`

func runTiny(t *testing.T, body string, opts Options) error {
	t.Helper()
	src := strings.Replace(tinyKernel, "BODY", body, 1)
	obj, _, err := gfx9.Assemble("tiny.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	s := &Spec{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 256)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	_, err = runProgram(t, p, s, opts)
	return err
}

func TestExecutionErrors(t *testing.T) {
	for _, c := range []struct {
		name, body string
		kind       ErrorKind
		want       string
	}{
		{"fault past the end", "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_mov_b32_e32 v1, 0x100\n global_store_dword v1, v1, s[2:3]", KindFault, "bytes past the end of \"out\""},
		{"fault lane", "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_lshlrev_b32_e32 v1, 3, v0\n global_store_dword v1, v1, s[2:3]", KindFault, "lane 32"},
		{"lds fault", "v_mov_b32_e32 v1, 0\n ds_write_b32 v1, v1", KindFault, "beyond the workgroup's 0 bytes of LDS"},
		{"vgpr allocation", "v_mov_b32_e32 v9, 0", KindRegister, "allocates only 4 VGPRs"},
		{"sgpr allocation", "s_mov_b32 s40, 0", KindRegister, "allocates only"},
		{"missing waitcnt", "s_load_dwordx2 s[2:3], s[0:1], 0x0\n v_mov_b32_e32 v1, s2", KindWaitcnt, "reads s2 before the load"},
		{"overwrite pending", "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_mov_b32 s3, 0", KindWaitcnt, "overwrites s3"},
		{"smem out of order", "s_load_dword s2, s[0:1], 0x0\n s_load_dword s3, s[0:1], 0x4\n s_waitcnt lgkmcnt(1)\n v_mov_b32_e32 v1, s2", KindWaitcnt, "lgkmcnt"},
		{"budget", ".Lloop:\n s_branch .Lloop", KindBudget, "more than 1000"},
		{"trap", "s_trap 2", KindFault, "trapped"},
		{"returning buffer atomic", "s_mov_b32 s4, 0\n buffer_atomic_add v1, off, s[4:7], 0 glc\n v_mov_b32_e32 v1, 0", KindWaitcnt, "overwrites v1"},
		{"returning buffer cmpswap", "s_mov_b32 s4, 0\n buffer_atomic_cmpswap v[2:3], off, s[4:7], 0 glc\n v_mov_b32_e32 v2, 0", KindWaitcnt, "overwrites v2"},
		{"dpp hazard", "v_mov_b32_e32 v1, 1\n v_mov_b32_dpp v2, v1 row_shr:1", KindHazard, "needs 2 wait states"},
	} {
		err := runTiny(t, c.body, Options{Budget: 1000})
		var e *Error
		if !errors.As(err, &e) || e.Kind != c.kind || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a %s error containing %q", c.name, err, c.kind, c.want)
		}
	}
	// LDS reads in order: lgkmcnt(1) after two LDS reads covers the first
	if err := runTiny(t, "v_mov_b32_e32 v1, 0\n s_nop 0", Options{}); err != nil {
		t.Error(err)
	}
	// A buffer atomic without glc returns nothing: its data registers are
	// free at once, and so is the compare half of a returning cmpswap.
	for _, body := range []string{
		"s_mov_b32 s4, 0\n buffer_atomic_add v1, off, s[4:7], 0\n v_mov_b32_e32 v1, 0",
		"s_mov_b32 s4, 0\n buffer_atomic_cmpswap v[2:3], off, s[4:7], 0 glc\n v_mov_b32_e32 v3, 0\n s_waitcnt vmcnt(0)",
	} {
		if err := runTiny(t, body, Options{}); err != nil {
			t.Errorf("%q: %v", body, err)
		}
	}
	// checks switched off
	if err := runTiny(t, "s_load_dwordx2 s[2:3], s[0:1], 0x0\n v_mov_b32_e32 v1, s2", Options{NoWaitcntCheck: true}); err != nil {
		t.Errorf("waitcnt check off: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	if _, err := Load([]byte("not an elf"), "k"); err == nil || !strings.Contains(err.Error(), "code object") {
		t.Errorf("malformed ELF: %v", err)
	}
	src := strings.Replace(tinyKernel, "BODY", "s_nop 0", 1)
	obj, _, err := gfx9.Assemble("tiny.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	co, err := codeobj.Write(obj)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(co, "nope"); err == nil || !strings.Contains(err.Error(), `no kernel "nope"`) || !strings.Contains(err.Error(), "kernels: k") {
		t.Errorf("unknown kernel: %v", err)
	}
	// an undecodable word where execution goes is a clean error
	bad := *obj
	bad.Text = append([]byte(nil), obj.Text...)
	copy(bad.Text[bad.Kernels[0].EntryOffset:], []byte{0xff, 0xff, 0xff, 0xff})
	p, err := LoadObject(&bad, "k")
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Run(NewMemory(), Dispatch{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: make([]byte, 8)}, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindUnsupported {
		t.Errorf("undecodable word: %v", err)
	}
	// kernarg too small
	if _, err := p.Run(NewMemory(), Dispatch{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}, Options{}); err == nil || !strings.Contains(err.Error(), "8 bytes of kernel arguments") {
		t.Errorf("short kernarg: %v", err)
	}
}

func TestSpecErrors(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{`[]`, "expected a JSON object"},
		{`{"dispatch":[1,1]}`, "expected three numbers"},
		{`{"dispatch":[1,1,0]}`, "expected an integer from 1"},
		{`{"dispatch":[1,1,1],"bogus":1}`, `unknown key "bogus"`},
		{`{"dispatch":[1,1,1],"buffers":{"a":{"u32":[1,"x"]}}}`, "buffers.a"},
		{`{"dispatch":[1,1,1],"buffers":{"a":{"zero":3}}}`, "whole number of 32-bit words"},
		{`{"dispatch":[1,1,1],"kernargs":[{"ptr":"nope"}]}`, `unknown buffer "nope"`},
		{`{"dispatch":[1,1,1],"kernargs":[{"u8":1}]}`, `unknown argument kind "u8"`},
		{`{"dispatch":[1,1,1],"kernargs":[{"u32":-1}]}`, "not a 32-bit unsigned integer"},
		{`{"dispatch":[1,1,1]} {}`, "unexpected data"},
	} {
		_, err := ParseSpec([]byte(c.json), ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.json, err, c.want)
		}
	}
	s, err := ParseSpec([]byte(`{"dispatch":[2,1,1],"workgroup":[64,1,1],"buffers":{"b":{"f32":[1.5]}},"kernargs":[{"ptr":"b"},{"i32":-2},{"f16":0.5}]}`), ".")
	if err != nil {
		t.Fatal(err)
	}
	if s.Grid != [3]uint32{2, 1, 1} || len(s.Kernargs) != 3 || s.Kernargs[1].Value != 0xfffffffe || s.Kernargs[2].Value != 0x3800 {
		t.Errorf("parsed %+v", s)
	}
	// a layout shorter than the kernel's explicit arguments
	cl, _ := buildCorpus(t)
	p, err := Load(cl, "int_alu")
	if err != nil {
		t.Fatal(err)
	}
	short := &Spec{Grid: [3]uint32{1, 1, 1}, Buffers: []SpecBuffer{{"a", make([]byte, 4)}}, Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}}}
	if _, _, _, err := short.Setup(p); err == nil || !strings.Contains(err.Error(), "takes 24 bytes of explicit arguments") {
		t.Errorf("short layout: %v", err)
	}
}

func FuzzSpec(f *testing.F) {
	f.Add([]byte(`{"dispatch":[2,1,1],"workgroup":[64,1,1],"buffers":{"b":{"f32":[1.5]}},"kernargs":[{"ptr":"b"},{"i32":-2}]}`))
	f.Add([]byte(`{"dispatch":[1,1,1],"buffers":{"a":{"zero":8}},"kernargs":[{"bufdesc":"a"},{"f64":1e300}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = ParseSpec(data, t.TempDir())
	})
}

func FuzzLoad(f *testing.F) {
	src := strings.Replace(tinyKernel, "BODY", "v_mov_b32_e32 v1, 0", 1)
	obj, _, err := gfx9.Assemble("tiny.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		f.Fatal(err)
	}
	co, err := codeobj.Write(obj)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(co)
	f.Add([]byte("\x7fELF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Load(data, "k")
		if err != nil {
			return
		}
		// whatever loads must run to a result or a clean error
		_, _ = p.Run(NewMemory(), Dispatch{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: make([]byte, p.KD.KernargSize)}, Options{Budget: 10000})
	})
}

// TestSendmsgCountsInLGKM: s_sendmsg is an LGKM operation, so a following
// s_waitcnt lgkmcnt(0) retires it, and it does not disturb the checker's
// accounting of a scalar load issued before it.
func TestSendmsgCountsInLGKM(t *testing.T) {
	ok := "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)\n s_waitcnt lgkmcnt(0)\n v_mov_b32_e32 v1, s2"
	if err := runTiny(t, ok, Options{}); err != nil {
		t.Fatal(err)
	}
	// lgkmcnt(1) with an SMEM load and a message outstanding does not
	// guarantee the load (both return out of order).
	bad := "s_load_dwordx2 s[2:3], s[0:1], 0x0\n s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)\n s_waitcnt lgkmcnt(1)\n v_mov_b32_e32 v1, s2"
	var e *Error
	if err := runTiny(t, bad, Options{}); !errors.As(err, &e) || e.Kind != KindWaitcnt {
		t.Fatalf("got %v, want a missing s_waitcnt error", err)
	}
}

// With several workers, the error a dispatch reports is the first failing
// workgroup's in dispatch order, not whichever worker met its error first:
// here workgroup 0 traps only after a long loop, the others at once.
func TestErrorOfFirstWorkgroupInOrder(t *testing.T) {
	p := asmKernel(t, `
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Ltrap
	s_mov_b32 s7, 20000
.Lloop:
	s_sub_u32 s7, s7, 1
	s_cmp_lg_u32 s7, 0
	s_cbranch_scc1 .Lloop
.Ltrap:
	s_trap 2`, 4, 0)
	for _, workers := range []int{1, 2, 4} {
		for run := 0; run < 5; run++ {
			s := &Spec{Grid: [3]uint32{16, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", make([]byte, 4)}, {"out", make([]byte, 4)}},
				Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
			_, err := runProgram(t, p, s, Options{Workers: workers})
			var e *Error
			if !errors.As(err, &e) || e.Kind != KindFault || e.Workgroup != [3]uint32{} {
				t.Fatalf("%d workers: got %v, want workgroup (0,0,0)'s trap", workers, err)
			}
		}
	}
}

package exec

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/tooltest"
)

// The tests of sem_misc.go: expected values come from the ISA manual's
// definitions, written out here independently of the executor's code.

const sadKernel = `
kernel void sad(global const uint *a, global const uint *b, global const uint *c, global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	ulong s0 = a[2 * i] | (ulong)a[2 * i + 1] << 32;
	uint ref = b[i];
	ulong acc = c[4 * i] | (ulong)c[4 * i + 1] << 32;
	uint4 acc4 = (uint4)(c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]);
	global uint *o = out + 12 * i;
	o[0] = __builtin_amdgcn_msad_u8(a[2 * i], ref, c[4 * i]);
	ulong q = __builtin_amdgcn_qsad_pk_u16_u8(s0, ref, acc);
	o[1] = (uint)q;
	o[2] = (uint)(q >> 32);
	ulong mq = __builtin_amdgcn_mqsad_pk_u16_u8(s0, ref, acc);
	o[3] = (uint)mq;
	o[4] = (uint)(mq >> 32);
	uint4 m = __builtin_amdgcn_mqsad_u32_u8(s0, ref, acc4);
	o[5] = m.x;
	o[6] = m.y;
	o[7] = m.z;
	o[8] = m.w;
}
`

func TestSADFamily(t *testing.T) {
	co := tooltest.BuildOpenCL(t, "sad", sadKernel)
	p, err := Load(co, "sad")
	if err != nil {
		t.Fatal(err)
	}
	const n = 128
	r := rand.New(rand.NewPCG(7, 8))
	// bytes that are often zero (masked out by the msad forms) or extreme
	rb := func() uint32 {
		var x uint32
		for k := 0; k < 4; k++ {
			var b uint32
			switch r.IntN(4) {
			case 0:
			case 1:
				b = 255
			default:
				b = r.Uint32N(256)
			}
			x |= b << (8 * k)
		}
		return x
	}
	a, b, c := make([]uint32, 2*n), make([]uint32, n), make([]uint32, 4*n)
	for i := range a {
		a[i] = rb()
	}
	for i := range b {
		b[i] = rb()
	}
	for i := range c {
		c[i] = r.Uint32()
		if i%3 == 0 {
			c[i] |= 0xfff0fff0 // accumulators near the 16-bit and 32-bit wrap
		}
	}
	s := &Spec{Grid: [3]uint32{n / 64, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers:  []SpecBuffer{{"a", u32s(a)}, {"b", u32s(b)}, {"c", u32s(c)}, {"out", make([]byte, 4*12*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "a"}, {Kind: "ptr", Buffer: "b"}, {Kind: "ptr", Buffer: "c"}, {Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// ISA manual: ABSDIFF over the four bytes; the masked form skips a
	// byte whose S1 (reference) byte is 0; sums wrap.
	sad := func(x, ref, acc uint32, masked bool) uint32 {
		for k := 0; k < 4; k++ {
			xb, yb := int(x>>(8*k)&255), int(ref>>(8*k)&255)
			if masked && yb == 0 {
				continue
			}
			d := xb - yb
			if d < 0 {
				d = -d
			}
			acc += uint32(d)
		}
		return acc
	}
	want := make([]uint32, 12*n)
	for i := 0; i < n; i++ {
		s0 := uint64(a[2*i]) | uint64(a[2*i+1])<<32
		// S0[31:0], S0[39:8], S0[47:16], S0[55:24]
		slice := func(k int) uint32 { return uint32(s0 >> (8 * k)) }
		w := want[12*i:]
		w[0] = sad(a[2*i], b[i], c[4*i], true)
		acc := uint64(c[4*i]) | uint64(c[4*i+1])<<32
		var q, mq uint64
		for k := 0; k < 4; k++ {
			h := uint32(acc >> (16 * k) & 0xffff)
			q |= uint64(uint16(sad(slice(k), b[i], h, false))) << (16 * k)
			mq |= uint64(uint16(sad(slice(k), b[i], h, true))) << (16 * k)
			w[5+k] = sad(slice(k), b[i], c[4*i+k], true)
		}
		w[1], w[2], w[3], w[4] = uint32(q), uint32(q>>32), uint32(mq), uint32(mq>>32)
	}
	checkWords(t, "sad", "out", out["out"], want)
	for _, name := range []string{"v_msad_u8", "v_qsad_pk_u16_u8", "v_mqsad_pk_u16_u8", "v_mqsad_u32_u8"} {
		found := false
		for _, d := range p.insts {
			if d != nil && d.in.Inst.Name == name {
				found = true
			}
		}
		if !found {
			t.Errorf("the kernel does not contain %s", name)
		}
	}
}

// miscKernel is a one-wave kernel with 1 KiB of LDS and an "out" buffer
// at s[0:1] of the kernel arguments.
const miscKernel = `
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	BODY
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
`

// runMisc runs body in one wave of 64 lanes; out has words dwords.
func runMisc(t *testing.T, body string, words int) ([]uint32, error) {
	t.Helper()
	src := strings.Replace(miscKernel, "BODY", body, 1)
	obj, _, err := gfx9.Assemble("misc.s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	p, err := LoadObject(obj, "k")
	if err != nil {
		t.Fatal(err)
	}
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*words)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	return out["out"], err
}

// ldsDump stores the first n dwords of LDS to out from dword at on (lane
// l stores dwords l, l+64, ...).
func ldsDump(n, at int) string {
	var b strings.Builder
	b.WriteString("s_waitcnt lgkmcnt(0)\n v_lshlrev_b32 v10, 2, v0\n")
	for k := 0; k < n; k += 64 {
		fmt.Fprintf(&b, "ds_read_b32 v11, v10 offset:%d\n s_waitcnt lgkmcnt(0)\n", 4*k)
		fmt.Fprintf(&b, "global_store_dword v10, v11, s[2:3] offset:%d\n", 4*(k+at))
	}
	return b.String()
}

// ldsFill writes LDS dword i = i*3+1 for i < 256 (four dwords a lane).
const ldsFill = `
	v_lshlrev_b32 v10, 2, v0
	v_mul_u32_u24 v11, 3, v0
	v_add_u32 v11, 1, v11
	ds_write_b32 v10, v11
	v_add_u32 v11, 192, v11
	ds_write_b32 v10, v11 offset:256
	v_add_u32 v11, 192, v11
	ds_write_b32 v10, v11 offset:512
	v_add_u32 v11, 192, v11
	ds_write_b32 v10, v11 offset:768
	s_waitcnt lgkmcnt(0)
`

func TestAddtid(t *testing.T) {
	// ds_write_addtid_b32: lane l writes v1 to M0[15:0] + offset + 4*l
	// (M0's high half is ignored); ds_read_addtid_b32 reads back from
	// another base.
	out, err := runMisc(t, `
	v_lshlrev_b32 v1, 8, v0
	v_or_b32 v1, 7, v1
	s_mov_b32 m0, 0xffff0010
	s_nop 0
	ds_write_addtid_b32 v1 offset:32
	s_mov_b32 m0, 0x30
	s_nop 0
	ds_read_addtid_b32 v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32 v3, 2, v0
	global_store_dword v3, v2, s[2:3]
	`+ldsDump(128, 64), 192)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 192)
	lds := want[64:]
	for l := 0; l < 64; l++ {
		lds[(0x10+32)/4+l] = uint32(l)<<8 | 7
	}
	for l := 0; l < 64; l++ {
		want[l] = lds[(0x30+4)/4+l]
	}
	checkWords(t, "addtid", "out", out, want)
}

func TestDSSrc2(t *testing.T) {
	fill := func() []uint32 {
		m := make([]uint32, 256)
		for i := range m {
			m[i] = uint32(i*3 + 1)
		}
		return m
	}
	for _, c := range []struct {
		name, asm string
		want      func(m []uint32)
	}{
		// offset bit 15 clear: B = A + 4*{offset[14], offset[14:0]}
		{"add offset", "ds_add_src2_u32 v12 offset:5", func(m []uint32) {
			for l := 0; l < 16; l++ {
				m[l] += m[l+5]
			}
		}},
		{"write", "ds_write_src2_b32 v12 offset:100", func(m []uint32) {
			for l := 0; l < 16; l++ {
				m[l] = m[l+100]
			}
		}},
		{"rsub", "ds_rsub_src2_u32 v12 offset:1", func(m []uint32) {
			// lanes in order: lane l reads m[l+1] before lane l+1 updates it
			for l := 0; l < 16; l++ {
				m[l] = m[l+1] - m[l]
			}
		}},
		{"add u64", "v_lshlrev_b32 v12, 1, v12\n ds_add_src2_u64 v12 offset:64", func(m []uint32) {
			for l := 0; l < 16; l++ {
				a := uint64(m[2*l]) | uint64(m[2*l+1])<<32
				b := uint64(m[2*l+64]) | uint64(m[2*l+65])<<32
				s := a + b
				m[2*l], m[2*l+1] = uint32(s), uint32(s>>32)
			}
		}},
	} {
		body := ldsFill + `
	v_lshlrev_b32 v12, 2, v0
	s_mov_b64 exec, 0xffff
	` + c.asm + `
	s_mov_b64 exec, -1
	` + ldsDump(256, 0)
		out, err := runMisc(t, body, 256)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		m := fill()
		c.want(m)
		checkWords(t, c.name, "out", out, m)
	}
	// A negative stride and the stride from the address are precise
	// errors.
	for _, off := range []string{"0x4000", "0x8000"} {
		if _, err := runMisc(t, "v_mov_b32 v12, 0\n ds_add_src2_u32 v12 offset:"+off, 4); err == nil || !strings.Contains(err.Error(), "not modelled") {
			t.Errorf("src2 offset %s: got %v", off, err)
		}
	}
}

func TestCondxchg(t *testing.T) {
	// ds_condxchg32_rtn_b64: two dwords at (A + offset) & 0xfff8, each
	// replaced by its data dword with bit 31 cleared iff that bit is set;
	// the old dwords return.
	out, err := runMisc(t, ldsFill+`
	v_lshlrev_b32 v12, 3, v0
	v_add_u32 v12, 3, v12
	v_lshlrev_b32 v4, 30, v0
	v_or_b32 v4, 0x55, v4
	v_lshlrev_b32 v5, 31, v0
	v_or_b32 v5, 0x66, v5
	s_mov_b64 exec, 0xffff
	ds_condxchg32_rtn_b64 v[6:7], v12, v[4:5] offset:5
	s_mov_b64 exec, -1
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32 v3, 3, v0
	global_store_dwordx2 v3, v[6:7], s[2:3]
	`+ldsDump(256, 128), 384)
	if err != nil {
		t.Fatal(err)
	}
	m := make([]uint32, 256)
	for i := range m {
		m[i] = uint32(i*3 + 1)
	}
	want := make([]uint32, 384)
	for l := 0; l < 16; l++ {
		a := (8*l + 3 + 5) & 0xfff8
		d0, d1 := uint32(l)<<30|0x55, uint32(l)<<31|0x66
		want[2*l], want[2*l+1] = m[a/4], m[a/4+1]
		if d0>>31 != 0 {
			m[a/4] = d0 &^ (1 << 31)
		}
		if d1>>31 != 0 {
			m[a/4+1] = d1 &^ (1 << 31)
		}
	}
	copy(want[128:], m)
	checkWords(t, "condxchg", "out", out, want)
}

func TestProgramControlMisc(t *testing.T) {
	store := "v_lshlrev_b32 v3, 2, v0\n v_mov_b32 v4, 9\n"
	for _, c := range []struct {
		body string
		err  string // "" when the program completes
	}{
		{"s_sethalt 0", ""},
		{"s_sethalt 1", "the wave halted"},
		{"s_setkill 0", ""},
		{"s_setkill 3", "asked to be killed"},
		{"s_sendmsghalt sendmsg(MSG_INTERRUPT)", "halted"},
		{"s_rfe_b64 s[4:5]", "outside a trap handler"},
		{"s_endpgm_saved", "context-switch"},
		{"ds_nop", ""},
		{"s_mov_b32 s5, 0xfffffffb\n s_setvskip s5, 2", ""},
		{"s_mov_b32 s5, 4\n s_setvskip s5, 2", "vector-skip"},
		// no debugger: the conditional debug branches fall through
		{"s_cbranch_cdbgsys .Lskip\n s_cbranch_cdbguser .Lskip\n s_cbranch_cdbgsys_or_user .Lskip\n s_cbranch_cdbgsys_and_user .Lskip\n global_store_dword v3, v4, s[2:3]\n.Lskip:", ""},
	} {
		out, err := runMisc(t, store+c.body, 64)
		if c.err == "" {
			if err != nil {
				t.Errorf("%s: %v", c.body, err)
			}
			continue
		}
		var e *Error
		if err == nil || !strings.Contains(err.Error(), c.err) || !errorsAs(err, &e) || e.Kind != KindFault && e.Kind != KindUnsupported {
			t.Errorf("%s: got %v, want a fault with %q", c.body, err, c.err)
		}
		_ = out
	}
	out, err := runMisc(t, store+"s_cbranch_cdbgsys .Lskip\n global_store_dword v3, v4, s[2:3]\n.Lskip:", 64)
	if err != nil || out[5] != 9 {
		t.Errorf("s_cbranch_cdbgsys: the store after it did not run: %v %v", err, out[:8])
	}
}

func errorsAs(err error, e **Error) bool { return errors.As(err, e) }

const gprIdxIR = `
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

; x = v[i] and w = v with w[j] = x + 1000, for a uniform i and j: with
; -amdgpu-vgpr-index-mode llc reads and writes the vector through
; s_set_gpr_idx_on.
define amdgpu_kernel void @gpridx(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %xs, i32 %i, i32 %j) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = zext i32 %tid to i64
  %p = getelementptr <16 x i32>, ptr addrspace(1) %in, i64 %t
  %v = load <16 x i32>, ptr addrspace(1) %p
  %x = extractelement <16 x i32> %v, i32 %i
  %y = add i32 %x, 1000
  %w = insertelement <16 x i32> %v, i32 %y, i32 %j
  %q = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 %t
  store <16 x i32> %w, ptr addrspace(1) %q
  %r = getelementptr i32, ptr addrspace(1) %xs, i64 %t
  store i32 %x, ptr addrspace(1) %r
  ret void
}
`

// buildIR compiles LLVM IR for gfx900 with llc (extra flags) and links it.
func buildIR(t *testing.T, name, src string, flags ...string) []byte {
	t.Helper()
	llc, lld := tooltest.Need(t, "llc"), tooltest.Need(t, "ld.lld")
	dir := t.TempDir()
	ll, o, co := filepath.Join(dir, name+".ll"), filepath.Join(dir, name+".o"), filepath.Join(dir, name+".co")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"}, flags...)
	for _, cmd := range [][]string{append(append([]string{llc}, args...), ll, "-o", o), {lld, "-shared", o, "-o", co}} {
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(cmd[0]), err, out)
		}
	}
	data, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestGPRIndexCompiled(t *testing.T) {
	co := buildIR(t, "gpridx", gprIdxIR, "-amdgpu-vgpr-index-mode")
	p, err := Load(co, "gpridx")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range p.insts {
		if d != nil && d.in.Inst.Name == "s_set_gpr_idx_on" {
			found = true
		}
	}
	if !found {
		t.Fatal("llc did not use s_set_gpr_idx_on")
	}
	r := rand.New(rand.NewPCG(9, 10))
	in := make([]uint32, 16*64)
	for k := range in {
		in[k] = r.Uint32()
	}
	for _, ij := range [][2]uint32{{0, 15}, {5, 5}, {15, 0}, {9, 3}} {
		i, j := ij[0], ij[1]
		s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
			Buffers: []SpecBuffer{{"in", u32s(in)}, {"out", make([]byte, 4*16*64)}, {"xs", make([]byte, 4*64)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}, {Kind: "ptr", Buffer: "xs"},
				{Kind: "u32", Value: uint64(i)}, {Kind: "u32", Value: uint64(j)}}}
		out, err := runProgram(t, p, s, Options{Seed: 2})
		if err != nil {
			t.Fatalf("i=%d j=%d: %v", i, j, err)
		}
		wantW, wantX := append([]uint32(nil), in...), make([]uint32, 64)
		for l := 0; l < 64; l++ {
			wantX[l] = in[16*l+int(i)]
			wantW[16*l+int(j)] = wantX[l] + 1000
		}
		checkWords(t, fmt.Sprintf("gpridx i=%d j=%d", i, j), "xs", out["xs"], wantX)
		checkWords(t, fmt.Sprintf("gpridx i=%d j=%d", i, j), "out", out["out"], wantW)
	}
}

func TestGPRIndexModes(t *testing.T) {
	// v_add_u32 v1, v3, v0 with index 2 on src0 and vdst: v3 = v5 + v0.
	// _mode then makes only src1 relative (v1 = v3 + v2 reads v4 for
	// v2); _idx changes the index (then src2 only: v_mad reads v7 for v4); after _off nothing is relative. The
	// fast path (v_add_u32) and the lane path (v_mad_u32_u24) both run.
	out, err := runMisc(t, `
	v_mov_b32 v5, 500
	v_mov_b32 v4, 40
	v_mov_b32 v7, 7000
	s_mov_b32 s4, 2
	s_set_gpr_idx_on s4, gpr_idx(SRC0,DST)
	v_add_u32 v1, v3, v0
	s_set_gpr_idx_mode gpr_idx(SRC1)
	v_add_u32 v6, v3, v2
	s_set_gpr_idx_idx 3
	s_set_gpr_idx_mode gpr_idx(SRC2)
	v_mad_u32_u24 v8, v0, 1, v4
	s_set_gpr_idx_off
	v_add_u32 v9, v1, v1
	v_lshlrev_b32 v10, 2, v0
	global_store_dword v10, v3, s[2:3]
	global_store_dword v10, v6, s[2:3] offset:256
	global_store_dword v10, v8, s[2:3] offset:512
	global_store_dword v10, v9, s[2:3] offset:768
	`, 256)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 256)
	for l := 0; l < 64; l++ {
		v3 := uint32(500 + l)
		want[l] = v3
		want[64+l] = v3 + 40           // v6 = v3 + v(2+2)
		want[128+l] = uint32(l) + 7000 // v8 = v0*1 + v(4+3)
		want[192+l] = 0                // v1 was never written: v1+v1
	}
	checkWords(t, "gpr_idx modes", "out", out, want)
	// An index past v255 is a precise register error.
	_, err = runMisc(t, "s_movk_i32 s4, 250\n s_set_gpr_idx_on s4, gpr_idx(DST)\n v_mov_b32 v8, 0\n s_set_gpr_idx_off", 4)
	var e *Error
	if err == nil || !errorsAs(err, &e) || e.Kind != KindRegister {
		t.Errorf("index past v255: got %v", err)
	}
	// Beyond the kernel's 16 VGPRs too.
	_, err = runMisc(t, "s_movk_i32 s4, 20\n s_set_gpr_idx_on s4, gpr_idx(SRC0)\n v_mov_b32 v8, v1\n s_set_gpr_idx_off", 4)
	if err == nil || !errorsAs(err, &e) || e.Kind != KindRegister {
		t.Errorf("index past the allocation: got %v", err)
	}
}

func TestWrxchg2(t *testing.T) {
	m0 := make([]uint32, 256)
	for i := range m0 {
		m0[i] = uint32(i*3 + 1)
	}
	for _, c := range []struct {
		asm           string
		size, stride  int
		off0, off1    int
		dwordsPerLane int
	}{
		{"ds_wrxchg2_rtn_b32 v[6:7], v12, v4, v5 offset0:3 offset1:9", 4, 1, 3, 9, 1},
		{"ds_wrxchg2st64_rtn_b32 v[6:7], v12, v4, v5 offset1:2", 4, 64, 0, 2, 1},
		{"ds_wrxchg2_rtn_b64 v[6:9], v12, v[4:5], v[2:3] offset0:1 offset1:17", 8, 1, 1, 17, 2},
		{"ds_wrxchg2st64_rtn_b64 v[6:9], v12, v[4:5], v[2:3] offset1:1", 8, 64, 0, 1, 2},
	} {
		// lanes 0-15, A = 4*l*dwordsPerLane; data words from the lane id
		out, err := runMisc(t, ldsFill+fmt.Sprintf(`
	v_lshlrev_b32 v12, %d, v0
	v_or_b32 v4, 0x1000, v0
	v_or_b32 v5, 0x2000, v0
	v_or_b32 v2, 0x3000, v0
	v_or_b32 v3, 0x4000, v0
	s_mov_b64 exec, 0xffff
	%s
	s_mov_b64 exec, -1
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32 v13, 4, v0
	global_store_dwordx4 v13, v[6:9], s[2:3]
	`, 1+c.dwordsPerLane, c.asm)+ldsDump(256, 256), 512)
		if err != nil {
			t.Fatalf("%s: %v", c.asm, err)
		}
		m := append([]uint32(nil), m0...)
		want := make([]uint32, 512)
		for l := 0; l < 16; l++ {
			a := 4 * l * c.dwordsPerLane
			data := [][]uint32{{0x1000 | uint32(l), 0x2000 | uint32(l)}, {0x3000 | uint32(l), 0x4000 | uint32(l)}}
			if c.size == 4 {
				data = [][]uint32{{0x1000 | uint32(l)}, {0x2000 | uint32(l)}}
			}
			for k, off := range []int{c.off0, c.off1} {
				at := (a + off*c.size*c.stride) / 4
				for j := 0; j < c.size/4; j++ {
					want[4*l+k*(c.size/4)+j] = m[at+j]
					m[at+j] = data[k][j]
				}
			}
		}
		// dwords of v[6:9] the instruction does not write stay 0
		copy(want[256:], m)
		checkWords(t, c.asm, "out", out, want)
	}
}

// TestTrigPreop compares v_trig_preop_f64 with LLVM's constant folding of
// llvm.amdgcn.trig.preop (an implementation of the manual's definition
// independent of this one): one kernel returns the folded constants, the
// other runs the instruction on the same inputs read from memory.
func TestTrigPreop(t *testing.T) {
	xs := []float64{1, 0.5, -3.7, 0x1p60, 0x1.3p100, 0x1p1000, -0x1.fp1000, 0x1.8p945, 0x1p-1060, 1e-300, math.MaxFloat64, 123456789}
	var cases [][2]uint64
	for _, x := range xs {
		e := int(math.Float64bits(x) >> 52 & 0x7ff)
		for seg := uint64(0); seg < 32; seg++ {
			shift := int(seg) * 53
			if e > 1077 {
				shift += e - 1077
			}
			if shift <= 1119 && (seg%3 == 0 || seg < 3 || shift > 1100) {
				cases = append(cases, [2]uint64{math.Float64bits(x), seg})
			}
		}
	}
	var src strings.Builder
	src.WriteString("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n")
	src.WriteString("kernel void folded(global double *out) {\n")
	for i, c := range cases {
		fmt.Fprintf(&src, "\tout[%d] = __builtin_amdgcn_trig_preop(as_double(0x%xUL), %d);\n", i, c[0], c[1])
	}
	src.WriteString("}\n")
	src.WriteString(`kernel void preop(global const double *x, global const uint *seg, global double *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	out[i] = __builtin_amdgcn_trig_preop(x[i], seg[i]);
}
`)
	co := tooltest.BuildOpenCL(t, "preop", src.String())
	folded, err := Load(co, "folded")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range folded.insts {
		if d != nil && d.in.Inst.Name == "v_trig_preop_f64" {
			t.Fatal("LLVM did not fold every constant case")
		}
	}
	n := (len(cases) + 63) / 64 * 64
	out, err := runProgram(t, folded, &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers: []SpecBuffer{{"out", make([]byte, 8*n)}}, Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := out["out"]
	p, err := Load(co, "preop")
	if err != nil {
		t.Fatal(err)
	}
	x, seg := make([]uint32, 2*n), make([]uint32, n)
	for i, c := range cases {
		x[2*i], x[2*i+1], seg[i] = uint32(c[0]), uint32(c[0]>>32), uint32(c[1])
	}
	for i := len(cases); i < n; i++ {
		x[2*i+1] = 0x3ff00000 // 1.0, segment 0
	}
	got, err := runProgram(t, p, &Spec{Grid: [3]uint32{uint32(n / 64), 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers:  []SpecBuffer{{"x", u32s(x)}, {"seg", u32s(seg)}, {"out", make([]byte, 8*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "x"}, {Kind: "ptr", Buffer: "seg"}, {Kind: "ptr", Buffer: "out"}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		g, w := uint64(got["out"][2*i])|uint64(got["out"][2*i+1])<<32, uint64(want[2*i])|uint64(want[2*i+1])<<32
		if g != w {
			t.Errorf("trig_preop(%v, %d) = %#x (%g), LLVM folds to %#x (%g)", math.Float64frombits(c[0]), c[1], g, math.Float64frombits(g), w, math.Float64frombits(w))
		}
	}
	// Segment 0 of 1.0 is 2/π truncated to 53 bits: 2/math.Pi (2/π
	// rounded to nearest) or the float64 below it.
	s0 := math.Float64frombits(uint64(got["out"][0]) | uint64(got["out"][1])<<32)
	if s0 != 2/math.Pi && s0 != math.Nextafter(2/math.Pi, 0) {
		t.Errorf("segment 0 of 1.0: %v is not 2/pi truncated", s0)
	}
	// A window past the constant's last bit is a precise error.
	x[0], x[1], seg[0] = 0, 0x3ff00000, 22 // 1.0, shift 1166
	_, err = runProgram(t, p, &Spec{Grid: [3]uint32{uint32(n / 64), 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers:  []SpecBuffer{{"x", u32s(x)}, {"seg", u32s(seg)}, {"out", make([]byte, 8*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "x"}, {Kind: "ptr", Buffer: "seg"}, {Kind: "ptr", Buffer: "out"}}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "not modelled") {
		t.Errorf("segment 22: got %v", err)
	}
}

const appendKernel = `
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void app(global int *out, global int *total) {
	local int counter;
	uint l = __builtin_amdgcn_workitem_id_x();
	if (l == 0) counter = 1000;
	__builtin_amdgcn_s_barrier();
	int base = -1;
	if (l % 3 != 0) base = __builtin_amdgcn_ds_append(&counter);
	__builtin_amdgcn_s_barrier();
	if (l % 5 == 1) base += 10000 * (1 + __builtin_amdgcn_ds_consume(&counter));
	__builtin_amdgcn_s_barrier();
	out[__builtin_amdgcn_workgroup_id_x() * 256 + l] = base;
	if (l == 0) total[__builtin_amdgcn_workgroup_id_x()] = counter;
}
`

// TestAppendConsume: each wave's ds_append returns the counter before it
// added the wave's active lanes, so over the four waves of a workgroup the
// returned values tile [1000, 1000 + appended) in some order (the order
// the seed interleaves the waves in); ds_consume likewise counts down.
func TestAppendConsume(t *testing.T) {
	co := tooltest.BuildOpenCL(t, "app", appendKernel)
	p, err := Load(co, "app")
	if err != nil {
		t.Fatal(err)
	}
	const groups = 3
	for seed := uint64(0); seed < 4; seed++ {
		s := &Spec{Grid: [3]uint32{groups, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*256*groups)}, {"total", make([]byte, 4*groups)}},
			Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}, {Kind: "ptr", Buffer: "total"}}}
		out, err := runProgram(t, p, s, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for g := 0; g < groups; g++ {
			o := out["out"][256*g:]
			// per wave: the lanes that append (l%3 != 0) and consume (l%5 == 1)
			var app, con [4]int32
			var na, nc [4]int32
			for wv := 0; wv < 4; wv++ {
				for l := 64 * wv; l < 64*wv+64; l++ {
					if l%3 != 0 {
						na[wv]++
					}
					if l%5 == 1 {
						nc[wv]++
					}
				}
			}
			// recover each wave's returned values from a lane that did both
			// or one of them, checking every lane against them
			for wv := 0; wv < 4; wv++ {
				app[wv], con[wv] = -1, -1
				for l := 64 * wv; l < 64*wv+64; l++ {
					v := int32(o[l])
					a := int32(-1)
					if l%5 == 1 {
						c := (v + 10000) / 10000 // base + 10000*(1+c), base in [-1, 10000)
						if l%3 != 0 {
							c = v / 10000
						}
						c--
						if con[wv] >= 0 && c != con[wv] {
							t.Fatalf("seed %d group %d wave %d: lanes disagree on the consume value", seed, g, wv)
						}
						con[wv] = c
						v -= 10000 * (1 + c)
					}
					if l%3 != 0 {
						a = v
						if app[wv] >= 0 && a != app[wv] {
							t.Fatalf("seed %d group %d wave %d: lanes disagree on the append value (%d, %d)", seed, g, wv, a, app[wv])
						}
						app[wv] = a
					} else if v != -1 {
						t.Fatalf("seed %d group %d lane %d: %d, want -1 plus the consume term", seed, g, l, v)
					}
				}
			}
			// appends tile [1000, 1000+sum) in some order
			tile := func(vals, counts [4]int32, start int32, down bool) {
				used := [4]bool{}
				at := start
				for range 4 {
					found := false
					for wv := 0; wv < 4; wv++ {
						if !used[wv] && vals[wv] == at {
							used[wv], found = true, true
							if down {
								at -= counts[wv]
							} else {
								at += counts[wv]
							}
							break
						}
					}
					if !found {
						t.Fatalf("seed %d group %d: values %v (counts %v) do not tile from %d", seed, g, vals, counts, start)
					}
				}
			}
			tile(app, na, 1000, false)
			sum := na[0] + na[1] + na[2] + na[3]
			tile(con, nc, 1000+sum, true)
			if got, want := int32(out["total"][g]), 1000+sum-(nc[0]+nc[1]+nc[2]+nc[3]); got != want {
				t.Errorf("seed %d group %d: counter %d, want %d", seed, g, got, want)
			}
		}
	}
	// M0 other than 0 is a precise error.
	if _, err := runMisc(t, "s_mov_b32 m0, 16\n s_nop 0\n ds_append v1\n s_waitcnt lgkmcnt(0)", 4); err == nil || !strings.Contains(err.Error(), "only M0 = 0") {
		t.Errorf("ds_append with M0 = 16: got %v", err)
	}
}

func TestWrap(t *testing.T) {
	// ds_wrap_rtn_b32: old = LDS[A]; LDS[A] = old >= D0 ? old - D0 :
	// old + D1; old returns. Lane l: A = 4*l (+ offset 4), D0 = 5*l,
	// D1 = 1000 + l, over LDS dwords 3*i+1.
	out, err := runMisc(t, ldsFill+`
	v_lshlrev_b32 v12, 2, v0
	v_mul_u32_u24 v4, 5, v0
	v_add_u32 v5, 1000, v0
	ds_wrap_rtn_b32 v6, v12, v4, v5 offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v12, v6, s[2:3]
	`+ldsDump(256, 64), 320)
	if err != nil {
		t.Fatal(err)
	}
	m := make([]uint32, 256)
	for i := range m {
		m[i] = uint32(i*3 + 1)
	}
	want := make([]uint32, 320)
	for l := 0; l < 64; l++ {
		a, d0, d1 := l+1, uint32(5*l), uint32(1000+l) // lanes 0-2 subtract, the others add
		want[l] = m[a]
		if m[a] >= d0 {
			m[a] -= d0
		} else {
			m[a] += d1
		}
	}
	copy(want[64:], m)
	checkWords(t, "wrap", "out", out, want)
}

func TestForkJoin(t *testing.T) {
	// The out pointer moves to s[10:11]: the branch stack lives in
	// s[0:3] (CSP 0). Lane l < N passes the compare. Path "target" sets
	// v1 = 2, path "next" v1 = 1; each path also adds its id to v2 in
	// the order the paths run (v2 = 10*v2 + id), and the stack entry
	// s[0:3] is saved to v[4:7] right after the fork.
	body := func(n int, fork string) string {
		return fmt.Sprintf(`
	s_mov_b64 s[10:11], s[2:3]
	s_getreg_b32 s20, hwreg(HW_REG_MODE, 29, 3)
	v_mov_b32 v2, 0
	v_cmp_gt_u32 vcc, %d, v0
	%s
	v_mov_b32 v4, s0
	v_mov_b32 v5, s1
	v_mov_b32 v6, s2
	v_mov_b32 v7, s3
	v_mov_b32 v1, 1
	v_mul_u32_u24 v2, 10, v2
	v_add_u32 v2, 1, v2
	s_branch .Ljoin
.Ltarget:
	v_mov_b32 v4, s0
	v_mov_b32 v5, s1
	v_mov_b32 v6, s2
	v_mov_b32 v7, s3
	v_mov_b32 v1, 2
	v_mul_u32_u24 v2, 10, v2
	v_add_u32 v2, 2, v2
.Ljoin:
	s_cbranch_join s20
	s_getreg_b32 s21, hwreg(HW_REG_MODE, 29, 3)
	s_mov_b64 exec, -1
	v_mov_b32 v8, s21
	v_lshlrev_b32 v3, 2, v0
	global_store_dword v3, v1, s[10:11]
	global_store_dword v3, v2, s[10:11] offset:256
	global_store_dword v3, v4, s[10:11] offset:512
	global_store_dword v3, v5, s[10:11] offset:768
	global_store_dword v3, v7, s[10:11] offset:1024
	global_store_dword v3, v8, s[10:11] offset:1280
	global_store_dword v3, v6, s[10:11] offset:1536
	`, n, fork)
	}
	iFork := "s_cbranch_i_fork vcc, .Ltarget"
	// s_getpc_b64 gives the address of the s_add; .Ltarget is 44 bytes
	// further (s_add, s_addc, the fork, seven 4-byte VALU instructions
	// and the s_branch)
	gFork := "s_getpc_b64 s[12:13]\n s_add_u32 s12, s12, 44\n s_addc_u32 s13, s13, 0\n s_cbranch_g_fork vcc, s[12:13]"
	for _, c := range []struct {
		name, fork string
		n          int
	}{
		{"i_fork few pass", iFork, 10}, {"i_fork most pass", iFork, 60}, {"i_fork all pass", iFork, 64}, {"i_fork none pass", iFork, 0},
		{"g_fork few pass", gFork, 10}, {"g_fork most pass", gFork, 60},
	} {
		out, err := runMisc(t, body(c.n, c.fork), 7*64)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		pass := uint64(1)<<c.n - 1
		if c.n == 64 {
			pass = ^uint64(0)
		}
		fail := ^pass
		want := make([]uint32, 7*64)
		for l := 0; l < 64; l++ {
			p := l < c.n
			if p {
				want[l] = 2
			} else {
				want[l] = 1
			}
			want[64+l] = want[l] // each lane runs exactly one path
		}
		switch {
		case c.n == 64 || c.n == 0:
			// one path, no stack entry: s[0:3] hold the kernarg and out
			// pointers as the kernel started (the stores check only
			// that nothing was pushed: CSP stays 0)
			out = out[:2*64]
			want = want[:2*64]
		default:
			// the smaller side ran first and pushed the other side's mask
			// (and address: the join resuming there is what makes every
			// lane run its path); CSP is back to 0 after the second join
			second := pass
			if bits.OnesCount64(pass) <= bits.OnesCount64(fail) {
				second = fail
			}
			for l := 0; l < 64; l++ {
				want[128+l] = uint32(second)
				want[192+l] = uint32(second >> 32)
				want[320+l] = 0
				want[256+l], want[384+l] = out[256+l], out[384+l] // the address, not compared
			}
		}
		checkWords(t, c.name, "out", out, want)
	}
}

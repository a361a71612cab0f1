package exec

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// assembleFile assembles a hand-written kernel with the project's assembler.
func assembleFile(t *testing.T, path string) (*Program, []string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	obj, _, err := gfx9.Assemble(path, src, gfx9.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadObject(obj, obj.Kernels[0].Name)
	if err != nil {
		t.Fatal(err)
	}
	return p, strings.Split(string(src), "\n")
}

// assembleKernel assembles source text with the project's assembler and
// loads the named kernel.
func assembleKernel(t testing.TB, name, src, kernel string) *Program {
	t.Helper()
	obj, _, err := gfx9.Assemble(name, []byte(src), gfx9.AsmOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	p, err := LoadObject(obj, kernel)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// asmKernel assembles a one-kernel program k whose body is asm, with
// the given VGPR count and LDS size; s[0:1] holds the first kernel
// argument (a buffer), s[2:3] the second, s6 the workgroup id.
func asmKernel(t testing.TB, body string, vgprs, lds int) *Program {
	t.Helper()
	src := fmt.Sprintf(`
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
%s
	s_endpgm
.Lfunc_end0:
	.size k, .Lfunc_end0-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr %d
		.amdhsa_next_free_sgpr 24
		.amdhsa_group_segment_fixed_size %d
	.end_amdhsa_kernel
`, body, vgprs, lds)
	return assembleKernel(t, "kernel.s", src, "k")
}

func runProgram(t *testing.T, p *Program, s *Spec, opts Options) (map[string][]uint32, error) {
	t.Helper()
	mem, d, allocs, err := s.Setup(p)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Run(mem, d, opts)
	out := map[string][]uint32{}
	for n, a := range allocs {
		out[n] = words(a.Data)
	}
	return out, err
}

func TestAsmPrefixSum(t *testing.T) {
	p, _ := assembleFile(t, "../../examples/wave_prefix_sum.s")
	in := make([]uint32, 192)
	for i := range in {
		in[i] = uint32(i*7%13 + 1)
	}
	s := &Spec{Grid: [3]uint32{3, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"out", make([]byte, 4*192)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, 192)
	for i := range want {
		if i%64 == 0 {
			want[i] = in[i]
		} else {
			want[i] = want[i-1] + in[i]
		}
	}
	checkWords(t, "wave_prefix_sum", "out", out["out"], want)
}

func TestAsmGather(t *testing.T) {
	p, _ := assembleFile(t, "testdata/gather.s")
	const n = 128
	in, idx := make([]uint32, n), make([]uint32, n)
	for i := range in {
		in[i] = uint32(1000 + i)
		idx[i] = uint32((i*37 + 5) % 64)
	}
	s := &Spec{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"in", u32s(in)}, {"index", u32s(idx)}, {"out", make([]byte, 4*n)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "in"}, {Kind: "ptr", Buffer: "index"}, {Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, n)
	for i := range want {
		want[i] = in[i/64*64+int(idx[i])]
	}
	checkWords(t, "gather", "out", out["out"], want)
}

func TestAsmModes(t *testing.T) {
	p, _ := assembleFile(t, "testdata/modes.s")
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*8*64)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := out["out"]
	for l := 0; l < 64; l++ {
		g := o[8*l : 8*l+8]
		v6 := uint32(0x181 * l)
		v7 := (v6&0xff+0x1234)<<16&0xffff0000 | 0x1234
		dpp := uint32(l)
		if row := l / 16; row == 0 || row == 2 {
			dpp = uint32(l ^ 1)
		}
		odd := uint32(222)
		if l%2 == 1 {
			odd = 111
		}
		want := []uint32{
			0x40004000, // v_pk_add_f16: (2, 2)
			0x4600bc00, // v_pk_mul_f16 op_sel: (-1, 6)
			0xc6003a00, // v_pk_fma_f16 neg_lo/neg_hi: (0.75, -6)
			v6,
			v7, // SDWA byte0 + word0 into WORD_1, low word preserved
			0,  // 0xffffffff + 1 with the carry out to s[6:7]
			dpp,
			odd, // v_cmpx
		}
		if !slices.Equal(g, want) {
			t.Errorf("lane %d: got %#x, want %#x", l, g, want)
		}
	}
}

// TestAsmHazardNops removes each s_nop of testdata/hazards.s in turn: the
// unmodified kernel runs clean, and every removal is reported as a hazard
// naming both instructions.
func TestAsmHazardNops(t *testing.T) {
	p, lines := assembleFile(t, "testdata/hazards.s")
	s := &Spec{Grid: [3]uint32{1, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Buffers: []SpecBuffer{{"out", make([]byte, 4*3*64)}},
		Kernargs: []KernargItem{{Kind: "ptr", Buffer: "out"}}}
	out, err := runProgram(t, p, s, Options{})
	if err != nil {
		t.Fatalf("unmodified kernel: %v", err)
	}
	o := out["out"]
	for l := 0; l < 64; l++ {
		var dpp uint32
		if l%16 != 0 {
			dpp = uint32(l) // v1 of lane l-1 is l
		}
		fmas := uint32(0x40400000) // 1*2+1 = 3
		if l == 0 {
			fmas = 0x20400000 // VCC set: scaled by 2^-64 (the third operand, 1, is below 2: divmacro)
		}
		if o[l] != dpp || o[64+l] != fmas || o[128+l] != 0 {
			t.Errorf("lane %d: got %#x %#x %#x, want %#x %#x 0", l, o[l], o[64+l], o[128+l], dpp, fmas)
		}
	}
	nops := 0
	for i, line := range lines {
		if !strings.HasPrefix(strings.TrimSpace(line), "s_nop") {
			continue
		}
		nops++
		mut := slices.Concat(lines[:i:i], lines[i+1:])
		obj, _, err := gfx9.Assemble("mutant.s", []byte(strings.Join(mut, "\n")), gfx9.AsmOptions{})
		if err != nil {
			t.Fatal(err)
		}
		mp, err := LoadObject(obj, "hazards")
		if err != nil {
			t.Fatal(err)
		}
		_, err = runProgram(t, mp, s, Options{})
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindHazard {
			t.Errorf("removing %q (line %d): got %v, want a hazard", strings.TrimSpace(line), i+1, err)
			continue
		}
		if !strings.Contains(e.Msg, "wait states after pc") {
			t.Errorf("hazard message does not name the first instruction: %v", e)
		}
		// switched off, the same code runs
		if _, err := runProgram(t, mp, s, Options{NoHazardCheck: true}); err != nil {
			t.Errorf("removing %q with the hazard check off: %v", strings.TrimSpace(line), err)
		}
	}
	if nops != 5 {
		t.Fatalf("found %d s_nop lines, want 5", nops)
	}
	t.Logf("%d of %d s_nop removals reported as hazards", nops, nops)
}

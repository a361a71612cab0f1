package exec

import (
	"fmt"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/texfilter"
)

// Texture throughput per core (process CPU time, one worker): every lane
// of 64 one-wave workgroups runs benchTexIters texture instructions on a
// 256x256 RGBA8 UNORM image, accumulating the results, then stores them.
// "sample" is image_sample_lz through a bilinear clamp sampler at
// coordinates that move by a fraction of a texel each iteration, so every
// sample blends 4 texels; "load" is image_load of one texel per lane. The
// metrics are texels read per CPU second (4 per bilinear sample, 1 per
// load) and lane results per CPU second, so the two are directly
// comparable: the cost of filtering over a plain fetch.

const benchTexIters = 64

// texBenchKernel is the loop around one texture instruction: kernel
// arguments T# (0x0), S# (0x20), out (0x30), iterations (0x38).
func texBenchKernel(name, setup, inst, step string) string {
	return fmt.Sprintf(`	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl %[1]s
	.p2align 8
	.type %[1]s,@function
%[1]s:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	s_load_dwordx2 s[16:17], s[0:1], 0x30
	s_load_dword s18, s[0:1], 0x38
%[2]s
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
.Lloop:
	%[3]s
%[4]s
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v6, v6, v10
	s_sub_u32 s18, s18, 1
	s_cmp_lg_u32 s18, 0
	s_cbranch_scc1 .Lloop
	s_lshl_b32 s2, s2, 6
	v_add_u32_e32 v0, s2, v0
	v_lshlrev_b32_e32 v0, 4, v0
	global_store_dwordx4 v0, v[3:6], s[16:17]
	s_endpgm
.Lfunc_end0:
	.size %[1]s, .Lfunc_end0-%[1]s

	.rodata
	.p2align 6
	.amdhsa_kernel %[1]s
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 64
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 19
		.amdhsa_system_sgpr_workgroup_id_x 1
	.end_amdhsa_kernel
`, name, setup, inst, step)
}

var (
	// s = lane/64 + 0.003, t = 0.5; both move by about a third of a texel
	sampleBenchKernel = texBenchKernel("tex_sample",
		"\tv_cvt_f32_u32_e32 v1, v0\n\tv_mul_f32_e32 v1, 0x3c800000, v1\n\tv_add_f32_e32 v1, 0x3b449ba6, v1\n\tv_mov_b32_e32 v2, 0.5",
		"image_sample_lz v[7:10], v[1:2], s[4:11], s[12:15] dmask:0xf",
		"\tv_add_f32_e32 v1, 0x3aaaaaab, v1\n\tv_add_f32_e32 v2, 0x3a9d89d9, v2")
	// x = lane, y = 128; x moves by one texel, wrapped to the image
	loadBenchKernel = texBenchKernel("tex_load",
		"\tv_mov_b32_e32 v1, v0\n\tv_mov_b32_e32 v2, 0x80",
		"image_load v[7:10], v[1:2], s[4:11] dmask:0xf unorm",
		"\tv_add_u32_e32 v1, 1, v1\n\tv_and_b32_e32 v1, 0xff, v1")
)

func texBench(b *testing.B, src, kernel string, texelsPerLane int) {
	obj, _, err := gfx9.Assemble(kernel+".s", []byte(src), gfx9.AsmOptions{})
	if err != nil {
		b.Fatal(err)
	}
	p, err := LoadObject(obj, kernel)
	if err != nil {
		b.Fatal(err)
	}
	const groups, size = 64, 256
	img := make([]byte, size*size*4)
	for i := range img {
		img[i] = byte(i*7 + i>>10)
	}
	f, err := gfx9.ParseFormat("8_8_8_8 unorm")
	if err != nil {
		b.Fatal(err)
	}
	smp := texfilter.DefaultSampler // bilinear, clamp
	s := &Spec{Grid: [3]uint32{groups, 1, 1}, Workgroup: [3]uint32{64, 1, 1},
		Buffers: []SpecBuffer{{"img", img}, {"out", make([]byte, 16*64*groups)}},
		Kernargs: []KernargItem{
			{Kind: "imagedesc", Buffer: "img", Format: f, Image: gfx9.Image2D, Dims: [3]uint32{size, size, 1}, Levels: 1},
			{Kind: "samplerdesc", Sampler: &smp},
			{Kind: "ptr", Buffer: "out"},
			{Kind: "u32", Value: benchTexIters}}}
	var lanes int64
	var cpu float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mem, d, _, err := s.Setup(p)
		if err != nil {
			b.Fatal(err)
		}
		start := cpuTime()
		if _, err := p.Run(mem, d, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
		cpu += (cpuTime() - start).Seconds()
		lanes += groups * 64 * benchTexIters
	}
	b.ReportMetric(float64(lanes)*float64(texelsPerLane)/cpu/1e6, "Mtexels/cpu-s")
	b.ReportMetric(float64(lanes)/cpu/1e6, "Mlanes/cpu-s")
}

func BenchmarkTexSampleBilinearRGBA8(b *testing.B) { texBench(b, sampleBenchKernel, "tex_sample", 4) }
func BenchmarkTexLoadRGBA8(b *testing.B)           { texBench(b, loadBenchKernel, "tex_load", 1) }

package codeobj

import (
	"fmt"
	"strings"
	"testing"
)

type kdCase struct {
	target string
	dirs   []Directive
}

func d(name string, v int64) Directive { return Directive{".amdhsa_" + name, v} }

// kdCases exercises every directive KernelBuilder accepts, on every
// supported processor and xnack/sramecc setting, plus llvm-mc's rejections.
var kdCases = []kdCase{
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 0), d("next_free_sgpr", 1), d("reserve_xnack_mask", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 13), d("next_free_sgpr", 20), d("user_sgpr_kernarg_segment_ptr", 1),
		d("float_denorm_mode_32", 3), d("system_vgpr_workitem_id", 2), d("group_segment_fixed_size", 1024)}},
	{"gfx900", []Directive{d("next_free_vgpr", 3), d("next_free_sgpr", 3), d("reserve_flat_scratch", 0), d("reserve_vcc", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 5), d("next_free_sgpr", 5), d("reserve_flat_scratch", 0), d("reserve_vcc", 0)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 8), d("reserve_flat_scratch", 0), d("reserve_vcc", 0), d("reserve_xnack_mask", 0)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 9), d("reserve_flat_scratch", 0), d("reserve_vcc", 0)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 9), d("next_free_sgpr", 9), d("reserve_flat_scratch", 0), d("reserve_vcc", 1)}},
	{"gfx900:xnack+", []Directive{d("next_free_vgpr", 9), d("next_free_sgpr", 9), d("reserve_flat_scratch", 0), d("reserve_vcc", 0)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 256), d("next_free_sgpr", 102), d("reserve_flat_scratch", 1), d("reserve_vcc", 1)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 256), d("next_free_sgpr", 101), d("reserve_flat_scratch", 0), d("reserve_vcc", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 32), d("next_free_sgpr", 40),
		d("user_sgpr_private_segment_buffer", 1), d("user_sgpr_dispatch_ptr", 1), d("user_sgpr_queue_ptr", 1),
		d("user_sgpr_kernarg_segment_ptr", 1), d("user_sgpr_dispatch_id", 1), d("user_sgpr_flat_scratch_init", 1),
		d("user_sgpr_private_segment_size", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 7), d("next_free_sgpr", 17), d("user_sgpr_count", 17)}},
	{"gfx900", []Directive{d("next_free_vgpr", 7), d("next_free_sgpr", 17), d("user_sgpr_kernarg_segment_ptr", 1), d("user_sgpr_count", 6), d("user_sgpr_dispatch_ptr", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 7), d("next_free_sgpr", 17), d("user_sgpr_count", 4294967297)}},
	{"gfx900", []Directive{d("next_free_vgpr", 64), d("next_free_sgpr", 30),
		d("system_sgpr_private_segment_wavefront_offset", 1), d("system_sgpr_workgroup_id_x", 0),
		d("system_sgpr_workgroup_id_y", 1), d("system_sgpr_workgroup_id_z", 1), d("system_sgpr_workgroup_info", 1),
		d("system_vgpr_workitem_id", 1), d("private_segment_fixed_size", 4096), d("kernarg_size", 4294967295)}},
	{"gfx900", []Directive{d("next_free_vgpr", 2), d("next_free_sgpr", 2),
		d("float_round_mode_32", 1), d("float_round_mode_16_64", 2), d("float_denorm_mode_32", 2),
		d("float_denorm_mode_16_64", 0), d("dx10_clamp", 0), d("ieee_mode", 0), d("fp16_overflow", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 2), d("next_free_sgpr", 2),
		d("exception_fp_ieee_invalid_op", 1), d("exception_fp_denorm_src", 1), d("exception_fp_ieee_div_zero", 1),
		d("exception_fp_ieee_overflow", 1), d("exception_fp_ieee_underflow", 1), d("exception_fp_ieee_inexact", 1),
		d("exception_int_div_zero", 1), d("uses_dynamic_stack", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 9), d("system_vgpr_workitem_id", 3)}},
	{"gfx906", []Directive{d("next_free_vgpr", 5), d("next_free_sgpr", 10), d("user_sgpr_kernarg_segment_ptr", 1), d("user_sgpr_dispatch_ptr", 1)}},
	{"gfx906:sramecc+:xnack-", []Directive{d("next_free_vgpr", 41), d("next_free_sgpr", 48), d("reserve_vcc", 1), d("reserve_flat_scratch", 0)}},
	{"gfx906:sramecc-:xnack+", []Directive{d("next_free_vgpr", 128), d("next_free_sgpr", 96), d("group_segment_fixed_size", 65536), d("reserve_xnack_mask", 1)}},
	{"gfx906:xnack-", []Directive{d("next_free_vgpr", 200), d("next_free_sgpr", 77), d("float_denorm_mode_32", 3), d("ieee_mode", 0)}},
	{"gfx902", []Directive{d("next_free_vgpr", 17), d("next_free_sgpr", 33)}},
	{"gfx904", []Directive{d("next_free_vgpr", 18), d("next_free_sgpr", 34)}},
	{"gfx909", []Directive{d("next_free_vgpr", 19), d("next_free_sgpr", 35)}},
	{"gfx90c:xnack-", []Directive{d("next_free_vgpr", 20), d("next_free_sgpr", 36)}},

	// Rejected by llvm-mc.
	{"gfx900", []Directive{d("next_free_vgpr", 1)}},
	{"gfx900", []Directive{d("next_free_sgpr", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 257), d("next_free_sgpr", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", -1), d("next_free_sgpr", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 103)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("next_free_sgpr", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("reserve_xnack_mask", 0)}},
	{"gfx900:xnack-", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("reserve_xnack_mask", 1)}},
	{"gfx900:xnack+", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("reserve_xnack_mask", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("reserve_vcc", 2)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("float_round_mode_32", 4)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("system_vgpr_workitem_id", 4)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("group_segment_fixed_size", 4294967296)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("kernarg_size", -1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_count", 32)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_count", -1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_kernarg_segment_ptr", 1), d("user_sgpr_count", 1)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_private_segment_buffer", 2)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("wavefront_size32", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("accum_offset", 4)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("tg_split", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("workgroup_processor_mode", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("memory_ordered", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("forward_progress", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("shared_vgpr_count", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("round_robin_scheduling", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("enable_private_segment", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_kernarg_preload_length", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("user_sgpr_kernarg_preload_offset", 0)}},
	{"gfx900", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("bogus_directive", 0)}},
	{"gfx906", []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1), d("fp16_overflow", 2)}},
}

func kernelSource(tg Target, blocks map[string][]Directive, order []string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, ".amdgcn_target %q\n.text\n", tg.String())
	for _, name := range order {
		fmt.Fprintf(&sb, ".globl %s\n.p2align 8\n.type %s,@function\n%s:\n  s_endpgm\n", name, name, name)
	}
	sb.WriteString(".rodata\n.p2align 6\n")
	for _, name := range order {
		fmt.Fprintf(&sb, ".amdhsa_kernel %s\n", name)
		for _, dd := range blocks[name] {
			fmt.Fprintf(&sb, "  %s %d\n", dd.Name, dd.Value)
		}
		sb.WriteString(".end_amdhsa_kernel\n")
	}
	return sb.String()
}

func build(tg Target, dirs []Directive) (KernelDescriptor, error) {
	b := NewKernelBuilder("k", tg)
	for _, dd := range dirs {
		if err := b.Set(dd.Name, dd.Value); err != nil {
			return KernelDescriptor{}, err
		}
	}
	return b.Finish()
}

// TestDescriptorMatchesLLVMMC assembles every case with llvm-mc and checks
// that KernelBuilder accepts exactly what llvm-mc accepts and produces the
// same 64 bytes.
func TestDescriptorMatchesLLVMMC(t *testing.T) {
	accepted, rejected := 0, 0
	for i, c := range kdCases {
		tg, err := ParseTarget("amdgcn-amd-amdhsa--" + c.target)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		src := kernelSource(tg, map[string][]Directive{"k": c.dirs}, []string{"k"})
		obj, stderr, ok := assemble(t, tg, src)
		kd, berr := build(tg, c.dirs)
		if !ok {
			rejected++
			if berr == nil {
				t.Errorf("case %d (%s %v): llvm-mc rejects it (%s), KernelBuilder accepts it", i, c.target, c.dirs, strings.TrimSpace(stderr))
			}
			continue
		}
		accepted++
		if berr != nil {
			t.Errorf("case %d (%s %v): llvm-mc accepts it, KernelBuilder says %v", i, c.target, c.dirs, berr)
			continue
		}
		o, err := Read(obj)
		if err != nil {
			t.Fatalf("case %d: Read(llvm-mc object): %v", i, err)
		}
		if len(o.Kernels) != 1 || o.Kernels[0].Name != "k" || o.Kernels[0].EntryOffset != 0 {
			t.Fatalf("case %d: kernels %+v", i, o.Kernels)
		}
		if o.Target != tg {
			t.Errorf("case %d: target from e_flags %v, want %v", i, o.Target, tg)
		}
		want := o.Kernels[0].Descriptor.Encode()
		got := kd.Encode()
		if got != want {
			t.Errorf("case %d (%s %v):\n got %x\nwant %x", i, c.target, c.dirs, got, want)
		}
		// The reverse direction: Directives rebuilds the same descriptor.
		if err := kd.Representable(tg); err != nil {
			t.Errorf("case %d: Representable: %v", i, err)
		}
		kd2, err := build(tg, kd.Directives(tg))
		if err != nil {
			t.Errorf("case %d: rebuilding from Directives: %v", i, err)
		} else if kd2.Encode() != got {
			t.Errorf("case %d: Directives round trip:\n got %x\nwant %x", i, kd2.Encode(), got)
		}
	}
	if accepted < 15 || rejected < 15 {
		t.Errorf("only %d accepted and %d rejected cases ran", accepted, rejected)
	}
	t.Logf("%d accepted blocks byte-identical, %d rejections agree", accepted, rejected)
}

func TestDirectivesRoundTripAllGranules(t *testing.T) {
	for _, id := range []string{"gfx900", "gfx900:xnack-", "gfx906:sramecc+:xnack+"} {
		tg, err := ParseTarget(id)
		if err != nil {
			t.Fatal(err)
		}
		for v := int64(0); v <= MaxNextFreeVGPR; v += 3 {
			for s := int64(0); s <= MaxNextFreeSGPR; s += 5 {
				kd, err := build(tg, []Directive{d("next_free_vgpr", v), d("next_free_sgpr", s)})
				if err != nil {
					t.Fatal(err)
				}
				if kd.VGPRCount() < int(max(v, 1)) || kd.SGPRCount() < int(s) {
					t.Fatalf("%s v%d s%d: counts %d/%d", id, v, s, kd.VGPRCount(), kd.SGPRCount())
				}
				kd2, err := build(tg, kd.Directives(tg))
				if err != nil || kd2 != kd {
					t.Fatalf("%s v%d s%d: round trip %v\n%+v\n%+v", id, v, s, err, kd2, kd)
				}
			}
		}
	}
}

func TestDescriptorEncodeDecode(t *testing.T) {
	var b [64]byte
	for i := range b {
		b[i] = byte(i*7 + 3)
	}
	kd, err := DecodeKernelDescriptor(b[:])
	if err != nil {
		t.Fatal(err)
	}
	if kd.Encode() != b {
		t.Fatalf("Decode/Encode is not the identity")
	}
	if _, err := DecodeKernelDescriptor(b[:63]); err == nil {
		t.Fatal("63 bytes accepted")
	}
	if kd.Validate() == nil {
		t.Fatal("descriptor with reserved bits validated")
	}
}

func TestDescriptorAccessors(t *testing.T) {
	tg, _ := ParseTarget("gfx900:xnack-")
	kd, err := build(tg, []Directive{d("next_free_vgpr", 13), d("next_free_sgpr", 20),
		d("user_sgpr_private_segment_buffer", 1), d("user_sgpr_kernarg_segment_ptr", 1),
		d("system_sgpr_workgroup_id_y", 1), d("system_sgpr_private_segment_wavefront_offset", 1),
		d("system_vgpr_workitem_id", 2), d("group_segment_fixed_size", 1000), d("ieee_mode", 0)})
	if err != nil {
		t.Fatal(err)
	}
	if err := kd.Validate(); err != nil {
		t.Fatal(err)
	}
	u := kd.UserSGPRs()
	if len(u) != 2 || u[0] != (UserSGPR{"private_segment_buffer", 4}) || u[1] != (UserSGPR{"kernarg_segment_ptr", 2}) {
		t.Errorf("UserSGPRs %v", u)
	}
	if kd.UserSGPRCount() != 6 {
		t.Errorf("UserSGPRCount %d", kd.UserSGPRCount())
	}
	sys := kd.SystemSGPRs()
	if fmt.Sprint(sys) != "[workgroup_id_x workgroup_id_y private_segment_wavefront_offset]" {
		t.Errorf("SystemSGPRs %v", sys)
	}
	if kd.VGPRWorkitemID() != 2 || kd.VGPRCount() != 16 || kd.SGPRCount() != 32 {
		t.Errorf("workitem %d vgprs %d sgprs %d", kd.VGPRWorkitemID(), kd.VGPRCount(), kd.SGPRCount())
	}
	if kd.IEEEMode() || !kd.DX10Clamp() || kd.FloatDenormMode1664() != 3 || kd.FloatDenormMode32() != 0 || kd.LDSSize() != 1000 {
		t.Errorf("modes: ieee %v dx10 %v denorm %d/%d lds %d", kd.IEEEMode(), kd.DX10Clamp(), kd.FloatDenormMode1664(), kd.FloatDenormMode32(), kd.LDSSize())
	}
	if kd.WavefrontSize32() || kd.UsesDynamicStack() {
		t.Error("wave32 or dynamic stack set")
	}
}

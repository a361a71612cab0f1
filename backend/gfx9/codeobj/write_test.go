package codeobj

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

// linkCase is an assembly source whose llvm-mc object, linked by
// ld.lld -shared, Write must reproduce byte for byte.
type linkCase struct {
	name   string
	target string
	src    string
}

func kernelsSource(tg Target, n int, withMetadata bool, extra string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, ".amdgcn_target %q\n.text\n", tg.String())
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, ".globl kern%d\n.p2align 8\n.type kern%d,@function\nkern%d:\n", i, i, i)
		for j := 0; j <= i%3; j++ {
			fmt.Fprintf(&sb, "  v_add_u32 v%d, v0, v1\n  s_mov_b32 s%d, %d\n", j+1, j+2, i*10+j)
		}
		if i == 1 {
			sb.WriteString("loop1:\n  s_sub_u32 s2, s2, 1\n  s_cbranch_scc1 loop1\n")
		}
		fmt.Fprintf(&sb, "  s_endpgm\n.Lend%d:\n.size kern%d, .Lend%d-kern%d\n", i, i, i, i)
	}
	sb.WriteString(extra)
	sb.WriteString(".rodata\n.p2align 6\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, ".amdhsa_kernel kern%d\n  .amdhsa_next_free_vgpr %d\n  .amdhsa_next_free_sgpr %d\n  .amdhsa_user_sgpr_kernarg_segment_ptr %d\n  .amdhsa_group_segment_fixed_size %d\n.end_amdhsa_kernel\n",
			i, 2+i, 4+i, i%2, 256*i)
	}
	if withMetadata {
		sb.WriteString(".amdgpu_metadata\n---\namdhsa.kernels:\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&sb, "  - .name: kern%d\n    .symbol: kern%d.kd\n    .kernarg_segment_size: 8\n    .group_segment_fixed_size: %d\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: %d\n    .vgpr_count: %d\n    .max_flat_workgroup_size: 256\n    .args:\n      - .size: 8\n        .offset: 0\n        .value_kind: global_buffer\n        .address_space: global\n",
				i, i, 256*i, 10+i, 2+i)
		}
		fmt.Fprintf(&sb, "amdhsa.target: %s\namdhsa.version:\n  - 1\n  - 2\n...\n.end_amdgpu_metadata\n", tg.String())
	}
	return sb.String()
}

var linkCases = []linkCase{
	{"one kernel", "gfx900", ""},
	{"two kernels", "gfx900", ""},
	{"three kernels gfx906", "gfx906:sramecc+:xnack-", ""},
	{"no metadata", "gfx900:xnack+", ""},
	{"helper function", "gfx906", ".globl helper\n.p2align 2\n.type helper,@function\nhelper:\n  s_setpc_b64 s[30:31]\n.Lhend:\n.size helper, .Lhend-helper\n"},
	{"nine kernels", "gfx900:xnack-", ""},
	{"no kernels", "gfx900", ""},
	{"one kernel no metadata", "gfx906:sramecc-", ""},
	{"interleaved", "gfx900", ""},
}

func linkCaseSource(t *testing.T, c linkCase) (Target, string) {
	tg, err := ParseTarget(c.target)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{"one kernel": 1, "two kernels": 2, "three kernels gfx906": 3, "no metadata": 2, "helper function": 2, "nine kernels": 9,
		"one kernel no metadata": 1}[c.name]
	if c.name == "interleaved" {
		// Each descriptor right after its kernel, as clang emits them.
		var sb strings.Builder
		fmt.Fprintf(&sb, ".amdgcn_target %q\n", tg.String())
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&sb, ".text\n.globl k%d\n.p2align 8\n.type k%d,@function\nk%d:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k%d\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n", i, i, i, i)
		}
		return tg, sb.String()
	}
	if c.name == "no kernels" {
		return tg, fmt.Sprintf(".amdgcn_target %q\n.text\n.globl f\n.p2align 8\n.type f,@function\nf:\n  s_setpc_b64 s[30:31]\n", tg.String())
	}
	return tg, kernelsSource(tg, n, !strings.Contains(c.name, "no metadata"), c.src)
}

// TestWriteMatchesLLD checks that Write reproduces ld.lld -shared's output
// byte for byte from what Read takes out of llvm-mc's object.
func TestWriteMatchesLLD(t *testing.T) {
	for _, c := range linkCases {
		t.Run(c.name, func(t *testing.T) {
			tg, src := linkCaseSource(t, c)
			obj, stderr, ok := assemble(t, tg, src)
			if !ok {
				t.Fatalf("llvm-mc: %s", stderr)
			}
			co := link(t, obj)
			ro, err := Read(obj)
			if err != nil {
				t.Fatalf("Read(llvm-mc object): %v", err)
			}
			if !ro.Relocatable {
				t.Error("Relocatable not set for ET_REL")
			}
			if ro.InterleaveKDSymbols != (c.name == "interleaved") {
				t.Errorf("InterleaveKDSymbols = %v", ro.InterleaveKDSymbols)
			}
			lo, err := Read(co)
			if err != nil {
				t.Fatalf("Read(ld.lld output): %v", err)
			}
			ro.Comment = lo.Comment
			w, err := Write(ro)
			if err != nil {
				t.Fatalf("Write: %v", err)
			}
			if !bytes.Equal(w, co) {
				i := 0
				for i < len(w) && i < len(co) && w[i] == co[i] {
					i++
				}
				t.Fatalf("Write output (%d bytes) differs from ld.lld's (%d bytes) first at offset %#x", len(w), len(co), i)
			}
			if ro.TextAddr != lo.TextAddr {
				t.Errorf("TextAddr %#x, ld.lld %#x", ro.TextAddr, lo.TextAddr)
			}
			// The linked object reads back to what the relocatable one held.
			if !bytes.Equal(lo.Text, ro.Text) || !reflect.DeepEqual(lo.Symbols, ro.Symbols) || lo.Target != ro.Target {
				t.Errorf("ld.lld object reads differently:\n%+v\n%+v", lo.Symbols, ro.Symbols)
			}
			if len(lo.Kernels) != len(ro.Kernels) {
				t.Fatalf("kernels %d vs %d", len(lo.Kernels), len(ro.Kernels))
			}
			for i := range lo.Kernels {
				a, b := lo.Kernels[i], ro.Kernels[i]
				a.Descriptor.KernelCodeEntryByteOffset, b.Descriptor.KernelCodeEntryByteOffset = 0, 0
				if a != b {
					t.Errorf("kernel %d: %+v vs %+v", i, a, b)
				}
			}
		})
	}
}

var noteYAML = regexp.MustCompile(`(?s)AMDGPU Metadata:\s*(.*?\n\.\.\.)`)

// TestWriteAcceptedByLLVMTools writes objects from scratch (descriptors from
// KernelBuilder, metadata from ParseMetadataYAML, code from llvm-mc) and
// checks them with llvm-readelf and llvm-objdump.
func TestWriteAcceptedByLLVMTools(t *testing.T) {
	readelf := tooltest.Need(t, "llvm-readelf")
	objdump := tooltest.Need(t, "llvm-objdump")
	tg, _ := ParseTarget("gfx900")
	src := kernelsSource(tg, 3, true, "")
	obj, stderr, ok := assemble(t, tg, src)
	if !ok {
		t.Fatalf("llvm-mc: %s", stderr)
	}
	ro, err := Read(obj)
	if err != nil {
		t.Fatal(err)
	}
	yamlText := src[strings.Index(src, ".amdgpu_metadata\n")+len(".amdgpu_metadata\n") : strings.Index(src, ".end_amdgpu_metadata")]
	md, err := ParseMetadataYAML(yamlText)
	if err != nil {
		t.Fatal(err)
	}
	o := &Object{Target: tg, Text: ro.Text, Symbols: ro.Symbols, Metadata: md}
	for i := 0; i < 3; i++ {
		b := NewKernelBuilder(fmt.Sprintf("kern%d", i), tg)
		for _, dd := range []Directive{d("next_free_vgpr", int64(2+i)), d("next_free_sgpr", int64(4+i)),
			d("user_sgpr_kernarg_segment_ptr", int64(i%2)), d("group_segment_fixed_size", int64(256*i))} {
			if err := b.Set(dd.Name, dd.Value); err != nil {
				t.Fatal(err)
			}
		}
		kd, err := b.Finish()
		if err != nil {
			t.Fatal(err)
		}
		o.Kernels = append(o.Kernels, Kernel{Name: fmt.Sprintf("kern%d", i), Descriptor: kd, EntryOffset: ro.Kernels[i].EntryOffset})
	}
	w, err := Write(o)
	if err != nil {
		t.Fatal(err)
	}
	// Same bytes as ld.lld apart from the .comment section we did not set.
	co := link(t, obj)
	lo, err := Read(co)
	if err != nil {
		t.Fatal(err)
	}
	o2 := *o
	o2.Comment = lo.Comment
	if w2, err := Write(&o2); err != nil || !bytes.Equal(w2, co) {
		t.Errorf("with ld.lld's comment, Write differs from ld.lld (err %v)", err)
	}

	path := writeTemp(t, "ours.co", w)
	out := string(run(t, readelf, "-h", "-S", "-l", "-s", "--notes", "-d", path))
	for _, want := range []string{"AMDGPU - HSA", "ABI Version:                       3", "DYN (Shared object file)",
		"EM_AMDGPU", "gfx900", "NT_AMDGPU_METADATA", "kern0.kd", "kern2", "GNU_HASH"} {
		if !strings.Contains(out, want) {
			t.Errorf("llvm-readelf output lacks %q", want)
		}
	}
	if strings.Contains(out, "warning") || strings.Contains(out, "error") {
		t.Errorf("llvm-readelf complains:\n%s", out)
	}
	objPath := writeTemp(t, "in.o", obj)
	ref := string(run(t, readelf, "--notes", objPath))
	gm, rm := noteYAML.FindStringSubmatch(out), noteYAML.FindStringSubmatch(ref)
	if gm == nil || rm == nil || gm[1] != rm[1] {
		t.Errorf("metadata note YAML differs from llvm-mc's:\n%v\n%v", gm, rm)
	}

	dis := string(run(t, objdump, "-d", "--mcpu=gfx900", path))
	for i := 0; i < 3; i++ {
		addr := o.TextAddr + o.Kernels[i].EntryOffset
		want := fmt.Sprintf("%016x <kern%d>:", addr, i)
		if !strings.Contains(dis, want) {
			t.Errorf("llvm-objdump lacks %q:\n%s", want, dis)
		}
	}
	if n := strings.Count(dis, "s_endpgm"); n != 3 {
		t.Errorf("llvm-objdump shows %d s_endpgm, want 3", n)
	}

	// Write -> Read round trip.
	back, err := Read(w)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Text, o.Text) || back.TextAddr != o.TextAddr || back.Target != o.Target ||
		!reflect.DeepEqual(back.Metadata, o.Metadata) || len(back.Kernels) != 3 {
		t.Fatalf("round trip differs")
	}
	for i, k := range back.Kernels {
		want := o.Kernels[i]
		if k.Name != want.Name || k.EntryOffset != want.EntryOffset {
			t.Errorf("kernel %d: %+v, want %+v", i, k, want)
		}
		k.Descriptor.KernelCodeEntryByteOffset = want.Descriptor.KernelCodeEntryByteOffset
		if k.Descriptor != want.Descriptor {
			t.Errorf("kernel %d descriptor differs", i)
		}
	}
	code, err := back.KernelCode("kern1")
	var size uint64
	for _, s := range back.Symbols {
		if s.Name == "kern1" {
			size = s.Size
		}
	}
	if err != nil || len(code) == 0 || int(size) != len(code) {
		t.Errorf("KernelCode: %d bytes (symbol size %d), %v", len(code), size, err)
	}
}

func TestWriteRejects(t *testing.T) {
	tg, _ := ParseTarget("gfx900")
	kd, _ := build(tg, []Directive{d("next_free_vgpr", 1), d("next_free_sgpr", 1)})
	text := []byte{0, 0, 0x81, 0xbf}
	cases := map[string]*Object{
		"bad processor":    {Target: Target{Processor: "gfx1100"}, Text: text},
		"entry past text":  {Target: tg, Text: text, Kernels: []Kernel{{Name: "k", Descriptor: kd, EntryOffset: 4}}},
		"duplicate kernel": {Target: tg, Text: text, Kernels: []Kernel{{Name: "k", Descriptor: kd}, {Name: "k", Descriptor: kd}}},
		"empty name":       {Target: tg, Text: text, Kernels: []Kernel{{Name: "", Descriptor: kd}}},
		"symbol past text": {Target: tg, Text: text, Symbols: []Symbol{{Name: "f", Offset: 2, Size: 4, Global: true}}},
		"bad metadata":     {Target: tg, Text: text, Metadata: map[string]any{"x": struct{}{}}},
	}
	for name, o := range cases {
		if _, err := Write(o); err == nil {
			t.Errorf("%s: Write accepted it", name)
		}
	}
}

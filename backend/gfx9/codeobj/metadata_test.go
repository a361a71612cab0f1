package codeobj

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

const kernelMetadataYAML = `---
amdhsa.kernels:
  - .name: k1
    .symbol: k1.kd
    .kernarg_segment_size: 24
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 2
    .max_flat_workgroup_size: 256
    .language: OpenCL C
    .language_version: [2, 0]
    .reqd_workgroup_size: [64, 1, 1]
    .uses_dynamic_stack: false
    .args:
      - .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .access: read_only
        .actual_access: read_only
        .is_const: true
        .is_restrict: true
        .name: src
        .type_name: 'float*'
      - .size: 4
        .offset: 8
        .value_kind: by_value
        .value_type: f32
      - .size: 8
        .offset: 16
        .value_kind: hidden_dynamic_lds_size
amdhsa.printf:
  - '1:4:%d\n'
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
`

const oddScalarsYAML = `---
amdhsa.version: ["1", 2]
amdhsa.kernels: []
12: k
y: 16
a1:
a2: ""
a3: " 1"
a4: !!int 5
a5: !!str 5
a6: -0
a7: [0b101, 0o17, 1e, +5, 08, Yes, yEs, 0x, inf, ON, oN, -40, 0X1F, nan, 1.5, ~, null, "true", 010]
a8: [300, 70000, 5000000000, -200, -40000, -3000000000, 18446744073709551615, 18446744073709551616, -9223372036854775808]
a9: [abcdefghijklmnopqrstuvwxyzABCDEFGHIJ, [], {}, 'it''s', {b: 1, a: 2, 3: x, false: y}]
b1: |
  line1
  line2
...
`

var metadataCases = []struct {
	name string
	yaml string
}{
	{"kernel", kernelMetadataYAML},
	{"odd scalars", oddScalarsYAML},
	{"long", "amdhsa.version: [1, 2]\namdhsa.kernels: []\nlong: " + strings.Repeat("x", 300) + "\nlist: [" + strings.Repeat("1, ", 20) + "1]\n"},
	{"no version", "amdhsa.kernels: []\n"},
	{"no kernels", "amdhsa.version: [1, 2]\n"},
	{"version 1 element", "amdhsa.version: [1]\namdhsa.kernels: []\n"},
	{"version 3 elements", "amdhsa.version: [1, 2, 3]\namdhsa.kernels: []\n"},
	{"version string", "amdhsa.version: [a, 2]\namdhsa.kernels: []\n"},
	{"kernel without name", strings.Replace(kernelMetadataYAML, "  - .name: k1\n    .symbol", "  - .symbol", 1)},
	{"kernel name int", strings.Replace(kernelMetadataYAML, ".name: k1", ".name: 12", 1)},
	{"sgpr_count string", strings.Replace(kernelMetadataYAML, ".sgpr_count: 8", ".sgpr_count: eight", 1)},
	{"sgpr_count tagged", strings.Replace(kernelMetadataYAML, ".sgpr_count: 8", ".sgpr_count: !!int 8", 1)},
	{"bad value_kind", strings.Replace(kernelMetadataYAML, "value_kind: by_value", "value_kind: by_reference", 1)},
	{"bad address_space", strings.Replace(kernelMetadataYAML, "address_space: global", "address_space: heap", 1)},
	{"bad language", strings.Replace(kernelMetadataYAML, "OpenCL C", "Fortran", 1)},
	{"bad bool", strings.Replace(kernelMetadataYAML, ".is_const: true", ".is_const: 5", 1)},
	{"bool tagged", strings.Replace(kernelMetadataYAML, ".is_const: true", ".is_const: !!bool yes", 1)},
	{"reqd size 2", strings.Replace(kernelMetadataYAML, "[64, 1, 1]", "[64, 1]", 1)},
	{"args not list", strings.Replace(kernelMetadataYAML, ".reqd_workgroup_size: [64, 1, 1]", ".reqd_workgroup_size: [64, 1, 1]\n    .args: 5\n    .x", 1)},
	{"anchor", "amdhsa.version: [1, 2]\namdhsa.kernels: []\na1: &x 5\na2: *x\n"},
	{"complex key", "amdhsa.version: [1, 2]\namdhsa.kernels: []\n? [1]\n: 5\n"},
	{"duplicate key", "amdhsa.version: [1, 2]\namdhsa.kernels: []\na: 1\na: 2\n"},
	{"printf ints", "amdhsa.version: [1, 2]\namdhsa.kernels: []\namdhsa.printf: [1]\n"},
}

// TestMetadataMatchesLLVMMC checks that ParseMetadataYAML accepts what
// llvm-mc accepts and that the encoded note equals llvm-mc's byte for byte.
func TestMetadataMatchesLLVMMC(t *testing.T) {
	tg, _ := ParseTarget("gfx900")
	same, rejected := 0, 0
	for _, c := range metadataCases {
		src := ".amdgcn_target \"" + tg.String() + "\"\n.amdgpu_metadata\n" + c.yaml + "\n.end_amdgpu_metadata\n"
		obj, stderr, ok := assemble(t, tg, src)
		m, err := ParseMetadataYAML(c.yaml)
		if !ok {
			rejected++
			if err == nil {
				t.Errorf("%s: llvm-mc rejects it (%s), ParseMetadataYAML accepts it", c.name, strings.TrimSpace(stderr))
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: llvm-mc accepts it, ParseMetadataYAML says %v", c.name, err)
			continue
		}
		o, err := Read(obj)
		if err != nil {
			t.Fatalf("%s: Read: %v", c.name, err)
		}
		got, err := EncodeMsgpack(m)
		if err != nil {
			t.Fatalf("%s: encode: %v", c.name, err)
		}
		if !bytes.Equal(got, o.MetadataRaw) {
			t.Errorf("%s: msgpack differs\n got %x\nwant %x", c.name, got, o.MetadataRaw)
			continue
		}
		again, err := EncodeMsgpack(o.Metadata)
		if err != nil || !bytes.Equal(again, o.MetadataRaw) {
			t.Errorf("%s: re-encoding the decoded note: %v\n got %x\nwant %x", c.name, err, again, o.MetadataRaw)
		}
		same++
	}
	if same < 3 || rejected < 15 {
		t.Errorf("only %d identical and %d rejected", same, rejected)
	}
	t.Logf("%d notes byte-identical, %d rejections agree", same, rejected)
}

func TestMsgpackRoundTrip(t *testing.T) {
	vals := []any{
		nil, true, false, uint64(0), uint64(127), uint64(128), uint64(255), uint64(256), uint64(65535), uint64(65536),
		uint64(1 << 32), int64(-1), int64(-32), int64(-33), int64(-128), int64(-129), int64(-32768), int64(-32769),
		int64(-1 << 31), int64(-1<<31 - 1), int64(-1 << 63), "", strings.Repeat("a", 31), strings.Repeat("b", 32),
		strings.Repeat("c", 256), strings.Repeat("d", 65536), []byte{1, 2, 3}, float64(1.5), float64(1e300),
		[]any{}, make([]any, 16), map[string]any{}, map[string]any{"x": []any{uint64(1), "y"}},
	}
	for _, v := range vals {
		b, err := EncodeMsgpack(v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		got, err := DecodeMsgpack(b)
		if err != nil {
			t.Fatalf("%T: %v", v, err)
		}
		want := v
		if a, ok := v.([]any); ok && len(a) == 16 {
			want = a
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("round trip %#v -> %#v", v, got)
		}
	}
	bad := [][]byte{{}, {0x91}, {0xd9}, {0xd9, 5, 'a'}, {0xdd, 0xff, 0xff, 0xff, 0xff}, {0xdf, 0xff, 0xff, 0xff, 0xff, 1},
		{0xc1}, {0x01, 0x02}, {0x81, 0x91, 0x01, 0x02}, {0x82, 0xa1, 'a', 1, 0xa1, 'a', 2}, bytes.Repeat([]byte{0x91}, 1000)}
	for _, b := range bad {
		if _, err := DecodeMsgpack(b); err == nil {
			t.Errorf("%x decoded without error", b)
		}
	}
}

func TestScalarTyping(t *testing.T) {
	cases := map[string]any{
		"0": uint64(0), "-0": int64(0), "0x1f": uint64(31), "0b11": uint64(3), "0o17": uint64(15), "017": uint64(15),
		"-5": int64(-5), "18446744073709551615": uint64(1<<64 - 1), "18446744073709551616": nil, "yes": true,
		"Off": false, "oFF": "oFF", "1.0": nil, "1e5": nil, "1e": "1e", "0x": "0x", "abc": "abc", "": nil,
		"0x1p3": nil, "infinity": nil, "-nan": nil, "nan(x1)": nil, ".": ".", "~": "~",
	}
	for in, want := range cases {
		if got := scalarFromString(in); !reflect.DeepEqual(got, want) {
			t.Errorf("scalarFromString(%q) = %#v, want %#v", in, got, want)
		}
	}
}

// TestMetadataEnumsMatchLLVMMC checks every enumerated string the schema
// accepts, and a wrong one for each field, against llvm-mc.
func TestMetadataEnumsMatchLLVMMC(t *testing.T) {
	tg, _ := ParseTarget("gfx900")
	type variant struct{ old, new string }
	var vs []variant
	for _, k := range ValueKinds {
		vs = append(vs, variant{"value_kind: by_value", "value_kind: " + k})
	}
	for _, v := range []string{"struct", "i8", "u8", "i16", "u16", "f16", "i32", "u32", "f32", "i64", "u64", "f64", "f128", "5"} {
		vs = append(vs, variant{"value_type: f32", "value_type: " + v})
	}
	for _, e := range argSchema {
		for _, v := range e.enum {
			switch e.key {
			case ".address_space":
				vs = append(vs, variant{"address_space: global", "address_space: " + v})
			case ".access":
				vs = append(vs, variant{"access: read_only", "access: " + v}, variant{"access: read_only", "access: none"})
			}
		}
	}
	for _, l := range kernelSchema[2].enum {
		vs = append(vs, variant{"OpenCL C", l})
	}
	vs = append(vs, variant{"value_kind: by_value", "value_kind: hidden_foo"}, variant{".name: src", ".name: 5"},
		variant{".type_name: 'float*'", ".type_name: 5"}, variant{".offset: 8", ".offset: eight"}, variant{".is_restrict: true", ".is_restrict: maybe"},
		variant{".vgpr_count: 2", ".vgpr_count: -2"}, variant{".sgpr_count: 8", ".sgpr_count: 0x8"},
		variant{".uses_dynamic_stack: false", ".uses_dynamic_stack: 0"}, variant{".uses_dynamic_stack: false", ".uses_dynamic_stack: \"no\""})
	for _, extra := range []string{".agpr_count: abc", ".kind: 5", ".max_num_work_groups_x: abc", ".uniform_work_group_size: abc",
		".workgroup_processor_mode: 5", ".sgpr_spill_count: x", ".vgpr_spill_count: x", ".vec_type_hint: 5",
		".device_enqueue_symbol: 5", ".workgroup_size_hint: [1, 2]", ".language_version: [1]", ".uses_dynamic_stack: yes"} {
		vs = append(vs, variant{".name: k1", ".name: k1\n    " + extra})
	}
	for _, extra := range []string{".pointee_align: x", ".is_volatile: 3", ".is_pipe: 3", ".actual_access: none", ".value_type: [1]"} {
		vs = append(vs, variant{".size: 8\n        .offset: 0", ".size: 8\n        .offset: 0\n        " + extra})
	}
	vs = append(vs, variant{"amdhsa.printf:\n  - '1:4:%d\\n'", "amdhsa.printf: 5"}, variant{"amdhsa.printf:\n  - '1:4:%d\\n'", "amdhsa.printf: [[1]]"},
		variant{"amdhsa.target: amdgcn-amd-amdhsa--gfx900", "amdhsa.target: 5"})
	agree := 0
	for _, v := range vs {
		y := strings.Replace(kernelMetadataYAML, v.old, v.new, 1)
		if y == kernelMetadataYAML && v.old != v.new {
			t.Fatalf("variant %q does not apply", v.old)
		}
		src := ".amdgcn_target \"" + tg.String() + "\"\n.amdgpu_metadata\n" + y + "\n.end_amdgpu_metadata\n"
		obj, stderr, ok := assemble(t, tg, src)
		m, err := ParseMetadataYAML(y)
		if ok != (err == nil) {
			t.Errorf("%q: llvm-mc ok=%v (%s), ParseMetadataYAML error %v", v.new, ok, strings.TrimSpace(stderr), err)
			continue
		}
		if ok {
			o, err := Read(obj)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := EncodeMsgpack(m)
			if !bytes.Equal(got, o.MetadataRaw) {
				t.Errorf("%q: note bytes differ", v.new)
			}
		}
		agree++
	}
	t.Logf("%d variants agree", agree)
}

// TestFormatMetadataYAML checks that the YAML FormatMetadataYAML prints is
// what llvm-readelf prints for the same note, and that llvm-mc and
// ParseMetadataYAML turn it back into the same note bytes.
func TestFormatMetadataYAML(t *testing.T) {
	readelf := tooltest.Need(t, "llvm-readelf")
	tg, _ := ParseTarget("gfx900")
	for _, y := range []string{kernelMetadataYAML, oddScalarsYAML} {
		m, err := ParseMetadataYAML(y)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := EncodeMsgpack(m)
		text, err := FormatMetadataYAML(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := ParseMetadataYAML(text)
		if err != nil {
			t.Fatalf("reparse: %v\n%s", err, text)
		}
		if got, _ := EncodeMsgpack(m2); !bytes.Equal(got, want) {
			t.Errorf("reparsed note differs:\n%s", text)
		}
		src := ".amdgcn_target \"" + tg.String() + "\"\n.amdgpu_metadata\n" + text + ".end_amdgpu_metadata\n"
		obj, stderr, ok := assemble(t, tg, src)
		if !ok {
			t.Fatalf("llvm-mc rejects the printed YAML: %s\n%s", stderr, text)
		}
		o, err := Read(obj)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(o.MetadataRaw, want) {
			t.Errorf("llvm-mc's note from the printed YAML differs")
		}
		if y == kernelMetadataYAML {
			out := string(run(t, readelf, "--notes", writeTemp(t, "m.o", obj)))
			mm := noteYAML.FindStringSubmatch(out)
			if mm == nil || "---\n"+strings.TrimPrefix(mm[1], "---\n")+"\n" != text {
				t.Errorf("llvm-readelf prints\n%v\nwe print\n%s", mm, text)
			}
		}
	}
}

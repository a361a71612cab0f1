package codeobj

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

// compileCL compiles testdata/kernels.cl (three kernels) with clang for tg.
func compileCL(t *testing.T, tg Target) []byte {
	t.Helper()
	clang := tooltest.Need(t, "clang")
	out := filepath.Join(t.TempDir(), "k.o")
	args := []string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=" + tg.Processor, "-nogpulib", "-O2", "-c",
		filepath.Join("testdata", "kernels.cl"), "-o", out}
	if tg.Xnack == FeatureOff {
		args[5] = "-mcpu=" + tg.Processor + ":xnack-"
	}
	run(t, clang, args...)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReadClangObjects reads clang's relocatable objects and their ld.lld
// links: three kernels each, entry points at their function symbols,
// descriptors that validate, decode to reassemblable directives, and agree
// between the .o and the linked object; metadata notes that re-encode to
// the same bytes.
func TestReadClangObjects(t *testing.T) {
	for _, id := range []string{"gfx900", "gfx906", "gfx900:xnack-"} {
		t.Run(id, func(t *testing.T) {
			tg, err := ParseTarget(id)
			if err != nil {
				t.Fatal(err)
			}
			obj := compileCL(t, tg)
			co := link(t, obj)
			ro, err := Read(obj)
			if err != nil {
				t.Fatalf("Read(clang .o): %v", err)
			}
			lo, err := Read(co)
			if err != nil {
				t.Fatalf("Read(ld.lld .co): %v", err)
			}
			if ro.Target != tg || lo.Target != tg {
				t.Errorf("targets %v / %v, want %v", ro.Target, lo.Target, tg)
			}
			if !strings.Contains(lo.Comment, "LLD") || !strings.Contains(lo.Comment, "clang") {
				t.Errorf("comment %q", lo.Comment)
			}
			names := []string{"add", "fill", "lds"}
			for _, o := range []*Object{ro, lo} {
				if len(o.Kernels) != 3 {
					t.Fatalf("%d kernels, want 3", len(o.Kernels))
				}
				for i, k := range o.Kernels {
					if k.Name != names[i] {
						t.Errorf("kernel %d is %q, want %q", i, k.Name, names[i])
					}
					found := false
					for _, s := range o.Symbols {
						if s.Name == k.Name && s.Kind == SymbolFunc && s.Offset == k.EntryOffset && s.Global {
							found = true
						}
					}
					if !found {
						t.Errorf("kernel %s: entry %#x is not at its function symbol (%+v)", k.Name, k.EntryOffset, o.Symbols)
					}
					if err := k.Descriptor.Validate(); err != nil {
						t.Errorf("kernel %s: %v", k.Name, err)
					}
					if err := k.Descriptor.Representable(tg); err != nil {
						t.Errorf("kernel %s: %v", k.Name, err)
					}
					kd := k.Descriptor
					kd.KernelCodeEntryByteOffset = 0
					re, err := build(tg, kd.Directives(tg))
					if err != nil || re != kd {
						t.Errorf("kernel %s: rebuilding from Directives: %v\n%+v\n%+v", k.Name, err, re, kd)
					}
				}
				again, err := EncodeMsgpack(o.Metadata)
				if err != nil || !bytes.Equal(again, o.MetadataRaw) {
					t.Errorf("metadata does not re-encode to the note's bytes (%v)", err)
				}
				ks, _ := o.Metadata["amdhsa.kernels"].([]any)
				if len(ks) != 3 {
					t.Errorf("metadata lists %d kernels", len(ks))
				}
				if err := VerifyMetadata(o.Metadata); err != nil {
					t.Errorf("clang metadata fails verification: %v", err)
				}
			}
			for i := range ro.Kernels {
				a, b := ro.Kernels[i], lo.Kernels[i]
				a.Descriptor.KernelCodeEntryByteOffset, b.Descriptor.KernelCodeEntryByteOffset = 0, 0
				if a != b {
					t.Errorf("kernel %d differs between .o and .co: %+v vs %+v", i, a, b)
				}
			}
			if !bytes.Equal(ro.Text, lo.Text) {
				t.Error(".text differs between .o and .co")
			}
			lds, _ := lo.Kernel("lds")
			if lds.Descriptor.GroupSegmentFixedSize != 256 {
				t.Errorf("lds kernel group segment %d, want 256", lds.Descriptor.GroupSegmentFixedSize)
			}
			// What Write makes of clang's object loads the same way.
			w, err := Write(ro)
			if err != nil {
				t.Fatal(err)
			}
			wo, err := Read(w)
			if err != nil {
				t.Fatal(err)
			}
			for i := range wo.Kernels {
				a, b := wo.Kernels[i], lo.Kernels[i]
				a.Descriptor.KernelCodeEntryByteOffset, b.Descriptor.KernelCodeEntryByteOffset = 0, 0
				if a != b {
					t.Errorf("kernel %d differs after Write: %+v vs %+v", i, a, b)
				}
			}
		})
	}
}

// TestReadCodeObjectVersions reads llvm-mc objects of code object v4, v5
// and v6 (ABI versions 2, 3, 4) and their links: same kernels throughout.
func TestReadCodeObjectVersions(t *testing.T) {
	tg, _ := ParseTarget("gfx906:xnack-")
	var ref *Object
	for _, v := range []int{4, 5, 6} {
		src := fmt.Sprintf(".amdhsa_code_object_version %d\n", v) + kernelsSource(tg, 3, true, "")
		obj, stderr, ok := assemble(t, tg, src)
		if !ok {
			t.Fatalf("v%d: %s", v, stderr)
		}
		if obj[8] != byte(v-2) {
			t.Errorf("v%d: ABI version %d", v, obj[8])
		}
		for _, b := range [][]byte{obj, link(t, obj)} {
			o, err := Read(b)
			if err != nil {
				t.Fatalf("v%d: %v", v, err)
			}
			if ref == nil {
				ref = o
				continue
			}
			if len(o.Kernels) != len(ref.Kernels) || !bytes.Equal(o.Text, ref.Text) || o.Target != ref.Target {
				t.Fatalf("v%d: differs from v4", v)
			}
			for i := range o.Kernels {
				a, b := o.Kernels[i], ref.Kernels[i]
				a.Descriptor.KernelCodeEntryByteOffset, b.Descriptor.KernelCodeEntryByteOffset = 0, 0
				if a != b {
					t.Errorf("v%d kernel %d: %+v vs %+v", v, i, a, b)
				}
			}
		}
	}
}

// TestFormatClangMetadata prints clang's metadata note and compares it with
// llvm-readelf's rendering of the same note.
func TestFormatClangMetadata(t *testing.T) {
	readelf := tooltest.Need(t, "llvm-readelf")
	tg, _ := ParseTarget("gfx906")
	co := link(t, compileCL(t, tg))
	o, err := Read(co)
	if err != nil {
		t.Fatal(err)
	}
	text, err := FormatMetadataYAML(o.Metadata)
	if err != nil {
		t.Fatal(err)
	}
	out := string(run(t, readelf, "--notes", writeTemp(t, "k.co", co)))
	m := noteYAML.FindStringSubmatch(out)
	if m == nil || m[1]+"\n" != text {
		t.Errorf("llvm-readelf prints\n%v\nwe print\n%s", m, text)
	}
	m2, err := ParseMetadataYAML(text)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := EncodeMsgpack(m2); !bytes.Equal(b, o.MetadataRaw) {
		t.Error("reparsed clang metadata differs from the note")
	}
}

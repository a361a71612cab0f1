package backend

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"testing"

	"hlslc/backend/gfx9/codeobj"
	"hlslc/internal/tooltest"
)

// TestObjectMatchesLLVM: for every run shader, the code object hlslc
// writes itself (--emit=obj) has the same .text, byte for byte, as
// llvm-mc + ld.lld -shared on the emitted assembly (--emit=asm), the same
// kernel descriptor (.rodata), and llvm-objdump disassembles it.
func TestObjectMatchesLLVM(t *testing.T) {
	mc, lld, objdump := tooltest.Need(t, "llvm-mc"), tooltest.Need(t, "ld.lld"), tooltest.Need(t, "llvm-objdump")
	files, _ := filepath.Glob("testdata/run/*.hlsl")
	if len(files) == 0 {
		t.Fatal("no shaders")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			out, err := Compile(lowerHLSL(t, file, string(src)), "main", "gfx900")
			if err != nil {
				t.Fatal(err)
			}
			ours, err := codeobj.Write(out.Object)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			s, o, co, mine := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co"), filepath.Join(dir, "ours.co")
			os.WriteFile(s, []byte(out.Assembly), 0o644)
			os.WriteFile(mine, ours, 0o644)
			if msg, err := runTool(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", o); err != nil {
				t.Fatalf("llvm-mc: %v\n%s", err, msg)
			}
			if msg, err := runTool(lld, "-shared", o, "-o", co); err != nil {
				t.Fatalf("ld.lld: %v\n%s", err, msg)
			}
			theirs, err := os.ReadFile(co)
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{".text", ".rodata"} {
				a, b := section(t, ours, name), section(t, theirs, name)
				if !bytes.Equal(a, b) {
					at := 0
					for at < len(a) && at < len(b) && a[at] == b[at] {
						at++
					}
					t.Errorf("%s differs from llvm-mc + ld.lld at byte %#x (%d vs %d bytes)", name, at, len(a), len(b))
				}
			}
			if msg, err := runTool(objdump, "-d", "--mcpu=gfx900", mine); err != nil || !bytes.Contains([]byte(msg), []byte("s_endpgm")) {
				t.Errorf("llvm-objdump cannot disassemble hlslc's object: %v\n%s", err, msg)
			}
		})
	}
}

// section returns the contents of an ELF section.
func section(t *testing.T, file []byte, name string) []byte {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	s := f.Section(name)
	if s == nil {
		t.Fatalf("no %s section", name)
	}
	data, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

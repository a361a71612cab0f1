package codeobj

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzRead feeds arbitrary bytes to Read: it must return an object or an
// error, never panic, and what it returns must be self-consistent and, when
// Write accepts it, survive a Write/Read round trip.
func FuzzRead(f *testing.F) {
	for _, b := range loadSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		o, err := Read(b)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "code object: ") {
				t.Fatalf("error without prefix: %v", err)
			}
			return
		}
		for _, k := range o.Kernels {
			if k.EntryOffset >= uint64(len(o.Text)) {
				t.Fatalf("kernel %q entry %#x outside .text (%d bytes)", k.Name, k.EntryOffset, len(o.Text))
			}
			if _, err := o.KernelCode(k.Name); err != nil {
				t.Fatal(err)
			}
		}
		for _, s := range o.Symbols {
			if s.Offset+s.Size > uint64(len(o.Text)) {
				t.Fatalf("symbol %q outside .text", s.Name)
			}
		}
		w, err := Write(o)
		if err != nil {
			return
		}
		o2, err := Read(w)
		if err != nil {
			t.Fatalf("Read(Write(o)): %v", err)
		}
		if !bytes.Equal(o2.Text, o.Text) || len(o2.Kernels) != len(o.Kernels) {
			t.Fatalf("round trip lost text or kernels")
		}
	})
}

// TestReadTruncatedAndCorrupted reads every prefix of the seed objects and
// every single-byte corruption: each is an error or a consistent object,
// never a panic.
func TestReadTruncatedAndCorrupted(t *testing.T) {
	for name, b := range loadSeeds(t) {
		if _, err := Read(b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for n := 0; n < len(b); n++ {
			o, err := Read(b[:n])
			if err == nil && n < 64 {
				t.Fatalf("%s: %d-byte prefix accepted", name, n)
			}
			_ = o
		}
		c := make([]byte, len(b))
		for i := range b {
			for _, v := range []byte{0x00, 0xff, b[i] ^ 0x80} {
				copy(c, b)
				c[i] = v
				o, err := Read(c)
				if err == nil {
					for _, k := range o.Kernels {
						if k.EntryOffset >= uint64(len(o.Text)) {
							t.Fatalf("%s: byte %#x=%#x: kernel entry outside .text", name, i, v)
						}
					}
				}
			}
		}
	}
}

type corruption struct {
	name string
	edit func(b []byte)
	want string // substring of the error
}

func shdr(b []byte, i int) []byte {
	shoff := le.Uint64(b[40:])
	return b[shoff+uint64(i)*shdrSize:]
}

func sectionIndex(t *testing.T, b []byte, name string) int {
	t.Helper()
	shoff, shnum, shstrndx := le.Uint64(b[40:]), int(le.Uint16(b[60:])), int(le.Uint16(b[62:]))
	strOff := le.Uint64(b[shoff+uint64(shstrndx)*shdrSize+24:])
	for i := 0; i < shnum; i++ {
		h := b[shoff+uint64(i)*shdrSize:]
		n := strOff + uint64(le.Uint32(h))
		if end := bytes.IndexByte(b[n:], 0); string(b[n:n+uint64(end)]) == name {
			return i
		}
	}
	t.Fatalf("no section %s", name)
	return 0
}

// TestReadMalformed checks the errors for specific malformed inputs: each
// names the problem and a file offset.
func TestReadMalformed(t *testing.T) {
	seeds := loadSeeds(t)
	co := seeds["lld_two_kernels.co"]
	rel := seeds["mc_two_kernels.o"]
	cases := []struct {
		base []byte
		corruption
	}{
		{co, corruption{"magic", func(b []byte) { b[1] = 'X' }, "bad magic"}},
		{co, corruption{"class", func(b []byte) { b[4] = 1 }, "ELFCLASS64"}},
		{co, corruption{"big endian", func(b []byte) { b[5] = 2 }, "little-endian"}},
		{co, corruption{"osabi", func(b []byte) { b[7] = 0 }, "OS/ABI"}},
		{co, corruption{"abi version", func(b []byte) { b[8] = 9 }, "ABI version"}},
		{co, corruption{"type", func(b []byte) { le.PutUint16(b[16:], 2) }, "ELF type"}},
		{co, corruption{"machine", func(b []byte) { le.PutUint16(b[18:], 62) }, "EM_AMDGPU"}},
		{co, corruption{"processor", func(b []byte) { le.PutUint32(b[48:], 0x141) }, "unsupported processor"}},
		{co, corruption{"phoff", func(b []byte) { le.PutUint64(b[32:], 1<<62) }, "program headers"}},
		{co, corruption{"shoff", func(b []byte) { le.PutUint64(b[40:], uint64(len(b)-10)) }, "section headers"}},
		{co, corruption{"shentsize", func(b []byte) { le.PutUint16(b[58:], 40) }, "section header size"}},
		{co, corruption{"shstrndx", func(b []byte) { le.PutUint16(b[62:], 99) }, "section name table index"}},
		{co, corruption{"segment past end", func(b []byte) { le.PutUint64(b[64+56+32:], 1<<40) }, "program header 1"}},
		{co, corruption{"section past end", func(b []byte) {
			le.PutUint64(shdr(b, sectionIndex(t, b, ".text"))[32:], 1<<50)
		}, "run past the end"}},
		{co, corruption{"section name", func(b []byte) {
			le.PutUint32(shdr(b, sectionIndex(t, b, ".text")), 1<<30)
		}, "string offset"}},
		{co, corruption{"overlap", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".text"))
			le.PutUint64(h[24:], le.Uint64(shdr(b, sectionIndex(t, b, ".rodata"))[24:]))
		}, "overlap"}},
		{co, corruption{"symbol name", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".symtab"))
			le.PutUint32(b[le.Uint64(h[24:])+symSize:], 1<<20)
		}, "string offset"}},
		{co, corruption{"symbol section", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".symtab"))
			le.PutUint16(b[le.Uint64(h[24:])+2*symSize+6:], 0x400)
		}, "section index"}},
		{co, corruption{"symtab entsize", func(b []byte) {
			le.PutUint64(shdr(b, sectionIndex(t, b, ".symtab"))[56:], 16)
		}, "symbol entry size"}},
		{co, corruption{"kd past section", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rodata"))
			le.PutUint64(h[32:], 0x70)
		}, "runs past section"}},
		{co, corruption{"entry outside text", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rodata"))
			le.PutUint64(b[le.Uint64(h[24:])+16:], 1<<40)
		}, "outside .text"}},
		{co, corruption{"note size", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".note"))
			le.PutUint32(b[le.Uint64(h[24:])+4:], 1<<31)
		}, "descriptor of"}},
		{co, corruption{"note msgpack", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".note"))
			b[le.Uint64(h[24:])+20] = 0xdf // map32 with a huge count
		}, "NT_AMDGPU_METADATA"}},
		{rel, corruption{"relocation type", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rela.rodata"))
			le.PutUint32(b[le.Uint64(h[24:])+8:], 1)
		}, "R_AMDGPU_REL64"}},
		{rel, corruption{"relocation symbol", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rela.rodata"))
			le.PutUint32(b[le.Uint64(h[24:])+12:], 1000)
		}, "out of range"}},
		{rel, corruption{"relocation missing", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rela.rodata"))
			le.PutUint64(b[le.Uint64(h[24:]):], 0x30)
		}, "no R_AMDGPU_REL64"}},
		{rel, corruption{"relocation addend", func(b []byte) {
			h := shdr(b, sectionIndex(t, b, ".rela.rodata"))
			le.PutUint64(b[le.Uint64(h[24:])+16:], 1<<20)
		}, "outside .text"}},
	}
	for _, c := range cases {
		b := bytes.Clone(c.base)
		c.edit(b)
		_, err := Read(b)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q lacks %q", c.name, err, c.want)
		}
		if !strings.Contains(err.Error(), "offset") && !strings.Contains(err.Error(), "kernel") {
			t.Errorf("%s: error %q names no offset", c.name, err)
		}
	}
}

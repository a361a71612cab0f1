package codeobj

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
)

func errorf(format string, args ...any) error {
	return fmt.Errorf("code object: "+format, args...)
}

var le = binary.LittleEndian

type section struct {
	index           int
	name            string
	typ             uint32
	flags           uint64
	addr, off, size uint64
	link, info      uint32
	align, entsize  uint64
	hdrOff          uint64 // file offset of the section header
	data            []byte // nil for NOBITS
}

type elfSym struct {
	name   string
	value  uint64
	size   uint64
	info   uint8
	other  uint8
	shndx  uint16
	entOff uint64 // file offset of the entry
}

func (s elfSym) bind() uint8 { return s.info >> 4 }
func (s elfSym) typ() uint8  { return s.info & 0xf }

// cstring returns the NUL-terminated string at off in tab.
func cstring(tab []byte, off uint64, what string, at uint64) (string, error) {
	if off >= uint64(len(tab)) {
		if off == 0 && len(tab) == 0 {
			return "", nil
		}
		return "", errorf("%s at file offset %#x: string offset %#x outside its string table (%#x bytes)", what, at, off, len(tab))
	}
	end := bytes.IndexByte(tab[off:], 0)
	if end < 0 {
		return "", errorf("%s at file offset %#x: string at offset %#x is not NUL-terminated", what, at, off)
	}
	return string(tab[off : off+uint64(end)]), nil
}

// Read parses an AMDHSA code object: ET_DYN (ld.lld output, and Write's) or
// ET_REL (llvm-mc -filetype=obj, clang -c). Kernels are found through their
// NAME.kd symbols. Every malformed input is an error naming the file offset
// of the offending structure.
func Read(b []byte) (*Object, error) {
	if len(b) < elfHeaderSize {
		return nil, errorf("file of %d bytes is shorter than the 64-byte ELF header", len(b))
	}
	if string(b[:4]) != "\x7fELF" {
		return nil, errorf("offset 0: not an ELF file (bad magic)")
	}
	if b[4] != 2 {
		return nil, errorf("offset 4: ELF class %d, want ELFCLASS64 (2)", b[4])
	}
	if b[5] != 1 {
		return nil, errorf("offset 5: ELF data encoding %d, want little-endian (1)", b[5])
	}
	if b[6] != 1 {
		return nil, errorf("offset 6: ELF version %d, want 1", b[6])
	}
	if b[7] != elfOSABIHSA {
		return nil, errorf("offset 7: OS/ABI %d, want ELFOSABI_AMDGPU_HSA (64)", b[7])
	}
	if v := b[8]; v < 2 || v > 4 {
		return nil, errorf("offset 8: ABI version %d is not code object v4, v5 or v6 (2, 3 or 4)", v)
	}
	etype := le.Uint16(b[16:])
	if etype != etRel && etype != etDyn {
		return nil, errorf("offset 16: ELF type %d, want ET_REL (1) or ET_DYN (3)", etype)
	}
	if m := le.Uint16(b[18:]); m != emAMDGPU {
		return nil, errorf("offset 18: machine %d, want EM_AMDGPU (224)", m)
	}
	flags := le.Uint32(b[48:])
	tgt, err := TargetFromEFlags(flags &^ 0xff000000)
	if err != nil {
		return nil, errorf("offset 48: %v", err)
	}
	if flags>>24 != 0 && b[8] != 4 {
		return nil, errorf("offset 48: e_flags %#x has generic-version bits, which only code object v6 defines", flags)
	}
	phoff, shoff := le.Uint64(b[32:]), le.Uint64(b[40:])
	phentsize, phnum := le.Uint16(b[54:]), le.Uint16(b[56:])
	shentsize, shnum, shstrndx := le.Uint16(b[58:]), le.Uint16(b[60:]), le.Uint16(b[62:])
	size := uint64(len(b))
	inFile := func(off, n uint64) bool { return off <= size && n <= size-off }

	if phnum > 0 {
		if phentsize != phdrSize {
			return nil, errorf("offset 54: program header size %d, want %d", phentsize, phdrSize)
		}
		if !inFile(phoff, uint64(phnum)*phdrSize) {
			return nil, errorf("offset 32: %d program headers at %#x run past the end of the %#x-byte file", phnum, phoff, size)
		}
		for i := 0; i < int(phnum); i++ {
			p := phoff + uint64(i)*phdrSize
			ptype := le.Uint32(b[p:])
			off, filesz, memsz := le.Uint64(b[p+8:]), le.Uint64(b[p+32:]), le.Uint64(b[p+40:])
			if !inFile(off, filesz) {
				return nil, errorf("program header %d at offset %#x: segment [%#x, +%#x) runs past the end of the %#x-byte file", i, p, off, filesz, size)
			}
			if ptype == ptLoad && filesz > memsz {
				return nil, errorf("program header %d at offset %#x: file size %#x exceeds memory size %#x", i, p, filesz, memsz)
			}
			if memsz > 1<<40 {
				return nil, errorf("program header %d at offset %#x: absurd memory size %#x", i, p, memsz)
			}
		}
	}

	if shnum == 0 {
		if shoff != 0 {
			return nil, errorf("offset 40: section headers at %#x with e_shnum 0 (extended numbering is not supported)", shoff)
		}
		return nil, errorf("offset 60: no section headers; code objects without sections are not supported")
	}
	if shentsize != shdrSize {
		return nil, errorf("offset 58: section header size %d, want %d", shentsize, shdrSize)
	}
	if !inFile(shoff, uint64(shnum)*shdrSize) {
		return nil, errorf("offset 40: %d section headers at %#x run past the end of the %#x-byte file", shnum, shoff, size)
	}
	if shstrndx >= shnum {
		return nil, errorf("offset 62: section name table index %d out of range (%d sections)", shstrndx, shnum)
	}
	secs := make([]section, shnum)
	for i := range secs {
		h := shoff + uint64(i)*shdrSize
		s := &secs[i]
		s.index, s.hdrOff = i, h
		s.typ = le.Uint32(b[h+4:])
		s.flags = le.Uint64(b[h+8:])
		s.addr, s.off, s.size = le.Uint64(b[h+16:]), le.Uint64(b[h+24:]), le.Uint64(b[h+32:])
		s.link, s.info = le.Uint32(b[h+40:]), le.Uint32(b[h+44:])
		s.align, s.entsize = le.Uint64(b[h+48:]), le.Uint64(b[h+56:])
		if i == 0 {
			continue
		}
		if s.typ != shtNobits && s.typ != shtNull {
			if !inFile(s.off, s.size) {
				return nil, errorf("section %d (header at offset %#x): contents [%#x, +%#x) run past the end of the %#x-byte file", i, h, s.off, s.size, size)
			}
			s.data = b[s.off : s.off+s.size]
		} else if s.size > 1<<40 {
			return nil, errorf("section %d (header at offset %#x): absurd size %#x", i, h, s.size)
		}
		if s.align > 1 && s.align&(s.align-1) != 0 {
			return nil, errorf("section %d (header at offset %#x): alignment %d is not a power of two", i, h, s.align)
		}
	}
	if err := checkOverlaps(secs); err != nil {
		return nil, err
	}
	shstr := secs[shstrndx]
	if shstr.typ != shtStrtab {
		return nil, errorf("section %d (header at offset %#x): section name table is not SHT_STRTAB", shstrndx, shstr.hdrOff)
	}
	for i := 1; i < len(secs); i++ {
		name, err := cstring(shstr.data, uint64(le.Uint32(b[secs[i].hdrOff:])), fmt.Sprintf("section %d name", i), secs[i].hdrOff)
		if err != nil {
			return nil, err
		}
		secs[i].name = name
	}

	o := &Object{Target: tgt, Relocatable: etype == etRel}
	if b[8] != abiVersionV5 {
		o.CodeObjectVersion = int(b[8]) + 2
	}
	text := -1
	for i := 1; i < len(secs); i++ {
		s := &secs[i]
		if s.name == ".text" {
			if text >= 0 {
				return nil, errorf("section %d (header at offset %#x): a second .text section", i, s.hdrOff)
			}
			if s.typ != shtProgbits || s.flags&shfExecinstr == 0 {
				return nil, errorf("section %d (header at offset %#x): .text is not an executable PROGBITS section", i, s.hdrOff)
			}
			text = i
		}
		switch s.name {
		case ".comment":
			if s.typ == shtProgbits {
				o.Comment = string(s.data)
			}
		}
		if s.typ == shtNote {
			if err := readNotes(o, s); err != nil {
				return nil, err
			}
		}
	}
	if text >= 0 {
		o.Text = append([]byte(nil), secs[text].data...)
		o.TextAddr = secs[text].addr
	}

	// Symbols: .symtab, or .dynsym when the object was stripped.
	symtab := -1
	for i := 1; i < len(secs); i++ {
		if secs[i].typ == shtSymtab {
			if symtab >= 0 && secs[symtab].typ == shtSymtab {
				return nil, errorf("section %d (header at offset %#x): a second SHT_SYMTAB", i, secs[i].hdrOff)
			}
			symtab = i
		} else if secs[i].typ == shtDynsym && symtab < 0 {
			symtab = i
		}
	}
	if symtab < 0 {
		return o, nil
	}
	syms, err := readSymbols(b, secs, symtab)
	if err != nil {
		return nil, err
	}
	for _, s := range syms {
		if text < 0 || int(s.shndx) != text || s.name == "" {
			continue
		}
		t := s.typ()
		if t != sttNotype && t != sttFunc && t != sttObject {
			continue
		}
		off := s.value
		if etype == etDyn {
			if off < o.TextAddr {
				return nil, errorf("symbol %q (entry at offset %#x): address %#x below .text at %#x", s.name, s.entOff, s.value, o.TextAddr)
			}
			off -= o.TextAddr
		}
		if off > uint64(len(o.Text)) || s.size > uint64(len(o.Text))-off {
			return nil, errorf("symbol %q (entry at offset %#x): [%#x, +%#x) outside .text (%#x bytes)", s.name, s.entOff, off, s.size, len(o.Text))
		}
		kind := SymbolNoType
		switch t {
		case sttFunc:
			kind = SymbolFunc
		case sttObject:
			kind = SymbolObject
		}
		o.Symbols = append(o.Symbols, Symbol{Name: s.name, Offset: off, Size: s.size, Kind: kind,
			Global: s.bind() != stbLocal, Weak: s.bind() == stbWeak, Visibility: s.other & 3})
	}
	if err := readKernels(o, b, secs, syms, text, etype); err != nil {
		return nil, err
	}
	// Descriptor symbols interleaved with code symbols: some global code
	// symbol in .text follows a NAME.kd symbol.
	sawKD := false
	for _, s := range syms {
		if s.bind() == stbLocal || s.name == "" {
			continue
		}
		if _, isKernel := o.Kernel(strings.TrimSuffix(s.name, kdSymbolSuffix)); isKernel && strings.HasSuffix(s.name, kdSymbolSuffix) {
			sawKD = true
		} else if sawKD && text >= 0 && int(s.shndx) == text {
			o.InterleaveKDSymbols = true
			break
		}
	}
	return o, nil
}

func checkOverlaps(secs []section) error {
	var live []*section
	for i := 1; i < len(secs); i++ {
		if secs[i].data != nil && secs[i].size > 0 {
			live = append(live, &secs[i])
		}
	}
	sort.Slice(live, func(i, j int) bool { return live[i].off < live[j].off })
	for i := 1; i < len(live); i++ {
		p, s := live[i-1], live[i]
		if s.off < p.off+p.size {
			return errorf("sections %d and %d overlap in the file at offset %#x", p.index, s.index, s.off)
		}
	}
	return nil
}

func readNotes(o *Object, s *section) error {
	d := s.data
	for off := uint64(0); off < uint64(len(d)); {
		at := s.off + off
		if uint64(len(d))-off < 12 {
			return errorf("note at offset %#x: truncated note header", at)
		}
		namesz, descsz, typ := uint64(le.Uint32(d[off:])), uint64(le.Uint32(d[off+4:])), le.Uint32(d[off+8:])
		p := off + 12
		nameEnd := p + (namesz+3)&^3
		if nameEnd > uint64(len(d)) || p+namesz > uint64(len(d)) {
			return errorf("note at offset %#x: name of %d bytes runs past the note section", at, namesz)
		}
		name := strings.TrimRight(string(d[p:p+namesz]), "\x00")
		descEnd := nameEnd + (descsz+3)&^3
		if nameEnd+descsz > uint64(len(d)) || descEnd > uint64(len(d))+3 {
			return errorf("note at offset %#x: descriptor of %d bytes runs past the note section", at, descsz)
		}
		desc := d[nameEnd : nameEnd+descsz]
		if name == "AMDGPU" && typ == ntAMDGPUMeta {
			if o.Metadata != nil {
				return errorf("note at offset %#x: a second NT_AMDGPU_METADATA note", at)
			}
			v, err := DecodeMsgpack(desc)
			if err != nil {
				return errorf("NT_AMDGPU_METADATA note at offset %#x (descriptor at %#x): %v", at, s.off+nameEnd, err)
			}
			m, ok := v.(map[string]any)
			if !ok {
				return errorf("NT_AMDGPU_METADATA note at offset %#x: metadata is %T, want a map", at, v)
			}
			o.Metadata = m
			o.MetadataRaw = append([]byte(nil), desc...)
		}
		off = descEnd
	}
	return nil
}

func readSymbols(b []byte, secs []section, idx int) ([]elfSym, error) {
	s := &secs[idx]
	if s.entsize != symSize {
		return nil, errorf("section %d (header at offset %#x): symbol entry size %d, want %d", idx, s.hdrOff, s.entsize, symSize)
	}
	if s.size%symSize != 0 {
		return nil, errorf("section %d (header at offset %#x): symbol table size %#x is not a multiple of %d", idx, s.hdrOff, s.size, symSize)
	}
	if s.link == 0 || int(s.link) >= len(secs) || secs[s.link].typ != shtStrtab {
		return nil, errorf("section %d (header at offset %#x): symbol string table link %d is not a SHT_STRTAB section", idx, s.hdrOff, s.link)
	}
	strtab := secs[s.link].data
	n := s.size / symSize
	syms := make([]elfSym, 0, n)
	for i := uint64(0); i < n; i++ {
		e := s.data[i*symSize:]
		at := s.off + i*symSize
		name, err := cstring(strtab, uint64(le.Uint32(e)), "symbol name", at)
		if err != nil {
			return nil, err
		}
		sym := elfSym{name: name, info: e[4], other: e[5], shndx: le.Uint16(e[6:]),
			value: le.Uint64(e[8:]), size: le.Uint64(e[16:]), entOff: at}
		if sym.shndx != shnUndef && sym.shndx < shnLoreserve && int(sym.shndx) >= len(secs) {
			return nil, errorf("symbol %q (entry at offset %#x): section index %d out of range (%d sections)", name, at, sym.shndx, len(secs))
		}
		syms = append(syms, sym)
	}
	return syms, nil
}

type rela struct {
	off, sym, typ uint64
	addend        int64
}

func readRelas(secs []section, target int) ([]rela, []int, error) {
	var rs []rela
	var from []int
	for i := 1; i < len(secs); i++ {
		s := &secs[i]
		if s.typ != shtRela || int(s.info) != target {
			continue
		}
		if s.entsize != relaSize || s.size%relaSize != 0 {
			return nil, nil, errorf("section %d (header at offset %#x): malformed SHT_RELA (entry size %d, size %#x)", i, s.hdrOff, s.entsize, s.size)
		}
		for j := uint64(0); j < s.size/relaSize; j++ {
			e := s.data[j*relaSize:]
			info := le.Uint64(e[8:])
			rs = append(rs, rela{off: le.Uint64(e), sym: info >> 32, typ: info & 0xffffffff, addend: int64(le.Uint64(e[16:]))})
			from = append(from, i)
		}
	}
	return rs, from, nil
}

func readKernels(o *Object, b []byte, secs []section, syms []elfSym, text int, etype uint16) error {
	relaCache := map[int][]rela{}
	seen := map[string]bool{}
	for _, s := range syms {
		if !strings.HasSuffix(s.name, kdSymbolSuffix) || s.shndx == shnUndef || s.shndx >= shnLoreserve {
			continue
		}
		if t := s.typ(); t != sttObject && t != sttNotype {
			continue
		}
		name := strings.TrimSuffix(s.name, kdSymbolSuffix)
		if name == "" {
			continue
		}
		if seen[name] {
			if etype == etDyn {
				continue // .symtab lists it once; ignore accidental repeats
			}
			return errorf("symbol %q (entry at offset %#x): descriptor defined twice", s.name, s.entOff)
		}
		seen[name] = true
		sec := &secs[s.shndx]
		if sec.data == nil {
			return errorf("symbol %q (entry at offset %#x): descriptor in section %d, which has no file contents", s.name, s.entOff, s.shndx)
		}
		off := s.value
		if etype == etDyn {
			if off < sec.addr {
				return errorf("symbol %q (entry at offset %#x): address %#x below its section at %#x", s.name, s.entOff, s.value, sec.addr)
			}
			off -= sec.addr
		}
		if off > sec.size || sec.size-off < KernelDescriptorSize {
			return errorf("symbol %q (entry at offset %#x): 64-byte descriptor at section offset %#x runs past section %d (%#x bytes)", s.name, s.entOff, off, s.shndx, sec.size)
		}
		kd, _ := DecodeKernelDescriptor(sec.data[off:])
		k := Kernel{Name: name, Descriptor: kd}
		if text < 0 {
			return errorf("kernel %q (descriptor at file offset %#x): the object has no .text section", name, sec.off+off)
		}
		if etype == etDyn {
			entry := int64(s.value) + kd.KernelCodeEntryByteOffset
			if kd.KernelCodeEntryByteOffset < -(1<<48) || kd.KernelCodeEntryByteOffset > 1<<48 ||
				entry < int64(o.TextAddr) || uint64(entry)-o.TextAddr >= uint64(len(o.Text)) {
				return errorf("kernel %q (descriptor at file offset %#x): entry %#x (descriptor %#x %+d) is outside .text [%#x, %#x)",
					name, sec.off+off, entry, s.value, kd.KernelCodeEntryByteOffset, o.TextAddr, o.TextAddr+uint64(len(o.Text)))
			}
			k.EntryOffset = uint64(entry) - o.TextAddr
		} else {
			rs, ok := relaCache[int(s.shndx)]
			if !ok {
				var err error
				rs, _, err = readRelas(secs, int(s.shndx))
				if err != nil {
					return err
				}
				relaCache[int(s.shndx)] = rs
			}
			found := false
			for _, r := range rs {
				if r.off != off+16 {
					continue
				}
				if r.typ != rAMDGPUREL64 {
					return errorf("kernel %q: relocation of the entry offset has type %d, want R_AMDGPU_REL64 (5)", name, r.typ)
				}
				if r.sym == 0 || r.sym >= uint64(len(syms)) {
					return errorf("kernel %q: relocation of the entry offset names symbol %d, out of range", name, r.sym)
				}
				target := syms[r.sym]
				if int(target.shndx) != text {
					return errorf("kernel %q: entry symbol %q is not in .text", name, target.name)
				}
				entry := int64(target.value) + r.addend - 16
				if r.addend < -(1<<48) || r.addend > 1<<48 || entry < 0 || uint64(entry) >= uint64(len(o.Text)) {
					return errorf("kernel %q: entry %q%+d is outside .text (%#x bytes)", name, target.name, r.addend-16, len(o.Text))
				}
				k.EntryOffset = uint64(entry)
				found = true
				break
			}
			if !found {
				return errorf("kernel %q (descriptor at file offset %#x): no R_AMDGPU_REL64 relocation for kernel_code_entry_byte_offset", name, sec.off+off)
			}
		}
		o.Kernels = append(o.Kernels, k)
	}
	return nil
}

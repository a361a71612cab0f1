package codeobj

import (
	"math/bits"
	"sort"
	"strings"
)

func alignUp(v, a uint64) uint64 {
	if a <= 1 {
		return v
	}
	return (v + a - 1) &^ (a - 1)
}

// alignSkew returns the smallest value >= v congruent to skew modulo a.
func alignSkew(v, a, skew uint64) uint64 {
	skew %= a
	return alignUp(v+a-skew, a) - a + skew
}

type outSym struct {
	name    string
	value   uint64
	size    uint64
	info    uint8
	other   uint8
	shndx   uint16
	nameOff uint32
}

type outSec struct {
	name            string
	typ             uint32
	flags           uint64
	addr, off, size uint64
	link, info      uint32
	align, entsize  uint64
	data            []byte
	index           int
}

func validName(n string) bool { return n != "" && !strings.ContainsRune(n, 0) }

// Write lays out o as a loadable ET_DYN code object the way `ld.lld -shared`
// lays out llvm-mc's object: program headers PHDR, LOAD (read-only: notes,
// dynamic symbols, hashes, .rodata with the descriptors), LOAD (.text),
// LOAD (.dynamic), DYNAMIC, GNU_RELRO, GNU_STACK and NOTE; sections .note,
// .dynsym, .gnu.hash, .hash, .dynstr, .rodata, .text, .dynamic,
// .relro_padding, .comment (when o.Comment is set), .symtab, .shstrtab,
// .strtab. Kernel descriptors are placed 64-byte aligned in Kernels order
// with kernel_code_entry_byte_offset set from EntryOffset; TextAddr is set.
func Write(o *Object) ([]byte, error) {
	if o == nil {
		return nil, errorf("write: nil object")
	}
	if _, ok := processors[o.Target.Processor]; !ok {
		return nil, errorf("write: unsupported processor %q", o.Target.Processor)
	}
	seen := map[string]bool{}
	for _, s := range o.Symbols {
		if !validName(s.Name) {
			return nil, errorf("write: symbol name %q is empty or has a NUL byte", s.Name)
		}
		if s.Offset > uint64(len(o.Text)) || s.Size > uint64(len(o.Text))-s.Offset {
			return nil, errorf("write: symbol %q [%#x, +%#x) outside .text (%#x bytes)", s.Name, s.Offset, s.Size, len(o.Text))
		}
		if s.Global && seen[s.Name] {
			return nil, errorf("write: global symbol %q defined twice", s.Name)
		}
		if s.Global {
			seen[s.Name] = true
		}
	}
	kernelSym := map[string]int{}
	for i, s := range o.Symbols {
		if _, dup := kernelSym[s.Name]; !dup {
			kernelSym[s.Name] = i
		}
	}
	kseen := map[string]bool{}
	for _, k := range o.Kernels {
		if !validName(k.Name) {
			return nil, errorf("write: kernel name %q is empty or has a NUL byte", k.Name)
		}
		if kseen[k.Name] || seen[k.Name+kdSymbolSuffix] {
			return nil, errorf("write: kernel %q defined twice", k.Name)
		}
		kseen[k.Name] = true
		if k.EntryOffset >= uint64(len(o.Text)) {
			return nil, errorf("write: kernel %q entry offset %#x outside .text (%#x bytes)", k.Name, k.EntryOffset, len(o.Text))
		}
	}
	var note []byte
	if o.Metadata != nil {
		desc, err := EncodeMsgpack(o.Metadata)
		if err != nil {
			return nil, errorf("write: metadata: %v", err)
		}
		note = le.AppendUint32(note, 7)
		note = le.AppendUint32(note, uint32(len(desc)))
		note = le.AppendUint32(note, ntAMDGPUMeta)
		note = append(note, "AMDGPU\x00\x00"...)
		note = append(note, desc...)
		for len(note)%4 != 0 {
			note = append(note, 0)
		}
	}

	// Sections, in ld.lld's output order.
	var secs []*outSec
	add := func(s *outSec) *outSec {
		s.index = len(secs) + 1
		secs = append(secs, s)
		return s
	}
	var noteSec *outSec
	if note != nil {
		noteSec = add(&outSec{name: ".note", typ: shtNote, flags: shfAlloc, align: 4, data: note})
	}
	dynsym := add(&outSec{name: ".dynsym", typ: shtDynsym, flags: shfAlloc, align: 8, entsize: symSize, info: 1})
	gnuhash := add(&outSec{name: ".gnu.hash", typ: shtGNUHash, flags: shfAlloc, align: 8})
	hash := add(&outSec{name: ".hash", typ: shtHash, flags: shfAlloc, align: 4, entsize: 4})
	dynstr := add(&outSec{name: ".dynstr", typ: shtStrtab, flags: shfAlloc, align: 1})
	var rodata *outSec
	if len(o.Kernels) > 0 {
		rodata = add(&outSec{name: ".rodata", typ: shtProgbits, flags: shfAlloc, align: kdAlign,
			data: make([]byte, KernelDescriptorSize*len(o.Kernels))})
	}
	text := add(&outSec{name: ".text", typ: shtProgbits, flags: shfAlloc | shfExecinstr, align: textAlign, data: o.Text})
	dynamic := add(&outSec{name: ".dynamic", typ: shtDynamic, flags: shfAlloc | shfWrite, align: 8, entsize: dynSize,
		data: make([]byte, 7*dynSize)})
	relro := add(&outSec{name: ".relro_padding", typ: shtNobits, flags: shfAlloc | shfWrite, align: 1})
	if o.Comment != "" {
		add(&outSec{name: ".comment", typ: shtProgbits, flags: shfMerge | shfStrings, align: 1, entsize: 1, data: []byte(o.Comment)})
	}
	symtab := add(&outSec{name: ".symtab", typ: shtSymtab, align: 8, entsize: symSize})
	shstrtab := add(&outSec{name: ".shstrtab", typ: shtStrtab, align: 1})
	strtab := add(&outSec{name: ".strtab", typ: shtStrtab, align: 1})
	dynsym.link, gnuhash.link, hash.link, dynamic.link = uint32(dynstr.index), uint32(dynsym.index), uint32(dynsym.index), uint32(dynstr.index)
	symtab.link = uint32(strtab.index)

	// Symbols: locals, _DYNAMIC, then globals (code symbols, then
	// descriptors, or each descriptor after its kernel's code symbol), as
	// ld.lld orders them.
	kdSyms := make([]outSym, len(o.Kernels))
	kdIndex := map[string]int{}
	for i, k := range o.Kernels {
		bind := uint8(stbGlobal)
		if j, ok := kernelSym[k.Name]; ok && !o.Symbols[j].Global {
			bind = stbLocal
		}
		kdSyms[i] = outSym{name: k.Name + kdSymbolSuffix, value: uint64(i * KernelDescriptorSize), size: KernelDescriptorSize,
			info: bind<<4 | sttObject, shndx: uint16(rodata.index)}
		kdIndex[k.Name] = i
	}
	kdPlaced := make([]bool, len(kdSyms))
	var locals, globals []outSym
	for _, s := range o.Symbols {
		vis := s.Visibility & 3
		bind := uint8(stbLocal)
		if s.Global {
			bind = stbGlobal
			if s.Weak {
				bind = stbWeak
			}
			if kseen[s.Name] && vis == stvDefault {
				vis = stvProtected
			}
		}
		os := outSym{name: s.Name, value: s.Offset, size: s.Size, info: bind<<4 | s.Kind.elfType(), other: vis, shndx: uint16(text.index)}
		if s.Global && vis != stvHidden && vis != 1 {
			globals = append(globals, os)
			if i, ok := kdIndex[s.Name]; ok && o.InterleaveKDSymbols && !kdPlaced[i] && kdSyms[i].info>>4 != stbLocal {
				globals = append(globals, kdSyms[i])
				kdPlaced[i] = true
			}
		} else {
			os.info = stbLocal<<4 | s.Kind.elfType()
			locals = append(locals, os)
		}
	}
	for i, s := range kdSyms {
		switch {
		case kdPlaced[i]:
		case s.info>>4 == stbLocal:
			locals = append(locals, s)
		default:
			globals = append(globals, s)
		}
	}
	dynSym := outSym{name: "_DYNAMIC", info: stbLocal<<4 | sttNotype, other: stvHidden, shndx: uint16(dynamic.index)}

	// .dynstr in insertion order; .dynsym sorted for .gnu.hash.
	dynstrData := []byte{0}
	type dynEnt struct {
		sym    *outSym
		hash   uint32
		bucket uint32
	}
	nb := uint32(max(len(globals)/4, 1))
	ents := make([]dynEnt, len(globals))
	for i := range globals {
		g := &globals[i]
		ents[i] = dynEnt{sym: &outSym{}, hash: gnuHash(g.name)}
		*ents[i].sym = *g
		ents[i].sym.nameOff = uint32(len(dynstrData))
		dynstrData = append(dynstrData, g.name...)
		dynstrData = append(dynstrData, 0)
		ents[i].bucket = ents[i].hash % nb
	}
	sort.SliceStable(ents, func(i, j int) bool {
		if ents[i].bucket != ents[j].bucket {
			return ents[i].bucket < ents[j].bucket
		}
		return ents[i].sym.nameOff < ents[j].sym.nameOff
	})
	dynstr.data = dynstrData
	ndyn := uint32(len(ents) + 1)
	dynsym.size = uint64(ndyn) * symSize

	// .gnu.hash
	maskWords := uint32(1)
	if len(ents) > 0 {
		maskWords = nextPowerOf2(uint64(len(ents)) * 12 / 64)
	}
	gh := make([]byte, 16+8*int(maskWords)+4*int(nb)+4*len(ents))
	le.PutUint32(gh[0:], nb)
	le.PutUint32(gh[4:], 1)
	le.PutUint32(gh[8:], maskWords)
	le.PutUint32(gh[12:], gnuHashShift2)
	bloom := gh[16:]
	for _, e := range ents {
		i := (e.hash / 64) & (maskWords - 1)
		w := le.Uint64(bloom[8*i:])
		w |= 1<<(e.hash%64) | 1<<((e.hash>>gnuHashShift2)%64)
		le.PutUint64(bloom[8*i:], w)
	}
	buckets := gh[16+8*maskWords:]
	values := buckets[4*nb:]
	for i, e := range ents {
		h := e.hash &^ 1
		if i+1 == len(ents) || ents[i+1].bucket != e.bucket {
			h |= 1
		}
		le.PutUint32(values[4*i:], h)
		if i == 0 || ents[i-1].bucket != e.bucket {
			le.PutUint32(buckets[4*e.bucket:], uint32(i+1))
		}
	}
	gnuhash.data = gh

	// .hash
	hd := make([]byte, 8+8*int(ndyn))
	le.PutUint32(hd[0:], ndyn)
	le.PutUint32(hd[4:], ndyn)
	hb, hc := hd[8:], hd[8+4*ndyn:]
	for i, e := range ents {
		idx := uint32(i + 1)
		b := sysvHash(e.sym.name) % ndyn
		le.PutUint32(hc[4*idx:], le.Uint32(hb[4*b:]))
		le.PutUint32(hb[4*b:], idx)
	}
	hash.data = hd

	// .symtab / .strtab
	all := make([]outSym, 0, len(locals)+len(globals)+2)
	all = append(all, outSym{})
	all = append(all, locals...)
	all = append(all, dynSym)
	all = append(all, globals...)
	symtab.info = uint32(len(locals) + 2)
	// .strtab: ld.lld adds names without merging, in the order the symbols
	// were added (input locals, input globals, then the linker's _DYNAMIC).
	strOffs := map[*outSym]uint32{}
	strtab.data = []byte{0}
	addName := func(s *outSym) {
		strOffs[s] = uint32(len(strtab.data))
		strtab.data = append(strtab.data, s.name...)
		strtab.data = append(strtab.data, 0)
	}
	for i := 1; i < len(all); i++ {
		if i != len(locals)+1 {
			addName(&all[i])
		}
	}
	addName(&all[len(locals)+1])
	symtab.size = uint64(len(all)) * symSize

	// .shstrtab: names in section order.
	sh := []byte{0}
	shOff := map[string]uint32{}
	for _, s := range secs {
		if _, ok := shOff[s.name]; !ok {
			shOff[s.name] = uint32(len(sh))
			sh = append(sh, s.name...)
			sh = append(sh, 0)
		}
	}
	shstrtab.data = sh

	// Addresses and offsets.
	phnum := 7
	if noteSec != nil {
		phnum = 8
	}
	for _, s := range secs {
		if s.data != nil {
			s.size = uint64(len(s.data))
		}
	}
	off := uint64(elfHeaderSize + phnum*phdrSize)
	roSecs := []*outSec{noteSec, dynsym, gnuhash, hash, dynstr, rodata}
	for _, s := range roSecs {
		if s == nil {
			continue
		}
		off = alignUp(off, s.align)
		s.off, s.addr = off, off
		off += s.size
	}
	roEnd := off
	// The first section of each further PT_LOAD starts a page later, at the
	// same offset within the page.
	place := func(s *outSec, dot, off uint64, first bool) (uint64, uint64) {
		if first {
			dot = alignUp(dot, pageSize) + dot%pageSize
		}
		s.addr = alignUp(dot, s.align)
		if first {
			s.off = alignSkew(off, pageSize, s.addr)
		} else {
			s.off = alignUp(off, s.align)
		}
		return s.addr + s.size, s.off + s.size
	}
	dot, off := place(text, roEnd, roEnd, true)
	dot, off = place(dynamic, dot, off, true)
	relro.addr = dot
	relro.off = dynamic.off + relro.addr - dynamic.addr
	relro.size = alignUp(dot, pageSize) - dot
	rwMem := relro.addr + relro.size - dynamic.addr
	for _, s := range secs {
		if s.flags&shfAlloc != 0 {
			continue
		}
		off = alignUp(off, s.align)
		s.off = off
		off += s.size
	}
	shoff := alignUp(off, 8)
	o.TextAddr = text.addr

	// Fill in contents that depend on addresses.
	if rodata != nil {
		for i, k := range o.Kernels {
			kd := k.Descriptor
			kdAddr := rodata.addr + uint64(i*KernelDescriptorSize)
			kd.KernelCodeEntryByteOffset = int64(text.addr+k.EntryOffset) - int64(kdAddr)
			enc := kd.Encode()
			copy(rodata.data[i*KernelDescriptorSize:], enc[:])
		}
	}
	fix := func(s *outSym) {
		switch int(s.shndx) {
		case text.index:
			s.value += text.addr
		case dynamic.index:
			s.value += dynamic.addr
		default:
			if rodata != nil && int(s.shndx) == rodata.index {
				s.value += rodata.addr
			}
		}
	}
	for i := 1; i < len(all); i++ {
		fix(&all[i])
	}
	for i := range ents {
		fix(ents[i].sym)
	}
	dynsym.data = make([]byte, dynsym.size)
	for i, e := range ents {
		putSym(dynsym.data[(i+1)*symSize:], e.sym.nameOff, e.sym)
	}
	symtab.data = make([]byte, symtab.size)
	for i := 1; i < len(all); i++ {
		putSym(symtab.data[i*symSize:], strOffs[&all[i]], &all[i])
	}
	dd := dynamic.data
	for i, e := range [][2]uint64{
		{dtSymtab, dynsym.addr}, {dtSyment, symSize}, {dtStrtab, dynstr.addr}, {dtStrsz, dynstr.size},
		{dtGNUHash, gnuhash.addr}, {dtHash, hash.addr}, {dtNull, 0},
	} {
		le.PutUint64(dd[i*dynSize:], e[0])
		le.PutUint64(dd[i*dynSize+8:], e[1])
	}

	// Emit.
	out := make([]byte, shoff+uint64(len(secs)+1)*shdrSize)
	copy(out, "\x7fELF")
	out[4], out[5], out[6], out[7], out[8] = 2, 1, 1, elfOSABIHSA, o.abiVersion()
	le.PutUint16(out[16:], etDyn)
	le.PutUint16(out[18:], emAMDGPU)
	le.PutUint32(out[20:], 1)
	le.PutUint64(out[32:], elfHeaderSize)
	le.PutUint64(out[40:], shoff)
	le.PutUint32(out[48:], o.Target.EFlags())
	le.PutUint16(out[52:], elfHeaderSize)
	le.PutUint16(out[54:], phdrSize)
	le.PutUint16(out[56:], uint16(phnum))
	le.PutUint16(out[58:], shdrSize)
	le.PutUint16(out[60:], uint16(len(secs)+1))
	le.PutUint16(out[62:], uint16(shstrtab.index))
	ph := out[elfHeaderSize:]
	n := 0
	putPh := func(typ, flags uint32, off, addr, filesz, memsz, align uint64) {
		p := ph[n*phdrSize:]
		le.PutUint32(p, typ)
		le.PutUint32(p[4:], flags)
		le.PutUint64(p[8:], off)
		le.PutUint64(p[16:], addr)
		le.PutUint64(p[24:], addr)
		le.PutUint64(p[32:], filesz)
		le.PutUint64(p[40:], memsz)
		le.PutUint64(p[48:], align)
		n++
	}
	putPh(ptPhdr, pfR, elfHeaderSize, elfHeaderSize, uint64(phnum*phdrSize), uint64(phnum*phdrSize), 8)
	putPh(ptLoad, pfR, 0, 0, roEnd, roEnd, pageSize)
	putPh(ptLoad, pfR|pfX, text.off, text.addr, text.size, text.size, pageSize)
	putPh(ptLoad, pfR|pfW, dynamic.off, dynamic.addr, dynamic.size, rwMem, pageSize)
	putPh(ptDynamic, pfR|pfW, dynamic.off, dynamic.addr, dynamic.size, dynamic.size, 8)
	putPh(ptGNURelro, pfR, dynamic.off, dynamic.addr, dynamic.size, rwMem, 1)
	putPh(ptGNUStack, pfR|pfW, 0, 0, 0, 0, 0)
	if noteSec != nil {
		putPh(ptNote, pfR, noteSec.off, noteSec.addr, noteSec.size, noteSec.size, 4)
	}
	for _, s := range secs {
		if s.typ != shtNobits {
			copy(out[s.off:], s.data)
		}
		h := out[shoff+uint64(s.index)*shdrSize:]
		le.PutUint32(h, shOff[s.name])
		le.PutUint32(h[4:], s.typ)
		le.PutUint64(h[8:], s.flags)
		le.PutUint64(h[16:], s.addr)
		le.PutUint64(h[24:], s.off)
		le.PutUint64(h[32:], s.size)
		le.PutUint32(h[40:], s.link)
		le.PutUint32(h[44:], s.info)
		le.PutUint64(h[48:], s.align)
		le.PutUint64(h[56:], s.entsize)
	}
	return out, nil
}

func putSym(b []byte, nameOff uint32, s *outSym) {
	le.PutUint32(b, nameOff)
	b[4], b[5] = s.info, s.other
	le.PutUint16(b[6:], s.shndx)
	le.PutUint64(b[8:], s.value)
	le.PutUint64(b[16:], s.size)
}

// nextPowerOf2 is the smallest power of two strictly greater than v.
func nextPowerOf2(v uint64) uint32 {
	return uint32(1) << bits.Len64(v)
}

package codeobj

import "strings"

// ELF constants used by the reader and the writer.
const (
	elfHeaderSize  = 64
	phdrSize       = 56
	shdrSize       = 64
	symSize        = 24
	relaSize       = 24
	dynSize        = 16
	emAMDGPU       = 224
	elfOSABIHSA    = 64
	abiVersionV5   = 3
	etRel          = 1
	etDyn          = 3
	ntAMDGPUMeta   = 32
	rAMDGPUREL64   = 5
	pageSize       = 0x1000
	textAlign      = 256
	kdAlign        = 64
	shtNull        = 0
	shtProgbits    = 1
	shtSymtab      = 2
	shtStrtab      = 3
	shtRela        = 4
	shtHash        = 5
	shtDynamic     = 6
	shtNote        = 7
	shtNobits      = 8
	shtDynsym      = 11
	shtGNUHash     = 0x6ffffff6
	shfWrite       = 0x1
	shfAlloc       = 0x2
	shfExecinstr   = 0x4
	shfMerge       = 0x10
	shfStrings     = 0x20
	shnUndef       = 0
	shnLoreserve   = 0xff00
	shnAbs         = 0xfff1
	ptLoad         = 1
	ptDynamic      = 2
	ptNote         = 4
	ptPhdr         = 6
	ptGNUStack     = 0x6474e551
	ptGNURelro     = 0x6474e552
	pfX            = 1
	pfW            = 2
	pfR            = 4
	stbLocal       = 0
	stbGlobal      = 1
	stbWeak        = 2
	sttNotype      = 0
	sttObject      = 1
	sttFunc        = 2
	sttSection     = 3
	sttFile        = 4
	stvDefault     = 0
	stvHidden      = 2
	stvProtected   = 3
	dtNull         = 0
	dtHash         = 4
	dtStrtab       = 5
	dtSymtab       = 6
	dtStrsz        = 10
	dtSyment       = 11
	dtGNUHash      = 0x6ffffef5
	gnuHashShift2  = 26
	kdSymbolSuffix = ".kd"
)

// SymbolKind is the ELF type of a symbol.
type SymbolKind uint8

const (
	// SymbolNoType is a label (STT_NOTYPE).
	SymbolNoType SymbolKind = iota
	// SymbolFunc is a function (STT_FUNC).
	SymbolFunc
	// SymbolObject is a data object (STT_OBJECT).
	SymbolObject
)

func (k SymbolKind) String() string {
	switch k {
	case SymbolNoType:
		return "notype"
	case SymbolFunc:
		return "func"
	case SymbolObject:
		return "object"
	}
	return "SymbolKind(?)"
}

func (k SymbolKind) elfType() uint8 {
	switch k {
	case SymbolFunc:
		return sttFunc
	case SymbolObject:
		return sttObject
	}
	return sttNotype
}

// Symbol is a symbol defined in .text.
type Symbol struct {
	Name   string
	Offset uint64 // within .text
	Size   uint64
	Kind   SymbolKind
	Global bool // STB_GLOBAL (or STB_WEAK when Weak); false means STB_LOCAL
	Weak   bool
	// Visibility is the ELF st_other visibility (0 default, 2 hidden,
	// 3 protected). Write gives a kernel's global code symbol STV_PROTECTED,
	// as llvm-mc does for every .amdhsa_kernel.
	Visibility uint8
}

// Kernel is a kernel: its descriptor (the NAME.kd symbol) and entry point.
type Kernel struct {
	Name       string
	Descriptor KernelDescriptor
	// EntryOffset is the kernel's first instruction within .text. For ET_DYN
	// objects it is the descriptor's address plus
	// kernel_code_entry_byte_offset, minus TextAddr; for ET_REL objects it
	// comes from the R_AMDGPU_REL64 relocation of the offset field.
	EntryOffset uint64
}

// Object is an AMDHSA code object reduced to what hlslc produces and runs.
type Object struct {
	Target   Target
	Text     []byte // .text contents
	TextAddr uint64 // virtual address of .text (set by Write and Read)
	Symbols  []Symbol
	Kernels  []Kernel
	// Metadata is the decoded NT_AMDGPU_METADATA note (nil if absent).
	Metadata map[string]any
	// MetadataRaw is the note's MessagePack as Read found it (Write encodes
	// Metadata and ignores this field).
	MetadataRaw []byte
	// Comment is the raw .comment section (NUL-separated strings), which
	// linkers fill with their identification. Write emits .comment only when
	// it is not empty.
	Comment string
	// InterleaveKDSymbols makes Write list each kernel's NAME.kd symbol right
	// after the kernel's code symbol instead of after all code symbols: the
	// order llvm-mc gives when each .amdhsa_kernel block follows its kernel's
	// code (as clang emits it). Read sets it from the symbol table order.
	InterleaveKDSymbols bool
	// Relocatable is true when Read got an ET_REL object.
	Relocatable bool
	// CodeObjectVersion is the AMDHSA code object version, which the ELF
	// header's ABI version byte records (v4: 2, v5: 3, v6: 4); 0 stands for
	// v5, the default of llvm-mc and of Write (Read sets the field only for
	// the other versions).
	CodeObjectVersion int
}

// abiVersion is the ELF EI_ABIVERSION byte of the object's code object
// version.
func (o *Object) abiVersion() byte {
	if o.CodeObjectVersion == 0 {
		return abiVersionV5
	}
	return byte(o.CodeObjectVersion - 2)
}

// KernelNames lists the object's kernels for a message ("none" when it has none).
func (o *Object) KernelNames() string {
	if len(o.Kernels) == 0 {
		return "none"
	}
	names := make([]string, len(o.Kernels))
	for i, k := range o.Kernels {
		names[i] = k.Name
	}
	return strings.Join(names, ", ")
}

// Kernel returns the kernel with the given name.
func (o *Object) Kernel(name string) (*Kernel, bool) {
	for i := range o.Kernels {
		if o.Kernels[i].Name == name {
			return &o.Kernels[i], true
		}
	}
	return nil, false
}

// KernelCode returns the kernel's code from its entry point to the end of
// .text, or to the end of the symbol of the same name when it has a size.
func (o *Object) KernelCode(name string) ([]byte, error) {
	k, ok := o.Kernel(name)
	if !ok {
		return nil, errorf("no kernel %q in the code object", name)
	}
	if k.EntryOffset > uint64(len(o.Text)) {
		return nil, errorf("kernel %q: entry offset %#x beyond .text (%#x bytes)", name, k.EntryOffset, len(o.Text))
	}
	end := uint64(len(o.Text))
	for _, s := range o.Symbols {
		if s.Name == name && s.Offset == k.EntryOffset && s.Size > 0 && s.Offset+s.Size <= end {
			end = s.Offset + s.Size
		}
	}
	return o.Text[k.EntryOffset:end], nil
}

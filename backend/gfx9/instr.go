package gfx9

import (
	"fmt"
	"strings"
)

// Instr is one machine instruction: a form of a table entry with its
// operand values and modifiers. The encoder, decoder, printer and parser all
// work on Instr.
type Instr struct {
	Inst *Inst
	Form *Form
	Ops  []Value // one per Form.Operands entry, in the same order
	Mods Modifiers
	// Src is an opaque tag a compiler may use to map the instruction back
	// to its source (0: none); the ISA layer ignores it.
	Src uint32
}

// ValueKind says what an operand value is.
type ValueKind uint8

const (
	// ValReg is a register or an inline constant, held as its 9-bit source
	// code: SGPRs 0-101, special registers 102-127 and 235-253, inline
	// constants 128-208 and 240-248, VGPRs 256-511 (v0 = 256).
	ValReg ValueKind = iota
	// ValLiteral is a 32-bit literal constant (source code 255). With a
	// Label ("A-B") it is computed from the distance between two labels of
	// .text, the way a long branch adds its target's offset to the PC:
	// (A-B)&4294967295 (Shift 0) or (A-B)>>32 (Shift 32); Imm holds the 32
	// bits once the assembler has placed the labels. It is always encoded as
	// a literal, whatever its value, so the instruction's size is known
	// before the labels are.
	ValLiteral
	// ValImm is an immediate field: simm16, SMEM offset, the K of madmk/madak.
	ValImm
	// ValLabel is a branch target: Label names it, Imm holds the resolved
	// SOPP/SOPK word offset once known.
	ValLabel
	// ValOff is the "off" placeholder of MUBUF vaddr and GLOBAL/SCRATCH saddr.
	ValOff
)

// Value is one operand.
type Value struct {
	// ValReg: the source code of the first register (9 bits for the
	// hardware's registers; CodeVirtual and above for virtual ones, which
	// need the 32 bits: a function has as many as it needs)
	Code  uint32
	Kind  ValueKind
	Count uint8  // ValReg: registers in the tuple (1 for constants)
	Shift uint8  // ValLiteral with a Label: 0 (the low 32 bits) or 32
	Imm   int64  // ValLiteral: the 32 bits; ValImm/ValLabel: the value
	Label string // ValLabel; ValLiteral: "A-B" for a label distance
}

// Branch offsets: a SOPP branch (s_branch, s_cbranch_*) holds a signed
// 16-bit count of dwords from the instruction after it to its target.
// Farther targets need a long branch (s_getpc_b64, s_add_u32/s_addc_u32
// of a LabelDistance, s_setpc_b64).
const (
	MinBranchDwords = -1 << 15
	MaxBranchDwords = 1<<15 - 1
)

// LabelDistance returns the literal holding the low (shift 0) or high
// (shift 32) 32 bits of the byte distance from label base to label target.
func LabelDistance(target, base string, shift uint8) Value {
	return Value{Kind: ValLiteral, Label: target + "-" + base, Shift: shift}
}

// Labels returns the two labels of a label-distance literal.
func (v Value) Labels() (target, base string) {
	target, base, _ = strings.Cut(v.Label, "-")
	return target, base
}

// Source codes of the special operands.
const (
	CodeFlatScratchLo = 102
	CodeXnackMaskLo   = 104
	CodeVCCLo         = 106
	CodeVCCHi         = 107
	CodeTTMP0         = 108
	CodeM0            = 124
	CodeEXECLo        = 126
	CodeEXECHi        = 127
	CodeZero          = 128
	CodeSharedBase    = 235
	CodeInvPi         = 248 // 1/(2*pi)
	CodeSDWA          = 249
	CodeDPP           = 250
	CodeVCCZ          = 251
	CodeEXECZ         = 252
	CodeSCC           = 253
	CodeLiteral       = 255
	CodeVGPR0         = 256
	// CodeVirtual and above name the compiler's virtual registers, before
	// register allocation: register unit N is CodeVirtual+N, a tuple covers
	// Count consecutive units. They print as %N / %[N:M], parse back, and
	// never encode.
	CodeVirtual = 1024
)

// MaxVirtualUnits is how many virtual register units the 32-bit Value.Code
// can name: more than any function that fits in memory needs.
const MaxVirtualUnits = 1<<32 - CodeVirtual

// VGPR returns the value of VGPR tuple v[n:n+count-1].
func VGPR(n, count int) Value {
	return Value{Kind: ValReg, Code: uint32(CodeVGPR0 + n), Count: uint8(count)}
}

// SGPR returns the value of SGPR tuple s[n:n+count-1].
func SGPR(n, count int) Value { return Value{Kind: ValReg, Code: uint32(n), Count: uint8(count)} }

// IsVGPR reports whether the value is a VGPR.
func (v Value) IsVGPR() bool { return v.Kind == ValReg && v.Code >= CodeVGPR0 && v.Code < CodeVirtual }

// IsVirtual reports whether the value is a virtual register.
func (v Value) IsVirtual() bool { return v.Kind == ValReg && v.Code >= CodeVirtual }

// Virtual returns the value of virtual register tuple %[n:n+count-1].
func Virtual(n, count int) Value {
	if n < 0 || n+count > MaxVirtualUnits {
		// the code would wrap around into another register
		panic(fmt.Sprintf("gfx9: virtual register unit %d (of %d) out of range", n, count))
	}
	return Value{Kind: ValReg, Code: uint32(CodeVirtual + n), Count: uint8(count)}
}

// IsSGPR reports whether the value is an SGPR or special scalar register
// (anything a scalar register field can name).
func (v Value) IsSGPR() bool {
	return v.Kind == ValReg && (v.Code < CodeZero || (v.Code >= CodeSharedBase && v.Code <= 239) || v.Code >= CodeVCCZ && v.Code <= CodeSCC)
}

// IsInline reports whether the value is an inline constant.
func (v Value) IsInline() bool {
	_, isInt := v.InlineInt()
	return isInt || v.Kind == ValReg && v.Code >= 240 && v.Code <= CodeInvPi
}

// The inline integer constants: 0..64 are codes 128..192 (CodeZero + k),
// -1..-16 codes 193..208.
const (
	inlineIntMax = 64
	inlineIntMin = -16
)

// InlineInt returns the inline constant operand of the integer k, if k is
// one of the integers that have one (-16..64).
func InlineInt(k int64) (Value, bool) {
	switch {
	case k >= 0 && k <= inlineIntMax:
		return Value{Kind: ValReg, Code: uint32(CodeZero + k), Count: 1}, true
	case k < 0 && k >= inlineIntMin:
		return Value{Kind: ValReg, Code: uint32(CodeZero + inlineIntMax - k), Count: 1}, true
	}
	return Value{}, false
}

// InlineInt returns the integer an inline integer constant operand stands
// for (the inverse of the function InlineInt).
func (v Value) InlineInt() (int64, bool) {
	if v.Kind != ValReg {
		return 0, false
	}
	switch k := int64(v.Code) - CodeZero; {
	case k >= 0 && k <= inlineIntMax:
		return k, true
	case k > inlineIntMax && k <= inlineIntMax-inlineIntMin:
		return inlineIntMax - k, true
	}
	return 0, false
}

// ScalarBFEOperand is the second source of s_bfe_u32/s_bfe_i32 that
// extracts width bits from bit offset on: the offset in bits [4:0], the
// width in bits [22:16].
func ScalarBFEOperand(offset, width uint32) uint32 { return offset&31 | width&0x7f<<16 }

// Modifiers holds every modifier an instruction may carry. Zero values are
// the defaults, except that VOP3P's op_sel_hi is stored as written (see
// OpSelHi).
type Modifiers struct {
	// VOP3, SDWA, DPP and VOP3P source modifiers: bit i is source i.
	Abs, Neg uint8
	NegHi    uint8 // VOP3P neg_hi (Neg holds neg_lo)
	Sext     uint8 // SDWA sext
	// OpSel: VOP3 op_sel (bit 3 = destination) and VOP3P op_sel.
	OpSel uint8
	// OpSelHi is VOP3P's op_sel_hi as encoded; packed math defaults to all
	// ones (the assembler fills that in), mixed-precision ops to zero.
	OpSelHi uint8
	Clamp   bool
	OMod    uint8 // 0 none, 1 mul:2, 2 mul:4, 3 div:2

	// SDWA selects.
	DstSel, DstUnused, Src0Sel, Src1Sel uint8
	// DPP control.
	DPPCtrl   uint16
	RowMask   uint8
	BankMask  uint8
	BoundCtrl bool

	// Memory.
	Offset           int32 // DS offset, MUBUF offset, FLAT offset, SMEM offset beside an SGPR (SOE)
	Offset0, Offset1 uint8 // DS read2/write2
	GDS, GLC, SLC    bool
	Offen, Idxen     bool
	LDS, TFE         bool
	// SOE is SMEM's soffset-plus-immediate form (the SOE and IMM bits):
	// the offset is the SGPR operand plus the signed 21-bit Offset,
	// written "s5 offset:0x10".
	SOE bool

	// Image (MIMG): DMask selects the components loaded, stored or
	// returned (bit 0 = x ... bit 3 = w); the flags are the modifiers of
	// the same names (A16: 16-bit addresses; D16: packed 16-bit data).
	DMask                    uint8
	Unorm, DA, D16, LWE, A16 bool

	// Typed buffer (MTBUF) format: DFmt is the data format (BUF_DATA_FORMAT_*,
	// 0-15), NFmt the numeric format (BUF_NUM_FORMAT_*, 0-7). An MTBUF line
	// without format: means DFmt 1 (BUF_DATA_FORMAT_8), NFmt 0 (UNORM).
	DFmt DataFormat
	NFmt NumFormat
}

// MTBUF's default format: what a tbuffer line without format: encodes.
const (
	DefaultDFmt = DataFormat8
	DefaultNFmt = NumUnorm
)

// MIMGDataWidth returns the vdata width, in dwords, that an image
// instruction's dmask, tfe and d16 call for: one dword per dmask bit (a
// dmask of 0 counts as 1; gather4 always returns four), halved and rounded
// up with d16 (gfx9 packs 16-bit data), plus one for tfe. (lwe does not
// widen vdata for LLVM's assembler or disassembler.)
func MIMGDataWidth(in *Inst, m *Modifiers) int {
	n := 0
	for b := m.DMask & 0xf; b != 0; b &= b - 1 {
		n++
	}
	if n == 0 {
		n = 1
	}
	if len(in.Name) >= 13 && in.Name[:13] == "image_gather4" {
		n = 4
	}
	if m.D16 {
		n = (n + 1) / 2
	}
	if m.TFE {
		n++
	}
	return n
}

// SDWA select values.
const (
	SelByte0 = 0
	SelByte1 = 1
	SelByte2 = 2
	SelByte3 = 3
	SelWord0 = 4
	SelWord1 = 5
	SelDword = 6
)

// NewInstr returns an Instr of the named form with defaults filled in:
// SDWA selects DWORD, DPP masks 0xf, VOP3P op_sel_hi all ones for packed math.
func NewInstr(in *Inst, f *Form) Instr {
	i := Instr{Inst: in, Form: f, Ops: make([]Value, len(f.Operands))}
	i.Mods = DefaultModifiers(in, f)
	return i
}

// DefaultModifiers returns the modifier values an assembly line without
// modifiers means for the form.
func DefaultModifiers(in *Inst, f *Form) Modifiers {
	var m Modifiers
	switch f.Kind {
	case FormSDWA:
		m.DstSel, m.Src0Sel, m.Src1Sel = SelDword, SelDword, SelDword
	case FormDPP:
		m.RowMask, m.BankMask = 0xf, 0xf
	case FormRTN:
		m.GLC = true
	}
	if f.Enc == EncMTBUF {
		m.DFmt, m.NFmt = DefaultDFmt, DefaultNFmt
	}
	if f.Enc == EncVOP3P && !isMix(in) {
		m.OpSelHi = 7
	}
	return m
}

// isMix reports whether a VOP3P instruction is a mixed-precision op, whose
// op_sel_hi selects f16 sources instead of high halves.
func isMix(in *Inst) bool {
	n := in.Name
	return len(n) > 6 && (n[:6] == "v_mad_" || n[:6] == "v_fma_") && (contains(n, "_mix"))
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// SrcIndex returns which source (0, 1, 2) an operand field is, or -1.
func SrcIndex(f Field) int {
	switch f {
	case FieldSrc0:
		return 0
	case FieldSrc1:
		return 1
	case FieldSrc2:
		return 2
	}
	return -1
}

// Error is an ISA-level error with no position; callers add file:line:col
// or a byte offset.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func errorf(format string, args ...any) error { return &Error{fmt.Sprintf(format, args...)} }

// bit converts a flag to 0 or 1 in the integer type an encoding field needs.
func bit[T ~int | ~uint8 | ~uint32](b bool) T {
	if b {
		return 1
	}
	return 0
}

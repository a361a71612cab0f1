package gfx9

// Encoding of Instr into instruction words. Bit layouts follow the Vega ISA
// manual's microcode formats; every field position is written once, here,
// and read back once, in decode.go.

// Encode returns the instruction's bytes (4, 8 or 12), little endian.
func Encode(i *Instr) ([]byte, error) {
	words, err := EncodeWords(i)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 4*len(words))
	for k, w := range words {
		b[4*k] = byte(w)
		b[4*k+1] = byte(w >> 8)
		b[4*k+2] = byte(w >> 16)
		b[4*k+3] = byte(w >> 24)
	}
	return b, nil
}

// fields collects the operand values of an Instr by field.
type fields struct {
	v          [numFields]Value
	has        [numFields]bool
	literal    uint32
	hasLiteral bool
}

// fill sets f to the operand values of i (f is the caller's, on its stack:
// one is filled per instruction encoded).
func (f *fields) fill(i *Instr) error {
	if len(i.Ops) != len(i.Form.Operands) {
		return errorf("%s: %d operands, want %d", i.Inst.Name, len(i.Ops), len(i.Form.Operands))
	}
	for k, op := range i.Form.Operands {
		v := i.Ops[k]
		if v.IsVirtual() {
			return errorf("%s: virtual register %s is not allocated", i.Inst.Name, RegName(v.Code, int(v.Count), op.Type))
		}
		if v.Kind == ValReg && v.Code >= 1<<9 {
			// every register field of the encodings is at most 9 bits
			return errorf("%s: register code %d does not fit a 9-bit operand field", i.Inst.Name, v.Code)
		}
		f.v[op.Field] = v
		f.has[op.Field] = true
		if v.Kind == ValLiteral {
			lit := uint32(v.Imm)
			if f.hasLiteral && f.literal != lit {
				return errorf("only one literal operand is allowed")
			}
			f.literal, f.hasLiteral = lit, true
		}
	}
	return nil
}

// src9 encodes a 9-bit source field.
func (f *fields) src9(fl Field) uint32 {
	if !f.has[fl] {
		return 0
	}
	v := f.v[fl]
	switch v.Kind {
	case ValLiteral:
		return CodeLiteral
	case ValReg:
		return uint32(v.Code)
	}
	return 0
}

// reg8 encodes an 8-bit VGPR field (or an SGPR number in SGPR-valued fields).
func (f *fields) reg8(fl Field) uint32 {
	if !f.has[fl] {
		return 0
	}
	v := f.v[fl]
	if v.Kind != ValReg {
		return 0
	}
	if v.Code >= CodeVGPR0 {
		return uint32(v.Code - CodeVGPR0)
	}
	return uint32(v.Code)
}

// EncodeWords returns the instruction as 32-bit words.
func EncodeWords(i *Instr) ([]uint32, error) {
	f := &fields{}
	if err := f.fill(i); err != nil {
		return nil, err
	}
	m := &i.Mods
	op := uint32(i.Form.Op)
	var w []uint32
	switch i.Form.Kind {
	case FormE64:
		w = encodeVOP3(i, f, op)
	case FormSDWA:
		w = encodeSDWA(i, f, op)
	case FormDPP:
		w = encodeDPP(i, f, op)
	default:
		switch i.Form.Enc {
		case EncSOP2:
			w = []uint32{0x80000000 | op<<23 | f.src9(FieldSDst)<<16 | f.src9(FieldSSrc1)<<8 | f.src9(FieldSSrc0)}
		case EncSOPK:
			w = []uint32{0xB0000000 | op<<23 | f.src9(FieldSDst)<<16 | uint32(uint16(f.v[FieldSImm16].Imm))}
			if f.has[FieldK] {
				w = append(w, uint32(f.v[FieldK].Imm))
			}
		case EncSOP1:
			w = []uint32{0xBE800000 | f.src9(FieldSDst)<<16 | op<<8 | f.src9(FieldSSrc0)}
		case EncSOPC:
			s1 := f.src9(FieldSSrc1)
			if f.has[FieldSSrc1] && f.v[FieldSSrc1].Kind == ValImm {
				s1 = uint32(f.v[FieldSSrc1].Imm) & 0xff
			}
			w = []uint32{0xBF000000 | op<<16 | s1<<8 | f.src9(FieldSSrc0)}
		case EncSOPP:
			w = []uint32{0xBF800000 | op<<16 | uint32(uint16(f.v[FieldSImm16].Imm))}
		case EncSMEM:
			w = encodeSMEM(f, op, m)
		case EncVOP1:
			w = []uint32{0x7E000000 | f.reg8(FieldVDst)<<17 | op<<9 | f.src9(FieldSrc0)}
		case EncVOP2:
			w = []uint32{op<<25 | f.reg8(FieldVDst)<<17 | f.reg8(FieldSrc1)<<9 | f.src9(FieldSrc0)}
			if f.has[FieldK] {
				w = append(w, uint32(f.v[FieldK].Imm))
			}
		case EncVOPC:
			w = []uint32{0x7C000000 | op<<17 | f.reg8(FieldSrc1)<<9 | f.src9(FieldSrc0)}
		case EncVOP3:
			w = encodeVOP3(i, f, op)
		case EncVOP3P:
			w = encodeVOP3P(f, op, m)
		case EncDS:
			off0, off1 := uint32(m.Offset0), uint32(m.Offset1)
			if i.Form.Mods&ModOffset != 0 {
				off0, off1 = uint32(m.Offset)&0xff, uint32(m.Offset)>>8&0xff
			}
			w = []uint32{0xD8000000 | op<<17 | bit[uint32](m.GDS)<<16 | off1<<8 | off0,
				f.reg8(FieldAddr) | f.reg8(FieldData0)<<8 | f.reg8(FieldData1)<<16 | f.reg8(FieldVDst)<<24}
		case EncMUBUF:
			w = []uint32{0xE0000000 | op<<18 | bit[uint32](m.SLC)<<17 | bit[uint32](m.LDS)<<16 | bit[uint32](m.GLC)<<14 | bit[uint32](m.Idxen)<<13 |
				bit[uint32](m.Offen)<<12 | uint32(m.Offset)&0xfff,
				f.reg8(FieldAddr) | f.reg8(FieldData0)<<8 | f.reg8(FieldSRsrc)/4<<16 | bit[uint32](m.TFE)<<23 | f.src9(FieldSOffset)<<24}
		case EncMTBUF:
			w = []uint32{0xE8000000 | uint32(m.NFmt&7)<<23 | uint32(m.DFmt&0xf)<<19 | op<<15 | bit[uint32](m.GLC)<<14 | bit[uint32](m.Idxen)<<13 |
				bit[uint32](m.Offen)<<12 | uint32(m.Offset)&0xfff,
				f.reg8(FieldAddr) | f.reg8(FieldData0)<<8 | f.reg8(FieldSRsrc)/4<<16 | bit[uint32](m.SLC)<<22 | bit[uint32](m.TFE)<<23 | f.src9(FieldSOffset)<<24}
		case EncMIMG:
			w = []uint32{0xF0000000 | bit[uint32](m.SLC)<<25 | op<<18 | bit[uint32](m.LWE)<<17 | bit[uint32](m.TFE)<<16 | bit[uint32](m.A16)<<15 |
				bit[uint32](m.DA)<<14 | bit[uint32](m.GLC)<<13 | bit[uint32](m.Unorm)<<12 | uint32(m.DMask&0xf)<<8,
				f.reg8(FieldAddr) | f.reg8(FieldData0)<<8 | f.reg8(FieldSRsrc)/4<<16 | f.reg8(FieldSSamp)/4<<21 | bit[uint32](m.D16)<<31}
		case EncFLAT, EncGLOBAL, EncSCRATCH:
			seg := map[Enc]uint32{EncFLAT: 0, EncSCRATCH: 1, EncGLOBAL: 2}[i.Form.Enc]
			saddr := uint32(0)
			if i.Form.Enc != EncFLAT {
				saddr = 0x7f
				if f.has[FieldSAddr] && f.v[FieldSAddr].Kind == ValReg {
					saddr = uint32(f.v[FieldSAddr].Code)
				}
			}
			addr := uint32(0)
			if f.has[FieldAddr] && f.v[FieldAddr].Kind == ValReg {
				addr = f.reg8(FieldAddr)
			}
			w = []uint32{0xDC000000 | op<<18 | bit[uint32](m.SLC)<<17 | bit[uint32](m.GLC)<<16 | seg<<14 | uint32(m.Offset)&0x1fff,
				addr | f.reg8(FieldData0)<<8 | saddr<<16 | f.reg8(FieldVDst)<<24}
		default:
			return nil, errorf("%s: cannot encode %s", i.Inst.Name, i.Form.Enc)
		}
	}
	if f.hasLiteral {
		w = append(w, f.literal)
	}
	return w, nil
}

// SMEM's second word in the soffset-plus-immediate form (Modifiers.SOE,
// the SOE and IMM bits of the first word both set): the SGPR of the offset
// in bits 31:25 and the immediate in bits 20:0, added to it (Vega ISA,
// SMEM microcode format; the bytes llvm-mc -show-encoding gives for
// "s_load_dwordx2 s[4:5], s[0:1], s5 offset:-0x10"). The immediate is
// signed, 21 bits, for the loads and stores through an address, and
// unsigned, 20 bits, for the buffer forms (through a V#), as LLVM's
// assembler requires (AMDGPU::hasSMRDSignedImmOffset excludes buffers).
const (
	SMEMSOffsetShift  = 25
	SMEMSOEOffsetMask = 1<<21 - 1
)

// SMEMImmOffset is the range of SMEM's immediate beside an SGPR offset
// (Modifiers.SOE) for form f.
func SMEMImmOffset(f *Form) (lo, hi int64) {
	if SMEMBuffer(f) {
		return 0, 1<<20 - 1
	}
	return -1 << 20, 1<<20 - 1
}

// SMEMBuffer reports whether an SMEM form accesses memory through a V#
// (four SGPRs of sbase) rather than an address (two).
func SMEMBuffer(f *Form) bool {
	for _, op := range f.Operands {
		if op.Field == FieldSBase {
			return op.Size == 4
		}
	}
	return false
}

// smemSOEOffset is the immediate of SMEM's soffset-plus-immediate form in
// its second word w1 (SMEMImmOffset).
func smemSOEOffset(f *Form, w1 uint32) int32 {
	if SMEMBuffer(f) {
		return int32(w1 & (1<<20 - 1))
	}
	return int32(w1&SMEMSOEOffsetMask<<11) >> 11
}

func encodeSMEM(f *fields, op uint32, m *Modifiers) []uint32 {
	sdata := f.src9(FieldSDst)
	if f.v[FieldSDst].Kind == ValImm { // s_atc_probe
		sdata = uint32(f.v[FieldSDst].Imm) & 0x7f
	}
	sbase := f.src9(FieldSBase) >> 1
	w0 := 0xC0000000 | op<<18 | bit[uint32](m.GLC)<<16 | sdata<<6 | sbase
	var w1 uint32
	if f.has[FieldSOffset] {
		off := f.v[FieldSOffset]
		switch {
		case off.Kind == ValImm:
			w0 |= 1 << 17
			w1 = uint32(off.Imm) & 0xfffff
		case m.SOE:
			w0 |= 1<<17 | 1<<14
			w1 = uint32(off.Code)<<SMEMSOffsetShift | uint32(m.Offset)&SMEMSOEOffsetMask
		default:
			w1 = uint32(off.Code)
		}
	}
	return []uint32{w0, w1}
}

func encodeVOP3(i *Instr, f *fields, op uint32) []uint32 {
	m := &i.Mods
	var w0 uint32
	if f.has[FieldSDst3] {
		w0 = f.src9(FieldSDst3) << 8
	} else {
		w0 = uint32(m.OpSel&0xf)<<11 | uint32(m.Abs&7)<<8
	}
	w0 |= 0xD0000000 | op<<16 | bit[uint32](m.Clamp)<<15 | f.reg8(FieldVDst)
	w1 := uint32(m.Neg&7)<<29 | uint32(m.OMod&3)<<27 | f.src9(FieldSrc2)<<18 | f.src9(FieldSrc1)<<9 | f.src9(FieldSrc0)
	return []uint32{w0, w1}
}

func encodeVOP3P(f *fields, op uint32, m *Modifiers) []uint32 {
	w0 := 0xD3800000 | op<<16 | bit[uint32](m.Clamp)<<15 | uint32(m.OpSelHi>>2&1)<<14 | uint32(m.OpSel&7)<<11 | uint32(m.NegHi&7)<<8 | f.reg8(FieldVDst)
	w1 := uint32(m.Neg&7)<<29 | uint32(m.OpSelHi&3)<<27 | f.src9(FieldSrc2)<<18 | f.src9(FieldSrc1)<<9 | f.src9(FieldSrc0)
	// mixed-precision ops carry abs in the neg_hi bits
	if m.Abs != 0 {
		w0 |= uint32(m.Abs&7) << 8
	}
	return []uint32{w0, w1}
}

// vopWord0 is the first word of a VOP1/VOP2/VOPC instruction with src0 = code.
func vopWord0(i *Instr, f *fields, op, src0 uint32) uint32 {
	switch i.Form.Enc {
	case EncVOP1:
		return 0x7E000000 | f.reg8(FieldVDst)<<17 | op<<9 | src0
	case EncVOP2:
		return op<<25 | f.reg8(FieldVDst)<<17 | f.reg8(FieldSrc1)<<9 | src0
	default:
		return 0x7C000000 | op<<17 | f.reg8(FieldSrc1)<<9 | src0
	}
}

func encodeSDWA(i *Instr, f *fields, op uint32) []uint32 {
	m := &i.Mods
	src0 := f.v[FieldSrc0]
	w1 := f.reg8(FieldSrc0) | uint32(m.Src0Sel&7)<<16 | uint32(m.Sext&1)<<19 | uint32(m.Neg&1)<<20 | uint32(m.Abs&1)<<21
	if src0.IsSGPR() || src0.IsInline() {
		w1 = w1&^0xff | uint32(src0.Code)&0xff | 1<<23
	}
	if i.Form.Enc == EncVOPC {
		// VOPC: sdst in [14:8] with SD set when it is not VCC.
		if f.has[FieldVDst] {
			w1 |= f.src9(FieldVDst)<<8 | 1<<15
		}
		if d := f.v[FieldImplicit]; f.has[FieldImplicit] && d.Code != CodeVCCLo {
			w1 |= uint32(d.Code)&0x7f<<8 | 1<<15
		}
	} else {
		w1 |= uint32(m.DstSel&7)<<8 | uint32(m.DstUnused&3)<<11 | bit[uint32](m.Clamp)<<13 | uint32(m.OMod&3)<<14
	}
	if i.Form.Enc != EncVOP1 {
		src1 := f.v[FieldSrc1]
		w1 |= uint32(m.Src1Sel&7)<<24 | uint32(m.Sext>>1&1)<<27 | uint32(m.Neg>>1&1)<<28 | uint32(m.Abs>>1&1)<<29
		if src1.IsSGPR() || src1.IsInline() {
			w1 |= 1 << 31
		}
	}
	w0 := vopWord0(i, f, op, CodeSDWA)
	if i.Form.Enc != EncVOP1 && (f.v[FieldSrc1].IsSGPR() || f.v[FieldSrc1].IsInline()) {
		w0 = w0&^(0xff<<9) | (uint32(f.v[FieldSrc1].Code)&0xff)<<9
	}
	return []uint32{w0, w1}
}

func encodeDPP(i *Instr, f *fields, op uint32) []uint32 {
	m := &i.Mods
	w1 := f.reg8(FieldSrc0) | uint32(m.DPPCtrl&0x1ff)<<8 | bit[uint32](m.BoundCtrl)<<19 | uint32(m.Neg&1)<<20 | uint32(m.Abs&1)<<21 |
		uint32(m.Neg>>1&1)<<22 | uint32(m.Abs>>1&1)<<23 | uint32(m.BankMask&0xf)<<24 | uint32(m.RowMask&0xf)<<28
	return []uint32{vopWord0(i, f, op, CodeDPP), w1}
}

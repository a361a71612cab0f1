package gfx9

import (
	"encoding/binary"
	"sync"
)

// Target selects the processor whose opcode map the decoder and assembler use.
type Target uint8

const (
	GFX900 Target = iota
	GFX906
)

// Mask returns the TargetMask bit of the processor.
func (t Target) Mask() TargetMask {
	if t == GFX906 {
		return TargetGFX906
	}
	return TargetGFX900
}

func (t Target) String() string {
	if t == GFX906 {
		return "gfx906"
	}
	return "gfx900"
}

// Targets are the processors hlslc compiles for and runs, in order.
var Targets = []Target{GFX900, GFX906}

// Description says which chips the processor is.
func (t Target) Description() string {
	if t == GFX906 {
		return "Vega 20 (Radeon VII, Instinct MI50/MI60): gfx900 plus dot-product, FMA-mix and packed-FMA instructions"
	}
	return "Vega 10 (Radeon RX Vega 56/64, Instinct MI25): GCN5, wave64"
}

// ParseTarget maps a processor name to a Target.
func ParseTarget(name string) (Target, error) {
	switch name {
	case "gfx900":
		return GFX900, nil
	case "gfx906":
		return GFX906, nil
	}
	return 0, errorf("unknown processor %q (supported: gfx900, gfx906)", name)
}

// opcodeMaps index each target's forms by encoding and opcode, built on
// the first decode: compiling assembles and never decodes, and building
// the maps cost a small compile about 7% of its time.
var opcodeMaps = sync.OnceValue(func() [2]map[opKey]formRef {
	var maps [2]map[opKey]formRef
	for t := range maps {
		maps[t] = map[opKey]formRef{}
		mask := Target(t).Mask()
		for i := range Table {
			in := &Table[i]
			for j := range in.Forms {
				f := &in.Forms[j]
				if f.Targets&mask == 0 || f.Kind == FormSDWA || f.Kind == FormDPP || f.Kind == FormRTN {
					continue
				}
				maps[t][opKey{f.Enc, f.Op}] = formRef{in, f}
			}
		}
	}
	return maps
})

// LookupOpcode returns the instruction and form with the given encoding and
// opcode on the target (E64 forms are found under EncVOP3).
func LookupOpcode(t Target, enc Enc, op uint16) (*Inst, *Form) {
	r, ok := opcodeMaps()[t][opKey{enc, op}]
	if !ok {
		return nil, nil
	}
	return r.inst, r.form
}

// DecodeError reports an undecodable instruction at a byte offset.
type DecodeError struct {
	Offset int
	Msg    string
}

func (e *DecodeError) Error() string { return e.Msg }

// Decode decodes the instruction at the start of b. It returns the
// instruction and its size in bytes.
func Decode(t Target, b []byte) (Instr, int, error) {
	word := func(k int) (uint32, bool) {
		if len(b) < 4*(k+1) {
			return 0, false
		}
		return binary.LittleEndian.Uint32(b[4*k:]), true
	}
	w0, ok := word(0)
	if !ok {
		return Instr{}, 0, errorf("truncated instruction: %d bytes left", len(b))
	}
	enc, op, ok := classify(w0)
	if !ok {
		return Instr{}, 0, errorf("invalid instruction word 0x%08x", w0)
	}
	if enc == EncFLAT {
		switch w0 >> 14 & 3 {
		case 1:
			enc = EncSCRATCH
		case 2:
			enc = EncGLOBAL
		case 3:
			return Instr{}, 0, errorf("invalid FLAT segment in 0x%08x", w0)
		}
	}
	in, form := LookupOpcode(t, enc, op)
	if in == nil {
		return Instr{}, 0, errorf("unknown %s opcode %d in 0x%08x", enc, op, w0)
	}
	// FLAT/GLOBAL atomics with glc return the old value: another operand list
	if w0>>16&1 == 1 && (enc == EncFLAT || enc == EncGLOBAL || enc == EncSCRATCH) {
		if r := in.Form(FormRTN); r != nil && r.Targets&t.Mask() != 0 {
			form = r
		}
	}
	i := Instr{Inst: in, Form: form, Ops: make([]Value, len(form.Operands))}
	i.Mods = DefaultModifiers(in, form)
	size := 4
	switch enc {
	case EncSMEM, EncVOP3, EncVOP3P, EncDS, EncMUBUF, EncMTBUF, EncMIMG, EncFLAT, EncGLOBAL, EncSCRATCH:
		size = 8
	}
	// SDWA and DPP forms of VOP1/VOP2/VOPC are selected by src0.
	if enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC {
		switch w0 & 0x1ff {
		case CodeSDWA, CodeDPP:
			kind := FormSDWA
			if w0&0x1ff == CodeDPP {
				kind = FormDPP
			}
			form = in.Form(kind)
			if form == nil || form.Targets&t.Mask() == 0 {
				return Instr{}, 0, errorf("%s has no %s form", in.Name, kind)
			}
			i = Instr{Inst: in, Form: form, Ops: make([]Value, len(form.Operands)), Mods: DefaultModifiers(in, form)}
			size = 8
		}
	}
	w1, ok := word(1)
	if size == 8 && !ok {
		return Instr{}, 0, errorf("truncated %s instruction", in.Name)
	}
	d := decoder{i: &i, w0: w0, w1: w1}
	if err := d.run(); err != nil {
		return Instr{}, 0, err
	}
	// A literal or K constant follows.
	if d.needLiteral {
		lit, ok := word(size / 4)
		if !ok {
			return Instr{}, 0, errorf("%s: truncated literal constant", in.Name)
		}
		for k := range i.Ops {
			switch {
			case i.Ops[k].Kind == ValLiteral:
				i.Ops[k].Imm = int64(lit)
			case i.Form.Operands[k].Field == FieldK:
				i.Ops[k].Imm = int64(lit)
			}
		}
		size += 4
	}
	return i, size, nil
}

// classify finds the encoding family and opcode of an instruction's first word.
func classify(w uint32) (Enc, uint16, bool) {
	switch {
	case w>>23 == 0x17D:
		return EncSOP1, uint16(w >> 8 & 0xff), true
	case w>>23 == 0x17E:
		return EncSOPC, uint16(w >> 16 & 0x7f), true
	case w>>23 == 0x17F:
		return EncSOPP, uint16(w >> 16 & 0x7f), true
	case w>>28 == 0xB:
		return EncSOPK, uint16(w >> 23 & 0x1f), true
	case w>>30 == 2:
		return EncSOP2, uint16(w >> 23 & 0x7f), true
	case w>>26 == 0x30:
		return EncSMEM, uint16(w >> 18 & 0xff), true
	case w>>25 == 0x3F:
		return EncVOP1, uint16(w >> 9 & 0xff), true
	case w>>25 == 0x3E:
		return EncVOPC, uint16(w >> 17 & 0xff), true
	case w>>31 == 0:
		return EncVOP2, uint16(w >> 25 & 0x3f), true
	case w>>23 == 0x1A7:
		return EncVOP3P, uint16(w >> 16 & 0x7f), true
	case w>>26 == 0x34:
		return EncVOP3, uint16(w >> 16 & 0x3ff), true
	case w>>26 == 0x36:
		return EncDS, uint16(w >> 17 & 0xff), true
	case w>>26 == 0x38:
		return EncMUBUF, uint16(w >> 18 & 0x7f), true
	case w>>26 == 0x37:
		return EncFLAT, uint16(w >> 18 & 0x7f), true
	case w>>26 == 0x3A:
		return EncMTBUF, uint16(w >> 15 & 0xf), true
	case w>>26 == 0x3C:
		return EncMIMG, uint16(w >> 18 & 0x7f), true
	}
	return 0, 0, false
}

type decoder struct {
	i           *Instr
	w0, w1      uint32
	needLiteral bool
}

// src turns a 9-bit source code into a value of the operand's width.
func (d *decoder) src(code uint32, size uint8) (Value, error) {
	if code == CodeLiteral {
		d.needLiteral = true
		return Value{Kind: ValLiteral}, nil
	}
	v := Value{Kind: ValReg, Code: uint32(code), Count: size}
	if v.IsInline() || code >= CodeSharedBase && code < CodeVGPR0 && !(code >= 102 && code <= 127) {
		v.Count = 1
	}
	if code == 209 || code > 208 && code < 235 || code >= 240 && code <= 248 && false {
		return v, errorf("%s: reserved operand code %d", d.i.Inst.Name, code)
	}
	if !v.IsInline() && v.Code < CodeVGPR0 {
		if int(v.Code)+int(size) > 128 && v.Code < CodeZero {
			return v, errorf("%s: register tuple at code %d runs past the SGPR file", d.i.Inst.Name, code)
		}
	}
	if v.Code >= CodeVGPR0 && int(v.Code-CodeVGPR0)+int(size) > 256 {
		return v, errorf("%s: VGPR tuple v%d of %d registers runs past v255", d.i.Inst.Name, v.Code-CodeVGPR0, size)
	}
	return v, nil
}

func (d *decoder) vgpr(n uint32, size uint8) (Value, error) {
	if int(n)+int(size) > 256 {
		return Value{}, errorf("%s: VGPR tuple v%d of %d registers runs past v255", d.i.Inst.Name, n, size)
	}
	return VGPR(int(n), int(size)), nil
}

func (d *decoder) run() error {
	i, w0, w1 := d.i, d.w0, d.w1
	m := &i.Mods
	f := i.Form
	// field values by kind
	var get func(op Operand) (Value, error)
	switch {
	case f.Kind == FormSDWA:
		if f.Enc != EncVOPC {
			m.DstSel, m.DstUnused, m.Clamp, m.OMod = uint8(w1>>8&7), uint8(w1>>11&3), w1>>13&1 == 1, uint8(w1>>14&3)
		}
		m.Src0Sel, m.Sext, m.Neg, m.Abs = uint8(w1>>16&7), uint8(w1>>19&1), uint8(w1>>20&1), uint8(w1>>21&1)
		if f.Enc != EncVOP1 {
			m.Src1Sel = uint8(w1 >> 24 & 7)
			m.Sext |= uint8(w1>>27&1) << 1
			m.Neg |= uint8(w1>>28&1) << 1
			m.Abs |= uint8(w1>>29&1) << 1
		}
		get = func(op Operand) (Value, error) {
			switch op.Field {
			case FieldVDst:
				return d.vgpr(w0>>17&0xff, op.Size)
			case FieldSrc0:
				if w1>>23&1 == 1 {
					return d.src(w1&0xff, op.Size)
				}
				return d.vgpr(w1&0xff, op.Size)
			case FieldSrc1:
				if w1>>31&1 == 1 {
					return d.src(w0>>9&0xff, op.Size)
				}
				return d.vgpr(w0>>9&0xff, op.Size)
			case FieldImplicit:
				if w1>>15&1 == 1 {
					// SD: the compare writes the SGPR pair in SDST
					// instead of VCC
					return d.src(w1>>8&0x7f, 2)
				}
				return Value{Kind: ValReg, Code: CodeVCCLo, Count: 2}, nil
			}
			return Value{}, errorf("%s: unexpected SDWA operand %s", i.Inst.Name, op.Field)
		}
	case f.Kind == FormDPP:
		m.DPPCtrl, m.BoundCtrl = uint16(w1>>8&0x1ff), w1>>19&1 == 1
		m.Neg = uint8(w1>>20&1) | uint8(w1>>22&1)<<1
		m.Abs = uint8(w1>>21&1) | uint8(w1>>23&1)<<1
		m.BankMask, m.RowMask = uint8(w1>>24&0xf), uint8(w1>>28&0xf)
		get = func(op Operand) (Value, error) {
			switch op.Field {
			case FieldVDst:
				return d.vgpr(w0>>17&0xff, op.Size)
			case FieldSrc0:
				return d.vgpr(w1&0xff, op.Size)
			case FieldSrc1:
				return d.vgpr(w0>>9&0xff, op.Size)
			case FieldImplicit:
				return Value{Kind: ValReg, Code: CodeVCCLo, Count: 2}, nil
			}
			return Value{}, errorf("%s: unexpected DPP operand %s", i.Inst.Name, op.Field)
		}
	default:
		get = d.nativeGetter()
	}
	for k, op := range f.Operands {
		v, err := get(op)
		if err != nil {
			return err
		}
		i.Ops[k] = v
	}
	return nil
}

func (d *decoder) nativeGetter() func(op Operand) (Value, error) {
	i, w0, w1 := d.i, d.w0, d.w1
	m := &i.Mods
	f := i.Form
	switch f.Enc {
	case EncSOP1, EncSOP2, EncSOPK, EncSOPC, EncSOPP:
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldSDst:
				return d.src(w0>>16&0x7f, op.Size)
			case FieldSSrc0:
				return d.src(w0&0xff, op.Size)
			case FieldSSrc1:
				if op.Class == ClassImm16 {
					return Value{Kind: ValImm, Imm: int64(w0 >> 8 & 0xff)}, nil
				}
				return d.src(w0>>8&0xff, op.Size)
			case FieldSImm16:
				if op.Class == ClassLabel {
					return Value{Kind: ValLabel, Imm: int64(int16(w0))}, nil
				}
				return Value{Kind: ValImm, Imm: int64(uint16(w0))}, nil
			case FieldK:
				d.needLiteral = true
				return Value{Kind: ValImm}, nil
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncSMEM:
		m.GLC = w0>>16&1 == 1
		imm, soe := w0>>17&1 == 1, w0>>14&1 == 1
		if soe {
			// the SGPR in soffset, plus with IMM the signed immediate
			// (SOE without IMM, which llvm-mc decodes but never
			// assembles, is the plain SGPR form)
			m.SOE = imm
			if imm {
				m.Offset = smemSOEOffset(f, w1)
			}
		}
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldSDst:
				if op.Class == ClassImm16 {
					return Value{Kind: ValImm, Imm: int64(w0 >> 6 & 0x7f)}, nil
				}
				return d.src(w0>>6&0x7f, op.Size)
			case FieldSBase:
				return d.src((w0&0x3f)<<1, op.Size)
			case FieldSOffset:
				switch {
				case soe:
					return d.src(w1>>SMEMSOffsetShift, 1)
				case imm:
					return Value{Kind: ValImm, Imm: int64(w1 & 0xfffff)}, nil
				}
				return d.src(w1&0x7f, 1)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncVOP1, EncVOP2, EncVOPC:
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldVDst:
				if op.Class == ClassSGPR { // v_readfirstlane_b32
					return d.src(w0>>17&0xff, op.Size)
				}
				return d.vgpr(w0>>17&0xff, op.Size)
			case FieldSrc0:
				return d.src(w0&0x1ff, op.Size)
			case FieldSrc1:
				return d.vgpr(w0>>9&0xff, op.Size)
			case FieldImplicit:
				return Value{Kind: ValReg, Code: CodeVCCLo, Count: 2}, nil
			case FieldK:
				d.needLiteral = true
				return Value{Kind: ValImm}, nil
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncVOP3, EncVOP3P:
		m.Clamp = w0>>15&1 == 1
		m.Neg = uint8(w1 >> 29 & 7)
		if f.Enc == EncVOP3P {
			m.OpSel = uint8(w0 >> 11 & 7)
			m.OpSelHi = uint8(w1>>27&3) | uint8(w0>>14&1)<<2
			if isMix(i.Inst) && i.Form.Mods&ModAbs != 0 {
				m.Abs = uint8(w0 >> 8 & 7)
			} else {
				m.NegHi = uint8(w0 >> 8 & 7)
			}
		} else {
			m.OMod = uint8(w1 >> 27 & 3)
			if !hasField(f, FieldSDst3) {
				m.OpSel = uint8(w0 >> 11 & 0xf)
				m.Abs = uint8(w0 >> 8 & 7)
			}
		}
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldVDst:
				if op.Class == ClassSGPR {
					return d.src(w0&0xff, op.Size)
				}
				return d.vgpr(w0&0xff, op.Size)
			case FieldSDst3:
				return d.src(w0>>8&0x7f, op.Size)
			case FieldSrc0:
				return d.src(w1&0x1ff, op.Size)
			case FieldSrc1:
				return d.src(w1>>9&0x1ff, op.Size)
			case FieldSrc2:
				return d.src(w1>>18&0x1ff, op.Size)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncDS:
		m.GDS = w0>>16&1 == 1
		if f.Mods&ModOffset01 != 0 {
			m.Offset0, m.Offset1 = uint8(w0), uint8(w0>>8)
		} else {
			m.Offset = int32(w0 & 0xffff)
		}
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldAddr:
				return d.vgpr(w1&0xff, op.Size)
			case FieldData0:
				return d.vgpr(w1>>8&0xff, op.Size)
			case FieldData1:
				return d.vgpr(w1>>16&0xff, op.Size)
			case FieldVDst:
				return d.vgpr(w1>>24, op.Size)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncMUBUF:
		m.Offset = int32(w0 & 0xfff)
		m.Offen, m.Idxen, m.GLC = w0>>12&1 == 1, w0>>13&1 == 1, w0>>14&1 == 1
		m.LDS, m.SLC, m.TFE = w0>>16&1 == 1, w0>>17&1 == 1, w1>>23&1 == 1
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldAddr:
				n := 0
				if m.Offen {
					n++
				}
				if m.Idxen {
					n++
				}
				if n == 0 {
					return Value{Kind: ValOff}, nil
				}
				return d.vgpr(w1&0xff, uint8(n))
			case FieldData0:
				size := op.Size
				if m.TFE {
					size++
				}
				return d.vgpr(w1>>8&0xff, size)
			case FieldSRsrc:
				return d.src((w1>>16&0x1f)*4, op.Size)
			case FieldSOffset:
				return d.src(w1>>24, 1)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncMTBUF:
		m.Offset = int32(w0 & 0xfff)
		m.Offen, m.Idxen, m.GLC = w0>>12&1 == 1, w0>>13&1 == 1, w0>>14&1 == 1
		m.DFmt, m.NFmt = DataFormat(w0>>19&0xf), NumFormat(w0>>23&7)
		m.SLC, m.TFE = w1>>22&1 == 1, w1>>23&1 == 1
		if m.TFE && f.Mods&ModTFE == 0 {
			return func(Operand) (Value, error) {
				return Value{}, errorf("%s: tfe is not supported by gfx9 typed buffer instructions", i.Inst.Name)
			}
		}
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldAddr:
				n := bit[uint8](m.Offen) + bit[uint8](m.Idxen)
				if n == 0 {
					return Value{Kind: ValOff}, nil
				}
				return d.vgpr(w1&0xff, n)
			case FieldData0:
				return d.vgpr(w1>>8&0xff, op.Size)
			case FieldSRsrc:
				return d.src((w1>>16&0x1f)*4, op.Size)
			case FieldSOffset:
				return d.src(w1>>24, 1)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncMIMG:
		m.DMask = uint8(w0 >> 8 & 0xf)
		m.Unorm, m.GLC, m.DA, m.A16 = w0>>12&1 == 1, w0>>13&1 == 1, w0>>14&1 == 1, w0>>15&1 == 1
		m.TFE, m.LWE, m.SLC, m.D16 = w0>>16&1 == 1, w0>>17&1 == 1, w0>>25&1 == 1, w1>>31&1 == 1
		if m.D16 && f.Mods&ModD16 == 0 {
			return func(Operand) (Value, error) {
				return Value{}, errorf("%s: d16 is not supported by this instruction", i.Inst.Name)
			}
		}
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldAddr:
				return d.vgpr(w1&0xff, op.Size)
			case FieldData0:
				return d.vgpr(w1>>8&0xff, uint8(mimgDecodedDataWidth(i.Inst, f, m)))
			case FieldSRsrc:
				return d.src((w1>>16&0x1f)*4, op.Size)
			case FieldSSamp:
				return d.src((w1>>21&0x1f)*4, op.Size)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	case EncFLAT, EncGLOBAL, EncSCRATCH:
		m.GLC, m.SLC = w0>>16&1 == 1, w0>>17&1 == 1
		off := int32(w0 & 0x1fff)
		if f.Enc != EncFLAT && off&0x1000 != 0 {
			off -= 0x2000 // 13-bit signed for global and scratch
		}
		if f.Enc == EncFLAT {
			off &= 0xfff
		}
		m.Offset = off
		saddr := w1 >> 16 & 0x7f
		return func(op Operand) (Value, error) {
			switch op.Field {
			case FieldAddr:
				switch {
				case f.Enc == EncSCRATCH && saddr != 0x7f:
					return Value{Kind: ValOff}, nil
				case f.Enc == EncFLAT || f.Enc == EncGLOBAL && saddr == 0x7f:
					return d.vgpr(w1&0xff, 2)
				}
				return d.vgpr(w1&0xff, 1)
			case FieldData0:
				return d.vgpr(w1>>8&0xff, op.Size)
			case FieldVDst:
				return d.vgpr(w1>>24, op.Size)
			case FieldSAddr:
				if saddr == 0x7f {
					return Value{Kind: ValOff}, nil
				}
				n := uint8(2)
				if f.Enc == EncSCRATCH {
					n = 1
				}
				return d.src(saddr, n)
			}
			return Value{}, errorf("%s: unexpected operand %s", i.Inst.Name, op.Field)
		}
	}
	return func(op Operand) (Value, error) {
		return Value{}, errorf("%s: cannot decode %s", i.Inst.Name, f.Enc)
	}
}

// mimgDecodedDataWidth is the vdata width the decoder gives an image
// instruction: MIMGDataWidth where the instruction has a variant of that
// width (VDataDecoded), else the table's width, as llvm-objdump does.
func mimgDecodedDataWidth(in *Inst, f *Form, m *Modifiers) int {
	n := MIMGDataWidth(in, m)
	if f.VDataDecoded&(1<<n) == 0 {
		for _, op := range f.Operands {
			if op.Field == FieldData0 {
				n = int(op.Size)
			}
		}
	}
	return n
}

func hasField(f *Form, fl Field) bool {
	for _, op := range f.Operands {
		if op.Field == fl {
			return true
		}
	}
	return false
}

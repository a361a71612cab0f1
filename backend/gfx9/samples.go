package gfx9

// Samples returns, for one form, instructions that exercise it: plain
// registers, inline constants and literals in each source that takes them,
// and each accepted modifier in turn. The golden tests assemble these with
// our assembler and llvm-mc and require identical bytes; the benchmark uses
// them as a realistic mix.
func Samples(in *Inst, f *Form) []Instr {
	base := NewInstr(in, f)
	for k, op := range f.Operands {
		base.Ops[k] = sampleReg(in, f, k, op)
	}
	if f.Enc == EncMIMG {
		// the smallest dmask whose data width the instruction has
		for _, dm := range []uint8{1, 3, 7, 0xf} {
			base.Mods.DMask = dm
			if f.VDataSizes&(1<<MIMGDataWidth(in, &base.Mods)) != 0 {
				break
			}
		}
	}
	fixupMemory(&base)
	out := []Instr{base}
	vary := func(edit func(i *Instr) bool) {
		i := clone(base)
		if edit(&i) {
			fixupMemory(&i)
			out = append(out, i)
		}
	}
	native := f.Kind == FormNative && (f.Enc == EncVOP1 || f.Enc == EncVOP2 || f.Enc == EncVOPC || f.Enc <= EncSOPC)
	for k, op := range f.Operands {
		k, op := k, op
		switch {
		case op.Class == ClassSGPR && op.Field == FieldSOffset && (f.Enc == EncMUBUF || f.Enc == EncMTBUF):
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 128, Count: 1}; return true })
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 128 + 4, Count: 1}; return true })
		case op.Class == ClassSGPR && op.Accept&AcceptInline != 0:
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 128 + 7, Count: 1}; return true })
			if in.Name == "v_writelane_b32" && op.Field == FieldSrc1 {
				vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: CodeM0, Count: 1}; return true })
			}
		case op.Class == ClassSSrc, op.Class == ClassVSrc:
			// an integer and a float inline constant
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 128 + 7, Count: 1}; return true })
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 193 + 2, Count: 1}; return true })
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: 242, Count: 1}; return true })
			vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValReg, Code: CodeInvPi, Count: 1}; return true })
			if native && (op.Field == FieldSrc0 || op.Field == FieldSSrc0 || op.Field == FieldSSrc1) {
				lit := int64(0x12345678)
				if op.Type.Bits() == 16 {
					lit = 0x1234
				}
				vary(func(i *Instr) bool { i.Ops[k] = Value{Kind: ValLiteral, Imm: lit}; return true })
			}
			if op.Class == ClassVSrc && op.Size <= 2 {
				vary(func(i *Instr) bool {
					i.Ops[k] = SGPR(40, int(op.Size))
					return true
				})
			}
		case op.Class == ClassSMemOff:
			vary(func(i *Instr) bool { i.Ops[k] = SGPR(40, 1); return true })
			// the soffset-plus-immediate form, with a negative immediate
			// where the form takes one
			off := int32(-0x10)
			if SMEMBuffer(f) {
				off = 0x10
			}
			vary(func(i *Instr) bool { i.Ops[k], i.Mods.SOE, i.Mods.Offset = SGPR(40, 1), true, off; return true })
		}
	}
	src0 := -1
	for k, op := range f.Operands {
		if op.Field == FieldSrc0 {
			src0 = k
		}
	}
	mods := f.Mods
	if src0 >= 0 {
		if mods&ModAbs != 0 {
			vary(func(i *Instr) bool { i.Mods.Abs = 1; return true })
		}
		if mods&ModNeg != 0 {
			vary(func(i *Instr) bool { i.Mods.Neg = 1; return true })
			vary(func(i *Instr) bool { i.Mods.Neg, i.Mods.Abs = 1, bit[uint8](mods&ModAbs != 0); return true })
		}
		if mods&ModSext != 0 {
			vary(func(i *Instr) bool { i.Mods.Sext = 1; return true })
		}
	}
	if mods&ModClamp != 0 {
		vary(func(i *Instr) bool { i.Mods.Clamp = true; return true })
	}
	if mods&ModOMod != 0 {
		vary(func(i *Instr) bool { i.Mods.OMod = 1; return true })
		vary(func(i *Instr) bool { i.Mods.OMod = 3; return true })
	}
	n := base.nsrcs()
	if mods&ModOpSel != 0 {
		vary(func(i *Instr) bool { i.Mods.OpSel = 1; return true })
		if f.Enc == EncVOP3 {
			vary(func(i *Instr) bool { i.Mods.OpSel = 8; return true })
		}
	}
	if mods&ModOpSelHi != 0 {
		vary(func(i *Instr) bool { i.Mods.OpSelHi ^= 1; return true })
	}
	if mods&ModNegLoHi != 0 {
		vary(func(i *Instr) bool { i.Mods.Neg = 1; return true })
		vary(func(i *Instr) bool { i.Mods.NegHi = uint8(1 << (n - 1)); return true })
	}
	switch f.Kind {
	case FormSDWA:
		if f.Enc != EncVOPC {
			vary(func(i *Instr) bool { i.Mods.DstSel, i.Mods.DstUnused = SelWord1, 2; return true })
			vary(func(i *Instr) bool { i.Mods.DstSel, i.Mods.DstUnused = SelByte0, 1; return true })
		}
		vary(func(i *Instr) bool { i.Mods.Src0Sel = SelByte2; return true })
		if f.Enc != EncVOP1 {
			vary(func(i *Instr) bool { i.Mods.Src1Sel = SelWord0; return true })
		}
	case FormDPP:
		for _, c := range []uint16{0x1b, 0x111, 0x101, 0x12f, 0x130, 0x13c, 0x140, 0x141, 0x142, 0x143} {
			c := c
			vary(func(i *Instr) bool { i.Mods.DPPCtrl = c; return true })
		}
		vary(func(i *Instr) bool { i.Mods.RowMask, i.Mods.BankMask, i.Mods.BoundCtrl = 0xa, 0x3, true; return true })
	}
	switch {
	case mods&ModOffset != 0 && f.Enc == EncDS:
		vary(func(i *Instr) bool { i.Mods.Offset = 0x1234; return true })
	case mods&ModOffset != 0 && (f.Enc == EncGLOBAL || f.Enc == EncSCRATCH):
		vary(func(i *Instr) bool { i.Mods.Offset = -8; return true })
		vary(func(i *Instr) bool { i.Mods.Offset = 4095; return true })
	case mods&ModOffset != 0:
		vary(func(i *Instr) bool { i.Mods.Offset = 4095; return true })
	}
	if mods&ModOffset01 != 0 {
		vary(func(i *Instr) bool { i.Mods.Offset0, i.Mods.Offset1 = 3, 255; return true })
	}
	for _, fl := range []struct {
		mod Mod
		set func(m *Modifiers)
	}{
		{ModGDS, func(m *Modifiers) { m.GDS = true }},
		{ModGLC, func(m *Modifiers) { m.GLC = true }},
		{ModSLC, func(m *Modifiers) { m.SLC = true }},
		{ModIdxen, func(m *Modifiers) { m.Idxen = true }},
		{ModLDS, func(m *Modifiers) { m.LDS = true }},
		{ModTFE, func(m *Modifiers) { m.TFE = true }},
	} {
		if mods&fl.mod != 0 {
			fl := fl
			vary(func(i *Instr) bool { fl.set(&i.Mods); return true })
		}
	}
	if f.Enc == EncMTBUF {
		for _, fm := range []Format{{DataFormat32, NumFloat}, {DataFormat32_32_32_32, DefaultNFmt}, {DefaultDFmt, NumUint},
			{DataFormatInvalid, NumUnorm}, {15, 6}, {DataFormat8_8_8_8, NumSnorm}, {DataFormat2_10_10_10, NumSscaled}} {
			fm := fm
			vary(func(i *Instr) bool { i.Mods.DFmt, i.Mods.NFmt = fm.Data, fm.Num; return true })
		}
		vary(func(i *Instr) bool {
			i.Mods.Idxen, i.Mods.Offen, i.Mods.DFmt, i.Mods.Offset = true, true, 12, 16
			return true
		})
	}
	if f.Enc == EncMIMG {
		out = append(out, mimgSamples(base, vary)...)
	}
	// GLOBAL with an SGPR base, SCRATCH with an SGPR offset
	if f.Enc == EncGLOBAL || f.Enc == EncSCRATCH {
		vary(func(i *Instr) bool {
			for k, op := range f.Operands {
				if op.Field == FieldSAddr {
					if f.Enc == EncGLOBAL {
						i.Ops[k] = SGPR(40, 2)
					} else {
						i.Ops[k] = SGPR(40, 1)
					}
				}
			}
			return true
		})
	}
	return out
}

// mimgSamples varies an image instruction's dmask, its flags (alone and
// with d16/tfe), its vaddr width over every width llvm-mc accepts and one
// it does not, and its vdata width against dmask: widths one off the
// formula, which both assemblers must reject.
func mimgSamples(base Instr, vary func(func(i *Instr) bool)) []Instr {
	f := base.Form
	for _, dm := range []uint8{0, 1, 2, 3, 5, 7, 8, 0xf} {
		dm := dm
		vary(func(i *Instr) bool { i.Mods.DMask = dm; return true })
		if f.Mods&ModD16 != 0 {
			vary(func(i *Instr) bool { i.Mods.DMask, i.Mods.D16 = dm, true; return true })
		}
		vary(func(i *Instr) bool { i.Mods.DMask, i.Mods.TFE = dm, true; return true })
	}
	for _, fl := range []struct {
		mod Mod
		set func(m *Modifiers)
	}{
		{ModUnorm, func(m *Modifiers) { m.Unorm = true }},
		{ModA16, func(m *Modifiers) { m.A16 = true }},
		{ModLWE, func(m *Modifiers) { m.LWE = true }},
		{ModDA, func(m *Modifiers) { m.DA = true }},
		{ModD16, func(m *Modifiers) { m.D16 = true }},
	} {
		if f.Mods&fl.mod != 0 {
			fl := fl
			vary(func(i *Instr) bool { fl.set(&i.Mods); return true })
		}
	}
	vary(func(i *Instr) bool {
		m := &i.Mods
		m.Unorm, m.GLC, m.SLC, m.A16, m.TFE, m.LWE, m.DA = true, true, true, true, true, true, true
		m.D16 = f.Mods&ModD16 != 0
		return true
	})
	var out []Instr
	for k, op := range f.Operands {
		switch op.Field {
		case FieldAddr:
			for n := 1; n <= 17; n++ {
				if f.VAddrSizes&(1<<n) != 0 || n == 17 {
					i := clone(base)
					i.Ops[k] = VGPR(8*(k+1), min(n, 16))
					if n == 17 { // a width llvm-mc does not take
						for w := 1; w <= 16; w++ {
							if f.VAddrSizes&(1<<w) == 0 {
								i.Ops[k] = VGPR(8*(k+1), w)
								break
							}
						}
					}
					out = append(out, i)
				}
			}
		case FieldData0:
			for _, d := range []int{-1, 1} {
				i := clone(base)
				if n := int(i.Ops[k].Count) + d; n > 0 {
					i.Ops[k] = VGPR(8*(k+1), n)
					out = append(out, i)
				}
			}
		}
	}
	return out
}

func clone(i Instr) Instr {
	c := i
	c.Ops = append([]Value(nil), i.Ops...)
	return c
}

// sampleReg picks a distinct, aligned register for each operand slot.
func sampleReg(in *Inst, f *Form, k int, op Operand) Value {
	n := 8 * (k + 1)
	switch op.Class {
	case ClassVGPR:
		return VGPR(n, int(op.Size))
	case ClassSGPR:
		if n+int(op.Size) > 100 {
			n = 4
		}
		return SGPR(n, int(op.Size))
	case ClassSSrc:
		return SGPR(n, int(op.Size))
	case ClassVSrc:
		return VGPR(n, int(op.Size))
	case ClassVCC:
		return Value{Kind: ValReg, Code: CodeVCCLo, Count: 2}
	case ClassOff:
		return Value{Kind: ValOff}
	case ClassImm16:
		switch {
		case in.Name == "s_waitcnt":
			return Value{Kind: ValImm, Imm: int64(EncodeWaitcnt(1, MaxExpCnt, 2))}
		case symFor(in.Name) == "hwreg":
			return Value{Kind: ValImm, Imm: 0x1801}
		case symFor(in.Name) == "sendmsg":
			return Value{Kind: ValImm, Imm: 1}
		case symFor(in.Name) == "gpr_idx":
			return Value{Kind: ValImm, Imm: 5}
		case f.Enc == EncSOPC:
			return Value{Kind: ValImm, Imm: 3}
		}
		return Value{Kind: ValImm, Imm: 0x10}
	case ClassImm32:
		if op.Type.Bits() == 16 {
			return Value{Kind: ValImm, Imm: 0x4800}
		}
		return Value{Kind: ValImm, Imm: 0x41000000}
	case ClassLabel:
		return Value{Kind: ValLabel, Imm: 3}
	case ClassSMemOff:
		return Value{Kind: ValImm, Imm: 0x10}
	}
	return Value{}
}

// fixupMemory makes the memory operands consistent with the modifiers:
// MUBUF vaddr width follows offen/idxen, vdata grows with tfe, GLOBAL and
// SCRATCH addresses follow saddr.
func fixupMemory(i *Instr) {
	f := i.Form
	for k, op := range f.Operands {
		switch {
		case f.Enc == EncMIMG && op.Field == FieldData0:
			i.Ops[k] = VGPR(8*(k+1), MIMGDataWidth(i.Inst, &i.Mods))
		case f.Enc == EncMTBUF && op.Field == FieldAddr:
			if !i.Mods.Idxen && !i.Mods.Offen {
				i.Mods.Offen = true
			}
			i.Ops[k] = VGPR(8*(k+1), bit[int](i.Mods.Offen)+bit[int](i.Mods.Idxen))
		case f.Enc == EncMUBUF && op.Field == FieldAddr:
			if !i.Mods.Idxen && !i.Mods.Offen {
				i.Mods.Offen = true
			}
			i.Ops[k] = VGPR(8*(k+1), bit[int](i.Mods.Offen)+bit[int](i.Mods.Idxen))
		case f.Enc == EncMUBUF && op.Field == FieldData0:
			i.Ops[k] = VGPR(8*(k+1), int(op.Size)+bit[int](i.Mods.TFE))
		case f.Enc == EncGLOBAL && op.Field == FieldAddr:
			i.Ops[k] = VGPR(8*(k+1), 2-bit[int](saddrReg(i)))
		case f.Enc == EncSCRATCH && op.Field == FieldAddr:
			if saddrReg(i) {
				i.Ops[k] = Value{Kind: ValOff}
			} else {
				i.Ops[k] = VGPR(8*(k+1), 1)
			}
		}
	}
}

func saddrReg(i *Instr) bool {
	for k, op := range i.Form.Operands {
		if op.Field == FieldSAddr {
			return i.Ops[k].Kind == ValReg
		}
	}
	return false
}

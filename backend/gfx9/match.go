package gfx9

import (
	"math"
	"strconv"
	"strings"
)

// ParseInstr parses one instruction in LLVM's AMDGPU syntax for the target.
// Errors are *PosError with the column within line (1-based).
func ParseInstr(t Target, line string) (Instr, error) {
	sc := &scanner{s: line}
	mcol := sc.col()
	mn := sc.ident()
	if mn == "" {
		return Instr{}, posErr(sc.col(), "expected an instruction mnemonic")
	}
	name, want, explicit := splitSuffix(mn)
	in := Lookup(name)
	if in == nil && explicit {
		in = Lookup(mn) // a name that merely ends like a suffix
		name, explicit = mn, false
	}
	if in == nil {
		return Instr{}, posErr(mcol, "invalid instruction: unknown mnemonic %q", mn)
	}
	if in.Targets&t.Mask() == 0 {
		return Instr{}, posErr(mcol, "instruction %s is not supported on %s", name, t)
	}
	// positional operands, then modifiers
	var ops []operand
	var mods []modifier
	if name == "s_waitcnt" {
		v, err := parseWaitcnt(sc)
		if err != nil {
			return Instr{}, err
		}
		ops = []operand{{kind: opNum, ival: v, col: mcol + len(mn) + 1}}
	} else if !sc.eof() && !startsModifier(sc) {
		for {
			o, err := parseOperand(sc)
			if err != nil {
				return Instr{}, err
			}
			ops = append(ops, o)
			if !sc.accept(',') {
				break
			}
		}
	}
	for !sc.eof() {
		m, err := parseModifier(sc)
		if err != nil {
			return Instr{}, err
		}
		mods = append(mods, m)
		sc.accept(',')
	}
	// candidate forms
	var kinds []FormKind
	if explicit {
		kinds = []FormKind{want}
	} else {
		kinds = []FormKind{FormNative, FormE64, FormRTN}
		for _, m := range mods {
			switch m.name {
			case "dst_sel", "dst_unused", "src0_sel", "src1_sel":
				kinds = []FormKind{FormSDWA}
			case "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr", "wave_rol", "wave_ror",
				"row_mirror", "row_half_mirror", "row_bcast", "row_mask", "bank_mask", "bound_ctrl":
				kinds = []FormKind{FormDPP}
			}
		}
		for _, o := range ops {
			if o.sext && kinds[0] != FormDPP {
				kinds = []FormKind{FormSDWA}
			}
		}
	}
	// Report the error of the candidate form that matched furthest: for
	// "v_add_u32 v0, s1, s2" that is the e64 form's constant bus violation,
	// not the e32 form's "src1 must be a VGPR".
	var firstErr *PosError
	for _, k := range kinds {
		f := in.Form(k)
		if f == nil || f.Targets&t.Mask() == 0 {
			continue
		}
		i, err := match(t, in, f, ops, mods, mcol)
		if err == nil {
			return i, nil
		}
		pe, ok := err.(*PosError)
		if !ok {
			pe = &PosError{Col: mcol, Msg: err.Error()}
		}
		if firstErr == nil || pe.depth > firstErr.depth {
			firstErr = pe
		}
	}
	if firstErr == nil {
		return Instr{}, posErr(mcol, "instruction %s has no %s form", name, kinds[0])
	}
	return Instr{}, firstErr
}

// startsModifier reports whether the rest of the line begins with a
// modifier rather than an operand (instructions without operands).
func startsModifier(sc *scanner) bool {
	save := sc.pos
	id := sc.ident()
	next := sc.peek()
	sc.pos = save
	switch id {
	case "gds", "glc", "slc", "offen", "idxen", "lds", "tfe", "clamp":
		return true
	}
	return id != "" && next == ':'
}

// splitSuffix removes an _e32/_e64/_sdwa/_dpp suffix.
func splitSuffix(mn string) (string, FormKind, bool) {
	for k, s := range formSuffix {
		if s != "" && strings.HasSuffix(mn, s) {
			return strings.TrimSuffix(mn, s), FormKind(k), true
		}
	}
	return mn, FormNative, false
}

// match fits parsed operands and modifiers to one form.
func match(t Target, in *Inst, f *Form, ops []operand, mods []modifier, mcol int) (Instr, error) {
	i := NewInstr(in, f)
	// modifiers first: some operand widths depend on them (offen/idxen, tfe)
	if err := applyModifiers(&i, mods); err != nil {
		return i, err
	}
	if f.Kind == FormRTN {
		hasGLC := false
		for _, m := range mods {
			hasGLC = hasGLC || m.name == "glc"
		}
		if !hasGLC {
			return i, posErr(1, "%s with a destination operand must use glc", in.Name)
		}
	}
	// GLOBAL/SCRATCH address width depends on saddr; MUBUF vaddr on offen/idxen.
	want := len(f.Operands)
	if len(ops) != want {
		col := 0
		if len(ops) > want {
			col = ops[want].col
			return i, posErr(col, "invalid operand for instruction: too many operands (%s takes %d)", in.Name, want)
		}
		if len(ops) > 0 {
			col = ops[len(ops)-1].col
		}
		return i, posErr(max(col, 1), "too few operands for instruction: %s takes %d, got %d", in.Name, want, len(ops))
	}
	scalarSrcs := map[[2]uint32]bool{}
	var literal *uint32
	for k, op := range f.Operands {
		o := ops[k]
		v, err := matchOperand(t, &i, k, op, o, ops)
		if err == nil {
			err = applySourceMods(&i, op, o)
		}
		if err != nil {
			if pe, ok := err.(*PosError); ok {
				pe.depth = k + 1
			}
			return i, err
		}
		if v.Kind == ValLiteral {
			lit := uint32(v.Imm)
			if literal != nil && (*literal != lit || v.Label != "") {
				return i, posErr(o.col, "only one literal operand is allowed")
			}
			literal = &lit
		}
		if v.Kind == ValImm && op.Field == FieldK {
			lit := uint32(v.Imm)
			if literal != nil && *literal != lit {
				return i, posErr(o.col, "only one unique literal operand is allowed")
			}
			literal = &lit
		}
		// v_writelane's lane select in M0 does not use the constant bus
		freeM0 := in.Name == "v_writelane_b32" && op.Field == FieldSrc1 && v.Code == CodeM0
		if (SrcIndex(op.Field) >= 0 || op.Field == FieldImplicit && op.Use) && v.Kind == ValReg && v.IsSGPR() && isVALU(f) && !freeM0 {
			scalarSrcs[[2]uint32{v.Code, uint32(v.Count)}] = true
		}
		i.Ops[k] = v
	}
	if isVALU(f) {
		if strings.HasPrefix(in.Name, "v_div_fmas") { // reads VCC implicitly
			scalarSrcs[[2]uint32{CodeVCCLo, 2}] = true
		}
		n := len(scalarSrcs)
		if literal != nil {
			n++
		}
		if n > 1 {
			e := posErr(ops[0].col, "invalid operand (violates constant bus restrictions): %s reads more than one SGPR or literal", in.Name)
			e.depth = len(ops) + 1
			for k := range ops {
				if SrcIndex(f.Operands[k].Field) >= 0 && (i.Ops[k].IsSGPR() || i.Ops[k].Kind == ValLiteral) {
					e.Col = ops[k].col
				}
			}
			return i, e
		}
		if literal != nil && (f.Kind != FormNative || f.Enc == EncVOP3 || f.Enc == EncVOP3P) {
			for k := range ops {
				if i.Ops[k].Kind == ValLiteral {
					e := posErr(ops[k].col, "literal operands are not supported by %s%s", in.Name, formName(f))
					e.depth = len(ops) + 1
					return i, e
				}
			}
		}
	}
	if err := checkMemoryShape(&i, ops, mods, mcol); err != nil {
		return i, err
	}
	return i, nil
}

func formName(f *Form) string {
	if f.Kind == FormNative {
		if f.Enc == EncVOP1 || f.Enc == EncVOP2 || f.Enc == EncVOPC {
			return "_e32"
		}
		return ""
	}
	return formSuffix[f.Kind]
}

func isVALU(f *Form) bool {
	switch f.Enc {
	case EncVOP1, EncVOP2, EncVOPC, EncVOP3, EncVOP3P:
		return true
	}
	return false
}

// matchOperand converts one parsed operand to a value for a template slot.
func matchOperand(t Target, i *Instr, k int, op Operand, o operand, all []operand) (Value, error) {
	f := i.Form
	size := int(op.Size)
	// operand widths that depend on other operands or modifiers
	switch {
	case f.Enc == EncMIMG && (op.Field == FieldData0 || op.Field == FieldAddr):
		// the width is checked against dmask/tfe/d16 after all operands
		sizes, what := uint32(f.VDataSizes), "vdata"
		if op.Field == FieldAddr {
			sizes, what = f.VAddrSizes, "vaddr"
		}
		if o.kind != opReg || !o.isVGPR && !o.virtual {
			return Value{}, errNotReg(o, op, true, false, size)
		}
		if sizes&(1<<o.count) == 0 {
			return Value{}, posErr(o.col, "invalid operand for instruction: %s of %s cannot be %d registers (%s)", what, i.Inst.Name, o.count, sizeList(sizes))
		}
		return Value{Kind: ValReg, Code: o.code, Count: uint8(o.count)}, nil
	case (f.Enc == EncMUBUF || f.Enc == EncMTBUF) && op.Field == FieldAddr:
		size = bit[int](i.Mods.Offen) + bit[int](i.Mods.Idxen)
		if size == 0 {
			if o.kind != opOff {
				return Value{}, posErr(o.col, "invalid operand for instruction: vaddr must be 'off' without offen or idxen")
			}
			return Value{Kind: ValOff}, nil
		}
	case f.Enc == EncMUBUF && op.Field == FieldData0 && i.Mods.TFE:
		size++
	case f.Enc == EncGLOBAL && op.Field == FieldAddr:
		if saddrIsReg(f, all) {
			size = 1
		} else {
			size = 2
		}
	case f.Enc == EncSCRATCH && op.Field == FieldAddr:
		if saddrIsReg(f, all) {
			if o.kind != opOff {
				return Value{}, posErr(o.col, "invalid operand for instruction: vaddr must be 'off' when saddr is an SGPR")
			}
			return Value{Kind: ValOff}, nil
		}
	case (f.Enc == EncGLOBAL || f.Enc == EncSCRATCH) && op.Field == FieldSAddr:
		if o.kind == opOff {
			return Value{Kind: ValOff}, nil
		}
		size = 2
		if f.Enc == EncSCRATCH {
			size = 1
		}
		if o.kind != opReg || o.isVGPR || o.count != size {
			return Value{}, posErr(o.col, "invalid operand for instruction: saddr must be 'off' or %s", sgprDesc(size))
		}
		return Value{Kind: ValReg, Code: o.code, Count: uint8(size)}, nil
	}
	if o.abs || o.neg || o.negFn || o.sext {
		if SrcIndex(op.Field) < 0 {
			return Value{}, posErr(o.col, "invalid operand for instruction: modifiers are only allowed on sources")
		}
	}
	regOK := func(vgpr, sgpr bool) (Value, error) {
		if o.kind != opReg {
			return Value{}, errNotReg(o, op, vgpr, sgpr, size)
		}
		if !o.virtual && (o.isVGPR && !vgpr || !o.isVGPR && !sgpr) {
			return Value{}, errNotReg(o, op, vgpr, sgpr, size)
		}
		if o.count != size {
			return Value{}, posErr(o.col, "invalid operand for instruction: expected a %d-register tuple, got %d", size, o.count)
		}
		if !o.isVGPR && !o.virtual && o.code > 127 && size > 1 {
			return Value{}, posErr(o.col, "invalid operand for instruction: %s is a single register", RegName(o.code, 1, op.Type))
		}
		return Value{Kind: ValReg, Code: o.code, Count: uint8(size)}, nil
	}
	if op.Accept != 0 && op.Class != ClassImm16 {
		return matchSource(o, op, size, i.Inst.Name+formName(f))
	}
	switch op.Class {
	case ClassVGPR:
		return regOK(true, false)
	case ClassSGPR:
		if op.Field == FieldSOffset && o.kind == opNum { // MUBUF soffset takes inline constants
			return constValue(o, op, false)
		}
		return regOK(false, true)
	case ClassSSrc, ClassVSrc:
		if o.kind == opNum {
			return constValue(o, op, true)
		}
		return regOK(op.Class == ClassVSrc, true)
	case ClassOff:
		if o.kind == opOff {
			return Value{Kind: ValOff}, nil
		}
		return regOK(true, true)
	case ClassVCC:
		if f.Kind == FormSDWA && f.Enc == EncVOPC && o.kind == opReg && o.count == 2 && o.code < CodeVCCLo && o.code%2 == 0 && !o.virtual {
			// an SDWA compare may write any SGPR pair (SD/SDST)
			return Value{Kind: ValReg, Code: o.code, Count: 2}, nil
		}
		if o.kind != opReg || o.code != CodeVCCLo || o.count != 2 {
			return Value{}, posErr(o.col, "invalid operand for instruction: expected vcc")
		}
		return Value{Kind: ValReg, Code: CodeVCCLo, Count: 2}, nil
	case ClassImm16:
		if o.kind == opSym {
			if wantSym := symFor(i.Inst.Name); wantSym != o.name {
				return Value{}, posErr(o.col, "invalid operand for instruction: %s(...) does not apply here", o.name)
			}
			return Value{Kind: ValImm, Imm: o.ival}, nil
		}
		if o.kind != opNum || o.isFloat {
			return Value{}, posErr(o.col, "invalid operand for instruction: expected a 16-bit immediate")
		}
		lo := int64(-32768)
		if f.Enc == EncSOPC {
			lo = 0
		}
		if o.ival < lo || o.ival > 0xffff || f.Enc == EncSOPC && o.ival > 0xff {
			return Value{}, posErr(o.col, "invalid operand for instruction: immediate %d out of range", o.ival)
		}
		return Value{Kind: ValImm, Imm: int64(uint16(o.ival))}, nil
	case ClassImm32:
		if o.kind != opNum {
			return Value{}, posErr(o.col, "invalid operand for instruction: expected a constant")
		}
		bits, err := literalBits(o, op.Type)
		if err != nil {
			return Value{}, err
		}
		return Value{Kind: ValImm, Imm: int64(bits)}, nil
	case ClassLabel:
		switch o.kind {
		case opLabel:
			return Value{Kind: ValLabel, Label: o.name}, nil
		case opNum:
			if o.isFloat || o.ival < -32768 || o.ival > 32767 {
				return Value{}, posErr(o.col, "invalid operand for instruction: branch offset out of range")
			}
			return Value{Kind: ValLabel, Imm: o.ival}, nil
		}
		return Value{}, posErr(o.col, "invalid operand for instruction: expected a label")
	case ClassSMemOff:
		if o.kind == opNum {
			if o.isFloat || o.ival < 0 || o.ival > 0xfffff {
				return Value{}, posErr(o.col, "invalid operand for instruction: SMEM offset must be 0-0xfffff")
			}
			return Value{Kind: ValImm, Imm: o.ival}, nil
		}
		return regOK(false, true)
	}
	return Value{}, posErr(o.col, "invalid operand for instruction")
}

// matchSource matches a source operand against what the form accepts there.
func matchSource(o operand, op Operand, size int, formLabel string) (Value, error) {
	a := op.Accept
	switch o.kind {
	case opLabelDistance:
		if a&AcceptLiteral == 0 || size != 1 {
			return Value{}, posErr(o.col, "invalid operand for instruction: a label distance is a 32-bit literal, which %s does not take here", formLabel)
		}
		return Value{Kind: ValLiteral, Label: o.name, Shift: uint8(o.ival)}, nil
	case opNum:
		if a&AcceptLiteral == 0 {
			if v, err := constValue(o, op, true); err == nil && v.Kind == ValLiteral {
				return Value{}, posErr(o.col, "literal operands are not supported by %s", formLabel)
			}
		}
		v, err := constValue(o, op, a&AcceptLiteral != 0)
		if err != nil {
			return v, err
		}
		if v.Kind == ValReg && a&AcceptInline == 0 {
			return v, posErr(o.col, "invalid operand for instruction: %s does not take a constant", op.Field)
		}
		return v, nil
	case opReg:
		if !o.virtual && (o.isVGPR && a&AcceptVGPR == 0 || !o.isVGPR && a&AcceptSGPR == 0) {
			want := map[Accept]string{AcceptVGPR: "a VGPR", AcceptSGPR: "an SGPR"}[a&(AcceptVGPR|AcceptSGPR)]
			if want == "" {
				want = "a constant"
			}
			return Value{}, posErr(o.col, "invalid operand for instruction: %s must be %s", op.Field, want)
		}
		if o.count != size {
			return Value{}, posErr(o.col, "invalid operand for instruction: expected a %d-register tuple, got %d", size, o.count)
		}
		if !o.isVGPR && !o.virtual && o.code > 127 && size > 1 {
			return Value{}, posErr(o.col, "invalid operand for instruction: %s is a single register", RegName(o.code, 1, op.Type))
		}
		return Value{Kind: ValReg, Code: o.code, Count: uint8(size)}, nil
	}
	return Value{}, posErr(o.col, "invalid operand for instruction: %s expects a register or constant", op.Field)
}

func symFor(name string) string {
	switch {
	case strings.HasPrefix(name, "s_getreg"), strings.HasPrefix(name, "s_setreg"):
		return "hwreg"
	case strings.HasPrefix(name, "s_sendmsg"):
		return "sendmsg"
	case name == "s_set_gpr_idx_mode", name == "s_set_gpr_idx_on":
		return "gpr_idx"
	}
	return ""
}

func saddrIsReg(f *Form, all []operand) bool {
	for k, op := range f.Operands {
		if op.Field == FieldSAddr && k < len(all) {
			return all[k].kind == opReg
		}
	}
	return false
}

func sgprDesc(n int) string {
	if n == 1 {
		return "an SGPR"
	}
	return "an SGPR pair"
}

func errNotReg(o operand, op Operand, vgpr, sgpr bool, size int) error {
	what := map[[2]bool]string{{true, false}: "a VGPR", {false, true}: "an SGPR", {true, true}: "a register"}[[2]bool{vgpr, sgpr}]
	if size > 1 {
		what += " tuple"
	}
	return posErr(o.col, "invalid operand for instruction: %s expects %s", op.Field, what)
}

// constValue turns a number into an inline constant or, where allowed, a literal.
func constValue(o operand, op Operand, literalOK bool) (Value, error) {
	if o.isFloat {
		if c, ok := inlineFloatCode(o.fval, op.Type, op.Size); ok {
			return Value{Kind: ValReg, Code: c, Count: 1}, nil
		}
	} else if v, ok := InlineInt(o.ival); ok {
		return v, nil
	}
	if !literalOK {
		return Value{}, posErr(o.col, "invalid operand for instruction: only inline constants are allowed here")
	}
	bits, err := literalBits(o, op.Type)
	if err != nil {
		return Value{}, err
	}
	return Value{Kind: ValLiteral, Imm: int64(bits)}, nil
}

// literalBits returns the 32-bit literal for a constant and operand type.
func literalBits(o operand, t Type) (uint32, error) {
	if o.isFloat {
		switch {
		case t.Bits() == 64 && t.IsFloat():
			return uint32(math.Float64bits(o.fval) >> 32), nil
		case t.Bits() == 64:
			return 0, posErr(o.col, "invalid operand for instruction: floating-point constant for a 64-bit integer operand")
		case t.Bits() == 16 && t.IsFloat():
			h, _ := halfBits(o.fval)
			return uint32(h), nil
		}
		return math.Float32bits(float32(o.fval)), nil
	}
	v := o.ival
	switch {
	case t.Bits() == 16 && t != TypeV2F16 && t != TypeV2I16 && t != TypeV2U16:
		if v < -32768 || v > 0xffff {
			return 0, posErr(o.col, "invalid operand for instruction: literal %d does not fit 16 bits", v)
		}
		return uint32(uint16(v)), nil
	case v < math.MinInt32 || v > math.MaxUint32:
		return 0, posErr(o.col, "invalid operand for instruction: literal %d does not fit 32 bits", v)
	}
	return uint32(v), nil
}

// applySourceMods records abs/neg/sext of a source operand.
func applySourceMods(i *Instr, op Operand, o operand) error {
	src := SrcIndex(op.Field)
	if src < 0 {
		return nil
	}
	f := i.Form
	bit := uint8(1) << src
	native := f.Kind == FormNative && (f.Enc == EncVOP1 || f.Enc == EncVOP2 || f.Enc == EncVOPC)
	if o.abs {
		if native || f.Mods&ModAbs == 0 {
			return posErr(o.col, "invalid operand for instruction: abs modifier not supported by %s%s", i.Inst.Name, formName(f))
		}
		i.Mods.Abs |= bit
	}
	if o.neg || o.negFn {
		if native || f.Mods&ModNeg == 0 && !(f.Enc == EncVOP3P && isMix(i.Inst)) {
			return posErr(o.col, "invalid operand for instruction: neg modifier not supported by %s%s", i.Inst.Name, formName(f))
		}
		i.Mods.Neg |= bit
	}
	if o.sext {
		if f.Mods&ModSext == 0 {
			return posErr(o.col, "invalid operand for instruction: sext modifier not supported by %s%s", i.Inst.Name, formName(f))
		}
		i.Mods.Sext |= bit
	}
	return nil
}

var selByName = map[string]uint8{"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4, "WORD_1": 5, "DWORD": 6}
var unusedByName = map[string]uint8{"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}

// applyModifiers checks each modifier against the form and records it.
func applyModifiers(i *Instr, mods []modifier) error {
	f := i.Form
	m := &i.Mods
	seen := map[string]bool{}
	sdwaUnusedSet := false
	for _, md := range mods {
		if seen[md.name] {
			return posErr(md.col, "duplicate modifier %s", md.name)
		}
		seen[md.name] = true
		need := func(mod Mod) error {
			if f.Mods&mod == 0 {
				return posErr(md.col, "invalid operand for instruction: %s not supported by %s%s", md.name, i.Inst.Name, formName(f))
			}
			return nil
		}
		one := func(lo, hi int64) (int64, error) {
			if len(md.vals) != 1 || md.sym != "" {
				return 0, posErr(md.col, "%s needs a number", md.name)
			}
			if md.vals[0] < lo || md.vals[0] > hi {
				return 0, posErr(md.col, "invalid %s value %d: must be %d to %d", md.name, md.vals[0], lo, hi)
			}
			return md.vals[0], nil
		}
		bits := func(n int) (uint8, error) {
			if len(md.vals) == 0 || len(md.vals) > n {
				return 0, posErr(md.col, "%s needs a list of up to %d bits", md.name, n)
			}
			var b uint8
			for k, v := range md.vals {
				if v != 0 && v != 1 {
					return 0, posErr(md.col, "%s entries must be 0 or 1", md.name)
				}
				b |= uint8(v) << k
			}
			return b, nil
		}
		flag := func(mod Mod, dst *bool) error {
			if err := need(mod); err != nil {
				return err
			}
			if md.vals != nil || md.sym != "" {
				return posErr(md.col, "%s takes no value", md.name)
			}
			*dst = true
			return nil
		}
		var err error
		switch md.name {
		case "clamp":
			err = flag(ModClamp, &m.Clamp)
		case "mul", "div":
			if err = need(ModOMod); err == nil {
				var v int64
				if v, err = one(1, 4); err == nil {
					switch {
					case md.name == "mul" && v == 2:
						m.OMod = 1
					case md.name == "mul" && v == 4:
						m.OMod = 2
					case md.name == "div" && v == 2:
						m.OMod = 3
					case md.name == "mul" && v == 1, md.name == "div" && v == 1:
					default:
						err = posErr(md.col, "invalid output modifier %s:%d (mul:2, mul:4, div:2)", md.name, v)
					}
				}
			}
		case "op_sel":
			if err = need(ModOpSel); err == nil {
				n := i.nsrcs()
				if f.Enc == EncVOP3 {
					var b uint8
					if b, err = bits(n + 1); err == nil {
						// the last entry is the destination, encoded as bit 3
						if len(md.vals) == n+1 {
							m.OpSel = b&(1<<n-1) | (b>>n&1)<<3
						} else {
							m.OpSel = b
						}
					}
				} else {
					m.OpSel, err = bits(n)
				}
			}
		case "op_sel_hi":
			if err = need(ModOpSelHi); err == nil {
				var b uint8
				if b, err = bits(i.nsrcs()); err == nil {
					// unspecified trailing entries keep their default
					n := len(md.vals)
					def := DefaultModifiers(i.Inst, f).OpSelHi
					m.OpSelHi = b | def&^(1<<n-1)
				}
			}
		case "neg_lo":
			if err = need(ModNegLoHi); err == nil {
				m.Neg, err = bits(i.nsrcs())
			}
		case "neg_hi":
			if err = need(ModNegLoHi); err == nil {
				m.NegHi, err = bits(i.nsrcs())
			}
		case "dst_sel", "src0_sel", "src1_sel":
			if f.Kind != FormSDWA || md.name == "src1_sel" && f.Enc == EncVOP1 || md.name == "dst_sel" && f.Enc == EncVOPC {
				return posErr(md.col, "invalid operand for instruction: %s not supported by %s%s", md.name, i.Inst.Name, formName(f))
			}
			v, ok := selByName[md.sym]
			if !ok {
				return posErr(md.col, "invalid %s value %q", md.name, md.sym)
			}
			switch md.name {
			case "dst_sel":
				m.DstSel = v
			case "src0_sel":
				m.Src0Sel = v
			default:
				m.Src1Sel = v
			}
		case "dst_unused":
			if f.Kind != FormSDWA || f.Enc == EncVOPC {
				return posErr(md.col, "invalid operand for instruction: dst_unused not supported by %s%s", i.Inst.Name, formName(f))
			}
			v, ok := unusedByName[md.sym]
			if !ok {
				return posErr(md.col, "invalid dst_unused value %q", md.sym)
			}
			m.DstUnused, sdwaUnusedSet = v, true
		case "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr", "wave_rol", "wave_ror",
			"row_mirror", "row_half_mirror", "row_bcast":
			if f.Kind != FormDPP {
				return posErr(md.col, "invalid operand for instruction: %s needs the DPP form", md.name)
			}
			if seen["dpp_ctrl"] {
				return posErr(md.col, "only one DPP control is allowed")
			}
			seen["dpp_ctrl"] = true
			m.DPPCtrl, err = dppCtrl(md)
		case "row_mask", "bank_mask":
			if f.Kind != FormDPP {
				return posErr(md.col, "invalid operand for instruction: %s needs the DPP form", md.name)
			}
			var v int64
			if v, err = one(0, 15); err == nil {
				if md.name == "row_mask" {
					m.RowMask = uint8(v)
				} else {
					m.BankMask = uint8(v)
				}
			}
		case "bound_ctrl":
			if f.Kind != FormDPP {
				return posErr(md.col, "invalid operand for instruction: bound_ctrl needs the DPP form")
			}
			// LLVM accepts bound_ctrl:0 and bound_ctrl:1 and sets the bit for both.
			if _, err = one(0, 1); err == nil {
				m.BoundCtrl = true
			}
		case "offset":
			switch {
			case f.Enc == EncMTBUF:
				var v int64
				if v, err = one(0, 4095); err == nil {
					m.Offset = int32(v)
				}
			case f.Enc == EncDS && f.Mods&ModOffset != 0:
				var v int64
				if v, err = one(0, 0xffff); err == nil {
					m.Offset = int32(v)
				}
			case f.Enc == EncMUBUF:
				var v int64
				if v, err = one(0, 4095); err == nil {
					m.Offset = int32(v)
				}
			case f.Enc == EncFLAT:
				var v int64
				if v, err = one(0, 4095); err == nil {
					m.Offset = int32(v)
				}
			case f.Enc == EncGLOBAL || f.Enc == EncSCRATCH:
				var v int64
				if v, err = one(-4096, 4095); err == nil {
					m.Offset = int32(v)
				}
			case f.Enc == EncSMEM:
				// beside an SGPR offset (checkMemoryShape)
				var v int64
				if v, err = one(SMEMImmOffset(f)); err == nil {
					m.Offset, m.SOE = int32(v), true
				}
			default:
				err = posErr(md.col, "invalid operand for instruction: offset not supported by %s", i.Inst.Name)
			}
		case "offset0", "offset1":
			if err = need(ModOffset01); err == nil {
				var v int64
				if v, err = one(0, 255); err == nil {
					if md.name == "offset0" {
						m.Offset0 = uint8(v)
					} else {
						m.Offset1 = uint8(v)
					}
				}
			}
		case "gds":
			err = flag(ModGDS, &m.GDS)
		case "glc":
			err = flag(ModGLC, &m.GLC)
		case "slc":
			err = flag(ModSLC, &m.SLC)
		case "offen":
			err = flag(ModOffen, &m.Offen)
		case "idxen":
			err = flag(ModIdxen, &m.Idxen)
		case "lds":
			err = flag(ModLDS, &m.LDS)
		case "tfe":
			err = flag(ModTFE, &m.TFE)
		case "dmask":
			if err = need(ModDMask); err == nil {
				var v int64
				if v, err = one(0, 15); err == nil {
					m.DMask = uint8(v)
				}
			}
		case "unorm":
			err = flag(ModUnorm, &m.Unorm)
		case "da":
			err = flag(ModDA, &m.DA)
		case "d16":
			err = flag(ModD16, &m.D16)
		case "lwe":
			err = flag(ModLWE, &m.LWE)
		case "a16":
			err = flag(ModA16, &m.A16)
		case "r128":
			if f.Enc == EncMIMG {
				err = posErr(md.col, "r128 modifier is not supported on this GPU")
			} else {
				err = need(0)
			}
		case "format":
			if err = need(ModFormat); err == nil {
				m.DFmt, m.NFmt, err = bufFormat(md)
			}
		default:
			return posErr(md.col, "invalid operand for instruction: unknown modifier %q", md.name)
		}
		if err != nil {
			return err
		}
	}
	// LLVM's assembler defaults dst_unused to UNUSED_PRESERVE when omitted.
	if f.Kind == FormSDWA && f.Enc != EncVOPC && !sdwaUnusedSet {
		m.DstUnused = 2
	}
	return nil
}

// bufFormat reads an MTBUF format: format:N (dfmt | nfmt<<4) or
// format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y] with either part optional.
func bufFormat(md modifier) (dfmt DataFormat, nfmt NumFormat, err error) {
	dfmt, nfmt = DefaultDFmt, DefaultNFmt
	if md.syms == nil {
		if len(md.vals) != 1 || md.sym != "" {
			return 0, 0, posErr(md.valCol, "format needs a number or [BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*]")
		}
		if md.vals[0] < 0 || md.vals[0] > 127 {
			return 0, 0, posErr(md.valCol, "out of range format")
		}
		return DataFormat(md.vals[0] & 0xf), NumFormat(md.vals[0] >> 4), nil
	}
	var haveD, haveN bool
	for j, s := range md.syms {
		col := md.symCols[j]
		switch {
		case strings.HasPrefix(s, "BUF_DATA_FORMAT_"):
			if haveD {
				return 0, 0, posErr(col, "duplicate data format")
			}
			k := 0
			for k < 16 && BufDataFormatName(DataFormat(k)) != s {
				k++
			}
			if k == 16 {
				return 0, 0, posErr(col, "unknown data format %s", s)
			}
			dfmt, haveD = DataFormat(k), true
		case strings.HasPrefix(s, "BUF_NUM_FORMAT_"):
			if haveN {
				return 0, 0, posErr(col, "duplicate numeric format")
			}
			k := 0
			for k < 8 && BufNumFormatName(NumFormat(k)) != s {
				k++
			}
			if k == 8 {
				return 0, 0, posErr(col, "unknown numeric format %s", s)
			}
			nfmt, haveN = NumFormat(k), true
		default:
			return 0, 0, posErr(col, "unsupported format %s (gfx9 takes BUF_DATA_FORMAT_* and BUF_NUM_FORMAT_*)", s)
		}
	}
	return dfmt, nfmt, nil
}

// sizeList prints a width bit set as "1, 2 or 4 registers".
func sizeList(sizes uint32) string {
	var l []string
	for n := 1; n < 32; n++ {
		if sizes&(1<<n) != 0 {
			l = append(l, strconv.Itoa(n))
		}
	}
	if len(l) == 0 {
		return "no width"
	}
	if len(l) == 1 {
		return l[0] + " registers"
	}
	return strings.Join(l[:len(l)-1], ", ") + " or " + l[len(l)-1] + " registers"
}

func dppCtrl(md modifier) (uint16, error) {
	bad := posErr(md.col, "invalid %s value", md.name)
	val := func(lo, hi int64) (int64, error) {
		if len(md.vals) != 1 || md.vals[0] < lo || md.vals[0] > hi {
			return 0, bad
		}
		return md.vals[0], nil
	}
	switch md.name {
	case "quad_perm":
		if len(md.vals) != 4 {
			return 0, bad
		}
		var c uint16
		for k, v := range md.vals {
			if v < 0 || v > 3 {
				return 0, bad
			}
			c |= uint16(v) << (2 * k)
		}
		return c, nil
	case "row_shl", "row_shr", "row_ror":
		v, err := val(1, 15)
		return uint16(map[string]int64{"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120}[md.name] + v), err
	case "wave_shl", "wave_rol", "wave_shr", "wave_ror":
		if _, err := val(1, 1); err != nil {
			return 0, err
		}
		return map[string]uint16{"wave_shl": 0x130, "wave_rol": 0x134, "wave_shr": 0x138, "wave_ror": 0x13c}[md.name], nil
	case "row_mirror":
		return 0x140, nil
	case "row_half_mirror":
		return 0x141, nil
	case "row_bcast":
		v, err := val(15, 31)
		if err != nil || v != 15 && v != 31 {
			return 0, bad
		}
		if v == 15 {
			return 0x142, nil
		}
		return 0x143, nil
	}
	return 0, bad
}

// checkMemoryShape validates the memory-instruction constraints that involve
// several operands at once.
func checkMemoryShape(i *Instr, ops []operand, mods []modifier, mcol int) error {
	f := i.Form
	if f.Enc == EncDS && f.Mods&ModOffset01 == 0 && i.Mods.Offset != 0 && f.Mods&ModOffset == 0 {
		return posErr(ops[0].col, "offset not supported by %s", i.Inst.Name)
	}
	if f.Enc == EncSMEM && i.Mods.SOE {
		for k, op := range f.Operands {
			if op.Field == FieldSOffset && i.Ops[k].Kind == ValReg {
				return nil
			}
		}
		col := mcol
		for _, md := range mods {
			if md.name == "offset" {
				col = md.col
			}
		}
		return posErr(col, "invalid operand for instruction: offset: needs an SGPR offset beside it in %s", i.Inst.Name)
	}
	if f.Enc == EncMIMG {
		// llvm-mc's checks, in its order; dmask errors point at dmask (or
		// at the mnemonic when it is not written)
		dcol := mcol
		for _, md := range mods {
			if md.name == "dmask" {
				dcol = md.col
			}
		}
		var e *PosError
		dm := i.Mods.DMask & 0xf
		for k, op := range f.Operands {
			if op.Field == FieldData0 && int(i.Ops[k].Count) != MIMGDataWidth(i.Inst, &i.Mods) {
				e = posErr(mcol, "image data size does not match dmask, d16 and tfe")
			}
		}
		switch {
		case e != nil:
		case strings.HasPrefix(i.Inst.Name, "image_atomic") && dm != 1 && dm != 3 && dm != 0xf:
			e = posErr(dcol, "invalid atomic image dmask")
		case strings.HasPrefix(i.Inst.Name, "image_gather4") && dm != 1 && dm != 2 && dm != 4 && dm != 8:
			e = posErr(dcol, "invalid image_gather dmask: only one bit must be set")
		}
		if e != nil {
			e.depth = len(ops) + 1
			return e
		}
	}
	return nil
}

package gfx9

import (
	"fmt"
	"strconv"
	"strings"
)

// Printing follows LLVM's AMDGPU assembly syntax exactly as llvm-mc and
// llvm-objdump print it for gfx9, so that our disassembly can be compared
// with theirs and re-assembled by either assembler.

// Mnemonic returns the instruction's name with its form suffix as LLVM
// prints it (_e32 for VOP1/VOP2/VOPC, _e64 for their VOP3 form, _sdwa, _dpp).
func (i *Instr) Mnemonic() string { return i.mnemonic(false) }

func (i *Instr) mnemonic(disasm bool) string {
	// LLVM's disassembler omits _e32 on instructions that have no e64 form.
	if disasm && i.Form.Kind == FormNative && i.Inst.Form(FormE64) == nil {
		return i.Inst.Name
	}
	switch i.Form.Kind {
	case FormE64, FormSDWA, FormDPP:
		return i.Inst.Name + formSuffix[i.Form.Kind]
	case FormRTN:
		return i.Inst.Name
	}
	switch i.Form.Enc {
	case EncVOP1, EncVOP2, EncVOPC:
		if hasField(i.Form, FieldK) {
			return i.Inst.Name // madmk/madak have no other form
		}
		return i.Inst.Name + "_e32"
	}
	return i.Inst.Name
}

// String prints the instruction in LLVM syntax, as llvm-mc's assembler
// prints what it parsed.
func (i *Instr) String() string { return i.Format(false) }

// Format prints the instruction in LLVM syntax. With disasm it follows
// llvm-objdump's conventions where they differ from llvm-mc's printer:
// 16-bit integer operands show float inline constants as their half-precision
// bits, some immediates print in decimal, and e32-only instructions drop the
// _e32 suffix.
func (i *Instr) Format(disasm bool) string {
	var b strings.Builder
	b.WriteString(i.mnemonic(disasm))
	if i.Inst.Name == "s_waitcnt" {
		b.WriteByte(' ')
		b.WriteString(FormatWaitcnt(uint16(i.Ops[0].Imm)))
		return b.String()
	}
	for k, op := range i.Form.Operands {
		if k == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteString(", ")
		}
		b.WriteString(i.operandString(k, op, disasm))
	}
	i.writeModifiers(&b)
	return b.String()
}

func (i *Instr) operandString(k int, op Operand, disasm bool) string {
	v := i.Ops[k]
	s := ""
	switch v.Kind {
	case ValOff:
		return "off"
	case ValLabel:
		if v.Label != "" {
			return v.Label
		}
		return strconv.FormatInt(v.Imm, 10)
	case ValImm:
		if disasm && (i.Form.Enc == EncSMEM && op.Field == FieldSDst || i.Inst.Name == "s_call_b64") {
			return strconv.FormatInt(v.Imm, 10)
		}
		return i.immString(op, v.Imm)
	case ValLiteral:
		if v.Label != "" {
			if v.Shift == 32 {
				return "(" + v.Label + ")>>32"
			}
			return "(" + v.Label + ")&4294967295"
		}
		s = literalString(op.Type, uint32(v.Imm))
	case ValReg:
		t := op.Type
		if op.Size == 2 && t.Bits() != 64 {
			t = TypeB64 // 64-bit operands print 1/(2*pi) at double precision
		}
		s = RegName(v.Code, int(v.Count), t)
		if disasm && v.Code >= 240 && v.Code <= CodeInvPi && (t == TypeI16 || t == TypeU16 || t == TypeB16) {
			s = fmt.Sprintf("0x%x", halfInline[v.Code-240])
		}
	}
	src := SrcIndex(op.Field)
	if src < 0 || i.Form.Kind == FormNative && (i.Form.Enc == EncVOP1 || i.Form.Enc == EncVOP2 || i.Form.Enc == EncVOPC) {
		return s
	}
	bit := uint8(1) << src
	if i.Form.Kind == FormSDWA && i.Mods.Sext&bit != 0 {
		s = "sext(" + s + ")"
	}
	if i.Mods.Abs&bit != 0 {
		s = "|" + s + "|"
	}
	// VOP3P packed math prints its negations as neg_lo/neg_hi lists.
	if i.Mods.Neg&bit != 0 && (i.Form.Enc != EncVOP3P || isMix(i.Inst)) {
		if v.Kind == ValReg && !v.IsInline() {
			s = "-" + s
		} else {
			s = "neg(" + s + ")"
		}
	}
	return s
}

// immString prints an immediate field the way LLVM does for the instruction.
func (i *Instr) immString(op Operand, imm int64) string {
	switch {
	case op.Field == FieldSOffset, i.Form.Enc == EncSMEM: // SMEM immediate offset, s_atc_probe's immediate
		return fmt.Sprintf("0x%x", imm)
	case op.Field == FieldK:
		return literalString(op.Type, uint32(imm))
	case op.Field == FieldSSrc1: // s_set_gpr_idx_on mode
		return fmt.Sprintf("gpr_idx(%s)", gprIdxString(uint16(imm)))
	}
	u := uint16(imm)
	switch {
	case strings.HasPrefix(i.Inst.Name, "s_getreg") || strings.HasPrefix(i.Inst.Name, "s_setreg"):
		return FormatHwreg(u)
	case strings.HasPrefix(i.Inst.Name, "s_sendmsg"):
		return FormatSendmsg(u)
	case i.Inst.Name == "s_set_gpr_idx_mode":
		return fmt.Sprintf("gpr_idx(%s)", gprIdxString(u))
	case i.Form.Enc == EncSOPK:
		return fmt.Sprintf("0x%x", u)
	}
	return strconv.Itoa(int(u))
}

func gprIdxString(u uint16) string {
	var parts []string
	for k, n := range []string{"SRC0", "SRC1", "SRC2", "DST"} {
		if u>>k&1 == 1 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// literalString prints a literal constant: hexadecimal, 16 bits for 16-bit
// operand types.
func literalString(t Type, v uint32) string {
	if t.Bits() == 16 && t != TypeV2F16 && t != TypeV2I16 && t != TypeV2U16 {
		v &= 0xffff
	}
	return "0x" + strconv.FormatUint(uint64(v), 16)
}

// halfInline holds the half-precision bits of the float inline constants.
var halfInline = [...]uint16{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118}

// inlineFloat holds the printed form of the float inline constants 240-247.
var inlineFloat = [...]string{"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"}

// RegName prints a 9-bit source code: a register (tuple) of count registers,
// or an inline constant for an operand of type t.
func RegName(code uint32, count int, t Type) string {
	tuple := func(prefix string, n int) string {
		if count <= 1 {
			return prefix + strconv.Itoa(n)
		}
		return prefix + "[" + strconv.Itoa(n) + ":" + strconv.Itoa(n+count-1) + "]"
	}
	switch {
	case code >= CodeVirtual:
		return tuple("%", int(code-CodeVirtual))
	case code >= CodeVGPR0:
		return tuple("v", int(code-CodeVGPR0))
	case code <= 101:
		return tuple("s", int(code))
	case code >= CodeTTMP0 && code <= 123:
		return tuple("ttmp", int(code-CodeTTMP0))
	case code >= CodeZero && code <= 208:
		k, _ := Value{Kind: ValReg, Code: code}.InlineInt()
		return strconv.FormatInt(k, 10)
	case code >= 240 && code <= 247:
		return inlineFloat[code-240]
	case code == CodeInvPi:
		if t.Bits() == 64 {
			return "0.15915494309189532"
		}
		return "0.15915494"
	}
	pair := func(lo, hi, both string) string {
		if count == 2 {
			return both
		}
		if code&1 == 0 {
			return lo
		}
		return hi
	}
	switch code {
	case 102, 103:
		return pair("flat_scratch_lo", "flat_scratch_hi", "flat_scratch")
	case 104, 105:
		return pair("xnack_mask_lo", "xnack_mask_hi", "xnack_mask")
	case 106, 107:
		return pair("vcc_lo", "vcc_hi", "vcc")
	case 126, 127:
		return pair("exec_lo", "exec_hi", "exec")
	case CodeM0:
		return "m0"
	case 235:
		return "src_shared_base"
	case 236:
		return "src_shared_limit"
	case 237:
		return "src_private_base"
	case 238:
		return "src_private_limit"
	case 239:
		return "src_pops_exiting_wave_id"
	case CodeVCCZ:
		return "src_vccz"
	case CodeEXECZ:
		return "src_execz"
	case CodeSCC:
		return "src_scc"
	case 254:
		return "src_lds_direct"
	}
	return fmt.Sprintf("invalid_code_%d", code)
}

func (i *Instr) nsrcs() int {
	n := 0
	for _, op := range i.Form.Operands {
		if SrcIndex(op.Field) >= 0 {
			n++
		}
	}
	return n
}

func bitList(bits uint8, n int) string {
	s := make([]string, n)
	for k := range s {
		s[k] = strconv.Itoa(int(bits >> k & 1))
	}
	return "[" + strings.Join(s, ",") + "]"
}

var selNames = [...]string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD", "SEL_7"}
var unusedNames = [...]string{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_3"}
var omodNames = [...]string{"", "mul:2", "mul:4", "div:2"}

func (i *Instr) writeModifiers(b *strings.Builder) {
	m := &i.Mods
	f := i.Form
	add := func(s string) {
		b.WriteByte(' ')
		b.WriteString(s)
	}
	switch {
	case f.Kind == FormSDWA:
		if m.Clamp {
			add("clamp")
		}
		if m.OMod != 0 {
			add(omodNames[m.OMod])
		}
		if f.Enc != EncVOPC {
			add("dst_sel:" + selNames[m.DstSel])
			add("dst_unused:" + unusedNames[m.DstUnused])
		}
		add("src0_sel:" + selNames[m.Src0Sel])
		if f.Enc != EncVOP1 {
			add("src1_sel:" + selNames[m.Src1Sel])
		}
	case f.Kind == FormDPP:
		add(FormatDPPCtrl(m.DPPCtrl))
		add(fmt.Sprintf("row_mask:0x%x", m.RowMask))
		add(fmt.Sprintf("bank_mask:0x%x", m.BankMask))
		if m.BoundCtrl {
			add("bound_ctrl:1")
		}
	case f.Enc == EncVOP3P:
		n := i.nsrcs()
		if m.OpSel != 0 {
			add("op_sel:" + bitList(m.OpSel, n))
		}
		def := DefaultModifiers(i.Inst, f).OpSelHi
		if m.OpSelHi&(1<<n-1) != def&(1<<n-1) {
			add("op_sel_hi:" + bitList(m.OpSelHi, n))
		}
		if !isMix(i.Inst) {
			if m.Neg != 0 {
				add("neg_lo:" + bitList(m.Neg, n))
			}
			if m.NegHi != 0 {
				add("neg_hi:" + bitList(m.NegHi, n))
			}
		}
		if m.Clamp {
			add("clamp")
		}
	case f.Enc == EncVOP3:
		if m.OpSel != 0 {
			n := i.nsrcs()
			add("op_sel:" + bitList(m.OpSel&(1<<n-1)|m.OpSel>>3<<n, n+1))
		}
		if m.Clamp {
			add("clamp")
		}
		if m.OMod != 0 {
			add(omodNames[m.OMod])
		}
	case f.Enc == EncDS:
		if f.Mods&ModOffset01 != 0 {
			if m.Offset0 != 0 {
				add(fmt.Sprintf("offset0:%d", m.Offset0))
			}
			if m.Offset1 != 0 {
				add(fmt.Sprintf("offset1:%d", m.Offset1))
			}
		} else if m.Offset != 0 {
			if i.Inst.Name == "ds_swizzle_b32" {
				add("offset:" + FormatSwizzle(uint16(m.Offset)))
			} else {
				add(fmt.Sprintf("offset:%d", m.Offset))
			}
		}
		if m.GDS {
			add("gds")
		}
	case f.Enc == EncMUBUF:
		if m.Idxen {
			add("idxen")
		}
		if m.Offen {
			add("offen")
		}
		if m.Offset != 0 {
			add(fmt.Sprintf("offset:%d", m.Offset))
		}
		if m.GLC {
			add("glc")
		}
		if m.SLC {
			add("slc")
		}
		if m.LDS {
			add("lds")
		}
		if m.TFE {
			add("tfe")
		}
	case f.Enc == EncMTBUF:
		if s := FormatBufFormat(m.DFmt, m.NFmt); s != "" {
			add(s)
		}
		if m.Idxen {
			add("idxen")
		}
		if m.Offen {
			add("offen")
		}
		if m.Offset != 0 {
			add(fmt.Sprintf("offset:%d", m.Offset))
		}
		if m.GLC {
			add("glc")
		}
		if m.SLC {
			add("slc")
		}
		if m.TFE {
			add("tfe")
		}
	case f.Enc == EncMIMG:
		if m.DMask != 0 {
			add(fmt.Sprintf("dmask:0x%x", m.DMask))
		}
		for _, fl := range []struct {
			on   bool
			name string
		}{{m.Unorm, "unorm"}, {m.GLC, "glc"}, {m.SLC, "slc"}, {m.A16, "a16"}, {m.TFE, "tfe"}, {m.LWE, "lwe"}, {m.DA, "da"}, {m.D16, "d16"}} {
			if fl.on {
				add(fl.name)
			}
		}
	case f.Enc == EncFLAT || f.Enc == EncGLOBAL || f.Enc == EncSCRATCH:
		if m.Offset != 0 {
			add(fmt.Sprintf("offset:%d", m.Offset))
		}
		if m.GLC {
			add("glc")
		}
		if m.SLC {
			add("slc")
		}
	case f.Enc == EncSMEM:
		if m.SOE {
			if m.Offset < 0 {
				add(fmt.Sprintf("offset:-0x%x", -m.Offset))
			} else {
				add(fmt.Sprintf("offset:0x%x", m.Offset))
			}
		}
		if m.GLC {
			add("glc")
		}
	}
}

// BufDataFormatName and BufNumFormatName spell MTBUF's dfmt and nfmt as
// LLVM's assembly does (BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT), from the
// formats' own names (resource.go) and the encodings' reserved values.
func BufDataFormatName(d DataFormat) string {
	switch {
	case d == DataFormatInvalid:
		return "BUF_DATA_FORMAT_INVALID"
	case d.Known():
		return "BUF_DATA_FORMAT_" + strings.ToUpper(d.String())
	}
	return fmt.Sprintf("BUF_DATA_FORMAT_RESERVED_%d", d)
}

// BufNumFormatName: see BufDataFormatName.
func BufNumFormatName(n NumFormat) string {
	if n.Known() && n <= NumFloat {
		return "BUF_NUM_FORMAT_" + strings.ToUpper(n.String())
	}
	return fmt.Sprintf("BUF_NUM_FORMAT_RESERVED_%d", n)
}

// FormatBufFormat prints an MTBUF format as LLVM does: nothing for the
// default (dfmt 1, nfmt 0), otherwise format:[...] with the parts that
// differ from the default.
func FormatBufFormat(dfmt DataFormat, nfmt NumFormat) string {
	var parts []string
	if dfmt != DefaultDFmt {
		parts = append(parts, BufDataFormatName(dfmt&0xf))
	}
	if nfmt != DefaultNFmt {
		parts = append(parts, BufNumFormatName(nfmt&7))
	}
	if len(parts) == 0 {
		return ""
	}
	return "format:[" + strings.Join(parts, ",") + "]"
}

// Waitcnt fields of gfx9's s_waitcnt immediate.
const (
	MaxVMCnt   = 63
	MaxExpCnt  = 7
	MaxLGKMCnt = 15
)

// EncodeWaitcnt packs the three counters into s_waitcnt's immediate.
func EncodeWaitcnt(vm, exp, lgkm int) uint16 {
	return uint16(vm&0xf | (vm>>4&3)<<14 | (exp&7)<<4 | (lgkm&0xf)<<8)
}

// DecodeWaitcnt unpacks s_waitcnt's immediate.
func DecodeWaitcnt(imm uint16) (vm, exp, lgkm int) {
	return int(imm&0xf) | int(imm>>14&3)<<4, int(imm >> 4 & 7), int(imm >> 8 & 0xf)
}

// FormatWaitcnt prints the counters that wait (all three when none does).
func FormatWaitcnt(imm uint16) string {
	vm, exp, lgkm := DecodeWaitcnt(imm)
	var parts []string
	if vm != MaxVMCnt {
		parts = append(parts, fmt.Sprintf("vmcnt(%d)", vm))
	}
	if exp != MaxExpCnt {
		parts = append(parts, fmt.Sprintf("expcnt(%d)", exp))
	}
	if lgkm != MaxLGKMCnt {
		parts = append(parts, fmt.Sprintf("lgkmcnt(%d)", lgkm))
	}
	if len(parts) == 0 || EncodeWaitcnt(vm, exp, lgkm) != imm {
		// all at their maximum, or bits outside the counters: print every counter
		parts = []string{fmt.Sprintf("vmcnt(%d)", vm), fmt.Sprintf("expcnt(%d)", exp), fmt.Sprintf("lgkmcnt(%d)", lgkm)}
		if EncodeWaitcnt(vm, exp, lgkm) != imm {
			return strconv.Itoa(int(imm))
		}
	}
	return strings.Join(parts, " ")
}

// hwregNames are gfx9's hardware register ids.
var hwregNames = map[int]string{1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
	5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES",
	16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI", 18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI"}

// FormatHwreg prints an s_getreg/s_setreg immediate as hwreg(id, offset, size).
func FormatHwreg(u uint16) string {
	id, off, size := int(u&0x3f), int(u>>6&0x1f), int(u>>11)+1
	name, ok := hwregNames[id]
	if !ok {
		name = strconv.Itoa(id)
	}
	if off == 0 && size == 32 {
		return "hwreg(" + name + ")"
	}
	return fmt.Sprintf("hwreg(%s, %d, %d)", name, off, size)
}

var sendmsgNames = map[int]string{1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
	5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC",
	9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL", 15: "MSG_SYSMSG"}

var gsOpNames = [...]string{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"}
var sysmsgOpNames = map[int]string{1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD", 3: "SYSMSG_OP_HOST_TRAP_ACK", 4: "SYSMSG_OP_TTRACE_PC"}

// FormatSendmsg prints an s_sendmsg immediate as sendmsg(...).
func FormatSendmsg(u uint16) string {
	id, op, stream := int(u&0xf), int(u>>4&7), int(u>>8&3)
	name, known := sendmsgNames[id]
	if !known || u>>10 != 0 {
		return fmt.Sprintf("sendmsg(%d, %d, %d)", id, op, stream)
	}
	switch id {
	case 2, 3:
		if op <= 3 {
			return fmt.Sprintf("sendmsg(%s, %s, %d)", name, gsOpNames[op], stream)
		}
	case 15:
		if n, ok := sysmsgOpNames[op]; ok && stream == 0 {
			return fmt.Sprintf("sendmsg(%s, %s)", name, n)
		}
	default:
		if op == 0 && stream == 0 {
			return "sendmsg(" + name + ")"
		}
	}
	return fmt.Sprintf("sendmsg(%d, %d, %d)", id, op, stream)
}

// FormatDPPCtrl prints a DPP control value.
func FormatDPPCtrl(c uint16) string {
	switch {
	case c <= 0xff:
		return fmt.Sprintf("quad_perm:[%d,%d,%d,%d]", c&3, c>>2&3, c>>4&3, c>>6&3)
	case c >= 0x101 && c <= 0x10f:
		return fmt.Sprintf("row_shl:%d", c-0x100)
	case c >= 0x111 && c <= 0x11f:
		return fmt.Sprintf("row_shr:%d", c-0x110)
	case c >= 0x121 && c <= 0x12f:
		return fmt.Sprintf("row_ror:%d", c-0x120)
	}
	switch c {
	case 0x130:
		return "wave_shl:1"
	case 0x134:
		return "wave_rol:1"
	case 0x138:
		return "wave_shr:1"
	case 0x13c:
		return "wave_ror:1"
	case 0x140:
		return "row_mirror"
	case 0x141:
		return "row_half_mirror"
	case 0x142:
		return "row_bcast:15"
	case 0x143:
		return "row_bcast:31"
	}
	return fmt.Sprintf("dpp_ctrl:0x%x", c) // reserved value
}

// FormatSwizzle prints a ds_swizzle_b32 offset as swizzle(...).
func FormatSwizzle(off uint16) string {
	if off&0x8000 != 0 {
		return fmt.Sprintf("swizzle(QUAD_PERM,%d,%d,%d,%d)", off&3, off>>2&3, off>>4&3, off>>6&3)
	}
	and, or, xor := int(off&0x1f), int(off>>5&0x1f), int(off>>10&0x1f)
	isPow2 := func(x int) bool { return x > 0 && x&(x-1) == 0 }
	if and == 0x1f && or == 0 && isPow2(xor) {
		return fmt.Sprintf("swizzle(SWAP,%d)", xor)
	}
	if and == 0x1f && or == 0 && xor > 0 && isPow2(xor+1) {
		return fmt.Sprintf("swizzle(REVERSE,%d)", xor+1)
	}
	if group := 0x1f - and + 1; group > 1 && isPow2(group) && or < group && xor == 0 {
		return fmt.Sprintf("swizzle(BROADCAST,%d,%d)", group, or)
	}
	var s [5]byte
	for k := 0; k < 5; k++ {
		bit := 1 << (4 - k)
		a, o, x := and&bit != 0, or&bit != 0, xor&bit != 0
		switch {
		case !a && (o != x):
			s[k] = '1'
		case !a:
			s[k] = '0'
		case o:
			s[k] = map[bool]byte{false: '1', true: '0'}[x]
		case x:
			s[k] = 'i'
		default:
			s[k] = 'p'
		}
	}
	return fmt.Sprintf("swizzle(BITMASK_PERM,\"%s\")", s[:])
}

package mir

import (
	"fmt"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
)

// VerifyOptions say which stage of the pipeline the code is at.
type VerifyOptions struct {
	// Allocated: after register allocation, no virtual register remains.
	Allocated bool
}

// Verify checks the invariants every machine pass must keep, against the
// gfx9 operand table: each operand is of a kind its slot accepts (VGPR,
// SGPR, inline constant, literal) and of the slot's width; a virtual
// register is declared, lies within one declared tuple, and lives in the
// register file the slot reads or writes; physical SGPR tuples are aligned
// (pairs even, wider tuples on multiples of four); a VALU instruction reads
// at most one SGPR or literal over the constant bus and a VOP3 one no
// literal; only scalar instructions and v_cmpx write EXEC; before
// allocation every virtual register read has a definition, after it none
// remains; successor indices name blocks; SCC is read only in the block
// that wrote it. The first violation is returned,
// naming the block and the instruction.
func Verify(f *Func, o VerifyOptions) error {
	defined := map[uint32]bool{}
	if !o.Allocated {
		for _, b := range f.Blocks {
			for k := range b.Instrs {
				for _, d := range gfx9.ExplicitDefs(&b.Instrs[k]) {
					for u := d.Code; u < d.Code+uint32(d.Count); u++ {
						defined[u] = true
					}
				}
			}
		}
	}
	for bi, b := range f.Blocks {
		for _, s := range append(append([]int(nil), b.Succs...), b.LogicalSuccs...) {
			if s < 0 || s >= len(f.Blocks) {
				return fmt.Errorf("block %d (%s): successor %d out of range", bi, b.Label, s)
			}
		}
		sccSet := false // an instruction of this block wrote SCC
		for k := range b.Instrs {
			in := &b.Instrs[k]
			if err := f.verifyInstr(in, o, defined); err != nil {
				return fmt.Errorf("block %d (%s), instruction %d `%s`: %v", bi, b.Label, k, in.String(), err)
			}
			if !sccSet && ReadsSCC(in) {
				return fmt.Errorf("block %d (%s), instruction %d `%s`: reads SCC, which no instruction of its block wrote before it (SCC never lives from one block into another)", bi, b.Label, k, in.String())
			}
			sccSet = sccSet || slices.Contains(in.Inst.ImplicitDefs, gfx9.SpecialSCC)
		}
	}
	return nil
}

// ReadsSCC reports whether in reads SCC (s_cbranch_scc0/1, s_cselect,
// s_addc, s_cmov, ... or an SCC source operand). Selection keeps every
// SCC value within the block that sets it, so the passes that rewrite
// SCC's readers (ReuseSCC, Shrink's SOPK forms) look no further.
func ReadsSCC(in *gfx9.Instr) bool {
	if slices.Contains(in.Inst.ImplicitUses, gfx9.SpecialSCC) {
		return true
	}
	for _, u := range gfx9.Uses(in) {
		if u.Overlaps(gfx9.RegRange{Code: gfx9.CodeSCC, Count: 1}) {
			return true
		}
	}
	return false
}

func (f *Func) verifyInstr(in *gfx9.Instr, o VerifyOptions, defined map[uint32]bool) error {
	if len(in.Ops) != len(in.Form.Operands) {
		return fmt.Errorf("%d operands, the form has %d", len(in.Ops), len(in.Form.Operands))
	}
	valu := gfx9.IsVALU(in)
	bus := map[gfx9.Value]bool{} // distinct SGPRs and literals read by a VALU op
	for k, op := range in.Form.Operands {
		v := in.Ops[k]
		if err := f.verifyOperand(in, op, v, o, defined); err != nil {
			return fmt.Errorf("operand %d (%s): %v", k, op.Field, err)
		}
		if valu && op.Field == gfx9.FieldK {
			bus[gfx9.Value{Kind: gfx9.ValLiteral, Imm: v.Imm}] = true
		}
		if !valu || gfx9.SrcIndex(op.Field) < 0 {
			continue
		}
		if v.Kind == gfx9.ValLiteral {
			if in.Form.Enc == gfx9.EncVOP3 || in.Form.Enc == gfx9.EncVOP3P {
				return fmt.Errorf("a literal operand in a VOP3 encoding (gfx9 has none)")
			}
			bus[gfx9.Value{Kind: gfx9.ValLiteral, Imm: v.Imm}] = true
		}
		// v_writelane's lane select in M0 does not use the constant bus
		freeM0 := in.Inst.Name == "v_writelane_b32" && op.Field == gfx9.FieldSrc1 && v.Code == gfx9.CodeM0
		if v.Kind == gfx9.ValReg && f.IsScalarReg(v) && !freeM0 {
			bus[gfx9.Value{Kind: gfx9.ValReg, Code: v.Code, Count: v.Count}] = true
		}
	}
	if valu && strings.HasPrefix(in.Inst.Name, "v_div_fmas") {
		bus[gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeVCCLo, Count: 2}] = true
	}
	if len(bus) > 1 {
		return fmt.Errorf("reads %d SGPRs or literals over the constant bus (gfx9 allows one)", len(bus))
	}
	for _, d := range gfx9.ExplicitDefs(in) {
		if d.Overlaps(gfx9.RegRange{Code: gfx9.CodeEXECLo, Count: 2}) && !gfx9.IsSALU(in) {
			return fmt.Errorf("writes EXEC but is not a scalar instruction")
		}
	}
	return nil
}

// IsScalarReg reports whether register operand v is an SGPR or special
// scalar register (physical or a virtual SGPR).
func (f *Func) IsScalarReg(v gfx9.Value) bool {
	if v.IsVirtual() {
		r, _, ok := f.VRegOf(int(v.Code) - gfx9.CodeVirtual)
		return ok && r.File == SGPR
	}
	return v.IsSGPR()
}

func (f *Func) verifyOperand(in *gfx9.Instr, op gfx9.Operand, v gfx9.Value, o VerifyOptions, defined map[uint32]bool) error {
	if v.Kind == gfx9.ValLiteral && op.Accept != 0 && op.Accept&gfx9.AcceptLiteral == 0 {
		return fmt.Errorf("a literal where the slot takes none")
	}
	if v.Kind != gfx9.ValReg {
		return nil
	}
	if v.IsInline() {
		if op.Accept != 0 && op.Accept&gfx9.AcceptInline == 0 {
			return fmt.Errorf("an inline constant where the slot takes none")
		}
		return nil
	}
	width := int(max(v.Count, 1))
	if op.Size > 0 && in.Form.Enc != gfx9.EncMIMG && width != int(op.Size) && (op.Class == gfx9.ClassVGPR || op.Class == gfx9.ClassVSrc || op.Class == gfx9.ClassSGPR || op.Class == gfx9.ClassSSrc) {
		return fmt.Errorf("%d registers where the slot has %d", width, op.Size)
	}
	if !v.IsVirtual() {
		if v.IsSGPR() && v.Code < gfx9.CodeFlatScratchLo && (width == 2 && v.Code%2 != 0 || width >= 4 && v.Code%4 != 0) {
			return fmt.Errorf("SGPR tuple s[%d:%d] is misaligned", v.Code, int(v.Code)+width-1)
		}
		return nil
	}
	if o.Allocated {
		return fmt.Errorf("virtual register %s after allocation", regName(v))
	}
	unit := int(v.Code) - gfx9.CodeVirtual
	r, start, ok := f.VRegOf(unit)
	if !ok {
		return fmt.Errorf("undeclared virtual register %s", regName(v))
	}
	if unit+width > start+r.Size {
		return fmt.Errorf("%s runs past its virtual register (%d units from %%%d)", regName(v), r.Size, start)
	}
	var file RegFile
	switch op.Class {
	case gfx9.ClassVGPR:
		file = VGPR
	case gfx9.ClassSGPR, gfx9.ClassSSrc, gfx9.ClassSSrcImm, gfx9.ClassSMemOff:
		file = SGPR
	default:
		file = r.File
	}
	if r.File != file {
		return fmt.Errorf("a %s virtual register in a %s slot", r.File, op.Class)
	}
	if op.Accept != 0 && (r.File == VGPR && op.Accept&gfx9.AcceptVGPR == 0 || r.File == SGPR && op.Accept&gfx9.AcceptSGPR == 0) {
		return fmt.Errorf("a %s where the slot takes none", r.File)
	}
	if op.Use && !op.Def {
		for u := v.Code; u < v.Code+uint32(width); u++ {
			if !defined[u] {
				return fmt.Errorf("%s is read but never defined", regName(v))
			}
		}
	}
	return nil
}

func regName(v gfx9.Value) string { return gfx9.RegName(v.Code, int(max(v.Count, 1)), gfx9.TypeB32) }

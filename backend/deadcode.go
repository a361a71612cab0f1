package backend

import (
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// DeadCode removes the ALU instructions whose results nothing reads. It runs
// on virtual registers, after selection and the MIR rewrites (PairLDS,
// MergeScalarLoads): selection emits every IR value, also those whose only
// use was folded into an offset field, and merging leaves the per-word
// address arithmetic behind. Guarantees: only SALU/VALU instructions are
// removed whose explicit results are all virtual registers that no
// instruction reads, that write no EXEC, M0 or mode state, and whose SCC or
// VCC result nothing reads (SCC never lives across blocks in selected code).
// Memory accesses, branches and messages are never removed, nor the
// definitions of the registers in keep (those later passes will read, such
// as the scratch descriptor that spill code uses).
func DeadCode(f *mir.Func, keep ...gfx9.Value) {
	for {
		used := newCodeCounts(f) // units read (1) or not (0)
		for _, v := range keep {
			if v.Kind == gfx9.ValReg {
				for u := uint32(0); u < uint32(max(v.Count, 1)); u++ {
					used.set(v.Code + u)
				}
			}
		}
		for _, b := range f.Blocks {
			for k := range b.Instrs {
				for r := range gfx9.UseRanges(&b.Instrs[k]) {
					for u := uint32(0); u < uint32(r.Count); u++ {
						used.set(r.Code + u)
					}
				}
			}
		}
		changed := false
		for _, b := range f.Blocks {
			kept := b.Instrs[:0]
			for k := range b.Instrs {
				in := &b.Instrs[k]
				if removable(in, used) && !specialLiveAfter(in, b.Instrs[k+1:]) {
					changed = true
					continue
				}
				kept = append(kept, *in)
			}
			b.Instrs = kept
		}
		if !changed {
			return
		}
	}
}

// scalarCompareName: an SOPC mnemonic whose only result is SCC.
var scalarCompareName = gfx9.NewNameFact(func(name string) bool {
	return strings.HasPrefix(name, "s_cmp_") || strings.HasPrefix(name, "s_bitcmp")
})

// sideEffectName: an ALU mnemonic with an effect besides its explicit
// results (indexing or mode registers, the PC, EXEC of v_cmpx).
var sideEffectName = gfx9.NewNameFact(func(name string) bool {
	return strings.Contains(name, "movrel") || strings.Contains(name, "setreg") || strings.Contains(name, "gpr_idx") ||
		strings.Contains(name, "setpc") || strings.Contains(name, "swappc") || strings.Contains(name, "_cmpx_")
})

// removable reports whether in is a side-effect-free ALU instruction whose
// register results are all virtual and unread.
func removable(in *gfx9.Instr, used codeCounts) bool {
	switch in.Form.Enc {
	case gfx9.EncSOPC:
		// a scalar compare's only result is SCC (s_set_gpr_idx_on and
		// s_setvskip, which change modes, are not compares)
		return scalarCompareName.Of(in.Inst)
	case gfx9.EncSOP1, gfx9.EncSOP2, gfx9.EncSOPK, gfx9.EncVOP1, gfx9.EncVOP2, gfx9.EncVOPC, gfx9.EncVOP3, gfx9.EncVOP3P:
	default:
		return false
	}
	if sideEffectName.Of(in.Inst) {
		return false
	}
	for _, s := range in.Inst.ImplicitDefs {
		if s != gfx9.SpecialSCC && s != gfx9.SpecialVCC {
			return false
		}
	}
	defs := 0
	for k, op := range in.Form.Operands {
		if !op.Def {
			continue
		}
		v := in.Ops[k]
		if v.Kind != gfx9.ValReg {
			continue
		}
		if !v.IsVirtual() {
			return false
		}
		n := max(int(v.Count), 1)
		for u := 0; u < n; u++ {
			if used.get(v.Code+uint32(u)) != 0 {
				return false
			}
		}
		defs++
	}
	return defs > 0
}

// specialLiveAfter reports whether the SCC or VCC value in writes may be
// read later: by an instruction of code before another writes it, or (VCC
// only) past the end of the block.
func specialLiveAfter(in *gfx9.Instr, code []gfx9.Instr) bool {
	for _, s := range in.Inst.ImplicitDefs {
		if specialRead(s, code) {
			return true
		}
	}
	return false
}

func specialRead(s gfx9.Special, code []gfx9.Instr) bool {
	vcc := gfx9.RegRange{Code: gfx9.CodeVCCLo, Count: 2}
	for k := range code {
		i := &code[k]
		for _, u := range i.Inst.ImplicitUses {
			if u == s {
				return true
			}
		}
		if s == gfx9.SpecialVCC && readsAny(i, []gfx9.RegRange{vcc}) {
			return true
		}
		if s == gfx9.SpecialSCC {
			for k, op := range i.Form.Operands {
				if op.Use && i.Ops[k].Kind == gfx9.ValReg && i.Ops[k].Code == gfx9.CodeSCC {
					return true
				}
			}
		}
		for _, d := range i.Inst.ImplicitDefs {
			if d == s {
				return false
			}
		}
		if s == gfx9.SpecialVCC && writesAny(i, []gfx9.RegRange{vcc}) {
			return false
		}
	}
	// Selection never carries SCC from one block into another (a value
	// that lives on is moved to an SGPR first); VCC may be.
	return s != gfx9.SpecialSCC
}

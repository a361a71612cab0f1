package gfx9

import (
	"iter"
	"slices"
	"strings"
)

// This file defines gfx9's software-managed hazards: the pairs of
// instructions between which the hardware does not interlock, so that the
// program must place enough independent instructions or s_nop wait states
// between them. The backend's hazard pass and the executor's checker both
// read HazardRules; nothing else restates these facts.

// RegRange is a run of registers named by 9-bit source code: SGPRs and
// special registers 0-127, VGPRs 256-511, plus CodeHWReg.
type RegRange struct {
	Code  uint32
	Count uint8
}

// CodeHWReg is a pseudo register code standing for the hardware registers
// that s_setreg writes and s_getreg reads.
const CodeHWReg = 512

// Overlaps reports whether two register ranges share a register.
func (r RegRange) Overlaps(o RegRange) bool {
	return r.Code < o.Code+uint32(o.Count) && o.Code < r.Code+uint32(r.Count)
}

// HazardRule is one required separation: when an instruction for which
// Producer returns registers is followed, within fewer than WaitStates wait
// states, by one whose Consumer registers overlap them, the consumer sees a
// stale or corrupt value.
type HazardRule struct {
	Name       string
	WaitStates int
	Producer   func(i *Instr) []RegRange
	Consumer   func(i *Instr) []RegRange
}

// WaitStates is the number of wait states an instruction provides to the
// instructions after it: s_nop N gives N+1, every other instruction 1.
func WaitStates(i *Instr) int {
	if i.Inst.Name == "s_nop" && len(i.Ops) > 0 {
		return int(i.Ops[0].Imm&0xf) + 1
	}
	return 1
}

// MaxHazardWaitStates is the largest WaitStates of any rule: how far back a
// checker must look.
const MaxHazardWaitStates = 5

// IsVALU reports whether i executes on the vector ALU.
func IsVALU(i *Instr) bool {
	switch i.Form.Enc {
	case EncVOP1, EncVOP2, EncVOPC, EncVOP3, EncVOP3P:
		return true
	}
	return false
}

// IsSALU reports whether i is a scalar ALU instruction (SOPP excluded).
func IsSALU(i *Instr) bool {
	switch i.Form.Enc {
	case EncSOP1, EncSOP2, EncSOPK, EncSOPC:
		return true
	}
	return false
}

// IsVMEM reports whether i is a vector memory instruction.
func IsVMEM(i *Instr) bool {
	switch i.Form.Enc {
	case EncMUBUF, EncMTBUF, EncMIMG, EncFLAT, EncGLOBAL, EncSCRATCH:
		return true
	}
	return false
}

func regOf(v Value) (RegRange, bool) {
	// Codes 128-255 are constants and read-only special values.
	if v.Kind != ValReg || v.Code >= CodeZero && v.Code < CodeVGPR0 {
		return RegRange{}, false
	}
	n := v.Count
	if n == 0 {
		n = 1
	}
	return RegRange{v.Code, n}, true
}

// Defs returns the registers an instruction writes, explicit operands and
// implicit special registers (EXEC of v_cmpx, VCC, M0, SCC is not a
// register range and is left out).
func Defs(i *Instr) []RegRange {
	var buf [16]RegRange
	r := buf[:0]
	add := func(rr RegRange) bool { r = append(r, rr); return true }
	if eachExplicitDef(i, add) {
		eachSpecial(i.Inst.ImplicitDefs, add)
	}
	return listOf(r)
}

// DefRanges yields the ranges Defs returns, in its order, without building
// the list: every machine pass looks at them at every instruction, and the
// lists were a tenth of the backend's allocations.
func DefRanges(i *Instr) iter.Seq[RegRange] {
	return func(yield func(RegRange) bool) {
		if eachExplicitDef(i, yield) {
			eachSpecial(i.Inst.ImplicitDefs, yield)
		}
	}
}

// ExplicitDefs returns the registers an instruction's operands write: for a
// memory instruction, the registers its return value lands in.
func ExplicitDefs(i *Instr) []RegRange {
	var buf [16]RegRange
	r := buf[:0]
	eachExplicitDef(i, func(rr RegRange) bool { r = append(r, rr); return true })
	return listOf(r)
}

// ExplicitDefRanges yields the ranges ExplicitDefs returns, in its order,
// without building the list (DefRanges).
func ExplicitDefRanges(i *Instr) iter.Seq[RegRange] {
	return func(yield func(RegRange) bool) { eachExplicitDef(i, yield) }
}

// eachExplicitDef yields the ranges ExplicitDefs returns; it reports
// whether yield asked for all of them.
func eachExplicitDef(i *Instr, yield func(RegRange) bool) bool {
	for k, op := range i.Form.Operands {
		if op.Def {
			if rr, ok := regOf(i.Ops[k]); ok {
				if op.Use && isAtomic(i) {
					// The data operand of a MUBUF or SMEM atomic receives
					// the pre-op value only with glc; a cmpswap returns
					// one value in the first half of its (src, cmp) tuple.
					if !i.Mods.GLC {
						continue
					}
					if strings.Contains(i.Inst.Name, "cmpswap") && rr.Count > 1 {
						rr.Count /= 2
					}
				}
				if !yield(rr) {
					return false
				}
			}
		}
	}
	return true
}

// Uses returns the registers an instruction reads.
func Uses(i *Instr) []RegRange {
	var buf [16]RegRange
	r := buf[:0]
	eachUse(i, func(rr RegRange) bool { r = append(r, rr); return true })
	return listOf(r)
}

// UseRanges yields the ranges Uses returns, in its order, without building
// the list (DefRanges).
func UseRanges(i *Instr) iter.Seq[RegRange] {
	return func(yield func(RegRange) bool) { eachUse(i, yield) }
}

// eachUse yields the ranges Uses returns.
func eachUse(i *Instr, yield func(RegRange) bool) {
	for k, op := range i.Form.Operands {
		if op.Use {
			if rr, ok := regOf(i.Ops[k]); ok && !yield(rr) {
				return
			}
		}
	}
	eachSpecial(i.Inst.ImplicitUses, yield)
}

// eachSpecial yields the specials that are register ranges.
func eachSpecial(ss []Special, yield func(RegRange) bool) {
	for _, s := range ss {
		if rr, ok := specialRange(s); ok && !yield(rr) {
			return
		}
	}
}

// listOf returns a copy of r allocated at its size, nil when r is empty
// (the lists are built in a buffer on the stack).
func listOf(r []RegRange) []RegRange {
	if len(r) == 0 {
		return nil
	}
	return slices.Clone(r)
}

func specialRange(s Special) (RegRange, bool) {
	switch s {
	case SpecialVCC:
		return RegRange{CodeVCCLo, 2}, true
	case SpecialEXEC:
		return RegRange{CodeEXECLo, 2}, true
	case SpecialM0:
		return RegRange{CodeM0, 1}, true
	case SpecialFlatScratch:
		return RegRange{CodeFlatScratchLo, 2}, true
	case SpecialXnackMask:
		return RegRange{CodeXnackMaskLo, 2}, true
	}
	return RegRange{}, false
}

func operandRegs(i *Instr, f Field) []RegRange {
	var r []RegRange
	for k, op := range i.Form.Operands {
		if op.Field == f {
			if rr, ok := regOf(i.Ops[k]); ok {
				r = append(r, rr)
			}
		}
	}
	return r
}

func filter(rs []RegRange, keep func(RegRange) bool) []RegRange {
	var out []RegRange
	for _, r := range rs {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

func isSGPRRange(r RegRange) bool { return r.Code < CodeZero }
func isVGPRRange(r RegRange) bool { return r.Code >= CodeVGPR0 && r.Code < CodeHWReg }

func valuSGPRDefs(i *Instr) []RegRange {
	if !IsVALU(i) {
		return nil
	}
	return filter(Defs(i), isSGPRRange)
}

func usesM0(i *Instr) bool {
	n := i.Inst.Name
	switch {
	case strings.HasPrefix(n, "s_movrel"), n == "s_sendmsg", n == "s_sendmsghalt", n == "s_ttracedata",
		strings.HasPrefix(n, "v_interp_"), strings.HasPrefix(n, "v_movrel"),
		strings.HasSuffix(n, "_addtid_b32"):
		return true
	case i.Form.Enc == EncDS && i.Mods.GDS, i.Form.Enc == EncMUBUF && i.Mods.LDS:
		return true
	}
	return false
}

func overlapsRange(rs []RegRange, o RegRange) bool {
	for _, r := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

// HazardRules are gfx9's manual wait-state requirements (ISA manual, "Manually
// Inserted Wait States").
var HazardRules = []HazardRule{
	{
		Name: "VALU writes an SGPR, then a VMEM instruction reads that SGPR", WaitStates: 5,
		Producer: valuSGPRDefs,
		Consumer: func(i *Instr) []RegRange {
			if !IsVMEM(i) {
				return nil
			}
			return filter(Uses(i), isSGPRRange)
		},
	},
	{
		Name: "VALU writes an SGPR, then v_readlane/v_writelane uses it as the lane select", WaitStates: 4,
		Producer: valuSGPRDefs,
		Consumer: func(i *Instr) []RegRange {
			if i.Inst.Name != "v_readlane_b32" && i.Inst.Name != "v_writelane_b32" {
				return nil
			}
			return filter(operandRegs(i, FieldSrc1), isSGPRRange)
		},
	},
	{
		Name: "VALU writes VCC, then v_div_fmas reads it", WaitStates: 4,
		Producer: func(i *Instr) []RegRange {
			return filter(valuSGPRDefs(i), func(r RegRange) bool { return r.Overlaps(RegRange{CodeVCCLo, 2}) })
		},
		Consumer: func(i *Instr) []RegRange {
			if !strings.HasPrefix(i.Inst.Name, "v_div_fmas_") {
				return nil
			}
			return []RegRange{{CodeVCCLo, 2}}
		},
	},
	{
		Name: "VALU writes a VGPR, then a DPP instruction reads it", WaitStates: 2,
		Producer: func(i *Instr) []RegRange {
			if !IsVALU(i) {
				return nil
			}
			return filter(Defs(i), isVGPRRange)
		},
		Consumer: func(i *Instr) []RegRange {
			if i.Form.Kind != FormDPP {
				return nil
			}
			return filter(operandRegs(i, FieldSrc0), isVGPRRange)
		},
	},
	{
		Name: "VALU writes EXEC, then a DPP instruction executes", WaitStates: 5,
		Producer: func(i *Instr) []RegRange {
			return filter(valuSGPRDefs(i), func(r RegRange) bool { return r.Overlaps(RegRange{CodeEXECLo, 2}) })
		},
		Consumer: func(i *Instr) []RegRange {
			if i.Form.Kind != FormDPP {
				return nil
			}
			return []RegRange{{CodeEXECLo, 2}}
		},
	},
	{
		Name: "s_setreg, then s_getreg or s_setreg", WaitStates: 2,
		Producer: func(i *Instr) []RegRange {
			if strings.HasPrefix(i.Inst.Name, "s_setreg") {
				return []RegRange{{CodeHWReg, 1}}
			}
			return nil
		},
		Consumer: func(i *Instr) []RegRange {
			if strings.HasPrefix(i.Inst.Name, "s_setreg") || i.Inst.Name == "s_getreg_b32" {
				return []RegRange{{CodeHWReg, 1}}
			}
			return nil
		},
	},
	{
		Name: "SALU writes M0, then an instruction that reads M0 (GDS, s_sendmsg, s_movrel, LDS-direct, add-TID, buffer-to-LDS)", WaitStates: 1,
		Producer: func(i *Instr) []RegRange {
			if !IsSALU(i) || !overlapsRange(Defs(i), RegRange{CodeM0, 1}) {
				return nil
			}
			return []RegRange{{CodeM0, 1}}
		},
		Consumer: func(i *Instr) []RegRange {
			if usesM0(i) {
				return []RegRange{{CodeM0, 1}}
			}
			return nil
		},
	},
	{
		Name: "a store of more than 64 bits, then a VALU instruction overwrites its data VGPRs", WaitStates: 1,
		// Not for MIMG with a 256-bit T# (every gfx9 image instruction),
		// nor for MUBUF/MTBUF with an SGPR soffset; LLVM's hazard
		// recognizer (createsVALUHazard) encodes the same exceptions.
		Producer: func(i *Instr) []RegRange {
			if !IsVMEM(i) || i.Form.Enc == EncMIMG {
				return nil
			}
			if i.Form.Enc == EncMUBUF || i.Form.Enc == EncMTBUF {
				for k, op := range i.Form.Operands {
					if _, isReg := regOf(i.Ops[k]); op.Field == FieldSOffset && isReg {
						return nil
					}
				}
			}
			for k, op := range i.Form.Operands {
				if op.Field == FieldData0 && op.Use && !op.Def {
					if rr, ok := regOf(i.Ops[k]); ok && rr.Count > 2 {
						return []RegRange{rr}
					}
				}
			}
			return nil
		},
		Consumer: func(i *Instr) []RegRange {
			if !IsVALU(i) {
				return nil
			}
			return filter(Defs(i), isVGPRRange)
		},
	},
}

// isAtomic reports whether an instruction is a memory atomic.
func isAtomic(i *Instr) bool {
	return strings.Contains(i.Inst.Name, "_atomic")
}

// WritesWholeDword reports whether i is a VALU instruction that sets all
// 32 bits of its VGPR destination in every lane EXEC enables, from its
// sources alone: not SDWA or DPP (which can keep the old destination), not
// a 16-bit result that keeps the high half (keeps16BitHigh) or one
// written to the high half (VOP3 op_sel's destination bit), not an
// accumulation into the destination (v_mac*), not a single-lane or indexed
// write (v_writelane, v_movrel*), not v_swap.
func WritesWholeDword(i *Instr) bool {
	if !IsVALU(i) || i.Form.Kind == FormSDWA || i.Form.Kind == FormDPP {
		return false
	}
	if i.Mods.OpSel&8 != 0 && !strings.HasPrefix(i.Inst.Name, "v_pk_") {
		return false
	}
	return wholeDwordName.Of(i.Inst)
}

// wholeDwordName: a VALU instruction of the mnemonic writes every bit of
// its destination dword (WritesWholeDword).
var wholeDwordName = NewNameFact(func(n string) bool {
	if strings.HasPrefix(n, "v_pk_") {
		return !strings.Contains(n, "mac") // packed math fills the dword
	}
	for _, part := range []string{"mac", "readlane", "writelane", "readfirstlane", "movrel", "swap", "v_cmp"} {
		if strings.Contains(n, part) {
			return false
		}
	}
	return !keeps16BitHigh[n]
})

// keeps16BitHigh: the VALU mnemonics with a 16-bit result that may keep
// the high half of the destination. Every other 16-bit VOP1/VOP2/VOP3
// result zeroes it on gfx9 (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest,
// through GFX9; GFX10 keeps it; ACO's instr_is_16bit agrees): v_add_f16,
// v_cvt_f16_f32, v_lshlrev_b16 and the like write the whole dword, as
// 32-bit results and the packing conversions (v_cvt_pk*, v_pack_b32_f16)
// do. gfx9 changed the accumulating and multiply-add forms to keep it:
// v_mac_f16, v_madak_f16, v_madmk_f16 (both compilers), v_mad_f16,
// v_mad_u16, v_mad_i16, v_fma_f16, v_div_fixup_f16 (ACO; LLVM says they
// zero it: taken as keeping it, the side on which the register's old value
// stays live), the mixed-precision mixlo/mixhi forms and v_interp_p2_f16;
// their *_legacy_* encodings and v_sat_pk_u8_i16, which LLVM does not list
// as zeroing, are taken as keeping it too.
var keeps16BitHigh = map[string]bool{
	"v_mac_f16": true, "v_madak_f16": true, "v_madmk_f16": true, "v_mad_f16": true, "v_mad_u16": true,
	"v_mad_i16": true, "v_fma_f16": true, "v_div_fixup_f16": true, "v_mad_mixlo_f16": true,
	"v_mad_mixhi_f16": true, "v_fma_mixlo_f16": true, "v_fma_mixhi_f16": true, "v_interp_p2_f16": true,
	"v_mad_legacy_f16": true, "v_mad_legacy_u16": true, "v_mad_legacy_i16": true, "v_fma_legacy_f16": true,
	"v_div_fixup_legacy_f16": true, "v_interp_p2_legacy_f16": true, "v_sat_pk_u8_i16": true,
}

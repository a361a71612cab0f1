package gfx9

// SCCNonZero lists the scalar ALU instructions that set SCC to whether
// their whole result (the destination's 32 or 64 bits) is not zero: the
// bitwise operations, shifts, bit-field extracts, bit counts and the
// others whose description in the Vega ISA manual ends in "SCC = (D != 0)".
// A compare of that result with zero for inequality, with no SCC write in
// between, repeats what SCC already holds. The other SCC writers set it
// differently and are not here: s_add/s_sub (carry or signed overflow),
// s_lshl1..4_add_u32 (carry), s_min/s_max (which source was taken), the
// saveexec/wrexec forms (the new EXEC, not their result), the compares.
// The executor's semantics are checked against every row
// (backend/exec TestSCCNonZeroRows); LLVM's optimizeCompareInstr rests on
// the same property (llvm-project PR 162352).
var SCCNonZero = map[string]bool{
	"s_and_b32": true, "s_and_b64": true,
	"s_or_b32": true, "s_or_b64": true,
	"s_xor_b32": true, "s_xor_b64": true,
	"s_andn2_b32": true, "s_andn2_b64": true,
	"s_orn2_b32": true, "s_orn2_b64": true,
	"s_nand_b32": true, "s_nand_b64": true,
	"s_nor_b32": true, "s_nor_b64": true,
	"s_xnor_b32": true, "s_xnor_b64": true,
	"s_not_b32": true, "s_not_b64": true,
	"s_lshl_b32": true, "s_lshl_b64": true,
	"s_lshr_b32": true, "s_lshr_b64": true,
	"s_ashr_i32": true, "s_ashr_i64": true,
	"s_bfe_u32": true, "s_bfe_i32": true, "s_bfe_u64": true, "s_bfe_i64": true,
	"s_bcnt0_i32_b32": true, "s_bcnt0_i32_b64": true,
	"s_bcnt1_i32_b32": true, "s_bcnt1_i32_b64": true,
	"s_abs_i32": true, "s_absdiff_i32": true,
	"s_wqm_b32": true, "s_wqm_b64": true,
	"s_quadmask_b32": true, "s_quadmask_b64": true,
}

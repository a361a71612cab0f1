package passes

// algebraicRules is the table the Algebraic pass rewrites by (the
// language is described at Algebraic). Rows are tried in order for each
// instruction of the pattern's root op; the first that matches wins.
//
// Rows without ~ are exact: the replacement computes the same bits as the
// pattern for every operand value under the IR's semantics (ir/arith.go),
// NaN payloads included. Rows with ~ apply only to fast instructions (not
// precise; see ir.Value.Fast) and may change a result within D3D's rules
// for refactoring, in the ways their trailing [kinds] say:
//
//   - nsz: the sign of a zero result (x + 0.0 → x gives -0 for x = -0);
//   - nan: a NaN's payload or sign (x * 1.0 → x keeps x's payload where
//     the multiply gives the canonical NaN);
//   - contract: fma(a, b, c) rounds once where a*b + c rounded twice; the
//     results differ by at most half an ulp of a*b (plus the final
//     rounding);
//   - reassoc: (a + c1) + c2 → a + (c1 + c2) rounds differently; each
//     reassociation differs by at most an ulp of the largest intermediate
//     value;
//   - arcp: a / c → a * (1/c) is within 1.5 ulp of the quotient.
//
// The tests check every row: each must fire on the text tests in
// testdata/algebraic, and on the operands it fired with, pattern and
// replacement are evaluated with the interpreter's arithmetic on random
// and special values — exact rows must agree bit for bit, ~ rows within
// the bound of their kind (algebraic_test.go).
var algebraicRules = []string{
	// ---- integer identities ----
	"(add a 0) => a",
	"(sub a 0) => a",
	"(sub a a) => 0",
	"(mul a 1) => a",
	"(mul a 0) => 0",
	"(mul a -1) => (sub 0 a)",
	"(mul a #c(pow2)) => (shl a (log2 #c))",
	"(udiv a 1) => a",
	"(sdiv a 1) => a",
	"(urem a 1) => 0",
	"(srem a 1) => 0",
	"(udiv a #c(pow2)) => (lshr a (log2 #c))",
	"(urem a #c(pow2)) => (and a (sub #c 1))",
	"(and a 0) => 0",
	"(and a -1) => a",
	"(and a a) => a",
	"(or a 0) => a",
	"(or a -1) => -1",
	"(or a a) => a",
	"(xor a 0) => a",
	"(xor a a) => 0",
	"(xor a -1) => (not a)",
	"(not (not a)) => a",
	"(shl a #c(noshift)) => a",
	"(lshr a #c(noshift)) => a",
	"(ashr a #c(noshift)) => a",
	"(smin a a) => a",
	"(smax a a) => a",
	"(umin a a) => a",
	"(umax a a) => a",
	"(umin a 0) => 0",
	"(umax a 0) => a",
	"(umin a -1) => a",
	"(umax a -1) => -1",
	"(sub 0 (sub 0 a)) => a",
	"(add a (sub 0 b)) => (sub a b)",
	"(sub a (sub 0 b)) => (add a b)",
	"(sub (add a b) b) => a",
	"(add (sub a b) b) => a",
	"(sub a (sub a b)) => b",

	// ---- constants gathered (wraparound arithmetic is a ring) ----
	"(add (add a #b) #c) => (add a (add #b #c))",
	"(add (sub a #b) #c) => (add a (sub #c #b))",
	"(sub (add a #b) #c) => (add a (sub #b #c))",
	"(sub (sub a #b) #c) => (sub a (add #b #c))",
	"(mul (mul a #b) #c) => (mul a (mul #b #c))",
	"(and (and a #b) #c) => (and a (and #b #c))",
	"(or (or a #b) #c) => (or a (or #b #c))",
	"(xor (xor a #b) #c) => (xor a (xor #b #c))",
	"(umin (umin a #b) #c) => (umin a (umin #b #c))",
	"(umax (umax a #b) #c) => (umax a (umax #b #c))",
	"(smin (smin a #b) #c) => (smin a (smin #b #c))",
	"(smax (smax a #b) #c) => (smax a (smax #b #c))",
	// constants move outward, so addresses become base + offset (the
	// backend folds the offset into the access) and neighbours share base
	"(mul (add a #b) #c) => (add (mul a #c) (mul #b #c))",
	"(mul (sub a #b) #c) => (sub (mul a #c) (mul #b #c))",
	"(shl (add a #b) #c) => (add (shl a #c) (shl #b #c))",
	"(add (add@i a #b) c(var)) => (add (add a c) #b) if oneuse(@i)",
	"(add (sub@i a #b) c(var)) => (sub (add a c) #b) if oneuse(@i)",
	"(sub (add@i a #b) c(var)) => (add (sub a c) #b) if oneuse(@i)",

	// ---- shifts and masks ----
	"(shl (shl a #b) #c) => (shl a (add #b #c)) if shiftsum(#b, #c)",
	"(lshr (lshr a #b) #c) => (lshr a (add #b #c)) if shiftsum(#b, #c)",
	"(lshr (shl a #c) #c) => (and a (lshr -1 #c))",
	"(shl (lshr a #c) #c) => (and a (shl -1 #c))",
	"(and a #c) => a if covers(a, #c)",
	"(umin a #c) => a if ule(a, #c)",

	// ---- bit tricks ----
	"(and (or a b) a) => a",
	"(or (and a b) a) => a",
	"(xor (xor a b) b) => a",
	"(and (not a) a) => 0",
	"(or (not a) a) => -1",
	"(xor (not a) a) => -1",

	// ---- comparisons ----
	"(icmp.P #c a(var)) => (icmp.swapP a #c)",
	"(icmp.P a a) => true if reflexive(P)",
	"(icmp.P a a) => false if !reflexive(P)",
	"(icmp.P a #c) => true if always(P, a, #c)",
	"(icmp.P a #c) => false if never(P, a, #c)",
	"(xor (icmp.P a b) true) => (icmp.notP a b)",
	"(xor (fcmp.P@c a b) true) => (fcmp.notP a b) if oneuse(@c)",
	"(not (icmp.P@c a b)) => (icmp.notP a b) if oneuse(@c)",
	"(not (fcmp.P@c a b)) => (fcmp.notP a b) if oneuse(@c)",
	"(xor (not a) true) => a if i1(a)",
	"(not (xor a true)) => a if i1(a)",
	// De Morgan where both negations fold (into inverted comparisons or
	// away): one instruction fewer
	"(not (and@x a b)) => (or (not a) (not b)) if oneuse(@x), negatable(a), negatable(b)",
	"(not (or@x a b)) => (and (not a) (not b)) if oneuse(@x), negatable(a), negatable(b)",
	"(icmp.ne (zext a) 0) => a if i1(a)",
	"(icmp.eq (zext a) 0) => (xor a true) if i1(a)",

	// ---- select ----
	"(select true a b) => a",
	"(select false a b) => b",
	"(select c a a) => a",
	"(select c true false) => c",
	"(select c false true) => (xor c true)",
	"(select (xor c true) a b) => (select c b a)",
	"(select c 1 0) => (zext c) if scalar(@)",
	"(select c -1 0) => (sext c) if scalar(@)",
	"(select c (select c a b) d) => (select c a d)",
	"(select c a (select c b d)) => (select c a d)",
	"(select c a false) => (and c a)",
	"(select c true b) => (or c b)",
	"(select c false b) => (and (xor c true) b)",
	"(select c a true) => (or (xor c true) a)",
	"(add (select@s c #a #b) #d) => (select c (add #a #d) (add #b #d)) if oneuse(@s)",
	"(mul (select@s c #a #b) #d) => (select c (mul #a #d) (mul #b #d)) if oneuse(@s)",
	"(and (select@s c #a #b) #d) => (select c (and #a #d) (and #b #d)) if oneuse(@s)",
	"(or (select@s c #a #b) #d) => (select c (or #a #d) (or #b #d)) if oneuse(@s)",
	// a compare of a select of constants is a select of booleans, which the
	// rows above make the condition, its negation or a constant (a switch's
	// case value compared again: `switch (x) { case 0: ... }`)
	"(icmp.P (select c #a #b) #d) => (select c (icmp.P #a #d) (icmp.P #b #d))",

	// ---- conversions ----
	"(trunc (zext a)) => a if sametype(a, @)",
	"(trunc (sext a)) => a if sametype(a, @)",
	"(trunc (zext a)) => (zext a) if narrower(a, @)",
	"(trunc (sext a)) => (sext a) if narrower(a, @)",
	"(trunc (zext a)) => (trunc a) if narrower(@, a)",
	"(trunc (sext a)) => (trunc a) if narrower(@, a)",
	"(trunc (trunc a)) => (trunc a)",
	"(zext (zext a)) => (zext a)",
	"(sext (sext a)) => (sext a)",
	"(sext (zext a)) => (zext a)",
	"(fptrunc (fpext a)) => a if sametype(a, @)",
	"(fpext (fpext a)) => (fpext a)",
	"(uitofp (zext a)) => (uitofp a)",
	"(sitofp (sext a)) => (sitofp a) if !i1(a)",
	"(bitcast (bitcast a)) => a if sametype(a, @)",
	"(bitcast (bitcast a)) => (bitcast a) if !sametype(a, @)",
	"(lo (pack a b)) => a",
	"(hi (pack a b)) => b",
	"(pack (lo a) (hi a)) => a if sametype(a, @)",
	// two 16-bit halves put together by shift and or are a pack (the
	// backend converts two floats straight into the halves)
	"(or (shl (zext a) 16) (zext b)) => (bitcast (pack b a)) if i32(@), i16(a), i16(b)",
	"(pack (bitcast a) (bitcast b)) => (bitcast (pack a b)) if f16(a), f16(b)",

	// ---- floats: exact ----
	"(fneg (fneg a)) => a",
	"(fabs (fabs a)) => (fabs a)",
	"(fabs (fneg a)) => (fabs a)",
	"(fmul (fneg a) (fneg b)) => (fmul a b)",
	"(fmul (fneg a) #c) => (fmul a (fneg #c))",
	"(fadd a (fneg b)) => (fsub a b)",
	"(fsub a (fneg b)) => (fadd a b)",
	"(fdiv a #c(recipexact)) => (fmul a (fdiv 1.0 #c))",
	"(fmin (fmin a #b) #c) => (fmin a (fmin #b #c))",
	"(fmax (fmax a #b) #c) => (fmax a (fmax #b #c))",
	"(fmax a #c) => a if atleast(a, #c)",
	"(fmin a #c) => a if atmost(a, #c)",

	// ---- floats: fast only ----
	"(~fmul a 1.0) => a [nan]",
	"(~fmul a -1.0) => (fneg a) [nan]",
	"(~fadd a 0.0) => a [nsz,nan]",
	"(~fadd a -0.0) => a [nan]",
	"(~fsub a 0.0) => a [nan]",
	"(~fsub a -0.0) => a [nsz,nan]",
	"(~fsub 0.0 a) => (fneg a) [nsz,nan]",
	"(~fsub -0.0 a) => (fneg a) [nan]",
	"(~fneg (fmul a #c)) => (fmul a (fneg #c)) [nan]",
	"(~fneg (fsub a b)) => (fsub b a) [nsz,nan]",
	"(~fdiv a #c) => (fmul a (fdiv 1.0 #c)) [arcp]",
	// a power in the divisor (pow(x, y) is exp2(y * log2(x))): 1/2^b is
	// 2^-b, one exp2 and a multiply where the quotient needed a division
	"(~fdiv a (~exp2 b)) => (fmul a (exp2 (fneg b))) [arcp]",
	"(~fdiv a (~sqrt b)) => (fmul a (rsqrt b)) [arcp]",
	// the division's exact steps scale a divisor above 2^96 so that its
	// reciprocal stays normal; D3D bounds the error only for divisors
	// up to 2^126, and a fast division may skip the scaling: one v_rcp
	// and one v_mul (GVN shares the reciprocal of a divisor)
	"(~fdiv a b) => (fmul a (rcp b)) if rcptype(@) [arcp]",
	"(~fadd (~fadd a #b) #c) => (fadd a (fadd #b #c)) [reassoc]",
	"(~fmul (~fmul a #b) #c) => (fmul a (fmul #b #c)) [reassoc]",
	"(~fadd (~fadd@i a #b) c(var)) => (fadd (fadd a c) #b) if oneuse(@i) [reassoc]",
	// contraction into fma (v_fma_*: one rounding)
	"(~fadd (~fmul@m a b) c) => (fma a b c) if oneuse(@m), contractible(@, a, b, c) [contract]",
	"(~fsub (~fmul@m a b) #c) => (fma a b (fneg #c)) if oneuse(@m), contractible(@, a, b, #c) [contract]",
	"(~fsub c (~fmul@m #k b)) => (fma (fneg #k) b c) if oneuse(@m), contractible(@, #k, b, c) [contract]",

	// ---- wave operations on wave-uniform values ----
	"(wave.readfirst a(uniform)) => a",
	"(wave.readlane a(uniform) b) => a",
	"(wave.any a(uniform)) => a",
	"(wave.all a(uniform)) => a",
	"(wave.allequal a(uniform)) => true",
	"(wave.reduce.umin a(uniform)) => a",
	"(wave.reduce.umax a(uniform)) => a",
	"(wave.reduce.smin a(uniform)) => a",
	"(wave.reduce.smax a(uniform)) => a",
	"(wave.reduce.and a(uniform)) => a",
	"(wave.reduce.or a(uniform)) => a",
	"(wave.reduce.add a(uniform)) => (mul a (wave.countbits true)) if i32(a)",
	"(wave.ballot false) => 0",
	"(wave.countbits false) => 0",
}

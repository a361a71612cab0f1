// Command fastgen writes backend/exec/fast_gen.go: the executor's
// whole-wave VALU operations that compute each lane from that lane of
// their sources alone, from the table below, as loops over the 64 lanes
// unrolled eight times (Go does not vectorize; unrolling removes most of
// the loop overhead, about half the time of such an operation).
//
// The operations with an AVX2 form (the avx column) are also written as
// amd64 assembly, fast_amd64.s, declared with their Go fallbacks in
// fast_gen_amd64.go; fast_amd64.go uses them when the CPU has AVX2.
//
// Usage (from backend/exec): go run ./internal/fastgen -o fast_gen.go
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"regexp"
	"strings"
)

// laneOp is one operation: its result for one lane as a Go expression of
// that lane's sources a, b and c (uint32 words), or as statements (body)
// that assign it to R, with temporaries of their own. fp: the result
// depends on the denormal mode; ieee: it is the IEEE-mode result (see
// fastOp).
type laneOp struct {
	name, expr, body string
	fp, ieee         bool
	// avx: the operation on AVX2 registers (amd64, fast_amd64.s), when it
	// has a bit-identical vector form: Go assembler lines that compute the
	// result in Y0 from the sources in Y0, Y1 and Y2 (the constant
	// registers of avxConsts are set). Integer operations take eight lanes
	// a step; float ones (avxF64) four, widened to float64 as the Go body
	// does, and the lanes that need the Go body's other branch (avxCheck)
	// are left to it.
	avx      string
	avxF64   bool
	avxCheck string // avxF64: "nan" (a NaN result) or "fma" (fmaLane's slow cases)
}

var ops = []laneOp{
	{name: "v_mov_b32", expr: "a"},
	{name: "v_not_b32", expr: "^a", avx: "VPXOR Y13, Y0, Y0"},
	{name: "v_bfrev_b32", expr: "bits.Reverse32(a)"},
	{name: "v_add_u32", expr: "a + b", avx: "VPADDD Y1, Y0, Y0"},
	{name: "v_sub_u32", expr: "a - b", avx: "VPSUBD Y1, Y0, Y0"},
	{name: "v_subrev_u32", expr: "b - a", avx: "VPSUBD Y0, Y1, Y0"},
	{name: "v_and_b32", expr: "a & b", avx: "VPAND Y1, Y0, Y0"},
	{name: "v_or_b32", expr: "a | b", avx: "VPOR Y1, Y0, Y0"},
	{name: "v_xor_b32", expr: "a ^ b", avx: "VPXOR Y1, Y0, Y0"},
	{name: "v_xnor_b32", expr: "^(a ^ b)", avx: "VPXOR Y1, Y0, Y0; VPXOR Y13, Y0, Y0"},
	{name: "v_lshlrev_b32", expr: "b << (a & 31)", avx: "VPAND Y15, Y0, Y0; VPSLLVD Y0, Y1, Y0"},
	{name: "v_lshrrev_b32", expr: "b >> (a & 31)", avx: "VPAND Y15, Y0, Y0; VPSRLVD Y0, Y1, Y0"},
	{name: "v_ashrrev_i32", expr: "uint32(int32(b) >> (a & 31))", avx: "VPAND Y15, Y0, Y0; VPSRAVD Y0, Y1, Y0"},
	{name: "v_mul_lo_u32", expr: "a * b", avx: "VPMULLD Y1, Y0, Y0"},
	{name: "v_mul_hi_u32", expr: "uint32(uint64(a) * uint64(b) >> 32)"},
	{name: "v_mul_hi_i32", expr: "uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32)"},
	{name: "v_mul_u32_u24", expr: "(a & 0xffffff) * (b & 0xffffff)", avx: "VPAND Y12, Y0, Y0; VPAND Y12, Y1, Y1; VPMULLD Y1, Y0, Y0"},
	{name: "v_mul_i32_i24", expr: "uint32(sx24(a) * sx24(b))"},
	{name: "v_min_u32", expr: "min(a, b)", avx: "VPMINUD Y1, Y0, Y0"},
	{name: "v_max_u32", expr: "max(a, b)", avx: "VPMAXUD Y1, Y0, Y0"},
	{name: "v_min_i32", expr: "uint32(min(int32(a), int32(b)))", avx: "VPMINSD Y1, Y0, Y0"},
	{name: "v_max_i32", expr: "uint32(max(int32(a), int32(b)))", avx: "VPMAXSD Y1, Y0, Y0"},
	{name: "v_bcnt_u32_b32", expr: "uint32(bits.OnesCount32(a)) + b"},
	{name: "v_add3_u32", expr: "a + b + c", avx: "VPADDD Y1, Y0, Y0; VPADDD Y2, Y0, Y0"},
	{name: "v_xad_u32", expr: "(a ^ b) + c", avx: "VPXOR Y1, Y0, Y0; VPADDD Y2, Y0, Y0"},
	{name: "v_lshl_add_u32", expr: "a<<(b&31) + c", avx: "VPAND Y15, Y1, Y1; VPSLLVD Y1, Y0, Y0; VPADDD Y2, Y0, Y0"},
	{name: "v_add_lshl_u32", expr: "(a + b) << (c & 31)", avx: "VPADDD Y1, Y0, Y0; VPAND Y15, Y2, Y2; VPSLLVD Y2, Y0, Y0"},
	{name: "v_lshl_or_b32", expr: "a<<(b&31) | c", avx: "VPAND Y15, Y1, Y1; VPSLLVD Y1, Y0, Y0; VPOR Y2, Y0, Y0"},
	{name: "v_and_or_b32", expr: "a&b | c", avx: "VPAND Y1, Y0, Y0; VPOR Y2, Y0, Y0"},
	{name: "v_or3_b32", expr: "a | b | c", avx: "VPOR Y1, Y0, Y0; VPOR Y2, Y0, Y0"},
	{name: "v_mad_u32_u24", expr: "(a&0xffffff)*(b&0xffffff) + c", avx: "VPAND Y12, Y0, Y0; VPAND Y12, Y1, Y1; VPMULLD Y1, Y0, Y0; VPADDD Y2, Y0, Y0"},
	{name: "v_mad_i32_i24", expr: "uint32(sx24(a)*sx24(b)) + c"},
	{name: "v_bfe_u32", expr: "bfeU(a, b, c)"},
	{name: "v_bfe_i32", expr: "bfeI(a, b, c)"},
	{name: "v_bfi_b32", expr: "a&b | ^a&c", avx: "VPAND Y1, Y0, Y3; VPANDN Y2, Y0, Y0; VPOR Y3, Y0, Y0"},
	{name: "v_alignbit_b32", expr: "uint32((uint64(a)<<32 | uint64(b)) >> (c & 31))"},
	{name: "v_cvt_f32_u32", expr: "math.Float32bits(float32(a))"},
	{name: "v_cvt_f32_i32", expr: "math.Float32bits(float32(int32(a)))", avx: "VCVTDQ2PS Y0, Y0"},
	{name: "v_cvt_f32_ubyte0", expr: "math.Float32bits(float32(a & 0xff))", avx: "VPAND Y14, Y0, Y0; VCVTDQ2PS Y0, Y0"},
	{name: "v_cvt_f32_ubyte1", expr: "math.Float32bits(float32(a >> 8 & 0xff))", avx: "VPSRLD $8, Y0, Y0; VPAND Y14, Y0, Y0; VCVTDQ2PS Y0, Y0"},
	{name: "v_cvt_f32_ubyte2", expr: "math.Float32bits(float32(a >> 16 & 0xff))", avx: "VPSRLD $16, Y0, Y0; VPAND Y14, Y0, Y0; VCVTDQ2PS Y0, Y0"},
	{name: "v_cvt_f32_ubyte3", expr: "math.Float32bits(float32(a >> 24))", avx: "VPSRLD $24, Y0, Y0; VCVTDQ2PS Y0, Y0"},
	{name: "v_cvt_u32_f32", expr: "uint32(cvtU32(ff(a)))", fp: true},
	{name: "v_cvt_i32_f32", expr: "uint32(cvtI32(ff(a)))", fp: true},
	// f32 arithmetic as float.go's add32... and fast.go's fmaLane compute
	// it, inlined (the functions are too large for Go to inline).
	{name: "v_add_f32", body: "if r := ff(a) + ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true, avx: "VADDPD Y1, Y0, Y0", avxF64: true, avxCheck: "nan"},
	{name: "v_sub_f32", body: "if r := ff(a) - ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true, avx: "VSUBPD Y1, Y0, Y0", avxF64: true, avxCheck: "nan"},
	{name: "v_subrev_f32", body: "if r := ff(b) - ff(a); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true, avx: "VSUBPD Y0, Y1, Y0", avxF64: true, avxCheck: "nan"},
	{name: "v_mul_f32", body: "if r := ff(a) * ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true, avx: "VMULPD Y1, Y0, Y0", avxF64: true, avxCheck: "nan"},
	// v_mad_f32 flushes f32 denormals whatever the mode (float.go's mad32)
	{name: "v_mad_f32", expr: "mad32(a, b, c)"},
	{name: "v_fma_f32", body: `p := ff(a) * ff(b)
		s := p + ff(c)
		if u := math.Float64bits(s); u&0x1fffffff == 0x10000000 || u&0x7ff0000000000000-(1023-126)<<52 >= (128+126)<<52 && u<<1 != 0 {
			R = fmaSlow(a, b, c, p, s)
		} else {
			R = math.Float32bits(float32(s))
		}`, fp: true, avx: "VMULPD Y1, Y0, Y0; VADDPD Y2, Y0, Y0", avxF64: true, avxCheck: "fma"},
	{name: "v_min_f32", expr: "minMaxIEEE32(a, b, fminf)", fp: true, ieee: true},
	{name: "v_max_f32", expr: "minMaxIEEE32(a, b, fmaxf)", fp: true, ieee: true},
	{name: "v_rcp_f32", expr: "fb(1 / ff(a))", fp: true},
	{name: "v_sqrt_f32", body: "if r := math.Sqrt(ff(a)); r == r { R = fb(r) } else { R = nanResult(r, a) }", fp: true},
	{name: "v_floor_f32", expr: "fb(math.Floor(ff(a)))", fp: true},
	{name: "v_trunc_f32", expr: "fb(math.Trunc(ff(a)))", fp: true},
}

// aliases run the same loop as another operation.
var aliases = map[string]string{
	"v_fmac_f32":  "v_fma_f32",
	"v_mac_f32":   "v_mad_f32",
	"v_madmk_f32": "v_mad_f32",
	"v_madak_f32": "v_mad_f32",
}

const unroll = 8

var srcRE = regexp.MustCompile(`\b[abc]\b`)

func main() {
	out := flag.String("o", "fast_gen.go", "output file")
	asmOut := flag.String("asm", "fast_amd64.s", "output file of the AVX2 assembly")
	declOut := flag.String("decl", "fast_gen_amd64.go", "output file of its Go declarations")
	flag.Parse()
	writeAVX(*asmOut, *declOut)
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/fastgen; DO NOT EDIT.\n\npackage exec\n\nimport (\n\t\"math\"\n\t\"math/bits\"\n)\n\n")
	b.WriteString("var _, _ = math.Float32bits, bits.Reverse32\n\n")
	fn := func(name string) string { return "lanes_" + name }
	for _, op := range ops {
		used := map[string]bool{}
		for _, m := range srcRE.FindAllString(op.expr+op.body, -1) {
			used[m] = true
		}
		fmt.Fprintf(&b, "// %s: %s\nfunc %s(dp, ap, bp, cp *[64]uint32) {\n", fn(op.name), strings.ReplaceAll(op.expr+op.body, "\n", " "), fn(op.name))
		if op.expr == "a" {
			b.WriteString("\t*dp = *ap\n}\n\n")
			continue
		}
		fmt.Fprintf(&b, "\tfor l := 0; l < 64; l += %d {\n\t\td := (*[%d]uint32)(dp[l:])\n", unroll, unroll)
		for _, s := range []string{"a", "b", "c"} {
			if used[s] {
				fmt.Fprintf(&b, "\t\t%s := (*[%d]uint32)(%sp[l:])\n", s, unroll, s)
			}
		}
		for i := 0; i < unroll; i++ {
			lane := func(s string) string { return fmt.Sprintf("%s[%d]", s, i) }
			if op.body != "" {
				body := srcRE.ReplaceAllStringFunc(op.body, lane)
				body = regexp.MustCompile(`\bR\b`).ReplaceAllString(body, fmt.Sprintf("d[%d]", i))
				fmt.Fprintf(&b, "\t\t{\n%s\n}\n", body)
				continue
			}
			fmt.Fprintf(&b, "\t\td[%d] = %s\n", i, srcRE.ReplaceAllStringFunc(op.expr, lane))
		}
		b.WriteString("\t}\n}\n\n")
	}
	b.WriteString("// laneOps are the generated whole-wave operations by mnemonic.\nvar laneOps = map[string]fastOp{\n")
	entry := func(name string, op laneOp) {
		fmt.Fprintf(&b, "\t%q: {f: %s, fp: %v, ieee: %v},\n", name, fn(op.name), op.fp, op.ieee)
	}
	byName := map[string]laneOp{}
	for _, op := range ops {
		byName[op.name] = op
		entry(op.name, op)
	}
	for _, a := range sortedKeys(aliases) {
		entry(a, byName[aliases[a]])
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("gofmt: %v\n%s", err, b.String())
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

func sortedKeys(m map[string]string) []string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	for i := range k {
		for j := i + 1; j < len(k); j++ {
			if strings.Compare(k[j], k[i]) < 0 {
				k[i], k[j] = k[j], k[i]
			}
		}
	}
	return k
}

// Constant registers of the AVX2 forms: dwords in Y12-Y15, quadwords (the
// float checks) in Y8-Y11.
var avxConsts = []struct {
	reg  string
	val  uint64
	quad bool
}{
	{"Y15", 31, false}, {"Y14", 0xff, false}, {"Y13", 0xffffffff, false}, {"Y12", 0xffffff, false},
	{"Y11", 0x1fffffff, true}, {"Y10", 0x10000000, true}, {"Y9", 0x7ff0000000000000, true}, {"Y8", (1023 - 126) << 52, true}, {"Y7", (1023+128)<<52 - 1, true},
}

// avxChecks are the float forms' tests for lanes the Go body must compute:
// from the float64 result in Y0, a lane mask in Y3 (all ones where the
// lane needs Go).
var avxChecks = map[string]string{
	// a NaN result (nanResult picks the NaN)
	"nan": "VCMPPD $3, Y0, Y0, Y3",
	// fmaLane's test: an f32 tie, or outside the f32 normal range and not zero
	"fma": `VPAND Y11, Y0, Y3
	VPCMPEQQ Y10, Y3, Y3
	VPAND Y9, Y0, Y4
	VPCMPGTQ Y4, Y8, Y5
	VPCMPGTQ Y7, Y4, Y4
	VPOR Y5, Y4, Y4
	VPSLLQ $1, Y0, Y5
	VPXOR Y6, Y6, Y6
	VPCMPEQQ Y6, Y5, Y5
	VPANDN Y4, Y5, Y4
	VPOR Y4, Y3, Y3`,
}

// writeAVX writes the AVX2 forms of the operations: each is
// func(dp, ap, bp, cp *[64]uint32), or for float ones a function that
// returns the lanes it left to Go, wrapped by a Go function that computes
// them with the operation's Go body.
func writeAVX(asmPath, declPath string) {
	var a, g bytes.Buffer
	a.WriteString("// Code generated by internal/fastgen; DO NOT EDIT.\n\n//go:build !purego\n\n#include \"textflag.h\"\n\n")
	g.WriteString("// Code generated by internal/fastgen; DO NOT EDIT.\n\n//go:build !purego\n\npackage exec\n\nimport (\n\t\"math\"\n\t\"math/bits\"\n)\n\n")
	g.WriteString("var _, _ = math.Float32bits, bits.Reverse32\n\n")
	var names []string
	for _, op := range ops {
		if op.avx == "" {
			continue
		}
		names = append(names, op.name)
		body := strings.ReplaceAll(op.avx, "; ", "\n\t")
		used := map[string]bool{}
		for _, m := range srcRE.FindAllString(op.expr+op.body, -1) {
			used[m] = true
		}
		sym := "avx2_" + op.name
		frame := "$0-32"
		if op.avxF64 {
			frame = "$0-40"
		}
		fmt.Fprintf(&a, "// func %s(dp, ap, bp, cp *[64]uint32)", sym)
		if op.avxF64 {
			a.WriteString(" (goLanes uint64)")
		}
		fmt.Fprintf(&a, "\nTEXT ·%s(SB), NOSPLIT, %s\n", sym, frame)
		a.WriteString("\tMOVQ dp+0(FP), DI\n\tMOVQ ap+8(FP), SI\n\tMOVQ bp+16(FP), DX\n\tMOVQ cp+24(FP), CX\n")
		text := body
		if op.avxF64 {
			text += avxChecks[op.avxCheck]
		}
		for _, c := range avxConsts {
			if !strings.Contains(text, c.reg+",") {
				continue
			}
			x := "X" + c.reg[1:]
			if c.quad {
				fmt.Fprintf(&a, "\tMOVQ $%#x, AX\n\tVMOVQ AX, %s\n\tVPBROADCASTQ %s, %s\n", c.val, x, x, c.reg)
			} else {
				fmt.Fprintf(&a, "\tMOVL $%#x, AX\n\tVMOVD AX, %s\n\tVPBROADCASTD %s, %s\n", c.val, x, x, c.reg)
			}
		}
		if !op.avxF64 {
			for off := 0; off < 256; off += 32 {
				for i, s := range []string{"a", "b", "c"} {
					if used[s] {
						fmt.Fprintf(&a, "\tVMOVDQU %d(%s), Y%d\n", off, []string{"SI", "DX", "CX"}[i], i)
					}
				}
				fmt.Fprintf(&a, "\t%s\n\tVMOVDQU Y0, %d(DI)\n", body, off)
			}
			a.WriteString("\tVZEROUPPER\n\tRET\n\n")
			fmt.Fprintf(&g, "//go:noescape\nfunc %s(dp, ap, bp, cp *[64]uint32)\n\n", sym)
			continue
		}
		// Four lanes a step: a step with a lane for Go stores nothing and
		// leaves all four to it, so that they read their sources unchanged
		// when the destination is one of them.
		a.WriteString("\tXORQ R8, R8\n")
		for step := 0; step < 16; step++ {
			off := step * 16
			for i, s := range []string{"a", "b", "c"} {
				if used[s] {
					fmt.Fprintf(&a, "\tVCVTPS2PD %d(%s), Y%d\n", off, []string{"SI", "DX", "CX"}[i], i)
				}
			}
			fmt.Fprintf(&a, "\t%s\n\t%s\n\tVMOVMSKPD Y3, AX\n\tTESTL AX, AX\n\tJNZ go%d\n", body, avxChecks[op.avxCheck], step)
			fmt.Fprintf(&a, "\tVCVTPD2PSY Y0, X0\n\tVMOVUPS X0, %d(DI)\n\tJMP next%d\ngo%d:\n\tMOVQ $%#x, AX\n\tORQ AX, R8\nnext%d:\n", off, step, step, uint64(0xf)<<(4*step), step)
		}
		a.WriteString("\tVZEROUPPER\n\tMOVQ R8, goLanes+32(FP)\n\tRET\n\n")
		fmt.Fprintf(&g, "//go:noescape\nfunc %s(dp, ap, bp, cp *[64]uint32) (goLanes uint64)\n\n", sym)
		fmt.Fprintf(&g, "// %s_fix is %s with the lanes it leaves computed by the Go body.\n", sym, sym)
		fmt.Fprintf(&g, "func %s_fix(dp, ap, bp, cp *[64]uint32) {\n\tfor m := %s(dp, ap, bp, cp); m != 0; m &= m - 1 {\n\t\tl := bits.TrailingZeros64(m)\n", sym, sym)
		lane := func(s string) string { return s + "p[l]" }
		if op.body != "" {
			b := srcRE.ReplaceAllStringFunc(op.body, lane)
			b = regexp.MustCompile(`\bR\b`).ReplaceAllString(b, "dp[l]")
			fmt.Fprintf(&g, "\t\t{\n%s\n}\n", b)
		} else {
			fmt.Fprintf(&g, "\t\tdp[l] = %s\n", srcRE.ReplaceAllStringFunc(op.expr, lane))
		}
		g.WriteString("\t}\n}\n\n")
	}
	g.WriteString("// avx2LaneOps are the AVX2 forms of laneOps' operations by mnemonic.\nvar avx2LaneOps = map[string]vop{\n")
	for _, n := range names {
		f := "avx2_" + n
		for _, op := range ops {
			if op.name == n && op.avxF64 {
				f += "_fix"
			}
		}
		fmt.Fprintf(&g, "\t%q: %s,\n", n, f)
		for _, al := range sortedKeys(aliases) {
			if aliases[al] == n {
				fmt.Fprintf(&g, "\t%q: %s,\n", al, f)
			}
		}
	}
	g.WriteString("}\n")
	src, err := format.Source(g.Bytes())
	if err != nil {
		log.Fatalf("gofmt: %v\n%s", err, g.String())
	}
	if err := os.WriteFile(declPath, src, 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(asmPath, a.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}

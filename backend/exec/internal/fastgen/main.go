// Command fastgen writes backend/exec/fast_gen.go: the executor's
// whole-wave VALU operations that compute each lane from that lane of
// their sources alone, from the table below, as loops over the 64 lanes
// unrolled eight times (Go does not vectorize; unrolling removes most of
// the loop overhead, about half the time of such an operation).
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
}

var ops = []laneOp{
	{name: "v_mov_b32", expr: "a"},
	{name: "v_not_b32", expr: "^a"},
	{name: "v_bfrev_b32", expr: "bits.Reverse32(a)"},
	{name: "v_add_u32", expr: "a + b"},
	{name: "v_sub_u32", expr: "a - b"},
	{name: "v_subrev_u32", expr: "b - a"},
	{name: "v_and_b32", expr: "a & b"},
	{name: "v_or_b32", expr: "a | b"},
	{name: "v_xor_b32", expr: "a ^ b"},
	{name: "v_xnor_b32", expr: "^(a ^ b)"},
	{name: "v_lshlrev_b32", expr: "b << (a & 31)"},
	{name: "v_lshrrev_b32", expr: "b >> (a & 31)"},
	{name: "v_ashrrev_i32", expr: "uint32(int32(b) >> (a & 31))"},
	{name: "v_mul_lo_u32", expr: "a * b"},
	{name: "v_mul_hi_u32", expr: "uint32(uint64(a) * uint64(b) >> 32)"},
	{name: "v_mul_hi_i32", expr: "uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32)"},
	{name: "v_mul_u32_u24", expr: "(a & 0xffffff) * (b & 0xffffff)"},
	{name: "v_mul_i32_i24", expr: "uint32(sx24(a) * sx24(b))"},
	{name: "v_min_u32", expr: "min(a, b)"},
	{name: "v_max_u32", expr: "max(a, b)"},
	{name: "v_min_i32", expr: "uint32(min(int32(a), int32(b)))"},
	{name: "v_max_i32", expr: "uint32(max(int32(a), int32(b)))"},
	{name: "v_bcnt_u32_b32", expr: "uint32(bits.OnesCount32(a)) + b"},
	{name: "v_add3_u32", expr: "a + b + c"},
	{name: "v_xad_u32", expr: "(a ^ b) + c"},
	{name: "v_lshl_add_u32", expr: "a<<(b&31) + c"},
	{name: "v_add_lshl_u32", expr: "(a + b) << (c & 31)"},
	{name: "v_lshl_or_b32", expr: "a<<(b&31) | c"},
	{name: "v_and_or_b32", expr: "a&b | c"},
	{name: "v_or3_b32", expr: "a | b | c"},
	{name: "v_mad_u32_u24", expr: "(a&0xffffff)*(b&0xffffff) + c"},
	{name: "v_mad_i32_i24", expr: "uint32(sx24(a)*sx24(b)) + c"},
	{name: "v_bfe_u32", expr: "bfeU(a, b, c)"},
	{name: "v_bfe_i32", expr: "bfeI(a, b, c)"},
	{name: "v_bfi_b32", expr: "a&b | ^a&c"},
	{name: "v_alignbit_b32", expr: "uint32((uint64(a)<<32 | uint64(b)) >> (c & 31))"},
	{name: "v_cvt_f32_u32", expr: "math.Float32bits(float32(a))"},
	{name: "v_cvt_f32_i32", expr: "math.Float32bits(float32(int32(a)))"},
	{name: "v_cvt_f32_ubyte0", expr: "math.Float32bits(float32(a & 0xff))"},
	{name: "v_cvt_f32_ubyte1", expr: "math.Float32bits(float32(a >> 8 & 0xff))"},
	{name: "v_cvt_f32_ubyte2", expr: "math.Float32bits(float32(a >> 16 & 0xff))"},
	{name: "v_cvt_f32_ubyte3", expr: "math.Float32bits(float32(a >> 24))"},
	{name: "v_cvt_u32_f32", expr: "uint32(cvtU32(ff(a)))", fp: true},
	{name: "v_cvt_i32_f32", expr: "uint32(cvtI32(ff(a)))", fp: true},
	// f32 arithmetic as float.go's add32... and fast.go's fmaLane compute
	// it, inlined (the functions are too large for Go to inline).
	{name: "v_add_f32", body: "if r := ff(a) + ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true},
	{name: "v_sub_f32", body: "if r := ff(a) - ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true},
	{name: "v_subrev_f32", body: "if r := ff(b) - ff(a); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true},
	{name: "v_mul_f32", body: "if r := ff(a) * ff(b); r == r { R = fb(r) } else { R = nanResult(r, a, b) }", fp: true},
	// v_mad_f32 flushes f32 denormals whatever the mode (float.go's mad32)
	{name: "v_mad_f32", expr: "mad32(a, b, c)"},
	{name: "v_fma_f32", body: `p := ff(a) * ff(b)
		s := p + ff(c)
		if u := math.Float64bits(s); u&0x1fffffff == 0x10000000 || u&0x7ff0000000000000-(1023-126)<<52 >= (128+126)<<52 && u<<1 != 0 {
			R = fmaSlow(a, b, c, p, s)
		} else {
			R = math.Float32bits(float32(s))
		}`, fp: true},
	{name: "v_min_f32", expr: "minMaxIEEE32(a, b, fminf)", fp: true, ieee: true},
	{name: "v_max_f32", expr: "minMaxIEEE32(a, b, fmaxf)", fp: true, ieee: true},
	{name: "v_rcp_f32", expr: "fb(1 / ff(a))", fp: true},
	{name: "v_sqrt_f32", expr: "fb(math.Sqrt(ff(a)))", fp: true},
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
	flag.Parse()
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

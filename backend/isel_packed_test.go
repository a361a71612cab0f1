package backend

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/frontend"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
)

// TestMin16Packing compiles the min16 shaders twice, with min16float in 16
// bits (packed by passes.Pack16) and in 32 bits (--min16float=f32), runs
// both on the executor against the interpreter of the same module, and
// checks that the 16-bit build uses v_pk_* instructions, that llvm-mc
// accepts it, and that it needs fewer VALU instructions than the 32-bit one
// (conversions between f16 and f32 aside: the 32-bit build of a min16float
// kernel that reads float data needs none).
func TestMin16Packing(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	for _, name := range []string{"min16_blend.hlsl", "min16_blur.hlsl", "min16_int.hlsl", "min16_loop.hlsl"} {
		t.Run(name, func(t *testing.T) {
			file := "testdata/run/" + name
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			specText, ulp := "", 0
			for _, l := range strings.Split(string(src), "\n") {
				if x, ok := strings.CutPrefix(l, "// RUN-SPEC:"); ok {
					specText += x
				}
				if x, ok := strings.CutPrefix(l, "// ULP:"); ok {
					ulp = atoi(strings.TrimSpace(x))
				}
			}
			spec, err := runspec.Parse([]byte(specText), "testdata/run")
			if err != nil {
				t.Fatal(err)
			}
			var mix [2]InstructionMix
			var asm [2]string
			var arith [2]int
			for k, f32 := range []bool{false, true} {
				res := frontend.Compile(file, src, frontend.Options{Entry: "main", Target: "cs_6_0"}, frontend.StageCheck)
				if res.Diags.HasErrors() {
					t.Fatalf("frontend: %v", res.Diags)
				}
				m, err := lower.Lower(res.Program, lower.Options{Min16AsF32: f32})
				if err != nil {
					t.Fatal(err)
				}
				out, err := Compile(m, "main", "gfx900")
				if err != nil {
					t.Fatal(err)
				}
				// the reference: the interpreter on the module Compile optimised,
				// the program the compiled code computes
				ref, err := interp.Run(m, spec, interp.Options{})
				if err != nil {
					t.Fatal(err)
				}
				mode := map[bool]string{false: "--min16float=f16", true: "--min16float=f32"}[f32]
				compareRun(t, m, out, spec, ref, ulp, mode)
				checkLLVMAccepts(t, mc, out.Assembly)
				rep, err := MakeReport(out)
				if err != nil {
					t.Fatal(err)
				}
				mix[k], asm[k], arith[k] = rep.Instructions, out.Assembly, arithmeticVALU(out.Func)
				if !f32 && packedTypes(m) == 0 {
					t.Errorf("nothing was packed in the optimised IR")
				}
			}
			if !strings.Contains(asm[0], "v_pk_") || mix[0].PackedVALU == 0 {
				t.Errorf("no v_pk_* instruction with min16float in 16 bits:\n%s", asm[0])
			}
			if strings.Contains(asm[1], "v_pk_") {
				t.Errorf("v_pk_* instructions with min16float in 32 bits:\n%s", asm[1])
			}
			if arith[0] >= arith[1] {
				t.Errorf("packed f16 needs %d VALU instructions besides f16/f32 conversions, f32 %d: packing should need fewer", arith[0], arith[1])
			}
			t.Logf("VALU: f16 %d (%d packed, %d besides conversions), f32 %d (%d)", mix[0].VALU, mix[0].PackedVALU, arith[0], mix[1].VALU, arith[1])
		})
	}
}

// packedTypes counts the instructions of packed type in the module.
func packedTypes(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Type.IsPacked() {
					n++
				}
			}
		}
	}
	return n
}

// TestMin16MixGFX906: on gfx906, f32 arithmetic on min16float values and
// constants reads the f16 values as v_fma_mix_f32 sources instead of
// converting them; run-checked on the executor against the interpreter,
// accepted by llvm-mc for gfx906, and fewer VALU instructions than gfx900
// (which converts).
func TestMin16MixGFX906(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	file := "testdata/run/min16_mix.hlsl"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	specText := ""
	for _, l := range strings.Split(string(src), "\n") {
		if x, ok := strings.CutPrefix(l, "// RUN-SPEC:"); ok {
			specText += x
		}
	}
	spec, err := runspec.Parse([]byte(specText), "testdata/run")
	if err != nil {
		t.Fatal(err)
	}
	valu := map[string]int{}
	for _, target := range []string{"gfx900", "gfx906"} {
		m := lowerHLSL(t, file, string(src))
		out, err := Compile(m, "main", target)
		if err != nil {
			t.Fatal(err)
		}
		// the reference: the interpreter on the module Compile optimised,
		// the program the compiled code computes
		ref, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatal(err)
		}
		compareRun(t, m, out, spec, ref, 0, target)
		dir := t.TempDir()
		s := dir + "/k.s"
		if err := os.WriteFile(s, []byte(out.Assembly), 0o644); err != nil {
			t.Fatal(err)
		}
		if o, err := runTool(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+target, "-filetype=obj", s, "-o", dir+"/k.o"); err != nil {
			t.Fatalf("llvm-mc rejects the %s assembly: %v\n%s\n%s", target, err, o, out.Assembly)
		}
		rep, err := MakeReport(out)
		if err != nil {
			t.Fatal(err)
		}
		valu[target] = rep.Instructions.VALU
		if has := strings.Contains(out.Assembly, "v_fma_mix_f32"); has != (target == "gfx906") {
			t.Errorf("%s: v_fma_mix_f32 in the assembly: %v\n%s", target, has, out.Assembly)
		}
	}
	if valu["gfx906"] >= valu["gfx900"] {
		t.Errorf("VALU instructions: gfx906 %d, gfx900 %d; the mixed forms should need fewer", valu["gfx906"], valu["gfx900"])
	}
	t.Logf("VALU: gfx906 %d, gfx900 %d", valu["gfx906"], valu["gfx900"])
}

// TestMin16RandomShaders compiles random min16float4 shaders (element-wise
// arithmetic with swizzles, broadcasts, negations, constants, min/max/mad,
// some of it under a divergent branch) and runs them on the executor
// against the interpreter: the packed selection (op_sel, neg, deferred
// packs and halves) must give the interpreter's bits; llvm-mc must accept
// the first ten.
func TestMin16RandomShaders(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	rng := rand.New(rand.NewSource(3))
	swz := []string{"", ".yxwz", ".xxzz", ".wzyx", ".xyxy", ".zwzw", ".yyww"}
	var in []string
	for k := 0; k < 64*8; k++ {
		in = append(in, fmt.Sprintf("%.3f", rng.Float64()*4-2))
	}
	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"In": {"f32": [`+strings.Join(in, ", ")+`]}, "Out": {"zero": 2048}}}`), ".")
	if err != nil {
		t.Fatal(err)
	}
	const shaders = 40
	withPk := 0
	for iter := 0; iter < shaders; iter++ {
		var b strings.Builder
		b.WriteString("StructuredBuffer<float4> In : register(t0);\nRWStructuredBuffer<float4> Out : register(u0);\n")
		b.WriteString("[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n")
		b.WriteString("\tmin16float4 v0 = (min16float4)In[id.x * 2];\n\tmin16float4 v1 = (min16float4)In[id.x * 2 + 1];\n")
		n := 2
		operand := func() string {
			if rng.Intn(6) == 0 {
				return fmt.Sprintf("%.2f", float64(rng.Intn(17)-8)/4)
			}
			k := n - 1 - rng.Intn(min(n, 4))
			if rng.Intn(10) == 0 { // a select with one condition for all lanes
				return fmt.Sprintf("((id.x & %d) != 0 ? v%d : v%d%s)", 1+rng.Intn(7), k, n-1-rng.Intn(min(n, 4)), swz[rng.Intn(len(swz))])
			}
			if rng.Intn(6) == 0 { // some lanes negated
				sign := func() string { return []string{"", "-"}[rng.Intn(2)] }
				return fmt.Sprintf("min16float4(%sv%d.x, %sv%d.y, %sv%d.z, %sv%d.w)", sign(), k, sign(), k, sign(), k, sign(), k)
			}
			s := fmt.Sprintf("v%d%s", k, swz[rng.Intn(len(swz))])
			if rng.Intn(5) == 0 {
				s = "-" + s
			}
			return s
		}
		for k := 0; k < 10; k++ {
			var e string
			switch rng.Intn(6) {
			case 0:
				e = operand() + " + " + operand()
			case 1:
				e = operand() + " - " + operand()
			case 2:
				e = operand() + " * " + operand()
			case 3:
				e = "min(" + operand() + ", " + operand() + ")"
			case 4:
				e = "max(" + operand() + ", " + operand() + ")"
			case 5:
				e = "mad(" + operand() + ", " + operand() + ", " + operand() + ")"
			}
			if rng.Intn(8) == 0 {
				fmt.Fprintf(&b, "\tmin16float4 v%d = v%d;\n\tif (id.x %% 3 == 1) v%d = %s;\n", n, n-1, n, e)
			} else {
				fmt.Fprintf(&b, "\tmin16float4 v%d = %s;\n", n, e)
			}
			n++
		}
		fmt.Fprintf(&b, "\tOut[id.x * 2] = (float4)v%d;\n\tOut[id.x * 2 + 1] = (float4)(v%d + v%d);\n}\n", n-1, n-2, n-3)
		src := b.String()
		m, ref, out := compileAndInterpret(t, "random.hlsl", src, spec, Options{})
		if strings.Contains(out.Assembly, "v_pk_") {
			withPk++
		}
		if iter < 10 {
			checkLLVMAccepts(t, mc, out.Assembly)
		}
		got := runCompiled(t, m, out, spec)
		for k, r := range m.Resources {
			if r.Writable && !bytes.Equal(got[k], ref.Data[k]) {
				t.Fatalf("iteration %d: %s differs from the interpreter\n%s\n%s", iter, r.Name, src, out.Assembly)
			}
		}
	}
	// some random programs fold to constants or scalar code
	if withPk < shaders*3/4 {
		t.Errorf("only %d of %d random shaders use v_pk_* instructions", withPk, shaders)
	}
	t.Logf("%d of %d random shaders use v_pk_* instructions", withPk, shaders)
}

// TestMin16IntRandomShaders: random min16uint2/min16int2 arithmetic on the
// 16-bit halves of uints (v_pk_*_u16/i16, shifts, swizzles, broadcasts,
// constants), packed back into uints, run on the executor against the
// interpreter.
func TestMin16IntRandomShaders(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	swz := []string{"", "", "", "", ".yx", ".yx", ".xx", ".yy"}
	var in []string
	for k := 0; k < 64*2; k++ {
		in = append(in, fmt.Sprint(rng.Uint32()))
	}
	spec, err := runspec.Parse([]byte(`{"dispatch": [1, 1, 1], "resources": {"In": {"u32": [`+strings.Join(in, ", ")+`]}, "Out": {"zero": 512}}}`), ".")
	if err != nil {
		t.Fatal(err)
	}
	const shaders = 30
	withPk := 0
	for iter := 0; iter < shaders; iter++ {
		var b strings.Builder
		b.WriteString("StructuredBuffer<uint2> In : register(t0);\nRWStructuredBuffer<uint2> Out : register(u0);\n")
		b.WriteString("[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tuint2 w = In[id.x];\n")
		b.WriteString("\tmin16uint2 v0 = min16uint2(w.x & 0xFFFF, w.x >> 16);\n\tmin16uint2 v1 = min16uint2(w.y & 0xFFFF, w.y >> 16);\n")
		n := 2
		operand := func() string {
			if rng.Intn(6) == 0 {
				return fmt.Sprint(rng.Intn(70))
			}
			return fmt.Sprintf("v%d%s", n-1-rng.Intn(min(n, 4)), swz[rng.Intn(len(swz))])
		}
		for k := 0; k < 10; k++ {
			var e string
			switch rng.Intn(8) {
			case 0:
				e = operand() + " + " + operand()
			case 1:
				e = operand() + " - " + operand()
			case 2:
				e = operand() + " * " + operand()
			case 3:
				e = fmt.Sprintf("%s << %d", operand(), rng.Intn(16))
			case 4:
				e = fmt.Sprintf("%s >> %d", operand(), rng.Intn(16))
			case 5:
				e = "min(" + operand() + ", " + operand() + ")"
			case 6:
				e = "(min16uint2)max((min16int2)" + operand() + ", (min16int2)" + operand() + ")"
			case 7:
				e = fmt.Sprintf("(min16uint2)((min16int2)%s >> %d)", operand(), rng.Intn(16))
			}
			fmt.Fprintf(&b, "\tmin16uint2 v%d = %s;\n", n, e)
			n++
		}
		var all []string
		for k := 2; k < n-1; k++ {
			all = append(all, fmt.Sprintf("v%d", k))
		}
		fmt.Fprintf(&b, "\tmin16uint2 r = v%d, s = %s;\n", n-1, strings.Join(all, " + "))
		b.WriteString("\tOut[id.x] = uint2((uint)r.x | ((uint)r.y << 16), (uint)s.x | ((uint)s.y << 16));\n}\n")
		src := b.String()
		m, ref, out := compileAndInterpret(t, "random.hlsl", src, spec, Options{})
		if strings.Contains(out.Assembly, "v_pk_") {
			withPk++
		}
		got := runCompiled(t, m, out, spec)
		for k, r := range m.Resources {
			if r.Writable && !bytes.Equal(got[k], ref.Data[k]) {
				t.Fatalf("iteration %d: %s differs from the interpreter\n%s\n%s", iter, r.Name, src, out.Assembly)
			}
		}
	}
	if withPk < shaders*3/4 {
		t.Errorf("only %d of %d random shaders use v_pk_* instructions", withPk, shaders)
	}
	t.Logf("%d of %d random shaders use v_pk_* instructions", withPk, shaders)
}

// arithmeticVALU counts the VALU instructions of f other than conversions
// between f16 and f32.
func arithmeticVALU(f *mir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			name := in.Inst.Name
			if gfx9.IsVALU(in) && !strings.HasPrefix(name, "v_cvt_f16_f32") && !strings.HasPrefix(name, "v_cvt_f32_f16") {
				n++
			}
		}
	}
	return n
}

package backend

import (
	"os"
	"strings"
	"testing"

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
// (the report's instruction mix).
func TestMin16Packing(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	for _, name := range []string{"min16_blend.hlsl", "min16_blur.hlsl", "min16_int.hlsl"} {
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
			for k, f32 := range []bool{false, true} {
				res := frontend.Compile(file, src, frontend.Options{Entry: "main", Target: "cs_6_0"}, frontend.StageCheck)
				if res.Diags.HasErrors() {
					t.Fatalf("frontend: %v", res.Diags)
				}
				m, err := lower.Lower(res.Program, lower.Options{Min16AsF32: f32})
				if err != nil {
					t.Fatal(err)
				}
				ref, err := interp.Run(m, spec, interp.Options{})
				if err != nil {
					t.Fatal(err)
				}
				out, err := Compile(m, "main", "gfx900")
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
				mix[k], asm[k] = rep.Instructions, out.Assembly
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
			if mix[0].VALU >= mix[1].VALU {
				t.Errorf("packed f16 needs %d VALU instructions, f32 %d: packing should need fewer", mix[0].VALU, mix[1].VALU)
			}
			t.Logf("VALU: f16 %d (%d packed), f32 %d", mix[0].VALU, mix[0].PackedVALU, mix[1].VALU)
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
		ref, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out, err := Compile(m, "main", target)
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

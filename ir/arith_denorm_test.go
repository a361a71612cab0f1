package ir

import (
	"math"
	"testing"
)

// TestEvalDenormFTZ checks DenormMode's rule, one row per kind of op:
// under ftz (and any), arithmetic reads denormal f32 operands as zeros of their sign
// and writes denormal f32 results as zeros of their sign; the bit-moving
// ops keep denormals; f16 and f64 are not affected. Each row also gives
// the result with denormals kept, which must differ where a denormal is
// involved (otherwise the row tests nothing).
func TestEvalDenormFTZ(t *testing.T) {
	den := uint64(0x000116c2)       // 1e-40
	negDen := den | 0x80000000      // -1e-40
	minNormal := uint64(0x00800000) // 2^-126
	two100 := f32b(0x1p100)
	f64tiny := math.Float64bits(1e-40)
	denF := math.Float32frombits(uint32(den))
	for _, c := range []struct {
		name          string
		op            Op
		aux           int64
		t, res        Type
		args          []uint64
		ftz, preserve uint64
	}{
		{"fmul reads a denormal as 0", OpFMul, 0, F32, F32, []uint64{den, two100}, 0, f32b(denF * 0x1p100)},
		{"fmul keeps the sign of the flushed operand", OpFMul, 0, F32, F32, []uint64{negDen, two100}, 0x80000000, f32b(-denF * 0x1p100)},
		{"fmul writes a denormal result as 0", OpFMul, 0, F32, F32, []uint64{minNormal, f32b(0.5)}, 0, 0x00400000},
		{"fadd of a denormal and 0", OpFAdd, 0, F32, F32, []uint64{den, 0}, 0, den},
		{"fma", OpFma, 0, F32, F32, []uint64{den, two100, f32b(1)}, f32b(1), f32b(1 + denF*0x1p100)},
		{"fmax", OpFMax, 0, F32, F32, []uint64{den, 0}, 0, den},
		{"fdiv", OpFDiv, 0, F32, F32, []uint64{den, f32b(0x1p-100)}, 0, f32b(denF * 0x1p100)},
		{"fdiv with a denormal quotient", OpFDiv, 0, F32, F32, []uint64{minNormal, f32b(4)}, 0, 0x00200000},
		{"fcmp reads a denormal as 0", OpFCmp, int64(PredOGt), F32, I1, []uint64{den, 0}, 0, 1},
		{"fpext from f32", OpFPExt, 0, F32, F64, []uint64{den}, 0, math.Float64bits(float64(math.Float32frombits(uint32(den))))},
		{"fptrunc to f32", OpFPTrunc, 0, F64, F32, []uint64{f64tiny}, 0, den},
		{"fneg keeps the bits", OpFNeg, 0, F32, F32, []uint64{den}, negDen, negDen},
		{"fabs keeps the bits", OpFAbs, 0, F32, F32, []uint64{negDen}, den, den},
		{"select keeps the bits", OpSelect, 0, I1, F32, []uint64{1, den, 0}, den, den},
		{"bitcast keeps the bits", OpBitcast, 0, F32, I32, []uint64{den}, den, den},
		{"f64 is not flushed", OpFAdd, 0, F64, F64, []uint64{f64tiny, 0}, f64tiny, f64tiny},
		{"f16 is not flushed", OpFAdd, 0, F16, F16, []uint64{1, 0}, 1, 1},
	} {
		// any is hlslc's choice: flush, as ftz
		for _, d := range []DenormMode{DenormFTZ, DenormAny} {
			if got := EvalOpIn(d, c.op, c.aux, c.t, c.res, c.args); got != c.ftz {
				t.Errorf("%s: %s gives %#x, want %#x", c.name, d, got, c.ftz)
			}
		}
		if got := EvalOpIn(DenormPreserve, c.op, c.aux, c.t, c.res, c.args); got != c.preserve {
			t.Errorf("%s: preserve gives %#x, want %#x", c.name, got, c.preserve)
		}
	}
}

// TestDenormModeText checks that the mode survives the text form and that
// a bad mode is a located error.
func TestDenormModeText(t *testing.T) {
	src := "denorm f32 ftz\n\nkernel @main numthreads(1, 1, 1) {\n^entry:\n  ret\n}\n"
	m, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if m.DenormF32 != DenormFTZ {
		t.Fatalf("parsed mode %s, want ftz", m.DenormF32)
	}
	if got := m.String(); got != src {
		t.Errorf("printed\n%s\nwant\n%s", got, src)
	}
	if _, err := Parse("denorm f32 dazzle\n"); err == nil || err.Error() != `1:12: error: unknown denormal mode "dazzle" (want any, preserve or ftz)` {
		t.Errorf("bad mode: %v", err)
	}
}

package gfx9

import (
	"fmt"
	"testing"
)

// TestInlineInt: the integers -16..64 have inline constant operands (ISA
// manual, "Scalar and vector source operands": 128..192 are 0..64,
// 193..208 are -1..-16) and no others; each prints, parses and encodes
// as that integer, and InlineInt maps the operand back.
func TestInlineInt(t *testing.T) {
	for k := int64(-20); k <= 70; k++ {
		v, ok := InlineInt(k)
		if ok != (k >= -16 && k <= 64) {
			t.Fatalf("InlineInt(%d): ok = %v", k, ok)
		}
		if !ok {
			continue
		}
		if got, ok := v.InlineInt(); !ok || got != k || !v.IsInline() {
			t.Errorf("InlineInt(%d) = code %d, which stands for %d (%v)", k, v.Code, got, ok)
		}
		in, err := ParseInstr(GFX900, fmt.Sprintf("s_mov_b32 s0, %d", k))
		if err != nil {
			t.Fatal(err)
		}
		if in.Ops[1] != v {
			t.Errorf("s_mov_b32 s0, %d parses to %+v, want %+v", k, in.Ops[1], v)
		}
		if got := RegName(v.Code, 1, TypeI32); got != fmt.Sprint(k) {
			t.Errorf("code %d prints as %q, want %d", v.Code, got, k)
		}
		w, err := EncodeWords(&in)
		if err != nil || len(w) != 1 || w[0]&0xff != v.Code {
			t.Errorf("s_mov_b32 s0, %d encodes as %08x (%v), want ssrc0 %d", k, w, err, v.Code)
		}
	}
	for _, c := range []uint32{127, 209, 240, 255} {
		if k, ok := (Value{Kind: ValReg, Code: c}).InlineInt(); ok {
			t.Errorf("code %d stands for the integer %d", c, k)
		}
	}
}

// TestScalarBFEOperand: s_bfe's second source holds the offset in bits
// 4:0 and the width in bits 22:16 (ISA manual, S_BFE_U32).
func TestScalarBFEOperand(t *testing.T) {
	for _, r := range []struct{ offset, width, want uint32 }{
		{0, 32, 0x200000}, {16, 4, 0x40010}, {14, 14, 0xe000e}, {31, 1, 0x1001f},
	} {
		if got := ScalarBFEOperand(r.offset, r.width); got != r.want {
			t.Errorf("ScalarBFEOperand(%d, %d) = %#x, want %#x", r.offset, r.width, got, r.want)
		}
	}
}

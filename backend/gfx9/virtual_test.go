package gfx9

import (
	"fmt"
	"strings"
	"testing"
)

// TestVirtualRegistersPastSixteenBits: virtual register units are not
// limited by a narrow operand code (issue 19: a 5000-case switch needed
// more than 2^16): a unit in the millions prints, parses back to the same
// value and, like every virtual register, never encodes.
func TestVirtualRegistersPastSixteenBits(t *testing.T) {
	for _, n := range []int{65000, 70000, 3_000_000} {
		v := Virtual(n, 2)
		line := fmt.Sprintf("s_mov_b64 %s, %s", RegName(v.Code, 2, TypeB64), RegName(Virtual(n+2, 2).Code, 2, TypeB64))
		if want := fmt.Sprintf("%%[%d:%d]", n, n+1); !strings.Contains(line, want) {
			t.Fatalf("unit %d prints as %q, want %s", n, line, want)
		}
		i, err := ParseInstr(GFX900, line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if i.Ops[0] != v || i.Ops[1] != Virtual(n+2, 2) {
			t.Fatalf("%q parses to %+v, %+v", line, i.Ops[0], i.Ops[1])
		}
		if _, err := Encode(&i); err == nil || !strings.Contains(err.Error(), "not allocated") {
			t.Fatalf("%q: encoding gives %v, want a virtual-register error", line, err)
		}
	}
	if _, err := ParseInstr(GFX900, fmt.Sprintf("s_mov_b32 %%%d, 0", MaxVirtualUnits)); err == nil {
		t.Fatalf("a virtual register past MaxVirtualUnits parsed")
	}
}

// TestEncodeRejectsWideCodes: a register code past the 9-bit source
// fields (which no register has) is an error, not bits spilling into the
// neighbouring field.
func TestEncodeRejectsWideCodes(t *testing.T) {
	i, err := ParseInstr(GFX900, "s_mov_b32 s1, s2")
	if err != nil {
		t.Fatal(err)
	}
	i.Ops[1].Code = 600
	if _, err := Encode(&i); err == nil || !strings.Contains(err.Error(), "9-bit") {
		t.Fatalf("code 600 encodes: %v", err)
	}
}

package llvm

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir"
)

// udivIR divides values with many sign bits (firstbitlow's -1 for 0, an
// arithmetic shift right of a negative value, a negative constant) as
// unsigned, a small non-negative value, and a non-negative constant (the
// only numerator that needs no hiding).
const udivIR = `structured @In ro stride 4
structured @Out rw stride 4

kernel @main numthreads(64, 1, 1) {
^entry:
  %i: i32 = id.dispatch x
  %o: i32 = shl %i, i32 2
  %x: i32 = load @In[%o], align 4
  %d0: i32 = and %i, i32 255
  %d: i32 = add %d0, i32 1
  %f: i32 = firstbitlow %x
  %r0: i32 = urem %f, %d
  %a: i32 = ashr %x, i32 9
  %r1: i32 = udiv %a, %d
  %r2: i32 = urem i32 -16, %d
  %r3: i32 = urem %d0, %d
  %s0: i32 = add %r0, %r1
  %s1: i32 = add %s0, %r2
  %r4: i32 = urem i32 1000, %d
  %s2: i32 = add %s1, %r3
  %s3: i32 = add %s2, %r4
  store @Out[%o], %s3, align 4
  ret
}
`

// TestUDivSignBits checks that the operands of unsigned divisions that
// llc-19 would misjudge as 24-bit values from their sign bits reach llc
// behind the opaque copy, so that llc keeps the exact 32-bit expansion (its
// 24-bit float expansion is recognisable by v_trunc_f32). Found by the
// differential fuzzer (testsuite/cases/fuzz_llvm_udiv_signbits.hlsl).
func TestUDivSignBits(t *testing.T) {
	m, err := ir.Parse(udivIR)
	if err != nil {
		t.Fatal(err)
	}
	text, err := ExportText(m)
	if err != nil {
		t.Fatal(err)
	}
	// the numerators but the non-negative constant, and all five divisors
	// (%d, not a constant)
	if n := strings.Count(text, `"=v,0"`); n != 4+5 {
		t.Errorf("want 4 hidden numerators and 5 hidden divisors, got %d:\n%s", n, text)
	}
	llc := tooltest.Need(t, "llc")
	dir := t.TempDir()
	ll := filepath.Join(dir, "udiv.ll")
	if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=asm", ll, "-o", "-").CombinedOutput()
	if err != nil {
		t.Fatalf("llc: %v\n%s", err, out)
	}
	// Only the urem of the constant 1000 may use the 24-bit expansion.
	if n := strings.Count(string(out), "v_trunc_f32"); n > 1 {
		t.Errorf("llc used its 24-bit division expansion %d times, want at most 1 (for the constant 1000):\n%s", n, out)
	}
}

// sdivIR divides and takes the remainder of the zero-extension of a 32-bit
// value whose top bit is set (the group index minus 32, with the index below
// 32) by a small positive divisor, as signed 64-bit values.
const sdivIR = `structured @Out rw stride 4

kernel @main numthreads(32, 1, 1) {
^entry:
  %i: i32 = id.index
  %n32: i32 = sub %i, i32 32
  %n: i64 = zext %n32
  %d0: i64 = zext %i
  %d: i64 = or %d0, i64 1
  %q: i64 = sdiv %n, %d
  %r: i64 = srem %n, %d
  %s: i64 = add %q, %r
  %o: i32 = shl %i, i32 2
  %t: i32 = trunc %s
  store @Out[%o], %t, align 4
  ret
}
`

// TestSDivSignBits checks that signed divisions reach llc behind the opaque
// copy too: llc-19 divided sdivIR's numerator (about 2^32) through its
// 24-bit float expansion and masked the quotient to 5 bits (the
// differential fuzzer's seeds 7050585 and 7055652). What llc then computes
// is checked on the executor by testsuite/cases/fuzz_llvm_sdiv64_zext.hlsl,
// which the suite runs on the LLVM path.
func TestSDivSignBits(t *testing.T) {
	m, err := ir.Parse(sdivIR)
	if err != nil {
		t.Fatal(err)
	}
	text, err := ExportText(m)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(text, `"=v,0"`); n != 4 {
		t.Errorf("want 2 hidden numerators and 2 hidden divisors, got %d:\n%s", n, text)
	}
}

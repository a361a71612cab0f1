package exec

import "math"

// intClampOps are the integer VALU operations whose VOP3 clamp bit
// saturates the result (ISA manual: "clamp" on integer add and subtract):
// the unsigned forms to [0, 2^n-1], the signed ones to the signed range,
// for n = 32 or 16. The carry-out of the _co forms is the unclamped one.
// llc uses them for llvm.uadd.sat/usub.sat (e.g. max(x, y) - y becomes
// "v_sub_u32_e64 ... clamp").
var intClampOps = map[string]laneFn{
	"v_add_u32":    usat2(32, func(a, b int64) int64 { return a + b }),
	"v_sub_u32":    usat2(32, func(a, b int64) int64 { return a - b }),
	"v_subrev_u32": usat2(32, func(a, b int64) int64 { return b - a }),
	"v_add_u16":    usat2(16, func(a, b int64) int64 { return a + b }),
	"v_sub_u16":    usat2(16, func(a, b int64) int64 { return a - b }),
	"v_subrev_u16": usat2(16, func(a, b int64) int64 { return b - a }),
	"v_add_i32":    ssat2(32, func(a, b int64) int64 { return a + b }),
	"v_sub_i32":    ssat2(32, func(a, b int64) int64 { return a - b }),
	"v_add_i16":    ssat2(16, func(a, b int64) int64 { return a + b }),
	"v_sub_i16":    ssat2(16, func(a, b int64) int64 { return a - b }),
	"v_add_co_u32": usatCarry(func(a, b int64, cin int64) int64 { return a + b }),
	"v_sub_co_u32": usatCarry(func(a, b int64, cin int64) int64 { return a - b }),
	"v_subrev_co_u32": usatCarry(func(a, b int64, cin int64) int64 {
		return b - a
	}),
	"v_addc_co_u32":    usatCarry(func(a, b int64, cin int64) int64 { return a + b + cin }),
	"v_subb_co_u32":    usatCarry(func(a, b int64, cin int64) int64 { return a - b - cin }),
	"v_subbrev_co_u32": usatCarry(func(a, b int64, cin int64) int64 { return b - a - cin }),
}

func satU(x int64, bits uint) uint64 {
	return uint64(min(max(x, 0), int64(1)<<bits-1))
}

func usat2(bits uint, f func(a, b int64) int64) laneFn {
	m := uint64(1)<<bits - 1
	return func(a, b, c uint64, cin bool) (uint64, bool) {
		return satU(f(int64(a&m), int64(b&m)), bits), false
	}
}

func ssat2(bits uint, f func(a, b int64) int64) laneFn {
	lo, hi := -int64(1)<<(bits-1), int64(1)<<(bits-1)-1
	m := uint64(1)<<bits - 1
	return func(a, b, c uint64, cin bool) (uint64, bool) {
		x := f(int64(sext(a&m, bits)), int64(sext(b&m, bits)))
		return uint64(min(max(x, lo), hi)) & m, false
	}
}

// usatCarry saturates a 32-bit unsigned add/sub with carry; the carry-out
// says whether the exact result left [0, 2^32-1].
func usatCarry(f func(a, b, cin int64) int64) laneFn {
	return func(a, b, c uint64, cin bool) (uint64, bool) {
		x := f(int64(uint32(a)), int64(uint32(b)), int64(b2u(cin)))
		return satU(x, 32), x < 0 || x > math.MaxUint32
	}
}

package backend

import (
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// TestInstrTemplates: an instruction of a shape seen before is the
// template with the new virtual registers, equal to a fresh parse; the
// same register twice is another shape than two registers, and
// inline constants are shapes of their own; overlapping registers and
// literals are not memoized.
func TestInstrTemplates(t *testing.T) {
	f := &mir.Func{Name: "t", Target: gfx9.GFX900}
	tps := &instrTemplates{}
	v := func(n, c int) gfx9.Value { return gfx9.Virtual(n, c) }
	cases := []struct {
		format string
		args   []any
	}{
		{"v_add_u32_e32 %s, %s, %s", []any{v(1, 1), v(2, 1), v(3, 1)}},
		{"v_add_u32_e32 %s, %s, %s", []any{v(7, 1), v(8, 1), v(9, 1)}}, // from the template
		{"v_add_u32_e32 %s, %s, %s", []any{v(7, 1), v(8, 1), v(8, 1)}}, // one register twice
		{"v_add_u32_e32 %s, %s, %s", []any{v(4, 1), v(5, 1), v(5, 1)}}, // from that template
		{"v_add_u32_e32 %s, %s, %s", []any{v(4, 1), gfx9.Value{Kind: gfx9.ValLiteral, Imm: 0x1234}, v(5, 1)}},
		{"v_add_u32_e32 %s, %s, %s", []any{v(4, 1), gfx9.Value{Kind: gfx9.ValLiteral, Imm: 0x4321}, v(6, 1)}},
		{"s_mov_b64 %s, %s", []any{v(10, 2), v(12, 2)}},
		{"s_mov_b64 %s, %s", []any{v(20, 2), v(22, 2)}},
		{"v_mad_u32_u24 %s, %s, %d, %s", []any{v(1, 1), v(2, 1), 3, v(3, 1)}},
		{"v_mad_u32_u24 %s, %s, %d, %s", []any{v(4, 1), v(5, 1), 3, v(6, 1)}},
	}
	for _, c := range cases {
		got := tps.build(f, c.format, c.args)
		require.Equal(t, mustParse(f, c.format, c.args...), got, "%s %v", c.format, c.args)
	}
	// an instruction without operands from the template, first or after
	// others: its operands as a parse gives them
	for _, tps := range []*instrTemplates{{}, tps} {
		for range 2 {
			require.Equal(t, mustParse(f, "s_barrier"), tps.build(f, "s_barrier", nil))
		}
	}
	k1, ok1 := templateKey(cases[0].format, cases[0].args)
	k2, ok2 := templateKey(cases[2].format, cases[2].args)
	require.True(t, ok1 && ok2)
	require.NotEqual(t, k1, k2, "the same register twice is another shape")
	require.NotNil(t, tps.byKey[k1])
	require.NotNil(t, tps.byKey[k2])
	_, ok := templateKey(cases[4].format, cases[4].args)
	require.False(t, ok, "literals are not memoized")
	k5, _ := templateKey("v_add_u32_e32 %s, %s, %s", []any{v(4, 1), gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeZero + 3, Count: 1}, v(5, 1)})
	k6, _ := templateKey("v_add_u32_e32 %s, %s, %s", []any{v(4, 1), gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeZero + 4, Count: 1}, v(5, 1)})
	require.NotEqual(t, k5, k6, "inline constants are part of the shape")
	_, ok = templateKey("s_mov_b64 %s, %s", []any{v(10, 2), v(11, 1)})
	require.False(t, ok, "overlapping registers are not memoized")
}

package backend

import (
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// sgprFunc parses a single-block function whose virtual registers are an
// SGPR quad %[0:3] (a buffer descriptor) and SGPRs %4..%(4+n-1).
func sgprFunc(t *testing.T, src string, n int) *mir.Func {
	t.Helper()
	f := &mir.Func{Name: "k", Target: gfx9.GFX900}
	f.NewVReg(mir.SGPR, 4)
	for k := 0; k < n; k++ {
		f.NewVReg(mir.SGPR, 1)
	}
	b := &mir.Block{}
	for _, l := range strings.Split(strings.TrimSpace(src), "\n") {
		i, err := gfx9.ParseInstr(gfx9.GFX900, l)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		b.Instrs = append(b.Instrs, i)
	}
	f.Blocks = []*mir.Block{b}
	return f
}

// TestMergeScalarLoads: text in, text out (after MergeScalarLoads and
// DeadCode). The new wide registers are numbered from %24.
func TestMergeScalarLoads(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"immediate offsets, out of order, 3 words of a buffer → x4 (the fourth unused)",
			"s_buffer_load_dword %4, %[0:3], 0x14\ns_buffer_load_dword %5, %[0:3], 0x10\ns_buffer_load_dword %6, %[0:3], 0x18\ns_add_u32 %7, %4, %5\ns_add_u32 %8, %7, %6\ns_mov_b32 m0, %8",
			"s_buffer_load_dwordx4 %[24:27], %[0:3], 0x10\ns_add_u32 %7, %25, %24\ns_add_u32 %8, %7, %26\ns_mov_b32 m0, %8"},
		{"3 words through a pointer → x2 + x1 (past them may be unmapped)",
			"s_load_dword %4, %[0:1], 0x14\ns_load_dword %5, %[0:1], 0x10\ns_load_dword %6, %[0:1], 0x18\ns_add_u32 %7, %4, %5\ns_add_u32 %8, %7, %6\ns_mov_b32 m0, %8",
			"s_load_dwordx2 %[24:25], %[0:1], 0x10\ns_load_dword %6, %[0:1], 0x18\ns_add_u32 %7, %25, %24\ns_add_u32 %8, %7, %6\ns_mov_b32 m0, %8"},
		{"7 words of a buffer → x8",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_buffer_load_dword %5, %[0:3], 0x4\ns_buffer_load_dword %6, %[0:3], 0x8\ns_buffer_load_dword %7, %[0:3], 0xc\ns_buffer_load_dword %8, %[0:3], 0x10\ns_buffer_load_dword %9, %[0:3], 0x14\ns_buffer_load_dword %10, %[0:3], 0x18\ns_add_u32 %11, %4, %10\ns_mov_b32 m0, %11",
			"s_buffer_load_dwordx8 %[24:31], %[0:3], 0x0\ns_add_u32 %11, %24, %30\ns_mov_b32 m0, %11"},
		{"register offsets base + 4k → x4, the unused adds go",
			"s_add_u32 %5, %4, 4\ns_add_u32 %6, %4, 8\ns_add_u32 %7, %4, 12\ns_buffer_load_dword %8, %[0:3], %4\ns_buffer_load_dword %9, %[0:3], %5\ns_buffer_load_dword %10, %[0:3], %6\ns_buffer_load_dword %11, %[0:3], %7\ns_add_u32 %12, %8, %11\ns_add_u32 %13, %9, %10\ns_add_u32 %14, %12, %13\ns_mov_b32 m0, %14",
			"s_buffer_load_dwordx4 %[24:27], %[0:3], %4\ns_add_u32 %12, %24, %27\ns_add_u32 %13, %25, %26\ns_add_u32 %14, %12, %13\ns_mov_b32 m0, %14"},
		{"a use of the first result between the loads: the merged load goes where the first was",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_mov_b32 m0, %4\ns_buffer_load_dword %5, %[0:3], 0x4\ns_mov_b32 m0, %5",
			"s_buffer_load_dwordx2 %[24:25], %[0:3], 0x0\ns_mov_b32 m0, %24\ns_mov_b32 m0, %25"},
		{"... also when the second's offset register is defined after the first: the merged load issues from the first's",
			"s_buffer_load_dword %4, %[0:3], %5\ns_mov_b32 m0, %4\ns_add_u32 %6, %5, 4\ns_buffer_load_dword %7, %[0:3], %6\ns_mov_b32 m0, %7",
			"s_buffer_load_dwordx2 %[24:25], %[0:3], %5\ns_mov_b32 m0, %24\ns_mov_b32 m0, %25"},
		{"... but not when the offset it would issue from, the lower dword's, is defined after the first",
			"s_add_u32 %6, %5, 4\ns_buffer_load_dword %4, %[0:3], %6\ns_mov_b32 m0, %4\ns_add_u32 %8, %5, 0\ns_buffer_load_dword %7, %[0:3], %8\ns_mov_b32 m0, %7",
			"s_add_u32 %6, %5, 4\ns_buffer_load_dword %4, %[0:3], %6\ns_mov_b32 m0, %4\ns_add_u32 %8, %5, 0\ns_buffer_load_dword %7, %[0:3], %8\ns_mov_b32 m0, %7"},
		{"... nor when it would move up more than maxScalarHoist instructions",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_mov_b32 m0, %4\n" + strings.Repeat("s_add_u32 %8, %9, %10\n", 16) + "s_buffer_load_dword %5, %[0:3], 0x4\ns_mov_b32 m0, %5",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_mov_b32 m0, %4\ns_buffer_load_dword %5, %[0:3], 0x4\ns_mov_b32 m0, %5"},
		{"... and when loads further down would: the run is of those near enough (uniform Load2s each read before the next, sebbbi/perftest loadRaw2dInvariant)",
			"s_buffer_load_dword %4, %[0:3], %5\ns_add_u32 %6, %5, 4\ns_buffer_load_dword %7, %[0:3], %6\ns_mov_b32 m0, %4\ns_mov_b32 m0, %7\n" +
				"s_add_u32 %8, %5, 8\ns_buffer_load_dword %9, %[0:3], %8\ns_add_u32 %10, %5, 12\ns_buffer_load_dword %11, %[0:3], %10\ns_mov_b32 m0, %9\ns_mov_b32 m0, %11\n" +
				strings.Repeat("s_mov_b32 m0, %19\n", 12) + "s_add_u32 %12, %5, 16\ns_buffer_load_dword %13, %[0:3], %12\ns_mov_b32 m0, %13",
			"s_buffer_load_dwordx4 %[24:27], %[0:3], %5\ns_mov_b32 m0, %24\ns_mov_b32 m0, %25\ns_mov_b32 m0, %26\ns_mov_b32 m0, %27\n" +
				strings.Repeat("s_mov_b32 m0, %19\n", 12) + "s_add_u32 %12, %5, 16\ns_buffer_load_dword %13, %[0:3], %12\ns_mov_b32 m0, %13"},
		{"... and the run ends before a wide load that would issue from an offset defined after the first load (the ninth dword's here)",
			"s_add_u32 %6, %5, 4\ns_buffer_load_dword %4, %[0:3], %5\ns_mov_b32 m0, %4\ns_buffer_load_dword %7, %[0:3], %6\n" +
				"s_add_u32 %8, %5, 8\ns_buffer_load_dword %9, %[0:3], %8\ns_add_u32 %10, %5, 12\ns_buffer_load_dword %11, %[0:3], %10\n" +
				"s_add_u32 %12, %5, 16\ns_buffer_load_dword %13, %[0:3], %12\ns_add_u32 %14, %5, 20\ns_buffer_load_dword %15, %[0:3], %14\n" +
				"s_add_u32 %16, %5, 24\ns_buffer_load_dword %17, %[0:3], %16\ns_add_u32 %18, %5, 28\ns_buffer_load_dword %19, %[0:3], %18\n" +
				"s_add_u32 %20, %5, 32\ns_buffer_load_dword %21, %[0:3], %20\n" +
				"s_mov_b32 m0, %7\ns_mov_b32 m0, %9\ns_mov_b32 m0, %11\ns_mov_b32 m0, %13\ns_mov_b32 m0, %15\ns_mov_b32 m0, %17\ns_mov_b32 m0, %19\ns_mov_b32 m0, %21",
			"s_buffer_load_dwordx8 %[24:31], %[0:3], %5\ns_mov_b32 m0, %24\ns_add_u32 %20, %5, 32\ns_buffer_load_dword %21, %[0:3], %20\n" +
				"s_mov_b32 m0, %25\ns_mov_b32 m0, %26\ns_mov_b32 m0, %27\ns_mov_b32 m0, %28\ns_mov_b32 m0, %29\ns_mov_b32 m0, %30\ns_mov_b32 m0, %31\ns_mov_b32 m0, %21"},
		{"six consecutive dwords of a buffer → x8 (two past them read), and a struct's fields read but for one, two holes → x4 and x8",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_buffer_load_dword %5, %[0:3], 0x4\ns_buffer_load_dword %6, %[0:3], 0x8\ns_buffer_load_dword %7, %[0:3], 0xc\ns_buffer_load_dword %8, %[0:3], 0x10\ns_buffer_load_dword %9, %[0:3], 0x14\n" +
				"s_buffer_load_dword %10, %[0:3], 0x40\ns_buffer_load_dword %11, %[0:3], 0x44\ns_buffer_load_dword %12, %[0:3], 0x4c\n" +
				"s_load_dword %13, %[20:21], 0x0\ns_load_dword %14, %[20:21], 0x4\ns_load_dword %15, %[20:21], 0x8\ns_load_dword %16, %[20:21], 0x10\ns_load_dword %17, %[20:21], 0x14\ns_load_dword %18, %[20:21], 0x18\ns_load_dword %19, %[20:21], 0x1c\n" +
				"s_mov_b32 m0, %4\ns_mov_b32 m0, %9\ns_mov_b32 m0, %10\ns_mov_b32 m0, %11\ns_mov_b32 m0, %12\ns_mov_b32 m0, %13\ns_mov_b32 m0, %16\ns_mov_b32 m0, %19",
			"s_buffer_load_dwordx8 %[24:31], %[0:3], 0x0\ns_buffer_load_dwordx4 %[32:35], %[0:3], 0x40\ns_load_dwordx8 %[36:43], %[20:21], 0x0\n" +
				"s_mov_b32 m0, %24\ns_mov_b32 m0, %29\ns_mov_b32 m0, %32\ns_mov_b32 m0, %33\ns_mov_b32 m0, %35\ns_mov_b32 m0, %36\ns_mov_b32 m0, %40\ns_mov_b32 m0, %43"},
		{"two dwords with a hole between (x4 would read half for nothing) and different descriptors do not merge",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_buffer_load_dword %5, %[0:3], 0x8\ns_buffer_load_dword %6, %[20:23], 0x4\ns_add_u32 %7, %4, %5\ns_add_u32 %8, %7, %6\ns_mov_b32 m0, %8",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_buffer_load_dword %5, %[0:3], 0x8\ns_buffer_load_dword %6, %[20:23], 0x4\ns_add_u32 %7, %4, %5\ns_add_u32 %8, %7, %6\ns_mov_b32 m0, %8"},
		{"sixteen words → x16",
			sixteenLoads(), "s_buffer_load_dwordx16 %[24:39], %[0:3], 0x40\ns_mov_b32 m0, %39"},
	}
	for _, c := range cases {
		f := sgprFunc(t, c.in, 20)
		MergeScalarLoads(f)
		DeadCode(f)
		if got := f.Assembly(); got != indent(c.want+"\n") {
			t.Errorf("%s:\ninput:\n%s\ngot:\n%s\nwant:\n%s", c.name, c.in, got, indent(c.want+"\n"))
		}
	}
}

// sixteenLoads loads words 0x40..0x7c into %4..%19 and keeps the last.
func sixteenLoads() string {
	var b strings.Builder
	for k := 0; k < 16; k++ {
		fmt.Fprintf(&b, "s_buffer_load_dword %%%d, %%[0:3], 0x%x\n", 4+k, 0x40+4*k)
	}
	b.WriteString("s_mov_b32 m0, %19")
	return b.String()
}

// TestDeadCode: unread ALU results go, with what only they read; memory
// accesses, physical destinations and an SCC a later instruction reads stay.
func TestDeadCode(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"a chain of unused values",
			"s_add_u32 %4, %5, 4\ns_mul_i32 %6, %4, %4\nv_add_u32_e32 %7, %4, %8\ns_mov_b32 m0, %5",
			"s_mov_b32 m0, %5"},
		{"SCC read by a later instruction keeps its writer",
			"s_add_u32 %4, %5, 4\ns_mov_b32 m0, %5\ns_cselect_b32 %6, 1, 0\ns_mov_b32 m0, %6",
			"s_add_u32 %4, %5, 4\ns_mov_b32 m0, %5\ns_cselect_b32 %6, 1, 0\ns_mov_b32 m0, %6"},
		{"SCC overwritten before it is read",
			"s_add_u32 %4, %5, 4\ns_cmp_eq_u32 %5, 0\ns_cselect_b32 %6, 1, 0\ns_mov_b32 m0, %6",
			"s_cmp_eq_u32 %5, 0\ns_cselect_b32 %6, 1, 0\ns_mov_b32 m0, %6"},
		{"loads, stores and physical destinations stay",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_mov_b32 m0, %5\nbuffer_store_dword %8, %9, %[0:3], 0 offen",
			"s_buffer_load_dword %4, %[0:3], 0x0\ns_mov_b32 m0, %5\nbuffer_store_dword %8, %9, %[0:3], 0 offen"},
		{"the kept registers' definitions stay",
			"s_mov_b32 %10, 0",
			"s_mov_b32 %10, 0"},
	}
	for _, c := range cases {
		f := sgprFunc(t, c.in, 20)
		DeadCode(f, gfx9.Virtual(10, 1))
		if got := f.Assembly(); got != indent(c.want+"\n") {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", c.name, got, indent(c.want+"\n"))
		}
	}
}

package backend

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/runspec"
)

// wideOps are the IR operations on i64 and f64 (and the 16-bit integer
// divisions and conversions), one row each: the instruction computing %r
// from the operands %a, %b and %c, which TestWideOps loads from a buffer of
// random and special values of their types.
var wideOps = []struct {
	op      string // the instruction, with %a, %b, %c and %r
	a, b, c ir.Type
}{
	{"%r: i64 = add %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = sub %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = mul %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = mul %a, i64 4294967297", ir.I64, 0, 0},
	{"%r: i64 = mul %a, i64 1024", ir.I64, 0, 0},
	{"%r: i64 = umulhi %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = udiv %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = sdiv %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = urem %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = srem %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = udiv %a, i64 10", ir.I64, 0, 0},
	{"%r: i64 = sdiv %a, i64 -7", ir.I64, 0, 0},
	{"%r: i64 = shl %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = lshr %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = ashr %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = lshr %a, i64 32", ir.I64, 0, 0},
	{"%r: i64 = and %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = or %a, i64 -4294967296", ir.I64, 0, 0},
	{"%r: i64 = xor %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = not %a", ir.I64, 0, 0},
	{"%r: i64 = smin %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = smax %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = umin %a, %b", ir.I64, ir.I64, 0},
	{"%r: i64 = umax %a, %b", ir.I64, ir.I64, 0},
	{"%r: i32 = ctpop %a", ir.I64, 0, 0},
	{"%r: i32 = firstbitlow %a", ir.I64, 0, 0},
	{"%r: i32 = ufirstbithigh %a", ir.I64, 0, 0},
	{"%r: i32 = sfirstbithigh %a", ir.I64, 0, 0},
	{"%r: i64 = bitreverse %a", ir.I64, 0, 0},
	{"%x: i1 = icmp slt %a, %b\n  %r: i32 = zext %x", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: i32 = zext %x", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp eq %a, %b\n  %r: i32 = zext %x", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp sge %a, i64 -5\n  %r: i32 = zext %x", ir.I64, 0, 0},
	{"%x: i1 = icmp ne %a, i64 4294967296\n  %r: i32 = zext %x", ir.I64, 0, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: i64 = select %x, %a, i64 81985529216486895", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: i64 = zext %x", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: i64 = sext %x", ir.I64, ir.I64, 0},
	{"%x: i1 = trunc %a\n  %r: i32 = zext %x", ir.I64, 0, 0},
	{"%r: i32 = trunc %a", ir.I64, 0, 0},
	{"%r: i16 = trunc %a", ir.I64, 0, 0},
	{"%r: i64 = zext %a", ir.I32, 0, 0},
	{"%r: i64 = sext %a", ir.I32, 0, 0},
	{"%r: i64 = zext %a", ir.I16, 0, 0},
	{"%r: i64 = sext %a", ir.I16, 0, 0},
	{"%r: f64 = bitcast %a", ir.I64, 0, 0},

	{"%r: f64 = fadd %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fsub %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fmul %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fadd %a, f64 0.1", ir.F64, 0, 0},
	{"%r: f64 = fmul %a, f64 -4", ir.F64, 0, 0},
	{"%r: f64 = fdiv %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fdiv f64 1, %a", ir.F64, 0, 0},
	{"%r: f64 = fdiv %a, f64 3", ir.F64, 0, 0},
	{"%r: f64 = fma %a, %b, %c", ir.F64, ir.F64, ir.F64},
	{"%r: f64 = fmin %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fmax %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fneg %a", ir.F64, 0, 0},
	{"%r: f64 = fabs %a", ir.F64, 0, 0},
	{"%r: f64 = sqrt %a", ir.F64, 0, 0},
	{"%r: f64 = rsqrt %a", ir.F64, 0, 0},
	{"%r: f64 = rcp %a", ir.F64, 0, 0},
	{"%r: f64 = floor %a", ir.F64, 0, 0},
	{"%r: f64 = ceil %a", ir.F64, 0, 0},
	{"%r: f64 = ftrunc %a", ir.F64, 0, 0},
	{"%r: f64 = fround %a", ir.F64, 0, 0},
	{"%r: f64 = fract %a", ir.F64, 0, 0},
	{"%x: i1 = fcmp olt %a, %b\n  %r: i32 = zext %x", ir.F64, ir.F64, 0},
	{"%x: i1 = fcmp une %a, %b\n  %r: i32 = zext %x", ir.F64, ir.F64, 0},
	{"%x: i1 = fcmp uno %a, %b\n  %r: i32 = zext %x", ir.F64, ir.F64, 0},
	{"%x: i1 = fcmp oge %a, f64 1\n  %r: f64 = select %x, %a, %b", ir.F64, ir.F64, 0},
	{"%r: f64 = fpext %a", ir.F32, 0, 0},
	{"%r: f64 = fpext %a", ir.F16, 0, 0},
	{"%r: f32 = fptrunc %a", ir.F64, 0, 0},
	{"%r: f16 = fptrunc %a", ir.F64, 0, 0},
	{"%r: i32 = fptosi %a", ir.F64, 0, 0},
	{"%r: i32 = fptoui %a", ir.F64, 0, 0},
	{"%r: i16 = fptosi %a", ir.F64, 0, 0},
	{"%r: i16 = fptoui %a", ir.F64, 0, 0},
	{"%r: i64 = fptosi %a", ir.F64, 0, 0},
	{"%r: i64 = fptoui %a", ir.F64, 0, 0},
	{"%r: i64 = fptosi %a", ir.F32, 0, 0},
	{"%r: i64 = fptoui %a", ir.F32, 0, 0},
	{"%r: i64 = fptosi %a", ir.F16, 0, 0},
	{"%r: i64 = fptoui %a", ir.F16, 0, 0},
	{"%r: f64 = sitofp %a", ir.I32, 0, 0},
	{"%r: f64 = uitofp %a", ir.I32, 0, 0},
	{"%r: f64 = sitofp %a", ir.I16, 0, 0},
	{"%r: f64 = uitofp %a", ir.I16, 0, 0},
	{"%r: f64 = sitofp %a", ir.I64, 0, 0},
	{"%r: f64 = uitofp %a", ir.I64, 0, 0},
	{"%r: f32 = sitofp %a", ir.I64, 0, 0},
	{"%r: f32 = uitofp %a", ir.I64, 0, 0},
	{"%r: f16 = sitofp %a", ir.I64, 0, 0},
	{"%r: f16 = uitofp %a", ir.I64, 0, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: f64 = uitofp %x", ir.I64, ir.I64, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: f32 = uitofp %x", ir.I64, ir.I64, 0},

	{"%r: i16 = udiv %a, %b", ir.I16, ir.I16, 0},
	{"%r: i16 = sdiv %a, %b", ir.I16, ir.I16, 0},
	{"%r: i16 = urem %a, %b", ir.I16, ir.I16, 0},
	{"%r: i16 = srem %a, %b", ir.I16, ir.I16, 0},
	{"%r: i16 = fptosi %a", ir.F32, 0, 0},
	{"%r: i16 = fptoui %a", ir.F32, 0, 0},
	{"%r: f32 = sitofp %a", ir.I16, 0, 0},
	{"%r: f32 = uitofp %a", ir.I16, 0, 0},
	{"%x: i1 = icmp ult %a, %b\n  %r: f16 = uitofp %x", ir.I16, ir.I16, 0},
}

// TestWideOps compiles each row into a kernel that applies it to 4096
// operand sets, checks that llvm-mc accepts the assembly, runs it on the
// executor and on the reference interpreter, and requires the same bits
// (any NaN equals any NaN).
func TestWideOps(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	for _, row := range wideOps {
		t.Run(strings.ReplaceAll(row.op, "\n", ";"), func(t *testing.T) {
			t.Parallel()
			src := wideKernel(row.op, row.a, row.b, row.c)
			spec := wideSpec(t, rand.New(rand.NewSource(int64(len(row.op)))), row.a, row.b, row.c)
			parse := func() *ir.Module {
				m, err := ir.Parse(src)
				if err != nil {
					t.Fatalf("%v\n%s", err, src)
				}
				return m
			}
			m := parse()
			var rt ir.Type // the type of %r
			for _, b := range m.Funcs[0].Blocks {
				for _, v := range b.Instrs {
					if v.Op == ir.OpStore {
						rt = v.Args[1].Type
					}
				}
			}
			ref, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Fatal(err)
			}
			cm := parse()
			out, err := CompileWith(cm, "main", Options{Target: "gfx900"})
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			checkLLVMAccepts(t, mc, out.Assembly)
			got := runCompiled(t, cm, out, spec)
			compareWide(t, rt, spec, got[1], ref.Data[1], out.Assembly)
		})
	}
}

// wideKernel is the test kernel around op: lane i loads its operands from
// @In[24i], @In[24i+8] and @In[24i+16] and stores %r at @Out[8i].
func wideKernel(op string, a, b, c ir.Type) string {
	var sb strings.Builder
	sb.WriteString("raw @In ro\nraw @Out rw\n\nkernel @main numthreads(64, 1, 1) {\n^entry:\n")
	sb.WriteString("  %i: i32 = id.dispatch x\n  %o: i32 = mul %i, i32 24\n  %o8: i32 = add %o, i32 8\n  %o16: i32 = add %o, i32 16\n")
	for _, x := range []struct {
		name, off string
		t         ir.Type
	}{{"a", "o", a}, {"b", "o8", b}, {"c", "o16", c}} {
		if x.t != 0 {
			fmt.Fprintf(&sb, "  %%%s: %s = load @In[%%%s], align %d\n", x.name, x.t, x.off, x.t.Bits()/8)
		}
	}
	fmt.Fprintf(&sb, "  %s\n  %%p: i32 = mul %%i, i32 8\n  store @Out[%%p], %%r, align 4\n  ret\n}\n", op)
	return sb.String()
}

const wideLanes = 4096

// wideSpec fills @In with operands of the given types and @Out with zeros.
func wideSpec(t *testing.T, r *rand.Rand, ts ...ir.Type) *runspec.Spec {
	words := make([]uint32, 6*wideLanes)
	for l := 0; l < wideLanes; l++ {
		for k, ty := range ts {
			if ty == 0 {
				continue
			}
			x := wideValue(r, ty)
			words[6*l+2*k], words[6*l+2*k+1] = uint32(x), uint32(x>>32)
		}
	}
	js, _ := json.Marshal(map[string]any{
		"dispatch":  []int{wideLanes / 64, 1, 1},
		"resources": map[string]any{"In": map[string]any{"u32": words}, "Out": map[string]any{"zero": 8 * wideLanes}},
	})
	spec, err := runspec.Parse(js, ".")
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

// wideValue draws an operand of type ty: random bits, small and extreme
// values, powers of two and their neighbours; for floats also integers,
// halves, subnormals, zeros, infinities and NaNs.
func wideValue(r *rand.Rand, ty ir.Type) uint64 {
	n := uint(ty.Bits())
	mask := ty.Mask()
	switch ty {
	case ir.F64, ir.F32, ir.F16:
		var f float64
		switch r.Intn(10) {
		case 0:
			return r.Uint64() & mask
		case 1:
			f = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, 0.5, 0x1p-1074, -0x1p-1022, math.MaxFloat64, 0x1p63, -0x1p63, 0x1p64, 0x1p32, 65504, 65520}[r.Intn(17)]
		case 2:
			f = float64(r.Int63n(1<<20) - 1<<19)
		case 3:
			f = float64(r.Int63n(1<<20)-1<<19) + 0.5
		case 4:
			f = math.Ldexp(r.Float64()*2-1, r.Intn(140)-70)
		case 5:
			f = math.Ldexp(float64(r.Int63()), -r.Intn(20)) * float64(1-2*r.Intn(2))
		case 6:
			return r.Uint64() & (mask >> 1 >> (n - 11 - 1)) // subnormal or small
		default:
			f = r.NormFloat64() * math.Pow(10, float64(r.Intn(12)-6))
		}
		return ir.EvalOp(ir.OpFPTrunc, 0, ir.F64, ty, []uint64{math.Float64bits(f)})
	}
	switch r.Intn(8) {
	case 0, 1:
		return r.Uint64() & mask
	case 2:
		return (r.Uint64() >> uint(r.Intn(int(n)))) & mask
	case 3:
		return (1<<uint(r.Intn(int(n))) + uint64(r.Intn(3)) - 1) & mask
	case 4:
		return uint64(r.Intn(33)-16) & mask
	case 5:
		return []uint64{0, 1, mask, mask >> 1, mask>>1 + 1, mask - 1}[r.Intn(6)]
	case 6:
		return uint64(r.Int63n(1<<33)) & mask
	}
	return (r.Uint64() & 0xffffffff) & mask
}

// compareWide compares the results: exact bits, NaN for NaN of a float
// result.
func compareWide(t *testing.T, rt ir.Type, spec *runspec.Spec, got, want []byte, asm string) {
	t.Helper()
	in := spec.Resources["In"]
	bad := 0
	for l := 0; l < wideLanes; l++ {
		g, w := binary.LittleEndian.Uint64(got[8*l:]), binary.LittleEndian.Uint64(want[8*l:])
		m := uint64(math.MaxUint64)
		if rt.Bits() < 64 {
			m = 1<<uint(max(rt.Bits(), 1)) - 1
		}
		g, w = g&m, w&m
		if g == w || isNaNBits(rt, g) && isNaNBits(rt, w) {
			continue
		}
		if bad++; bad <= 5 {
			t.Errorf("lane %d: compiled %#x, interpreter %#x (operands at In word %d)", l, g, w, 6*l)
		}
	}
	if bad > 0 {
		t.Logf("%d of %d lanes differ; In %s...\n%s", bad, wideLanes, string(in)[:min(len(in), 200)], asm)
	}
}

func isNaNBits(t ir.Type, x uint64) bool {
	switch t {
	case ir.F64:
		return math.IsNaN(math.Float64frombits(x))
	case ir.F32:
		return math.IsNaN(float64(math.Float32frombits(uint32(x))))
	case ir.F16:
		return x&0x7c00 == 0x7c00 && x&0x3ff != 0
	}
	return false
}

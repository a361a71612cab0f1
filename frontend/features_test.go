package frontend

import (
	"fmt"
	"strings"
	"testing"
)

const resPrelude = `
RWByteAddressBuffer Raw : register(u0);
ByteAddressBuffer RO : register(t0);
Texture2D<float4> Tex : register(t1);
Texture2DArray<float> TexA : register(t2);
TextureCube<float4> Cube : register(t3);
Texture3D<uint2> Vol : register(t4);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
RWStructuredBuffer<uint> Buf : register(u1);
StructuredBuffer<float2> SB : register(t5);
RWTexture2D<float> Img : register(u2);
Buffer<int4> TB : register(t6);
groupshared float gsf;
struct Pair { float a; uint b; };
`

// compileExpr checks "expr;" in an entry point (prelude locals, resources
// above) under opts and returns the program, the expression and the
// rendered diagnostics.
func compileExpr(t *testing.T, opts Options, expr string) (Expr, string, bool) {
	t.Helper()
	src := fmt.Sprintf("%s\n[numthreads(4, 4, 1)]\nvoid main() {\n%s\nuint o; float fo; uint64_t u64; Pair pr;\n%s;\n}\n", resPrelude, typePrelude, expr)
	res := Compile("t.hlsl", []byte(src), opts, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if res.Diags.HasErrors() {
		return nil, b.String(), false
	}
	stmts := res.Program.Entry.Body.Stmts
	es, ok := stmts[len(stmts)-1].(*ExprStmt)
	if !ok {
		t.Fatalf("%s: last statement is %T", expr, stmts[len(stmts)-1])
	}
	return es.X, b.String(), true
}

// TestSM6IntrinsicAndMethodTypes pins result types of the intrinsics and
// resource methods added for DXC parity, each under the lowest target that
// has it.
func TestSM6IntrinsicAndMethodTypes(t *testing.T) {
	cases := []struct{ target, expr, want string }{
		{"", "select(f3 > 0, f3, 1)", "float3"}, {"", "select(b, i, u)", "uint"},
		{"", "and(b2, true)", "bool2"}, {"", "or(b, false)", "bool"},
		{"", "dst(f4, f4)", "float4"}, {"", "lit(f, f, 2)", "float4"},
		{"", "msad4(u, uint2(1, 2), uint4(0, 0, 0, 0))", "uint4"}, {"", "D3DCOLORtoUBYTE4(f4)", "int4"},
		{"", "AddUint64(uint2(1, 2), uint2(3, 4))", "uint2"}, {"", "CheckAccessFullyMapped(u)", "bool"},
		{"", "fma(d, d, d)", "double"},
		{"cs_6_4", "dot4add_u8packed(u, u, u)", "uint"}, {"cs_6_4", "dot4add_i8packed(u, u, i)", "int"},
		{"cs_6_5", "WaveMatch(f3)", "uint4"}, {"cs_6_5", "WaveMultiPrefixSum(f2, uint4(1, 0, 0, 0))", "float2"},
		{"cs_6_5", "WaveMultiPrefixProduct(i, uint4(1, 0, 0, 0))", "int"},
		{"cs_6_5", "WaveMultiPrefixBitAnd(u3, uint4(1, 0, 0, 0))", "uint3"},
		{"cs_6_5", "WaveMultiPrefixBitOr(i, uint4(1, 0, 0, 0))", "int"},
		{"cs_6_5", "WaveMultiPrefixBitXor(u, uint4(1, 0, 0, 0))", "uint"},
		{"cs_6_5", "WaveMultiPrefixCountBits(b, uint4(1, 0, 0, 0))", "uint"},
		{"cs_6_6", "pack_u8(uint4(1, 2, 3, 4))", "uint"}, {"cs_6_6", "pack_s8(int4(1, 2, 3, 4))", "uint"},
		{"cs_6_6", "pack_clamp_u8(int4(1, 2, 3, 400))", "uint"}, {"cs_6_6", "pack_clamp_s8(int4(1, 2, 3, -400))", "uint"},
		{"cs_6_6", "unpack_s8s32(u)", "int4"}, {"cs_6_6", "unpack_u8u32(u)", "uint4"},
		{"cs_6_6", "IsHelperLane()", "bool"}, {"cs_6_6", "ddx(f2)", "float2"}, {"cs_6_6", "fwidth(f)", "float"},
		{"cs_6_6", "ddy_fine(f3)", "float3"},
		{"", "InterlockedExchange(gsf, 1.0, fo)", "void"},
		{"", "InterlockedCompareExchangeFloatBitwise(gsf, 1.0, 2.0, fo)", "void"}, {"", "InterlockedCompareStoreFloatBitwise(gsf, 1.0, 2.0)", "void"},
		{"cs_6_7", "QuadAny(b)", "bool"}, {"cs_6_7", "QuadAll(f > 1)", "bool"},
		// resource methods
		{"cs_6_2", "RO.Load<float4>(16)", "float4"}, {"cs_6_2", "Raw.Load<Pair>(0)", "struct Pair"},
		{"cs_6_2", "Raw.Store<float3>(0, f3)", "void"}, {"cs_6_2", "Raw.Store(0, pr)", "void"},
		{"", "RO.Load2(0)", "uint2"}, {"", "RO.Load3(0, o)", "uint3"}, {"", "Raw.Load4(0)", "uint4"},
		{"", "Raw.Store2(0, uint2(1, 2))", "void"}, {"", "Raw.Store3(0, u3)", "void"},
		{"", "Raw.InterlockedAnd(0, 1)", "void"}, {"", "Raw.InterlockedXor(0, 1, o)", "void"},
		{"", "Raw.InterlockedMin(0, 1, o)", "void"}, {"", "Raw.InterlockedExchange(0, 1, o)", "void"},
		{"", "Raw.InterlockedCompareExchange(0, 1, 2, o)", "void"}, {"", "Raw.InterlockedCompareStore(0, 1, 2)", "void"},
		{"cs_6_6", "Raw.InterlockedAdd64(0, u64, u64)", "void"}, {"cs_6_6", "Raw.InterlockedCompareStore64(0, u64, u64)", "void"},
		{"", "Raw.InterlockedExchangeFloat(0, 1.0, fo)", "void"}, {"", "Raw.InterlockedCompareExchangeFloatBitwise(0, 1.0, 2.0, fo)", "void"},
		{"", "Buf.IncrementCounter()", "uint"}, {"", "Buf.DecrementCounter()", "uint"},
		{"", "Buf.Load(0, o)", "uint"}, {"", "SB.Load(1)", "float2"}, {"", "TB.Load(1, o)", "int4"},
		{"", "Tex.GetDimensions(0, o, o, o)", "void"}, {"", "Tex.GetDimensions(0, fo, fo, fo)", "void"},
		{"", "TexA.GetDimensions(1, o, o, o, o)", "void"}, {"", "Vol.GetDimensions(o, o, o)", "void"},
		{"", "Cube.GetDimensions(0, o, o, o)", "void"}, {"", "Img.GetDimensions(fo, fo)", "void"},
		{"", "Tex.Load(int3(0, 0, 0), int2(1, 1))", "float4"}, {"", "Img.Load(int2(0, 0), o)", "float"},
		{"", "Tex.Gather(S, f2)", "float4"}, {"", "TexA.GatherRed(S, f3, int2(1, 0))", "float4"},
		{"", "Cube.GatherAlpha(S, f3)", "float4"}, {"", "Tex.GatherCmp(SC, f2, 0.5)", "float4"},
		{"", "Tex.SampleGrad(S, f2, f2, f2)", "float4"}, {"", "TexA.SampleGrad(S, f3, f2, f2, int2(0, 1))", "float"},
		{"", "Tex.SampleLevel(S, f2, 0, int2(1, 1))", "float4"}, {"", "Tex.SampleCmpLevelZero(SC, f2, 0.5)", "float"},
		{"", "Vol.SampleLevel(S, f3, 0)", "uint2"}, {"cs_6_6", "Tex.CalculateLevelOfDetail(S, f2)", "float"},
		{"cs_6_6", "Tex.SampleBias(S, f2, 0.5)", "float4"}, {"cs_6_6", "Tex.SampleCmp(SC, f2, 0.5)", "float"},
	}
	for _, c := range cases {
		e, diags, ok := compileExpr(t, Options{Target: c.target}, c.expr)
		if !ok {
			t.Errorf("%s (-T %s): errors:\n%s", c.expr, c.target, diags)
			continue
		}
		if got := e.Type().String(); got != c.want {
			t.Errorf("%s: type %s, want %s", c.expr, got, c.want)
		}
	}
	// 16-bit forms
	for _, c := range []struct{ expr, want string }{
		{"unpack_s8s16(u)", "int16_t4"}, {"unpack_u8u16(u)", "uint16_t4"},
		{"asfloat16(uint16_t(1))", "float16_t"}, {"asuint16(float16_t2(1, 2))", "uint16_t2"},
		{"asint16(uint16_t3(1, 2, 3))", "int16_t3"},
		{"dot2add(float16_t2(1, 2), float16_t2(3, 4), 1.0)", "float"},
	} {
		e, diags, ok := compileExpr(t, Options{Target: "cs_6_6", Enable16Bit: true}, c.expr)
		if !ok {
			t.Errorf("%s: errors:\n%s", c.expr, diags)
			continue
		}
		if got := e.Type().String(); got != c.want {
			t.Errorf("%s: type %s, want %s", c.expr, got, c.want)
		}
	}
}

// TestIntrinsicAvailability pins the diagnostics for intrinsics that need a
// newer target or 16-bit types, and for those a compute shader cannot use.
func TestIntrinsicAvailability(t *testing.T) {
	cases := []struct {
		target string
		en16   bool
		expr   string
		want   string
	}{
		{"cs_6_3", false, "dot4add_u8packed(u, u, u)", "'dot4add_u8packed' requires shader model 6.4 or later (have -T cs_6_3)"},
		{"cs_6_4", false, "WaveMatch(f)", "'WaveMatch' requires shader model 6.5 or later"},
		{"cs_6_5", false, "pack_u8(uint4(1, 2, 3, 4))", "'pack_u8' requires shader model 6.6 or later"},
		{"cs_6_5", false, "ddx(f)", "'ddx' requires shader model 6.6 or later"},
		{"cs_6_6", false, "QuadAny(b)", "'QuadAny' requires shader model 6.7 or later"},
		{"cs_6_5", false, "Raw.InterlockedAdd64(0, u64)", "'InterlockedAdd64' requires shader model 6.6 or later"},
		{"cs_6_6", false, "unpack_s8s16(u)", "'unpack_s8s16' requires -enable-16bit-types"},
		{"", false, "RO.Load(0, 1, 2)", "no matching overload for method 'Load'"},
		{"cs_6_2", false, "RO.Load<Texture2D<float> >(0)", "'Load' cannot load or store resource type"},
		{"", false, "pack_clamp_u8(uint4(1, 2, 3, 4))", "no matching overload for intrinsic function 'pack_clamp_u8'"},
		{"", false, "fma(f, f, f)", "no matching overload for intrinsic function 'fma'"},
		{"", false, "dst(f3, f3)", "no matching overload for intrinsic function 'dst'"},
		{"cs_6_5", false, "Tex.SampleBias(S, f2, 1)", "'SampleBias' requires shader model 6.6 or later"},
		{"", false, "clip(f)", "'clip' is only allowed in pixel shaders"},
		{"", false, "noise(f)", "'noise' is not supported: it was only available to legacy tx_1_0 texture shaders"},
		{"", false, "printf(f)", "the format of 'printf' must be a string (have 'float')"},
		{"", false, `printf("x=%f", float2x2(1, 2, 3, 4))`, "'printf' arguments must be scalars or vectors (have 'float2x2')"},
		{"", false, "abort()", "'abort' is not supported"},
		{"", false, "EvaluateAttributeCentroid(f)", "'EvaluateAttributeCentroid' is only allowed in pixel shaders"},
		{"", false, "DispatchRaysIndex()", "'DispatchRaysIndex' is only allowed in ray tracing shaders"},
		{"", false, "tex2D(S, f2)", "legacy sampler function 'tex2D' is not supported"},
		{"", false, "ProcessTriTessFactorsAvg(f3, 1, f3, f, f)", "only allowed in hull shaders"},
		{"", false, "SetMeshOutputCounts(1, 1)", "'SetMeshOutputCounts' is only allowed in mesh shaders"},
		{"", false, `f + "abc"`, "invalid operands"},
	}
	for _, c := range cases {
		_, diags, ok := compileExpr(t, Options{Target: c.target, Enable16Bit: c.en16}, c.expr)
		if ok {
			t.Errorf("%s (-T %s): no error, want %q", c.expr, c.target, c.want)
			continue
		}
		if !strings.Contains(diags, c.want) {
			t.Errorf("%s (-T %s): diagnostics do not contain %q:\n%s", c.expr, c.target, c.want, diags)
		}
	}
}

// dxcComputeIntrinsics is every free intrinsic of DXC's table
// (gen_intrin_main.txt, namespace Intrinsics) that cs_6_0…cs_6_7 can call,
// plus those it knows but rejects for compute shaders.
var dxcComputeIntrinsics = strings.Fields(`
abs acos all AllMemoryBarrier AllMemoryBarrierWithGroupSync any asdouble asfloat asfloat16 asin asint asint16
asuint asuint16 atan atan2 ceil clamp clip cos cosh countbits cross D3DCOLORtoUBYTE4 ddx ddx_coarse ddx_fine
ddy ddy_coarse ddy_fine degrees determinant DeviceMemoryBarrier DeviceMemoryBarrierWithGroupSync distance dot
dst exp exp2 f16tof32 f32tof16 faceforward firstbithigh firstbitlow floor fma fmod frac frexp fwidth
GroupMemoryBarrier GroupMemoryBarrierWithGroupSync InterlockedAdd InterlockedAnd InterlockedCompareExchange
InterlockedCompareStore InterlockedExchange InterlockedMax InterlockedMin InterlockedOr InterlockedXor
InterlockedCompareStoreFloatBitwise InterlockedCompareExchangeFloatBitwise isfinite isinf isnan ldexp length
lerp lit log log10 log2 mad max min modf msad4 mul normalize pow radians rcp reflect refract reversebits round
rsqrt saturate sign sin sincos sinh smoothstep sqrt step tan tanh transpose trunc CheckAccessFullyMapped
AddUint64 NonUniformResourceIndex WaveIsFirstLane WaveGetLaneIndex WaveGetLaneCount WaveActiveAnyTrue
WaveActiveAllTrue WaveActiveAllEqual WaveActiveBallot WaveReadLaneAt WaveReadLaneFirst WaveActiveCountBits
WaveActiveSum WaveActiveProduct WaveActiveBitAnd WaveActiveBitOr WaveActiveBitXor WaveActiveMin WaveActiveMax
WavePrefixCountBits WavePrefixSum WavePrefixProduct WaveMatch WaveMultiPrefixBitAnd WaveMultiPrefixBitOr
WaveMultiPrefixBitXor WaveMultiPrefixCountBits WaveMultiPrefixProduct WaveMultiPrefixSum QuadReadLaneAt
QuadReadAcrossX QuadReadAcrossY QuadReadAcrossDiagonal QuadAny QuadAll dot4add_u8packed dot4add_i8packed
dot2add unpack_s8s16 unpack_u8u16 unpack_s8s32 unpack_u8u32 pack_s8 pack_u8 pack_clamp_s8 pack_clamp_u8
IsHelperLane and or select printf abort noise EvaluateAttributeAtSample EvaluateAttributeCentroid
EvaluateAttributeSnapped GetAttributeAtVertex GetRenderTargetSampleCount GetRenderTargetSamplePosition
ProcessTriTessFactorsAvg TraceRay ReportHit DispatchMesh SetMeshOutputCounts Barrier tex2D texCUBElod
`)

// TestIntrinsicTableCoversDXC requires every intrinsic of DXC's list to be
// either in the table or rejected with a reason.
func TestIntrinsicTableCoversDXC(t *testing.T) {
	for _, n := range dxcComputeIntrinsics {
		_, known := intrinsicsByName[n]
		_, rejected := unsupportedIntrinsics[n]
		if known == rejected {
			t.Errorf("%s: in table %v, rejected %v (want exactly one)", n, known, rejected)
		}
	}
}

// TestStructForms covers combined struct declarations, typedef struct and
// member functions in the typed AST.
func TestStructForms(t *testing.T) {
	src := `
struct Acc {
    float sum; uint n;
    void add(float v) { sum += v; bump(); }
    void bump() { n++; }
    float mean() { return n > 0 ? sum / n : 0; }
    float scaled(float k) { return mean() * k; }
} gAcc;
typedef struct { uint a; float b; } T, TArr[2];
struct { float4 v; } anon;
cbuffer CB { struct Inner { float x; } inner; float after; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    struct Local { int k; } l1, l2[2];
    Acc a = (Acc)0;
    a.add(2);
    Out[0] = a.scaled(0.5) + gAcc.mean() + l1.k + l2[1].k + inner.x + after + anon.v.x;
    T t; t.a = 1; TArr ta; ta[1].b = 2;
}
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", b.String())
	}
	dirs := map[string]ParamDir{}
	for _, f := range res.Program.Funcs {
		if f.Struct != nil {
			if f.Params[0].Name != "this" || f.Struct.Name != "Acc" {
				t.Errorf("%s: object parameter %q of %v", f.Name, f.Params[0].Name, f.Struct)
			}
			dirs[f.Name] = f.Params[0].Dir
		}
	}
	want := map[string]ParamDir{"Acc::add": DirInOut, "Acc::bump": DirInOut, "Acc::mean": DirIn, "Acc::scaled": DirIn}
	for n, d := range want {
		if dirs[n] != d {
			t.Errorf("%s: this is %s, want %s", n, dirs[n], d)
		}
	}
	var globals []string
	for _, g := range res.Program.Globals {
		globals = append(globals, g.Name+":"+g.Type.String())
	}
	if got := strings.Join(globals, " "); got != "gAcc:struct Acc anon:struct <anonymous> inner:struct Inner after:float Out:RWStructuredBuffer<float>" {
		t.Errorf("globals: %s", got)
	}
	var ast strings.Builder
	res.Program.WriteAST(&ast)
	for _, w := range []string{"Call Acc::add 'void'\n        VarRef a 'struct Acc'", "Decl local struct T t", "Decl local struct T[2] ta", "Decl local struct Local[2] l2"} {
		if !strings.Contains(ast.String(), w) {
			t.Errorf("AST lacks %q:\n%s", w, ast.String())
		}
	}
	// the mutating method cannot be called on a read-only object
	bad := strings.Replace(src, "a.add(2);", "a.add(2); gAcc.add(1);", 1)
	res = Compile("t.hlsl", []byte(bad), Options{}, StageCheck)
	b.Reset()
	res.Diags.Render(&b)
	if !strings.Contains(b.String(), "member function 'Acc::add' modifies its object, which must be an l-value") {
		t.Errorf("mutating call on a uniform: %s", b.String())
	}
}

// layoutOf compiles declarations and returns the --emit=layout text.
func layoutOf(t *testing.T, decls string) (string, string) {
	t.Helper()
	src := decls + "\n[numthreads(1, 1, 1)]\nvoid main() {}\n"
	// no entry point: every declaration counts as used and gets a binding
	res := Compile("t.hlsl", []byte(src), Options{NoEntry: true}, StageCheck)
	var d, l strings.Builder
	res.Diags.Render(&d)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", d.String())
	}
	res.Program.WriteLayout(&l)
	return l.String(), d.String()
}

// TestLayoutRules pins the constant-buffer and binding rules with their
// sources (see layout.go): (a) a struct starts a new 16-byte register and
// its size is the end of its last member, so the member after it packs into
// the rest of that register (DXC; FXC's documentation, "Packing rules for
// constant variables", says each structure forces the next variable to a new
// register, which DXC does not do: clang's HLSL cbuffer tests, written to
// match DXC, place a half right after a struct); (b) a matrix's last column (row for row_major) is not padded, so
// float3x3 spans 44 bytes and a following float packs at 44
// (DirectXShaderCompiler issue #3463 and pull request #3672: size
// 16*(N-1) + 4*M); the same for arrays: the last element is not padded;
// (c) unbound resources take the lowest free range in space 0, skipping
// explicit bindings, arrays taking consecutive registers (llvm/wg-hlsl #176).
func TestLayoutRules(t *testing.T) {
	cases := []struct {
		decls string
		want  string
		more  string
	}{
		// (a) a struct's size is the end of its last member, and the next
		// member packs into the rest of its last register (DXC's layout, as
		// clang's HLSL cbuffer tests give it: a half right after a struct)
		{"struct S { float a; }; cbuffer A { S s; float b; };", "offset    0 size    4 struct S s\n    offset    0 size    4 float s.a\n  offset    4 size    4 float b", ""},
		// (a) inside a struct too; a struct or array member starts a register
		{"struct S { float a; }; struct U { S s; float b; }; cbuffer A { U u; float c; };", "offset    0 size    8 struct U u", "offset    8 size    4 float c"},
		{"struct S { float a; }; cbuffer A { float x; S s; };", "offset   16 size    4 struct S s", ""},
		// (b) float3x3 is 44 bytes; a scalar packs into its last column
		{"cbuffer M { float3x3 m; float tail; };", "offset    0 size   44 float3x3 m column_major\n  offset   44 size    4 float tail", ""},
		// (b) row_major float2x3: two rows, the last row unpadded (28 bytes)
		{"cbuffer M { row_major float2x3 m; float2 t; };", "offset    0 size   28 float2x3 m row_major\n  offset   32 size    8 float2 t", ""},
		{"cbuffer M { float2x3 m; float2 t; };", "offset    0 size   40 float2x3 m column_major\n  offset   40 size    8 float2 t", ""},
		// arrays: 16-byte stride, the last element unpadded
		{"cbuffer R { float a[3]; float b; };", "offset    0 size   36 float[3] a stride=16\n  offset   36 size    4 float b", ""},
		// (c) explicit t0 is skipped; the array takes t1..t3; the next gets t4
		{"Texture2D<float> A : register(t0); Texture2D<float> B[3]; Texture2D<float> C;", "Texture2D<float>[3] B : register(t1)", "Texture2D<float> C : register(t4)"},
		// (c) a free gap below an explicit binding is used when it fits
		{"RWBuffer<float> J : register(u10); RWBuffer<float> K; RWBuffer<float> L[4] : register(u0);", "RWBuffer<float> K : register(u4)", ""},
		{"RWBuffer<float> J : register(u2); RWBuffer<float> K[2]; RWBuffer<float> L;", "RWBuffer<float>[2] K : register(u0)", "RWBuffer<float> L : register(u3)"},
		// explicit space: auto bindings stay in space 0
		{"Texture2D<float> A : register(t0, space1); Texture2D<float> B;", "Texture2D<float> B : register(t0)", ""},
		{"cbuffer X : register(b0) { float x; }; cbuffer Y { float y; };", "cbuffer Y : register(b1)", ""},
	}
	for _, c := range cases {
		got, _ := layoutOf(t, c.decls)
		if !strings.Contains(got, c.want) || !strings.Contains(got, c.more) {
			t.Errorf("%s\nlayout:\n%s\nwant:\n%s", c.decls, got, c.want)
		}
	}
}

// TestPackoffsetRules: mixing gives DXC's warning and places the members
// without packoffset after the last packoffset member.
func TestPackoffsetRules(t *testing.T) {
	got, diags := layoutOf(t, "cbuffer CB { float f; float g : packoffset(c0.z); };")
	if !strings.Contains(got, "offset   12 size    4 float f\n  offset    8 size    4 float g") {
		t.Errorf("mixed packoffset layout:\n%s", got)
	}
	if !strings.Contains(diags, "warning: cannot mix packoffset elements with nonpackoffset elements in a cbuffer [-Wmix-packoffset]") {
		t.Errorf("no mix warning:\n%s", diags)
	}
	got, diags = layoutOf(t, "cbuffer CB { float4 a : packoffset(c1); float b : packoffset(c0.w); float3 c : packoffset(c2.y); };")
	if diags != "" || !strings.Contains(got, "offset   16 size   16 float4 a\n  offset   12 size    4 float b\n  offset   36 size   12 float3 c") {
		t.Errorf("packoffset layout:\n%s%s", got, diags)
	}
	// the color names, as DXC takes them (the FidelityFX SDK's TAA
	// cbuffer writes packoffset(c0.a))
	got, diags = layoutOf(t, "cbuffer CB { uint w : packoffset(c0.r); uint h : packoffset(c0.a); float2 uv : packoffset(c1.g); };")
	if diags != "" || !strings.Contains(got, "offset    0 size    4 uint w\n  offset   12 size    4 uint h\n  offset   20 size    8 float2 uv") {
		t.Errorf("packoffset rgba layout:\n%s%s", got, diags)
	}
}

// TestRegisterForms covers the register() spellings real code uses, and
// DXC's rule that only resources the entry point uses take automatic
// bindings: the unused A below leaves t0 free for B.
func TestRegisterForms(t *testing.T) {
	src := `Texture2D<float> A;
Texture2D<float> B;
Texture2D<float> Q : register(cs, t5);
Texture2D<float> P : register(ps, t7);
Texture2D<float> S : register(cs_5_0, t6, space2);
float gx : register(c2);
float gy;
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = B[uint2(0, 0)] + Q[uint2(0, 0)] + P[uint2(0, 0)] + S[uint2(0, 0)] + gx + gy; }
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var d, l strings.Builder
	res.Diags.Render(&d)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", d.String())
	}
	res.Program.WriteLayout(&l)
	for _, want := range []string{
		"Texture2D<float> A : register(none)", // unused: no binding
		"Texture2D<float> B : register(t0)",   // the lowest free t
		"Texture2D<float> Q : register(t5)",   // register(cs, t5)
		"Texture2D<float> P : register(t1)",   // a ps binding does not apply: automatic
		"Texture2D<float> S : register(t6, space2)",
		"offset   32 size    4 float gx", // register(c2) in $Globals
		"offset   36 size    4 float gy",
	} {
		if !strings.Contains(l.String(), want) {
			t.Errorf("layout lacks %q:\n%s", want, l.String())
		}
	}
}

// TestSpaceOnlyRegisters covers "register(spaceN)" (DXC's space-only
// annotation, used by engines for bindless tables): the resource is bound
// implicitly at the lowest free register of its class in space N, past the
// explicit bindings there; an unused one gets none; cbuffers too.
func TestSpaceOnlyRegisters(t *testing.T) {
	src := `Texture2D<float> Explicit : register(t0, space1);
Texture2D<float> Tables[] : register(space2);
Texture2D<float> InSpace1 : register(space1);
Texture2D<float> AlsoSpace1 : register(cs, space1);
Texture2D<float> Unused : register(space1);
SamplerState Samplers[] : register(space3);
cbuffer CB : register(space4) { uint k; };
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = Explicit[uint2(0, 0)] + Tables[k][uint2(0, 0)] + InSpace1[uint2(0, 0)] + AlsoSpace1.SampleLevel(Samplers[1], float2(0, 0), 0); }
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var d, l strings.Builder
	res.Diags.Render(&d)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", d.String())
	}
	res.Program.WriteLayout(&l)
	for _, want := range []string{
		"Texture2D<float>[] Tables : register(t0, space2)",
		"Texture2D<float> InSpace1 : register(t1, space1)", // after the explicit t0
		"Texture2D<float> AlsoSpace1 : register(t2, space1)",
		"Texture2D<float> Unused : register(none)",
		"SamplerState[] Samplers : register(s0, space3)",
		"cbuffer CB : register(b0, space4)",
		"RWStructuredBuffer<float> Out : register(u0)",
	} {
		if !strings.Contains(l.String(), want) {
			t.Errorf("layout lacks %q:\n%s", want, l.String())
		}
	}
}

// TestImplicitBindingAfterUnusedRemoved: an unused resource's explicit
// register takes nothing from the implicit bindings, as DXC binds after
// removing unused resources (LLVM offload test suite,
// Basic/ImplicitBinding1).
func TestImplicitBindingAfterUnusedRemoved(t *testing.T) {
	src := `RWBuffer<int> A : register(u1);
RWBuffer<int> B;
RWBuffer<int> C : register(u2);
RWBuffer<int> D;
cbuffer Unused : register(b0) { uint u; };
cbuffer K { uint k; };
[numthreads(4, 2, 1)]
void main(uint GI : SV_GroupIndex) { D[GI] = 2 * A[GI] + B[GI] + k; }
`
	res := Compile("t.hlsl", []byte(src), Options{}, StageCheck)
	var d, l strings.Builder
	res.Diags.Render(&d)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", d.String())
	}
	res.Program.WriteLayout(&l)
	for _, want := range []string{
		"RWBuffer<int> A : register(u1)",
		"RWBuffer<int> B : register(u0)",
		"RWBuffer<int> D : register(u2)",
		"cbuffer K : register(b0)",
	} {
		if !strings.Contains(l.String(), want) {
			t.Errorf("layout lacks %q:\n%s", want, l.String())
		}
	}
}

// TestOverloadRankingDXC pins which overload DXC's ranking picks: exact
// matches, then promotions (float to double beats float to half when half
// is 16-bit), then conversions; a literal int matches int and uint equally
// (ambiguous, as DXC's literals test says); scalars splat to any vector
// size equally; vectors and matrices of equal element count convert both
// ways; a ConstantBuffer<T> passes as a T.
func TestOverloadRankingDXC(t *testing.T) {
	prelude := `struct P { float a; };
ConstantBuffer<P> CB;
uint f(double x) { return 1; }
uint f(half x) { return 2; }
uint g(int x) { return 10; }
uint g(uint x) { return 20; }
uint g(float x) { return 30; }
uint h(float2 v) { return 100; }
uint h(float4 v) { return 200; }
uint k(float4 v) { return 300; }
uint m(float2x2 v) { return 400; }
uint s(P p) { return 500; }
RWStructuredBuffer<uint> Out;
`
	cases := []struct {
		call string
		en16 bool
		want string // the chosen overload's signature, or an error
	}{
		{"f(fl)", true, "uint f(double)"},
		{"f(fl)", false, "uint f(float)"}, // half is float without 16-bit types: exact
		{"g(mf)", false, "uint g(float)"},
		{"g(2u)", false, "uint g(uint)"},
		{"g(2)", false, "error: call to 'g' is ambiguous"},
		{"g(1.5)", false, "uint g(float)"},
		{"h(fl)", false, "error: call to 'h' is ambiguous"},
		{"k(float2x2(1, 2, 3, 4))", false, "uint k(float4)"},
		{"m(float4(1, 2, 3, 4))", false, "uint m(float2x2)"},
		{"s(CB)", false, "uint s(struct P)"},
	}
	// mul truncates the larger inner dimension, with a warning
	for _, c := range []struct{ expr, typ string }{
		{"mul(float4x4(0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0), float3(1, 2, 3))", "float4"},
		{"mul(float4(1, 2, 3, 4), float3x3(0,0,0, 0,0,0, 0,0,0))", "float3"},
		{"mul(float2x3(0,0,0, 0,0,0), float2x2(0,0, 0,0))", "float2x2"},
	} {
		e, d, ok := compileExpr(t, Options{}, c.expr)
		if !ok || e.Type().String() != c.typ || !strings.Contains(d, "implicit truncation in 'mul'") {
			t.Errorf("%s: want type %s and a truncation warning, got ok=%v %v\n%s", c.expr, c.typ, ok, e, d)
		}
	}
	for _, c := range cases {
		src := prelude + "[numthreads(1, 1, 1)]\nvoid main() { float fl = 1.5; min16float mf = 1; Out[0] = " + c.call + "; }\n"
		res := Compile("t.hlsl", []byte(src), Options{Enable16Bit: c.en16, Target: "cs_6_2"}, StageCheck)
		var d strings.Builder
		res.Diags.Render(&d)
		if strings.HasPrefix(c.want, "error: ") {
			if !strings.Contains(d.String(), c.want) {
				t.Errorf("%s: want %q, got:\n%s", c.call, c.want, d.String())
			}
			continue
		}
		if res.Diags.HasErrors() {
			t.Errorf("%s: errors:\n%s", c.call, d.String())
			continue
		}
		var got string
		Inspect(res.Program.Entry.Body, func(n any) bool {
			if ce, ok := n.(*CallExpr); ok {
				got = signature(ce.Func)
			}
			return true
		})
		if got != c.want {
			t.Errorf("%s (16-bit %v): chose %q, want %q", c.call, c.en16, got, c.want)
		}
	}
}

// TestSM51KeywordsAreNamesBefore51: ConstantBuffer and TextureBuffer are
// keywords from shader model 5.1 (DXC reserves them, DXC issue #2126);
// under -T cs_5_0 they are ordinary names, as FXC takes them.
func TestSM51KeywordsAreNamesBefore51(t *testing.T) {
	src := `cbuffer ConstantBuffer { float4 v; };
float4 TextureBuffer(float4 x) { return x * 2; }
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)] void main() { float4 ConstantBuffer = v; Out[0] = TextureBuffer(ConstantBuffer); }
`
	res := Compile("t.hlsl", []byte(src), Options{Target: "cs_5_0"}, StageCheck)
	var b strings.Builder
	res.Diags.Render(&b)
	if res.Diags.HasErrors() || b.Len() > 0 {
		t.Fatalf("cs_5_0: want no diagnostics, got:\n%s", b.String())
	}
	if cb := res.Program.CBuffers[0]; cb.Name != "ConstantBuffer" || cb.Members[0].Name != "v" {
		t.Errorf("cs_5_0: cbuffer %q with %q, want ConstantBuffer with v", cb.Name, cb.Members[0].Name)
	}
	for _, target := range []string{"cs_5_1", "cs_6_0"} {
		res := Compile("t.hlsl", []byte(src), Options{Target: target}, StageCheck)
		b.Reset()
		res.Diags.Render(&b)
		if !strings.Contains(b.String(), "'ConstantBuffer' is a keyword from shader model 5.1") {
			t.Errorf("%s: want the keyword note, got:\n%s", target, b.String())
		}
	}
}

// TestCBufferResources pins how resources declared in a cbuffer are bound
// (FXC's syntax, which DXC keeps, PR 175): each is a global resource with
// its register annotation or an implicit one, and takes no room in the
// cbuffer; a struct member holding resources splits as a non-static global
// of that type does (its resources are globals named after their paths,
// bound implicitly; its numbers are the member).
func TestCBufferResources(t *testing.T) {
	src := `struct M { Texture2D<float> t; float4 tint; };
cbuffer CB : register(b0) {
  float4 scale;
  Texture2D<float> plain : register(t4);
  M m;
  float last;
  Texture2D<float> arr[2];
};
tbuffer TB { float tb; Texture2D<float> intb; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = plain[uint2(0, 0)] * scale.x + m.t[uint2(0, 0)] * m.tint.y + last + arr[1][uint2(1, 1)] + tb + intb[uint2(2, 2)]; }
`
	layoutHas(t, src, Options{},
		"cbuffer CB : register(b0) size=48",
		"offset   16 size   16 float4 m.tint", // the numbers of m
		"offset   32 size    4 float last",    // resources take no room
		"tbuffer TB : register(t5) size=16",
		"Texture2D<float> plain : register(t4)",
		"Texture2D<float> m.t : register(t0)",
		"Texture2D<float>[2] arr : register(t1)",
		"Texture2D<float> intb : register(t3)",
	)
	// a struct of resources only takes no room but still starts a row,
	// so what follows it is where DXC puts it (DXC issue 4763)
	src = `struct Only { Texture2D<float> t; };
struct Outer { float a; Only o; float b; };
cbuffer CB { float a2; Only o; float b2; };
Outer g;
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = g.a + g.b + g.o.t[uint2(0, 0)] + a2 + b2 + o.t[uint2(0, 0)]; }
`
	layoutHas(t, src, Options{},
		"offset   16 size    0 struct Only o\n  offset   16 size    4 float b2",
		"offset   16 size    0 struct Only g.o\n    offset   16 size    4 float g.b",
	)
	// in a namespace, space-only, and an unsized array (a member may not be)
	src = `namespace NS { cbuffer CBn { float k; Texture2D<float> nt : register(space1); Texture2D<float> tabs[] : register(t0, space3); }; }
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = NS::k + NS::nt[uint2(0, 0)] + NS::tabs[1][uint2(0, 0)]; }
`
	layoutHas(t, src, Options{Target: "cs_6_0"},
		"Texture2D<float> NS::nt : register(t0, space1)",
		"Texture2D<float>[] NS::tabs : register(t0, space3)",
	)
}

// layoutHas compiles src and checks that its layout listing holds each want.
func layoutHas(t *testing.T, src string, opts Options, wants ...string) {
	t.Helper()
	res := Compile("t.hlsl", []byte(src), opts, StageCheck)
	var d, l strings.Builder
	res.Diags.Render(&d)
	if res.Diags.HasErrors() {
		t.Fatalf("errors:\n%s", d.String())
	}
	res.Program.WriteLayout(&l)
	for _, want := range wants {
		if !strings.Contains(l.String(), want) {
			t.Errorf("layout lacks %q:\n%s", want, l.String())
		}
	}
}

package passes

import (
	"bytes"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"hlslc/ir"
	"hlslc/ir/interp"
)

// packedValues counts the instructions of packed type.
func packedValues(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, v := range b.Instrs {
				if v.Type.IsPacked() && v.Op != ir.OpPack && v.Op != ir.OpBitcast {
					n++
				}
			}
		}
	}
	return n
}

// TestPack16PreservesResults runs the corpus shaders and the pass's text
// test inputs on the reference interpreter before and after Pack16 alone
// (verifying after it): every resource must come out bit for bit the same.
// The min16float shaders must have been packed, so the comparison covers
// the packed forms.
func TestPack16PreservesResults(t *testing.T) {
	type prog struct {
		name string
		load func(t *testing.T) (*ir.Module, *shader)
	}
	var progs []prog
	for _, s := range corpus(t) {
		s := s
		progs = append(progs, prog{s.path, func(t *testing.T) (*ir.Module, *shader) { return s.compile(t), &s }})
	}
	files, _ := filepath.Glob("testdata/pack16/*.ir")
	for _, f := range files {
		f := f
		progs = append(progs, prog{f, func(t *testing.T) (*ir.Module, *shader) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.Parse(string(src))
			if err != nil {
				t.Fatal(err)
			}
			return m, &shader{path: f}
		}})
	}
	packed := map[string]int{}
	for _, p := range progs {
		t.Run(filepath.Base(p.name), func(t *testing.T) {
			m, s := p.load(t)
			spec := s.runSpec(t, m)
			ref, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Skipf("the interpreter does not run it: %v", err)
			}
			for _, f := range m.Funcs {
				Pack16(f)
				if err := ir.Verify(m); err != nil {
					t.Fatalf("after Pack16 on @%s: %v\n%s", f.Name, err, m)
				}
			}
			packed[p.name] = packedValues(m)
			got, err := interp.Run(m, spec, interp.Options{})
			if err != nil {
				t.Fatalf("after Pack16: %v", err)
			}
			for i, r := range m.Resources {
				if !bytes.Equal(ref.Data[i], got.Data[i]) {
					t.Errorf("@%s differs after Pack16:\nbefore %s\nafter  %s", r.Name, words(ref.Data[i]), words(got.Data[i]))
				}
			}
		})
	}
	for name := range map[string]bool{"../backend/testdata/run/min16_blend.hlsl": true, "../backend/testdata/run/min16_blur.hlsl": true,
		"testdata/pack16/vectors.ir": true, "testdata/pack16/unpack.ir": true} {
		if packed[name] == 0 {
			t.Errorf("%s: nothing was packed (or it did not run)", name)
		}
	}
	t.Logf("packed instructions: %v", packed)
}

// TestPack16Random builds random straight-line f16/i16 programs (leaves
// from f32 loads and from the halves of i32 loads, random packable ops on
// earlier values and constants, every value stored) and checks that Pack16
// keeps them verifying and computing the same results.
func TestPack16Random(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	fops := []ir.Op{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFma, ir.OpFMin, ir.OpFMax, ir.OpFNeg, ir.OpFAbs}
	iops := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpSMin, ir.OpUMax, ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpXor}
	totalPacked := 0
	for iter := 0; iter < 300; iter++ {
		m := ir.NewModule()
		in := m.AddStructured("In", false, 4, nil)
		out := m.AddStructured("Out", true, 4, nil)
		f := m.NewKernel("main", 64, 1, 1)
		bld := ir.NewBuilder(f)
		bld.SetBlock(f.NewBlock("entry"))
		tid := bld.ID(ir.OpThreadID, 0)
		base := bld.Bin(ir.OpMul, tid, bld.ConstInt(ir.I32, 32))
		addr := func(k int) *ir.Value { return bld.Bin(ir.OpAdd, base, bld.ConstInt(ir.I32, int64(4*k))) }
		var fs, is []*ir.Value
		for k := 0; k < 4; k++ {
			fs = append(fs, bld.Convert(ir.OpFPTrunc, ir.F16, bld.Load(ir.F32, in, addr(k), 4)))
		}
		for k := 4; k < 6; k++ {
			w := bld.Load(ir.I32, in, addr(k), 4)
			is = append(is, bld.Convert(ir.OpTrunc, ir.I16, w), bld.Convert(ir.OpTrunc, ir.I16, bld.Bin(ir.OpLShr, w, bld.ConstInt(ir.I32, 16))))
			h := bld.Convert(ir.OpTrunc, ir.I16, bld.Bin(ir.OpLShr, w, bld.ConstInt(ir.I32, 16)))
			fs = append(fs, bld.Convert(ir.OpBitcast, ir.F16, bld.Convert(ir.OpTrunc, ir.I16, w)), bld.Convert(ir.OpBitcast, ir.F16, h))
		}
		pick := func(vs []*ir.Value, t ir.Type) *ir.Value {
			if rng.Intn(6) == 0 {
				if t == ir.F16 {
					return bld.ConstFloat(ir.F16, float64(rng.Intn(9)-4)/2)
				}
				return bld.ConstInt(ir.I16, int64(rng.Intn(8)))
			}
			return vs[len(vs)-1-rng.Intn(min(len(vs), 6))]
		}
		for k := 0; k < 24; k++ {
			if rng.Intn(3) > 0 {
				op := fops[rng.Intn(len(fops))]
				args := []*ir.Value{pick(fs, ir.F16)}
				switch op {
				case ir.OpFma:
					args = append(args, pick(fs, ir.F16), pick(fs, ir.F16))
				case ir.OpFNeg, ir.OpFAbs:
				default:
					args = append(args, pick(fs, ir.F16))
				}
				if args[0].Op == ir.OpConst && len(args) == 1 {
					continue
				}
				fs = append(fs, bld.Emit(op, ir.F16, args...))
			} else {
				op := iops[rng.Intn(len(iops))]
				is = append(is, bld.Emit(op, ir.I16, pick(is, ir.I16), pick(is, ir.I16)))
			}
		}
		n := 0
		for _, v := range fs {
			bld.Store(out, bld.ConstInt(ir.I32, 0), bld.Convert(ir.OpFPExt, ir.F32, v), 4)
			bld.Store(out, bld.Bin(ir.OpAdd, base, bld.ConstInt(ir.I32, int64(4*n))), bld.Convert(ir.OpFPExt, ir.F32, v), 4)
			n++
		}
		for _, v := range is {
			bld.Store(out, bld.Bin(ir.OpAdd, base, bld.ConstInt(ir.I32, int64(4*n))), bld.Convert(ir.OpZExt, ir.I32, v), 4)
			n++
		}
		bld.Ret()
		if err := ir.Verify(m); err != nil {
			t.Fatalf("generated program does not verify: %v\n%s", err, m)
		}
		_ = out
		s := shader{path: "random"}
		spec := s.runSpec(t, m)
		ref, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("interpreter: %v\n%s", err, m)
		}
		text := m.String()
		Pack16(f)
		if err := ir.Verify(m); err != nil {
			t.Fatalf("iteration %d: after Pack16: %v\nbefore:\n%s\nafter:\n%s", iter, err, text, m)
		}
		totalPacked += packedValues(m)
		got, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("after Pack16: %v", err)
		}
		for i := range m.Resources {
			if !bytes.Equal(ref.Data[i], got.Data[i]) {
				t.Fatalf("iteration %d: results differ after Pack16\nbefore:\n%s\nafter:\n%s", iter, text, m)
			}
		}
	}
	if totalPacked == 0 {
		t.Errorf("nothing was packed in the random programs")
	}
	t.Logf("%d packed instructions", totalPacked)
}

// TestPack16RandomVectors builds random element-wise computations on pairs
// of f16 values (swizzled, broadcast, with constants), emitting the two
// lanes' instructions in shuffled order and sometimes far apart with uses of
// the first lane in between, and checks that Pack16 keeps them verifying
// and computing the same results.
func TestPack16RandomVectors(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	ops := []ir.Op{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFma, ir.OpFMin, ir.OpFMax, ir.OpFNeg}
	totalPacked := 0
	for iter := 0; iter < 300; iter++ {
		m := ir.NewModule()
		in := m.AddStructured("In", false, 4, nil)
		out := m.AddStructured("Out", true, 4, nil)
		f := m.NewKernel("main", 64, 1, 1)
		bld := ir.NewBuilder(f)
		bld.SetBlock(f.NewBlock("entry"))
		tid := bld.ID(ir.OpThreadID, 0)
		base := bld.Bin(ir.OpMul, tid, bld.ConstInt(ir.I32, 32))
		addr := func(k int) *ir.Value { return bld.Bin(ir.OpAdd, base, bld.ConstInt(ir.I32, int64(4*k))) }
		type pair [2]*ir.Value
		var pairs []pair
		var scalars []*ir.Value
		for k := 0; k < 3; k++ {
			pairs = append(pairs, pair{bld.Convert(ir.OpFPTrunc, ir.F16, bld.Load(ir.F32, in, addr(2*k), 4)),
				bld.Convert(ir.OpFPTrunc, ir.F16, bld.Load(ir.F32, in, addr(2*k+1), 4))})
		}
		var pending []func()
		for k := 0; k < 16; k++ {
			op := ops[rng.Intn(len(ops))]
			nargs := 2
			switch op {
			case ir.OpFma:
				nargs = 3
			case ir.OpFNeg:
				nargs = 1
			}
			var lanes [2][]*ir.Value
			for a := 0; a < nargs; a++ {
				p := pairs[len(pairs)-1-rng.Intn(min(len(pairs), 4))]
				switch rng.Intn(5) {
				case 0: // swizzle
					p = pair{p[1], p[0]}
				case 1: // broadcast
					p = pair{p[0], p[0]}
				case 2: // constants
					p = pair{bld.ConstFloat(ir.F16, float64(rng.Intn(9)-4)/4), bld.ConstFloat(ir.F16, float64(rng.Intn(9)-4)/4)}
				}
				lanes[0], lanes[1] = append(lanes[0], p[0]), append(lanes[1], p[1])
			}
			var res pair
			emit := func(l int) func() {
				return func() { res[l] = bld.Emit(op, ir.F16, lanes[l]...) }
			}
			first := rng.Intn(2)
			emit(first)()
			if rng.Intn(3) == 0 {
				// the other lane later, after a use of this one
				scalars = append(scalars, bld.Emit(ir.OpFAdd, ir.F16, res[first], bld.ConstFloat(ir.F16, 1)))
				pending = append(pending, emit(1-first))
				for len(pending) > 0 && rng.Intn(2) == 0 {
					pending[0]()
					pending = pending[1:]
				}
				continue
			}
			emit(1 - first)()
			pairs = append(pairs, res)
			for len(pending) > 0 && rng.Intn(3) == 0 {
				pending[0]()
				pending = pending[1:]
			}
		}
		for _, p := range pending {
			p()
		}
		n := 0
		store := func(v *ir.Value) {
			if v != nil && v.Op != ir.OpConst {
				bld.Store(out, bld.Bin(ir.OpAdd, base, bld.ConstInt(ir.I32, int64(4*n))), bld.Convert(ir.OpFPExt, ir.F32, v), 4)
				n++
			}
		}
		for _, p := range pairs {
			store(p[0])
			store(p[1])
		}
		for _, s := range scalars {
			store(s)
		}
		bld.Ret()
		// stores of values defined later than the pending lanes are fine:
		// every value is stored after all instructions
		if err := ir.Verify(m); err != nil {
			t.Fatalf("generated program does not verify: %v\n%s", err, m)
		}
		s := shader{path: "random"}
		spec := s.runSpec(t, m)
		ref, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("interpreter: %v\n%s", err, m)
		}
		text := m.String()
		Pack16(f)
		if err := ir.Verify(m); err != nil {
			t.Fatalf("iteration %d: after Pack16: %v\nbefore:\n%s\nafter:\n%s", iter, err, text, m)
		}
		totalPacked += packedValues(m)
		got, err := interp.Run(m, spec, interp.Options{})
		if err != nil {
			t.Fatalf("after Pack16: %v", err)
		}
		for i := range m.Resources {
			if !bytes.Equal(ref.Data[i], got.Data[i]) {
				t.Fatalf("iteration %d: results differ after Pack16\nbefore:\n%s\nafter:\n%s", iter, text, m)
			}
		}
	}
	if totalPacked == 0 {
		t.Errorf("nothing was packed")
	}
	t.Logf("%d packed instructions", totalPacked)
}

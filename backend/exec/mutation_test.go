package exec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

// corpusSpec returns a spec with random inputs for each clang corpus kernel.
func corpusSpec(kernel string) *Spec {
	r := rand.New(rand.NewSource(42))
	ptrs := func(names ...string) []KernargItem {
		var k []KernargItem
		for _, n := range names {
			k = append(k, KernargItem{Kind: "ptr", Buffer: n})
		}
		return k
	}
	small := func(n int, mask uint32) []byte {
		x := randWords(r, n)
		for i := range x {
			x[i] &= mask
		}
		return u32s(x)
	}
	switch kernel {
	case "int_alu", "float_alu", "half2_math":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"a", small(128, 0x3fffffff)}, {"b", small(128, 0x3fffffff)}, {"out", make([]byte, 512)}}, Kernargs: ptrs("a", "b", "out")}
	case "private_array":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"idx", small(128, 0xffff)}, {"out", make([]byte, 512)}}, Kernargs: ptrs("idx", "out")}
	case "divergent":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"a", small(128, 0x3ff)}, {"out", make([]byte, 512)}}, Kernargs: ptrs("a", "out")}
	case "lds_reduce":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"in", small(512, 0xffff)}, {"out", make([]byte, 8)}}, Kernargs: ptrs("in", "out")}
	case "atomics":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"in", small(256, 0xffffffff)}, {"counters", make([]byte, 72)}, {"old", make([]byte, 1024)}}, Kernargs: ptrs("in", "counters", "old")}
	case "cross_lane":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"in", small(128, 0xffffffff)}, {"idx", small(128, 63)}, {"out", make([]byte, 4*5*128)}}, Kernargs: ptrs("in", "idx", "out")}
	case "addr64":
		return &Spec{Grid: [3]uint32{1, 1, 1}, Buffers: []SpecBuffer{{"a", small(2*64*3, 0xffffffff)}, {"out", make([]byte, 512)}}, Kernargs: append(ptrs("a", "out"), KernargItem{Kind: "u64", Value: 3})}
	case "lds_compact":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"in", small(512, 0xffffffff)}, {"out", make([]byte, 4*512)}, {"counts", make([]byte, 8)}}, Kernargs: ptrs("in", "out", "counts")}
	case "lds_stencil":
		return &Spec{Grid: [3]uint32{2, 1, 1}, Buffers: []SpecBuffer{{"in", small(2*3*256+258, 0xffff)}, {"out", make([]byte, 4*512)}}, Kernargs: append(ptrs("in", "out"), KernargItem{Kind: "u32", Value: 3})}
	case "last_block":
		return &Spec{Grid: [3]uint32{4, 1, 1}, Buffers: []SpecBuffer{{"in", small(512, 0xffff)}, {"partial", make([]byte, 16)}, {"counter", make([]byte, 4)}, {"result", make([]byte, 4)}}, Kernargs: ptrs("in", "partial", "counter", "result")}
	case "grid3d":
		return &Spec{Grid: [3]uint32{2, 2, 2}, Buffers: []SpecBuffer{{"out", make([]byte, 4*16*8*4)}}, Kernargs: append(ptrs("out"), KernargItem{Kind: "u32", Value: 16}, KernargItem{Kind: "u32", Value: 8})}
	}
	return nil
}

func sameOutput(a, b map[string][]uint32) bool {
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// kernelAt names the kernel whose code holds a .text offset.
func kernelAt(o *codeobj.Object, off uint64) string {
	best, name := uint64(0), ""
	for _, k := range o.Kernels {
		if k.EntryOffset <= off && k.EntryOffset >= best {
			best, name = k.EntryOffset, k.Name
		}
	}
	return name
}

// oracleSeeds are the interleavings the late-delivery oracle tries: each
// wave until it blocks (seed 0) and random quanta.
var oracleSeeds = []uint64{0, 1, 2, 3, 4, 5}

// lateRuns runs a program under the late-delivery oracle — loads deliver
// their results, and stores become visible to other waves, only when an
// s_waitcnt retires them — one workgroup at a time, under each of
// oracleSeeds, and reports whether any run differs from want (or fails).
func lateRuns(run func(Options) (map[string][]uint32, error), want map[string][]uint32) (bool, string) {
	for _, seed := range oracleSeeds {
		out, err := run(Options{NoWaitcntCheck: true, LateDelivery: true, Workers: 1, Seed: seed})
		if err != nil {
			return true, fmt.Sprintf("seed %d: %v", seed, err)
		}
		if !sameOutput(out, want) {
			return true, fmt.Sprintf("seed %d changes the results", seed)
		}
	}
	return false, ""
}

// TestMutationMissingWaitcnt deletes each s_waitcnt of each clang-built
// kernel in turn, reassembles and runs the program twice: with the checker,
// and without it under the late-delivery oracle (lateRuns), as hardware may
// behave. Every deletion that changes the results under the oracle must
// have been reported by the checker, and the unmutated kernels give the
// same results under the oracle and no report.
func TestMutationMissingWaitcnt(t *testing.T) {
	cl, _ := buildCorpus(t)
	obj, err := codeobj.Read(cl)
	if err != nil {
		t.Fatal(err)
	}
	insts, _, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
	if err != nil {
		t.Fatal(err)
	}
	baseline := map[string]map[string][]uint32{}
	total, reported, harmful, missed, storeRule := 0, 0, 0, 0, 0
	for _, in := range insts {
		if in.Instr.Inst.Name != "s_waitcnt" {
			continue
		}
		kernel := kernelAt(obj, in.Offset)
		if corpusSpec(kernel) == nil {
			continue
		}
		runObj := func(o *codeobj.Object, opts Options) (map[string][]uint32, error) {
			p, err := LoadObject(o, kernel)
			if err != nil {
				t.Fatal(err)
			}
			mem, d, allocs, err := corpusSpec(kernel).Setup(p)
			if err != nil {
				t.Fatal(err)
			}
			_, err = p.Run(mem, d, opts)
			out := map[string][]uint32{}
			for n, a := range allocs {
				out[n] = words(a.Data)
			}
			return out, err
		}
		if _, ok := baseline[kernel]; !ok {
			out, err := runObj(obj, Options{})
			if err != nil {
				t.Fatalf("%s: unmutated kernel fails: %v", kernel, err)
			}
			if bad, why := lateRuns(func(o Options) (map[string][]uint32, error) { return runObj(obj, o) }, out); bad {
				t.Fatalf("%s: late delivery changes the unmutated kernel's results (%s)", kernel, why)
			}
			baseline[kernel] = out
		}
		total++
		// Delete the s_waitcnt by replacing it with s_nop 0, which keeps
		// every branch offset intact.
		mobj := *obj
		mobj.Text = slices.Clone(obj.Text)
		binary.LittleEndian.PutUint32(mobj.Text[in.Offset:], 0xbf800000)
		what := fmt.Sprintf("%s: deleting %q at %#x", kernel, in.Instr.Format(true), in.Offset)
		_, err = runObj(&mobj, Options{})
		var e *Error
		caught := errors.As(err, &e) && e.Kind == KindWaitcnt
		if err != nil && !caught {
			t.Errorf("%s: unexpected error %v", what, err)
		}
		if caught {
			reported++
			if strings.Contains(e.Msg, "still in flight") || strings.Contains(e.Msg, "invalidates the L1") {
				storeRule++
			}
		}
		if bad, why := lateRuns(func(o Options) (map[string][]uint32, error) { return runObj(&mobj, o) }, baseline[kernel]); bad {
			harmful++
			if !caught {
				missed++
				t.Errorf("%s corrupts the results under late delivery (%s), but no missing s_waitcnt was reported", what, why)
			}
		}
	}
	if total == 0 {
		t.Fatal("no s_waitcnt found in the corpus")
	}
	t.Logf("deleted %d s_waitcnt instructions: %d reported as missing (%d by the store-visibility rules); %d of them corrupt results under late delivery, %d of those detected (%.0f%%)",
		total, reported, storeRule, harmful, harmful-missed, 100*float64(harmful-missed)/float64(max(harmful, 1)))
	if harmful == 0 {
		t.Error("no deletion corrupted the results: the oracle is not working")
	}
}

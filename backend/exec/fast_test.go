package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
)

// TestFastPathMatchesPerLane runs every whole-wave operation of fast.go
// against the per-lane executor on the same random state (including float
// specials: zeros, denormals, infinities, NaNs) with EXEC all ones and
// random, and requires identical VGPRs, SGPRs and EXEC.
func TestFastPathMatchesPerLane(t *testing.T) {
	var names []string
	for n := range fastOps {
		names = append(names, n)
	}
	for n := range wideOps {
		names = append(names, n)
	}
	for n := range carryOps {
		names = append(names, n)
	}
	for _, typ := range []string{"u32", "i32"} {
		for p := range intPreds {
			names = append(names, "v_cmp_"+p+"_"+typ, "v_cmpx_"+p+"_"+typ)
		}
	}
	for p := range floatPreds {
		names = append(names, "v_cmp_"+p+"_f32", "v_cmpx_"+p+"_f32")
	}
	templates := []string{
		"%s_e32 v0, v1, v2", "%s_e64 v0, s4, v2", "%s_e32 v0, 0x3fc00000, v2", "%s_e64 v0, v1, -4",
		"%s_e32 v0, v1", "%s_e64 v0, s4", "%s v0, v1, v2, v3", "%s v0, s4, 1.0, v3", "%s v0, v1, 0x40400000, v2",
		"%s v0, v1, v2, 0x3f800000", "%s_e32 v0, vcc, v1, v2", "%s_e64 v0, s[6:7], s4, v2",
		"%s_e32 v0, vcc, v1, v2, vcc", "%s_e64 v0, s[6:7], v1, v2, s[8:9]", "%s_e32 v0, v1, v2, vcc",
		"%s_e64 v0, v1, s4, s[8:9]", "%s_e32 vcc, v1, v2", "%s_e64 s[6:7], s4, v2", "%s_e64 s[6:7], v1, 0.5",
		"%s v[0:1], v1, v[2:3]", "%s v[0:1], s4, s[6:7]", "%s v[0:1], 2, v[2:3]", "%s v[2:3], v0, 0x1234",
		// the destination is a source (the vector forms read a block of
		// lanes before they write it)
		"%s_e32 v1, vcc, v1, v2", "%s_e32 v2, vcc, v1, v2, vcc", "%s v[2:3], 2, v[2:3]", "%s v[1:2], v0, v[2:3]",
	}
	specials := []uint32{0, 0x80000000, 1, 0x807fffff, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0x4f800000, 0xcf000000, 0x7f7fffff, 31, 32, 0xffffffff}
	r := rand.New(rand.NewPCG(1, 2))
	word := func() uint32 {
		if r.IntN(3) == 0 {
			return specials[r.IntN(len(specials))]
		}
		if r.IntN(2) == 0 {
			return math.Float32bits(float32(r.NormFloat64() * 100))
		}
		return r.Uint32()
	}
	forms := 0
	for _, name := range names {
		parsed := 0
		for _, tmpl := range templates {
			line := fmt.Sprintf(tmpl, name)
			in, err := gfx9.ParseInstr(gfx9.GFX906, line)
			if err != nil {
				continue
			}
			parsed++
			f, ok := valuLookup(in.Inst.Name)
			if !ok {
				t.Fatalf("%s: no lane function", line)
			}
			fast, err := valuBuild(f, &in, true)
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			slow, err := valuBuild(f, &in, false)
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			if fmt.Sprintf("%p", fast) == fmt.Sprintf("%p", slow) {
				t.Fatalf("%s: the fast path was not taken", line)
			}
			forms++
			d := &dinst{in: in}
			for k := range in.Ops {
				d.ops = append(d.ops, makeOpnd(&in, k))
			}
			for trial := 0; trial < 40; trial++ {
				var a, b wave
				a.v = make([]uint32, 4*64)
				a.prog = &Program{nsgpr: 102, nvgpr: 4}
				for i := range a.v {
					a.v[i] = word()
				}
				for i := 0; i < 16; i++ {
					a.s[i] = word()
				}
				a.s[106], a.s[107] = r.Uint32(), r.Uint32()
				exec := ^uint64(0)
				if trial%2 == 1 {
					exec = r.Uint64()
				}
				a.setExec(exec)
				a.mode.ieee = trial%4 < 2 // both MODE.IEEE settings
				// every f32 denormal mode (FLOAT_DENORM_MODE_32 0..3)
				d32 := trial / 4 % 4
				a.mode.flushIn32, a.mode.flushOut32 = d32 == 0 || d32 == 2, d32 == 0 || d32 == 1
				b = a
				b.v = append([]uint32(nil), a.v...)
				if err := fast(&a, d); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				if err := slow(&b, d); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				if a.s != b.s {
					t.Fatalf("%s: SGPRs differ: fast %x, per-lane %x", line, a.s[:16], b.s[:16])
				}
				for i := range a.v {
					if a.v[i] != b.v[i] {
						t.Fatalf("%s (exec %#x): v%d lane %d: fast %#x, per-lane %#x", line, exec, i/64, i%64, a.v[i], b.v[i])
					}
				}
			}
		}
		if parsed == 0 && !strings.Contains(name, "cmpx_") {
			t.Errorf("%s: no test form parsed", name)
		}
	}
	t.Logf("%d instruction forms checked against the per-lane path", forms)
}

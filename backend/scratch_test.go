package backend

import (
	"fmt"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/internal/tooltest"
	"hlslc/ir/runspec"
)

// TestScratchBeyond4K: private memory past the 12-bit MUBUF offset — a
// 16 KiB private array, and a kernel whose VGPR spills need more than 4 KiB
// per lane — compiles and runs as the interpreter says.
func TestScratchBeyond4K(t *testing.T) {
	tooltest.Need(t, "llvm-mc")
	const array = `
RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	float t[4096];
	for (uint i = 0; i < 4096; i++)
		t[i] = (float)(i * (id.x + 1));
	float s = 0;
	for (uint j = 0; j < 4096; j += 97)
		s += t[(j * 13 + id.x) & 4095];
	Out[id.x] = s;
}
`
	// 1300 values live at once: about 1050 of them spill
	var b strings.Builder
	b.WriteString("StructuredBuffer<float> In : register(t0);\nRWStructuredBuffer<float> Out : register(u0);\n")
	b.WriteString("[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n")
	const n = 1300
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\tfloat a%d = In[(id.x * 7 + %d) & 255] * %d.0;\n", i, i, i+1)
	}
	b.WriteString("\tfloat s = 0;\n")
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "\ts = s * 0.5 + a%d;\n", i)
	}
	b.WriteString("\tOut[id.x] = s;\n}\n")
	var in []string
	for i := 0; i < 256; i++ {
		in = append(in, fmt.Sprint(i%17-8))
	}
	for _, c := range []struct {
		name, src, spec string
		minScratch      int
	}{
		{"array16k", array, `{"dispatch": [2, 1, 1], "resources": {"Out": {"zero": 512}}}`, 16384},
		{"spills", b.String(), fmt.Sprintf(`{"dispatch": [2, 1, 1], "resources": {"In": {"f32": [%s]}, "Out": {"zero": 512}}}`, strings.Join(in, ", ")), 4096 + 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			spec, err := runspec.Parse([]byte(c.spec), ".")
			if err != nil {
				t.Fatal(err)
			}
			m, ref, out := compileAndInterpret(t, c.name+".hlsl", c.src, spec, Options{})
			if out.Info.PrivateBytes < c.minScratch {
				t.Errorf("%d bytes of scratch per lane, want at least %d", out.Info.PrivateBytes, c.minScratch)
			}
			compareRun(t, m, out, spec, ref, 0, "")
		})
	}
}

// TestPrivateArrayTooLarge: a private array beyond what a lane's scratch
// can hold is an error at its declaration naming it, its size per lane
// and the limit.
func TestPrivateArrayTooLarge(t *testing.T) {
	const src = `RWStructuredBuffer<float> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	float small[1000];
	float big[40000];
	for (uint i = 0; i < 40000; i++)
		big[i] = (float)(i * id.x);
	for (uint j = 0; j < 1000; j++)
		small[j] = big[j * 40 + id.x];
	Out[id.x] = small[id.x] + big[id.x * 3];
}
`
	m := lowerHLSL(t, "big.hlsl", src)
	_, err := Compile(m, "main", "gfx900")
	want := fmt.Sprintf("big.hlsl:5:8: error: private array big takes 160000 bytes per lane after 4000 bytes of other private arrays, beyond the %d bytes of private memory (scratch) a lane can have on gfx9", gfx9.MaxScratchPerLane)
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// TestSpillSplitAtLoop: a value a loop reads, spilled for the pressure
// after the loop, is reloaded once before the loop instead of at each read
// inside it (regalloc's loop-boundary split), and the results stay the
// interpreter's.
func TestSpillSplitAtLoop(t *testing.T) {
	tooltest.Need(t, "llvm-mc")
	const src = `
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint k = In[id.x] * 3 + 1;
	uint acc = id.x;
	uint n = In[(id.x + 5) & 63] & 15;
	for (uint i = 0; i < n; i++)
		acc = (acc ^ k) + i * 7;
	uint a0 = In[(id.x + 1) & 63] * 5, a1 = In[(id.x + 2) & 63] * 9, a2 = In[(id.x + 3) & 63] * 11;
	uint a3 = In[(id.x + 4) & 63] * 13, a4 = In[(id.x + 6) & 63] * 17, a5 = In[(id.x + 7) & 63] * 19;
	uint a6 = In[(id.x + 8) & 63] * 23, a7 = In[(id.x + 9) & 63] * 29;
	Out[id.x] = ((a0 * a1 + a2) * (a3 + a4) ^ (a5 * a6 + a7)) + a0 * a7 + a1 * a6 + a2 * a5 + a3 * a4 + acc * k;
}
`
	var in []string
	for i := 0; i < 64; i++ {
		in = append(in, fmt.Sprint(i*i*2654435761%1000+i))
	}
	spec, err := runspec.Parse([]byte(fmt.Sprintf(`{"dispatch": [2, 1, 1], "resources": {"In": {"u32": [%s]}, "Out": {"zero": 512}}}`, strings.Join(in, ", "))), ".")
	if err != nil {
		t.Fatal(err)
	}
	// at every limit the executor must equal the interpreter; at 10 VGPRs
	// the pressure after the loop spills, and the loop keeps at most one
	// scratch load (the colouring's rounds spilled k, read in the loop,
	// split at the loop, and the accumulator, which the loop writes, with
	// one load there; spilled before colouring, values the loop does not
	// read go, and the loop has none), not one per value it reads
	for v := 6; v <= 12; v++ {
		m, ref, out := compileAndInterpret(t, "split.hlsl", src, spec, Options{MaxVGPRs: v})
		compareRun(t, m, out, spec, ref, 0, fmt.Sprintf("MaxVGPRs %d", v))
		if v != 10 {
			continue
		}
		lines := strings.Split(out.Assembly, "\n")
		label, loads := map[string]int{}, -1
		for i, l := range lines {
			f := strings.Fields(l)
			if len(f) == 1 && strings.HasSuffix(f[0], ":") {
				label[strings.TrimSuffix(f[0], ":")] = i
			}
			if len(f) != 2 || !strings.HasPrefix(f[0], "s_cbranch") {
				continue
			}
			if at, ok := label[f[1]]; ok { // a back edge
				loads = 0
				for _, x := range lines[at:i] {
					if strings.Contains(x, "buffer_load_dword") && strings.Contains(x, ", off, ") {
						loads++
					}
				}
			}
		}
		if loads < 0 || loads > 1 || out.Info.PrivateBytes == 0 {
			t.Errorf("MaxVGPRs 10: %d scratch loads in the loop (want at most 1), %d bytes of scratch\n%s", loads, out.Info.PrivateBytes, out.Assembly)
		}
	}
}

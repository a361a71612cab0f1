package exec

import "testing"

// The corpus kernels that synchronize through memory: an LDS scan with a
// loop of barriers (lds_compact), LDS tiles in a loop (lds_stencil), and a
// device-scope release/acquire through an atomic counter (last_block). Each
// runs with every interleaving seed the mutation test's oracle uses, and
// under that oracle, and gives the results computed here.

func syncRuns(t *testing.T, kernel string, check func(out map[string][]uint32)) {
	t.Helper()
	cl, _ := buildCorpus(t)
	for _, seed := range oracleSeeds {
		out, _, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{Seed: seed})
		if err != nil {
			t.Fatalf("%s seed %d: %v", kernel, seed, err)
		}
		check(out)
		late, _, err := runSpec(t, cl, kernel, corpusSpec(kernel), Options{Seed: seed, Workers: 1, NoWaitcntCheck: true, LateDelivery: true})
		if err != nil {
			t.Fatalf("%s seed %d, late delivery: %v", kernel, seed, err)
		}
		check(late)
	}
}

func TestCorpusLDSCompact(t *testing.T) {
	in := words(corpusSpec("lds_compact").Buffers[0].Data)
	want, counts := make([]uint32, len(in)), make([]uint32, 2)
	for g := 0; g < 2; g++ {
		n := 0
		for l := 0; l < 256; l++ {
			if v := in[g*256+l]; v&3 != 0 {
				want[g*256+n] = v
				n++
			}
		}
		counts[g] = uint32(n)
	}
	syncRuns(t, "lds_compact", func(out map[string][]uint32) {
		checkWords(t, "lds_compact", "out", out["out"], want)
		checkWords(t, "lds_compact", "counts", out["counts"], counts)
	})
}

func TestCorpusLDSStencil(t *testing.T) {
	in := words(corpusSpec("lds_stencil").Buffers[0].Data)
	const tiles = 3
	want := make([]uint32, 512)
	for g := 0; g < 2; g++ {
		for l := 0; l < 256; l++ {
			var acc uint32
			for tt := 0; tt < tiles; tt++ {
				base := (g*tiles + tt) * 256
				acc += in[base+l] + 2*in[base+l+1] + in[base+l+2]
			}
			want[g*256+l] = acc
		}
	}
	syncRuns(t, "lds_stencil", func(out map[string][]uint32) { checkWords(t, "lds_stencil", "out", out["out"], want) })
}

func TestCorpusLastBlock(t *testing.T) {
	in := words(corpusSpec("last_block").Buffers[0].Data)
	partial := make([]uint32, 4)
	var total uint32
	for i, v := range in {
		partial[i/128] += v
		total += v
	}
	syncRuns(t, "last_block", func(out map[string][]uint32) {
		checkWords(t, "last_block", "partial", out["partial"], partial)
		checkWords(t, "last_block", "counter", out["counter"], []uint32{4})
		checkWords(t, "last_block", "result", out["result"], []uint32{total})
	})
}

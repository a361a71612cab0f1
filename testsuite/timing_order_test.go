package testsuite

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	gexec "hlslc/backend/exec"
	"hlslc/internal/corpus"
	"hlslc/ir/runspec"
)

// TestCorpusTimingWorkers: the timing estimate of every corpus shader hlslc
// compiles, over 64 workgroups with synthesized inputs, is the same on one
// worker and on two (docs/timing.md, "Determinism": a dispatch whose
// workgroups read what others write runs in dispatch order), byte for
// byte. Kernels that run longer than a few seconds are left out and named.
func TestCorpusTimingWorkers(t *testing.T) {
	entries := corpus.ForTest(t)
	compared := 0
	var left []string
	for _, e := range entries {
		m, k, ok := corpusKernel(t, e)
		if !ok {
			continue
		}
		spec := runspec.Synthesize(m.RunSpecResources(), runspec.SynthOptions{Dispatch: [3]uint32{64, 1, 1}})
		var want []byte
		for _, workers := range []int{1, 2} {
			r, err := k.Run(spec, gexec.Options{Workers: workers, Timing: true, HardwareLDSBounds: true, Deadline: 5 * time.Second})
			if err != nil {
				left = append(left, e.ID)
				break
			}
			got, err := json.Marshal(r.Stats.Timing)
			if err != nil {
				t.Fatal(err)
			}
			if want == nil {
				want = got
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: timing on %d workers differs from one worker's:\n%s\nwant\n%s", e.ID, workers, got, want)
			}
			compared++
		}
	}
	t.Logf("%d kernels compared; left out (errors or over the 5 s budget): %v", compared, left)
	if compared == 0 {
		t.Fatal("no kernel compared")
	}
}

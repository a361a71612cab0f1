package interp

import (
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/ir"
)

// TestDetectRaces: under Options.DetectRaces, two threads of a group that
// touch the same bytes between barriers, one of them writing, stop the run;
// a barrier between them, atomics and stores of the value already there do
// not. Without the option every program runs.
func TestDetectRaces(t *testing.T) {
	const head = "structured @out rw stride 4\ngroupshared @s: u32[128]\n\nkernel @k numthreads(128, 1, 1) {\n^entry:\n  %gi: i32 = id.index\n  %a: i32 = shl %gi, i32 2\n"
	rows := []struct {
		name, body string
		race       string // "" when no race, else a substring of the error
	}{
		// each thread reads its neighbour's groupshared word: with and
		// without a barrier between the write and the read
		{"exchange without barrier", `
  store @s[%a], %gi, align 4
  %n: i32 = add %gi, i32 1
  %m: i32 = and %n, i32 127
  %na: i32 = shl %m, i32 2
  %x: i32 = load @s[%na], align 4
  store @out[%a], %x, align 4
  ret`, "data race: it reads bytes"},
		{"exchange with barrier", `
  store @s[%a], %gi, align 4
  barrier groupshared
  %n: i32 = add %gi, i32 1
  %m: i32 = and %n, i32 127
  %na: i32 = shl %m, i32 2
  %x: i32 = load @s[%na], align 4
  store @out[%a], %x, align 4
  ret`, ""},
		// every thread writes its index to one word: the last one wins
		// (thread 0 writes the 0 already there)
		{"write-write", `
  store @out[i32 0], %gi, align 4
  ret`, "thread 2: data race: it writes bytes 0 to 3 of @out that thread 1"},
		// every thread writes the same value: harmless
		{"same value", `
  store @out[i32 8], i32 7, align 4
  ret`, ""},
		// every thread reads word 0, thread 0 then writes it
		{"write after reads", `
  %x: i32 = load @out[i32 0], align 4
  %c: i1 = icmp eq %gi, i32 0
  if %c, ^w, ^done, merge ^done
^w:
  %y: i32 = add %x, i32 1
  store @out[i32 0], %y, align 4
  br ^done
^done:
  ret`, "that other threads also accessed"},
		// atomics on one word: unordered, but each whole
		{"atomics", `
  %old: i32 = atomic add @out[i32 0], i32 1, seq_cst
  ret`, ""},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			m, err := ir.Parse(head + r.body + "\n}\n")
			require.NoError(t, err)
			require.NoError(t, ir.Verify(m))
			run := func(detect bool) error {
				return RunData(m, [3]uint32{1, 1, 1}, [][]byte{make([]byte, 4*128)}, Options{DetectRaces: detect})
			}
			require.NoError(t, run(false))
			err = run(true)
			if r.race == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			require.Contains(t, err.Error(), r.race)
		})
	}
}

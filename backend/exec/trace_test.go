package exec

import (
	"math/rand"
	"testing"
)

// The trace's short cut for LDS accesses whose lanes step by the element
// size gives the bank passes that counting the banks lane by lane gives,
// for any active lanes (a phase boundary inside the active range, holes),
// element size and one or two accesses per lane.
func TestContiguousPassesMatchBankCount(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	w := &wave{ts: new(timingScratch)}
	var buf [128]access
	for i := 0; i < 20000; i++ {
		bytes := []int{4, 8, 12, 16}[r.Intn(4)]
		naccess := 1 + r.Intn(2)
		var exec uint64
		switch r.Intn(3) {
		case 0:
			exec = r.Uint64()
		case 1: // a run of lanes
			lo := r.Intn(64)
			n := 1 + r.Intn(64-lo)
			exec = (^uint64(0) >> (64 - n)) << lo
		default:
			exec = 1 << r.Intn(64)
		}
		base := uint32(r.Intn(1 << 16))
		row := make([]uint32, 64)
		for l := range row {
			row[l] = base + uint32(l*bytes)
		}
		m := &memOp{space: spaceLDS, bytes: bytes, naccess: naccess, offs: [2]uint64{uint64(r.Intn(256) * bytes), uint64(r.Intn(256) * bytes)}}
		st := &addrState{exec: exec, lo: row}
		acc, _ := accessesOf(m, st, buf[:])
		want := w.bankPasses(acc, bytes, naccess)
		if got := contiguousPasses(exec, bytes, naccess); got != want {
			t.Fatalf("exec %#x, %d bytes, %d accesses: %d passes, counting the banks gives %d", exec, bytes, naccess, got, want)
		}
	}
}

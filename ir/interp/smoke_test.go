package interp

import "testing"

func TestSmokeLoop(t *testing.T) {
	m := load(t, "../../testdata/roundtrip/loop.ir")
	r := run(t, m, obj{"dispatch": []int{2, 1, 1}, "resources": obj{"Out": obj{"zero": 4 * 128}}})
	got := f32s(r.Words("Out"))
	for i, g := range got {
		want := float32(i * (i - 1) / 2)
		if g != want {
			t.Fatalf("Out[%d] = %v, want %v", i, g, want)
		}
	}
}

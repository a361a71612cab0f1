package mir

import (
	"strings"
	"testing"
)

func TestNewVRegLimit(t *testing.T) {
	f := &Func{Name: "k"}
	f.NewVReg(SGPR, MaxVRegUnits-2)
	f.NewVReg(VGPR, 2) // the last two units
	defer func() {
		le, ok := recover().(*LimitError)
		if !ok || !strings.Contains(le.Error(), "kernel 'k' is too large") {
			t.Fatalf("NewVReg past the limit: recovered %v, want a *LimitError", le)
		}
	}()
	f.NewVReg(VGPR, 1)
}

package exec

import (
	"errors"
	"testing"
)

// TestLoadAfterPendingLoad checks that a load may overwrite the
// destination of an earlier load of the same in-order counter that has not
// returned (llc emits this; the later result wins), while a VALU write to
// it is still a missing s_waitcnt.
func TestLoadAfterPendingLoad(t *testing.T) {
	mem := []uint32{11, 22, 0, 0}
	got, err := runScalar(t, `
	v_mov_b32 v0, 0
	buffer_load_dword v2, v0, s[8:11], 0 offen
	buffer_load_dword v2, v0, s[8:11], 0 offen offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[8:11], 0 offen offset:8
	s_waitcnt vmcnt(0)`, mem)
	if err != nil {
		t.Fatal(err)
	}
	if got[2] != 22 {
		t.Errorf("mem[2] = %d, want 22 (the second load's value)", got[2])
	}
	_, err = runScalar(t, `
	v_mov_b32 v0, 0
	buffer_load_dword v2, v0, s[8:11], 0 offen
	v_mov_b32 v2, 5
	s_waitcnt vmcnt(0)`, mem)
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindWaitcnt {
		t.Errorf("a VALU write to a pending load's destination: got %v, want a missing-waitcnt error", err)
	}
}

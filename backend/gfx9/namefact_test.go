package gfx9

import (
	"strings"
	"testing"
)

// TestNameFact: a fact answers for each table entry what its predicate
// says of that entry's mnemonic, and for an Inst copied out of the table
// and renamed, what it says of the new name (not of the entry's).
func TestNameFact(t *testing.T) {
	isCmp := func(name string) bool { return strings.HasPrefix(name, "v_cmp_") }
	f := NewNameFact(isCmp)
	for i := range Table {
		if got := f.Of(&Table[i]); got != isCmp(Table[i].Name) {
			t.Fatalf("%s: %v", Table[i].Name, got)
		}
	}
	in := *Lookup("v_cmp_eq_u32")
	in.Name = "v_add_u32"
	if f.Of(&in) {
		t.Errorf("a renamed copy of v_cmp_eq_u32 answers for its old name")
	}
}

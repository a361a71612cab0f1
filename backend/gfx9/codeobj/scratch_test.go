package codeobj

import (
	"bytes"
	"os"
	"testing"
)

func TestScratch(t *testing.T) {
	src, _ := os.ReadFile("/tmp/co/a.s")
	tg, _ := ParseTarget("amdgcn-amd-amdhsa--gfx900")
	obj, e, ok := assemble(t, tg, string(src))
	if !ok {
		t.Fatal(e)
	}
	co := link(t, obj)
	ro, err := Read(obj)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", ro.Kernels)
	rd, err := Read(co)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v %+v", rd.Kernels, rd.Symbols)
	ro.Comment = rd.Comment
	w, err := Write(ro)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/co/ours.co", w, 0o644)
	os.WriteFile("/tmp/co/lld.co", co, 0o644)
	if !bytes.Equal(w, co) {
		t.Errorf("differ: %d vs %d", len(w), len(co))
	}
}

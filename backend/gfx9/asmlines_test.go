package gfx9

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"hlslc/backend/gfx9/codeobj"
)

// TestAssembleLinesMatchesAssemble: a program given to AssembleLines with
// its instructions already parsed assembles into the object and the
// instruction list Assemble makes of its text — branches and label
// distances (the long-branch sequence) included — and the instructions
// given keep their operands (the offsets are resolved in copies).
func TestAssembleLinesMatchesAssemble(t *testing.T) {
	src := longBranches()
	want, wantLines, err := Assemble("k.s", []byte(src), AsmOptions{})
	require.NoError(t, err)
	target, err := ParseTarget("gfx900")
	require.NoError(t, err)
	var lines []SourceLine
	var given []*Instr
	var parsed []Instr
	for _, l := range strings.Split(src, "\n") {
		s := strings.TrimSpace(l)
		if strings.HasPrefix(s, "s_") {
			i, err := ParseInstr(target, s)
			require.NoError(t, err)
			parsed = append(parsed, i)
			i.Ops = slices.Clone(i.Ops)
			given = append(given, &i)
			lines = append(lines, SourceLine{Instr: &i})
			continue
		}
		lines = append(lines, SourceLine{Text: l})
	}
	got, gotLines, err := AssembleLines("k.s", lines, AsmOptions{})
	require.NoError(t, err)
	a, err := codeobj.Write(want)
	require.NoError(t, err)
	b, err := codeobj.Write(got)
	require.NoError(t, err)
	require.True(t, bytes.Equal(a, b), "objects differ")
	require.Equal(t, len(wantLines), len(gotLines))
	for k := range wantLines {
		require.Equal(t, wantLines[k].Line, gotLines[k].Line)
		require.Equal(t, wantLines[k].Offset, gotLines[k].Offset)
		require.Equal(t, wantLines[k].Bytes, gotLines[k].Bytes)
	}
	for k := range given {
		require.True(t, reflect.DeepEqual(parsed[k].Ops, given[k].Ops), "instruction %d changed: %s", k, given[k])
	}
}

// TestAssembleLinesChecksPlace: an instruction given parsed is held to the
// rules of one given as text (here: only in .text).
func TestAssembleLinesChecksPlace(t *testing.T) {
	target, err := ParseTarget("gfx900")
	require.NoError(t, err)
	i, err := ParseInstr(target, "s_endpgm")
	require.NoError(t, err)
	_, _, err = AssembleLines("k.s", []SourceLine{{Text: "\t.rodata"}, {Instr: &i}}, AsmOptions{})
	require.EqualError(t, err, "k.s:2:1: error: instruction outside .text (current section .rodata)")
}

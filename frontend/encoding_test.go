package frontend

import (
	"encoding/binary"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// encode returns s in one of the encodings DXC tells by a byte order mark.
func encode(t *testing.T, s, enc string) []byte {
	t.Helper()
	switch enc {
	case "utf-8":
		return []byte(s)
	case "utf-8-bom":
		return append([]byte{0xef, 0xbb, 0xbf}, s...)
	case "utf-16le", "utf-16be":
		var order binary.AppendByteOrder = binary.LittleEndian
		b := []byte{0xff, 0xfe}
		if enc == "utf-16be" {
			order, b = binary.BigEndian, []byte{0xfe, 0xff}
		}
		for _, u := range utf16.Encode([]rune(s)) {
			b = order.AppendUint16(b, u)
		}
		return b
	case "utf-32le", "utf-32be":
		var order binary.AppendByteOrder = binary.LittleEndian
		b := []byte{0xff, 0xfe, 0, 0}
		if enc == "utf-32be" {
			order, b = binary.BigEndian, []byte{0, 0, 0xfe, 0xff}
		}
		for _, r := range s {
			b = order.AppendUint32(b, uint32(r))
		}
		return b
	}
	t.Fatalf("unknown encoding %s", enc)
	return nil
}

// TestSourceEncodings compiles a file and its include in each encoding DXC
// reads by the byte order mark (Visual Studio saves shaders with one): the
// mark is not source text, the lines and columns of a diagnostic in the
// include are those of its text, and the line shown is the decoded one.
// Without the decoding, a UTF-8 mark is an "invalid character" at 1:1.
func TestSourceEncodings(t *testing.T) {
	main := "// résumé: a non-ASCII comment\n#include \"inc.hlsli\"\nRWStructuredBuffer<uint> o;\n[numthreads(8, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { o[id.x] = K + BAD; }\n"
	inc := "#pragma once\n// ü\nstatic const uint K = 3;\n  static const uint BAD = undefined_name;\n"
	encs := []string{"utf-8", "utf-8-bom", "utf-16le", "utf-16be", "utf-32le", "utf-32be"}
	for _, me := range encs {
		for _, ie := range encs {
			files := map[string][]byte{"inc.hlsli": encode(t, inc, ie)}
			opts := Options{PP: PPOptions{ReadFile: func(p string) ([]byte, error) {
				if b, ok := files[filepath.Base(p)]; ok {
					return b, nil
				}
				return nil, errors.New("not found")
			}}}
			res := Compile("main.hlsl", encode(t, main, me), opts, StageCheck)
			var b strings.Builder
			res.Diags.Render(&b)
			out := b.String()
			want := "inc.hlsli:4:27: error: use of undeclared identifier 'undefined_name'"
			if !strings.Contains(out, want) || !strings.Contains(out, "\n  static const uint BAD = undefined_name;\n") || strings.Count(out, "error:") != 1 {
				t.Errorf("main %s, include %s: want only %q with its line, got:\n%s", me, ie, want, out)
			}
		}
	}
}

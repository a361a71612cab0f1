package gfx9

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hlslc/internal/tooltest"
)

// sampleLines returns the printed samples of every form on the target.
func sampleLines(t Target) []Instr {
	var all []Instr
	for k := range Table {
		in := &Table[k]
		for j := range in.Forms {
			f := &in.Forms[j]
			if f.Targets&t.Mask() == 0 {
				continue
			}
			all = append(all, Samples(in, f)...)
		}
	}
	return all
}

// llvmEncodings assembles lines with llvm-mc and returns, per line, the
// encoding bytes or the error text.
func llvmEncodings(t *testing.T, mc string, target Target, lines []string) ([][]byte, []string) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "all.s")
	if err := os.WriteFile(src, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+target.String(), "-show-encoding", src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	_ = cmd.Run()
	errs := make([]string, len(lines))
	errRE := regexp.MustCompile(`^.*all\.s:(\d+):\d+: error: (.*)$`)
	for _, l := range strings.Split(errb.String(), "\n") {
		if m := errRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			if errs[n-1] == "" {
				errs[n-1] = m[2]
			}
		}
	}
	encRE := regexp.MustCompile(`; encoding: \[(.*)\]`)
	var encs [][]byte
	for _, l := range strings.Split(out.String(), "\n") {
		m := encRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var b []byte
		for _, x := range strings.Split(m[1], ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(x), 0, 8)
			if err != nil {
				t.Fatalf("cannot read llvm-mc encoding %q", l)
			}
			b = append(b, byte(v))
		}
		encs = append(encs, b)
	}
	res := make([][]byte, len(lines))
	k := 0
	for n := range lines {
		if errs[n] != "" {
			continue
		}
		if k >= len(encs) {
			t.Fatalf("llvm-mc printed fewer encodings than accepted lines")
		}
		res[n] = encs[k]
		k++
	}
	return res, errs
}

// TestGoldenEncodings assembles every sample of every form with our
// assembler and with llvm-mc and requires identical bytes.
func TestGoldenEncodings(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	for _, target := range []Target{GFX900, GFX906} {
		t.Run(target.String(), func(t *testing.T) {
			samples := sampleLines(target)
			lines := make([]string, len(samples))
			for k := range samples {
				lines[k] = samples[k].String()
			}
			want, llvmErrs := llvmEncodings(t, mc, target, lines)
			var failures []string
			forms := map[*Form]bool{}
			var encoded []int
			for k, line := range lines {
				got, err := ParseInstr(target, line)
				var gotBytes []byte
				if err == nil {
					gotBytes, err = Encode(&got)
				}
				switch {
				case llvmErrs[k] != "" && err == nil:
					failures = append(failures, fmt.Sprintf("%s\n\tllvm-mc rejects: %s\n\twe encode: % x", line, llvmErrs[k], gotBytes))
				case llvmErrs[k] == "" && err != nil:
					failures = append(failures, fmt.Sprintf("%s\n\twe reject: %v\n\tllvm-mc:   % x", line, err, want[k]))
				case err == nil && !bytes.Equal(gotBytes, want[k]):
					failures = append(failures, fmt.Sprintf("%s\n\twe:      % x\n\tllvm-mc: % x", line, gotBytes, want[k]))
				case err == nil:
					forms[samples[k].Form] = true
					encoded = append(encoded, k)
				}
			}
			total := 0
			var missing []string
			for k := range Table {
				for j := range Table[k].Forms {
					f := &Table[k].Forms[j]
					if f.Targets&target.Mask() != 0 {
						total++
						if !forms[f] {
							missing = append(missing, Table[k].Name+formSuffix[f.Kind])
						}
					}
				}
			}
			t.Logf("%s: %d samples encoded identically to llvm-mc, %d rejected by both; %d of %d forms covered", target,
				len(encoded), len(lines)-len(failures)-len(encoded), len(forms), total)
			if len(missing) > 0 {
				t.Errorf("forms with no sample llvm-mc accepts: %s", strings.Join(missing, " "))
			}
			if len(failures) > 0 {
				n := min(len(failures), 400)
				t.Errorf("%d of %d samples differ from llvm-mc; first %d:\n%s", len(failures), len(lines), n, strings.Join(failures[:n], "\n"))
			}
		})
	}
}

// TestRoundTrip checks decode(encode(i)) == i and print(parse(text)) == text
// over every sample of the table.
func TestRoundTrip(t *testing.T) {
	for _, target := range []Target{GFX900, GFX906} {
		var failures []string
		tested := 0
		samples := sampleLines(target)
		for _, s := range samples {
			text := s.String()
			p, err := ParseInstr(target, text)
			if err != nil {
				// samples include operand kinds a form does not take; the
				// golden test checks that llvm-mc rejects those too
				continue
			}
			tested++
			if p.String() != text {
				failures = append(failures, fmt.Sprintf("print(parse(%q)) = %q", text, p.String()))
			}
			b, err := Encode(&s)
			if err != nil {
				failures = append(failures, fmt.Sprintf("encode %q: %v", text, err))
				continue
			}
			d, n, err := Decode(target, b)
			if err != nil || n != len(b) {
				failures = append(failures, fmt.Sprintf("decode %q (% x): n=%d err=%v", text, b, n, err))
				continue
			}
			// (image instructions decode to the widths llvm-objdump prints)
			if want := decodedView(s); d.String() != want.String() {
				failures = append(failures, fmt.Sprintf("decode(encode(%q)) = %q, want %q", text, d.String(), want.String()))
			}
		}
		t.Logf("%s: %d valid samples round-trip", target, tested)
		if tested < len(samples)*9/10 {
			t.Errorf("%s: only %d of %d samples parse", target, tested, len(samples))
		}
		if len(failures) > 0 {
			n := min(len(failures), 40)
			t.Errorf("%s: %d of %d round trips fail; first %d:\n%s", target, len(failures), len(samples), n, strings.Join(failures[:n], "\n"))
		}
	}
}

// TestSDWACompareSGPRDest: an SDWA compare may write any even SGPR pair
// instead of VCC (SD/SDST in the SDWA word, as llc emits); the bytes
// match llvm-mc's, decoding gives the same text back, and an odd pair is
// rejected.
func TestSDWACompareSGPRDest(t *testing.T) {
	mc := tooltest.Need(t, "llvm-mc")
	lines := []string{
		"v_cmp_ne_u32_sdwa s[4:5], v1, v2 src0_sel:WORD_1 src1_sel:DWORD",
		"v_cmp_lt_f32_sdwa s[100:101], v1, v2 src0_sel:WORD_0 src1_sel:BYTE_1",
		"v_cmp_eq_u16_sdwa s[0:1], v3, s7 src0_sel:BYTE_0 src1_sel:WORD_0",
		"v_cmp_ne_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD",
	}
	want, errs := llvmEncodings(t, mc, GFX900, lines)
	for k, line := range lines {
		if errs[k] != "" {
			t.Fatalf("llvm-mc rejects %q: %s", line, errs[k])
		}
		in, err := ParseInstr(GFX900, line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		got, err := Encode(&in)
		if err != nil || !bytes.Equal(got, want[k]) {
			t.Errorf("%s: % x (%v), llvm-mc % x", line, got, err, want[k])
			continue
		}
		back, _, err := Decode(GFX900, got)
		if err != nil || back.String() != in.String() {
			t.Errorf("%s: decodes to %q (%v)", line, back.String(), err)
		}
	}
	if _, err := ParseInstr(GFX900, "v_cmp_ne_u32_sdwa s[5:6], v1, v2"); err == nil {
		t.Error("an odd SGPR pair was accepted")
	}
}

// decodedView returns the instruction as the decoder gives it back after
// encoding: MIMG encodings hold no operand widths, so vaddr takes the
// table's width and vdata mimgDecodedDataWidth.
func decodedView(i Instr) Instr {
	if i.Form.Enc != EncMIMG {
		return i
	}
	c := i
	c.Ops = append([]Value(nil), i.Ops...)
	for k, op := range i.Form.Operands {
		switch op.Field {
		case FieldAddr:
			c.Ops[k].Count = op.Size
		case FieldData0:
			c.Ops[k].Count = uint8(mimgDecodedDataWidth(i.Inst, i.Form, &i.Mods))
		}
	}
	return c
}

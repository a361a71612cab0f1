package regalloc

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
	"hlslc/internal/golden"
)

// parseFunc reads a test input (mir.ParseFunc's text form) with the
// allocator's options as further directives:
//
//	; options max-sgprs=N max-vgprs=M
//	; scratch RSRC OFFSET BASE  VGPRs may spill (RSRC, OFFSET: s[4:7], s8, %[10:13], %14)
func parseFunc(name, src string) (*mir.Func, Options, error) {
	var opts Options
	f, directives, err := mir.ParseFunc(name, gfx9.GFX900, src)
	if err != nil {
		return nil, opts, err
	}
	for _, c := range directives {
		fields := strings.Fields(c)
		switch fields[0] {
		case "scratch":
			if len(fields) != 4 {
				return nil, opts, fmt.Errorf("%q: scratch takes RSRC OFFSET BASE", c)
			}
			rsrc, err1 := parseReg(fields[1])
			off, err2 := parseReg(fields[2])
			base, err3 := strconv.Atoi(fields[3])
			if err := errors.Join(err1, err2, err3); err != nil {
				return nil, opts, fmt.Errorf("%q: %v", c, err)
			}
			opts.Scratch = &Scratch{Rsrc: rsrc, Offset: off, Base: base}
		case "options":
			for _, o := range fields[1:] {
				k, v, _ := strings.Cut(o, "=")
				n, err := strconv.Atoi(v)
				if err != nil {
					return nil, opts, fmt.Errorf("option %q", o)
				}
				switch k {
				case "max-sgprs":
					opts.MaxSGPRs = n
				case "max-vgprs":
					opts.MaxVGPRs = n
				default:
					return nil, opts, fmt.Errorf("unknown option %q", k)
				}
			}
		}
	}
	return f, opts, nil
}

// parseReg reads an SGPR operand: sN, s[A:B], %N or %[A:B].
func parseReg(s string) (gfx9.Value, error) {
	if strings.HasPrefix(s, "%") {
		lo, hi, err := mir.ParseVirtual(s)
		return gfx9.Virtual(lo, hi-lo+1), err
	}
	r, ok := strings.CutPrefix(s, "s")
	if !ok {
		return gfx9.Value{}, fmt.Errorf("bad register %q", s)
	}
	lo, hi := r, r
	if in, ok := strings.CutPrefix(r, "["); ok {
		lo, hi, _ = strings.Cut(strings.TrimSuffix(in, "]"), ":")
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || b < a {
		return gfx9.Value{}, fmt.Errorf("bad register %q", s)
	}
	return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(a), Count: uint8(b - a + 1)}, nil
}

// TestText allocates testdata/*.s and compares with the .out beside each
// input: the result counts and the allocated code, or the error. The
// inputs of mir's liveness tests (backend/mir/testdata/liveness) are
// allocated too, their results beside them as .alloc.out.
func TestText(t *testing.T) {
	alloc := func(t *testing.T, _, src string) string {
		f, opts, err := parseFunc("k", src)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Allocate(f, opts)
		if err != nil {
			return "error: " + err.Error() + "\n"
		}
		got := fmt.Sprintf("; sgprs %d vgprs %d vcc %v spilled-sgprs %d spill-vgprs %d copies-removed %d",
			res.SGPRs, res.VGPRs, res.UsesVCC, res.SpilledSGPRs, res.SpillVGPRs, res.CopiesRemoved)
		if opts.Scratch != nil {
			got += fmt.Sprintf(" spilled-vgprs %d scratch-bytes %d", res.SpilledVGPRs, res.ScratchBytes)
		}
		return got + "\n" + f.Assembly()
	}
	golden.Run(t, "testdata/*.s", ".out", alloc)
	golden.Run(t, "../backend/mir/testdata/liveness/*.s", ".alloc.out", alloc)
}

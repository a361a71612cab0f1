package testsuite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"hlslc/frontend"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
	"hlslc/testsuite/filecheck"
)

// Case is one test shader with the expectations written beside it.
type Case struct {
	Path string // the .hlsl file
	Name string // file name without .hlsl
	Src  []byte

	// Flags are the RUN-FLAGS words, as hlslc's command line takes them.
	Flags    []string
	Frontend frontend.Options
	Lower    lower.Options

	// SpecJSON is the run spec (inline RUN-SPEC lines joined, or the
	// sidecar NAME.json); SpecPath is the sidecar's path, or "".
	SpecJSON []byte
	SpecPath string
	Spec     *runspec.Spec

	// Expect are the pinned outputs (EXPECT lines), by resource name; nil
	// when the case pins nothing. ExpectLine is the line of the first
	// EXPECT line (1-based), 0 without one.
	Expect     map[string][]uint32
	ExpectLine int

	// Floats says how to compare the words of a resource (FLOAT lines).
	Floats map[string]FloatKind

	// WaveSizeDependent: the result depends on the wave size, so lavapipe
	// (subgroup size 8) is not compared.
	WaveSizeDependent bool
	// LavapipeSkip is the reason given by a LAVAPIPE-SKIP line, or "".
	LavapipeSkip string
	// XFail are known failures (XFAIL lines), by oracle ("hlslc", "llvm"
	// or "lavapipe"): the oracle must fail (for hlslc: compile, assemble,
	// run, agree with the interpreter, and hold the CHECK and REPORT
	// lines), and the case fails when it succeeds, so that the line goes
	// when the bug does. "hlslc-checks" is narrower: the CHECK/REPORT
	// lines must fail (a known code-quality gap) while hlslc's runs must
	// still pass.
	XFail map[string]string

	// Checks are the CHECK-family lines, matched against hlslc's assembly
	// (package filecheck).
	Checks []filecheck.Directive
	// Reports are the REPORT lines, checked against hlslc's register
	// report.
	Reports []ReportCheck
}

// FloatKind is the comparison rule for a resource's words.
type FloatKind uint8

// Comparison rules; see the package documentation for the bounds.
const (
	Exact      FloatKind = iota // integers: bit-exact
	F32                         // IEEE f32 words
	F16                         // two f16 values per word
	Min16                       // f32 words holding values computed at min16 precision
	Refactored                  // f32 words of the optimized program against the source program's
	// Sampled: f32 words holding filtered texture samples: as F32 on
	// hlslc's and the LLVM path (they filter with the interpreter's model),
	// within SampledAbs against lavapipe, whose filtering model differs.
	Sampled
	// sampledOther is Sampled as compared with another filtering model.
	sampledOther
	F64           // IEEE f64 values: a word pair, the low word at an even index
	F64Refactored // f64 values of the optimized program against the source program's
	// Untyped: a word whose type the layout does not give (a byte-address
	// buffer's): equal, both NaNs, or both f32 numbers of a magnitude an
	// integer's bits do not have ([2^-24, 2^24]) within Refactored's
	// bounds.
	Untyped
)

func (k FloatKind) String() string {
	return [...]string{"exact", "f32", "f16", "min16", "f32, refactored", "sampled", "sampled (other model)", "f64", "f64, refactored", "untyped"}[k]
}

// xfailOracles are the oracles an XFAIL line can name.
var xfailOracles = []string{"hlslc", "hlslc-checks", "llvm", "lavapipe"}

// ReadCase reads and parses a case file.
func ReadCase(path string) (*Case, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseCase(path, src)
}

// ParseCase parses the directives of a case. Errors carry path:line.
func ParseCase(path string, src []byte) (*Case, error) {
	c := &Case{Path: path, Name: strings.TrimSuffix(filepath.Base(path), ".hlsl"), Src: src, Floats: map[string]FloatKind{}}
	var spec, expect bytes.Buffer
	specLine := 0
	errf := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", path, line, fmt.Sprintf(format, args...))
	}
	for i, l := range strings.Split(string(src), "\n") {
		line := i + 1
		t := strings.TrimSpace(l)
		rest, ok := strings.CutPrefix(t, "//")
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		key, val, ok := strings.Cut(rest, ":")
		if !ok {
			if rest == "WAVE-SIZE-DEPENDENT" {
				c.WaveSizeDependent = true
			}
			continue
		}
		val = strings.TrimSpace(val)
		switch key {
		case "RUN-SPEC":
			if specLine == 0 {
				specLine = line
			}
			spec.WriteString(val)
			spec.WriteByte('\n')
		case "EXPECT":
			if c.ExpectLine == 0 {
				c.ExpectLine = line
			}
			expect.WriteString(val)
			expect.WriteByte('\n')
		case "RUN-FLAGS":
			if err := c.parseFlags(strings.Fields(val)); err != nil {
				return nil, errf(line, "RUN-FLAGS: %v", err)
			}
		case "FLOAT":
			f := strings.Fields(val)
			if len(f) != 2 {
				return nil, errf(line, "FLOAT: expected \"RESOURCE f32|f16|min16|sampled|f64\", got %q", val)
			}
			var k FloatKind
			switch f[1] {
			case "f32":
				k = F32
			case "f16":
				k = F16
			case "min16":
				k = Min16
			case "sampled":
				k = Sampled
			case "f64":
				k = F64
			default:
				return nil, errf(line, "FLOAT: unknown kind %q (expected f32, f16, min16, sampled or f64)", f[1])
			}
			if _, dup := c.Floats[f[0]]; dup {
				return nil, errf(line, "FLOAT: resource %q given twice", f[0])
			}
			c.Floats[f[0]] = k
		case "XFAIL":
			oracle, reason, ok := strings.Cut(val, ":")
			oracle, reason = strings.TrimSpace(oracle), strings.TrimSpace(reason)
			known := false
			for _, o := range xfailOracles {
				known = known || o == oracle
			}
			if !ok || reason == "" || !known {
				return nil, errf(line, "XFAIL: expected \"ORACLE: reason\" with ORACLE one of %s, got %q", strings.Join(xfailOracles, ", "), val)
			}
			if c.XFail == nil {
				c.XFail = map[string]string{}
			}
			if _, dup := c.XFail[oracle]; dup {
				return nil, errf(line, "XFAIL: a second line for %s (give one reason)", oracle)
			}
			c.XFail[oracle] = reason
		case "LAVAPIPE-SKIP":
			if val == "" {
				return nil, errf(line, "LAVAPIPE-SKIP needs a reason")
			}
			c.LavapipeSkip = val
		case "REPORT":
			rc, err := ParseReportCheck(val, line)
			if err != nil {
				return nil, errf(line, "REPORT: %v", err)
			}
			c.Reports = append(c.Reports, rc)
		default:
			if k, n, ok := filecheck.ParseDirective(key); ok {
				if val == "" {
					return nil, errf(line, "%s: empty pattern", key)
				}
				for range n {
					c.Checks = append(c.Checks, filecheck.Directive{Kind: k, Pattern: val, Line: line})
				}
			} else if strings.HasPrefix(key, "CHECK") && !strings.ContainsAny(key, " \t") {
				// a misspelled or unsupported directive would check nothing
				return nil, errf(line, "%s: not a directive (CHECK, CHECK-NEXT, CHECK-NOT, CHECK-LABEL, CHECK-DAG, CHECK-COUNT-N)", key)
			}
		}
	}
	sidecar := strings.TrimSuffix(path, ".hlsl") + ".json"
	if data, err := os.ReadFile(sidecar); err == nil {
		if specLine != 0 {
			return nil, errf(specLine, "RUN-SPEC given inline and in %s", sidecar)
		}
		c.SpecJSON, c.SpecPath = data, sidecar
	} else if !os.IsNotExist(err) {
		return nil, err
	} else if specLine == 0 {
		return nil, fmt.Errorf("%s: no run spec: add // RUN-SPEC: {...} lines or %s", path, filepath.Base(sidecar))
	} else {
		c.SpecJSON = spec.Bytes()
	}
	s, err := runspec.Parse(c.SpecJSON, filepath.Dir(path))
	if err != nil {
		if c.SpecPath != "" {
			return nil, fmt.Errorf("%s: %v", c.SpecPath, err)
		}
		return nil, errf(specLine, "%v", err)
	}
	c.Spec = s
	if c.ExpectLine != 0 {
		var v map[string]struct {
			U32 []uint32 `json:"u32"`
		}
		d := json.NewDecoder(bytes.NewReader(expect.Bytes()))
		d.DisallowUnknownFields()
		if err := d.Decode(&v); err != nil {
			return nil, errf(c.ExpectLine, "EXPECT: %v (expected {\"Name\": {\"u32\": [...]}})", err)
		}
		if d.More() {
			return nil, errf(c.ExpectLine, "EXPECT: unexpected data after the JSON object")
		}
		c.Expect = map[string][]uint32{}
		for k, r := range v {
			if r.U32 == nil {
				return nil, errf(c.ExpectLine, "EXPECT: resource %q has no \"u32\" array", k)
			}
			c.Expect[k] = r.U32
		}
	}
	return c, nil
}

// SetFlags takes hlslc's command-line words for the case, as a RUN-FLAGS
// line gives them (for cases built by other packages).
func (c *Case) SetFlags(f []string) error { return c.parseFlags(f) }

func (c *Case) parseFlags(f []string) error {
	for i := 0; i < len(f); i++ {
		arg := func() (string, error) {
			i++
			if i >= len(f) {
				return "", fmt.Errorf("flag %s needs a value", f[i-1])
			}
			return f[i], nil
		}
		flag := f[i]
		switch flag {
		case "-D", "-E", "-T", "-HV", "-denorm":
			v, err := arg()
			if err != nil {
				return err
			}
			switch flag {
			case "-HV":
				hv, err := frontend.ParseHLSLVersion(v)
				if err != nil {
					return err
				}
				c.Frontend.HLSLVersion = hv
			case "-D":
				c.Frontend.PP.Defines = append(c.Frontend.PP.Defines, v)
			case "-E":
				c.Frontend.Entry = v
			case "-T":
				c.Frontend.Target = v
			case "-denorm":
				if err := c.Lower.DenormF32.Set(v); err != nil {
					return err
				}
			}
			c.Flags = append(c.Flags, flag, v)
		case "-enable-16bit-types":
			c.Frontend.Enable16Bit = true
			c.Flags = append(c.Flags, flag)
		case "-min16-f32":
			c.Lower.Min16AsF32 = true
			c.Flags = append(c.Flags, flag)
		case "-Gis":
			c.Lower.IEEEStrict = true
			c.Flags = append(c.Flags, flag)
		case "-Zpr":
			c.Frontend.RowMajor = true
			c.Flags = append(c.Flags, flag)
		case "-Zpc":
			// column-major packing, the default
			c.Frontend.RowMajor = false
			c.Flags = append(c.Flags, flag)
		default:
			return fmt.Errorf("unknown flag %q (expected -D, -E, -T, -HV, -denorm, -Gis, -Zpr, -Zpc, -enable-16bit-types, -min16-f32)", flag)
		}
	}
	return nil
}

// Entry is the entry point's name.
func (c *Case) Entry() string {
	if c.Frontend.Entry == "" {
		return "main"
	}
	return c.Frontend.Entry
}

// UpdateExpect rewrites the case's EXPECT lines with the given outputs (for
// the resources the case pins) and returns the new source.
func (c *Case) UpdateExpect(out map[string][]uint32) ([]byte, error) {
	if c.ExpectLine == 0 {
		return nil, fmt.Errorf("%s: no EXPECT lines to update", c.Path)
	}
	names := make([]string, 0, len(c.Expect))
	for k := range c.Expect {
		names = append(names, k)
	}
	sort.Strings(names)
	var lines []string
	for i, k := range names {
		w, ok := out[k]
		if !ok {
			return nil, fmt.Errorf("%s: EXPECT names %q, which is not a writable resource", c.Path, k)
		}
		js, _ := json.Marshal(k)
		nums := make([]string, len(w))
		for j, v := range w {
			nums[j] = fmt.Sprint(v)
		}
		open, end := "", ","
		if i == 0 {
			open = "{"
		}
		if i == len(names)-1 {
			end = "}"
		}
		lines = append(lines, fmt.Sprintf("// EXPECT: %s%s: {\"u32\": [%s]}%s", open, js, strings.Join(nums, ", "), end))
	}
	var b bytes.Buffer
	done := false
	src := strings.Split(string(c.Src), "\n")
	for _, l := range src {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "//") && strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(t, "//")), "EXPECT:") {
			if !done {
				for _, nl := range lines {
					b.WriteString(nl)
					b.WriteByte('\n')
				}
				done = true
			}
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

package testsuite

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"hlslc/backend"
)

// ReportCheck is one REPORT line: a field of the register report (the JSON
// field names of docs/report.md; the instruction counts by their names in
// "instructions", e.g. smem) compared with a number, or limited_by /
// kernel / target compared with a word.
type ReportCheck struct {
	Key   string // the JSON field name (aliases resolved)
	Op    string // <=, >=, <, >, ==, !=
	Num   float64
	Str   string // for string fields
	IsStr bool
	Line  int
	Text  string // the line as written
}

// reportAliases are the short names of the examples.
var reportAliases = map[string]string{
	"waves":       "waves_per_simd",
	"lds":         "lds_bytes",
	"scratch":     "scratch_bytes_per_lane",
	"code_size":   "code_bytes",
	"packed_valu": "valu_packed",
}

// reportFields flattens a report to its JSON fields: top-level fields by
// name, the instruction counts by their names inside "instructions".
func reportFields(r backend.Report) map[string]any {
	data, err := json.Marshal(r)
	if err != nil {
		panic(err) // a struct of numbers and strings always marshals
	}
	var top map[string]any
	if err := json.Unmarshal(data, &top); err != nil {
		panic(err)
	}
	out := map[string]any{}
	for k, v := range top {
		if sub, ok := v.(map[string]any); ok {
			for k2, v2 := range sub {
				out[k2] = v2
			}
			continue
		}
		out[k] = v
	}
	// an omitted zero (omitempty) is still a field
	if _, ok := out["vgprs_for_next_wave"]; !ok {
		out["vgprs_for_next_wave"] = float64(0)
	}
	return out
}

// reportKeys lists the known keys, for messages.
func reportKeys() string {
	f := reportFields(backend.Report{})
	var ks []string
	for k, v := range f {
		if _, arr := v.([]any); !arr {
			ks = append(ks, k)
		}
	}
	for k := range reportAliases {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}

// ParseReportCheck parses "KEY OP VALUE".
func ParseReportCheck(s string, line int) (ReportCheck, error) {
	f := strings.Fields(s)
	if len(f) != 3 {
		return ReportCheck{}, fmt.Errorf("expected \"KEY OP VALUE\" (e.g. \"vgprs <= 24\"), got %q", s)
	}
	rc := ReportCheck{Key: f[0], Op: f[1], Line: line, Text: s}
	if a, ok := reportAliases[rc.Key]; ok {
		rc.Key = a
	}
	v, known := reportFields(backend.Report{})[rc.Key]
	if _, arr := v.([]any); !known || arr {
		return rc, fmt.Errorf("unknown report key %q (known: %s)", f[0], reportKeys())
	}
	switch rc.Op {
	case "<=", ">=", "<", ">", "==", "!=":
	default:
		return rc, fmt.Errorf("unknown comparison %q (expected <=, >=, <, >, == or !=)", rc.Op)
	}
	switch v.(type) {
	case string:
		if rc.Op != "==" && rc.Op != "!=" {
			return rc, fmt.Errorf("%s is a word: compare it with == or !=", rc.Key)
		}
		rc.Str, rc.IsStr = f[2], true
	case bool:
		if f[2] != "true" && f[2] != "false" || rc.Op != "==" && rc.Op != "!=" {
			return rc, fmt.Errorf("%s is a boolean: compare it with == or != true or false", rc.Key)
		}
		rc.Str, rc.IsStr = f[2], true
	default:
		n, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return rc, fmt.Errorf("%q is not a number", f[2])
		}
		rc.Num = n
	}
	return rc, nil
}

// Eval checks the report; the error says the value found.
func (rc ReportCheck) Eval(r backend.Report) error {
	v := reportFields(r)[rc.Key]
	var ok bool
	var got string
	if rc.IsStr {
		got = fmt.Sprint(v)
		ok = (got == rc.Str) == (rc.Op == "==")
	} else {
		n := v.(float64)
		got = strconv.FormatFloat(n, 'g', -1, 64)
		switch rc.Op {
		case "<=":
			ok = n <= rc.Num
		case ">=":
			ok = n >= rc.Num
		case "<":
			ok = n < rc.Num
		case ">":
			ok = n > rc.Num
		case "==":
			ok = n == rc.Num
		case "!=":
			ok = n != rc.Num
		}
	}
	if !ok {
		return fmt.Errorf("REPORT: %s does not hold: %s is %s", rc.Text, rc.Key, got)
	}
	return nil
}

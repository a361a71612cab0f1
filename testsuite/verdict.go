package testsuite

import (
	"fmt"
	"strings"
)

// outcome is the result of hlslc's path on a case.
type outcome uint8

const (
	outPass  outcome = iota // everything holds
	outFail                 // an unexpected failure
	outXFail                // a failure the case's XFAIL: hlslc line expects
	outStale                // an XFAIL line whose failure did not happen
)

// hlslcVerdict is what the suite reports for hlslc's path on a case.
type hlslcVerdict struct {
	Outcome outcome
	// XChecks: the CHECK/REPORT lines failed as XFAIL: hlslc-checks expects.
	XChecks bool
	Errors  []string // test failures
	Logs    []string // expected failures, for -v
}

// judgeHlslc applies a case's XFAIL lines to the failures of hlslc's path:
// runFails (compile, llvm-mc, executor, comparison with the interpreter)
// and checkFails (CHECK and REPORT lines). "XFAIL: hlslc" expects some
// failure; "XFAIL: hlslc-checks" expects CHECK/REPORT failures only, the
// runs still having to pass. An XFAIL whose failure does not happen is an
// error, so that the line goes with the bug.
func judgeHlslc(path string, xfail map[string]string, runFails, checkFails []string) hlslcVerdict {
	var v hlslcVerdict
	if reason, ok := xfail["hlslc-checks"]; ok {
		if len(checkFails) > 0 {
			v.XChecks = true
			v.Logs = append(v.Logs, fmt.Sprintf("CHECK/REPORT lines fail as expected (XFAIL: hlslc-checks: %s):\n%s", reason, strings.Join(checkFails, "\n")))
		} else {
			v.Errors = append(v.Errors, fmt.Sprintf("%s: the CHECK and REPORT lines hold although the case has XFAIL: hlslc-checks: %s; remove the line", path, reason))
		}
		checkFails = nil
	}
	fails := append(append([]string(nil), runFails...), checkFails...)
	reason, isX := xfail["hlslc"]
	switch {
	case len(fails) > 0 && isX:
		v.Outcome = outXFail
		v.Logs = append(v.Logs, fmt.Sprintf("expected failure (XFAIL: hlslc: %s):\n%s", reason, strings.Join(fails, "\n")))
	case len(fails) > 0:
		v.Outcome = outFail
		v.Errors = append(v.Errors, fails...)
	case isX:
		v.Outcome = outStale
		v.Errors = append(v.Errors, fmt.Sprintf("%s: hlslc's backend passes (both configurations, CHECK and REPORT lines) although the case has XFAIL: hlslc: %s; remove the line", path, reason))
	default:
		v.Outcome = outPass
	}
	if v.Outcome == outPass && len(v.Errors) > 0 {
		v.Outcome = outFail
	}
	return v
}

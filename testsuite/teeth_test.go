package testsuite

import (
	"path/filepath"
	"testing"

	"hlslc/backend"
	"hlslc/testsuite/filecheck"
)

// TestChecksHaveTeeth shows that the CHECK and REPORT lines of the seed
// cases pin the scalarization they describe: hlslc's -fno-scalarize output
// (the matrix in VGPRs through vector loads) must fail them, while the
// default output passes them (TestCases); and the default output needs
// fewer VGPRs than the -fno-scalarize one.
func TestChecksHaveTeeth(t *testing.T) {
	for _, name := range []string{"matrix4x3_load4", "matrix4x4_load4", "seed_matrix_groupid", "cbuffer_heavy", "loop_uniform_trip"} {
		t.Run(name, func(t *testing.T) {
			c, err := ReadCase(filepath.Join("cases", name+".hlsl"))
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Checks) == 0 {
				t.Fatalf("%s has no CHECK lines", c.Path)
			}
			_, out, err := Backend(c, true)
			if err != nil {
				t.Fatal(err)
			}
			checkErr := filecheck.Match(c.Path, c.Checks, out.Assembly)
			var reportErr error
			r, err := backend.MakeReport(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, rc := range c.Reports {
				if e := rc.Eval(r); e != nil && reportErr == nil {
					reportErr = e
				}
			}
			def, err := ReadCase(c.Path)
			if err != nil {
				t.Fatal(err)
			}
			_, dout, err := Backend(def, false)
			if err != nil {
				t.Fatal(err)
			}
			if dout.Registers.VGPRs >= out.Registers.VGPRs {
				t.Errorf("%s: %d VGPRs by default, %d with -fno-scalarize: scalarization should use fewer", c.Path, dout.Registers.VGPRs, out.Registers.VGPRs)
			}
			if checkErr == nil && reportErr == nil {
				t.Errorf("%s: the CHECK and REPORT lines hold on the -fno-scalarize assembly too: they do not pin scalarization", c.Path)
			}
			t.Logf("VGPRs: %d by default, %d with -fno-scalarize; -fno-scalarize: CHECK: %v; REPORT: %v", dout.Registers.VGPRs, out.Registers.VGPRs, checkErr, reportErr)
		})
	}
}

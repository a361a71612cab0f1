package dxcflags

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testFlags is a flag set with hlslc's flag names for the table's targets.
func testFlags() *flag.FlagSet {
	fs := flag.NewFlagSet("hlslc", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	for _, n := range []string{"T", "E", "D", "I", "HV", "Fo", "Fc", "Fh", "Vn", "Fi", "W", "Wno", "O", "denorm", "o", "emit", "target", "report"} {
		fs.String(n, "", "")
	}
	for _, n := range []string{"P", "Werror", "w", "Zi", "enable-16bit-types", "Zpr", "Zpc", "Gis", "ftime-report", "fsyntax-only", "livereg"} {
		fs.Bool(n, false, "")
	}
	return fs
}

// rowCases: for every row of Options, a command line and what it becomes
// (or the error or note it gives). TestEveryRow checks each row has one.
var rowCases = map[string]struct {
	in   []string
	out  []string
	note string
	err  string
}{
	"T":                    {in: []string{"/T", "cs_6_0", "-Tcs_6_2"}, out: []string{"-T=cs_6_0", "-T=cs_6_2"}},
	"E":                    {in: []string{"-Emain", "/E", "CSMain"}, out: []string{"-E=main", "-E=CSMain"}},
	"D":                    {in: []string{"-DW=64", "/D", "FAST", "-D", "X=1"}, out: []string{"-D=W=64", "-D=FAST", "-D", "X=1"}},
	"I":                    {in: []string{"-Iinc", "/I", "inc dir"}, out: []string{"-I=inc", "-I=inc dir"}},
	"HV":                   {in: []string{"-HV2018", "/HV", "2021"}, out: []string{"-HV=2018", "-HV=2021"}},
	"Fo":                   {in: []string{"-Foout.co", "/Fo", "x.co"}, out: []string{"-Fo=out.co", "-Fo=x.co"}},
	"Fc":                   {in: []string{"-Fcout.s", "/Fc", "x.s"}, out: []string{"-Fc=out.s", "-Fc=x.s"}},
	"Fh":                   {in: []string{"-Fhout.h", "/Fh", "x.h"}, out: []string{"-Fh=out.h", "-Fh=x.h"}},
	"Vn":                   {in: []string{"-Vng_cs", "/Vn", "g_x"}, out: []string{"-Vn=g_cs", "-Vn=g_x"}},
	"Fi":                   {in: []string{"-Fiout.i", "/Fi", "x.i"}, out: []string{"-Fi=out.i", "-Fi=x.i"}},
	"P":                    {in: []string{"/P"}, out: []string{"-P"}},
	"WX":                   {in: []string{"-WX", "/WX"}, out: []string{"-Werror", "-Werror"}},
	"Wno-":                 {in: []string{"-Wno-conversion"}, out: []string{"-Wno=conversion"}},
	"W":                    {in: []string{"-Wconversion", "/Wall"}, out: []string{"-W=conversion", "-W=all"}},
	"w":                    {in: []string{"/w"}, out: []string{"-w"}},
	"no-warnings":          {in: []string{"-no-warnings"}, out: []string{"-w"}},
	"O0":                   {in: []string{"-O0"}, out: []string{"-O=0"}},
	"O1":                   {in: []string{"/O1"}, out: []string{"-O=1"}},
	"O2":                   {in: []string{"-O2"}, out: []string{"-O=2"}},
	"O3":                   {in: []string{"-O3"}, out: []string{"-O=3"}},
	"Od":                   {in: []string{"/Od"}, out: []string{"-O=d"}},
	"Zi":                   {in: []string{"/Zi"}, out: []string{"-Zi"}},
	"Zs":                   {in: []string{"-Zs"}, out: []string{"-Zi"}},
	"enable-16bit-types":   {in: []string{"-enable-16bit-types", "/enable-16bit-types"}, out: []string{"-enable-16bit-types", "-enable-16bit-types"}},
	"Zpr":                  {in: []string{"/Zpr"}, out: []string{"-Zpr"}},
	"Zpc":                  {in: []string{"-Zpc"}, out: []string{"-Zpc"}},
	"Gis":                  {in: []string{"/Gis"}, out: []string{"-Gis"}},
	"denorm":               {in: []string{"-denorm", "ftz", "/denorm", "preserve"}, out: []string{"-denorm", "ftz", "-denorm=preserve"}},
	"ftime-report":         {in: []string{"-ftime-report"}, out: []string{"-ftime-report"}},
	"nologo":               {in: []string{"/nologo"}, note: "/nologo ignored: hlslc prints no banner"},
	"Qstrip_debug":         {in: []string{"-Qstrip_debug"}, note: "-Qstrip_debug ignored: hlslc's code objects carry no debug information to strip"},
	"Qstrip_reflect":       {in: []string{"/Qstrip_reflect"}, note: "/Qstrip_reflect ignored: hlslc's code objects carry no DXIL reflection to strip"},
	"Qstrip_rootsignature": {in: []string{"-Qstrip_rootsignature"}, note: "-Qstrip_rootsignature ignored: hlslc's code objects carry no root signature to strip"},
	"Qstrip_priv":          {in: []string{"-Qstrip_priv"}, note: "-Qstrip_priv ignored: hlslc's code objects carry no private data to strip"},
	"Qembed_debug":         {in: []string{"-Qembed_debug"}, note: "-Qembed_debug ignored: hlslc's code objects carry no debug information to embed (-Zi puts source lines in the listing)"},
	"Vd":                   {in: []string{"/Vd"}, note: "/Vd ignored: there is no DXIL validator to skip: hlslc emits GCN code"},
	"all-resources-bound":  {in: []string{"-all-resources-bound"}, note: "-all-resources-bound ignored: a DXIL hint (every resource of the root signature bound): hlslc's code is the same either way"},
	"res-may-alias":        {in: []string{"/res-may-alias"}, note: "/res-may-alias ignored: hlslc assumes writable buffers may share memory in any case"},
	"Gfa":                  {in: []string{"/Gfa"}, note: "/Gfa ignored: a flow-control preference: hlslc chooses branches by uniformity and cost"},
	"Gfp":                  {in: []string{"-Gfp"}, note: "-Gfp ignored: a flow-control preference: hlslc chooses branches by uniformity and cost"},
	"Zss":                  {in: []string{"-Zss"}, note: "-Zss ignored: hlslc's code objects carry no shader hash"},
	"Zsb":                  {in: []string{"/Zsb"}, note: "/Zsb ignored: hlslc's code objects carry no shader hash"},
	"Fd":                   {in: []string{"-Fd", "x.pdb", "in.hlsl"}, out: []string{"in.hlsl"}, note: "-Fd x.pdb ignored: hlslc writes no PDB (-Zi puts source lines in the listing)"},
	"Ni":                   {in: []string{"-Ni"}, note: "-Ni ignored: a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	"No":                   {in: []string{"/No"}, note: "/No ignored: a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	"Lx":                   {in: []string{"-Lx"}, note: "-Lx ignored: a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	"encoding":             {in: []string{"-encoding", "utf8"}, note: "-encoding utf8 ignored: hlslc writes its text outputs in UTF-8"},
	"fdiagnostics-format":  {in: []string{"-fdiagnostics-format=msvc"}, note: "-fdiagnostics-format=msvc ignored: hlslc prints diagnostics in clang's format"},
	"spirv":                {in: []string{"-spirv"}, err: "-spirv: hlslc compiles to AMD GCN (gfx9) code, not SPIR-V; use dxc -spirv or glslangValidator for SPIR-V"},
	"fspv-":                {in: []string{"-fspv-target-env=vulkan1.2"}, err: "-fspv-target-env=vulkan1.2: SPIR-V code generation options do not apply"},
	"fvk-":                 {in: []string{"-fvk-use-dx-layout"}, err: "-fvk-use-dx-layout: Vulkan code generation options do not apply"},
}

func TestEveryRow(t *testing.T) {
	for _, o := range Options {
		t.Run(o.Name, func(t *testing.T) {
			c, ok := rowCases[o.Name]
			require.True(t, ok, "row %s has no test case", o.Name)
			r, err := Normalize(c.in, testFlags())
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.out, r.Args)
			if c.note != "" {
				assert.Equal(t, []string{c.note}, r.Notes)
			} else {
				assert.Empty(t, r.Notes)
			}
		})
	}
	assert.Len(t, rowCases, len(Options), "a test case for a row that is not in the table")
}

// TestCompilerExplorer: the command lines build scripts and Compiler
// Explorer send, mixed with hlslc's own flags and file names.
func TestCompilerExplorer(t *testing.T) {
	r, err := Normalize(strings.Fields("-T cs_6_0 -E main -HV 2021 -Fo x.bin -Fc x.s /Zi file.hlsl --emit=asm -o out -livereg -"), testFlags())
	require.NoError(t, err)
	assert.Equal(t, []string{"-T", "cs_6_0", "-E", "main", "-HV", "2021", "-Fo", "x.bin", "-Fc", "x.s", "-Zi", "file.hlsl", "--emit=asm", "-o", "out", "-livereg", "-"}, r.Args)

	// an absolute path is a file, not a slash option
	r, err = Normalize([]string{"/tmp/T.hlsl", "/Emain", "--", "-T"}, testFlags())
	require.NoError(t, err)
	assert.Equal(t, []string{"/tmp/T.hlsl", "-E=main", "--", "-T"}, r.Args)
}

func TestErrors(t *testing.T) {
	for in, want := range map[string]string{
		"-Fcx.s /E":          "/E needs a value",
		"-Zj":                "unknown option -Zj; did you mean -Zi?",
		"--reprot":           "unknown option --reprot; did you mean --report?",
		"-enable-16bit-typs": "unknown option -enable-16bit-typs; did you mean -enable-16bit-types?",
		"-frobnicate-all":    "unknown option -frobnicate-all (hlslc -h lists the options)",
		"-Fx out":            "unknown option -Fx; did you mean -Fc?",
	} {
		_, err := Normalize(strings.Fields(in), testFlags())
		if assert.Error(t, err, in) {
			assert.Equal(t, want, err.Error(), in)
		}
	}
}

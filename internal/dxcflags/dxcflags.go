// Package dxcflags turns a command line written for DXC into the flags of
// hlslc's flag parser (Go's flag package), so that build scripts and tools
// that call `dxc` (Compiler Explorer among them) can call hlslc unchanged.
//
// DXC, like clang-cl, takes an option as -X or /X, and an option with a
// value as "-X v", "-Xv" (joined) or "/X v". Go's flag package takes -X v,
// -X=v and --X=v. Normalize rewrites every DXC spelling of a known option
// into "-name=value" (or "-name" for a switch) of the hlslc flag it stands
// for, following the table Options, one row per DXC option: the hlslc
// flag it becomes, or a note when DXC's option means nothing for a GCN
// compiler (accepted and ignored with that note), or a refusal. Arguments
// in hlslc's own spelling (--report=json, -emit asm, …) pass through. An
// unknown option is one error line with the closest known spelling, not
// the usage text.
package dxcflags

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Kind is how an option takes its value.
type Kind uint8

// Option kinds.
const (
	Switch Kind = iota // -X
	Value              // -X v, -Xv, /X v, -X=v
	Prefix             // -Xanything: the whole argument is the option (-Wno-foo)
)

// Action is what an option does.
type Action uint8

// Actions.
const (
	Pass   Action = iota // becomes the hlslc flag To (with Set as its value for a switch)
	Ignore               // accepted; Note says why it means nothing here
	Refuse               // an error: Note says why and what to use instead
)

// Option is one DXC option.
type Option struct {
	Name string // DXC's name, without the leading - or /
	Kind Kind
	Act  Action
	// To is the hlslc flag the option becomes ("" for Name itself). For a
	// Switch, Set is the value given to To ("" for a boolean flag); for a
	// Prefix, the text after Name is the value.
	To, Set string
	Note    string
}

// Options is DXC's command line as hlslc takes it.
var Options = []Option{
	{Name: "T", Kind: Value},
	{Name: "E", Kind: Value},
	{Name: "D", Kind: Value},
	{Name: "I", Kind: Value},
	{Name: "HV", Kind: Value},
	{Name: "Fo", Kind: Value},
	{Name: "Fc", Kind: Value},
	{Name: "Fh", Kind: Value},
	{Name: "Vn", Kind: Value},
	{Name: "Fi", Kind: Value},
	{Name: "P", Kind: Switch},
	{Name: "WX", Kind: Switch, To: "Werror"},
	{Name: "Wno-", Kind: Prefix, To: "Wno"},
	{Name: "W", Kind: Prefix, To: "W"},
	{Name: "w", Kind: Switch},
	{Name: "no-warnings", Kind: Switch, To: "w"},
	{Name: "O0", Kind: Switch, To: "O", Set: "0"},
	{Name: "O1", Kind: Switch, To: "O", Set: "1"},
	{Name: "O2", Kind: Switch, To: "O", Set: "2"},
	{Name: "O3", Kind: Switch, To: "O", Set: "3"},
	{Name: "Od", Kind: Switch, To: "O", Set: "d"},
	{Name: "Zi", Kind: Switch},
	{Name: "Zs", Kind: Switch, To: "Zi"},
	{Name: "enable-16bit-types", Kind: Switch},
	{Name: "Zpr", Kind: Switch},
	{Name: "Zpc", Kind: Switch},
	{Name: "Gis", Kind: Switch},
	{Name: "denorm", Kind: Value},
	{Name: "ftime-report", Kind: Switch},
	{Name: "nologo", Kind: Switch, Act: Ignore, Note: "hlslc prints no banner"},
	{Name: "Qstrip_debug", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no debug information to strip"},
	{Name: "Qstrip_reflect", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no DXIL reflection to strip"},
	{Name: "Qstrip_rootsignature", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no root signature to strip"},
	{Name: "Qstrip_priv", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no private data to strip"},
	{Name: "Qembed_debug", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no debug information to embed (-Zi puts source lines in the listing)"},
	{Name: "Vd", Kind: Switch, Act: Ignore, Note: "there is no DXIL validator to skip: hlslc emits GCN code"},
	{Name: "all-resources-bound", Kind: Switch, Act: Ignore, Note: "a DXIL hint (every resource of the root signature bound): hlslc's code is the same either way"},
	{Name: "res-may-alias", Kind: Switch, Act: Ignore, Note: "hlslc assumes writable buffers may share memory in any case"},
	{Name: "Gfa", Kind: Switch, Act: Ignore, Note: "a flow-control preference: hlslc chooses branches by uniformity and cost"},
	{Name: "Gfp", Kind: Switch, Act: Ignore, Note: "a flow-control preference: hlslc chooses branches by uniformity and cost"},
	{Name: "Zss", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no shader hash"},
	{Name: "Zsb", Kind: Switch, Act: Ignore, Note: "hlslc's code objects carry no shader hash"},
	{Name: "Fd", Kind: Value, Act: Ignore, Note: "hlslc writes no PDB (-Zi puts source lines in the listing)"},
	{Name: "Ni", Kind: Switch, Act: Ignore, Note: "a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	{Name: "No", Kind: Switch, Act: Ignore, Note: "a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	{Name: "Lx", Kind: Switch, Act: Ignore, Note: "a DXIL disassembly format: hlslc's listing (-Fc) is GCN assembly"},
	{Name: "encoding", Kind: Value, Act: Ignore, Note: "hlslc writes its text outputs in UTF-8"},
	{Name: "fdiagnostics-format", Kind: Prefix, Act: Ignore, Note: "hlslc prints diagnostics in clang's format"},
	{Name: "spirv", Kind: Switch, Act: Refuse, Note: "hlslc compiles to AMD GCN (gfx9) code, not SPIR-V; use dxc -spirv or glslangValidator for SPIR-V"},
	{Name: "fspv-", Kind: Prefix, Act: Refuse, Note: "SPIR-V code generation options do not apply: hlslc compiles to AMD GCN (gfx9) code"},
	{Name: "fvk-", Kind: Prefix, Act: Refuse, Note: "Vulkan code generation options do not apply: hlslc compiles to AMD GCN (gfx9) code"},
}

// Result is a normalized command line.
type Result struct {
	Args  []string // for flag.FlagSet.Parse
	Notes []string // one line per ignored option
}

// Normalize rewrites args for fs, whose flags are hlslc's own. Arguments
// that are not options (file names, and "-" for standard input) are kept
// in place; so is everything after "--".
func Normalize(args []string, fs *flag.FlagSet) (Result, error) {
	var r Result
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			r.Args = append(r.Args, args[i:]...)
			break
		}
		if a == "-" || !(strings.HasPrefix(a, "-") || isSlashOption(a)) {
			r.Args = append(r.Args, a)
			continue
		}
		body := strings.TrimPrefix(a[1:], "-") // -X, --X or /X
		// hlslc's own flags, in any of Go's spellings
		name, _, hasValue := strings.Cut(body, "=")
		if name == "h" || name == "help" || name == "?" {
			r.Args = append(r.Args, "-h") // the flag package's usage request
			continue
		}
		if f := fs.Lookup(name); f != nil && a[0] == '-' {
			r.Args = append(r.Args, a)
			if !hasValue && !isBool(f) && i+1 < len(args) {
				i++
				r.Args = append(r.Args, args[i])
			}
			continue
		}
		o, value, joined := match(body)
		if o == nil {
			return r, unknown(a, fs)
		}
		switch o.Act {
		case Refuse:
			return r, fmt.Errorf("%s: %s", a, o.Note)
		case Ignore:
			if o.Kind == Value && !joined && i+1 < len(args) {
				i++ // the ignored option's value
				a += " " + args[i]
			}
			r.Notes = append(r.Notes, fmt.Sprintf("%s ignored: %s", a, o.Note))
			continue
		}
		to := o.To
		if to == "" {
			to = o.Name
		}
		switch o.Kind {
		case Switch:
			if o.Set != "" {
				r.Args = append(r.Args, "-"+to+"="+o.Set)
			} else {
				r.Args = append(r.Args, "-"+to)
			}
		case Prefix:
			r.Args = append(r.Args, "-"+to+"="+value)
		case Value:
			if !joined {
				if i+1 >= len(args) {
					return r, fmt.Errorf("%s needs a value", a)
				}
				i++
				value = args[i]
			}
			r.Args = append(r.Args, "-"+to+"="+value)
		}
	}
	return r, nil
}

// match finds the option body (the argument without its leading - or /)
// spells: an exact switch or value option, then the longest prefix or
// joined value option. value is the joined value or the prefix's rest.
func match(body string) (o *Option, value string, joined bool) {
	for i := range Options {
		op := &Options[i]
		if op.Kind != Prefix && body == op.Name {
			return op, "", false
		}
		if op.Kind == Value && strings.HasPrefix(body, op.Name+"=") {
			return op, body[len(op.Name)+1:], true
		}
	}
	best := -1
	for i := range Options {
		op := &Options[i]
		if op.Kind == Switch || !strings.HasPrefix(body, op.Name) || len(body) == len(op.Name) && op.Kind == Value {
			continue
		}
		if best < 0 || len(op.Name) > len(Options[best].Name) {
			best = i
		}
	}
	if best < 0 {
		return nil, "", false
	}
	op := &Options[best]
	return op, body[len(op.Name):], true
}

// isSlashOption reports whether a is a DXC option written with a slash
// (/T, /Fo out.co) rather than an absolute path: its name must be a known
// option's and no file of that name may exist.
func isSlashOption(a string) bool {
	if len(a) < 2 || a[0] != '/' || strings.Contains(a[1:], "/") {
		return false
	}
	if _, err := os.Stat(a); err == nil {
		return false
	}
	o, _, _ := match(a[1:])
	return o != nil
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// unknown is the error for an option nobody knows, with the closest known
// spelling when one is close enough.
func unknown(a string, fs *flag.FlagSet) error {
	body := strings.TrimLeft(a, "-/")
	name, _, _ := strings.Cut(body, "=")
	var cands []string
	dxc := map[string]bool{}
	for _, o := range Options {
		cands = append(cands, "-"+o.Name)
		dxc[o.Name], dxc[o.To] = true, true
	}
	fs.VisitAll(func(f *flag.Flag) {
		switch {
		case dxc[f.Name]:
		case len(f.Name) == 1 || strings.HasPrefix(f.Name, "f") || strings.HasPrefix(f.Name, "enable-"):
			// single letters and clang's -f… spellings take one dash
			cands = append(cands, "-"+f.Name)
		default:
			cands = append(cands, "--"+f.Name)
		}
	})
	sort.Strings(cands)
	best, bestD := "", 1<<30
	for _, c := range cands {
		d := editDistance(strings.ToLower(name), strings.ToLower(strings.TrimLeft(c, "-")))
		if d < bestD {
			best, bestD = c, d
		}
	}
	if bestD <= max(1, len(name)/3) {
		return fmt.Errorf("unknown option %s; did you mean %s?", a, best)
	}
	return fmt.Errorf("unknown option %s (hlslc -h lists the options)", a)
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"hlslc/backend/gfx9"
)

// versionText is --version's output, from the build information the Go
// toolchain stamps into the binary: the module version (or "devel"), the
// VCS revision and time when built from a checkout, and the Go version.
func versionText() string {
	version, rev, when, dirty := "devel", "", "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			version = v
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "hlslc version %s", version)
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		fmt.Fprintf(&b, " (%s", rev)
		if when != "" {
			fmt.Fprintf(&b, " %s", when)
		}
		if dirty {
			b.WriteString(", modified")
		}
		b.WriteString(")")
	}
	fmt.Fprintf(&b, "\nHLSL compute shaders to AMD GCN, target amdgcn-amd-amdhsa (%s)\nbuilt with %s\n", targetNames(), runtime.Version())
	return b.String()
}

func targetNames() string {
	var names []string
	for _, t := range gfx9.Targets {
		names = append(names, t.String())
	}
	return strings.Join(names, ", ")
}

// listTargets is --list-targets: the processors --target takes.
func listTargets(w io.Writer) {
	fmt.Fprintln(w, "Processors (--target; the default is the first):")
	for _, t := range gfx9.Targets {
		fmt.Fprintf(w, "  %-8s %s\n", t, t.Description())
	}
}

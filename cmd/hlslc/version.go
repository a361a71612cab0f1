package main

import (
	"fmt"
	"io"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"

	"hlslc/backend/gfx9"
)

// releaseVersion is the version of the hlslc sources, bumped by hand with
// each release (the release's tag is v + releaseVersion). A build from
// sources after a release reports releaseVersion-dev.
const releaseVersion = "0.1.0"

// The revision hlslc was built from, for builds whose build information
// has none (a git worktree, where the go command does not look for VCS
// information, or GOFLAGS=-buildvcs=false): `make hlslc` sets them with
// -ldflags -X.
var (
	vcsRevision string
	vcsTime     string
	vcsModified string // "true" when the checkout had uncommitted changes
)

// pseudoVersion matches a Go pseudo-version (v0.0.0-20060102150405-abcdef123456,
// vX.Y.(Z+1)-0.20060102150405-abcdef123456, ...): a build of some commit,
// not of a release.
var pseudoVersion = regexp.MustCompile(`(^|[-.])\d{14}-[0-9a-f]{12}(\+|$)`)

// buildVersion describes the build: the version (a release's own, or
// releaseVersion-dev for anything else) and, when known, the VCS revision,
// its time and whether the checkout was modified.
type buildVersion struct {
	version, revision, time string
	modified                bool
}

// currentBuild reads the build information the Go toolchain stamps into the
// binary.
func currentBuild() buildVersion {
	bi, _ := debug.ReadBuildInfo()
	return buildOf(bi)
}

// buildOf describes the build bi (nil: none), falling back on the -ldflags
// variables for the revision.
func buildOf(bi *debug.BuildInfo) buildVersion {
	b := buildVersion{version: releaseVersion + "-dev", revision: vcsRevision, time: vcsTime, modified: vcsModified == "true"}
	if bi == nil {
		return b
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" && !pseudoVersion.MatchString(v) && !strings.HasSuffix(v, "+dirty") {
		b.version = strings.TrimPrefix(v, "v") // go install hlslc/cmd/hlslc@v0.1.0
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			b.revision = s.Value
		case "vcs.time":
			b.time = s.Value
		case "vcs.modified":
			b.modified = s.Value == "true"
		}
	}
	return b
}

// versionText is --version's output. Its first line is "hlslc version V"
// with V a semantic version, then the revision in parentheses when known,
// as Compiler Explorer and scripts read it (`hlslc version (\S+)`):
//
//	hlslc version 0.1.0-dev (git 6b024adc7bd8, modified, 2026-11-25T20:20:55Z)
func versionText() string {
	b := currentBuild()
	var w strings.Builder
	fmt.Fprintf(&w, "hlslc version %s", b.version)
	if b.revision != "" {
		rev := b.revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		fmt.Fprintf(&w, " (git %s", rev)
		if b.modified {
			w.WriteString(", modified")
		}
		if b.time != "" {
			fmt.Fprintf(&w, ", %s", b.time)
		}
		w.WriteString(")")
	}
	fmt.Fprintf(&w, "\nHLSL compute shaders to AMD GCN, target amdgcn-amd-amdhsa (%s)\nbuilt with %s\n", targetNames(), runtime.Version())
	return w.String()
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

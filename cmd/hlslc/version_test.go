package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBuildVersion checks the version --version reports for each kind of
// build: a release (go install @vX.Y.Z), a build of a commit (pseudo
// version, VCS settings), a modified checkout, and a build without any
// VCS information.
func TestBuildVersion(t *testing.T) {
	vcs := func(rev, when, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: when}, {Key: "vcs.modified", Value: modified}}
	}
	const rev = "6b024adc7bd8f00dfeed0123456789abcdef0123"
	for _, c := range []struct {
		name string
		bi   *debug.BuildInfo
		want buildVersion
	}{
		{"no build information", nil, buildVersion{version: releaseVersion + "-dev"}},
		{"devel without VCS", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, buildVersion{version: releaseVersion + "-dev"}},
		{"release", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}}, buildVersion{version: "1.2.3"}},
		{"commit", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261125202055-6b024adc7bd8"}, Settings: vcs(rev, "2026-11-25T20:20:55Z", "false")},
			buildVersion{version: releaseVersion + "-dev", revision: rev, time: "2026-11-25T20:20:55Z"}},
		{"commit after a tag", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.4-0.20261125202055-6b024adc7bd8"}}, buildVersion{version: releaseVersion + "-dev"}},
		{"modified checkout", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261125202055-6b024adc7bd8+dirty"}, Settings: vcs(rev, "2026-11-25T20:20:55Z", "true")},
			buildVersion{version: releaseVersion + "-dev", revision: rev, time: "2026-11-25T20:20:55Z", modified: true}},
		{"modified release tag", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.3+dirty"}}, buildVersion{version: releaseVersion + "-dev"}},
	} {
		assert.Equal(t, c.want, buildOf(c.bi), c.name)
	}
}

// TestBuildVersionFromLinkerFlags checks the fallback of builds whose
// build information has no VCS settings (`make hlslc` in a git worktree).
func TestBuildVersionFromLinkerFlags(t *testing.T) {
	defer func(r, w, m string) { vcsRevision, vcsTime, vcsModified = r, w, m }(vcsRevision, vcsTime, vcsModified)
	vcsRevision, vcsTime, vcsModified = "0123456789abcdef", "2026-11-25T21:00:00Z", "true"
	b := buildOf(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}})
	assert.Equal(t, buildVersion{version: releaseVersion + "-dev", revision: "0123456789abcdef", time: "2026-11-25T21:00:00Z", modified: true}, b)
}

package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"hlslc/backend/exec"
)

// A kernel that never ends: the executor's budget stops it.
const runawaySrc = `RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint n = 0;
	while (Out[0] == 0) n++;
	Out[id.x] = n;
}
`

func runawayFiles(t *testing.T) (src, spec string) {
	dir := t.TempDir()
	src, spec = filepath.Join(dir, "loop.hlsl"), filepath.Join(dir, "out.json")
	os.WriteFile(src, []byte(runawaySrc), 0o644)
	os.WriteFile(spec, []byte(`{"dispatch":[4,1,1],"resources":{"Out":{"zero":1024}}}`), 0o644)
	return src, spec
}

// TestRunawayBudget: a runaway kernel stops at its budget, a time or an
// instruction count, with exit status 3 and a message naming the budget,
// the wave, the program counter and the source line.
func TestRunawayBudget(t *testing.T) {
	src, spec := runawayFiles(t)
	// (how soon after the deadline the executor stops is tested in
	// instructions, in backend/exec's TestDeadlineCancelProgress: the wall
	// time of this command is mostly compiling, which load and the race
	// detector stretch past any fixed bound)
	code, _, errs := runCLI("run", src, "--spec", spec, "--budget", "1s")
	want := regexp.MustCompile(`budget exceeded at pc 0x[0-9a-f]+ \(.*\), workgroup \(\d+,0,0\) wave 0: the dispatch ran for more than 1s \(its budget\), executing \d+ wave instructions \(source .*loop\.hlsl:5:\d+\); --budget sets another`)
	if code != exitFault || !want.MatchString(errs) {
		t.Errorf("--budget 1s: exit %d, stderr %q", code, errs)
	}
	code, _, errs = runCLI("run", src, "--spec", spec, "--budget", "100000")
	if code != exitFault || !strings.Contains(errs, "executed more than 100000 wave instructions (its budget)") || !strings.Contains(errs, "loop.hlsl:5:") {
		t.Errorf("--budget 100000: exit %d, stderr %q", code, errs)
	}
	for _, bad := range []string{"0", "-5", "soon", "-1s"} {
		if code, _, errs := runCLI("run", src, "--spec", spec, "--budget", bad); code != exitUsage || !strings.Contains(errs, "--budget") {
			t.Errorf("--budget %s: exit %d, stderr %q", bad, code, errs)
		}
	}
	// a negative worker count is refused, not taken for the default
	if code, _, errs := runCLI("run", src, "--spec", spec, "--workers", "-3"); code != exitUsage || !strings.Contains(errs, "--workers -3") {
		t.Errorf("--workers -3: exit %d, stderr %q", code, errs)
	}
}

// The default budget is half a minute of wall-clock time.
func TestRunawayDefaultBudget(t *testing.T) {
	rc := addRunControl(flag.NewFlagSet("run", flag.ContinueOnError), exec.LDSStrict)
	opts, err := rc.options()
	if err != nil || opts.Deadline != 30*time.Second {
		t.Errorf("default budget: %v, deadline %v", err, opts.Deadline)
	}
}

// TestRunInterrupted: Ctrl-C stops a run, which says how far it got and
// exits 130.
func TestRunInterrupted(t *testing.T) {
	src, spec := runawayFiles(t)
	// The test binary must not die of the signal before the run catches it.
	sig := make(chan os.Signal, 8)
	notifyInterrupt(sig)
	defer stopNotify(sig)
	type result struct {
		code int
		errs string
	}
	res := make(chan result, 1)
	go func() {
		code, _, errs := runCLI("run", src, "--spec", spec, "--budget", "60s")
		res <- result{code, errs}
	}()
	// Interrupt once a second until the run has stopped (it may still be
	// compiling at the first).
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case r := <-res:
			if r.code != exitInterrupted || !strings.Contains(r.errs, "interrupted at pc 0x") || !regexp.MustCompile(`\d+ of 4 workgroups done, \d+ wave instructions executed`).MatchString(r.errs) {
				t.Errorf("interrupted run: exit %d, stderr %q", r.code, r.errs)
			}
			return
		case <-tick.C:
			syscall.Kill(os.Getpid(), syscall.SIGINT)
		}
	}
}

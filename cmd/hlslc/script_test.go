package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"hlslc/internal/tooltest"
	"hlslc/serve"
)

// TestMain lets the scripts run this test binary as the `hlslc` command.
func TestMain(m *testing.M) {
	if serve.IsWorker() {
		os.Exit(serve.RunWorker(os.Stdin, os.Stdout))
	}
	testscript.Main(m, map[string]func(){
		"hlslc": func() {
			watchProcessMemory = true // the scripts' hlslc is a process of its own, as main's
			os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
		},
	})
}

// TestScripts runs the command-line tests in testdata/script: each .txtar
// file is one feature of the command line, its flags in and its exit
// status, output and files out (github.com/rogpeppe/go-internal/testscript).
//
// Conditions: [tool:NAME] holds when the external tool NAME (llvm-mc,
// llvm-objdump, …) is installed; a script starts with `[!tool:llvm-mc]
// skip`, and under HLSLC_REQUIRE_TOOLS=1 (CI) a missing tool fails the
// script instead. LLVM's tool directory is on PATH, and $EXAMPLES is the
// project's examples folder.
func TestScripts(t *testing.T) {
	examples, err := filepath.Abs("../../examples")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("EXAMPLES", examples)
			var dirs []string
			for _, tool := range []string{"llvm-mc", "llvm-objdump", "llvm-readelf"} {
				if p := tooltest.Find(tool); p != "" {
					dirs = append(dirs, filepath.Dir(p))
				}
			}
			env.Setenv("PATH", strings.Join(append(dirs, env.Getenv("PATH")), string(os.PathListSeparator)))
			return nil
		},
		Condition: func(cond string) (bool, error) {
			tool, ok := strings.CutPrefix(cond, "tool:")
			if !ok {
				return false, os.ErrInvalid
			}
			if tooltest.Find(tool) != "" {
				return true, nil
			}
			if tooltest.Required() {
				return false, &missingTool{tool}
			}
			return false, nil
		},
	})
}

type missingTool struct{ name string }

func (m *missingTool) Error() string {
	return "required tool " + m.name + " is not installed (HLSLC_REQUIRE_TOOLS=1); scripts/test.sh installs it"
}

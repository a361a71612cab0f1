package main

import (
	"flag"
	"fmt"
	"io"

	"hlslc/internal/texfilter"
	"hlslc/ir/runspec"
)

// dispatchFlag is --dispatch X,Y,Z.
type dispatchFlag struct {
	groups [3]uint32
	set    bool
}

func (d *dispatchFlag) String() string {
	if !d.set {
		return ""
	}
	return fmt.Sprintf("%d,%d,%d", d.groups[0], d.groups[1], d.groups[2])
}

func (d *dispatchFlag) Set(s string) error {
	g, err := runspec.ParseDispatch(s)
	if err != nil {
		return err
	}
	d.groups, d.set = g, true
	return nil
}

// runFlags are the flags of `hlslc run FILE.hlsl` and `hlslc interp` that
// say what to run with and how to print the result.
type runFlags struct {
	spec      *string
	dispatch  dispatchFlag
	printSpec *bool
	raw       *bool
	outputDir *string
	inlineMax *int
	synthSeed *uint64
}

func addRunFlags(fs *flag.FlagSet) *runFlags {
	rf := &runFlags{}
	rf.spec = fs.String("spec", "", "the run spec `SPEC.json` (default: synthesized inputs for every resource, see --print-spec)")
	fs.Var(&rf.dispatch, "dispatch", "workgroup counts `X,Y,Z` (default: the spec's, or one workgroup)")
	rf.printSpec = fs.Bool("print-spec", false, "print the run spec (the synthesized one without --spec) instead of running")
	rf.raw = fs.Bool("raw", false, "print every output as 32-bit words ({\"u32\": ...}) instead of typed by its element type")
	rf.outputDir = fs.String("output-dir", "", "write outputs larger than --inline-max bytes to `DIR`/NAME.bin")
	rf.inlineMax = fs.Int("inline-max", 4096, "with --output-dir, the largest output printed inline, in `bytes`")
	rf.synthSeed = fs.Uint64("synth-seed", 0, "vary the synthesized inputs: each `N` gives another set (0: the default one); not with --spec")
	return rf
}

// readSpec reads --spec when given (nil otherwise), so that a bad spec is
// reported before the shader is compiled.
func (rf *runFlags) readSpec() (*runspec.Spec, error) {
	if *rf.spec == "" {
		return nil, nil
	}
	if *rf.synthSeed != 0 {
		return nil, fmt.Errorf("--synth-seed varies synthesized inputs; with --spec %s there are none", *rf.spec)
	}
	return runspec.ReadFile(*rf.spec)
}

// resolve returns the spec to run: s, or synthesized inputs for res, with
// --dispatch applied. With --print-spec it prints the spec and done is true.
func (rf *runFlags) resolve(s *runspec.Spec, res []runspec.Resource, stdout io.Writer) (spec *runspec.Spec, done bool) {
	if s == nil {
		s = runspec.Synthesize(res, runspec.SynthOptions{Seed: *rf.synthSeed})
	}
	if rf.dispatch.set {
		s.Dispatch = rf.dispatch.groups
	}
	if *rf.printSpec {
		stdout.Write(s.Format())
		return s, true
	}
	return s, false
}

// write prints the writable resources' final contents (formats: the
// textures' bound formats).
func (rf *runFlags) write(stdout io.Writer, res []runspec.Resource, data [][]byte, formats []texfilter.Format) error {
	out, err := runspec.Output(res, data, runspec.OutputOptions{Raw: *rf.raw, Dir: *rf.outputDir, InlineLimit: *rf.inlineMax, Formats: formats})
	if err != nil {
		return err
	}
	_, err = stdout.Write(out)
	return err
}

// specName names the spec in errors about binding it.
func specName(file string) string {
	if file == "" {
		return "synthesized run spec"
	}
	return file
}

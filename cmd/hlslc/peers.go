package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"hlslc/backend"
	"hlslc/backend/gfx9"
	"hlslc/frontend"
	"hlslc/internal/corpus"
	"hlslc/internal/progress"
	"hlslc/testsuite"
	"hlslc/testsuite/vk"
)

func init() {
	subcommands["bench"] = subcommand{"compare hlslc's register use, code size and occupancy with RADV's ACO and LLVM (bench peers)", benchMain}
}

// peerRow is one shader's figures: hlslc's and each peer's.
type peerRow struct {
	Shader string                  `json:"shader"`
	Error  string                  `json:"error,omitempty"`
	HLSLC  *peerFigures            `json:"hlslc,omitempty"`
	Peers  map[string]*peerFigures `json:"peers,omitempty"`
}

// peerFigures are the statistics compared, as each compiler reports them.
type peerFigures struct {
	VGPRs       int     `json:"vgprs"`
	SGPRs       int     `json:"sgprs"`
	CodeBytes   int     `json:"code_bytes"`
	Waves       int     `json:"waves_per_simd"`
	CompileMs   float64 `json:"compile_ms"`
	Error       string  `json:"error,omitempty"`
	LDSBytes    int     `json:"lds_bytes"`
	ScratchLane int     `json:"scratch_bytes_per_lane"`
	// SameRuleWaves is the waves per SIMD that hlslc's occupancy rules
	// (gfx9.ComputeOccupancy) give for this compiler's VGPRs, SGPRs and LDS
	// bytes at the shader's workgroup size: every compiler judged by one
	// rule, where Waves is each one's own figure (RADV's statistic rounds
	// its LDS term differently and leaves out the workgroup limits).
	SameRuleWaves int `json:"waves_by_hlslc_rule"`
}

// benchMain is `hlslc bench peers [-json FILE] [-no-llvm] [--corpus]
// [-manifest FILE]... [PATH...]`: every shader (a file, or every *.hlsl of
// a directory; default testsuite/cases; every row of each -manifest FILE,
// a manifest in the corpus's format whose paths are relative to its
// folder, with its entry point, -D and -I flags; --corpus is the manifest
// of ../shared/corpus) is compiled by hlslc for gfx900 and by
// glslang + Mesa RADV on a null Vega10 device with ACO and with
// RADV_DEBUG=llvm, and the VGPRs, SGPRs, code size and waves per SIMD are
// printed side by side with totals in the style of Mesa's fossil-db
// reports (ACO → hlslc). No run spec is needed: nothing is run. Each
// compiler's figures are its own, as it reports them: VGPRs as allocated,
// SGPRs with the reserved ones (RADV counts VCC), waves per SIMD as RADV
// computes them. A column of its own applies hlslc's occupancy rules
// (gfx9.ComputeOccupancy) to every compiler's registers and LDS at the
// shader's workgroup size; the waves totals and the list of shaders with
// fewer waves than ACO compare that column, never a peer's figure
// rewritten in place.
func benchMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "peers" {
		fmt.Fprintln(stderr, "usage: hlslc bench peers [-json FILE] [-no-llvm] [--corpus] [-manifest FILE]... [DIR|FILE.hlsl ...]")
		return exitUsage
	}
	fs := flag.NewFlagSet("hlslc bench peers", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.String("json", "", "also write the table as JSON to `FILE`")
	noLLVM := fs.Bool("no-llvm", false, "compare with ACO only (RADV_DEBUG=llvm needs RADV built with LLVM)")
	useCorpus := fs.Bool("corpus", false, "measure the real-world corpus (../shared/corpus, or $HLSLC_CORPUS) with its manifest's flags")
	var manifests manifestList
	fs.Var(&manifests, "manifest", "measure every row of the manifest `FILE` (the corpus's format, paths relative to its folder; repeatable)")
	if err := parseInterspersed(fs, args[1:]); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	var shaders []benchShader
	if *useCorpus {
		dir, ok := corpus.Dir()
		if !ok {
			fmt.Fprintf(stderr, "hlslc: the shader corpus is not there (../shared/corpus beside the module root, or $%s)\n", corpus.EnvDir)
			return exitInput
		}
		manifests = append(manifestList{filepath.Join(dir, "MANIFEST.tsv")}, manifests...)
	}
	for _, m := range manifests {
		entries, err := corpus.ReadManifest(m)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		for _, e := range entries {
			shaders = append(shaders, benchShader{name: e.ID, path: e.Path, opts: frontend.Options{Entry: e.Entry,
				PP: frontend.PPOptions{Defines: e.Defines, IncludeDirs: e.IncludeDirs}}})
		}
	}
	paths := fs.Args()
	if len(paths) == 0 && len(manifests) == 0 {
		paths = []string{"testsuite/cases"}
	}
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
		if st.IsDir() {
			m, _ := filepath.Glob(filepath.Join(p, "*.hlsl"))
			files = append(files, m...)
		} else {
			files = append(files, p)
		}
	}
	sort.Strings(files)
	for _, f := range files {
		shaders = append(shaders, benchShader{name: filepath.Base(f), path: f})
	}
	if len(shaders) == 0 {
		fmt.Fprintf(stderr, "hlslc: no .hlsl files in %s\n", strings.Join(paths, " "))
		return exitInput
	}
	peers := []vk.Compiler{vk.ACO, vk.LLVM}
	if *noLLVM {
		peers = peers[:1]
	}
	var rows []peerRow
	bar := progress.New(stderr, "bench peers", len(shaders))
	for _, sh := range shaders {
		rows = append(rows, measurePeers(sh, peers))
		bar.Add(1)
	}
	bar.Done()
	printPeerTable(stdout, rows, peers)
	if *jsonOut != "" {
		j, _ := json.MarshalIndent(rows, "", "  ")
		if err := os.WriteFile(*jsonOut, append(j, '\n'), 0o644); err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
	}
	if len(manifests) > 0 {
		return exitOK // rejections are a manifest's measure, not a failure
	}
	for _, r := range rows {
		if r.HLSLC == nil {
			return exitInput // a shader hlslc could not compile
		}
	}
	return exitOK
}

// manifestList is the repeatable -manifest flag: manifest files, in order.
type manifestList []string

func (m *manifestList) String() string { return strings.Join(*m, ",") }

func (m *manifestList) Set(v string) error {
	*m = append(*m, v)
	return nil
}

// benchShader is one shader to measure: a file and its compile options.
type benchShader struct {
	name, path string
	opts       frontend.Options
}

// measurePeers compiles one shader with hlslc and each peer. A test-suite
// case brings its own flags (RUN-FLAGS); any other file compiles with
// sh.opts (entry main by default). A run spec is not needed.
func measurePeers(sh benchShader, peers []vk.Compiler) peerRow {
	row := peerRow{Shader: sh.name, Peers: map[string]*peerFigures{}}
	groupSize := 0 // threads per workgroup, as declared (the same for every compiler)
	src, err := os.ReadFile(sh.path)
	if err != nil {
		row.Error = err.Error()
		return row
	}
	c := &testsuite.Case{Path: sh.path, Src: src, Frontend: sh.opts}
	if tc, err := testsuite.ParseCase(sh.path, src); err == nil && sh.opts.Entry == "" {
		c = tc
	}
	t0 := time.Now()
	_, out, err := testsuite.Backend(c, false)
	took := time.Since(t0)
	if err != nil {
		row.Error = "hlslc: " + firstDiagnostic(err.Error())
	} else if rep, err := backend.MakeReport(out); err != nil {
		row.Error = "hlslc: " + err.Error()
	} else {
		// RADV reports VGPRs in allocation granules and SGPRs with VCC and
		// the other reserved registers: compare the same quantities.
		row.HLSLC = &peerFigures{VGPRs: rep.VGPRsAllocated, SGPRs: rep.SGPRs + rep.SGPRsReserved, CodeBytes: rep.CodeBytes, Waves: rep.WavesPerSIMD,
			CompileMs: float64(took.Microseconds()) / 1000, LDSBytes: rep.LDSBytes, ScratchLane: rep.ScratchBytes}
		groupSize = rep.Workgroup[0] * rep.Workgroup[1] * rep.Workgroup[2]
	}
	vs, err := vk.CompileWith(c.Src, sh.path, c.Entry(), vk.CompileOptions{Defines: c.Frontend.PP.Defines, IncludeDirs: c.Frontend.PP.IncludeDirs})
	if err == nil && groupSize == 0 {
		groupSize = int(vs.LocalSize[0] * vs.LocalSize[1] * vs.LocalSize[2])
	}
	for _, p := range peers {
		fig := &peerFigures{}
		row.Peers[p.String()] = fig
		if err != nil {
			fig.Error = "glslang rejects the shader"
			continue
		}
		st, perr := vk.PeerStats(vs.SPIRV, vs.Entry, p)
		if perr != nil {
			fig.Error = firstLine(perr.Error())
			continue
		}
		// the peer's own figures, exactly as RADV reports them
		fig.VGPRs, fig.SGPRs, fig.CodeBytes, fig.Waves = st.VGPRs, st.SGPRs, st.CodeSize, st.WavesPerSIMD
		fig.CompileMs = float64(st.CompileTime.Microseconds()) / 1000
		fig.LDSBytes, fig.ScratchLane = st.LDSSize, st.ScratchSize
	}
	if row.HLSLC != nil {
		row.HLSLC.judgeBySameRule(groupSize)
	}
	for _, f := range row.Peers {
		if f.Error == "" {
			f.judgeBySameRule(groupSize)
		}
	}
	return row
}

// judgeBySameRule sets f.SameRuleWaves from the compiler's own register,
// LDS figures and the workgroup size, by hlslc's occupancy rules; a figure
// the rules reject (out of the hardware's range) is an error of the row.
func (f *peerFigures) judgeBySameRule(groupSize int) {
	o, err := gfx9.ComputeOccupancy(f.VGPRs, f.SGPRs, f.LDSBytes, groupSize)
	if err != nil {
		f.Error = "occupancy: " + err.Error()
		return
	}
	f.SameRuleWaves = o.WavesPerSIMD
}

// firstDiagnostic is the first line of an error that says something (the
// frontend's errors start with a "frontend:" line).
func firstDiagnostic(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.HasSuffix(l, ":") && i+1 < len(lines) {
			continue
		}
		if i > 0 {
			return strings.TrimSuffix(lines[0], ":") + ": " + l
		}
		return l
	}
	return s
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// printPeerTable prints the per-shader table and the totals over the
// shaders every compiler handled.
func printPeerTable(w io.Writer, rows []peerRow, peers []vk.Compiler) {
	nameWidth := 34
	for _, r := range rows {
		nameWidth = max(nameWidth, len(r.Shader)+1)
	}
	names := []string{"hlslc"}
	for _, p := range peers {
		names = append(names, p.String())
	}
	fmt.Fprintln(w, "VGPRs allocated (granules of 4), SGPRs including VCC/XNACK, code bytes and waves per SIMD, each as its")
	fmt.Fprintln(w, "compiler reports it; RADV on a null Vega10 (RADV_FORCE_FAMILY=vega10). same rule: the waves per SIMD that")
	fmt.Fprintln(w, "hlslc's occupancy rules (gfx9.ComputeOccupancy, docs/report.md \"Occupancy\") give for each compiler's")
	fmt.Fprintln(w, "VGPRs, SGPRs and LDS bytes at the shader's workgroup size; RADV's own figure shares 16 KiB of LDS per SIMD")
	fmt.Fprintln(w, "out by LDS per wave, rounded up, and leaves out the whole-workgroup limits. Waves totals and the list of")
	fmt.Fprintln(w, "shaders with fewer waves than ACO compare the same-rule column.")
	fmt.Fprintf(w, "%-*s %-20s %-20s %-23s %-14s %s\n", nameWidth, "shader", "VGPRs", "SGPRs", "code bytes", "waves/SIMD", "same rule")
	fmt.Fprintf(w, "%-*s %-20s %-20s %-23s %-14s %s\n", nameWidth, "", strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "))
	type total struct{ vgprs, sgprs, code, waves, ownWaves int }
	totals := make([]total, len(names))
	counted, fewerWaves, moreVGPRs := 0, []string{}, []string{}
	for _, r := range rows {
		figs := []*peerFigures{r.HLSLC}
		for _, p := range peers {
			figs = append(figs, r.Peers[p.String()])
		}
		cell := func(get func(*peerFigures) int, width int) string {
			var parts []string
			for _, f := range figs {
				if f == nil || f.Error != "" {
					parts = append(parts, "-")
				} else {
					parts = append(parts, fmt.Sprint(get(f)))
				}
			}
			return fmt.Sprintf("%-*s", width, strings.Join(parts, " "))
		}
		fmt.Fprintf(w, "%-*s %s %s %s %s %s", nameWidth, r.Shader,
			cell(func(f *peerFigures) int { return f.VGPRs }, 20), cell(func(f *peerFigures) int { return f.SGPRs }, 20),
			cell(func(f *peerFigures) int { return f.CodeBytes }, 23), cell(func(f *peerFigures) int { return f.Waves }, 14),
			cell(func(f *peerFigures) int { return f.SameRuleWaves }, 14))
		complete := true
		var why []string
		if r.Error != "" {
			why = append(why, r.Error)
		}
		for i, f := range figs {
			if f == nil || f.Error != "" {
				complete = false
				if f != nil {
					why = append(why, names[i]+": "+f.Error)
				}
			}
		}
		if len(why) > 0 {
			fmt.Fprintf(w, "  (%s)", strings.Join(why, "; "))
		}
		fmt.Fprintln(w)
		if !complete {
			continue
		}
		counted++
		for i, f := range figs {
			totals[i].vgprs += f.VGPRs
			totals[i].sgprs += f.SGPRs
			totals[i].code += f.CodeBytes
			totals[i].waves += f.SameRuleWaves
			totals[i].ownWaves += f.Waves
		}
		if aco := figs[1]; r.HLSLC.SameRuleWaves < aco.SameRuleWaves {
			fewerWaves = append(fewerWaves, r.Shader)
		}
		if aco := figs[1]; r.HLSLC.VGPRs > aco.VGPRs {
			moreVGPRs = append(moreVGPRs, r.Shader)
		}
	}
	fmt.Fprintf(w, "\nTotals over the %d shaders every compiler handled (peer → hlslc):\n", counted)
	change := func(from, to int) string {
		if from == 0 {
			return fmt.Sprintf("%d → %d", from, to)
		}
		return fmt.Sprintf("%d → %d (%+.1f%%)", from, to, 100*float64(to-from)/float64(from))
	}
	for i := 1; i < len(names); i++ {
		fmt.Fprintf(w, "  vs %-5s VGPRs %s, SGPRs %s, code size %s, waves per SIMD by the same rule %s (each as reported: %s)\n", names[i],
			change(totals[i].vgprs, totals[0].vgprs), change(totals[i].sgprs, totals[0].sgprs),
			change(totals[i].code, totals[0].code), change(totals[i].waves, totals[0].waves),
			change(totals[i].ownWaves, totals[0].ownWaves))
	}
	fmt.Fprintf(w, "  shaders with fewer waves per SIMD than ACO (same rule): %d %v\n", len(fewerWaves), fewerWaves)
	fmt.Fprintf(w, "  shaders with more VGPRs than ACO: %d %v\n", len(moreVGPRs), moreVGPRs)
}

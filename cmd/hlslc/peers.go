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
	// WorkgroupLimit (hlslc only) is the waves per SIMD that the limit of
	// 16 multi-wave workgroups per CU allows, which hlslc's (and LLVM's)
	// occupancy applies and RADV's statistic leaves out; 0 when the
	// workgroup is a single wave (no limit).
	WorkgroupLimit int `json:"waves_by_workgroup_limit,omitempty"`
}

// benchMain is `hlslc bench peers [-json FILE] [-no-llvm] [--corpus]
// [PATH...]`: every shader (a file, or every *.hlsl of a directory;
// default testsuite/cases; with --corpus the entries of ../shared/corpus
// with their manifest's flags) is compiled by hlslc for gfx900 and by
// glslang + Mesa RADV on a null Vega10 device with ACO and with
// RADV_DEBUG=llvm, and the VGPRs, SGPRs, code size and waves per SIMD are
// printed side by side with totals in the style of Mesa's fossil-db
// reports (ACO → hlslc). No run spec is needed: nothing is run. Each
// compiler's figures are its own, as it reports them: VGPRs as allocated,
// SGPRs with the reserved ones (RADV counts VCC), waves per SIMD as RADV
// computes them. The limit of 16 multi-wave workgroups per CU, which
// hlslc's occupancy applies and RADV's statistic does not, is shown in a
// column of its own, never folded into a peer's figure.
func benchMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "peers" {
		fmt.Fprintln(stderr, "usage: hlslc bench peers [-json FILE] [-no-llvm] [--corpus] [DIR|FILE.hlsl ...]")
		return exitUsage
	}
	fs := flag.NewFlagSet("hlslc bench peers", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.String("json", "", "also write the table as JSON to `FILE`")
	noLLVM := fs.Bool("no-llvm", false, "compare with ACO only (RADV_DEBUG=llvm needs RADV built with LLVM)")
	useCorpus := fs.Bool("corpus", false, "measure the real-world corpus (../shared/corpus, or $HLSLC_CORPUS) with its manifest's flags")
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
		entries, err := corpus.Read(dir)
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
	if len(paths) == 0 && !*useCorpus {
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
	if *useCorpus {
		return exitOK // rejections are the corpus's measure, not a failure
	}
	for _, r := range rows {
		if r.HLSLC == nil {
			return exitInput // a shader hlslc could not compile
		}
	}
	return exitOK
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
		if rep.WavesByWorkgroup < rep.MaxWavesPerSIMD {
			row.HLSLC.WorkgroupLimit = rep.WavesByWorkgroup
		}
	}
	vs, err := vk.CompileWith(c.Src, sh.path, c.Entry(), vk.CompileOptions{Defines: c.Frontend.PP.Defines, IncludeDirs: c.Frontend.PP.IncludeDirs})
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
	return row
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
	fmt.Fprintln(w, "compiler reports it; RADV on a null Vega10 (RADV_FORCE_FAMILY=vega10). wg-limit: the waves per SIMD that")
	fmt.Fprintln(w, "16 multi-wave workgroups per CU allow, a limit hlslc's occupancy applies and RADV's figure leaves out.")
	fmt.Fprintf(w, "%-*s %-20s %-20s %-23s %-14s %s\n", nameWidth, "shader", "VGPRs", "SGPRs", "code bytes", "waves/SIMD", "wg-limit")
	fmt.Fprintf(w, "%-*s %-20s %-20s %-23s %-14s\n", nameWidth, "", strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "))
	type total struct{ vgprs, sgprs, code, waves int }
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
		fmt.Fprintf(w, "%-*s %s %s %s %s", nameWidth, r.Shader,
			cell(func(f *peerFigures) int { return f.VGPRs }, 20), cell(func(f *peerFigures) int { return f.SGPRs }, 20),
			cell(func(f *peerFigures) int { return f.CodeBytes }, 23), cell(func(f *peerFigures) int { return f.Waves }, 14))
		limit := "-"
		if r.HLSLC != nil && r.HLSLC.WorkgroupLimit > 0 {
			limit = fmt.Sprint(r.HLSLC.WorkgroupLimit)
		}
		fmt.Fprintf(w, " %-8s", limit)
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
			totals[i].waves += f.Waves
		}
		if aco := figs[1]; r.HLSLC.Waves < aco.Waves {
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
		fmt.Fprintf(w, "  vs %-5s VGPRs %s, SGPRs %s, code size %s, waves per SIMD %s\n", names[i],
			change(totals[i].vgprs, totals[0].vgprs), change(totals[i].sgprs, totals[0].sgprs),
			change(totals[i].code, totals[0].code), change(totals[i].waves, totals[0].waves))
	}
	fmt.Fprintf(w, "  shaders with fewer waves per SIMD than ACO: %d %v\n", len(fewerWaves), fewerWaves)
	fmt.Fprintf(w, "  shaders with more VGPRs than ACO: %d %v\n", len(moreVGPRs), moreVGPRs)
}

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
}

// benchMain is `hlslc bench peers [-json FILE] [-no-llvm] [PATH...]`: every
// shader (a test-suite case file, or every *.hlsl of a directory; default
// testsuite/cases) is compiled by hlslc for gfx900 and by glslang + Mesa
// RADV on a null Vega10 device with ACO and with RADV_DEBUG=llvm, and the
// VGPRs, SGPRs, code size and waves per SIMD are printed side by side with
// totals in the style of Mesa's fossil-db reports (ACO → hlslc). The
// quantities are made comparable: VGPRs as allocated, SGPRs with the
// reserved ones, and the 16-workgroups-per-CU occupancy limit (which RADV's
// statistic leaves out) applied to every compiler.
func benchMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "peers" {
		fmt.Fprintln(stderr, "usage: hlslc bench peers [-json FILE] [-no-llvm] [DIR|FILE.hlsl ...]")
		return exitUsage
	}
	fs := flag.NewFlagSet("hlslc bench peers", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.String("json", "", "also write the table as JSON to `FILE`")
	noLLVM := fs.Bool("no-llvm", false, "compare with ACO only (RADV_DEBUG=llvm needs RADV built with LLVM)")
	if err := parseInterspersed(fs, args[1:]); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	paths := fs.Args()
	if len(paths) == 0 {
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
	if len(files) == 0 {
		fmt.Fprintf(stderr, "hlslc: no .hlsl files in %s\n", strings.Join(paths, " "))
		return exitInput
	}
	peers := []vk.Compiler{vk.ACO, vk.LLVM}
	if *noLLVM {
		peers = peers[:1]
	}
	var rows []peerRow
	for _, f := range files {
		rows = append(rows, measurePeers(f, peers))
		fmt.Fprintf(stderr, "\r%d/%d shaders", len(rows), len(files))
	}
	fmt.Fprintln(stderr)
	printPeerTable(stdout, rows, peers)
	if *jsonOut != "" {
		j, _ := json.MarshalIndent(rows, "", "  ")
		if err := os.WriteFile(*jsonOut, append(j, '\n'), 0o644); err != nil {
			fmt.Fprintf(stderr, "hlslc: %v\n", err)
			return exitInput
		}
	}
	for _, r := range rows {
		if r.HLSLC == nil {
			return exitInput // a shader hlslc could not compile
		}
	}
	return exitOK
}

// measurePeers compiles one shader with hlslc and each peer.
func measurePeers(file string, peers []vk.Compiler) peerRow {
	row := peerRow{Shader: filepath.Base(file), Peers: map[string]*peerFigures{}}
	c, err := testsuite.ReadCase(file)
	if err != nil {
		row.Error = err.Error()
		return row
	}
	groupLimit := 0
	t0 := time.Now()
	_, out, err := testsuite.Backend(c, false)
	took := time.Since(t0)
	if err != nil {
		row.Error = "hlslc: " + firstLine(err.Error())
	} else if rep, err := backend.MakeReport(out); err != nil {
		row.Error = "hlslc: " + err.Error()
	} else {
		// RADV reports VGPRs in allocation granules and SGPRs with VCC and
		// the other reserved registers: compare the same quantities.
		row.HLSLC = &peerFigures{VGPRs: rep.VGPRsAllocated, SGPRs: rep.SGPRs + rep.SGPRsReserved, CodeBytes: rep.CodeBytes, Waves: rep.WavesPerSIMD,
			CompileMs: float64(took.Microseconds()) / 1000, LDSBytes: rep.LDSBytes, ScratchLane: rep.ScratchBytes}
		groupLimit = rep.WavesByWorkgroup
	}
	sh, err := vk.Compile(c.Src, file, c.Entry())
	for _, p := range peers {
		fig := &peerFigures{}
		row.Peers[p.String()] = fig
		if err != nil {
			fig.Error = "glslang rejects the shader"
			continue
		}
		st, perr := vk.PeerStats(sh.SPIRV, sh.Entry, p)
		if perr != nil {
			fig.Error = firstLine(perr.Error())
			continue
		}
		fig.VGPRs, fig.SGPRs, fig.CodeBytes, fig.Waves = st.VGPRs, st.SGPRs, st.CodeSize, st.WavesPerSIMD
		if groupLimit > 0 && groupLimit < fig.Waves {
			// RADV's "Subgroups per SIMD" leaves out that a CU holds at
			// most 16 multi-wave workgroups (one barrier each), a limit
			// hlslc's occupancy applies (as LLVM's does): apply it here
			// too, so that the column compares code, not formulas.
			fig.Waves = groupLimit
		}
		fig.CompileMs = float64(st.CompileTime.Microseconds()) / 1000
		fig.LDSBytes, fig.ScratchLane = st.LDSSize, st.ScratchSize
	}
	return row
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
	names := []string{"hlslc"}
	for _, p := range peers {
		names = append(names, p.String())
	}
	fmt.Fprintln(w, "VGPRs allocated (granules of 4), SGPRs including VCC/XNACK, code bytes, waves per SIMD with the")
	fmt.Fprintln(w, "16-workgroups-per-CU limit applied to every compiler; RADV on a null Vega10 (RADV_FORCE_FAMILY=vega10).")
	fmt.Fprintf(w, "%-34s %-20s %-20s %-23s %-14s\n", "shader", "VGPRs", "SGPRs", "code bytes", "waves/SIMD")
	fmt.Fprintf(w, "%-34s %-20s %-20s %-23s %-14s\n", "", strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "), strings.Join(names, " "))
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
		fmt.Fprintf(w, "%-34s %s %s %s %s", r.Shader,
			cell(func(f *peerFigures) int { return f.VGPRs }, 20), cell(func(f *peerFigures) int { return f.SGPRs }, 20),
			cell(func(f *peerFigures) int { return f.CodeBytes }, 23), cell(func(f *peerFigures) int { return f.Waves }, 14))
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

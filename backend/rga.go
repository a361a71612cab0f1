package backend

import (
	"fmt"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// rgaCSVColumns are the columns of Radeon GPU Analyzer's resource-usage
// CSV (its --analysis file), in RGA's order and spelling, so that scripts
// reading RGA's statistics read hlslc's.
var rgaCSVColumns = []string{"DEVICE", "SCRATCH_MEM", "THREADS_PER_WORKGROUP", "WAVEFRONT_SIZE",
	"AVAILABLE_LDS_BYTES", "USED_LDS_BYTES", "AVAILABLE_SGPRs", "USED_SGPRs", "SGPR_SPILLS",
	"AVAILABLE_VGPRs", "USED_VGPRs", "VGPR_SPILLS", "CL_WORKGROUP_X_DIMENSION", "CL_WORKGROUP_Y_DIMENSION",
	"CL_WORKGROUP_Z_DIMENSION", "ISA_SIZE"}

// CSV is the report as RGA's resource-usage CSV: a header line and one row.
// SGPRs count the reserved ones (VCC …), as the driver statistics RGA
// shows do; the limits are gfx9's (backend/gfx9 occupancy tables).
func (r Report) CSV() string {
	device := strings.TrimPrefix(r.Target, "amdgcn-amd-amdhsa--")
	vals := []any{device, r.ScratchBytes, r.Workgroup[0] * r.Workgroup[1] * r.Workgroup[2], gfx9.WaveSize,
		gfx9.MaxLDSPerGroup, r.LDSBytes, gfx9.MaxSGPRsPerWave, r.SGPRs + r.SGPRsReserved, r.SGPRSpills,
		gfx9.VGPRsPerLane, r.VGPRs, r.VGPRSpills, r.Workgroup[0], r.Workgroup[1], r.Workgroup[2], r.CodeBytes}
	row := make([]string, len(vals))
	for i, v := range vals {
		row[i] = fmt.Sprint(v)
	}
	return strings.Join(rgaCSVColumns, ",") + "\n" + strings.Join(row, ",") + "\n"
}

// CFGDot writes the kernel's final control-flow graph in Graphviz's DOT
// language (RGA's --cfg): one node per basic block listing its
// instructions, one edge per successor (taken branches and fall-through).
func CFGDot(f *mir.Func) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n\tnode [shape=box, fontname=\"monospace\"];\n", f.Name)
	for i, bl := range f.Blocks {
		var lines []string
		name := bl.Label
		if name == "" {
			name = fmt.Sprintf("bb%d", i)
		}
		lines = append(lines, name+":")
		for k := range bl.Instrs {
			lines = append(lines, "  "+bl.Instrs[k].String())
		}
		label := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(strings.Join(lines, "\n"))
		label = strings.ReplaceAll(label, "\n", `\l`) + `\l`
		fmt.Fprintf(&b, "\tb%d [label=\"%s\"];\n", i, label)
	}
	for i, bl := range f.Blocks {
		for _, s := range bl.Succs {
			fmt.Fprintf(&b, "\tb%d -> b%d;\n", i, s)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

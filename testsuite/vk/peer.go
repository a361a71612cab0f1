package vk

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Compiler is one of RADV's shader compilers.
type Compiler int

// RADV's compilers.
const (
	ACO  Compiler = iota // RADV's default backend
	LLVM                 // RADV_DEBUG=llvm
)

func (c Compiler) String() string {
	switch c {
	case ACO:
		return "ACO"
	case LLVM:
		return "LLVM"
	}
	return fmt.Sprintf("compiler(%d)", int(c))
}

// irName is the internal representation that proves which compiler ran.
func (c Compiler) irName() string {
	if c == LLVM {
		return "LLVM IR"
	}
	return "ACO IR"
}

// Stats is what RADV reports for one compute pipeline on a null Vega10.
type Stats struct {
	Compiler     Compiler
	Device       string        // e.g. "Null hardware (RADV VEGA10)"
	CompileTime  time.Duration // wall time of vkCreateComputePipelines
	SubgroupSize int           // the executable's wave size
	VGPRs        int
	SGPRs        int
	SpilledVGPRs int
	SpilledSGPRs int
	CodeSize     int // bytes
	LDSSize      int // bytes
	ScratchSize  int // bytes per lane
	WavesPerSIMD int // RADV's "Subgroups per SIMD"
	// Statistics holds every statistic in the driver's order, including
	// the ones above and ACO's extras (Instructions, Latency, ...).
	Statistics []Statistic
	// Representations holds NIR, the compiler's IR and the assembly.
	Representations []Representation
	ISA             string // the "Assembly" representation
}

// Stat returns the named statistic's value as reported.
func (s *Stats) Stat(name string) (string, bool) {
	for _, st := range s.Statistics {
		if st.Name == name {
			return st.Value, true
		}
	}
	return "", false
}

// PeerStats compiles SPIR-V (with the given compute entry point) with RADV
// on a null Vega10 device and returns the pipeline's statistics and ISA.
// It fails if RADV does not report the register counts, the code size,
// the occupancy or the assembly, or if the chosen compiler did not run
// (for LLVM: RADV was built without it).
func PeerStats(spirv []byte, entry string, c Compiler) (Stats, error) {
	if c != ACO && c != LLVM {
		return Stats{}, fmt.Errorf("vk: unknown compiler %v", c)
	}
	sh, err := Reflect(spirv, entry)
	if err != nil {
		return Stats{}, err
	}
	req := &request{spirv: spirv, entry: entry, dispatch: [3]uint32{1, 1, 1}}
	for _, r := range sh.Resources {
		// the smallest image of each shape: a cube (array) needs six faces
		extent := [3]uint32{1, 1, 1}
		if r.Shape.IsCube() {
			extent[2] = 6
		}
		req.bindings = append(req.bindings, resourceBinding(r, nil, extent))
	}
	var env []string
	if c == LLVM {
		env = append(env, "RADV_DEBUG=llvm")
	}
	rep, err := call("stats", RADV, req, env...)
	if err != nil {
		return Stats{}, fmt.Errorf("%v (compiler %v)", err, c)
	}
	return statsFromReply(rep, c)
}

func statsFromReply(rep *reply, c Compiler) (Stats, error) {
	st := Stats{Compiler: c, Device: rep.device, CompileTime: rep.compileTime}
	if len(rep.execs) != 1 {
		return st, fmt.Errorf("vk: RADV reported %d executables for a compute pipeline, expected 1", len(rep.execs))
	}
	e := rep.execs[0]
	st.SubgroupSize = e.subgroupSize
	st.Statistics = e.stats
	st.Representations = e.irs
	fields := []struct {
		name     string
		dst      *int
		required bool
	}{
		{"VGPRs", &st.VGPRs, true},
		{"SGPRs", &st.SGPRs, true},
		{"Code size", &st.CodeSize, true},
		{"Subgroups per SIMD", &st.WavesPerSIMD, true},
		{"Spilled VGPRs", &st.SpilledVGPRs, false},
		{"Spilled SGPRs", &st.SpilledSGPRs, false},
		{"LDS size", &st.LDSSize, false},
		{"Scratch size", &st.ScratchSize, false},
	}
	for _, f := range fields {
		v, ok := st.Stat(f.name)
		if !ok {
			if f.required {
				return st, fmt.Errorf("vk: RADV (%v) did not report the %q statistic", c, f.name)
			}
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return st, fmt.Errorf("vk: RADV (%v) statistic %q is %q, not an integer", c, f.name, v)
		}
		*f.dst = n
	}
	ran := false
	for _, r := range e.irs {
		switch r.Name {
		case "Assembly":
			st.ISA = r.Text
		case c.irName():
			ran = true
		}
	}
	if !ran {
		if c == LLVM {
			return st, fmt.Errorf("vk: RADV did not compile with LLVM under RADV_DEBUG=llvm (no %q representation; device %q): its LLVM backend is not available", c.irName(), rep.device)
		}
		return st, fmt.Errorf("vk: RADV did not compile with ACO (no %q representation; device %q)", c.irName(), rep.device)
	}
	if strings.TrimSpace(st.ISA) == "" {
		return st, fmt.Errorf("vk: RADV (%v) returned no assembly", c)
	}
	return st, nil
}

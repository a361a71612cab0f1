package codeobj

import (
	"fmt"
	"strings"
)

// Feature is the state of a target-ID feature (xnack, sramecc).
type Feature uint8

const (
	// FeatureAny means the code works with the feature on or off (no suffix).
	FeatureAny Feature = iota
	// FeatureOn is the "+" suffix.
	FeatureOn
	// FeatureOff is the "-" suffix.
	FeatureOff
	// FeatureUnsupported means the processor does not have the feature.
	FeatureUnsupported
)

func (f Feature) String() string {
	switch f {
	case FeatureAny:
		return "any"
	case FeatureOn:
		return "on"
	case FeatureOff:
		return "off"
	case FeatureUnsupported:
		return "unsupported"
	}
	return fmt.Sprintf("Feature(%d)", uint8(f))
}

// Target is a processor with its target-ID features.
type Target struct {
	Processor string
	Xnack     Feature
	Sramecc   Feature
}

// TargetTriple is the only triple the package handles.
const TargetTriple = "amdgcn-amd-amdhsa"

// processorInfo holds the facts about one supported processor.
type processorInfo struct {
	mach    uint32 // EF_AMDGPU_MACH_AMDGCN_*
	xnack   bool   // supports the xnack target feature
	sramecc bool   // supports the sramecc target feature
}

// processors lists the GFX9 processors without MAI/AGPRs: they share the
// kernel descriptor rules this package implements (VGPR granule 4,
// 102 addressable SGPRs, no COMPUTE_PGM_RSRC3 fields).
var processors = map[string]processorInfo{
	"gfx900": {mach: 0x02c, xnack: true},
	"gfx902": {mach: 0x02d, xnack: true},
	"gfx904": {mach: 0x02e, xnack: true},
	"gfx906": {mach: 0x02f, xnack: true, sramecc: true},
	"gfx909": {mach: 0x031, xnack: true},
	"gfx90c": {mach: 0x032, xnack: true},
}

// ELF e_flags bits for code object v4 and later.
const (
	efMachMask    = 0x0ff
	efXnackAny    = 0x100
	efXnackOff    = 0x200
	efXnackOn     = 0x300
	efXnackMask   = 0x300
	efSrameccAny  = 0x400
	efSrameccOff  = 0x800
	efSrameccOn   = 0xc00
	efSrameccMask = 0xc00
)

// Processors returns the supported processor names.
func Processors() []string {
	return []string{"gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"}
}

// ParseTarget parses a target ID: "amdgcn-amd-amdhsa--gfx900",
// "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-", or a bare processor with
// features ("gfx906:xnack-"). Features may appear in any order but at most
// once; String prints the canonical order (sramecc before xnack), which is
// the only spelling llvm-mc accepts in .amdgcn_target.
func ParseTarget(id string) (Target, error) {
	rest := id
	if strings.Contains(id, "--") {
		triple, r, _ := strings.Cut(id, "--")
		if triple != TargetTriple {
			return Target{}, fmt.Errorf("target id %q: unsupported triple %q (want %q)", id, triple, TargetTriple)
		}
		rest = r
	}
	parts := strings.Split(rest, ":")
	info, ok := processors[parts[0]]
	if !ok {
		return Target{}, fmt.Errorf("target id %q: unknown or unsupported processor %q (supported: %s)", id, parts[0], strings.Join(Processors(), ", "))
	}
	t := Target{Processor: parts[0], Xnack: FeatureUnsupported, Sramecc: FeatureUnsupported}
	if info.xnack {
		t.Xnack = FeatureAny
	}
	if info.sramecc {
		t.Sramecc = FeatureAny
	}
	seen := map[string]bool{}
	for _, f := range parts[1:] {
		if len(f) < 2 {
			return Target{}, fmt.Errorf("target id %q: malformed feature %q", id, f)
		}
		name, sign := f[:len(f)-1], f[len(f)-1]
		var state Feature
		switch sign {
		case '+':
			state = FeatureOn
		case '-':
			state = FeatureOff
		default:
			return Target{}, fmt.Errorf("target id %q: feature %q must end in '+' or '-'", id, f)
		}
		if seen[name] {
			return Target{}, fmt.Errorf("target id %q: feature %q given twice", id, name)
		}
		seen[name] = true
		switch name {
		case "xnack":
			if !info.xnack {
				return Target{}, fmt.Errorf("target id %q: processor %s does not support xnack", id, t.Processor)
			}
			t.Xnack = state
		case "sramecc":
			if !info.sramecc {
				return Target{}, fmt.Errorf("target id %q: processor %s does not support sramecc", id, t.Processor)
			}
			t.Sramecc = state
		default:
			return Target{}, fmt.Errorf("target id %q: unknown feature %q", id, name)
		}
	}
	return t, nil
}

func featureSuffix(name string, f Feature) string {
	switch f {
	case FeatureOn:
		return ":" + name + "+"
	case FeatureOff:
		return ":" + name + "-"
	}
	return ""
}

// String returns the canonical target ID, as .amdgcn_target prints it.
func (t Target) String() string {
	return TargetTriple + "--" + t.Processor + featureSuffix("sramecc", t.Sramecc) + featureSuffix("xnack", t.Xnack)
}

// EFlags returns the ELF e_flags llvm-mc and ld.lld write for the target
// with code object v4 or later: EF_AMDGPU_MACH in the low byte, then the
// xnack (bits 8-9) and sramecc (bits 10-11) feature states.
func (t Target) EFlags() uint32 {
	info := processors[t.Processor]
	f := info.mach
	switch t.Xnack {
	case FeatureAny:
		f |= efXnackAny
	case FeatureOff:
		f |= efXnackOff
	case FeatureOn:
		f |= efXnackOn
	}
	switch t.Sramecc {
	case FeatureAny:
		f |= efSrameccAny
	case FeatureOff:
		f |= efSrameccOff
	case FeatureOn:
		f |= efSrameccOn
	}
	return f
}

// TargetFromEFlags decodes e_flags of a code object v4+ object.
func TargetFromEFlags(flags uint32) (Target, error) {
	var t Target
	found := false
	for name, info := range processors {
		if info.mach == flags&efMachMask {
			t.Processor = name
			found = true
			break
		}
	}
	if !found {
		return Target{}, fmt.Errorf("e_flags %#x: unsupported processor (EF_AMDGPU_MACH %#x); supported: %s", flags, flags&efMachMask, strings.Join(Processors(), ", "))
	}
	info := processors[t.Processor]
	dec := func(bits uint32, any, off, on uint32, supported bool, name string) (Feature, error) {
		switch bits {
		case 0:
			if supported {
				return FeatureUnsupported, fmt.Errorf("e_flags %#x: %s state missing for %s", flags, name, t.Processor)
			}
			return FeatureUnsupported, nil
		case any, off, on:
			if !supported {
				return 0, fmt.Errorf("e_flags %#x: %s set but %s does not support it", flags, name, t.Processor)
			}
			switch bits {
			case any:
				return FeatureAny, nil
			case off:
				return FeatureOff, nil
			}
			return FeatureOn, nil
		}
		return 0, fmt.Errorf("e_flags %#x: bad %s bits", flags, name)
	}
	var err error
	if t.Xnack, err = dec(flags&efXnackMask, efXnackAny, efXnackOff, efXnackOn, info.xnack, "xnack"); err != nil {
		return Target{}, err
	}
	if t.Sramecc, err = dec(flags&efSrameccMask, efSrameccAny, efSrameccOff, efSrameccOn, info.sramecc, "sramecc"); err != nil {
		return Target{}, err
	}
	if rest := flags &^ (efMachMask | efXnackMask | efSrameccMask); rest != 0 {
		return Target{}, fmt.Errorf("e_flags %#x: unknown bits %#x", flags, rest)
	}
	return t, nil
}

// XnackReserved reports whether llvm-mc reserves the XNACK mask SGPRs for
// this target (xnack on or any).
func (t Target) XnackReserved() bool { return t.Xnack == FeatureOn || t.Xnack == FeatureAny }

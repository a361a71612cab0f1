package offload

import (
	"fmt"
	"regexp"
	"strings"

	"hlslc/testsuite/filecheck"
)

// Case is a suite test in hlslc's terms, ready to run.
type Case struct {
	Test     *TestFile
	Pipeline *Pipeline
	// Source is the split-file part the RUN line compiles; Flags are
	// hlslc's words for the RUN line's DXC options.
	Source string
	Flags  []string
	Entry  string
	// Dispatch is the workgroup count.
	Dispatch [3]uint32
	// Bound are the pipeline's resources, in order.
	Bound []Binding
	// Checks are the FileCheck directives over the offloader's printed
	// pipeline (none when the test compares by Results).
	Checks []filecheck.Directive
	// XFail: the suite's known failures (on some GPU or compiler); noted,
	// the expectation is still the suite's.
	XFail []string
	// LogChecks counts the CHECK lines about the offloader's log, which
	// are not checked (the verdict says so).
	LogChecks int

	// varBuffer maps each shader resource to the buffer (and block) bound to it (set
	// by Run).
	varBuffer map[string]slot
}

// Binding is one pipeline resource: the buffer it binds and the register
// class ('t', 'u', 'b'), index and space it is bound at.
type Binding struct {
	Resource
	Class  byte
	Buffer *Buffer
}

// Skip is a test the converter cannot run, and why.
type Skip struct{ Reason string }

func (s *Skip) Error() string { return s.Reason }

func skipf(format string, args ...any) *Skip { return &Skip{Reason: fmt.Sprintf(format, args...)} }

// resourceClass is the register class of a resource kind
// (getDescriptorKind: SRV 't', UAV 'u', CBV 'b'); 0 for the kinds the
// converter does not bind (textures, samplers, acceleration structures).
func resourceClass(kind string) byte {
	switch kind {
	case "Buffer", "StructuredBuffer", "ByteAddressBuffer":
		return 't'
	case "RWBuffer", "RWStructuredBuffer", "RWByteAddressBuffer":
		return 'u'
	case "ConstantBuffer":
		return 'b'
	case "Texture2D":
		return 't'
	case "RWTexture2D":
		return 'u'
	}
	return 0
}

// textureFormat is the DXGI format of a texture buffer's Format and
// Channels ("" when the converter has none for it).
func textureFormat(b *Buffer) string {
	n := b.Channels
	if n == 0 {
		n = 1
	}
	if n > 4 || b.Stride != 0 {
		return ""
	}
	var comp string
	switch b.Format {
	case "Float32":
		comp = "32_FLOAT"
	case "Int32":
		comp = "32_SINT"
	case "UInt32", "Hex32":
		comp = "32_UINT"
	case "Float16", "Hex16":
		comp = "16_FLOAT"
	case "Int16":
		comp = "16_SINT"
	case "UInt16":
		comp = "16_UINT"
	default:
		return ""
	}
	if b.Format == "Hex16" {
		comp = "16_UINT"
	}
	name := ""
	for i, c := range "RGBA"[:n] {
		name += string(c)
		if i < n-1 {
			name += strings.SplitN(comp, "_", 2)[0]
		}
	}
	return name + comp
}

// litIf is lit's conditional substitution %if FEATURE %{ A %} [%else %{ B %}].
var litIf = regexp.MustCompile(`%if\s+([^%]+?)\s*%\{(.*?)%\}(?:\s*%else\s*%\{(.*?)%\})?`)

// offloaderLog matches the lines the offloader prints about the
// descriptors it creates ("Creating UAV: { Size = 4100, ... }", "UAV:
// HeapIdx = 0 EltSize = 4 ..."), which some tests check beside the buffers.
var offloaderLog = regexp.MustCompile(`^(Creating (UAV|SRV|CBV|Sampler)\b|(UAV|SRV|CBV): HeapIdx\b)`)

// expandLitIf substitutes lit's %if conditions with the branch the
// feature set takes.
func expandLitIf(r string) string {
	return litIf.ReplaceAllStringFunc(r, func(s string) string {
		m := litIf.FindStringSubmatch(s)
		ok, err := evalFeature(m[1], Features)
		if err == nil && ok {
			return m[2]
		}
		return m[3]
	})
}

// Convert turns a parsed test into a Case, or says why it cannot be run.
func Convert(t *TestFile) (*Case, error) {
	for _, e := range t.Requires {
		ok, err := evalFeature(e, Features)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, skipf("REQUIRES: %s", e)
		}
	}
	for _, e := range t.Unsupported {
		ok, err := evalFeature(e, Features)
		if err != nil {
			return nil, err
		}
		if ok {
			return nil, skipf("UNSUPPORTED: %s", e)
		}
	}
	c := &Case{Test: t, XFail: t.XFail, Dispatch: [3]uint32{1, 1, 1}}
	if err := c.compileLine(); err != nil {
		return nil, err
	}
	yml, ok := t.Parts[c.pipelinePart()]
	if !ok {
		return nil, skipf("no %s part", c.pipelinePart())
	}
	p, err := ParsePipeline(yml)
	if err != nil {
		return nil, skipf("%v", err)
	}
	c.Pipeline = p
	if err := c.pipeline(); err != nil {
		return nil, err
	}
	if err := c.expectations(); err != nil {
		return nil, err
	}
	return c, nil
}

// compileLine reads the RUN line that compiles the shader (%dxc_target)
// into hlslc flags.
func (c *Case) compileLine() error {
	var line string
	n := 0
	for _, r := range c.Test.Run {
		r = expandLitIf(r)
		if strings.Contains(r, "%dxc_target") {
			line = r[strings.Index(r, "%dxc_target")+len("%dxc_target"):]
			n++
		} else if w := strings.Fields(r); len(w) > 0 && w[0] == "dxc" {
			// the suite's older RUN lines call dxc itself
			line = strings.TrimSpace(r)[len("dxc"):]
			n++
		}
	}
	if n == 0 {
		return skipf("no %%dxc_target RUN line")
	}
	if n > 1 {
		return skipf("%d compiles in the RUN lines", n)
	}
	f := strings.Fields(line)
	target := ""
	for i := 0; i < len(f); i++ {
		w := f[i]
		val := func() string {
			if i+1 < len(f) {
				i++
				return f[i]
			}
			return ""
		}
		switch {
		case w == "|" || w == "&&" || w == ";":
			i = len(f)
		case w == "-T":
			target = val()
			c.Flags = append(c.Flags, "-T", target)
		case w == "-E":
			c.Entry = val()
			c.Flags = append(c.Flags, "-E", c.Entry)
		case w == "-D":
			c.Flags = append(c.Flags, "-D", val())
		case strings.HasPrefix(w, "-D"):
			c.Flags = append(c.Flags, "-D", w[2:])
		case w == "-HV" || w == "-denorm":
			c.Flags = append(c.Flags, w, val())
		case w == "-enable-16bit-types" || w == "-Gis" || w == "-Zpr" || w == "-Zpc":
			c.Flags = append(c.Flags, w)
		case w == "-Fo" || w == "-Fd":
			val()
		case strings.HasPrefix(w, "-fvk-") || strings.HasPrefix(w, "-fspv-"):
			// SPIR-V code generation options: nothing for DirectX
			if !strings.Contains(w, "=") && (w == "-fvk-bind-register" || w == "-fvk-t-shift" || w == "-fvk-u-shift" || w == "-fvk-b-shift" || w == "-fvk-s-shift") {
				return skipf("DXC option %s", w)
			}
		case w == "-O0" || w == "-O1" || w == "-O2" || w == "-O3" || w == "-Od" || w == "-Zi" || w == "-Qembed_debug":
			// optimisation and debug information: no change of meaning
		case strings.HasPrefix(w, "%t/"):
			if c.Source != "" {
				return skipf("several sources on the compile line")
			}
			c.Source = strings.TrimPrefix(w, "%t/")
		default:
			return skipf("DXC option %s", w)
		}
	}
	if !strings.HasPrefix(target, "cs_") {
		return skipf("profile %q is not a compute shader", target)
	}
	if _, ok := c.Test.Parts[c.Source]; !ok {
		return skipf("the compiled source %q is not a part of the test", c.Source)
	}
	return nil
}

// pipelinePart is the part the offloader RUN line reads (%offloader
// %t/NAME.yaml), pipeline.yaml when no such line names one.
func (c *Case) pipelinePart() string {
	for _, r := range c.Test.Run {
		if _, rest, ok := strings.Cut(r, "%offloader"); ok {
			for _, w := range strings.Fields(rest) {
				if p, ok := strings.CutPrefix(w, "%t/"); ok && strings.HasSuffix(p, ".yaml") {
					return p
				}
			}
		}
	}
	return "pipeline.yaml"
}

// pipeline checks what the pipeline asks for and collects the bindings.
func (c *Case) pipeline() error {
	p := c.Pipeline
	sh := Shader{Stage: "Compute", DispatchSize: p.DispatchSize}
	if len(p.Shaders) > 0 || p.DispatchSize == nil {
		// the oldest format has no Shaders: a compute dispatch
		if len(p.Shaders) != 1 || p.Shaders[0].Stage != "Compute" {
			return skipf("not a compute pipeline")
		}
		sh = p.Shaders[0]
	}
	if c.Entry == "" {
		// DXC's default; on Direct3D the offloader runs the entry point
		// the compiled code holds, whatever the pipeline's Entry says
		c.Entry = "main"
	}
	switch {
	case len(p.Samplers) > 0:
		return skipf("samplers")
	case p.RuntimeSettings.Kind != 0:
		return skipf("root signature settings (RuntimeSettings)")
	case len(p.PushConstants) > 0:
		return skipf("push constants")
	case p.AccelerationStructures.Kind != 0 || p.RayTracingPipelineConfig.Kind != 0 || p.HitGroups.Kind != 0 || p.ShaderBindingTable.Kind != 0:
		return skipf("ray tracing")
	case p.Bindings.Kind != 0:
		return skipf("vertex or render-target bindings")
	}
	d := sh.DispatchSize
	if p.DispatchParameters != nil && p.DispatchParameters.DispatchGroupCount != nil {
		d = p.DispatchParameters.DispatchGroupCount
	}
	if d != nil {
		if len(d) != 3 {
			return skipf("dispatch size %v is not three numbers", d)
		}
		copy(c.Dispatch[:], d)
	}
	for _, s := range p.DescriptorSets {
		for _, r := range s.Resources {
			cl := resourceClass(r.Kind)
			switch {
			case cl == 0:
				return skipf("resource kind %s", r.Kind)
			case r.TilesMapped != nil || r.IsReserved:
				return skipf("tiled (reserved) resources")
			case r.HeapIndex != nil:
				return skipf("resources by descriptor heap index")
			case r.DirectXBinding == nil:
				return skipf("resource %s has no DirectXBinding", r.Name)
			}
			b := p.buffer(r.Name)
			if b == nil {
				return fmt.Errorf("pipeline.yaml: resource %s names no buffer", r.Name)
			}
			if strings.HasSuffix(r.Kind, "Texture2D") {
				op, err := b.outputProps()
				switch {
				case err != nil:
					return err
				case op == nil:
					return skipf("texture %s without OutputProps", r.Name)
				case op.Depth != 1 || op.ArraySlices > 1 || op.SampleCount > 1:
					return skipf("textures with depth, slices or samples")
				case textureFormat(b) == "":
					return skipf("texture format %s with %d channels", b.Format, b.Channels)
				}
			}
			c.Bound = append(c.Bound, Binding{Resource: r, Class: cl, Buffer: b})
		}
	}
	return nil
}

// expectations reads the Results or the FileCheck lines.
func (c *Case) expectations() error {
	p := c.Pipeline
	for _, r := range p.Results {
		switch r.Rule {
		case "BufferExact", "BufferFloatULP", "BufferFloatEpsilon":
		default:
			return skipf("comparison rule %s", r.Rule)
		}
		if c.binding(r.Actual) == nil {
			return fmt.Errorf("result %s: buffer %s is not bound", r.Result, r.Actual)
		}
		if p.buffer(r.Expected) == nil {
			return fmt.Errorf("result %s: no buffer %s", r.Result, r.Expected)
		}
	}
	fileCheck := false
	prefixes := map[string]bool{"CHECK": true}
	for _, r := range c.Test.Run {
		r = expandLitIf(r)
		i := strings.Index(r, "FileCheck")
		if i < 0 {
			continue
		}
		fileCheck = true
		for _, w := range strings.Fields(r[i:])[1:] {
			if w == "%s" {
				continue
			}
			ps, ok := strings.CutPrefix(w, "--check-prefixes=")
			if !ok {
				ps, ok = strings.CutPrefix(w, "--check-prefix=")
			}
			if !ok {
				return skipf("FileCheck option %s", w)
			}
			prefixes = map[string]bool{}
			for _, p := range strings.Split(ps, ",") {
				prefixes[p] = true
			}
		}
	}
	if fileCheck {
		if !prefixes["CHECK"] {
			return skipf("FileCheck prefixes without CHECK")
		}
		// other prefixes (DX-CHECK, ...) check the offloader's log, not
		// the buffers: only CHECK lines are read (the directive pattern
		// takes no prefix)
		for _, l := range c.Test.Checks {
			k, n, ok := filecheck.ParseDirective(l.Kind)
			if !ok {
				return skipf("FileCheck directive %s", l.Kind)
			}
			if offloaderLog.MatchString(l.Pattern) {
				// the offloader's report of the descriptors it made (D3D12
				// backend), not the buffers: not checked, and said so
				c.LogChecks++
				continue
			}
			for range n {
				c.Checks = append(c.Checks, filecheck.Directive{Kind: k, Pattern: l.Pattern, Line: l.Line})
			}
		}
	}
	if len(p.Results) == 0 && len(c.Checks) == 0 {
		return skipf("no expected results")
	}
	return nil
}

func (c *Case) binding(buffer string) *Binding {
	for i := range c.Bound {
		if c.Bound[i].Name == buffer {
			return &c.Bound[i]
		}
	}
	return nil
}

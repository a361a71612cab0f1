package offload

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Pipeline is a pipeline.yaml, field for field as the suite's
// lib/Support/Pipeline.cpp maps it (MappingTraits<Pipeline> and the
// traits it uses). Parts the converter cannot run are kept as YAML nodes
// so that a test using them is skipped with the reason; any key the
// mapping does not know is an error, not a silently dropped field.
type Pipeline struct {
	Shaders                  []Shader        `yaml:"Shaders"`
	RuntimeSettings          yaml.Node       `yaml:"RuntimeSettings"`
	Buffers                  []Buffer        `yaml:"Buffers"`
	Samplers                 []yaml.Node     `yaml:"Samplers"`
	Results                  []Result        `yaml:"Results"`
	DescriptorSets           []DescriptorSet `yaml:"DescriptorSets"`
	Bindings                 yaml.Node       `yaml:"Bindings"`
	PushConstants            []yaml.Node     `yaml:"PushConstants"`
	AccelerationStructures   yaml.Node       `yaml:"AccelerationStructures"`
	RayTracingPipelineConfig yaml.Node       `yaml:"RayTracingPipelineConfig"`
	HitGroups                yaml.Node       `yaml:"HitGroups"`
	ShaderBindingTable       yaml.Node       `yaml:"ShaderBindingTable"`
	DispatchParameters       *DispatchParams `yaml:"DispatchParameters"`
	// DispatchSize is the workgroup count of the suite\'s oldest format,
	// a compute pipeline without Shaders
	DispatchSize []uint32 `yaml:"DispatchSize"`
}

// Shader is one pipeline stage. DispatchSize is the workgroup count of
// the suite's older format (a Shader field before DispatchParameters).
type Shader struct {
	Stage                   string      `yaml:"Stage"`
	Entry                   string      `yaml:"Entry"`
	DispatchSize            []uint32    `yaml:"DispatchSize"`
	SpecializationConstants []yaml.Node `yaml:"SpecializationConstants"`
}

// DispatchParams is DispatchParametersSet.
type DispatchParams struct {
	DispatchGroupCount []uint32 `yaml:"DispatchGroupCount"`
	VertexCount        *uint32  `yaml:"VertexCount"`
}

// Buffer is a CPUBuffer: Format and the data (Data, or FillSize bytes of
// FillValue; a list of lists for an array of resources, ArraySize).
type Buffer struct {
	Name         string    `yaml:"Name"`
	Format       string    `yaml:"Format"`
	Channels     int       `yaml:"Channels"`
	Stride       int       `yaml:"Stride"`
	ArraySize    int       `yaml:"ArraySize"`
	Data         yaml.Node `yaml:"Data"`
	FillSize     int64     `yaml:"FillSize"`
	FillValue    yaml.Node `yaml:"FillValue"`
	ZeroInitSize int64     `yaml:"ZeroInitSize"`
	OutputProps  yaml.Node `yaml:"OutputProps"`
	// Counter and Counters are printed by the offloader (outputs only)
	Counter  *uint32  `yaml:"Counter"`
	Counters []uint32 `yaml:"Counters"`
}

// OutputProps are a texture's extents (OutputProperties).
type OutputProps struct {
	Height      int `yaml:"Height"`
	Width       int `yaml:"Width"`
	Depth       int `yaml:"Depth"`
	MipLevels   int `yaml:"MipLevels"`
	ArraySlices int `yaml:"ArraySlices"`
	SampleCount int `yaml:"SampleCount"`
}

// outputProps decodes OutputProps (nil when absent); MipLevels and
// ArraySlices default to 1, as the suite maps them.
func (b *Buffer) outputProps() (*OutputProps, error) {
	if b.OutputProps.Kind == 0 {
		return nil, nil
	}
	op := &OutputProps{MipLevels: 1, ArraySlices: 1, SampleCount: 1}
	if err := b.OutputProps.Decode(op); err != nil {
		return nil, fmt.Errorf("buffer %s: OutputProps: %v", b.Name, err)
	}
	return op, nil
}

// DescriptorSet holds resources, each naming the buffer it binds.
type DescriptorSet struct {
	Resources []Resource `yaml:"Resources"`
}

// Resource binds a buffer to a register.
type Resource struct {
	Name           string     `yaml:"Name"`
	Kind           string     `yaml:"Kind"`
	HasCounter     bool       `yaml:"HasCounter"`
	TilesMapped    *uint32    `yaml:"TilesMapped"`
	IsReserved     bool       `yaml:"IsReserved"`
	DirectXBinding *DXBinding `yaml:"DirectXBinding"`
	VulkanBinding  yaml.Node  `yaml:"VulkanBinding"`
	HeapIndex      *uint32    `yaml:"HeapIndex"`
}

// DXBinding is a register and space.
type DXBinding struct {
	Register uint32 `yaml:"Register"`
	Space    uint32 `yaml:"Space"`
}

// Result compares the buffer Actual (bound, written by the shader) with
// Expected by Rule.
type Result struct {
	Result        string  `yaml:"Result"`
	Rule          string  `yaml:"Rule"`
	Actual        string  `yaml:"Actual"`
	Expected      string  `yaml:"Expected"`
	ULPT          uint64  `yaml:"ULPT"`
	DenormMode    string  `yaml:"DenormMode"`
	ZeroTolerance float64 `yaml:"ZeroTolerance"`
	Epsilon       float64 `yaml:"Epsilon"`
}

// ParsePipeline decodes a pipeline.yaml; an unknown key is an error.
func ParsePipeline(text string) (*Pipeline, error) {
	d := yaml.NewDecoder(strings.NewReader(text))
	d.KnownFields(true)
	var p Pipeline
	if err := d.Decode(&p); err != nil {
		// one line: the reasons group in the summary
		msg := strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:\n")
		return nil, fmt.Errorf("pipeline: %s", strings.Join(strings.Fields(msg), " "))
	}
	return &p, nil
}

// buffer finds a buffer by name.
func (p *Pipeline) buffer(name string) *Buffer {
	for i := range p.Buffers {
		if p.Buffers[i].Name == name {
			return &p.Buffers[i]
		}
	}
	return nil
}

// formatSize is getFormatSize: the bytes of one value of a DataFormat.
func formatSize(f string) (int, bool) {
	switch f {
	case "Hex8":
		return 1, true
	case "Hex16", "UInt16", "Int16", "Float16":
		return 2, true
	case "Hex32", "UInt32", "Int32", "Float32", "Depth32", "Bool":
		return 4, true
	case "Hex64", "UInt64", "Int64", "Float64":
		return 8, true
	}
	return 0, false
}

// encodeValue appends the little-endian bytes of one YAML scalar read as
// format f, as the suite's setData<T> reads it: the Hex formats and
// Float16 (stored as Hex16 bits) and the integers by
// StringRef::getAsInteger with radix 0 (decimal, 0x, 0b or a leading 0
// for octal), the floats as strtod does.
func encodeValue(buf []byte, f, s string) ([]byte, error) {
	size, ok := formatSize(f)
	if !ok {
		return nil, fmt.Errorf("unknown Format %q", f)
	}
	s = strings.TrimSpace(s)
	switch f {
	case "Float32", "Depth32", "Float64":
		v, err := parseFloat(s)
		if err != nil {
			return nil, fmt.Errorf("%s value %q: %v", f, s, err)
		}
		if f == "Float64" {
			return binary.LittleEndian.AppendUint64(buf, math.Float64bits(v)), nil
		}
		return binary.LittleEndian.AppendUint32(buf, math.Float32bits(float32(v))), nil
	case "Int16", "Int32", "Int64":
		v, err := strconv.ParseInt(s, 0, size*8)
		if err != nil {
			return nil, fmt.Errorf("%s value %q: %v", f, s, err)
		}
		return appendUint(buf, uint64(v), size), nil
	default:
		v, err := strconv.ParseUint(s, 0, size*8)
		if err != nil {
			return nil, fmt.Errorf("%s value %q: %v", f, s, err)
		}
		return appendUint(buf, v, size), nil
	}
}

func appendUint(buf []byte, v uint64, size int) []byte {
	for i := 0; i < size; i++ {
		buf = append(buf, byte(v>>(8*i)))
	}
	return buf
}

// parseFloat reads a float as strtod does (llvm::yaml reads float and
// double scalars with it): hexadecimal without an exponent is an integer's
// value (0x5a5a5a5a is 1515870810), and YAML's spellings of the
// non-finite values are taken too (.nan, .inf).
func parseFloat(s string) (float64, error) {
	t := strings.ToLower(strings.TrimPrefix(s, "+"))
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimPrefix(strings.TrimPrefix(t, "-"), ".")
	if h, ok := strings.CutPrefix(t, "0x"); ok && !strings.Contains(h, "p") && !strings.Contains(h, ".") {
		v, err := strconv.ParseUint(h, 16, 64)
		if neg {
			return -float64(v), err
		}
		return float64(v), err
	}
	switch t {
	case "nan":
		if neg {
			return math.Copysign(math.NaN(), -1), nil // strtod keeps the sign
		}
		return math.NaN(), nil
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	}
	return strconv.ParseFloat(s, 64)
}

// Contents returns a buffer's initial bytes: one block per resource of an
// array (ArraySize), as setData<T> builds them.
func (b *Buffer) Contents() ([][]byte, error) {
	n := b.ArraySize
	if n == 0 {
		n = 1
	}
	if b.ZeroInitSize > 0 {
		// the suite's older format: ZeroInitSize bytes of zeros (renamed
		// FillSize, with FillValue, later; the index stores each test at
		// its own commit)
		if b.FillSize > 0 || b.FillValue.Kind != 0 {
			return nil, fmt.Errorf("buffer %s: ZeroInitSize with FillSize or FillValue", b.Name)
		}
		b.FillSize = b.ZeroInitSize
	}
	if b.Stride != 0 && b.Channels > 1 {
		return nil, fmt.Errorf("buffer %s: a structure stride and more than one channel", b.Name)
	}
	if b.FillSize > 0 {
		// FillSize is in bytes: the suite copies that many bytes of an
		// array of FillValue
		var one []byte
		var err error
		if b.FillValue.Kind == 0 {
			size, _ := formatSize(b.Format)
			one = make([]byte, size)
		} else if one, err = encodeValue(nil, b.Format, b.FillValue.Value); err != nil {
			return nil, fmt.Errorf("buffer %s: FillValue: %v", b.Name, err)
		}
		if len(one) == 0 {
			return nil, fmt.Errorf("buffer %s: unknown Format %q", b.Name, b.Format)
		}
		block := bytes.Repeat(one, int(b.FillSize)/len(one)+1)[:b.FillSize]
		out := make([][]byte, n)
		for i := range out {
			out[i] = bytes.Clone(block)
		}
		return out, nil
	}
	if b.FillValue.Kind != 0 {
		return nil, fmt.Errorf("buffer %s: 'FillValue' specified without 'FillSize'", b.Name)
	}
	if b.Data.Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("buffer %s: no Data or FillSize", b.Name)
	}
	flat := func(seq *yaml.Node) ([]byte, error) {
		var out []byte
		for _, e := range seq.Content {
			if e.Kind != yaml.ScalarNode {
				return nil, fmt.Errorf("buffer %s: Data: expected a number at line %d", b.Name, e.Line)
			}
			var err error
			if out, err = encodeValue(out, b.Format, e.Value); err != nil {
				return nil, fmt.Errorf("buffer %s: %v", b.Name, err)
			}
		}
		return out, nil
	}
	if n == 1 {
		d, err := flat(&b.Data)
		return [][]byte{d}, err
	}
	if len(b.Data.Content) != n {
		return nil, fmt.Errorf("buffer %s: expected %d buffers, found %d", b.Name, n, len(b.Data.Content))
	}
	out := make([][]byte, n)
	for i, seq := range b.Data.Content {
		if seq.Kind != yaml.SequenceNode {
			return nil, fmt.Errorf("buffer %s: Data: expected a list per array element", b.Name)
		}
		d, err := flat(seq)
		if err != nil {
			return nil, err
		}
		if i > 0 && len(d) != len(out[0]) {
			return nil, fmt.Errorf("buffer %s: all buffers must have the same size", b.Name)
		}
		out[i] = d
	}
	return out, nil
}

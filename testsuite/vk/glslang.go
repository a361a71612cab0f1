package vk

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"hlslc/internal/tooltest"
	"hlslc/ir/runspec"
)

// Resource is one resource of a compiled shader.
type Resource struct {
	// Name, Kind, Writable, Stride (structured buffers), Members and Size
	// (cbuffers) as glslang laid them out; Shape and Texel for typed
	// buffers and textures.
	runspec.Resource
	Set, Binding uint32
	// Uniform is true for a uniform buffer (a cbuffer), false for a storage buffer.
	Uniform bool
	// FormatComps is the component count of the Vulkan format a typed
	// resource is created with. It is Texel.Comps, except for writable
	// three-component resources: glslang declares those with a
	// four-component format (RWTexture2D<float3> is Rgba32f in SPIR-V), so
	// their texels travel padded to four components.
	FormatComps int
	// Unpackable says why a run spec cannot fill this cbuffer by member
	// name (a struct or multi-dimensional array member); Members is then
	// incomplete, but the cbuffer can still be bound from bytes.
	Unpackable string
	// Element is a structured buffer's element at glslang's layout (std430
	// rules, which can differ from D3D's packing: a struct holding a float3
	// is 16-byte aligned): its fields, or one unnamed member for an element
	// that is not a struct. It is nil when a field cannot be described
	// (a nested struct, an array of arrays). Run and RunSpec do not use
	// it; it lets a caller move data between layouts.
	Element []runspec.Member
}

// Shader is HLSL compiled to SPIR-V by glslang, with its resources.
type Shader struct {
	Name   string // the source's name in diagnostics
	Source []byte // the HLSL, or nil for a shader made from SPIR-V
	// Preprocessed is Source after glslang's preprocessor, with its
	// #includes and macros expanded: the text searched for the
	// declarations the SPIR-V does not describe (byte-address buffers,
	// typed resources' component counts, comparison samplers).
	Preprocessed []byte
	SPIRV        []byte
	Entry        string
	LocalSize    [3]uint32
	Resources    []Resource // by binding
	// FixedPrefixScans counts the WavePrefixSum/WavePrefixProduct scans
	// whose SPIR-V Compile corrected from inclusive to exclusive.
	FixedPrefixScans int
	// DerivativeGroup: Compile declared the shader's derivative quads
	// (addDerivativeGroup; the device must offer
	// VK_NV_compute_shader_derivatives).
	DerivativeGroup bool
}

// GlslangArgs are the glslangValidator options Compile uses besides
// -e ENTRY, -o and the input (see the package documentation).
var GlslangArgs = []string{
	"-D", "-V", "-S", "comp", "--target-env", "vulkan1.1",
	"--hlsl-offsets", "--hlsl-iomap",
	"--stb", "0", "--suavb", "100", "--scb", "200", "--ssb", "300", "--amb",
}

func findTool(name string) (string, error) {
	if p := tooltest.Find(name); p != "" {
		return p, nil
	}
	return "", fmt.Errorf("vk: %s is not installed", name)
}

// Compile compiles HLSL source (name is used in diagnostics) with glslang
// and reflects its resources. A shader glslang rejects gives an error with
// glslang's diagnostics, located in name.
func Compile(src []byte, name, entry string) (*Shader, error) {
	return CompileWith(src, name, entry, CompileOptions{})
}

// CompileOptions are the preprocessor options given to glslang.
type CompileOptions struct {
	Defines     []string // NAME or NAME=VALUE
	IncludeDirs []string // searched for #include, after name's own folder
	// Enable16Bit is DXC's -enable-16bit-types (glslang's
	// --hlsl-enable-16bit-types): float16_t, int16_t and uint16_t, and
	// min16 types at 16 bits.
	Enable16Bit bool
}

// CompileWith is Compile with -D definitions and -I directories; includes
// relative to the source resolve against the folder of name.
func CompileWith(src []byte, name, entry string, o CompileOptions) (*Shader, error) {
	glslang, err := findTool("glslangValidator")
	if err != nil {
		return nil, err
	}
	if entry == "" {
		return nil, errors.New("vk: no entry point given")
	}
	dir, err := os.MkdirTemp("", "hlslc-vk-")
	if err != nil {
		return nil, fmt.Errorf("vk: %v", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "shader.hlsl")
	spv := filepath.Join(dir, "shader.spv")
	if n := len(src); n > 0 && src[n-1] != '\n' {
		// glslang's preprocessor (-E) wants a newline after a last
		// #include line
		src = append(src[:n:n], '\n')
	}
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return nil, fmt.Errorf("vk: %v", err)
	}
	var pp []string // the preprocessor's options
	for _, d := range o.Defines {
		pp = append(pp, "-D"+d)
	}
	if abs, err := filepath.Abs(filepath.Dir(name)); err == nil {
		pp = append(pp, "-I"+abs)
	}
	for _, d := range o.IncludeDirs {
		pp = append(pp, "-I"+d)
	}
	// the source with its #includes and macros expanded: where the
	// declarations the SPIR-V does not describe are looked up
	pre, err := exec.Command(glslang, append(append([]string{"-E", "-D", "-S", "comp"}, pp...), "-e", entry, in)...).Output()
	if err != nil {
		pre = src // glslang's own diagnostics follow
	}
	args := append(append([]string{}, GlslangArgs...), pp...)
	if o.Enable16Bit {
		args = append(args, "--hlsl-enable-16bit-types")
	}
	args = append(args, "-e", entry, "-o", spv, in)
	out, err := exec.Command(glslang, args...).CombinedOutput()
	msg := glslangMessages(out, in, name)
	if err != nil {
		if msg == "" {
			msg = strings.TrimSpace(string(out))
		}
		return nil, fmt.Errorf("vk: glslang rejected %s:\n%s", name, msg)
	}
	code, err := os.ReadFile(spv)
	if err != nil {
		return nil, fmt.Errorf("vk: glslang wrote no SPIR-V for %s: %v\n%s", name, err, msg)
	}
	fixed, err := fixPrefixScans(code)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	code, derivs, err := addDerivativeGroup(code)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	sh, err := Reflect(code, entry)
	if err != nil {
		if msg != "" {
			err = fmt.Errorf("%v\nglslang: %s", err, msg)
		}
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	sh.Name, sh.Source, sh.Preprocessed, sh.FixedPrefixScans, sh.DerivativeGroup = name, src, pre, fixed, derivs
	markRaw(sh)
	if err := typedComps(sh); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return sh, nil
}

// glslangMessages returns glslang's ERROR/WARNING lines with the temporary
// file's name replaced by name.
func glslangMessages(out []byte, tmp, name string) string {
	var keep []string
	for _, l := range strings.Split(string(out), "\n") {
		l = strings.TrimSpace(strings.ReplaceAll(l, tmp, name))
		if l == "" || l == name || strings.HasPrefix(l, "SPIR-V is not generated") {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n")
}

// markRaw marks the storage buffers that the source declares as
// (RW)ByteAddressBuffer: in SPIR-V they look like structured buffers of uint.
func markRaw(sh *Shader) {
	for i := range sh.Resources {
		r := &sh.Resources[i]
		if r.Uniform {
			continue
		}
		re := regexp.MustCompile(`\b(RW)?ByteAddressBuffer\s+` + regexp.QuoteMeta(r.Name) + `\b`)
		if re.Match(sh.Preprocessed) {
			r.Kind = runspec.Raw
			r.Stride = 0
		}
	}
}

// reflection is the part of spirv-cross's --reflect JSON this package reads.
type reflection struct {
	EntryPoints []struct {
		Name          string    `json:"name"`
		Mode          string    `json:"mode"`
		WorkgroupSize [3]uint32 `json:"workgroup_size"`
	} `json:"entryPoints"`
	Types map[string]struct {
		Name    string          `json:"name"`
		Members []reflectMember `json:"members"`
	} `json:"types"`
	SSBOs []reflectBlock `json:"ssbos"`
	UBOs  []reflectBlock `json:"ubos"`
	// Storage images and texel buffers (RWTexture*, RWBuffer) and sampled
	// ones (Texture*, Buffer).
	Images  []reflectBlock `json:"images"`
	SepImgs []reflectBlock `json:"separate_images"`
	// Kinds this package cannot bind.
	Textures []reflectBlock `json:"textures"`
	Samplers []reflectBlock `json:"separate_samplers"`
	PushCons []reflectBlock `json:"push_constants"`
}

type reflectMember struct {
	Name         string `json:"name"`
	Type         string `json:"type"`
	Array        []int  `json:"array"`
	ArrayLiteral []bool `json:"array_size_is_literal"`
	Offset       int    `json:"offset"`
	ArrayStride  int    `json:"array_stride"`
	MatrixStride int    `json:"matrix_stride"`
	RowMajor     bool   `json:"row_major"`
}

type reflectBlock struct {
	Type      string `json:"type"`
	Name      string `json:"name"`
	ReadOnly  bool   `json:"readonly"`
	BlockSize int    `json:"block_size"`
	Set       uint32 `json:"set"`
	Binding   uint32 `json:"binding"`
	Format    string `json:"format"` // storage images: the declared format (rgba32f, r32ui, …)
	Array     []int  `json:"array"`
}

// Reflect reads the entry point and the buffers of SPIR-V with
// spirv-cross --reflect.
func Reflect(spirv []byte, entry string) (*Shader, error) {
	cross, err := findTool("spirv-cross")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "hlslc-vk-")
	if err != nil {
		return nil, fmt.Errorf("vk: %v", err)
	}
	defer os.RemoveAll(dir)
	spv := filepath.Join(dir, "shader.spv")
	if err := os.WriteFile(spv, spirv, 0o644); err != nil {
		return nil, fmt.Errorf("vk: %v", err)
	}
	js := filepath.Join(dir, "reflect.json")
	if out, err := exec.Command(cross, spv, "--reflect", "--output", js).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("vk: spirv-cross --reflect failed: %v\n%s", err, strings.TrimSpace(string(out)))
	}
	data, err := os.ReadFile(js)
	if err != nil {
		return nil, fmt.Errorf("vk: %v", err)
	}
	var rf reflection
	if err := json.Unmarshal(data, &rf); err != nil {
		return nil, fmt.Errorf("vk: reading spirv-cross reflection: %v", err)
	}
	sh := &Shader{SPIRV: spirv, Entry: entry}
	found := false
	var names []string
	for _, ep := range rf.EntryPoints {
		names = append(names, ep.Name)
		if ep.Name == entry && ep.Mode == "comp" {
			sh.LocalSize = ep.WorkgroupSize
			found = true
		}
	}
	if !found {
		return nil, fmt.Errorf("vk: the SPIR-V has no compute entry point %q (it has: %s)", entry, strings.Join(names, ", "))
	}
	for _, other := range [][]reflectBlock{rf.Textures, rf.PushCons} {
		if len(other) > 0 {
			return nil, fmt.Errorf("vk: resource %q: only buffers, cbuffers, typed buffers, textures and samplers can be bound (no combined image samplers or push constants)", other[0].Name)
		}
	}
	for _, b := range rf.Samplers {
		if b.Set != 0 {
			return nil, fmt.Errorf("vk: sampler %q is in register space%d (descriptor set %d); only space0 is supported", b.Name, b.Set, b.Set)
		}
		if len(b.Array) > 0 {
			return nil, fmt.Errorf("vk: sampler %q: arrays of samplers are not supported", b.Name)
		}
		r := Resource{Set: b.Set, Binding: b.Binding}
		r.Name, r.Kind = b.Name, runspec.Sampler
		sh.Resources = append(sh.Resources, r)
	}
	add := func(b reflectBlock, uniform bool) error {
		t, ok := rf.Types[b.Type]
		if !ok {
			return fmt.Errorf("vk: resource %q: reflection has no type %s", b.Name, b.Type)
		}
		if b.Set != 0 {
			return fmt.Errorf("vk: resource %q is in register space%d (descriptor set %d); only space0 is supported", b.Name, b.Set, b.Set)
		}
		r := Resource{Set: b.Set, Binding: b.Binding, Uniform: uniform}
		r.Name = b.Name
		runtimeArray := len(t.Members) == 1 && len(t.Members[0].Array) == 1 && t.Members[0].Array[0] == 0
		// a tbuffer or TextureBuffer<T>: glslang makes it a read-only
		// storage buffer of the members (std430 offsets, not the cbuffer
		// packing hlslc uses), filled by member as a cbuffer is. An
		// anonymous tbuffer's variable has a name of spirv-cross's making:
		// the block's type carries the HLSL name.
		tbuffer := !uniform && b.ReadOnly && !runtimeArray && !strings.HasSuffix(b.Name, "@count")
		if tbuffer && anonymousName(b.Name) && t.Name != "" {
			r.Name = t.Name
		}
		if uniform || tbuffer {
			r.Kind = runspec.CBuffer
			r.Size = b.BlockSize
			for _, m := range t.Members {
				mm, err := memberLayout(m, rf)
				if err != nil {
					if r.Unpackable == "" {
						r.Unpackable = err.Error()
					}
					continue
				}
				r.Members = append(r.Members, mm)
			}
		} else {
			r.Kind = runspec.Structured
			r.Writable = !b.ReadOnly
			if base, ok := strings.CutSuffix(b.Name, "@count"); ok && len(t.Members) == 1 && len(t.Members[0].Array) == 0 {
				// glslang's hidden counter of a structured buffer (one int):
				// hlslc's "Name.counter" resource
				r.Name, r.Stride, r.Counter = base+".counter", 4, true
				sh.Resources = append(sh.Resources, r)
				return nil
			}
			if !runtimeArray {
				return fmt.Errorf("vk: storage buffer %q is not a single runtime array (not a structured or byte-address buffer)", b.Name)
			}
			r.Stride = t.Members[0].ArrayStride
			r.Element = elementLayout(t.Members[0], rf)
		}
		sh.Resources = append(sh.Resources, r)
		return nil
	}
	for _, b := range rf.SSBOs {
		if err := add(b, false); err != nil {
			return nil, err
		}
	}
	for _, b := range rf.UBOs {
		if err := add(b, true); err != nil {
			return nil, err
		}
	}
	for _, b := range rf.SepImgs {
		r, err := typedResource(b, false)
		if err != nil {
			return nil, err
		}
		sh.Resources = append(sh.Resources, r)
	}
	for _, b := range rf.Images {
		r, err := typedResource(b, true)
		if err != nil {
			return nil, err
		}
		sh.Resources = append(sh.Resources, r)
	}
	sort.Slice(sh.Resources, func(i, j int) bool { return sh.Resources[i].Binding < sh.Resources[j].Binding })
	for i := 1; i < len(sh.Resources); i++ {
		a, b := sh.Resources[i-1], sh.Resources[i]
		if a.Binding == b.Binding {
			return nil, fmt.Errorf("vk: resources %q and %q share binding %d (register numbers must stay below 100)", a.Name, b.Name, a.Binding)
		}
	}
	return sh, nil
}

// anonymousName reports spirv-cross's name for a variable SPIR-V leaves
// unnamed: "_" and its id.
func anonymousName(name string) bool {
	id, ok := strings.CutPrefix(name, "_")
	if !ok || id == "" {
		return false
	}
	for _, ch := range id {
		if ch < '0' || ch > '9' {
			return false
		}
	}
	return true
}

// elementLayout describes the element of a structured buffer's runtime
// array (arr), or returns nil.
func elementLayout(arr reflectMember, rf reflection) []runspec.Member {
	if t, ok := rf.Types[arr.Type]; ok {
		var out []runspec.Member
		for _, m := range t.Members {
			mm, err := memberLayout(m, rf)
			if err != nil {
				return nil
			}
			out = append(out, mm)
		}
		return out
	}
	m, err := memberLayout(reflectMember{Type: arr.Type, MatrixStride: arr.MatrixStride, RowMajor: arr.RowMajor}, rf)
	if err != nil {
		return nil
	}
	return []runspec.Member{m}
}

// memberLayout converts a cbuffer member to the run spec's layout. Matrix
// values are listed row by row in HLSL's sense (m[row][column]).
func memberLayout(m reflectMember, rf reflection) (runspec.Member, error) {
	out := runspec.Member{Name: m.Name, Offset: m.Offset}
	if _, ok := rf.Types[m.Type]; ok {
		return out, fmt.Errorf("member %q is a struct; only scalars, vectors, matrices and arrays of them can be filled from a run spec", m.Name)
	}
	elem, cols, rows, err := glslType(m.Type)
	if err != nil {
		return out, fmt.Errorf("member %q: %v", m.Name, err)
	}
	out.Elem = elem
	switch len(m.Array) {
	case 0:
	case 1:
		if len(m.ArrayLiteral) > 0 && !m.ArrayLiteral[0] {
			return out, fmt.Errorf("member %q: array size is a specialization constant", m.Name)
		}
		out.Dims = append(out.Dims, runspec.Dim{Count: m.Array[0], Stride: m.ArrayStride})
	default:
		return out, fmt.Errorf("member %q: multi-dimensional arrays are not supported", m.Name)
	}
	es := elem.Size()
	switch {
	case cols > 0:
		// GLSL matCxR is C columns of R rows; glslang maps HLSL floatRxC
		// to it transposed, so HLSL row r is GLSL column r.
		hr, hc := cols, rows
		if m.MatrixStride == 0 {
			return out, fmt.Errorf("member %q: matrix without a matrix stride", m.Name)
		}
		if m.RowMajor { // GLSL rows (HLSL columns) are MatrixStride apart
			out.Dims = append(out.Dims, runspec.Dim{Count: hr, Stride: es}, runspec.Dim{Count: hc, Stride: m.MatrixStride})
		} else {
			out.Dims = append(out.Dims, runspec.Dim{Count: hr, Stride: m.MatrixStride}, runspec.Dim{Count: hc, Stride: es})
		}
	case rows > 1:
		out.Dims = append(out.Dims, runspec.Dim{Count: rows, Stride: es})
	}
	return out, nil
}

var glslTypeRE = lazyRegexp(`^(float|double|int|uint|bool|float16_t|int16_t|uint16_t|int64_t|uint64_t|(|d|i|u|b|f16|i16|u16|i64|u64)vec([234])|(|d|f16)mat([234])(?:x([234]))?)$`)

// glslType parses spirv-cross's GLSL type name: the element type, the
// matrix columns (0 for non-matrices) and the rows (vector size; 1 for scalars).
func glslType(t string) (runspec.Elem, int, int, error) {
	m := glslTypeRE().FindStringSubmatch(t)
	if m == nil {
		return 0, 0, 0, fmt.Errorf("type %s is not supported", t)
	}
	prefixElem := map[string]runspec.Elem{
		"": runspec.F32, "d": runspec.F64, "i": runspec.I32, "u": runspec.U32, "b": runspec.Bool,
		"f16": runspec.F16, "i16": runspec.I16, "u16": runspec.U16, "i64": runspec.I64, "u64": runspec.U64,
	}
	switch {
	case m[3] != "":
		n, _ := strconv.Atoi(m[3])
		return prefixElem[m[2]], 0, n, nil
	case m[5] != "":
		c, _ := strconv.Atoi(m[5])
		r := c
		if m[6] != "" {
			r, _ = strconv.Atoi(m[6])
		}
		return prefixElem[m[4]], c, r, nil
	}
	scalar := map[string]runspec.Elem{
		"float": runspec.F32, "double": runspec.F64, "int": runspec.I32, "uint": runspec.U32, "bool": runspec.Bool,
		"float16_t": runspec.F16, "int16_t": runspec.I16, "uint16_t": runspec.U16, "int64_t": runspec.I64, "uint64_t": runspec.U64,
	}
	return scalar[m[1]], 0, 1, nil
}

var (
	sampledTypeRE = lazyRegexp(`^(i|u)?(samplerBuffer|texture1D|texture2D|texture3D|texture2DArray|texture1DArray|textureCube|textureCubeArray)$`)
	storageTypeRE = lazyRegexp(`^(i|u)?image(Buffer|1D|2D|3D|2DArray|1DArray)$`)
	storageFmtRE  = lazyRegexp(`^(r|rg|rgba)32(f|i|ui)$`)
	typedShapes   = map[string]runspec.Shape{
		"samplerBuffer": runspec.ShapeBuffer, "Buffer": runspec.ShapeBuffer,
		"texture1D": runspec.Shape1D, "1D": runspec.Shape1D,
		"texture2D": runspec.Shape2D, "2D": runspec.Shape2D,
		"texture3D": runspec.Shape3D, "3D": runspec.Shape3D,
		"texture2DArray": runspec.Shape2DArray, "2DArray": runspec.Shape2DArray,
		"texture1DArray": runspec.Shape1DArray, "1DArray": runspec.Shape1DArray,
		"textureCube": runspec.ShapeCube, "textureCubeArray": runspec.ShapeCubeArray,
	}
	typedElems = map[string]runspec.Elem{"": runspec.F32, "i": runspec.I32, "u": runspec.U32, "f": runspec.F32, "ui": runspec.U32}
)

// typedResource converts a separate (sampled) image or a storage image of
// the reflection: Buffer, Texture1D/2D/3D/2DArray and their RW forms. The
// texel's component count comes from the declared storage format when
// there is one, and otherwise from the HLSL source (see Compile).
func typedResource(b reflectBlock, storage bool) (Resource, error) {
	r := Resource{Set: b.Set, Binding: b.Binding}
	r.Name, r.Kind, r.Writable = b.Name, runspec.Typed, storage
	if b.Set != 0 {
		return r, fmt.Errorf("vk: resource %q is in register space%d (descriptor set %d); only space0 is supported", b.Name, b.Set, b.Set)
	}
	if len(b.Array) > 0 {
		return r, fmt.Errorf("vk: resource %q: arrays of typed buffers or textures are not supported", b.Name)
	}
	re := sampledTypeRE()
	if storage {
		re = storageTypeRE()
	}
	m := re.FindStringSubmatch(b.Type)
	if m == nil {
		return r, fmt.Errorf("vk: resource %q: %s is not supported (only (RW)Buffer, (RW)Texture1D, 1DArray, 2D, 2DArray and 3D, TextureCube and CubeArray)", b.Name, b.Type)
	}
	r.Shape = typedShapes[m[2]]
	r.Texel.Elem = typedElems[m[1]]
	if storage && b.Format != "" && b.Format != "unknown" {
		f := storageFmtRE().FindStringSubmatch(b.Format)
		if f == nil || typedElems[f[2]] != r.Texel.Elem {
			return r, fmt.Errorf("vk: resource %q: storage format %s of a %s is not supported", b.Name, b.Format, b.Type)
		}
		r.FormatComps = len(f[1])
		if r.FormatComps != 4 {
			r.Texel.Comps = r.FormatComps
		}
	}
	return r, nil
}

// typedDeclRE finds a typed buffer's or texture's declaration: its type,
// its template argument and its name.
var typedDeclRE = lazyRegexp(`\b(?:RW)?(Buffer|Texture1DArray|Texture1D|Texture2DArray|Texture2D|Texture3D|TextureCubeArray|TextureCube)\b(?:\s*<\s*(\w+)\s*>\s*|\s+)(\w+)\b`)

var texelTypeRE = lazyRegexp(`^(float|int|uint|dword)([1-4])?$`)

// comparisonRE finds the samplers the source declares as comparison samplers.
var comparisonRE = lazyRegexp(`\bSamplerComparisonState\s+(\w+)\b`)

// typedComps sets Texel.Comps of the typed resources whose component count
// the SPIR-V does not give, from their declarations in the source, and
// marks the comparison samplers.
func typedComps(sh *Shader) error {
	cmp := map[string]bool{}
	for _, m := range comparisonRE().FindAllStringSubmatch(string(sh.Preprocessed), -1) {
		cmp[m[1]] = true
	}
	for i := range sh.Resources {
		if r := &sh.Resources[i]; r.Kind == runspec.Sampler {
			r.Compare = cmp[r.Name]
		}
	}
	decls := map[string][]string{}
	for _, m := range typedDeclRE().FindAllStringSubmatch(string(sh.Preprocessed), -1) {
		decls[m[3]] = append(decls[m[3]], m[2])
	}
	for i := range sh.Resources {
		r := &sh.Resources[i]
		if r.Kind != runspec.Typed || (r.Texel.Comps != 0 && r.FormatComps != 4) {
			continue
		}
		d := decls[r.Name]
		if len(d) != 1 {
			return fmt.Errorf("vk: resource %q: found %d declarations of it as a typed buffer or texture in the source, expected 1", r.Name, len(d))
		}
		comps, elem := 4, runspec.F32 // Texture2D without a template argument holds float4
		if d[0] != "" {
			m := texelTypeRE().FindStringSubmatch(d[0])
			if m == nil {
				return fmt.Errorf("vk: resource %q: element type %s is not supported (only float, int and uint with 1 to 4 components)", r.Name, d[0])
			}
			elem = map[string]runspec.Elem{"float": runspec.F32, "int": runspec.I32, "uint": runspec.U32, "dword": runspec.U32}[m[1]]
			comps = 1
			if m[2] != "" {
				comps = int(m[2][0] - '0')
			}
		}
		if elem != r.Texel.Elem {
			return fmt.Errorf("vk: resource %q: the source declares %s elements, the SPIR-V %s", r.Name, d[0], r.Texel.Elem)
		}
		if r.FormatComps == 4 && comps < 3 {
			return fmt.Errorf("vk: resource %q: the source declares %s elements, the SPIR-V a four-component format", r.Name, d[0])
		}
		r.Texel.Comps = comps
		if r.FormatComps == 0 {
			r.FormatComps = comps
		}
	}
	return nil
}

// vkFormat is the name of the Vulkan format (without VK_FORMAT_, lower
// case) with comps 32-bit components of type e.
func vkFormat(e runspec.Elem, comps int) string {
	name := [...]string{1: "r32", 2: "r32g32", 3: "r32g32b32", 4: "r32g32b32a32"}[comps]
	switch e {
	case runspec.I32:
		return name + "_sint"
	case runspec.U32:
		return name + "_uint"
	}
	return name + "_sfloat"
}

// descriptor is the helper's binding kind of the resource, and for typed
// resources the format and (textures) the image shape.
func (r Resource) descriptor() (kind, format, shape string) {
	switch {
	case r.Kind != runspec.Typed && r.Uniform:
		return "uniform", "", ""
	case r.Kind != runspec.Typed:
		return "storage", "", ""
	}
	format = "-"
	if r.FormatComps != 0 {
		format = vkFormat(r.Texel.Elem, r.FormatComps)
	}
	if r.Shape == runspec.ShapeBuffer {
		if r.Writable {
			return "texel-storage", format, ""
		}
		return "texel-uniform", format, ""
	}
	shape = map[runspec.Shape]string{runspec.Shape1D: "1d", runspec.Shape2D: "2d", runspec.Shape3D: "3d", runspec.Shape2DArray: "2darray",
		runspec.Shape1DArray: "1darray", runspec.ShapeCube: "cube", runspec.ShapeCubeArray: "cubearray"}[r.Shape]
	if r.Writable {
		return "storage-image", format, shape
	}
	return "sampled", format, shape
}

// lazyRegexp compiles a pattern on first use: the harness is linked into
// hlslc (bench peers), which should not pay for its patterns at start-up.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

package frontend

import (
	"strings"

	"hlslc/grammar"
	"hlslc/internal/texfilter"
)

// Attributes.
//
// HLSL writes attributes as [name(args)]; DXC also accepts C++11 attributes
// [[ns::name(args), ...]] (the vk:: family of the SPIR-V path among them).
// Every attribute is parsed and kept on its declaration or statement; what
// hlslc does with each is the table below. As DXC does, an attribute hlslc
// does not know is a warning (-Wunknown-attributes), never an error, and its
// arguments are not checked. A known attribute on the wrong kind of
// declaration is a warning too (-Wignored-attributes).

// attrPlace is where an attribute may appear.
type attrPlace uint8

const (
	onFunction attrPlace = 1 << iota
	onVariable           // globals, locals, cbuffers, struct fields, parameters
	onLoop
	onBranch // if and switch
	onType   // struct, enum and typedef declarations
)

// attrInfo describes a known attribute: where it means something and
// whether its arguments are checked as expressions (strings are always
// accepted as they are).
type attrInfo struct {
	places attrPlace
	// checkArgs: the arguments are expressions hlslc evaluates.
	checkArgs bool
}

// knownAttrs lists the attributes DXC accepts on compute shaders and the
// Vulkan attributes of its SPIR-V path (names in lower case).
var knownAttrs = map[string]attrInfo{
	// functions
	"numthreads":       {onFunction, true},
	"rootsignature":    {onFunction, false}, // root signatures describe the D3D12 binding model; no code
	"shader":           {onFunction, false},
	"wavesize":         {onFunction, true}, // checked against wave64 (checkWaveSize)
	"groupsharedlimit": {onFunction, true}, // the groupshared memory limit (layoutGroupshared)
	"noinline":         {onFunction, false},
	"outputtopology":   {onFunction, false}, "maxvertexcount": {onFunction, false},
	"domain": {onFunction, false}, "partitioning": {onFunction, false},
	"outputcontrolpoints": {onFunction, false}, "patchconstantfunc": {onFunction, false},
	"maxtessfactor": {onFunction, false}, "earlydepthstencil": {onFunction, false},
	"instance": {onFunction, false}, "nodeshader": {onFunction, false},
	// statements
	"unroll": {onLoop, true}, "loop": {onLoop, false}, "fastopt": {onLoop, false},
	"allow_uav_condition": {onLoop, false},
	"branch":              {onBranch, false}, "flatten": {onBranch, false},
	"forcecase": {onBranch, false}, "call": {onBranch, false},
	// Vulkan (DXC's SPIR-V path). Bindings, locations and offsets describe
	// the Vulkan interface; hlslc's kernel ABI is its own (docs/abi.md), so
	// they change nothing here. constant_id and image_format change the
	// code and are honoured.
	"vk::binding":                {onVariable | onType, false},
	"vk::counter_binding":        {onVariable, false},
	"vk::push_constant":          {onVariable | onType, false},
	"vk::shader_record_nv":       {onVariable | onType, false},
	"vk::shader_record_ext":      {onVariable | onType, false},
	"vk::constant_id":            {onVariable, true},
	"vk::image_format":           {onVariable, false},
	"vk::offset":                 {onVariable, false},
	"vk::location":               {onVariable | onFunction, false},
	"vk::index":                  {onVariable, false},
	"vk::builtin":                {onVariable | onFunction, false},
	"vk::input_attachment_index": {onVariable, false},
	"vk::combinedimagesampler":   {onVariable, false},
	"vk::post_depth_coverage":    {onFunction, false},
	"vk::early_and_late_tests":   {onFunction, false},
	"vk::ext_extension":          {onFunction | onVariable, false},
	"vk::ext_capability":         {onFunction | onVariable, false},
	"vk::ext_decorate":           {onVariable, false},
	"vk::ext_storage_class":      {onVariable, false},
	"vk::ext_instruction":        {onFunction, false},
}

// attributes reads a list of attribute contexts ([a] [[b, c]]) in order.
// Arguments of unknown attributes are kept as written (Raw) but not checked.
func (c *checker) attributes(list []grammar.IAttributeContext) []*Attribute {
	var out []*Attribute
	for _, a := range list {
		for _, spec := range a.AllAttrSpec() {
			out = append(out, c.attrSpec(spec))
		}
	}
	return out
}

func (c *checker) attrSpec(spec grammar.IAttrSpecContext) *Attribute {
	nc := spec.AttrName()
	first, _ := c.span(nc)
	var parts []string
	for i := 0; i < nc.GetChildCount(); i++ {
		if t, ok := nc.GetChild(i).(interface{ GetText() string }); ok {
			parts = append(parts, t.GetText())
		}
	}
	name := strings.Join(parts, "")
	at := &Attribute{Name: name, Tok: first}
	info, known := knownAttrs[strings.ToLower(name)]
	for _, arg := range spec.AllAttrArg() {
		x := arg.Expr()
		if sl, ok := x.(*grammar.StringLitContext); ok {
			at.Args = append(at.Args, c.stringLit(sl))
			continue
		}
		if known && info.checkArgs {
			at.Args = append(at.Args, c.expr(x))
			continue
		}
		s, e := c.span(x)
		at.Args = append(at.Args, &RawAttrArg{exprBase: exprBase{T: TVoid, Tok: s, End: e}})
	}
	return at
}

// stringLit joins adjacent string literals ("a" "b") into one value.
func (c *checker) stringLit(sl *grammar.StringLitContext) *StringLit {
	first, last := c.span(sl)
	var sb strings.Builder
	for _, t := range sl.AllSTRING_LITERAL() {
		sb.WriteString(unquote(c.ttok(t).Text))
	}
	return &StringLit{exprBase: exprBase{T: TString, Tok: first, End: last}, Value: sb.String()}
}

// unquote removes the quotes of a string literal and resolves C's simple
// escapes and \0; other characters stay as written.
func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			sb.WriteByte(s[i])
			continue
		}
		i++
		switch c, ok := simpleEscape(s[i]); {
		case ok:
			sb.WriteByte(c)
		case s[i] == '0':
			sb.WriteByte(0)
		default:
			sb.WriteByte(s[i])
		}
	}
	return sb.String()
}

// placeAttrs filters attributes for a place: unknown ones and known ones
// that mean nothing there get a warning and are dropped; the rest are
// returned in order.
func (c *checker) placeAttrs(list []*Attribute, place attrPlace, what string) []*Attribute {
	var out []*Attribute
	for _, at := range list {
		info, ok := knownAttrs[strings.ToLower(at.Name)]
		switch {
		case !ok:
			c.warnf("-Wunknown-attributes", at.Tok, nil, "unknown attribute '%s' ignored", at.Name)
		case info.places&place == 0:
			c.warnf("-Wignored-attributes", at.Tok, nil, "attribute '%s' is ignored on %s", at.Name, what)
		default:
			out = append(out, at)
		}
	}
	return out
}

// findAttr returns the first attribute named name (case-insensitively).
func findAttr(list []*Attribute, name string) *Attribute {
	for _, a := range list {
		if strings.EqualFold(a.Name, name) {
			return a
		}
	}
	return nil
}

// attrStringArg returns a string argument of an attribute, if there is one at i.
func attrStringArg(a *Attribute, i int) (string, bool) {
	if i >= len(a.Args) {
		return "", false
	}
	s, ok := a.Args[i].(*StringLit)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// imageFormat reads [[vk::image_format("name")]] on a texture: the format
// its texels have in memory, which its loads, stores and samples convert
// from and to (as the image view's format does in Vulkan).
func (c *checker) imageFormat(v *VarDecl, a *Attribute) {
	name, ok := attrStringArg(a, 0)
	if !ok || len(a.Args) != 1 {
		c.errorf(a.Tok, nil, "'vk::image_format' takes one string argument (a SPIR-V image format such as \"rgba8\")")
		return
	}
	rt, isRes := elemResource(v.Type)
	switch {
	case isRes && (rt.Kind == ResBuffer || rt.Kind == ResRWBuffer):
		c.errorf(a.Tok, nil, "'vk::image_format' on a typed buffer is not supported: hlslc's typed buffers hold their elements in the element type's own format (it is honoured on textures)")
		return
	case !isRes || !rt.Kind.IsTexture():
		c.errorf(a.Tok, nil, "'vk::image_format' applies to textures, not to '%s'", v.Type)
		return
	}
	f, own, ok := texfilter.VulkanFormat(name)
	if !ok {
		c.errorExpr(a.Args[0], "unknown image format %q for 'vk::image_format' (SPIR-V's names: rgba8, rgba16f, r32f, r11g11b10f, r8ui, …)", name)
		return
	}
	if !own {
		v.ImageFormat = f
	}
}

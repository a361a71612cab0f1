package frontend

import "strings"

// Effects-framework syntax (.fx files): DXC parses it at namespace scope
// and ignores it with a -Weffects-syntax warning, so a compute shader kept
// in an effect file compiles. stripEffects removes, before parsing:
//
//   - techniques: technique, Technique, technique10 or technique11, an
//     optional name, and the braced passes ("effect technique ignored");
//   - state blocks, braces after a declarator without '=' ("SamplerState s
//     { Filter = MIN_MAG_MIP_LINEAR; };": "effect state block ignored");
//   - sampler_state initializers ("sampler s = sampler_state { ... };");
//   - declarations of effect objects (texture, PixelShader, BlendState, ...:
//     "effect object ignored"), which have no meaning outside the framework.
//
// Annotations ("Texture2D t < string Name = "t"; >;") are not recognised.
// Only namespace scope is scanned: a function, struct or cbuffer body is
// left as it is.

const effectsFlag = "-Weffects-syntax"

// effectObjectTypes are the effect framework's object types; texture is
// case-insensitive (as DXC matches it), the others exact.
var effectObjectTypes = map[string]bool{
	"PixelShader": true, "VertexShader": true, "ComputeShader": true, "GeometryShader": true,
	"HullShader": true, "DomainShader": true, "BlendState": true, "DepthStencilState": true,
	"DepthStencilView": true, "RasterizerState": true, "RenderTargetView": true,
	"pixelfragment": true, "vertexfragment": true,
}

func isEffectObjectType(name string) bool {
	return effectObjectTypes[name] || strings.EqualFold(name, "texture")
}

// isTechniqueKeyword reports the names that open a technique.
func isTechniqueKeyword(name string) bool {
	switch name {
	case "technique", "Technique", "technique10", "technique11":
		return true
	}
	return false
}

// braceBlockStarts are the first words of a namespace-scope statement whose
// '{' opens a definition, not a state block.
var braceBlockStarts = map[string]bool{
	"struct": true, "class": true, "interface": true, "enum": true, "cbuffer": true,
	"tbuffer": true, "namespace": true, "template": true, "typedef": true,
}

func stripEffects(toks []*Token, d *Diags) []*Token {
	if !hasEffectsCandidate(toks) {
		return toks
	}
	out := make([]*Token, 0, len(toks))
	// matching returns the index of the token closing the bracket at i
	// (len(toks)-1, the EOF, when it is not closed)
	matching := func(i int, open, close string) int {
		depth := 0
		for j := i; j < len(toks); j++ {
			switch toks[j].Text {
			case open:
				depth++
			case close:
				depth--
				if depth == 0 {
					return j
				}
			}
			if toks[j].Kind == TokEOF {
				return j - 1
			}
		}
		return len(toks) - 1
	}
	stmt := 0 // index in out where the current namespace-scope statement starts
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		first := len(out) == stmt
		switch {
		case t.Kind == TokIdent && first && isTechniqueKeyword(t.Text):
			j := i + 1
			if j < len(toks) && toks[j].Kind == TokIdent {
				j++
			}
			if j < len(toks) && toks[j].Text == "{" {
				d.warnAt(t.Loc(), effectsFlag, "effect technique ignored - effect syntax is deprecated")
				i = matching(j, "{", "}")
				if i+1 < len(toks) && toks[i+1].Text == ";" {
					i++
				}
				continue
			}
		case t.Kind == TokIdent && effectObjectStatement(out[stmt:], t, toks, i):
			// drop the statement: its type, declarators and any blocks
			d.warnAt(t.Loc(), effectsFlag, "effect object ignored - effect syntax is deprecated")
			out = out[:stmt]
			for i < len(toks) && toks[i].Text != ";" && toks[i].Kind != TokEOF {
				if toks[i].Text == "{" {
					i = matching(i, "{", "}")
				}
				i++
			}
			stmt = len(out)
			if i < len(toks) && toks[i].Kind == TokEOF {
				i--
			}
			continue
		case t.Text == "=" && i+2 < len(toks) && toks[i+1].Text == "sampler_state" && toks[i+2].Text == "{":
			d.warnAt(toks[i+1].Loc(), effectsFlag, "effect sampler_state assignment ignored - effect syntax is deprecated")
			i = matching(i+2, "{", "}")
			continue
		case t.Text == "{" && isStateBlock(out[stmt:]):
			d.warnAt(t.Loc(), effectsFlag, "effect state block ignored - effect syntax is deprecated. To use braces as an initializer use them with equal signs.")
			i = matching(i, "{", "}")
			continue
		case t.Text == "{":
			// a definition's body: copied whole, so that only namespace
			// scope is scanned (a namespace's body is scanned too)
			if len(out) > stmt && out[stmt].Text == "namespace" {
				out = append(out, t)
				stmt = len(out)
				continue
			}
			end := matching(i, "{", "}")
			out = append(out, toks[i:end+1]...)
			i = end
			if end+1 < len(toks) && toks[end+1].Text == ";" {
				continue // "struct S { ... } s;" ends at its ';'
			}
			if !isDefinitionWithDeclarators(out[stmt:]) {
				stmt = len(out)
			}
			continue
		}
		out = append(out, t)
		if t.Text == ";" || t.Text == "}" {
			stmt = len(out)
		}
	}
	return out
}

// hasEffectsCandidate is a quick test for any effect syntax's words and
// patterns, so that the common file is passed through untouched.
func hasEffectsCandidate(toks []*Token) bool {
	for i, t := range toks {
		if t.Kind != TokIdent && t.Text != "{" {
			continue
		}
		if isTechniqueKeyword(t.Text) || isEffectObjectType(t.Text) || t.Text == "sampler_state" {
			return true
		}
		if t.Text == "{" && i > 0 && (toks[i-1].Kind == TokIdent || toks[i-1].Text == ")" || toks[i-1].Text == "]") {
			return true // maybe a state block; isStateBlock decides
		}
	}
	return false
}

// effectObjectStatement reports a namespace-scope declaration whose type
// (after modifiers) is an effect object type followed by a name.
func effectObjectStatement(before []*Token, t *Token, toks []*Token, i int) bool {
	if !isEffectObjectType(t.Text) {
		return false
	}
	for _, b := range before {
		switch b.Text {
		case "static", "const", "uniform", "extern":
		default:
			return false
		}
	}
	return i+1 < len(toks) && toks[i+1].Kind == TokIdent
}

// isStateBlock reports whether a '{' after the statement so far opens an
// effect state block: the statement declares variables (no definition
// keyword, no function parameter list, no '=' initializer) and ends in a
// declarator.
func isStateBlock(stmt []*Token) bool {
	if len(stmt) < 2 {
		return false
	}
	if braceBlockStarts[stmt[0].Text] {
		return false
	}
	depth := 0
	for k, t := range stmt {
		switch t.Text {
		case "struct", "class", "interface", "enum", "cbuffer", "tbuffer", "namespace", "operator", "=":
			if depth == 0 {
				return false
			}
		case "[":
			depth++
		case "]":
			depth--
		case "(":
			if depth == 0 && k > 0 && stmt[k-1].Kind == TokIdent && stmt[k-1].Text != "register" && stmt[k-1].Text != "packoffset" {
				return false // a function's parameter list
			}
		}
	}
	last := stmt[len(stmt)-1]
	return last.Kind == TokIdent || last.Text == ")" || last.Text == "]"
}

// isDefinitionWithDeclarators reports a definition whose closing brace may
// be followed by declarators before the ';' ("struct S { ... } a, b;").
func isDefinitionWithDeclarators(stmt []*Token) bool {
	for _, t := range stmt {
		switch t.Text {
		case "struct", "class", "enum", "interface":
			return true
		case "{":
			return false
		}
	}
	return false
}

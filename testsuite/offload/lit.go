package offload

import (
	"fmt"
	"strings"
	"unicode"
)

// Features are the lit features of the configuration hlslc stands for:
// DXC compiling for Direct3D 12 on an AMD GPU (test/lit.cfg.py's
// setDeviceFeatures: the API, "API-AMD", "DXC-API"), with the optional
// shader features gfx9 has (Native16BitShaderOpsSupported: Int16, Half;
// DoublePrecisionFloatShaderOps: Double; Int64ShaderOps: Int64) and its
// one wave size (WaveSize_64: gfx9 runs waves of 64 lanes), 64-bit atomics
// on groupshared memory (Int64GroupSharedAtomics: gfx9's ds_*_u64/_i64
// atomics; not Int64TypedResourceAtomics, which gfx9's image atomics
// lack), and the shader
// models hlslc compiles (SM_6_0 to SM_6_10: -T cs_6_0 ... cs_6_10; the
// suite's lit.cfg.py sets SM_6_x from the device's highest). Any other
// feature a test REQUIRES is taken as missing, so the test is skipped with
// that name as the reason.
var Features = map[string]bool{
	"DirectX": true, "DirectX-AMD": true, "DXC": true, "DXC-DirectX": true,
	"Int16": true, "Half": true, "Double": true, "Int64": true,
	"WaveSize_64": true, "Int64GroupSharedAtomics": true,
	"SM_6_0": true, "SM_6_1": true, "SM_6_2": true, "SM_6_3": true, "SM_6_4": true, "SM_6_5": true,
	"SM_6_6": true, "SM_6_7": true, "SM_6_8": true, "SM_6_9": true, "SM_6_10": true,
}

// evalFeature evaluates a lit boolean expression (feature names, '!',
// '&&', '||', parentheses; '*' is true) over the feature set.
func evalFeature(expr string, have map[string]bool) (bool, error) {
	p := &litParser{s: expr, have: have}
	v, err := p.or()
	if err != nil {
		return false, err
	}
	p.space()
	if p.i != len(p.s) {
		return false, fmt.Errorf("lit expression %q: unexpected %q", expr, p.s[p.i:])
	}
	return v, nil
}

type litParser struct {
	s    string
	i    int
	have map[string]bool
}

func (p *litParser) space() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *litParser) eat(tok string) bool {
	p.space()
	if strings.HasPrefix(p.s[p.i:], tok) {
		p.i += len(tok)
		return true
	}
	return false
}

func (p *litParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.eat("||") {
		var w bool
		w, err = p.and()
		v = v || w
	}
	return v, err
}

func (p *litParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.eat("&&") {
		var w bool
		w, err = p.not()
		v = v && w
	}
	return v, err
}

func (p *litParser) not() (bool, error) {
	if p.eat("!") {
		v, err := p.not()
		return !v, err
	}
	if p.eat("(") {
		v, err := p.or()
		if err == nil && !p.eat(")") {
			err = fmt.Errorf("lit expression %q: missing ')'", p.s)
		}
		return v, err
	}
	p.space()
	start := p.i
	for p.i < len(p.s) {
		r := rune(p.s[p.i])
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_.*+=/", r)) {
			break
		}
		p.i++
	}
	name := p.s[start:p.i]
	if name == "" {
		return false, fmt.Errorf("lit expression %q: expected a feature at %d", p.s, start)
	}
	return name == "*" || p.have[name], nil
}

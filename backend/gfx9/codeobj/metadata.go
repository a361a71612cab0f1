package codeobj

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// scalarFromString types a YAML scalar as llvm-mc 19 does when it converts
// .amdgpu_metadata to MessagePack (msgpack::DocNode::fromString with no tag):
// an unsigned integer (decimal, 0x, 0b, 0o or leading-0 octal) is a uint64,
// else a signed one is an int64, else a YAML 1.1 boolean word (y, yes, on,
// true, … in LLVM's spellings) is a bool, else anything strtod accepts in
// full is a float — which llvm-mc writes as MessagePack nil, so it is nil
// here — and everything else is a string. Quoting does not change this.
func scalarFromString(s string) any {
	if v, ok := parseLLVMUnsigned(s); ok {
		return v
	}
	if v, ok := parseLLVMSigned(s); ok {
		return v
	}
	if v, ok := parseLLVMBool(s); ok {
		return v
	}
	if strtodAccepts(s) {
		return nil
	}
	return s
}

// autoSenseRadix strips a radix prefix as LLVM's getAutoSenseRadix does.
func autoSenseRadix(s string) (string, uint64) {
	ls := strings.ToLower(s)
	switch {
	case strings.HasPrefix(ls, "0x"):
		return s[2:], 16
	case strings.HasPrefix(ls, "0b"):
		return s[2:], 2
	case strings.HasPrefix(s, "0o"):
		return s[2:], 8
	case len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9':
		return s[1:], 8
	}
	return s, 10
}

func digitValue(c byte) uint64 {
	switch {
	case c >= '0' && c <= '9':
		return uint64(c - '0')
	case c >= 'a' && c <= 'z':
		return uint64(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return uint64(c-'A') + 10
	}
	return 99
}

func parseLLVMUnsigned(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	digits, radix := autoSenseRadix(s)
	if digits == "" {
		return 0, false
	}
	var v uint64
	for i := 0; i < len(digits); i++ {
		d := digitValue(digits[i])
		if d >= radix {
			return 0, false
		}
		nv := v*radix + d
		if nv/radix != v {
			return 0, false
		}
		v = nv
	}
	return v, true
}

func parseLLVMSigned(s string) (int64, bool) {
	if !strings.HasPrefix(s, "-") {
		v, ok := parseLLVMUnsigned(s)
		if !ok || v > 1<<63-1 {
			return 0, false
		}
		return int64(v), true
	}
	v, ok := parseLLVMUnsigned(s[1:])
	if !ok || v > 1<<63 {
		return 0, false
	}
	return -int64(v), true
}

func parseLLVMBool(s string) (bool, bool) {
	switch s {
	case "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE":
		return true, true
	case "n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE":
		return false, true
	}
	return false, false
}

// strtodAccepts reports whether C strtod consumes all of s, which is what
// llvm::to_float checks. The empty string counts (strtod leaves the end
// pointer on the terminating NUL).
func strtodAccepts(s string) bool {
	if s == "" {
		return true
	}
	i := 0
	for i < len(s) && strings.IndexByte(" \t\n\v\f\r", s[i]) >= 0 {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	rest := strings.ToLower(s[i:])
	switch {
	case rest == "inf" || rest == "infinity" || rest == "nan":
		return true
	case strings.HasPrefix(rest, "nan(") && strings.HasSuffix(rest, ")"):
		for _, c := range rest[4 : len(rest)-1] {
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c == '_') {
				return false
			}
		}
		return true
	}
	isHex := strings.HasPrefix(rest, "0x")
	if isHex {
		rest = rest[2:]
	}
	isDigit := func(c byte) bool {
		if isHex {
			return c >= '0' && c <= '9' || c >= 'a' && c <= 'f'
		}
		return c >= '0' && c <= '9'
	}
	j, nd := 0, 0
	for j < len(rest) && isDigit(rest[j]) {
		j, nd = j+1, nd+1
	}
	if j < len(rest) && rest[j] == '.' {
		j++
		for j < len(rest) && isDigit(rest[j]) {
			j, nd = j+1, nd+1
		}
	}
	if nd == 0 {
		return false
	}
	if j == len(rest) {
		return true
	}
	exp := byte('e')
	if isHex {
		exp = 'p'
	}
	if rest[j] != exp {
		return false
	}
	j++
	if j < len(rest) && (rest[j] == '+' || rest[j] == '-') {
		j++
	}
	ne := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j, ne = j+1, ne+1
	}
	return ne > 0 && j == len(rest)
}

// ParseMetadataYAML converts the body of an .amdgpu_metadata block (a YAML
// document, with or without "---"/"...") into the value llvm-mc writes to
// the NT_AMDGPU_METADATA note: scalars typed by llvm-mc's rules (see
// scalarFromString; an explicit tag other than !!str makes a string, an
// empty value an empty list), then checked against the code object v3+
// metadata schema as llvm-mc's non-strict verifier does (amdhsa.version and
// amdhsa.kernels required, each kernel's required fields present and of the
// right type, enumerated strings valid).
func ParseMetadataYAML(text string) (map[string]any, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("metadata YAML: %v", err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, fmt.Errorf("metadata YAML: line %d: more than one document", extra.Line)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, fmt.Errorf("metadata YAML: empty document")
	}
	v, err := yamlToValue(doc.Content[0], 0)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("metadata YAML: line %d: the document must be a map", doc.Content[0].Line)
	}
	if err := VerifyMetadata(m); err != nil {
		return nil, err
	}
	return m, nil
}

func yamlErr(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("metadata YAML: line %d column %d: %s", n.Line, n.Column, fmt.Sprintf(format, args...))
}

func yamlToValue(n *yaml.Node, depth int) (any, error) {
	if depth > maxMsgpackDepth {
		return nil, yamlErr(n, "nesting deeper than %d", maxMsgpackDepth)
	}
	if n.Anchor != "" {
		return nil, yamlErr(n, "anchors and aliases are not supported by llvm-mc")
	}
	switch n.Kind {
	case yaml.AliasNode:
		return nil, yamlErr(n, "anchors and aliases are not supported by llvm-mc")
	case yaml.ScalarNode:
		explicitTag := n.Style&yaml.TaggedStyle != 0
		if explicitTag && n.Tag != "!!str" && n.Tag != "tag:yaml.org,2002:str" {
			return n.Value, nil
		}
		if n.Tag == "!!null" && !explicitTag && n.Value == "" && n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 {
			// An empty value: llvm-mc's YAML reader makes it an empty list.
			return []any{}, nil
		}
		v := scalarFromString(n.Value)
		if i, ok := v.(int64); ok && i >= 0 {
			// "-0": MessagePack writes non-negative integers unsigned, and
			// Read gives them back as uint64.
			v = uint64(i)
		}
		return v, nil
	case yaml.SequenceNode:
		a := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := yamlToValue(c, depth+1)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
		return a, nil
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		typed := make(map[string]bool, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, vn := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return nil, yamlErr(k, "map keys must be scalars")
			}
			if k.Tag == "!!merge" {
				return nil, yamlErr(k, "merge keys are not supported by llvm-mc")
			}
			id := fmt.Sprintf("%T|%v", scalarFromString(k.Value), scalarFromString(k.Value))
			if typed[id] {
				return nil, yamlErr(k, "duplicate map key %q", k.Value)
			}
			typed[id] = true
			v, err := yamlToValue(vn, depth+1)
			if err != nil {
				return nil, err
			}
			m[k.Value] = v
		}
		return m, nil
	}
	return nil, yamlErr(n, "unsupported YAML node")
}

package codeobj

import (
	"fmt"
	"strconv"
	"strings"
)

// FormatMetadataYAML prints metadata as YAML in the layout llvm-readelf
// uses for NT_AMDGPU_METADATA notes ("---", keys in MessagePack order,
// values aligned at column 17, "..."), so a disassembly listing can carry an
// .amdgpu_metadata block that llvm-mc and ParseMetadataYAML turn back into
// the same note. nil prints as ” (which llvm-mc types as nil again);
// floats, which llvm-mc cannot produce, print as numbers and come back nil.
func FormatMetadataYAML(m map[string]any) (string, error) {
	var sb strings.Builder
	sb.WriteString("---\n")
	if err := formatMap(&sb, m, 0, false); err != nil {
		return "", err
	}
	sb.WriteString("...\n")
	return sb.String(), nil
}

func formatMap(sb *strings.Builder, m map[string]any, indent int, inline bool) error {
	keys, err := sortedKeys(m)
	if err != nil {
		return err
	}
	for i, k := range keys {
		if i > 0 || !inline {
			sb.WriteString(strings.Repeat(" ", indent))
		}
		ks, err := keyString(k.node)
		if err != nil {
			return err
		}
		if _, isStr := k.node.(string); isStr {
			ks = quoteOnly(ks)
		}
		sb.WriteString(ks + ":")
		v := m[k.text]
		switch x := v.(type) {
		case []any:
			if len(x) == 0 {
				sb.WriteString(pad(len(ks)+1) + "[]\n")
				continue
			}
			sb.WriteString("\n")
			if err := formatList(sb, x, indent+2); err != nil {
				return err
			}
		case map[string]any:
			if len(x) == 0 {
				sb.WriteString(pad(len(ks)+1) + "{}\n")
				continue
			}
			sb.WriteString("\n")
			if err := formatMap(sb, x, indent+2, false); err != nil {
				return err
			}
		default:
			s, err := formatScalar(v)
			if err != nil {
				return err
			}
			sb.WriteString(pad(len(ks)+1) + s + "\n")
		}
	}
	return nil
}

func pad(used int) string {
	if used >= 16 {
		return " "
	}
	return strings.Repeat(" ", 17-used)
}

func formatList(sb *strings.Builder, a []any, indent int) error {
	for _, v := range a {
		sb.WriteString(strings.Repeat(" ", indent) + "- ")
		switch x := v.(type) {
		case []any:
			if len(x) == 0 {
				sb.WriteString("[]\n")
				continue
			}
			sb.WriteString("\n")
			if err := formatList(sb, x, indent+2); err != nil {
				return err
			}
		case map[string]any:
			if len(x) == 0 {
				sb.WriteString("{}\n")
				continue
			}
			if err := formatMap(sb, x, indent+2, true); err != nil {
				return err
			}
		default:
			s, err := formatScalar(v)
			if err != nil {
				return err
			}
			sb.WriteString(s + "\n")
		}
	}
	return nil
}

func formatScalar(v any) (string, error) {
	switch x := v.(type) {
	case nil:
		return "''", nil
	case bool:
		return strconv.FormatBool(x), nil
	case uint64:
		return strconv.FormatUint(x, 10), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	case string:
		return quoteScalar(x), nil
	case []byte:
		return quoteScalar(string(x)), nil
	}
	return "", fmt.Errorf("metadata: cannot print %T as YAML", v)
}

// quoteScalar writes a string as LLVM's YAML writer does: plain when every
// character is safe, single-quoted when an indicator, a special word or an
// unsafe character would change its meaning, double-quoted (with escapes)
// for control characters, DEL and non-ASCII. A string that llvm-mc would
// retype on input (a number, a boolean word, "") is tagged "!str", which
// llvm-mc reads back as a string.
func quoteScalar(s string) string {
	q := quoteOnly(s)
	if _, isStr := scalarFromString(s).(string); !isStr {
		return "!str " + q
	}
	return q
}

func quoteOnly(s string) string {
	const (
		none = iota
		single
		double
	)
	need := none
	if s == "" || s[0] == ' ' || s[0] == '\t' || s[len(s)-1] == ' ' || s[len(s)-1] == '\t' {
		need = single
	}
	switch s {
	case "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE",
		".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", "+.inf", ".nan", ".NaN", ".NAN":
		need = single
	}
	if s != "" && strings.ContainsRune(`-?:\,[]{}#&*!|>'"%@`+"`", rune(s[0])) {
		need = single
	}
	for i := 0; i < len(s) && need != double; i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case c == '_' || c == '-' || c == '^' || c == '.' || c == ',' || c == ' ' || c == '\t':
		case c < 0x20 || c == 0x7f || c >= 0x80:
			need = double
		default:
			need = single
		}
	}
	switch need {
	case single:
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	case double:
		var sb strings.Builder
		sb.WriteByte('"')
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == '"' || c == '\\':
				sb.WriteByte('\\')
				sb.WriteByte(c)
			case c == '\n':
				sb.WriteString(`\n`)
			case c == '\r':
				sb.WriteString(`\r`)
			case c == '\t':
				sb.WriteString(`\t`)
			case c < 0x20 || c == 0x7f:
				fmt.Fprintf(&sb, `\x%02X`, c)
			default:
				sb.WriteByte(c)
			}
		}
		sb.WriteByte('"')
		return sb.String()
	}
	return s
}

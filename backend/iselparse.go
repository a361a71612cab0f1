package backend

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"hlslc/backend/gfx9"
	"hlslc/backend/mir"
)

// instrTemplates memoizes the selector's instructions written in assembly
// syntax (selector.asm): an instruction is parsed once per kernel for each
// format and shape of its arguments, and later ones with the same shape
// are the parsed instruction with their own virtual registers put in the
// operands the first one's filled. The shape is everything the parse can
// depend on: the format, every argument that is not a virtual register
// (constants, physical registers, strings, numbers) as written, and for
// the virtual registers their sizes and which of them are the same
// register (the parse never depends on a virtual register's number).
// A 1 MB kernel spent 0.6-1 s parsing text otherwise.
type instrTemplates map[string]*instrTemplate

// instrTemplate is one parsed instruction and, for each operand holding a
// virtual register argument, the operand's index and the argument's.
type instrTemplate struct {
	in    gfx9.Instr
	slots [][2]int
}

// checkTemplates: every instruction built from a template is compared
// with a fresh parse (under go test).
var checkTemplates = testing.Testing()

// build returns the instruction mustParse(f, format, args...) returns.
func (t instrTemplates) build(f *mir.Func, format string, args []any) gfx9.Instr {
	key, ok := templateKey(format, args)
	if !ok {
		return mustParse(f, format, args...)
	}
	tp, seen := t[key]
	if !seen {
		in := mustParse(f, format, args...)
		t[key] = newTemplate(in, args) // nil: not reusable
		return in
	}
	if tp == nil {
		return mustParse(f, format, args...)
	}
	in := tp.in
	in.Ops = slices.Clone(tp.in.Ops)
	for _, s := range tp.slots {
		in.Ops[s[0]].Code = args[s[1]].(gfx9.Value).Code
	}
	if checkTemplates {
		if want := mustParse(f, format, args...); !reflect.DeepEqual(in, want) {
			panic(fmt.Sprintf("internal error: instruction template of %q gave %s, not %s", format, in.String(), want.String()))
		}
	}
	return in
}

// templateKey returns the shape of an instruction's arguments, or false
// when it has literals, arguments of other kinds, or virtual registers
// that overlap without being the same.
func templateKey(format string, args []any) (string, bool) {
	var b strings.Builder
	b.WriteString(format)
	for k, a := range args {
		b.WriteByte(0)
		switch x := a.(type) {
		case gfx9.Value:
			if x.Kind != gfx9.ValReg {
				return "", false // a literal: shapes without bound, not memoized
			}
			if !x.IsVirtual() {
				b.WriteString("c" + operandText(x))
				continue
			}
			same := -1
			for j, o := range args[:k] {
				if y, ok := o.(gfx9.Value); ok && y.IsVirtual() && y.Kind == gfx9.ValReg {
					if y.Code == x.Code && y.Count == x.Count {
						same = j
						break
					}
					if y.Code < x.Code+uint32(max(x.Count, 1)) && x.Code < y.Code+uint32(max(y.Count, 1)) {
						return "", false
					}
				}
			}
			b.WriteString("v" + strconv.Itoa(int(x.Count)) + "=" + strconv.Itoa(same))
		case string:
			b.WriteString("s" + x)
		case int:
			b.WriteString("i" + strconv.Itoa(x))
		default:
			return "", false
		}
	}
	return b.String(), true
}

// newTemplate records which operands of in hold the virtual register
// arguments; nil when an operand's virtual register is no argument's.
func newTemplate(in gfx9.Instr, args []any) *instrTemplate {
	tp := &instrTemplate{in: in}
	tp.in.Ops = slices.Clone(in.Ops)
	for oi, v := range in.Ops {
		if v.Kind != gfx9.ValReg || !v.IsVirtual() {
			continue
		}
		arg := -1
		for k, a := range args {
			if x, ok := a.(gfx9.Value); ok && x.Kind == gfx9.ValReg && x.Code == v.Code && x.Count == v.Count {
				arg = k
				break
			}
		}
		if arg < 0 {
			return nil
		}
		tp.slots = append(tp.slots, [2]int{oi, arg})
	}
	return tp
}

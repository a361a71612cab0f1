package backend

import (
	"encoding/binary"
	"fmt"
	"reflect"
	"slices"
	"strconv"
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
type instrTemplates struct {
	byKey map[string]*instrTemplate
	key   []byte       // the key being looked up (reused: a lookup allocates nothing)
	ops   []gfx9.Value // where the instructions' operands are carved from
}

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
func (t *instrTemplates) build(f *mir.Func, format string, args []any) gfx9.Instr {
	key, ok := appendTemplateKey(t.key[:0], format, args)
	t.key = key
	if !ok {
		return mustParse(f, format, args...)
	}
	tp, seen := t.byKey[string(key)]
	if !seen {
		in := mustParse(f, format, args...)
		if t.byKey == nil {
			t.byKey = map[string]*instrTemplate{}
		}
		t.byKey[string(key)] = newTemplate(in, args) // nil: not reusable
		return in
	}
	if tp == nil {
		return mustParse(f, format, args...)
	}
	in := tp.in
	in.Ops = t.cloneOps(tp.in.Ops)
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

// cloneOps returns a copy of ops carved from a chunk shared with other
// instructions (an allocation per instruction was the selector's most
// frequent); its capacity is its length, so an append copies it out.
func (t *instrTemplates) cloneOps(ops []gfx9.Value) []gfx9.Value {
	if len(ops) == 0 {
		return ops[:0:0] // as slices.Clone: nil or empty, as the parse gave it
	}
	if cap(t.ops)-len(t.ops) < len(ops) {
		t.ops = make([]gfx9.Value, 0, max(len(ops), 512))
	}
	start := len(t.ops)
	t.ops = append(t.ops, ops...)
	return t.ops[start:len(t.ops):len(t.ops)]
}

// templateKey returns the shape of an instruction's arguments, or false
// when it has literals, arguments of other kinds, or virtual registers
// that overlap without being the same.
func templateKey(format string, args []any) (string, bool) {
	key, ok := appendTemplateKey(nil, format, args)
	return string(key), ok
}

// appendTemplateKey appends templateKey's shape to key. A register or
// inline constant that is not virtual is its fields, which its text is a
// function of.
func appendTemplateKey(key []byte, format string, args []any) ([]byte, bool) {
	key = append(key, format...)
	for k, a := range args {
		key = append(key, 0)
		switch x := a.(type) {
		case gfx9.Value:
			if x.Kind != gfx9.ValReg {
				return key, false // a literal: shapes without bound, not memoized
			}
			if !x.IsVirtual() {
				key = append(key, 'c')
				key = binary.LittleEndian.AppendUint32(key, x.Code)
				key = append(key, x.Count, x.Shift)
				key = binary.LittleEndian.AppendUint64(key, uint64(x.Imm))
				key = strconv.AppendQuote(key, x.Label)
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
						return key, false
					}
				}
			}
			key = append(key, 'v')
			key = strconv.AppendInt(key, int64(x.Count), 10)
			key = append(key, '=')
			key = strconv.AppendInt(key, int64(same), 10)
		case string:
			key = append(key, 's')
			key = strconv.AppendQuote(key, x)
		case int:
			key = append(key, 'i')
			key = strconv.AppendInt(key, int64(x), 10)
		default:
			return key, false
		}
	}
	return key, true
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

package ir

import "fmt"

// Type is the type of an SSA value.
type Type uint8

// The value types. V2I16 and V2F16 are two 16-bit lanes packed in 32 bits
// (low half is element 0), the operands of GCN's v_pk_* instructions.
const (
	Void Type = iota
	I1
	I16
	I32
	I64
	F16
	F32
	F64
	V2I16
	V2F16
	numTypes
)

var typeNames = [...]string{Void: "void", I1: "i1", I16: "i16", I32: "i32", I64: "i64", F16: "f16", F32: "f32", F64: "f64", V2I16: "v2i16", V2F16: "v2f16"}

func (t Type) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return fmt.Sprintf("type(%d)", uint8(t))
}

// ParseType returns the type with the given name.
func ParseType(s string) (Type, bool) {
	for i, n := range typeNames {
		if n == s {
			return Type(i), true
		}
	}
	return Void, false
}

// Bits is the type's size in bits (1 for i1, 32 for the packed types).
func (t Type) Bits() int {
	switch t {
	case I1:
		return 1
	case I16, F16:
		return 16
	case I32, F32, V2I16, V2F16:
		return 32
	case I64, F64:
		return 64
	}
	return 0
}

// Bytes is the type's size in memory.
func (t Type) Bytes() int { return (t.Bits() + 7) / 8 }

// IsInt reports whether t is a scalar integer type (i1 included).
func (t Type) IsInt() bool { return t >= I1 && t <= I64 }

// IsFloat reports whether t is a scalar floating-point type.
func (t Type) IsFloat() bool { return t >= F16 && t <= F64 }

// IsPacked reports whether t is a packed 2×16-bit type.
func (t Type) IsPacked() bool { return t == V2I16 || t == V2F16 }

// Elem is the element type of a packed type, or t itself.
func (t Type) Elem() Type {
	switch t {
	case V2I16:
		return I16
	case V2F16:
		return F16
	}
	return t
}

// Mask is the mask of the type's significant bits in a uint64.
func (t Type) Mask() uint64 {
	b := t.Bits()
	if b >= 64 {
		return ^uint64(0)
	}
	return 1<<b - 1
}

// typeSet is a set of types, used by the op table's type rules.
type typeSet uint16

func setOf(ts ...Type) typeSet {
	var s typeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

func (s typeSet) has(t Type) bool { return t < numTypes && s&(1<<t) != 0 }

func (s typeSet) String() string {
	str := ""
	for t := Type(0); t < numTypes; t++ {
		if s.has(t) {
			if str != "" {
				str += ", "
			}
			str += t.String()
		}
	}
	return str
}

var (
	setInt       = setOf(I16, I32, I64)            // arithmetic integers
	setIntV      = setOf(I16, I32, I64, V2I16)     // ... and packed
	setBits      = setOf(I1, I16, I32, I64, V2I16) // bitwise logic
	setFloat     = setOf(F16, F32, F64)
	setFloatV    = setOf(F16, F32, F64, V2F16)
	setScalar    = setOf(I1, I16, I32, I64, F16, F32, F64)
	setValue     = setOf(I1, I16, I32, I64, F16, F32, F64, V2I16, V2F16)
	setMemory    = setOf(I16, I32, I64, F16, F32, F64, V2I16, V2F16)
	setIntCmp    = setOf(I1, I16, I32, I64)
	setWaveArith = setOf(I16, I32, I64, F16, F32, F64)
)

package codeobj

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strconv"
)

// MessagePack, as LLVM's msgpack::Writer writes it (non-compatible mode:
// str8 is used) and as the NT_AMDGPU_METADATA note holds it.
//
// Go values: map[string]any, []any, string, uint64 (non-negative integers),
// int64 (negative integers), bool, nil, float64, []byte (bin). Encoding also
// accepts int, int32, uint32 and friends. Map keys are strings in Go; they
// are typed by the same rules as YAML scalars (see scalarFromString) when
// encoded, so a key "12" is written as the integer 12, as llvm-mc does, and
// maps are written in LLVM's DocNode order (kind first, then value).

// maxMsgpackDepth bounds nesting when decoding untrusted notes.
const maxMsgpackDepth = 100

// EncodeMsgpack encodes v.
func EncodeMsgpack(v any) ([]byte, error) {
	var e mpEncoder
	if err := e.value(v, 0); err != nil {
		return nil, err
	}
	return e.b, nil
}

type mpEncoder struct{ b []byte }

func (e *mpEncoder) u8(c byte) { e.b = append(e.b, c) }
func (e *mpEncoder) be16(v uint16) {
	e.b = binary.BigEndian.AppendUint16(e.b, v)
}
func (e *mpEncoder) be32(v uint32) {
	e.b = binary.BigEndian.AppendUint32(e.b, v)
}
func (e *mpEncoder) be64(v uint64) {
	e.b = binary.BigEndian.AppendUint64(e.b, v)
}

func (e *mpEncoder) uint(v uint64) {
	switch {
	case v <= 0x7f:
		e.u8(byte(v))
	case v <= 0xff:
		e.u8(0xcc)
		e.u8(byte(v))
	case v <= 0xffff:
		e.u8(0xcd)
		e.be16(uint16(v))
	case v <= 0xffffffff:
		e.u8(0xce)
		e.be32(uint32(v))
	default:
		e.u8(0xcf)
		e.be64(v)
	}
}

func (e *mpEncoder) int(v int64) {
	switch {
	case v >= 0:
		e.uint(uint64(v))
	case v >= -32:
		e.u8(byte(int8(v)))
	case v >= math.MinInt8:
		e.u8(0xd0)
		e.u8(byte(int8(v)))
	case v >= math.MinInt16:
		e.u8(0xd1)
		e.be16(uint16(int16(v)))
	case v >= math.MinInt32:
		e.u8(0xd2)
		e.be32(uint32(int32(v)))
	default:
		e.u8(0xd3)
		e.be64(uint64(v))
	}
}

func (e *mpEncoder) float(d float64) {
	// LLVM writes a float32 whenever the magnitude is in float32's normal
	// range, and a float64 otherwise.
	a := math.Abs(d)
	if a >= 0x1p-126 && a <= math.MaxFloat32 {
		e.u8(0xca)
		e.be32(math.Float32bits(float32(d)))
		return
	}
	e.u8(0xcb)
	e.be64(math.Float64bits(d))
}

func (e *mpEncoder) str(s string) {
	n := len(s)
	switch {
	case n < 32:
		e.u8(0xa0 | byte(n))
	case n <= 0xff:
		e.u8(0xd9)
		e.u8(byte(n))
	case n <= 0xffff:
		e.u8(0xda)
		e.be16(uint16(n))
	default:
		e.u8(0xdb)
		e.be32(uint32(n))
	}
	e.b = append(e.b, s...)
}

func (e *mpEncoder) header(n int, fix, h16, h32 byte) {
	switch {
	case n <= 15:
		e.u8(fix | byte(n))
	case n <= 0xffff:
		e.u8(h16)
		e.be16(uint16(n))
	default:
		e.u8(h32)
		e.be32(uint32(n))
	}
}

func (e *mpEncoder) value(v any, depth int) error {
	if depth > maxMsgpackDepth {
		return fmt.Errorf("msgpack: nesting deeper than %d", maxMsgpackDepth)
	}
	switch x := v.(type) {
	case nil:
		e.u8(0xc0)
	case bool:
		if x {
			e.u8(0xc3)
		} else {
			e.u8(0xc2)
		}
	case uint64:
		e.uint(x)
	case uint:
		e.uint(uint64(x))
	case uint32:
		e.uint(uint64(x))
	case uint16:
		e.uint(uint64(x))
	case uint8:
		e.uint(uint64(x))
	case int64:
		e.int(x)
	case int:
		e.int(int64(x))
	case int32:
		e.int(int64(x))
	case int16:
		e.int(int64(x))
	case int8:
		e.int(int64(x))
	case float64:
		e.float(x)
	case float32:
		e.float(float64(x))
	case string:
		if uint64(len(x)) > math.MaxUint32 {
			return fmt.Errorf("msgpack: string too long")
		}
		e.str(x)
	case []byte:
		n := len(x)
		switch {
		case n <= 0xff:
			e.u8(0xc4)
			e.u8(byte(n))
		case n <= 0xffff:
			e.u8(0xc5)
			e.be16(uint16(n))
		default:
			e.u8(0xc6)
			e.be32(uint32(n))
		}
		e.b = append(e.b, x...)
	case []any:
		e.header(len(x), 0x90, 0xdc, 0xdd)
		for _, el := range x {
			if err := e.value(el, depth+1); err != nil {
				return err
			}
		}
	case map[string]any:
		keys, err := sortedKeys(x)
		if err != nil {
			return err
		}
		e.header(len(keys), 0x80, 0xde, 0xdf)
		for _, k := range keys {
			if err := e.value(k.node, depth+1); err != nil {
				return err
			}
			if err := e.value(x[k.text], depth+1); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("msgpack: cannot encode %T", v)
	}
	return nil
}

type mapKey struct {
	text string // the Go key
	node any    // the typed key
}

// kindRank orders node kinds as LLVM's msgpack::Type enum does.
func kindRank(v any) int {
	switch v.(type) {
	case int64:
		return 0
	case uint64:
		return 1
	case nil:
		return 2
	case bool:
		return 3
	case float64:
		return 4
	case string:
		return 5
	}
	return 6
}

func keyLess(a, b any) bool {
	ra, rb := kindRank(a), kindRank(b)
	if ra != rb {
		return ra < rb
	}
	switch x := a.(type) {
	case int64:
		return x < b.(int64)
	case uint64:
		return x < b.(uint64)
	case bool:
		return !x && b.(bool)
	case float64:
		return x < b.(float64)
	case string:
		return x < b.(string)
	}
	return false
}

func keyEqual(a, b any) bool { return !keyLess(a, b) && !keyLess(b, a) }

// sortedKeys types the keys of m and sorts them in DocNode order. Two keys
// that type to the same node (as "y" and "true" do) are an error, as they
// are a duplicate key for llvm-mc.
func sortedKeys(m map[string]any) ([]mapKey, error) {
	keys := make([]mapKey, 0, len(m))
	for k := range m {
		keys = append(keys, mapKey{k, scalarFromString(k)})
	}
	sort.Slice(keys, func(i, j int) bool {
		if keyLess(keys[i].node, keys[j].node) {
			return true
		}
		if keyLess(keys[j].node, keys[i].node) {
			return false
		}
		return keys[i].text < keys[j].text
	})
	for i := 1; i < len(keys); i++ {
		if keyEqual(keys[i-1].node, keys[i].node) {
			return nil, fmt.Errorf("msgpack: map keys %q and %q are the same key once typed", keys[i-1].text, keys[i].text)
		}
	}
	return keys, nil
}

// DecodeMsgpack decodes exactly one value filling b.
func DecodeMsgpack(b []byte) (any, error) {
	d := mpDecoder{b: b}
	v, err := d.value(0)
	if err != nil {
		return nil, err
	}
	if d.off != len(b) {
		return nil, fmt.Errorf("msgpack: %d trailing bytes at offset %d", len(b)-d.off, d.off)
	}
	return v, nil
}

type mpDecoder struct {
	b   []byte
	off int
}

func (d *mpDecoder) need(n uint64) ([]byte, error) {
	if n > uint64(len(d.b)-d.off) {
		return nil, fmt.Errorf("msgpack: truncated at offset %d (need %d bytes, have %d)", d.off, n, len(d.b)-d.off)
	}
	s := d.b[d.off : d.off+int(n)]
	d.off += int(n)
	return s, nil
}

func (d *mpDecoder) uintN(n int) (uint64, error) {
	s, err := d.need(uint64(n))
	if err != nil {
		return 0, err
	}
	var v uint64
	for _, c := range s {
		v = v<<8 | uint64(c)
	}
	return v, nil
}

func (d *mpDecoder) value(depth int) (any, error) {
	if depth > maxMsgpackDepth {
		return nil, fmt.Errorf("msgpack: nesting deeper than %d at offset %d", maxMsgpackDepth, d.off)
	}
	start := d.off
	s, err := d.need(1)
	if err != nil {
		return nil, err
	}
	c := s[0]
	switch {
	case c <= 0x7f:
		return uint64(c), nil
	case c >= 0xe0:
		return int64(int8(c)), nil
	case c&0xf0 == 0x80:
		return d.mapBody(uint64(c&0x0f), depth)
	case c&0xf0 == 0x90:
		return d.arrayBody(uint64(c&0x0f), depth)
	case c&0xe0 == 0xa0:
		return d.strBody(uint64(c & 0x1f))
	}
	switch c {
	case 0xc0:
		return nil, nil
	case 0xc2:
		return false, nil
	case 0xc3:
		return true, nil
	case 0xc4, 0xc5, 0xc6:
		n, err := d.uintN(1 << (c - 0xc4))
		if err != nil {
			return nil, err
		}
		p, err := d.need(n)
		if err != nil {
			return nil, err
		}
		return append([]byte(nil), p...), nil
	case 0xca:
		v, err := d.uintN(4)
		return float64(math.Float32frombits(uint32(v))), err
	case 0xcb:
		v, err := d.uintN(8)
		return math.Float64frombits(v), err
	case 0xcc, 0xcd, 0xce, 0xcf:
		return d.uintN(1 << (c - 0xcc))
	case 0xd0, 0xd1, 0xd2, 0xd3:
		size := 1 << (c - 0xd0)
		v, err := d.uintN(size)
		if err != nil {
			return nil, err
		}
		shift := 64 - 8*size
		i := int64(v<<shift) >> shift
		if i >= 0 {
			return uint64(i), nil
		}
		return i, nil
	case 0xd9, 0xda, 0xdb:
		n, err := d.uintN(1 << (c - 0xd9))
		if err != nil {
			return nil, err
		}
		return d.strBody(n)
	case 0xdc, 0xdd:
		n, err := d.uintN(2 << (c - 0xdc))
		if err != nil {
			return nil, err
		}
		return d.arrayBody(n, depth)
	case 0xde, 0xdf:
		n, err := d.uintN(2 << (c - 0xde))
		if err != nil {
			return nil, err
		}
		return d.mapBody(n, depth)
	}
	return nil, fmt.Errorf("msgpack: unsupported type byte %#x at offset %d", c, start)
}

func (d *mpDecoder) strBody(n uint64) (any, error) {
	p, err := d.need(n)
	if err != nil {
		return nil, err
	}
	return string(p), nil
}

func (d *mpDecoder) arrayBody(n uint64, depth int) (any, error) {
	// Every element takes at least one byte: a count beyond the remaining
	// bytes is malformed, and bounds the allocation.
	if n > uint64(len(d.b)-d.off) {
		return nil, fmt.Errorf("msgpack: array of %d elements at offset %d exceeds the %d remaining bytes", n, d.off, len(d.b)-d.off)
	}
	a := make([]any, 0, n)
	for i := uint64(0); i < n; i++ {
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		a = append(a, v)
	}
	return a, nil
}

func (d *mpDecoder) mapBody(n uint64, depth int) (any, error) {
	if 2*n > uint64(len(d.b)-d.off) {
		return nil, fmt.Errorf("msgpack: map of %d entries at offset %d exceeds the %d remaining bytes", n, d.off, len(d.b)-d.off)
	}
	m := make(map[string]any, n)
	for i := uint64(0); i < n; i++ {
		koff := d.off
		k, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		ks, err := keyString(k)
		if err != nil {
			return nil, fmt.Errorf("msgpack: map key at offset %d: %v", koff, err)
		}
		if _, dup := m[ks]; dup {
			return nil, fmt.Errorf("msgpack: duplicate map key %q at offset %d", ks, koff)
		}
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		m[ks] = v
	}
	return m, nil
}

// keyString turns a decoded scalar key into the Go map key whose typing
// (scalarFromString) gives the same node back.
func keyString(k any) (string, error) {
	switch x := k.(type) {
	case string:
		return x, nil
	case uint64:
		return strconv.FormatUint(x, 10), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case bool:
		return strconv.FormatBool(x), nil
	case nil:
		return "", nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	case []byte:
		return string(x), nil
	}
	return "", fmt.Errorf("%T cannot be a map key", k)
}

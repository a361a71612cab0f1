package offload

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"hlslc/ir/runspec"
	"hlslc/testsuite/filecheck"
)

// judge applies the case's comparisons to the executor's words and
// returns the failures, each one line.
func (c *Case) judge(words map[string][]uint32, inputs map[string][][]byte) []string {
	out := c.outputs(words, inputs)
	var fails []string
	for _, r := range c.Pipeline.Results {
		act, exp := c.Pipeline.buffer(r.Actual), c.Pipeline.buffer(r.Expected)
		// an array's blocks compare in order, as one buffer
		if msg := compareResult(r, act.Format, bytes.Join(out[r.Actual], nil), exp.Format, bytes.Join(inputs[r.Expected], nil)); msg != "" {
			fails = append(fails, fmt.Sprintf("%s (%s, %s): %s", r.Result, r.Actual, r.Rule, msg))
		}
	}
	if len(c.Checks) > 0 {
		counters := map[string][]uint32{}
		for v, sl := range c.varBuffer {
			if w := words[v+".counter"]; len(w) > 0 {
				cs := counters[sl.buffer]
				for len(cs) <= sl.block {
					cs = append(cs, 0)
				}
				cs[sl.block] = w[0]
				counters[sl.buffer] = cs
			}
		}
		text := c.printed(out, counters)
		if err := filecheck.Match(c.Test.Name, c.Checks, text); err != nil {
			fails = append(fails, "FileCheck: "+strings.ReplaceAll(err.Error(), "\n", " | "))
			if len(text) > 4000 {
				text = text[:4000] + "..."
			}
			fails = append(fails, "the buffers as the offloader prints them:\n"+text)
		}
	}
	return fails
}

// compareResult is the suite's verifyResult (lib/Support/Check.cpp):
// BufferExact compares sizes and bytes; BufferFloatULP and
// BufferFloatEpsilon compare element by element in the buffers' float
// format, NaN matching only NaN, and under DenormMode Any (the default) a
// zero of the same sign matching an expected denormal (f32, f64); f16
// treats +0 and -0 as equal and counts ULPs on the ordered bit patterns.
// It returns "" when the comparison holds, else the first difference.
func compareResult(r Result, actFmt string, act []byte, expFmt string, exp []byte) string {
	if len(act) != len(exp) {
		return fmt.Sprintf("size %d bytes, expected %d", len(act), len(exp))
	}
	if r.Rule == "BufferExact" {
		size, _ := formatSize(expFmt)
		for i := range act {
			if act[i] != exp[i] {
				e := i / size * size
				return fmt.Sprintf("element %d is %s, expected %s", e/size, exactValue(expFmt, act[e:e+size]), exactValue(expFmt, exp[e:e+size]))
			}
		}
		return ""
	}
	if actFmt != expFmt {
		return "buffers of different formats"
	}
	size, _ := formatSize(expFmt)
	for i := 0; i+size <= len(act); i += size {
		if !floatClose(r, expFmt, act[i:i+size], exp[i:i+size]) {
			return fmt.Sprintf("element %d is %s, expected %s", i/size, exactValue(expFmt, act[i:i+size]), exactValue(expFmt, exp[i:i+size]))
		}
	}
	return ""
}

func floatClose(r Result, f string, a, e []byte) bool {
	denormAny := r.DenormMode == "" || r.DenormMode == "Any"
	switch f {
	case "Float32", "Float64":
		var src, ref float64
		var ulps int64
		if f == "Float32" {
			sb, rb := binary.LittleEndian.Uint32(a), binary.LittleEndian.Uint32(e)
			src, ref = float64(math.Float32frombits(sb)), float64(math.Float32frombits(rb))
			ulps = int64(int32(sb - rb))
		} else {
			sb, rb := binary.LittleEndian.Uint64(a), binary.LittleEndian.Uint64(e)
			src, ref = math.Float64frombits(sb), math.Float64frombits(rb)
			ulps = int64(sb - rb)
		}
		if src == ref {
			return true
		}
		if math.IsNaN(src) || math.IsNaN(ref) {
			return math.IsNaN(src) && math.IsNaN(ref)
		}
		if denormAny && isDenormal(ref, f) && src == 0 && math.Signbit(src) == math.Signbit(ref) {
			return true
		}
		if r.Rule == "BufferFloatEpsilon" {
			if f == "Float32" {
				return float32(math.Abs(src-ref)) < float32(r.Epsilon)
			}
			return math.Abs(src-ref) < r.Epsilon
		}
		if ulps < 0 {
			ulps = -ulps
		}
		return uint64(ulps) <= r.ULPT
	case "Float16":
		sb, rb := binary.LittleEndian.Uint16(a), binary.LittleEndian.Uint16(e)
		if sb&0x7fff == 0 && rb&0x7fff == 0 || sb == rb {
			return true
		}
		nan := func(h uint16) bool { return h&0x7c00 == 0x7c00 && h&0x3ff != 0 }
		if nan(sb) || nan(rb) {
			return nan(sb) && nan(rb)
		}
		if r.Rule == "BufferFloatEpsilon" {
			return float32(math.Abs(float64(float32(runspec.F16ToF64(sb))-float32(runspec.F16ToF64(rb))))) < float32(r.Epsilon)
		}
		ord := func(h uint16) int {
			if h&0x8000 != 0 {
				return int(^h)
			}
			return int(h | 0x8000)
		}
		d := ord(sb) - ord(rb)
		if d < 0 {
			d = -d
		}
		return uint64(d) <= r.ULPT
	}
	return false
}

func isDenormal(v float64, f string) bool {
	a := math.Abs(v)
	if f == "Float32" {
		return a > 0 && a < 0x1p-126
	}
	return a > 0 && a < 0x1p-1022
}

// showValue prints one value of format f as the offloader prints it.
func showValue(f string, b []byte) string {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	switch f {
	case "Hex8", "Hex16", "Hex32", "Hex64", "Float16":
		// llvm::yaml's HexN output: format("0x%" PRIX..)
		return "0x" + strings.ToUpper(strconv.FormatUint(v, 16))
	case "Int16":
		return strconv.FormatInt(int64(int16(v)), 10)
	case "Int32":
		return strconv.FormatInt(int64(int32(v)), 10)
	case "Int64":
		return strconv.FormatInt(int64(v), 10)
	case "Float32", "Depth32":
		return cFloat(float64(math.Float32frombits(uint32(v))))
	case "Float64":
		return cFloat(math.Float64frombits(v))
	}
	return strconv.FormatUint(v, 10)
}

// exactValue prints one value for a difference: a float with all its
// digits and its bits.
func exactValue(f string, b []byte) string {
	switch f {
	case "Float32", "Depth32":
		u := binary.LittleEndian.Uint32(b)
		return fmt.Sprintf("%s (0x%08X)", strconv.FormatFloat(float64(math.Float32frombits(u)), 'g', -1, 32), u)
	case "Float64":
		u := binary.LittleEndian.Uint64(b)
		return fmt.Sprintf("%s (0x%016X)", strconv.FormatFloat(math.Float64frombits(u), 'g', -1, 64), u)
	case "Float16":
		u := binary.LittleEndian.Uint16(b)
		return fmt.Sprintf("%s (0x%04X)", strconv.FormatFloat(runspec.F16ToF64(u), 'g', -1, 32), u)
	}
	return showValue(f, b)
}

// cFloat is C's printf("%g"), which llvm::yaml uses for float and double
// scalars.
func cFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		if math.Signbit(v) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// printed is the part of the offloader's output the suite's FileCheck
// lines read: the pipeline's buffers after the run, as llvm::yaml's
// Output prints them (keys padded to 16 columns, Name, Format, the
// non-default Channels/Stride/ArraySize, the counters, Data as a flow sequence wrapped after
// column 70, indented to its '[' plus two).
func (c *Case) printed(out map[string][][]byte, counters map[string][]uint32) string {
	var b strings.Builder
	key := func(indent, k string) string {
		return indent + k + ":" + strings.Repeat(" ", max(1, 16-len(k)))
	}
	// flow writes a flow sequence starting at column len(prefix)
	flow := func(prefix string, vals []string) {
		line := prefix
		start := len(line)
		line += "[ "
		for i, v := range vals {
			if i > 0 {
				line += ", "
			}
			if len(line) > 70 {
				b.WriteString(line + "\n")
				line = strings.Repeat(" ", start) + "  "
			}
			line += v
		}
		b.WriteString(line + " ]\n")
	}
	b.WriteString("---\nBuffers:\n")
	for _, buf := range c.Pipeline.Buffers {
		b.WriteString(key("  - ", "Name") + buf.Name + "\n")
		b.WriteString(key("    ", "Format") + buf.Format + "\n")
		if buf.Channels > 1 {
			fmt.Fprintf(&b, "%s%d\n", key("    ", "Channels"), buf.Channels)
		}
		if buf.Stride != 0 {
			fmt.Fprintf(&b, "%s%d\n", key("    ", "Stride"), buf.Stride)
		}
		if buf.ArraySize > 1 {
			fmt.Fprintf(&b, "%s%d\n", key("    ", "ArraySize"), buf.ArraySize)
		}
		blocks := out[buf.Name]
		if blocks == nil {
			blocks, _ = buf.Contents()
		}
		if cs, ok := counters[buf.Name]; ok {
			if len(blocks) > 1 {
				var vs []string
				for _, n := range cs {
					vs = append(vs, strconv.FormatUint(uint64(n), 10))
				}
				flow(key("    ", "Counters"), vs)
			} else {
				fmt.Fprintf(&b, "%s%d\n", key("    ", "Counter"), cs[0])
			}
		}
		size, _ := formatSize(buf.Format)
		values := func(data []byte) []string {
			var vals []string
			for i := 0; size > 0 && i+size <= len(data); i += size {
				vals = append(vals, showValue(buf.Format, data[i:i+size]))
			}
			return vals
		}
		if len(blocks) == 1 {
			flow(key("    ", "Data"), values(blocks[0]))
			continue
		}
		// an array of resources: a block sequence of flow sequences
		b.WriteString("    Data:\n")
		for _, blk := range blocks {
			flow("      - ", values(blk))
		}
	}
	return b.String()
}

package gfx9

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// PosError is a parse error at a 1-based column of the line.
type PosError struct {
	Col int
	Msg string
	// depth orders the errors of several candidate forms: how far matching
	// got (operands matched; past the operands for whole-instruction rules).
	depth int
}

func (e *PosError) Error() string { return fmt.Sprintf("%d: %s", e.Col, e.Msg) }

func posErr(col int, format string, args ...any) *PosError {
	return &PosError{Col: col, Msg: fmt.Sprintf(format, args...)}
}

// scanner tokenizes one instruction line. col is 1-based relative to the
// start of the line handed to ParseInstr.
type scanner struct {
	s    string
	pos  int
	base int // column offset of s within the line
}

// col is the column of the next token.
func (sc *scanner) col() int { sc.skipSpace(); return sc.base + sc.pos + 1 }

func (sc *scanner) skipSpace() {
	for sc.pos < len(sc.s) && (sc.s[sc.pos] == ' ' || sc.s[sc.pos] == '\t') {
		sc.pos++
	}
}

func (sc *scanner) eof() bool { sc.skipSpace(); return sc.pos >= len(sc.s) }

func (sc *scanner) peek() byte {
	sc.skipSpace()
	if sc.pos >= len(sc.s) {
		return 0
	}
	return sc.s[sc.pos]
}

func (sc *scanner) accept(c byte) bool {
	if sc.peek() == c {
		sc.pos++
		return true
	}
	return false
}

func (sc *scanner) expect(c byte) error {
	if !sc.accept(c) {
		if sc.eof() {
			return posErr(sc.col(), "expected '%c' at end of line", c)
		}
		return posErr(sc.col(), "expected '%c'", c)
	}
	return nil
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// ident reads an identifier (labels may contain '.', '$' and digits).
func (sc *scanner) ident() string {
	sc.skipSpace()
	start := sc.pos
	for sc.pos < len(sc.s) && isIdentChar(sc.s[sc.pos]) {
		sc.pos++
	}
	return sc.s[start:sc.pos]
}

// number reads an integer (decimal, 0x hex, 0b binary) or a float.
func (sc *scanner) number() (ival int64, fval float64, isFloat bool, err error) {
	sc.skipSpace()
	start := sc.pos
	col := sc.col()
	neg := false
	if sc.pos < len(sc.s) && (sc.s[sc.pos] == '-' || sc.s[sc.pos] == '+') {
		neg = sc.s[sc.pos] == '-'
		sc.pos++
	}
	numStart := sc.pos
	for sc.pos < len(sc.s) {
		c := sc.s[sc.pos]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' || c == '_' {
			sc.pos++
			continue
		}
		if (c == '-' || c == '+') && sc.pos > numStart && (sc.s[sc.pos-1] == 'e' || sc.s[sc.pos-1] == 'E') &&
			!strings.HasPrefix(strings.ToLower(sc.s[numStart:]), "0x") {
			sc.pos++
			continue
		}
		break
	}
	text := sc.s[numStart:sc.pos]
	if text == "" {
		sc.pos = start
		return 0, 0, false, posErr(col, "expected a number")
	}
	lower := strings.ToLower(text)
	switch {
	case strings.HasPrefix(lower, "0x"), strings.HasPrefix(lower, "0b"):
		u, perr := strconv.ParseUint(lower[2:], map[byte]int{'x': 16, 'b': 2}[lower[1]], 64)
		if perr != nil {
			return 0, 0, false, posErr(col, "invalid number %q", text)
		}
		ival = int64(u)
	case strings.ContainsAny(lower, ".e") && !strings.HasPrefix(lower, "0x"):
		f, perr := strconv.ParseFloat(text, 64)
		if perr != nil {
			return 0, 0, false, posErr(col, "invalid number %q", text)
		}
		if neg {
			f = -f
		}
		return 0, f, true, nil
	default:
		u, perr := strconv.ParseUint(text, 10, 64)
		if perr != nil {
			return 0, 0, false, posErr(col, "invalid number %q", text)
		}
		ival = int64(u)
	}
	if neg {
		ival = -ival
	}
	return ival, 0, false, nil
}

// operand is a parsed positional operand before it is matched to a form.
type operand struct {
	col     int
	kind    operandKind
	code    uint32 // register: 9-bit code of the first register (CodeVirtual and above: virtual)
	count   int    // register: tuple size
	isVGPR  bool
	virtual bool // %N: a virtual register, of whichever file the slot needs
	ival    int64
	fval    float64
	isFloat bool
	name    string // label or symbolic name
	abs     bool
	neg     bool // "-x"
	negFn   bool // "neg(x)"
	sext    bool
}

type operandKind uint8

const (
	opReg operandKind = iota
	opNum
	opLabel
	opOff
	opSym // hwreg(...), sendmsg(...), gpr_idx(...) already reduced to ival
	// opLabelDistance is (A-B)&4294967295 or (A-B)>>32: name "A-B", ival
	// the shift (0 or 32)
	opLabelDistance
)

// specialRegs maps names of special registers to code and size.
var specialRegs = map[string][2]int{
	"vcc": {106, 2}, "vcc_lo": {106, 1}, "vcc_hi": {107, 1},
	"exec": {126, 2}, "exec_lo": {126, 1}, "exec_hi": {127, 1},
	"flat_scratch": {102, 2}, "flat_scratch_lo": {102, 1}, "flat_scratch_hi": {103, 1},
	"xnack_mask": {104, 2}, "xnack_mask_lo": {104, 1}, "xnack_mask_hi": {105, 1},
	"m0": {124, 1}, "scc": {253, 1}, "src_scc": {253, 1}, "vccz": {251, 1}, "src_vccz": {251, 1},
	"execz": {252, 1}, "src_execz": {252, 1}, "src_shared_base": {235, 1}, "src_shared_limit": {236, 1},
	"src_private_base": {237, 1}, "src_private_limit": {238, 1}, "src_pops_exiting_wave_id": {239, 1},
	"shared_base": {235, 1}, "shared_limit": {236, 1}, "private_base": {237, 1}, "private_limit": {238, 1},
	"pops_exiting_wave_id": {239, 1}, "src_lds_direct": {254, 1}, "lds_direct": {254, 1},
}

// parseRegister reads v5, s[4:7], ttmp2, vcc, ...; ok is false when the
// identifier is not a register name.
func parseRegister(sc *scanner, name string, col int) (operand, bool, error) {
	if r, ok := specialRegs[name]; ok {
		return operand{col: col, kind: opReg, code: uint32(r[0]), count: r[1]}, true, nil
	}
	var prefix string
	switch {
	case strings.HasPrefix(name, "ttmp"):
		prefix = "ttmp"
	case strings.HasPrefix(name, "v"), strings.HasPrefix(name, "s"):
		prefix = name[:1]
	default:
		return operand{}, false, nil
	}
	rest := name[len(prefix):]
	var first, count int
	if rest == "" {
		// tuple: v[4:7]
		if sc.peek() != '[' {
			return operand{}, false, nil
		}
		sc.accept('[')
		lo, _, fl, err := sc.number()
		if err != nil || fl {
			return operand{}, false, posErr(col, "invalid register range")
		}
		hi := lo
		if sc.accept(':') {
			hi, _, fl, err = sc.number()
			if err != nil || fl {
				return operand{}, false, posErr(col, "invalid register range")
			}
		}
		if err := sc.expect(']'); err != nil {
			return operand{}, false, err
		}
		if hi < lo || lo < 0 {
			return operand{}, false, posErr(col, "invalid register range %s[%d:%d]", prefix, lo, hi)
		}
		first, count = int(lo), int(hi-lo+1)
	} else {
		n, err := strconv.Atoi(rest)
		if err != nil || rest[0] == '+' || rest[0] == '-' {
			return operand{}, false, nil
		}
		first, count = n, 1
	}
	switch prefix {
	case "v":
		if first+count > 256 {
			return operand{}, false, posErr(col, "register index out of range: v%d", first+count-1)
		}
		return operand{col: col, kind: opReg, code: uint32(CodeVGPR0 + first), count: count, isVGPR: true}, true, nil
	case "s":
		if first+count > 102 {
			return operand{}, false, posErr(col, "register index out of range: s%d (gfx9 has s0-s101)", first+count-1)
		}
		if count == 2 && first%2 != 0 || count > 2 && first%4 != 0 {
			return operand{}, false, posErr(col, "invalid register alignment: s[%d:%d] must start at a multiple of %d", first, first+count-1, min(count, 4))
		}
		return operand{col: col, kind: opReg, code: uint32(first), count: count}, true, nil
	default:
		if first+count > 16 {
			return operand{}, false, posErr(col, "register index out of range: ttmp%d", first+count-1)
		}
		if count == 2 && first%2 != 0 || count > 2 && first%4 != 0 {
			return operand{}, false, posErr(col, "invalid register alignment: ttmp[%d:%d]", first, first+count-1)
		}
		return operand{col: col, kind: opReg, code: uint32(CodeTTMP0 + first), count: count}, true, nil
	}
}

// parseOperand reads one positional operand, with abs/neg/sext decorations.
func parseOperand(sc *scanner) (operand, error) {
	col := sc.col()
	c := sc.peek()
	switch {
	case c == 0:
		return operand{}, posErr(col, "expected an operand at end of line")
	case c == '|':
		sc.accept('|')
		o, err := parseOperand(sc)
		if err != nil {
			return o, err
		}
		if err := sc.expect('|'); err != nil {
			return o, err
		}
		if o.abs {
			return o, posErr(col, "abs modifier given twice")
		}
		o.abs, o.col = true, col
		return o, nil
	case c == '-':
		// "-v1", "-|v1|", or a negative number
		save := sc.pos
		sc.pos++
		n := sc.peek()
		if n >= '0' && n <= '9' || n == '.' {
			sc.pos = save
			return parseNumber(sc, col)
		}
		o, err := parseOperand(sc)
		if err != nil {
			return o, err
		}
		if o.kind == opNum {
			return o, posErr(col, "use neg(...) or a negative number")
		}
		o.neg, o.col = true, col
		return o, nil
	case c == '%':
		return parseVirtual(sc, col)
	case c == '(':
		return parseLabelDistance(sc, col)
	case c >= '0' && c <= '9' || c == '+':
		return parseNumber(sc, col)
	case c == '.' && sc.pos+1 < len(sc.s) && sc.s[sc.pos+1] >= '0' && sc.s[sc.pos+1] <= '9':
		return parseNumber(sc, col)
	}
	name := sc.ident()
	if name == "" {
		return operand{}, posErr(col, "unexpected character %q", c)
	}
	switch name {
	case "off":
		return operand{col: col, kind: opOff}, nil
	case "abs", "neg", "sext":
		if sc.peek() == '(' {
			sc.accept('(')
			o, err := parseOperand(sc)
			if err != nil {
				return o, err
			}
			if err := sc.expect(')'); err != nil {
				return o, err
			}
			switch name {
			case "abs":
				o.abs = true
			case "neg":
				o.negFn = true
			case "sext":
				o.sext = true
			}
			o.col = col
			return o, nil
		}
	case "hwreg":
		v, err := parseHwreg(sc, col)
		return operand{col: col, kind: opSym, ival: int64(v), name: name}, err
	case "sendmsg":
		v, err := parseSendmsg(sc, col)
		return operand{col: col, kind: opSym, ival: int64(v), name: name}, err
	case "gpr_idx":
		v, err := parseGprIdx(sc, col)
		return operand{col: col, kind: opSym, ival: int64(v), name: name}, err
	}
	if o, ok, err := parseRegister(sc, name, col); err != nil || ok {
		return o, err
	}
	if name[0] >= '0' && name[0] <= '9' {
		return operand{}, posErr(col, "invalid operand %q", name)
	}
	return operand{col: col, kind: opLabel, name: name}, nil
}

// parseLabelDistance reads the two expressions a long branch computes its
// target's offset with, as LLVM writes them: (A-B)&4294967295 and
// (A-B)>>32, where A and B are labels.
func parseLabelDistance(sc *scanner, col int) (operand, error) {
	bad := posErr(col, "expected (LABEL-LABEL)&4294967295 or (LABEL-LABEL)>>32")
	sc.accept('(')
	a := sc.ident()
	if a == "" || !sc.accept('-') {
		return operand{}, bad
	}
	b := sc.ident()
	if b == "" || !sc.accept(')') || !validSymbol(a) || !validSymbol(b) {
		return operand{}, bad
	}
	o := operand{col: col, kind: opLabelDistance, name: a + "-" + b}
	switch {
	case sc.accept('&'):
		n, _, fl, err := sc.number()
		if err != nil || fl || n != 0xffffffff {
			return operand{}, bad
		}
	case sc.accept('>'):
		if !sc.accept('>') {
			return operand{}, bad
		}
		n, _, fl, err := sc.number()
		if err != nil || fl || n != 32 {
			return operand{}, bad
		}
		o.ival = 32
	default:
		return operand{}, bad
	}
	return o, nil
}

// parseVirtual reads a virtual register: %N or %[N:M].
func parseVirtual(sc *scanner, col int) (operand, error) {
	sc.accept('%')
	lo, hi := int64(0), int64(0)
	if sc.accept('[') {
		var fl bool
		var err error
		if lo, _, fl, err = sc.number(); err != nil || fl {
			return operand{}, posErr(col, "invalid virtual register")
		}
		if err := sc.expect(':'); err != nil {
			return operand{}, err
		}
		if hi, _, fl, err = sc.number(); err != nil || fl {
			return operand{}, posErr(col, "invalid virtual register")
		}
		if err := sc.expect(']'); err != nil {
			return operand{}, err
		}
	} else {
		if sc.pos >= len(sc.s) || sc.s[sc.pos] < '0' || sc.s[sc.pos] > '9' {
			return operand{}, posErr(col, "invalid virtual register")
		}
		v, _, fl, err := sc.number()
		if err != nil || fl {
			return operand{}, posErr(col, "invalid virtual register")
		}
		lo, hi = v, v
	}
	if lo < 0 || hi < lo || hi-lo >= 16 || hi >= MaxVirtualUnits {
		return operand{}, posErr(col, "invalid virtual register range %%[%d:%d]", lo, hi)
	}
	return operand{col: col, kind: opReg, code: uint32(CodeVirtual + lo), count: int(hi - lo + 1), virtual: true}, nil
}

func parseNumber(sc *scanner, col int) (operand, error) {
	iv, fv, fl, err := sc.number()
	if err != nil {
		return operand{}, err
	}
	return operand{col: col, kind: opNum, ival: iv, fval: fv, isFloat: fl}, nil
}

// symbolic argument lists: NAME or number, separated by commas
func parseSymArgs(sc *scanner, col int) ([]string, []int64, error) {
	if err := sc.expect('('); err != nil {
		return nil, nil, err
	}
	var names []string
	var vals []int64
	for !sc.accept(')') {
		if len(names) > 0 {
			if err := sc.expect(','); err != nil {
				return nil, nil, err
			}
		}
		if c := sc.peek(); c >= '0' && c <= '9' || c == '-' {
			v, _, fl, err := sc.number()
			if err != nil || fl {
				return nil, nil, posErr(sc.col(), "expected an integer")
			}
			names, vals = append(names, ""), append(vals, v)
			continue
		}
		n := sc.ident()
		if n == "" {
			if sc.eof() {
				return nil, nil, posErr(sc.col(), "expected ')' at end of line")
			}
			return nil, nil, posErr(sc.col(), "unexpected character %q", sc.peek())
		}
		names, vals = append(names, n), append(vals, 0)
	}
	return names, vals, nil
}

func lookupName(m map[int]string, name string) (int, bool) {
	for k, v := range m {
		if v == name {
			return k, true
		}
	}
	return 0, false
}

func parseHwreg(sc *scanner, col int) (uint16, error) {
	names, vals, err := parseSymArgs(sc, col)
	if err != nil {
		return 0, err
	}
	if len(names) != 1 && len(names) != 3 {
		return 0, posErr(col, "hwreg takes a register, or a register, offset and size")
	}
	id := int(vals[0])
	if names[0] != "" {
		var ok bool
		if id, ok = lookupName(hwregNames, names[0]); !ok {
			return 0, posErr(col, "unknown hardware register %s", names[0])
		}
	}
	off, size := int64(0), int64(32)
	if len(names) == 3 {
		if names[1] != "" || names[2] != "" {
			return 0, posErr(col, "hwreg offset and size must be numbers")
		}
		off, size = vals[1], vals[2]
	}
	if id < 0 || id > 63 || off < 0 || off > 31 || size < 1 || size > 32 {
		return 0, posErr(col, "hwreg value out of range: id 0-63, offset 0-31, size 1-32")
	}
	return uint16(id) | uint16(off)<<6 | uint16(size-1)<<11, nil
}

func parseSendmsg(sc *scanner, col int) (uint16, error) {
	names, vals, err := parseSymArgs(sc, col)
	if err != nil {
		return 0, err
	}
	if len(names) < 1 || len(names) > 3 {
		return 0, posErr(col, "sendmsg takes a message, an operation and a stream")
	}
	resolve := func(k int, table map[int]string) (int64, error) {
		if names[k] == "" {
			return vals[k], nil
		}
		if v, ok := lookupName(table, names[k]); ok {
			return int64(v), nil
		}
		return 0, posErr(col, "unknown sendmsg operand %s", names[k])
	}
	id, err := resolve(0, sendmsgNames)
	if err != nil {
		return 0, err
	}
	var op, stream int64
	if len(names) > 1 {
		ops := sysmsgOpNames
		if id == 2 || id == 3 {
			ops = map[int]string{0: gsOpNames[0], 1: gsOpNames[1], 2: gsOpNames[2], 3: gsOpNames[3]}
		}
		if op, err = resolve(1, ops); err != nil {
			return 0, err
		}
	}
	if len(names) > 2 {
		stream = vals[2]
	}
	if id < 0 || id > 15 || op < 0 || op > 7 || stream < 0 || stream > 3 {
		return 0, posErr(col, "sendmsg value out of range")
	}
	return uint16(id | op<<4 | stream<<8), nil
}

func parseGprIdx(sc *scanner, col int) (uint16, error) {
	names, _, err := parseSymArgs(sc, col)
	if err != nil {
		return 0, err
	}
	var v uint16
	for _, n := range names {
		k := map[string]int{"SRC0": 0, "SRC1": 1, "SRC2": 2, "DST": 3}
		b, ok := k[n]
		if !ok {
			return 0, posErr(col, "unknown gpr_idx mode %q", n)
		}
		v |= 1 << b
	}
	return v, nil
}

// parseWaitcnt reads s_waitcnt's operand: counters or a number.
func parseWaitcnt(sc *scanner) (int64, error) {
	col := sc.col()
	if c := sc.peek(); c >= '0' && c <= '9' {
		v, _, fl, err := sc.number()
		if err != nil || fl || v < 0 || v > 0xffff {
			return 0, posErr(col, "s_waitcnt immediate must be 0-65535")
		}
		return v, nil
	}
	vm, exp, lgkm := MaxVMCnt, MaxExpCnt, MaxLGKMCnt
	seen := 0
	for !sc.eof() {
		if seen > 0 {
			sc.accept('&')
			sc.accept(',')
		}
		ccol := sc.col()
		name := sc.ident()
		if err := sc.expect('('); err != nil {
			return 0, err
		}
		v, _, fl, err := sc.number()
		if err != nil || fl {
			return 0, posErr(sc.col(), "expected a counter value")
		}
		if err := sc.expect(')'); err != nil {
			return 0, err
		}
		limit := map[string]int{"vmcnt": MaxVMCnt, "expcnt": MaxExpCnt, "lgkmcnt": MaxLGKMCnt}
		max, ok := limit[name]
		if !ok {
			return 0, posErr(ccol, "unknown counter %q (vmcnt, expcnt, lgkmcnt)", name)
		}
		if v < 0 || v > int64(max) {
			return 0, posErr(ccol, "%s value %d out of range 0-%d", name, v, max)
		}
		switch name {
		case "vmcnt":
			vm = int(v)
		case "expcnt":
			exp = int(v)
		default:
			lgkm = int(v)
		}
		seen++
	}
	if seen == 0 {
		return 0, posErr(col, "s_waitcnt needs vmcnt(N), expcnt(N), lgkmcnt(N) or a number")
	}
	return int64(EncodeWaitcnt(vm, exp, lgkm)), nil
}

// modifier is a parsed modifier: name, optional value list, position.
type modifier struct {
	col  int
	name string
	vals []int64
	sym  string   // symbolic value: dst_sel:WORD_1, offset:swizzle(...)
	syms []string // symbolic list: format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
	// valCol is the column of the value after "name:", symCols those of
	// the syms entries.
	valCol  int
	symCols []int
}

func parseModifier(sc *scanner) (modifier, error) {
	col := sc.col()
	name := sc.ident()
	if name == "" {
		return modifier{}, posErr(col, "unexpected %q", sc.peek())
	}
	m := modifier{col: col, name: name}
	if !sc.accept(':') {
		return m, nil
	}
	m.valCol = sc.col()
	switch {
	case name == "format" && sc.peek() == '[':
		sc.accept('[')
		for !sc.accept(']') {
			if len(m.syms) > 0 {
				if err := sc.expect(','); err != nil {
					return m, err
				}
			}
			col := sc.col()
			id := sc.ident()
			if id == "" {
				return m, posErr(col, "expected a format string")
			}
			m.syms = append(m.syms, id)
			m.symCols = append(m.symCols, col)
		}
		if len(m.syms) == 0 {
			return m, posErr(m.valCol+1, "expected a format string")
		}
	case sc.peek() == '[':
		sc.accept('[')
		for !sc.accept(']') {
			if len(m.vals) > 0 {
				if err := sc.expect(','); err != nil {
					return m, err
				}
			}
			v, _, fl, err := sc.number()
			if err != nil || fl {
				return m, posErr(sc.col(), "expected an integer in %s list", name)
			}
			m.vals = append(m.vals, v)
		}
	case name == "offset" && strings.HasPrefix(sc.s[sc.pos:], "swizzle"):
		sc.ident()
		v, err := parseSwizzle(sc, col)
		if err != nil {
			return m, err
		}
		m.vals = []int64{int64(v)}
	default:
		c := sc.peek()
		if c >= '0' && c <= '9' || c == '-' {
			v, _, fl, err := sc.number()
			if err != nil || fl {
				return m, posErr(sc.col(), "expected an integer value for %s", name)
			}
			m.vals = []int64{v}
		} else {
			m.sym = sc.ident()
			if m.sym == "" {
				return m, posErr(sc.col(), "expected a value for %s", name)
			}
		}
	}
	return m, nil
}

func parseSwizzle(sc *scanner, col int) (uint16, error) {
	if err := sc.expect('('); err != nil {
		return 0, err
	}
	mode := sc.ident()
	var args []int64
	var pattern string
	for sc.accept(',') {
		if sc.peek() == '"' {
			sc.accept('"')
			end := strings.IndexByte(sc.s[sc.pos:], '"')
			if end < 0 {
				return 0, posErr(sc.col(), "unterminated string")
			}
			pattern = sc.s[sc.pos : sc.pos+end]
			sc.pos += end + 1
			continue
		}
		v, _, fl, err := sc.number()
		if err != nil || fl {
			return 0, posErr(sc.col(), "expected an integer")
		}
		args = append(args, v)
	}
	if err := sc.expect(')'); err != nil {
		return 0, err
	}
	bad := func() (uint16, error) { return 0, posErr(col, "invalid swizzle(%s, ...) arguments", mode) }
	switch mode {
	case "QUAD_PERM":
		if len(args) != 4 {
			return bad()
		}
		v := uint16(0x8000)
		for k, a := range args {
			if a < 0 || a > 3 {
				return bad()
			}
			v |= uint16(a) << (2 * k)
		}
		return v, nil
	case "SWAP":
		if len(args) != 1 || args[0] < 1 || args[0] > 16 || args[0]&(args[0]-1) != 0 {
			return bad()
		}
		return 0x1f | uint16(args[0])<<10, nil
	case "REVERSE":
		if len(args) != 1 || args[0] < 2 || args[0] > 32 || args[0]&(args[0]-1) != 0 {
			return bad()
		}
		return 0x1f | uint16(args[0]-1)<<10, nil
	case "BROADCAST":
		if len(args) != 2 || args[0] < 2 || args[0] > 32 || args[0]&(args[0]-1) != 0 || args[1] < 0 || args[1] >= args[0] {
			return bad()
		}
		return uint16(0x1f&^(args[0]-1)) | uint16(args[1])<<5, nil
	case "BITMASK_PERM":
		if len(pattern) != 5 {
			return bad()
		}
		var and, or, xor uint16
		for k := 0; k < 5; k++ {
			bit := uint16(1) << (4 - k)
			switch pattern[k] {
			case '0':
			case '1':
				or |= bit
			case 'p':
				and |= bit
			case 'i':
				and |= bit
				xor |= bit
			default:
				return bad()
			}
		}
		return and | or<<5 | xor<<10, nil
	}
	return 0, posErr(col, "unknown swizzle mode %q", mode)
}

// halfBits converts a float64 to IEEE half bits (round to nearest even) and
// reports whether the conversion is exact.
func halfBits(f float64) (uint16, bool) {
	f32 := float32(f)
	b := math.Float32bits(f32)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case b&0x7fffffff == 0:
		return sign, true
	case b>>23&0xff == 0xff:
		if mant != 0 {
			return sign | 0x7e00, false
		}
		return sign | 0x7c00, true
	case exp >= 31:
		return sign | 0x7c00, false
	case exp <= 0:
		if exp < -10 {
			return sign, false
		}
		m := mant | 0x800000
		shift := uint(14 - exp)
		h := m >> shift
		rem := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || rem == half && h&1 == 1 {
			h++
		}
		return sign | uint16(h), rem == 0 && float64(f32) == f
	}
	h := uint32(exp)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && h&1 == 1 {
		h++
	}
	return sign | uint16(h), rem == 0 && float64(f32) == f
}

// inlineFloatCode returns the inline constant code of a float value for an
// operand of type t, if there is one.
func inlineFloatCode(f float64, t Type, size uint8) (uint32, bool) {
	for k, s := range inlineFloat {
		v, _ := strconv.ParseFloat(s, 64)
		if v == f {
			return uint32(240 + k), true
		}
	}
	bits := t.Bits()
	if size == 2 {
		bits = 64
	}
	switch bits {
	case 16:
		if h, _ := halfBits(f); h == 0x3118 {
			return CodeInvPi, true
		}
	case 32:
		if float32(f) == float32(0.15915494) {
			return CodeInvPi, true
		}
	case 64:
		if f == 0.15915494309189532 {
			return CodeInvPi, true
		}
	}
	return 0, false
}

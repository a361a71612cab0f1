package gfx9

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"hlslc/backend/gfx9/codeobj"
)

// Diagnostic is an assembler error at a source position.
type Diagnostic struct {
	File      string
	Line, Col int
	Msg       string
}

func (d Diagnostic) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: %s", d.File, d.Line, d.Col, d.Msg)
}

// Diagnostics is the list of errors of one assembly.
type Diagnostics []Diagnostic

func (ds Diagnostics) Error() string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.Error()
	}
	return strings.Join(s, "\n")
}

// AsmOptions configure Assemble.
type AsmOptions struct {
	// Target is the processor used when the source has no .amdgcn_target
	// (default gfx900); when both are given they must agree.
	Target string
	// MaxErrors stops the assembly after this many errors (default 20).
	MaxErrors int
}

// AsmLine is one assembled instruction, for listings (--show-encoding).
type AsmLine struct {
	Line   int
	Offset uint64 // within .text
	Instr  Instr
	Bytes  []byte
}

// Listing prints the instructions as llvm-mc -show-encoding does.
func Listing(lines []AsmLine) string {
	var b strings.Builder
	for _, l := range lines {
		text := l.Instr.String()
		enc := make([]string, len(l.Bytes))
		for i, x := range l.Bytes {
			enc[i] = fmt.Sprintf("0x%02x", x)
		}
		fmt.Fprintf(&b, "\t%-39s ; encoding: [%s]\n", text, strings.Join(enc, ","))
	}
	return b.String()
}

// assembler holds the state of one assembly.
type assembler struct {
	// coVersion is .amdhsa_code_object_version's (0: the default, v5)
	coVersion int
	file      string
	opts      AsmOptions
	errs      Diagnostics
	target    Target
	cotgt     codeobj.Target
	tgtSet    bool
	tgtLine   int
	section   string

	text    []byte
	insts   []AsmLine
	labels  map[string]uint64
	labelAt map[string]int // line of definition
	globals map[string]bool
	types   map[string]string
	sizes   map[string]sizeExpr
	fixups  []fixup

	kernels  []*kernelBlock
	kernel   *kernelBlock
	metaText *strings.Builder
	metaLine int
	meta     map[string]any
}

type sizeExpr struct {
	line    int
	end     string // "END-START": END is a label or "." (value holds its offset)
	minusOf string
	value   uint64
}

type fixup struct {
	index int // into insts
	op    int
	label string
	line  int
	col   int
}

type kernelBlock struct {
	name    string
	line    int
	builder *codeobj.KernelBuilder
	kd      codeobj.KernelDescriptor
}

func (a *assembler) errorf(line, col int, format string, args ...any) {
	a.errs = append(a.errs, Diagnostic{a.file, line, col, fmt.Sprintf(format, args...)})
}

// Assemble assembles a whole source file into a code object. On failure the
// error is Diagnostics with every error found (up to MaxErrors).
func Assemble(file string, src []byte, opts AsmOptions) (*codeobj.Object, []AsmLine, error) {
	a, err := newAssembler(file, opts)
	if err != nil {
		return nil, nil, err
	}
	for n, raw := range strings.Split(string(src), "\n") {
		if len(a.errs) >= a.opts.MaxErrors {
			break
		}
		a.line(n+1, strings.TrimRight(raw, "\r"), nil)
	}
	return a.finish()
}

// SourceLine is one line of a program given to AssembleLines: a line of
// text, or an instruction already parsed (Instr not nil; Text is then
// ignored), which is encoded as it is instead of being printed and parsed
// again. Errors about such an instruction point at its line's column 1.
type SourceLine struct {
	Text  string
	Instr *Instr
}

// AssembleLines is Assemble of a program given as lines, some of them
// instructions already parsed: the result is that of Assemble on the
// text the lines print as, with the instructions printed by
// Instr.String. The instructions are not changed (branch offsets and
// label distances are resolved in copies).
func AssembleLines(file string, lines []SourceLine, opts AsmOptions) (*codeobj.Object, []AsmLine, error) {
	a, err := newAssembler(file, opts)
	if err != nil {
		return nil, nil, err
	}
	// at most one instruction per line: growing the list by doubling
	// copied a 1 MB kernel's instructions (pointerful, so under the
	// collector's write barriers) several times over
	a.insts = make([]AsmLine, 0, len(lines))
	for n, l := range lines {
		if len(a.errs) >= a.opts.MaxErrors {
			break
		}
		a.line(n+1, strings.TrimRight(l.Text, "\r"), l.Instr)
	}
	return a.finish()
}

func newAssembler(file string, opts AsmOptions) (*assembler, error) {
	if opts.MaxErrors == 0 {
		opts.MaxErrors = 20
	}
	a := &assembler{file: file, opts: opts, section: ".text", labels: map[string]uint64{}, labelAt: map[string]int{},
		globals: map[string]bool{}, types: map[string]string{}, sizes: map[string]sizeExpr{}}
	tname := opts.Target
	if tname == "" {
		tname = "gfx900"
	}
	if err := a.setTarget(0, 0, "amdgcn-amd-amdhsa--"+tname, false); err != nil {
		return nil, Diagnostics{{file, 0, 0, err.Error()}}
	}
	return a, nil
}

// finish checks the blocks are closed, resolves the labels and builds the
// object.
func (a *assembler) finish() (*codeobj.Object, []AsmLine, error) {
	file := a.file
	if a.kernel != nil {
		a.errorf(a.kernel.line, 1, ".amdhsa_kernel %s has no .end_amdhsa_kernel", a.kernel.name)
	}
	if a.metaText != nil {
		a.errorf(a.metaLine, 1, ".amdgpu_metadata has no .end_amdgpu_metadata")
	}
	a.resolve()
	if len(a.errs) > 0 {
		return nil, nil, a.errs
	}
	obj, err := a.object()
	if err != nil {
		return nil, nil, Diagnostics{{file, 0, 0, err.Error()}}
	}
	return obj, a.insts, nil
}

func (a *assembler) setTarget(line, col int, id string, explicit bool) error {
	t, err := codeobj.ParseTarget(id)
	if err != nil {
		return err
	}
	gt, err := ParseTarget(t.Processor)
	if err != nil {
		return err
	}
	if explicit && a.opts.Target != "" && a.opts.Target != t.Processor {
		return fmt.Errorf(".amdgcn_target %q does not match the selected target %s", id, a.opts.Target)
	}
	if explicit && a.tgtSet {
		return fmt.Errorf(".amdgcn_target given twice (first on line %d)", a.tgtLine)
	}
	a.cotgt, a.target = t, gt
	if explicit {
		a.tgtSet, a.tgtLine = true, line
	}
	return nil
}

// stripComment removes ';' and '//' comments outside strings.
func stripComment(s string) string {
	inStr := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			inStr = !inStr
		case inStr:
		case s[i] == ';':
			return s[:i]
		case s[i] == '/' && i+1 < len(s) && s[i+1] == '/':
			return s[:i]
		case s[i] == '#' && strings.TrimSpace(s[:i]) == "":
			return s[:i]
		}
	}
	return s
}

// line assembles source line n: raw, or the instruction pre when it is
// not nil.
func (a *assembler) line(n int, raw string, pre *Instr) {
	if pre != nil {
		if a.metaText != nil {
			a.errorf(n, 1, "instruction inside .amdgpu_metadata block")
			return
		}
		if a.instructionAllowed(n, 1) {
			a.encode(n, 1, "", *pre)
		}
		return
	}
	if a.metaText != nil {
		if strings.TrimSpace(stripComment(raw)) == ".end_amdgpu_metadata" {
			m, err := codeobj.ParseMetadataYAML(a.metaText.String())
			if err != nil {
				a.errorf(a.metaLine, 1, "invalid .amdgpu_metadata: %v", err)
			}
			a.meta, a.metaText = m, nil
			return
		}
		a.metaText.WriteString(raw)
		a.metaText.WriteByte('\n')
		return
	}
	s := stripComment(raw)
	// block comments on one line
	for {
		i := strings.Index(s, "/*")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "*/")
		if j < 0 {
			a.errorf(n, i+1, "unterminated /* comment (block comments must end on the same line)")
			return
		}
		s = s[:i] + strings.Repeat(" ", j+2) + s[i+j+2:]
	}
	col := 1
	for {
		t := strings.TrimLeft(s, " \t")
		col += len(s) - len(t)
		s = t
		// label?
		end := 0
		for end < len(s) && isIdentChar(s[end]) {
			end++
		}
		if end > 0 && end < len(s) && s[end] == ':' && !strings.HasPrefix(s[end:], "::") {
			a.label(n, col, s[:end])
			col += end + 1
			s = s[end+1:]
			continue
		}
		break
	}
	s = strings.TrimRight(s, " \t")
	if s == "" {
		return
	}
	if s[0] == '.' {
		a.directive(n, col, s)
		return
	}
	if a.instructionAllowed(n, col) {
		a.instruction(n, col, s)
	}
}

// instructionAllowed reports whether an instruction may stand at line n
// (in .text, outside a kernel descriptor block), and says why not.
func (a *assembler) instructionAllowed(n, col int) bool {
	if a.kernel != nil {
		a.errorf(n, col, "instruction inside .amdhsa_kernel block")
		return false
	}
	if a.section != ".text" {
		a.errorf(n, col, "instruction outside .text (current section %s)", a.section)
		return false
	}
	return true
}

func (a *assembler) label(n, col int, name string) {
	if a.section != ".text" {
		a.errorf(n, col, "label %s outside .text is not supported", name)
		return
	}
	if first, ok := a.labelAt[name]; ok {
		a.errorf(n, col, "redefinition of label %s (first defined on line %d)", name, first)
		return
	}
	a.labels[name] = uint64(len(a.text))
	a.labelAt[name] = n
}

func (a *assembler) instruction(n, col int, s string) {
	i, err := ParseInstr(a.target, s)
	if err != nil {
		if pe, ok := err.(*PosError); ok {
			a.errorf(n, col+pe.Col-1, "%s", pe.Msg)
		} else {
			a.errorf(n, col, "%v", err)
		}
		return
	}
	a.encode(n, col, s, i)
}

// encode appends instruction i, written as s at line n, column col (s is
// "" for an instruction given parsed), to the text.
func (a *assembler) encode(n, col int, s string, i Instr) {
	// branch targets and label distances are resolved once all labels are
	// known, in the instruction's own operands
	cloned := s != ""
	for k, v := range i.Ops {
		if (v.Kind == ValLabel || v.Kind == ValLiteral) && v.Label != "" {
			if !cloned {
				i.Ops, cloned = slices.Clone(i.Ops), true
			}
			c := col
			if s != "" {
				c += strings.Index(s, v.Label)
				if v.Kind == ValLiteral {
					c-- // at the expression's '('
				}
			}
			a.fixups = append(a.fixups, fixup{index: len(a.insts), op: k, label: v.Label, line: n, col: c})
		}
	}
	b, err := Encode(&i)
	if err != nil {
		a.errorf(n, col, "%v", err)
		return
	}
	a.insts = append(a.insts, AsmLine{Line: n, Offset: uint64(len(a.text)), Instr: i, Bytes: b})
	a.text = append(a.text, b...)
}

// resolve patches branch offsets (SOPP/SOPK branches count dwords from the
// next instruction) and label distances (a 32-bit half of the byte
// distance, already encoded as a literal).
func (a *assembler) resolve() {
	for _, f := range a.fixups {
		il := &a.insts[f.index]
		if v := &il.Instr.Ops[f.op]; v.Kind == ValLiteral {
			target, base := v.Labels()
			t, ok1 := a.labels[target]
			b, ok2 := a.labels[base]
			if !ok1 || !ok2 {
				a.errorf(f.line, f.col, "undefined label %s", map[bool]string{true: base, false: target}[ok1])
				continue
			}
			v.Imm = int64(uint32((int64(t) - int64(b)) >> v.Shift))
			a.patch(il, f)
			continue
		}
		addr, ok := a.labels[f.label]
		if !ok {
			a.errorf(f.line, f.col, "undefined label %s", f.label)
			continue
		}
		next := int64(il.Offset) + 4
		delta := int64(addr) - next
		if delta%4 != 0 {
			a.errorf(f.line, f.col, "branch target %s is not 4-byte aligned", f.label)
			continue
		}
		off := delta / 4
		if off < MinBranchDwords || off > MaxBranchDwords {
			a.errorf(f.line, f.col, "branch to %s out of range (%d dwords)", f.label, off)
			continue
		}
		il.Instr.Ops[f.op].Imm = off
		a.patch(il, f)
	}
}

// patch encodes a resolved instruction again in its place (its size does
// not change: offsets and literals keep their fields).
func (a *assembler) patch(il *AsmLine, f fixup) {
	b, err := Encode(&il.Instr)
	if err != nil {
		a.errorf(f.line, f.col, "%v", err)
		return
	}
	il.Bytes = b
	copy(a.text[il.Offset:], b)
}

// nopWord pads code alignment, as llvm-mc does.
var nopWord = []byte{0x00, 0x00, 0x80, 0xbf}

func (a *assembler) directive(n, col int, s string) {
	name, rest, _ := strings.Cut(s, " ")
	if i := strings.IndexByte(name, '\t'); i >= 0 {
		name, rest = name[:i], name[i+1:]+" "+rest
	}
	rest = strings.TrimSpace(rest)
	argCol := col + len(s) - len(strings.TrimLeft(s[len(name):], " \t")) + 0
	if a.kernel != nil {
		if name == ".end_amdhsa_kernel" {
			kd, err := a.kernel.builder.Finish()
			if err != nil {
				a.errorf(n, col, ".amdhsa_kernel %s: %v", a.kernel.name, err)
			}
			a.kernel.kd = kd
			a.kernels = append(a.kernels, a.kernel)
			a.kernel = nil
			return
		}
		if !strings.HasPrefix(name, ".amdhsa_") {
			a.errorf(n, col, "unexpected %s inside .amdhsa_kernel block", name)
			return
		}
		v, err := parseIntArg(rest)
		if err != nil {
			a.errorf(n, argCol, "%s: %v", name, err)
			return
		}
		if err := a.kernel.builder.Set(name, v); err != nil {
			a.errorf(n, col, "%v", err)
		}
		return
	}
	switch name {
	case ".amdgcn_target":
		id, err := strconv.Unquote(rest)
		if err != nil {
			a.errorf(n, argCol, ".amdgcn_target needs a quoted target id")
			return
		}
		if err := a.setTarget(n, col, id, true); err != nil {
			a.errorf(n, argCol, "%v", err)
		}
	case ".amdhsa_code_object_version":
		v, err := parseIntArg(rest)
		if err != nil || v != 4 && v != 5 {
			a.errorf(n, argCol, "unsupported code object version %s (4 or 5)", strings.TrimSpace(rest))
		} else if v != 5 {
			a.coVersion = int(v)
		} else {
			a.coVersion = 0
		}
	case ".text":
		a.section = ".text"
	case ".rodata", ".data", ".bss":
		a.section = name
	case ".section":
		sec, _, _ := strings.Cut(rest, ",")
		sec = strings.TrimSpace(sec)
		switch {
		case sec == ".text" || strings.HasPrefix(sec, ".text."):
			a.section = ".text"
		case sec == ".rodata", sec == ".note.GNU-stack", sec == ".AMDGPU.config", sec == ".AMDGPU.csdata",
			strings.HasPrefix(sec, ".rodata"), strings.HasPrefix(sec, ".debug"):
			a.section = sec
		default:
			a.errorf(n, argCol, "unsupported section %q", sec)
		}
	case ".globl", ".global":
		if !validSymbol(rest) {
			a.errorf(n, argCol, "%s needs a symbol name", name)
			return
		}
		a.globals[rest] = true
	case ".type":
		sym, kind, ok := strings.Cut(rest, ",")
		kind = strings.TrimSpace(kind)
		if !ok || !validSymbol(strings.TrimSpace(sym)) || kind != "@function" && kind != "@object" && kind != "%function" {
			a.errorf(n, argCol, ".type needs NAME,@function or NAME,@object")
			return
		}
		a.types[strings.TrimSpace(sym)] = strings.TrimLeft(kind, "@%")
	case ".size":
		sym, expr, ok := strings.Cut(rest, ",")
		sym, expr = strings.TrimSpace(sym), strings.TrimSpace(expr)
		if !ok || !validSymbol(sym) {
			a.errorf(n, argCol, ".size needs NAME, EXPR")
			return
		}
		if end, start, ok := strings.Cut(expr, "-"); ok && validSymbolOrDot(strings.TrimSpace(end)) && validSymbol(strings.TrimSpace(start)) {
			if a.section != ".text" {
				return // sizes of data symbols are not kept
			}
			a.sizes[sym] = sizeExpr{line: n, end: strings.TrimSpace(end), minusOf: strings.TrimSpace(start), value: uint64(len(a.text))}
			return
		}
		v, err := parseIntArg(expr)
		if err != nil || v < 0 {
			a.errorf(n, argCol, ".size: %s", "expected .-NAME or a non-negative number")
			return
		}
		a.sizes[sym] = sizeExpr{line: n, value: uint64(v)}
	case ".long", ".4byte", ".short", ".2byte", ".byte":
		// data in .text (a kernel's constant data after its code),
		// little-endian; elsewhere (.rodata) it has no place in the
		// code object we write
		size := map[string]int{".long": 4, ".4byte": 4, ".short": 2, ".2byte": 2, ".byte": 1}[name]
		for arg := range strings.SplitSeq(rest, ",") {
			v, err := parseIntArg(strings.TrimSpace(arg))
			if err != nil || v < -(1<<(8*size-1)) || v >= 1<<(8*size) {
				a.errorf(n, argCol, "%s: expected integers of %d bytes, got %q", name, size, strings.TrimSpace(arg))
				return
			}
			if a.section == ".text" {
				for k := 0; k < size; k++ {
					a.text = append(a.text, byte(v>>(8*k)))
				}
			}
		}
	case ".p2align", ".balign", ".align":
		arg, _, _ := strings.Cut(rest, ",")
		v, err := parseIntArg(strings.TrimSpace(arg))
		if err != nil {
			a.errorf(n, argCol, "%s: %v", name, err)
			return
		}
		align := v
		if name == ".p2align" || name == ".align" {
			if v < 0 || v > 16 {
				a.errorf(n, argCol, "%s %d: alignment exponent must be 0-16", name, v)
				return
			}
			align = 1 << v
		}
		if align <= 0 || align&(align-1) != 0 {
			a.errorf(n, argCol, "%s: alignment %d is not a power of two", name, align)
			return
		}
		if a.section == ".text" {
			for uint64(len(a.text))%uint64(align) != 0 {
				if uint64(len(a.text))%4 != 0 {
					a.text = append(a.text, 0)
					continue
				}
				a.text = append(a.text, nopWord...)
			}
		}
	case ".amdhsa_kernel":
		if !validSymbol(rest) {
			a.errorf(n, argCol, ".amdhsa_kernel needs a kernel name")
			return
		}
		for _, k := range a.kernels {
			if k.name == rest {
				a.errorf(n, argCol, "kernel %s is described twice (first on line %d)", rest, k.line)
				return
			}
		}
		a.kernel = &kernelBlock{name: rest, line: n, builder: codeobj.NewKernelBuilder(rest, a.cotgt)}
	case ".amdgpu_metadata":
		if a.meta != nil {
			a.errorf(n, col, ".amdgpu_metadata given twice")
			return
		}
		a.metaText, a.metaLine = &strings.Builder{}, n
	case ".end_amdhsa_kernel", ".end_amdgpu_metadata":
		a.errorf(n, col, "%s without an opening directive", name)
	case ".file", ".ident", ".addrsig", ".addrsig_sym", ".amdgpu_lds", ".amd_amdgpu_isa", ".hsa_code_object_version",
		".hsa_code_object_isa", ".loc", ".cfi_sections", ".cfi_startproc", ".cfi_endproc", ".protected", ".hidden", ".local":
		// no effect on the code object we write
	default:
		a.errorf(n, col, "unknown directive %s", name)
	}
}

func validSymbolOrDot(s string) bool { return s == "." || validSymbol(s) }

func validSymbol(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

func parseIntArg(s string) (int64, error) {
	sc := &scanner{s: s}
	v, _, fl, err := sc.number()
	if err != nil || fl || !sc.eof() {
		return 0, fmt.Errorf("expected an integer, got %q", s)
	}
	return v, nil
}

// object builds the code object from the assembled text and directives.
func (a *assembler) object() (*codeobj.Object, error) {
	o := &codeobj.Object{Target: a.cotgt, Text: a.text, Metadata: a.meta, CodeObjectVersion: a.coVersion}
	names := make([]string, 0, len(a.labels))
	for l := range a.labels {
		if !strings.HasPrefix(l, ".L") {
			names = append(names, l)
		}
	}
	sort.Slice(names, func(i, j int) bool {
		if a.labels[names[i]] != a.labels[names[j]] {
			return a.labels[names[i]] < a.labels[names[j]]
		}
		return names[i] < names[j]
	})
	kernelNames := map[string]bool{}
	for _, k := range a.kernels {
		kernelNames[k.name] = true
	}
	for _, l := range names {
		sym := codeobj.Symbol{Name: l, Offset: a.labels[l], Global: a.globals[l]}
		switch a.types[l] {
		case "function":
			sym.Kind = codeobj.SymbolFunc
		case "object":
			sym.Kind = codeobj.SymbolObject
		}
		if sz, ok := a.sizes[l]; ok {
			if sz.minusOf != "" {
				start, ok1 := a.labels[sz.minusOf]
				end, ok2 := sz.value, true
				if sz.end != "." {
					end, ok2 = a.labels[sz.end]
				}
				if !ok1 || !ok2 || end < start {
					return nil, fmt.Errorf("line %d: .size of %s: %s-%s is not a label difference", sz.line, l, sz.end, sz.minusOf)
				}
				sym.Size = end - start
			} else {
				sym.Size = sz.value
			}
		}
		if kernelNames[l] && sym.Global {
			sym.Visibility = 3 // protected, as llvm-mc gives kernel symbols
		}
		o.Symbols = append(o.Symbols, sym)
	}
	for _, k := range a.kernels {
		entry, ok := a.labels[k.name]
		if !ok {
			return nil, fmt.Errorf("line %d: .amdhsa_kernel %s: no label %s in .text", k.line, k.name, k.name)
		}
		if entry%256 != 0 {
			return nil, fmt.Errorf("line %d: kernel %s starts at .text offset %#x; kernel entry points must be 256-byte aligned (.p2align 8)", k.line, k.name, entry)
		}
		o.Kernels = append(o.Kernels, codeobj.Kernel{Name: k.name, Descriptor: k.kd, EntryOffset: entry})
	}
	return o, nil
}

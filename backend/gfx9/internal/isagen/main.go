// Command isagen generates backend/gfx9/tables_gen.go by asking llvm-mc.
//
// For every encoding family it builds one probe word per opcode, with distinct
// register numbers in every operand field (v8/s8 in the destination, v16/s16
// in src0, v24/s24 in src1, v32/s32 in src2), and disassembles them all with
// `llvm-mc --disassemble -show-encoding`. The printed operands tell which
// field each operand came from (by register number), its register file and
// its width. VOP1/VOP2/VOPC opcodes are probed again as SDWA and DPP, and
// VOP3 opcodes give the e64 forms. Then every form is assembled back with each
// modifier added in turn, and what llvm-mc accepts becomes the form's
// modifier set. Run it for gfx900 and gfx906; an instruction present on only
// one is marked with its targets.
//
// Usage: go run ./internal/isagen -o tables_gen.go  (needs llvm-mc from llvm-19)
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var llvmMC = flag.String("llvm-mc", "/usr/lib/llvm-19/bin/llvm-mc", "path of llvm-mc")

// Register numbers placed in each field by the probes.
const (
	regDst  = 8
	regSrc0 = 16
	regSrc1 = 24
	regSrc2 = 32
)

// probe is one instruction word sequence to decode.
type probe struct {
	enc   string // encoding family name, as in gfx9.Enc
	form  string // native, e64, sdwa, dpp
	op    int
	words []uint32
	// srcClass records what each 9-bit source field held: 'v', 's' or 'z'.
	srcClass string
}

func (p probe) bytes() []byte {
	b := make([]byte, 4*len(p.words))
	for i, w := range p.words {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
	return b
}

func hexKey(b []byte) string {
	parts := make([]string, len(b))
	for i, x := range b {
		parts[i] = fmt.Sprintf("0x%02x", x)
	}
	return strings.Join(parts, ",")
}

// disassemble decodes all probes and returns, per probe index, the text of
// the probe when its whole byte sequence decoded as one instruction. Each
// probe is followed by a marker `s_nop N`, because llvm-mc re-encodes what it
// printed (so encodings cannot identify a probe) and, after an invalid word,
// goes on decoding the next one.
func disassemble(mcpu string, probes []probe) map[int]string {
	res := map[int]string{}
	// markers are s_nop 0x8000+i, so that real s_nop probes are not taken for them
	const chunkSize, markerBase = 30000, 0x8000
	for base := 0; base < len(probes); base += chunkSize {
		chunk := probes[base:min(base+chunkSize, len(probes))]
		var in strings.Builder
		writeBytes := func(b []byte) {
			for i, x := range b {
				if i > 0 {
					in.WriteByte(' ')
				}
				fmt.Fprintf(&in, "0x%02x", x)
			}
			in.WriteByte('\n')
		}
		for i, p := range chunk {
			writeBytes(p.bytes())
			var m [4]byte
			binary.LittleEndian.PutUint32(m[:], 0xBF800000|uint32(markerBase+i))
			writeBytes(m[:])
		}
		cmd := exec.Command(*llvmMC, "--disassemble", "-show-encoding", "-triple=amdgcn-amd-amdhsa", "-mcpu="+mcpu)
		cmd.Stdin = strings.NewReader(in.String())
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			log.Fatalf("llvm-mc --disassemble: %v\n%s", err, errb.String())
		}
		re := regexp.MustCompile(`^\s*(.*?)\s*; encoding: \[(.*)\]\s*$`)
		var pending []string
		var pendingLen []int
		for _, line := range strings.Split(out.String(), "\n") {
			m := re.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			if strings.HasPrefix(m[1], "s_nop ") {
				k, err := strconv.ParseInt(strings.TrimPrefix(m[1], "s_nop "), 0, 32)
				k -= markerBase
				if err == nil && k >= 0 && k < int64(len(chunk)) {
					// the probe's decode is the line just before its
					// marker, covering exactly its words; an earlier line
					// is a previous probe that swallowed its own marker
					// (s_setreg_imm32_b32 without its literal reads the
					// marker as one)
					if n := len(pending); n > 0 && pendingLen[n-1] == 4*len(chunk[k].words) {
						res[base+int(k)] = pending[n-1]
					}
					pending, pendingLen = nil, nil
					continue
				}
			}
			pending = append(pending, m[1])
			pendingLen = append(pendingLen, strings.Count(m[2], ",")+1)
		}
	}
	return res
}

// assembleErrors assembles the lines and returns the set of 1-based line
// numbers llvm-mc rejected.
func assembleErrors(mcpu string, lines []string) map[int]bool {
	cmd := exec.Command(*llvmMC, "-triple=amdgcn-amd-amdhsa", "-mcpu="+mcpu, "-show-encoding", "-o", "/dev/null")
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	_ = cmd.Run() // a non-zero exit just means some lines failed
	bad := map[int]bool{}
	re := regexp.MustCompile(`^<stdin>:(\d+):\d+: error:`)
	for _, l := range strings.Split(errb.String(), "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			bad[n] = true
		}
	}
	return bad
}

// src9 returns the 9-bit source encoding of a probe register class.
func src9(c byte, n int) uint32 {
	switch c {
	case 'v':
		return 256 + uint32(n)
	case 's':
		return uint32(n)
	}
	return 0
}

// sourceCombos lists the classes tried for up to three 9-bit sources, the
// most general (all VGPR) first.
func sourceCombos(n int) []string {
	var all []string
	var rec func(prefix string)
	rec = func(prefix string) {
		if len(prefix) == n {
			all = append(all, prefix)
			return
		}
		for _, c := range "vsz" {
			rec(prefix + string(c))
		}
	}
	rec("")
	// order: fewer 'z' first, then fewer 's'
	sort.SliceStable(all, func(i, j int) bool {
		zi, zj := strings.Count(all[i], "z"), strings.Count(all[j], "z")
		if zi != zj {
			return zi < zj
		}
		return strings.Count(all[i], "s") < strings.Count(all[j], "s")
	})
	return all
}

func makeProbes() []probe {
	var ps []probe
	add := func(enc, form string, op int, src string, words ...uint32) {
		ps = append(ps, probe{enc: enc, form: form, op: op, words: words, srcClass: src})
	}
	for op := 0; op < 128; op++ {
		// SOP2 opcodes from 0x60 up are the SOPK/SOP1/SOPC/SOPP spaces.
		if op < 0x60 {
			add("SOP2", "native", op, "", 0x80000000|uint32(op)<<23|regDst<<16|regSrc1<<8|regSrc0)
		}
		add("SOPC", "native", op, "", 0xBF000000|uint32(op)<<16|regSrc1<<8|regSrc0)
		add("SOPP", "native", op, "", 0xBF800000|uint32(op)<<16)
	}
	for op := 0; op < 29; op++ { // SOPK opcodes from 29 up are SOP1/SOPC/SOPP
		add("SOPK", "native", op, "", 0xB0000000|uint32(op)<<23|regDst<<16|0x0010)
		add("SOPK", "native", op, "k", 0xB0000000|uint32(op)<<23|regDst<<16|0x0010, 0x41000000) // s_setreg_imm32_b32
	}
	for op := 0; op < 256; op++ {
		add("SOP1", "native", op, "", 0xBE800000|regDst<<16|uint32(op)<<8|regSrc0)
		// SMEM: imm=1, offset 0x10; and soe-less SGPR offset form is syntax only.
		add("SMEM", "native", op, "", 0xC0000000|uint32(op)<<18|1<<17|regDst<<6|regSrc0>>1, 0x10)
		for _, c := range "vs" {
			s := src9(byte(c), regSrc0)
			add("VOP1", "native", op, string(c), 0x7E000000|regDst<<17|uint32(op)<<9|s)
			add("VOPC", "native", op, string(c), 0x7C000000|uint32(op)<<17|regSrc1<<9|s)
		}
		// VOP1/VOPC SDWA: dst_sel/src0_sel/src1_sel DWORD.
		add("VOP1", "sdwa", op, "v", 0x7E000000|regDst<<17|uint32(op)<<9|0xF9, regSrc0|6<<8|6<<16)
		add("VOPC", "sdwa", op, "v", 0x7C000000|uint32(op)<<17|regSrc1<<9|0xF9, regSrc0|6<<16|6<<24)
		// DPP: quad_perm:[3,2,1,0], row_mask 0xf, bank_mask 0xf.
		add("VOP1", "dpp", op, "v", 0x7E000000|regDst<<17|uint32(op)<<9|0xFA, regSrc0|0x1B<<8|0xFF<<24)
		add("VOPC", "dpp", op, "v", 0x7C000000|uint32(op)<<17|regSrc1<<9|0xFA, regSrc0|0x1B<<8|0xFF<<24)
		// DS: vdst v8, addr v16, data0 v24, data1 v32; fields an opcode does
		// not use must be zero, so try each subset.
		for _, v := range [][4]uint32{{regDst, regSrc0, regSrc1, regSrc2}, {regDst, regSrc0, regSrc1, 0}, {0, regSrc0, regSrc1, regSrc2},
			{0, regSrc0, regSrc1, 0}, {regDst, regSrc0, 0, 0}, {0, regSrc0, 0, 0}, {regDst, 0, 0, 0}, {0, 0, regSrc1, 0}, {0, 0, 0, 0}} {
			add("DS", "native", op, "", 0xD8000000|uint32(op)<<17, v[1]|v[2]<<8|v[3]<<16|v[0]<<24)
		}
	}
	for op := 0; op < 64; op++ {
		for _, c := range "vs" {
			s := src9(byte(c), regSrc0)
			add("VOP2", "native", op, string(c), uint32(op)<<25|regDst<<17|regSrc1<<9|s)
		}
		add("VOP2", "sdwa", op, "v", uint32(op)<<25|regDst<<17|regSrc1<<9|0xF9, regSrc0|6<<8|6<<16|6<<24)
		add("VOP2", "dpp", op, "v", uint32(op)<<25|regDst<<17|regSrc1<<9|0xFA, regSrc0|0x1B<<8|0xFF<<24)
		// VOP2 with a literal K (madmk/madak): src0 v16, vsrc1 v24, K = 0x41000000.
		add("VOP2", "native", op, "k", uint32(op)<<25|regDst<<17|regSrc1<<9|256+regSrc0, 0x41000000)
	}
	combos := sourceCombos(3)
	// VOP3 opcodes from 0x380 up are the VOP3P encoding space.
	for op := 0; op < 0x380; op++ {
		for _, c := range combos {
			w1 := src9(c[0], regSrc0) | src9(c[1], regSrc1)<<9 | src9(c[2], regSrc2)<<18
			add("VOP3", "native", op, c, 0xD0000000|uint32(op)<<16|regDst, w1)
		}
	}
	for op := 0; op < 128; op++ {
		for _, c := range combos {
			w1 := src9(c[0], regSrc0) | src9(c[1], regSrc1)<<9 | src9(c[2], regSrc2)<<18
			// op_sel_hi = 1 for every source: the assembler's default for packed ops.
			add("VOP3P", "native", op, c, 0xD3800000|uint32(op)<<16|1<<14|regDst, w1|3<<27)
			add("VOP3P", "native", op, c+"0", 0xD3800000|uint32(op)<<16|regDst, w1)
		}
		// MUBUF: offen, vaddr v16, vdata v8, srsrc s[16:19], soffset s24.
		add("MUBUF", "native", op, "", 0xE0000000|uint32(op)<<18|1<<12, regSrc0|regDst<<8|(regSrc0/4)<<16|regSrc1<<24)
		// MUBUF cache controls (buffer_wbinvl1, buffer_wbinvl1_vol) have no
		// operands and decode only with every field zero.
		add("MUBUF", "native", op, "", 0xE0000000|uint32(op)<<18, 0)
		// FLAT/GLOBAL/SCRATCH: vdst v8, addr v16, data v24, saddr off (0x7f).
		add("FLAT", "native", op, "", 0xDC000000|uint32(op)<<18, regSrc0|regSrc1<<8|regDst<<24)
		add("GLOBAL", "native", op, "", 0xDC000000|uint32(op)<<18|2<<14, regSrc0|regSrc1<<8|0x7f<<16|regDst<<24)
		add("SCRATCH", "native", op, "", 0xDC000000|uint32(op)<<18|1<<14, regSrc0|regSrc1<<8|0x7f<<16|regDst<<24)
		// atomics that return the old value (glc) have a destination operand
		add("FLAT", "rtn", op, "", 0xDC000000|uint32(op)<<18|1<<16, regSrc0|regSrc1<<8|regDst<<24)
		add("GLOBAL", "rtn", op, "", 0xDC000000|uint32(op)<<18|1<<16|2<<14, regSrc0|regSrc1<<8|0x7f<<16|regDst<<24)
		// MIMG: vdata v8, vaddr v16, srsrc s[16:23], ssamp s[24:27], dmask
		// 0x1; then every dmask/tfe/d16 combination, whose printed vdata
		// widths give the data-size model (sizeProbe).
		// Instructions without a sampler decode only with ssamp = 0.
		for _, ssamp := range []uint32{regSrc1 / 4, 0} {
			mimg := func(dmask, tfe, d16 uint32) (uint32, uint32) {
				return 0xF0000000 | uint32(op)<<18 | tfe<<16 | dmask<<8, regSrc0 | regDst<<8 | (regSrc0/4)<<16 | ssamp<<21 | d16<<31
			}
			w0, w1 := mimg(1, 0, 0)
			add("MIMG", "native", op, "", w0, w1)
			for _, dm := range []uint32{1, 3, 7, 0xf} {
				for tfe := uint32(0); tfe < 2; tfe++ {
					for d16 := uint32(0); d16 < 2; d16++ {
						w0, w1 := mimg(dm, tfe, d16)
						add("MIMG", "size", op, fmt.Sprintf("%d,%d,%d", dm, tfe, d16), w0, w1)
					}
				}
			}
		}
	}
	// MTBUF: offen, dfmt 1 (the default format), vaddr v16, vdata v8,
	// srsrc s[16:19], soffset s24.
	for op := 0; op < 16; op++ {
		add("MTBUF", "native", op, "", 0xE8000000|1<<19|uint32(op)<<15|1<<12, regSrc0|regDst<<8|(regSrc0/4)<<16|regSrc1<<24)
	}
	return ps
}

// token is one parsed assembly operand of a probe's disassembly.
type token struct {
	file  byte // 'v', 's', or 0 for non-registers
	num   int
	count int
	text  string
}

var modOnlyRE = regexp.MustCompile(`^([a-z_0-9]+:|(gds|glc|slc|offen|idxen|lds|tfe|clamp)$)`)

var regRE = regexp.MustCompile(`^([vs])(?:(\d+)|\[(\d+):(\d+)\])$`)

func parseToken(t string) token {
	if m := regRE.FindStringSubmatch(t); m != nil {
		if m[2] != "" {
			n, _ := strconv.Atoi(m[2])
			return token{file: m[1][0], num: n, count: 1, text: t}
		}
		a, _ := strconv.Atoi(m[3])
		b, _ := strconv.Atoi(m[4])
		return token{file: m[1][0], num: a, count: b - a + 1, text: t}
	}
	return token{text: t}
}

// splitInst splits disassembly text into mnemonic, positional operands and
// trailing modifiers.
func splitInst(text string) (mn string, ops []string, mods []string) {
	text = strings.TrimSpace(text)
	sp := strings.IndexByte(text, ' ')
	if sp < 0 {
		return text, nil, nil
	}
	mn, rest := text[:sp], strings.TrimSpace(text[sp+1:])
	parts := splitOperands(rest)
	last := parts[len(parts)-1]
	// the last positional operand may be followed by space separated modifiers
	fields := strings.Fields(last)
	parts[len(parts)-1] = fields[0]
	mods = fields[1:]
	if modOnlyRE.MatchString(fields[0]) {
		// no positional operands at all, only modifiers
		parts = parts[:len(parts)-1]
		mods = fields
	}
	return mn, parts, mods
}

// splitOperands splits at ", " outside parentheses, so that
// hwreg(HW_REG_MODE, 0, 4) stays one operand.
func splitOperands(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:]))
}

// opnd is the generator's view of one operand slot.
type opnd struct {
	accept string // sources: which of v (VGPR), s (SGPR), i (inline constant), l (literal) llvm-mc accepts
	field  string
	class  string
	size   int
	typ    string
	def    bool
	use    bool
}

// form is one discovered form.
type form struct {
	kind    string
	enc     string
	op      int
	text    string // canonical disassembly (probe registers)
	ops     []opnd
	mods    []string
	targets map[string]bool
	// MIMG only: bit n set when an n-dword vdata / vaddr is accepted by
	// the assembler; vdataDecoded: the vdata widths the decoder derives.
	vdataSizes, vaddrSizes, vdataDecoded int
}

// inst is one discovered instruction.
type inst struct {
	impDefs, impUses []string
	name             string
	forms            map[string]*form
	targets          map[string]bool
}

var suffixes = map[string]string{"_e32": "native", "_e64": "e64", "_sdwa": "sdwa", "_dpp": "dpp"}

func baseName(mn string) (string, string) {
	for s, k := range suffixes {
		if strings.HasSuffix(mn, s) {
			return strings.TrimSuffix(mn, s), k
		}
	}
	return mn, ""
}

// fieldOf maps a printed register back to the field the probe put it in.
func fieldOf(enc, form string, pos int, t token) string {
	switch enc {
	case "SOP1", "SOP2", "SOPK", "SOPC":
		switch t.num {
		case regDst:
			return "sdst"
		case regSrc0:
			return "ssrc0"
		case regSrc1:
			return "ssrc1"
		}
	case "SMEM":
		switch t.num {
		case regDst:
			return "sdst"
		case regSrc0:
			return "sbase"
		}
	case "DS":
		switch t.num {
		case regDst:
			return "vdst"
		case regSrc0:
			return "addr"
		case regSrc1:
			return "data0"
		case regSrc2:
			return "data1"
		}
	case "MIMG":
		switch {
		case t.num == regDst && t.file == 'v':
			return "data0"
		case t.num == regSrc0 && t.file == 'v':
			return "addr"
		case t.num == regSrc0 && t.file == 's':
			return "srsrc"
		case t.num == regSrc1 && t.file == 's':
			return "ssamp"
		}
	case "MUBUF", "MTBUF":
		switch {
		case t.num == regDst:
			return "data0"
		case t.num == regSrc0 && t.file == 'v':
			return "addr"
		case t.num == regSrc0 && t.file == 's':
			return "srsrc"
		case t.num == regSrc1:
			return "soffset"
		}
	case "FLAT", "GLOBAL", "SCRATCH":
		switch t.num {
		case regDst:
			return "vdst"
		case regSrc0:
			return "addr"
		case regSrc1:
			return "data0"
		}
	default: // VOP*
		switch t.num {
		case regDst:
			return "vdst"
		case regSrc0:
			return "src0"
		case regSrc1:
			return "src1"
		case regSrc2:
			return "src2"
		case 0:
			if t.file == 's' && enc == "VOP3" {
				return "sdst3"
			}
		}
	}
	return ""
}

// analyse turns one probe's disassembly into a form, or nil when the text
// does not map cleanly onto the probe's fields.
func analyse(p probe, text string) (string, *form) {
	if strings.Contains(text, "/*") {
		return "", nil // llvm flags an operand of the wrong register class
	}
	mn, ops, mods := splitInst(text)
	name, kind := baseName(mn)
	if kind == "" {
		kind = "native"
	}
	if p.enc == "VOP3" && kind == "e64" {
		kind = "e64"
	} else if p.form != "native" {
		kind = p.form
	}
	if _, _, mods := splitInst(text); p.form == "rtn" {
		mods = nil // glc is implied by the form
		_ = mods
	}
	f := &form{kind: kind, enc: p.enc, op: p.op, text: text, targets: map[string]bool{}}
	seen := map[string]bool{}
	for i, o := range ops {
		t := parseToken(o)
		var od opnd
		switch {
		case t.file != 0:
			fld := fieldOf(p.enc, p.form, i, t)
			if fld == "" || seen[fld] {
				return "", nil
			}
			seen[fld] = true
			od = opnd{field: fld, size: t.count}
			if t.file == 'v' {
				od.class = "vgpr"
			} else {
				od.class = "sgpr"
			}
			// a 9-bit source that took a VGPR in this probe also takes SGPRs and constants
			if t.file == 'v' && (fld == "src0" && p.enc != "VOP3" && p.enc != "VOP3P" && kind == "native" ||
				(fld == "src0" || fld == "src1" || fld == "src2") && (p.enc == "VOP3" || p.enc == "VOP3P")) {
				od.class = "vsrc"
			}
		case o == "vcc":
			od = opnd{field: "implicit", class: "vcc", size: 2}
		case o == "off":
			switch p.enc {
			case "MUBUF", "MTBUF":
				od = opnd{field: "addr", class: "off", size: 1}
			default:
				od = opnd{field: "saddr", class: "off", size: 2}
			}
		case o == "0x41000000" && p.srcClass == "k":
			od = opnd{field: "k", class: "imm32", size: 1}
		case strings.HasPrefix(o, "0x") || regexp.MustCompile(`^-?\d+$`).MatchString(o):
			switch p.enc {
			case "SOPK", "SOPP":
				od = opnd{field: "simm16", class: "imm16", size: 1}
			case "SMEM":
				if i == 0 { // s_atc_probe: the first operand is a 7-bit immediate in sdata
					od = opnd{field: "sdst", class: "imm16", size: 1}
				} else {
					od = opnd{field: "soffset", class: "smem_offset", size: 1}
				}
			case "SOPC":
				od = opnd{field: "ssrc1", class: "imm16", size: 1}
			default:
				return "", nil
			}
		case strings.HasPrefix(o, "hwreg(") || strings.HasPrefix(o, "sendmsg(") || strings.HasPrefix(o, "gpr_idx(") ||
			strings.HasPrefix(o, "vmcnt(") || strings.HasPrefix(o, "expcnt(") || strings.HasPrefix(o, "lgkmcnt("):
			od = opnd{field: "simm16", class: "imm16", size: 1}
		default:
			return "", nil
		}
		f.ops = append(f.ops, od)
	}
	// The 9-bit src fields must agree with the probe: a field probed as 's'
	// must print as an SGPR (otherwise it was not read as a source).
	f.mods = mods
	// s_waitcnt prints its operand as several space separated parts.
	if name == "s_waitcnt" {
		f.ops = []opnd{{field: "simm16", class: "imm16", size: 1}}
		f.mods = nil
	}
	return name, f
}

func main() {
	out := flag.String("o", "tables_gen.go", "output file")
	flag.Parse()
	insts := map[string]*inst{}
	for _, mcpu := range []string{"gfx900", "gfx906"} {
		discover(mcpu, insts)
	}
	for _, in := range insts {
		finish(in)
		for _, f := range in.forms {
			if f.enc == "MIMG" {
				mimgDataModel(in.name, f)
			}
		}
	}
	probeModifiers(insts)
	probeAddrSizes(insts)
	src := emit(insts)
	formatted, err := format.Source(src)
	if err != nil {
		os.WriteFile(*out+".broken", src, 0o644)
		log.Fatalf("gofmt generated code: %v", err)
	}
	if err := os.WriteFile(*out, formatted, 0o644); err != nil {
		log.Fatal(err)
	}
	n := 0
	for _, in := range insts {
		n += len(in.forms)
	}
	log.Printf("wrote %s: %d instructions, %d forms", *out, len(insts), n)
}

func discover(mcpu string, insts map[string]*inst) {
	probes := makeProbes()
	texts := disassemble(mcpu, probes)
	// For each (enc, form, op) keep the first probe that maps cleanly.
	type key struct {
		enc, form string
		op        int
	}
	done := map[key]bool{}
	for i, p := range probes {
		k := key{p.enc, p.form, p.op}
		if done[k] {
			continue
		}
		text, ok := texts[i]
		if !ok {
			continue
		}
		if p.form == "size" {
			recordMIMGSize(mcpu, p, text)
			continue
		}
		name, f := analyse(p, text)
		if os.Getenv("ISAGEN_DEBUG") != "" {
			fmt.Fprintf(os.Stderr, "%s %s %d %q -> %v\n", p.enc, p.form, p.op, text, f != nil)
		}
		if f == nil {
			continue
		}
		if p.enc == "VOP3" && f.kind == "native" || p.enc == "VOP3P" {
			// VOP3-only and VOP3P instructions: their own encoding.
		}
		if p.form == "rtn" && !strings.Contains(name, "atomic") {
			continue // only atomics change their operands with glc
		}
		if p.srcClass == "k" && !strings.Contains(text, "0x41000000") {
			continue // only madmk/madak print a K; the plain probe covers the rest
		}
		done[k] = true
		in := insts[name]
		if in == nil {
			in = &inst{name: name, forms: map[string]*form{}, targets: map[string]bool{}}
			insts[name] = in
		}
		in.targets[mcpu] = true
		if old := in.forms[f.kind]; old != nil {
			if old.enc != f.enc || old.op != f.op {
				// the same mnemonic at another opcode: keep the first (gfx900) one
				// only when the targets differ; otherwise it is an alias.
				old.targets[mcpu] = old.targets[mcpu] || false
				continue
			}
			old.targets[mcpu] = true
			continue
		}
		f.targets[mcpu] = true
		in.forms[f.kind] = f
	}
}

// mimgSizes holds, per target and MIMG mnemonic, the vdata width llvm-mc
// prints for each "dmask,tfe,d16" combination of the size probes.
var mimgSizes = map[string]map[string]map[string]int{}

func recordMIMGSize(mcpu string, p probe, text string) {
	if strings.Contains(text, "/*") {
		return
	}
	mn, ops, _ := splitInst(text)
	if len(ops) == 0 {
		return
	}
	t := parseToken(ops[0])
	if t.file != 'v' || t.num != regDst {
		return
	}
	if mimgSizes[mcpu] == nil {
		mimgSizes[mcpu] = map[string]map[string]int{}
	}
	if mimgSizes[mcpu][mn] == nil {
		mimgSizes[mcpu][mn] = map[string]int{}
	}
	mimgSizes[mcpu][mn][p.srcClass] = t.count
}

// mimgFormula is the vdata width the assembler requires for a dmask, tfe and
// d16 (gfx9 packs d16 data): one dword per dmask bit (four for gather4),
// halved and rounded up with d16, plus one with tfe.
func mimgFormula(name string, dmask, tfe, d16 int) int {
	n := 0
	for b := dmask & 0xf; b != 0; b &= b - 1 {
		n++
	}
	if n == 0 {
		n = 1
	}
	if strings.HasPrefix(name, "image_gather4") {
		n = 4
	}
	if d16 != 0 {
		n = (n + 1) / 2
	}
	return n + tfe
}

// mimgDataModel derives, from the widths llvm-mc's decoder printed, the set
// of vdata widths the instruction has: those it printed where they are the
// formula's. Where the formula's width is not one of them the decoder keeps
// the operand's own width (the dmask 0x1 probe's); llvm-mc then prints
// widths of other variants for a few encodings the assembler rejects
// (atomics with dmask 0x7 or 0xf), which ISAGEN_DEBUG lists.
func mimgDataModel(name string, f *form) {
	mcpu := "gfx900"
	if !f.targets[mcpu] {
		mcpu = "gfx906"
	}
	sizes := mimgSizes[mcpu][name]
	size := 0
	for k := range f.ops {
		if f.ops[k].field == "data0" {
			size = f.ops[k].size
		}
	}
	f.vdataDecoded = 1 << size
	for combo, w := range sizes {
		var dm, tfe, d16 int
		fmt.Sscanf(combo, "%d,%d,%d", &dm, &tfe, &d16)
		if w == mimgFormula(name, dm, tfe, d16) {
			f.vdataDecoded |= 1 << w
		}
	}
	f.vdataSizes = f.vdataDecoded // until probeAddrSizes asks the assembler
	for combo, w := range sizes {
		var dm, tfe, d16 int
		fmt.Sscanf(combo, "%d,%d,%d", &dm, &tfe, &d16)
		want := mimgFormula(name, dm, tfe, d16)
		if f.vdataDecoded&(1<<want) == 0 {
			want = size
		}
		if want != w && os.Getenv("ISAGEN_DEBUG") != "" {
			log.Printf("%s: dmask %d tfe %d d16 %d decodes to %d dwords, the model says %d", name, dm, tfe, d16, w, want)
		}
	}
}

var typeTokRE = regexp.MustCompile(`^(f16|f32|f64|i16|i32|i64|u16|u32|u64|b16|b32|b64|i24|u24|u8|i8)$`)

// typesOf returns the data types named by the mnemonic's suffixes, in order.
func typesOf(name string) []string {
	var ts []string
	for _, p := range strings.Split(name, "_") {
		if typeTokRE.MatchString(p) {
			switch p {
			case "i24", "i8":
				p = "i32"
			case "u24", "u8":
				p = "u32"
			}
			ts = append(ts, p)
		}
	}
	return ts
}

// typeOverrides name the operand types that the mnemonic does not spell.
var typeOverrides = map[string]map[string]string{
	"v_ldexp_f32":            {"src1": "i32"},
	"v_ldexp_f16":            {"src1": "i32"},
	"v_ldexp_f64":            {"src1": "i32"},
	"v_lshlrev_b64":          {"src0": "u32"},
	"v_lshrrev_b64":          {"src0": "u32"},
	"v_ashrrev_i64":          {"src0": "u32"},
	"s_lshl_b64":             {"ssrc1": "u32"},
	"s_lshr_b64":             {"ssrc1": "u32"},
	"s_ashr_i64":             {"ssrc1": "u32"},
	"s_bfe_u64":              {"ssrc1": "u32"},
	"s_bfe_i64":              {"ssrc1": "u32"},
	"s_bfm_b64":              {"ssrc0": "b32", "ssrc1": "b32"},
	"s_bitset0_b64":          {"ssrc0": "u32"},
	"s_bitset1_b64":          {"ssrc0": "u32"},
	"v_mad_u64_u32":          {"src2": "u64"},
	"s_bitcmp0_b64":          {"ssrc1": "u32"},
	"v_cvt_pkrtz_f16_f32":    {"vdst": "b32"}, // both halves, as v_cvt_pknorm
	"v_cvt_pknorm_i16_f32":   {"vdst": "b32"},
	"v_cvt_pknorm_u16_f32":   {"vdst": "b32"},
	"v_cvt_pknorm_i16_f16":   {"vdst": "b32"},
	"v_cvt_pknorm_u16_f16":   {"vdst": "b32"},
	"v_dot2_i32_i16":         {"src0": "v2i16", "src1": "v2i16", "src2": "i32"},
	"v_dot2_u32_u16":         {"src0": "v2u16", "src1": "v2u16", "src2": "u32"},
	"v_sad_u16":              {"vdst": "u32", "src0": "u32", "src1": "u32", "src2": "u32"},
	"v_sat_pk_u8_i16":        {"src0": "v2i16"},
	"s_pack_ll_b32_b16":      {"ssrc0": "b32", "ssrc1": "b32"},
	"s_pack_lh_b32_b16":      {"ssrc0": "b32", "ssrc1": "b32"},
	"s_pack_hh_b32_b16":      {"ssrc0": "b32", "ssrc1": "b32"},
	"s_sext_i32_i16":         {"ssrc0": "i32"},
	"v_mad_i32_i16":          {"src2": "i32"},
	"v_mad_u32_u16":          {"src2": "u32"},
	"s_bitcmp1_b64":          {"ssrc1": "u32"},
	"s_rfe_restore_b64":      {"ssrc1": "u32"},
	"v_mad_i64_i32":          {"src2": "i64"},
	"v_cmp_class_f32":        {"src1": "u32"},
	"v_cmp_class_f16":        {"src1": "u32"},
	"v_cmp_class_f64":        {"src1": "u32"},
	"v_cmpx_class_f32":       {"src1": "u32"},
	"v_cmpx_class_f16":       {"src1": "u32"},
	"v_cmpx_class_f64":       {"src1": "u32"},
	"v_trig_preop_f64":       {"src1": "u32"},
	"v_cvt_pk_u8_f32":        {"src1": "u32", "src2": "u32"},
	"v_cvt_f32_ubyte0":       {"src0": "u32"},
	"v_cvt_f32_ubyte1":       {"src0": "u32"},
	"v_cvt_f32_ubyte2":       {"src0": "u32"},
	"v_cvt_f32_ubyte3":       {"src0": "u32"},
	"v_cvt_off_f32_i4":       {"src0": "i32"},
	"v_div_fixup_legacy_f16": {},
}

// defUseByName decides, for operands whose role the encoding does not fix,
// whether they are read, written or both.
func defUse(name, enc, field string, pos int, nops int) (def, use bool) {
	switch enc {
	case "SOPK":
		if field == "sdst" {
			switch {
			case strings.HasPrefix(name, "s_cmpk_"), name == "s_setreg_b32":
				return false, true
			case name == "s_movk_i32", name == "s_getreg_b32":
				return true, false
			case name == "s_setreg_imm32_b32":
				return false, false
			}
			return true, true // addk, mulk, cmovk: read-modify-write
		}
		return false, true
	case "SOP1", "SOP2":
		if field == "sdst" {
			return true, name == "s_swappc_b64" && false || name == "s_cmov_b32" || name == "s_cmov_b64" || strings.HasPrefix(name, "s_bitset") || strings.HasPrefix(name, "s_movreld")
		}
		return false, true
	case "SMEM":
		if field == "sdst" {
			switch {
			case strings.HasPrefix(name, "s_store") || strings.HasPrefix(name, "s_buffer_store") || strings.HasPrefix(name, "s_scratch_store"):
				return false, true
			case strings.Contains(name, "atomic"):
				return true, true
			}
			return true, false
		}
		return false, true
	case "DS":
		if field == "vdst" {
			return true, false
		}
		return false, true
	case "MUBUF":
		if field == "data0" {
			switch {
			case strings.HasPrefix(name, "buffer_store"):
				return false, true
			case strings.HasPrefix(name, "buffer_atomic"):
				return true, true // written only with glc
			case strings.Contains(name, "_d16_hi") || strings.Contains(name, "_d16"):
				return true, true // d16 loads keep the other half
			}
			return true, false
		}
		return false, true
	case "FLAT", "GLOBAL", "SCRATCH":
		if field == "vdst" {
			return true, strings.Contains(name, "_d16")
		}
		return false, true
	case "MTBUF":
		if field == "data0" {
			switch {
			case strings.HasPrefix(name, "tbuffer_store"):
				return false, true
			case strings.Contains(name, "_d16"):
				return true, true // as MUBUF d16 loads
			}
			return true, false
		}
		return false, true
	case "MIMG":
		if field == "data0" {
			switch {
			case strings.HasPrefix(name, "image_store"):
				return false, true
			case strings.HasPrefix(name, "image_atomic"):
				return true, true // written only with glc
			}
			return true, false
		}
		return false, true
	}
	// VALU
	switch field {
	case "vdst":
		use := name == "v_writelane_b32" || strings.HasPrefix(name, "v_mac_") || strings.HasPrefix(name, "v_fmac_") ||
			strings.HasPrefix(name, "v_mad_mixlo") || strings.HasPrefix(name, "v_mad_mixhi") ||
			strings.HasPrefix(name, "v_fma_mixlo") || strings.HasPrefix(name, "v_fma_mixhi")
		return true, use
	case "sdst3":
		return true, false
	case "implicit":
		// vcc right after the destination (or first, for compares) is written;
		// vcc at the end is read.
		if pos == nops-1 && pos >= 3 {
			return false, true
		}
		return true, false
	}
	return false, true
}

// implicitRegs lists the special registers an instruction reads or writes
// without naming them, from the Vega ISA manual's descriptions: SCC results
// of SALU arithmetic, logic and compares; SCC/VCC/EXEC reads of selects,
// carries and branches; EXEC of every vector instruction; M0 of relative
// moves and messages.
func implicitRegs(name, enc string) (defs, uses []string) {
	has := func(prefixes ...string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}
	switch enc {
	case "SOP2":
		if has("s_add_", "s_sub_", "s_addc_", "s_subb_", "s_min_", "s_max_", "s_and_", "s_or_", "s_xor_", "s_andn2_",
			"s_orn2_", "s_nand_", "s_nor_", "s_xnor_", "s_lshl_", "s_lshr_", "s_ashr_", "s_bfe_", "s_absdiff_", "s_lshl1_add", "s_lshl2_add", "s_lshl3_add", "s_lshl4_add") {
			defs = append(defs, "SCC")
		}
		if has("s_cselect_", "s_addc_", "s_subb_") {
			uses = append(uses, "SCC")
		}
	case "SOP1":
		if has("s_not_", "s_wqm_", "s_bcnt0_", "s_bcnt1_", "s_quadmask_", "s_abs_") || strings.Contains(name, "exec_b64") {
			defs = append(defs, "SCC")
		}
		if strings.Contains(name, "exec_b64") {
			defs, uses = append(defs, "EXEC"), append(uses, "EXEC")
		}
		if has("s_cmov_") {
			uses = append(uses, "SCC")
		}
		if has("s_movrels_", "s_movreld_") {
			uses = append(uses, "M0")
		}
	case "SOPC":
		if has("s_cmp_", "s_bitcmp") {
			defs = append(defs, "SCC")
		}
		if name == "s_set_gpr_idx_on" {
			defs = append(defs, "M0")
		}
	case "SOPK":
		if has("s_cmpk_", "s_addk_") {
			defs = append(defs, "SCC")
		}
		if name == "s_cmovk_i32" {
			uses = append(uses, "SCC")
		}
	case "SOPP":
		switch {
		case has("s_cbranch_scc"):
			uses = append(uses, "SCC")
		case has("s_cbranch_vcc"):
			uses = append(uses, "VCC")
		case has("s_cbranch_exec"):
			uses = append(uses, "EXEC")
		case has("s_sendmsg"):
			uses = append(uses, "M0")
		case name == "s_set_gpr_idx_off":
			defs = append(defs, "M0")
		}
	case "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH":
		// lane-select moves ignore EXEC
		if !has("v_readlane", "v_writelane", "v_readfirstlane") {
			uses = append(uses, "EXEC")
		}
		if has("v_cmpx_") {
			defs = append(defs, "EXEC")
		}
		if has("v_div_fmas_") {
			uses = append(uses, "VCC")
		}
		if has("v_movrel") {
			uses = append(uses, "M0")
		}
	}
	return defs, uses
}

// finish fills in operand types, def/use and the VOP3P/VOPC details.
func finish(in *inst) {
	for _, f := range sortedForms(in) {
		in.impDefs, in.impUses = implicitRegs(in.name, f.enc)
		break
	}
	ts := typesOf(in.name)
	for _, f := range in.forms {
		for i := range f.ops {
			o := &f.ops[i]
			o.def, o.use = defUse(in.name, f.enc, o.field, i, len(f.ops))
			if f.enc == "VOPC" || (f.enc == "VOP3" && strings.HasPrefix(in.name, "v_cmp")) {
				if o.field == "vdst" || o.field == "implicit" {
					o.def, o.use = true, false
				}
			}
			o.typ = "b32"
			if o.size == 2 {
				o.typ = "b64"
			}
			switch {
			case len(ts) == 0:
			case o.def && !o.use || len(ts) == 1:
				o.typ = ts[0]
			default:
				o.typ = ts[len(ts)-1]
			}
			if o.def && len(ts) > 0 {
				o.typ = ts[0]
			}
			if o.class == "vcc" || o.field == "sdst3" || (o.class == "sgpr" && o.size == 2 && strings.HasPrefix(in.name, "v_") && o.field != "vdst") {
				o.typ = "b64"
			}
			if ov, ok := typeOverrides[in.name][o.field]; ok {
				o.typ = ov
			}
			if strings.HasPrefix(in.name, "v_pk_") && o.field != "sdst3" {
				switch o.typ {
				case "f16":
					o.typ = "v2f16"
				case "i16", "b16":
					o.typ = "v2i16"
				case "u16":
					o.typ = "v2u16"
				}
			}
			if f.enc == "SMEM" || f.enc == "DS" || f.enc == "MUBUF" || f.enc == "MTBUF" || f.enc == "MIMG" || f.enc == "FLAT" || f.enc == "GLOBAL" || f.enc == "SCRATCH" {
				o.typ = map[int]string{1: "b32", 2: "b64"}[o.size]
				if o.typ == "" {
					o.typ = "b32"
				}
			}
			// sizes of 64-bit typed operands printed as constants
			if o.class == "ssrc" || o.class == "vsrc" {
				if (o.typ == "f64" || o.typ == "i64" || o.typ == "u64" || o.typ == "b64") && o.size == 1 {
					o.size = 2
				}
			}
		}
		// Branch offsets are labels in assembly.
		if strings.HasPrefix(in.name, "s_branch") || strings.HasPrefix(in.name, "s_cbranch") {
			for i := range f.ops {
				if f.ops[i].field == "simm16" {
					f.ops[i].class = "label"
				}
			}
		}
		// SALU sources take SGPRs, inline constants and literals.
		if strings.HasPrefix(f.enc, "SOP") {
			for i := range f.ops {
				if (f.ops[i].field == "ssrc0" || f.ops[i].field == "ssrc1") && f.ops[i].class != "imm16" {
					f.ops[i].class = "ssrc"
				}
			}
		}
	}
}

// modProbe is one modifier to try on a form.
type modProbe struct {
	mod  string
	edit func(text string) string
}

func onFirstSrc(f func(string) string) func(string) string {
	return func(text string) string {
		re := regexp.MustCompile(`(, |^(\S+ ))(v16|v\[16:\d+\])`)
		loc := re.FindStringSubmatchIndex(text)
		if loc == nil {
			return ""
		}
		return text[:loc[6]] + f(text[loc[6]:loc[7]]) + text[loc[7]:]
	}
}

func appendMod(m string) func(string) string { return func(t string) string { return t + " " + m } }

func nsrcs(f *form) int {
	n := 0
	for _, o := range f.ops {
		if o.field == "src0" || o.field == "src1" || o.field == "src2" {
			n++
		}
	}
	return n
}

func list(n int, v string) string {
	s := make([]string, n)
	for i := range s {
		s[i] = v
	}
	return "[" + strings.Join(s, ",") + "]"
}

func probesFor(f *form) []modProbe {
	abs := modProbe{"abs", onFirstSrc(func(s string) string { return "|" + s + "|" })}
	neg := modProbe{"neg", onFirstSrc(func(s string) string { return "-" + s })}
	switch {
	case f.enc == "VOP3P":
		n := nsrcs(f)
		return []modProbe{abs, {"clamp", appendMod("clamp")}, {"op_sel", appendMod("op_sel:" + list(n, "1"))},
			{"op_sel_hi", appendMod("op_sel_hi:" + list(n, "0"))}, {"neg_lohi", appendMod("neg_lo:" + list(n, "1") + " neg_hi:" + list(n, "1"))}}
	case f.enc == "VOP3":
		n := nsrcs(f)
		return []modProbe{abs, neg, {"clamp", appendMod("clamp")}, {"omod", appendMod("mul:2")}, {"op_sel", appendMod("op_sel:" + list(n+1, "1"))}}
	case f.kind == "sdwa":
		return []modProbe{abs, neg, {"clamp", appendMod("clamp")}, {"omod", appendMod("mul:2")},
			{"sext", onFirstSrc(func(s string) string { return "sext(" + s + ")" })}}
	case f.kind == "dpp":
		return []modProbe{abs, neg}
	case f.enc == "DS":
		return []modProbe{{"offset", appendMod("offset:4")}, {"offset01", appendMod("offset0:1 offset1:2")}, {"gds", appendMod("gds")}}
	case f.enc == "MTBUF":
		return []modProbe{{"offset", appendMod("offset:4")}, {"glc", appendMod("glc")}, {"slc", appendMod("slc")},
			{"offen", func(t string) string { return t }}, {"idxen", func(t string) string { return strings.Replace(t, " offen", " idxen", 1) }},
			{"tfe", appendMod("tfe")},
			{"format", func(t string) string {
				return strings.Replace(t, " offen", " format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen", 1)
			}}}
	case f.enc == "MIMG":
		// each modifier alone, with vdata resized where it changes the width
		var ps []modProbe
		for _, m := range []string{"unorm", "glc", "slc", "a16", "r128", "tfe", "lwe", "da", "d16"} {
			m := m
			ps = append(ps, modProbe{m, func(t string) string {
				if m == "tfe" || m == "d16" {
					mn, ops, mods := splitInst(t)
					dm := 1
					for _, x := range mods {
						if strings.HasPrefix(x, "dmask:") {
							v, _ := strconv.ParseInt(strings.TrimPrefix(x, "dmask:"), 0, 32)
							dm = int(v)
						}
					}
					w := mimgFormula(mn, dm, bit(m == "tfe"), bit(m == "d16"))
					ops[0] = vRange(regDst, w)
					return mn + " " + strings.Join(ops, ", ") + modSuffix(mods) + " " + m
				}
				return t + " " + m
			}})
		}
		return ps
	case f.enc == "MUBUF":
		return []modProbe{{"offset", appendMod("offset:4")}, {"glc", appendMod("glc")}, {"slc", appendMod("slc")},
			{"offen", func(t string) string { return t }}, {"idxen", func(t string) string { return strings.Replace(t, " offen", " idxen", 1) }},
			{"lds", appendMod("lds")}, {"tfe", appendMod("tfe")}}
	case f.kind == "rtn":
		return []modProbe{{"offset", appendMod("offset:8")}, {"slc", appendMod("slc")}}
	case f.enc == "FLAT" || f.enc == "GLOBAL" || f.enc == "SCRATCH":
		return []modProbe{{"offset", appendMod("offset:8")}, {"glc", appendMod("glc")}, {"slc", appendMod("slc")}}
	case f.enc == "SMEM":
		return []modProbe{{"glc", appendMod("glc")}}
	}
	return nil
}

// probeModifiers assembles each form with each modifier and records what
// llvm-mc accepts, on every target the form exists for.
func probeModifiers(insts map[string]*inst) {
	for _, mcpu := range []string{"gfx900", "gfx906"} {
		type entry struct {
			f   *form
			mod string
		}
		var lines []string
		var entries []entry
		for _, in := range sorted(insts) {
			for _, f := range sortedForms(in) {
				if !f.targets[mcpu] {
					continue
				}
				base := canonicalText(in, f)
				for _, p := range probesFor(f) {
					t := p.edit(base)
					if t == "" {
						continue
					}
					lines = append(lines, t)
					entries = append(entries, entry{f, p.mod})
				}
			}
		}
		// source operands: which kinds of value each accepts
		type srcEntry struct {
			f    *form
			k    int
			kind byte
		}
		var srcEntries []srcEntry
		for _, in := range sorted(insts) {
			for _, f := range sortedForms(in) {
				if !f.targets[mcpu] {
					continue
				}
				mn, ops, _ := splitInst(canonicalText(in, f))
				_, _, mods := splitInst(canonicalText(in, f))
				for k, o := range f.ops {
					if !isSourceField(o.field) || k >= len(ops) {
						continue
					}
					for _, kind := range []byte{'v', 's', 'i', 'l'} {
						alt := append([]string(nil), ops...)
						alt[k] = sampleValue(kind, o.size)
						lines = append(lines, mn+" "+strings.Join(alt, ", ")+modSuffix(mods))
						entries = append(entries, entry{nil, ""})
						srcEntries = append(srcEntries, srcEntry{f, k, kind})
						// the same with every other scalar source made an inline
						// constant, so the constant bus limit does not hide an SGPR
						for j, other := range f.ops {
							if j != k && isSourceField(other.field) && strings.HasPrefix(alt[j], "s") {
								alt[j] = "1"
							}
						}
						lines = append(lines, mn+" "+strings.Join(alt, ", ")+modSuffix(mods))
						entries = append(entries, entry{nil, ""})
						srcEntries = append(srcEntries, srcEntry{f, k, kind})
					}
				}
			}
		}
		bad := assembleErrors(mcpu, lines)
		accepted := map[*form]map[string]bool{}
		first := len(entries) - len(srcEntries)
		for n, e := range srcEntries {
			ok := !bad[first+n+1]
			if ok && (mcpu == "gfx900" || !e.f.targets["gfx900"]) && !strings.Contains(e.f.ops[e.k].accept, string(e.kind)) {
				e.f.ops[e.k].accept += string(e.kind)
			}
		}
		entries = entries[:first]
		for i, e := range entries {
			if accepted[e.f] == nil {
				accepted[e.f] = map[string]bool{}
			}
			accepted[e.f][e.mod] = !bad[i+1]
		}
		for f, ms := range accepted {
			var mods []string
			for m, ok := range ms {
				if ok {
					mods = append(mods, m)
				}
			}
			sort.Strings(mods)
			// gfx900's answer wins for forms on both targets
			if mcpu == "gfx900" || !f.targets["gfx900"] {
				f.mods = mods
			}
		}
	}
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

func vRange(n, count int) string {
	if count == 1 {
		return fmt.Sprintf("v%d", n)
	}
	return fmt.Sprintf("v[%d:%d]", n, n+count-1)
}

// probeAddrSizes assembles every MIMG form with each vaddr width from 1 to
// 16 dwords and records which llvm-mc accepts (on gfx9 the address count is
// not tied to a dimension: any width of the instruction's variants goes);
// then each vdata width from 1 to 5 with every dmask/tfe/d16 combination
// whose data size it is.
func probeAddrSizes(insts map[string]*inst) {
	for _, mcpu := range []string{"gfx900", "gfx906"} {
		type entry struct {
			f     *form
			w     int
			vdata bool
		}
		var lines []string
		var entries []entry
		for _, in := range sorted(insts) {
			for _, f := range sortedForms(in) {
				if f.enc != "MIMG" || !f.targets[mcpu] {
					continue
				}
				mn, ops, mods := splitInst(canonicalText(in, f))
				for w := 1; w <= 16; w++ {
					alt := append([]string(nil), ops...)
					alt[1] = vRange(regSrc0, w)
					lines = append(lines, mn+" "+strings.Join(alt, ", ")+modSuffix(mods))
					entries = append(entries, entry{f, w, false})
				}
				hasD16 := contains(f.mods, "d16")
				for _, dm := range []int{1, 3, 7, 15} {
					for tfe := 0; tfe < 2; tfe++ {
						for d16 := 0; d16 < 1+bit(hasD16); d16++ {
							w := mimgFormula(in.name, dm, tfe, d16)
							alt := append([]string(nil), ops...)
							alt[0] = vRange(regDst, w)
							l := mn + " " + strings.Join(alt, ", ") + fmt.Sprintf(" dmask:0x%x", dm)
							if tfe == 1 {
								l += " tfe"
							}
							if d16 == 1 {
								l += " d16"
							}
							lines = append(lines, l)
							entries = append(entries, entry{f, w, true})
						}
					}
				}
			}
		}
		bad := assembleErrors(mcpu, lines)
		for _, e := range entries {
			if e.vdata && (mcpu == "gfx900" || !e.f.targets["gfx900"]) {
				e.f.vdataSizes = 0
			}
		}
		for n, e := range entries {
			if bad[n+1] || mcpu == "gfx906" && e.f.targets["gfx900"] {
				continue
			}
			if e.vdata {
				e.f.vdataSizes |= 1 << e.w
			} else {
				e.f.vaddrSizes |= 1 << e.w
			}
		}
	}
}

func isSourceField(f string) bool {
	switch f {
	case "src0", "src1", "src2", "ssrc0", "ssrc1":
		return true
	}
	return false
}

func sampleValue(kind byte, size int) string {
	switch kind {
	case 'v':
		if size > 1 {
			return fmt.Sprintf("v[40:%d]", 40+size-1)
		}
		return "v40"
	case 's':
		if size > 1 {
			return fmt.Sprintf("s[40:%d]", 40+size-1)
		}
		return "s40"
	case 'i':
		return "7"
	}
	return "0x1234" // a literal that fits 16-bit operands too
}

func modSuffix(mods []string) string {
	if len(mods) == 0 {
		return ""
	}
	return " " + strings.Join(mods, " ")
}

// canonicalText is the form's disassembly with default modifiers removed,
// so that probes add one modifier at a time.
func canonicalText(in *inst, f *form) string {
	mn, ops, _ := splitInst(f.text)
	t := mn
	if len(ops) > 0 {
		t += " " + strings.Join(ops, ", ")
	}
	if f.enc == "MUBUF" || f.enc == "MTBUF" {
		t += " offen"
	}
	if f.enc == "MIMG" {
		// the smallest dmask whose width is the vdata width
		for _, dm := range []int{1, 3, 7, 15} {
			if w := mimgFormula(in.name, dm, 0, 0); f.vdataSizes&(1<<w) != 0 {
				_, ops, _ := splitInst(t)
				ops[0] = vRange(regDst, w)
				t = in.name + " " + strings.Join(ops, ", ") + fmt.Sprintf(" dmask:0x%x", dm)
				break
			}
		}
	}
	if f.kind == "rtn" {
		t += " glc"
	}
	if f.kind == "dpp" {
		t += " quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf"
	}
	return t
}

func sorted(insts map[string]*inst) []*inst {
	var l []*inst
	for _, in := range insts {
		l = append(l, in)
	}
	sort.Slice(l, func(i, j int) bool { return l[i].name < l[j].name })
	return l
}

var formOrder = map[string]int{"native": 0, "e64": 1, "sdwa": 2, "dpp": 3, "rtn": 4}

func sortedForms(in *inst) []*form {
	var l []*form
	for _, f := range in.forms {
		l = append(l, f)
	}
	sort.Slice(l, func(i, j int) bool { return formOrder[l[i].kind] < formOrder[l[j].kind] })
	return l
}

var goField = map[string]string{"sdst": "FieldSDst", "ssrc0": "FieldSSrc0", "ssrc1": "FieldSSrc1", "simm16": "FieldSImm16",
	"sbase": "FieldSBase", "soffset": "FieldSOffset", "vdst": "FieldVDst", "src0": "FieldSrc0", "src1": "FieldSrc1",
	"src2": "FieldSrc2", "sdst3": "FieldSDst3", "addr": "FieldAddr", "data0": "FieldData0", "data1": "FieldData1",
	"srsrc": "FieldSRsrc", "saddr": "FieldSAddr", "k": "FieldK", "implicit": "FieldImplicit", "ssamp": "FieldSSamp"}

var goClass = map[string]string{"vgpr": "ClassVGPR", "sgpr": "ClassSGPR", "ssrc": "ClassSSrc", "vsrc": "ClassVSrc",
	"imm16": "ClassImm16", "imm32": "ClassImm32", "label": "ClassLabel", "vcc": "ClassVCC", "smem_offset": "ClassSMemOff", "off": "ClassOff"}

var goMod = map[string]string{"abs": "ModAbs", "neg": "ModNeg", "clamp": "ModClamp", "omod": "ModOMod", "op_sel": "ModOpSel",
	"op_sel_hi": "ModOpSelHi", "neg_lohi": "ModNegLoHi", "sext": "ModSext", "offset": "ModOffset", "offset01": "ModOffset01",
	"gds": "ModGDS", "glc": "ModGLC", "slc": "ModSLC", "offen": "ModOffen", "idxen": "ModIdxen", "lds": "ModLDS", "tfe": "ModTFE",
	"unorm": "ModUnorm", "a16": "ModA16", "lwe": "ModLWE", "da": "ModDA", "d16": "ModD16", "format": "ModFormat"}

var goForm = map[string]string{"native": "FormNative", "e64": "FormE64", "sdwa": "FormSDWA", "dpp": "FormDPP", "rtn": "FormRTN"}

func goType(t string) string { return "Type" + strings.ToUpper(t) }

func emit(insts map[string]*inst) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/isagen from llvm-mc's gfx900 and gfx906 decoders; DO NOT EDIT.\n\npackage gfx9\n\n")
	b.WriteString("// Table holds every gfx9 instruction, sorted by name.\nvar Table = []Inst{\n")
	for _, in := range sorted(insts) {
		fmt.Fprintf(&b, "{Name: %q, Targets: %s, ImplicitDefs: %s, ImplicitUses: %s, Forms: []Form{\n", in.name, targetMask(in.targets), specials(in.impDefs), specials(in.impUses))
		for _, f := range sortedForms(in) {
			fmt.Fprintf(&b, "{Kind: %s, Enc: Enc%s, Op: %d, Targets: %s, Operands: []Operand{", goForm[f.kind], f.enc, f.op, targetMask(f.targets))
			for _, o := range f.ops {
				fmt.Fprintf(&b, "{%s, %s, %d, %s, %v, %v, %s},", goField[o.field], goClass[o.class], o.size, goType(o.typ), o.def, o.use, acceptMask(o.accept))
			}
			b.WriteString("}, Mods: ")
			var ms []string
			for _, m := range f.mods {
				if g, ok := goMod[m]; ok {
					ms = append(ms, g)
				}
			}
			if f.kind == "rtn" && !contains(ms, "ModGLC") {
				ms = append(ms, "ModGLC") // the returning form is the glc form
			}
			if (f.enc == "MUBUF" || f.enc == "MTBUF") && len(f.ops) > 0 && !contains(ms, "ModOffen") {
				ms = append(ms, "ModOffen")
			}
			if f.enc == "MIMG" {
				ms = append([]string{"ModDMask"}, ms...)
			}
			if len(ms) == 0 {
				b.WriteString("0")
			} else {
				b.WriteString(strings.Join(ms, "|"))
			}
			if f.enc == "MIMG" {
				fmt.Fprintf(&b, ", VDataSizes: %#x, VDataDecoded: %#x, VAddrSizes: %#x", f.vdataSizes, f.vdataDecoded, f.vaddrSizes)
			}
			b.WriteString("},\n")
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

func acceptMask(a string) string {
	var parts []string
	for _, c := range a {
		parts = append(parts, map[rune]string{'v': "AcceptVGPR", 's': "AcceptSGPR", 'i': "AcceptInline", 'l': "AcceptLiteral"}[c])
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, "|")
}

func specials(l []string) string {
	if len(l) == 0 {
		return "nil"
	}
	parts := make([]string, len(l))
	for i, x := range l {
		parts[i] = "Special" + x
	}
	return "[]Special{" + strings.Join(parts, ", ") + "}"
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func targetMask(t map[string]bool) string {
	switch {
	case t["gfx900"] && t["gfx906"]:
		return "TargetAll"
	case t["gfx900"]:
		return "TargetGFX900"
	case t["gfx906"]:
		return "TargetGFX906"
	}
	return "0"
}

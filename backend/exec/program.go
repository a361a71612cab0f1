// Package exec runs gfx9 (Vega, wave64) code objects: an ISA-level
// emulator of a compute unit that executes any AMDHSA kernel — hlslc's,
// clang's, llc's — wave by wave.
//
// Beyond running the code, it reports what real hardware would silently get
// wrong: a register read (or overwritten) while a memory load into it is
// still outstanding ("missing s_waitcnt"), and violations of the manual
// wait-state hazards of gfx9.HazardRules. Both checks are on by default.
//
// The semantics of every instruction are defined once, in the table of
// semantics.go, keyed by the mnemonic of the gfx9 instruction table.
//
// Bit-exactness: integer, logic and the IEEE basic float operations (add,
// subtract, multiply, FMA, conversions) are bit-exact. Transcendental and
// approximate operations (v_rcp, v_rsq, v_sqrt, v_exp, v_log, v_sin, v_cos
// and their f16/f64/legacy forms, v_rcp_iflag) are modelled as correctly
// rounded results of the exact function; hardware computes them within the
// ULP bounds the ISA manual states (e.g. 1 ULP for v_rcp_f32), so results of
// code that depends on the last bits of an approximation can differ from a
// GPU. v_fma_f32 (and the f16 and mix FMAs) round the exact a*b+c once:
// a float64 FMA rounded to odd, then to the narrow format (float.go).
//
// Speed: the common VALU operations run as whole-wave loops (fast.go) with
// operands resolved at load time; everything else runs lane by lane.
package exec

import (
	"fmt"
	"strings"
	"sync"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
)

// Program is a kernel of a code object, decoded and ready to dispatch.
type Program struct {
	Object *codeobj.Object
	Kernel codeobj.Kernel
	KD     codeobj.KernelDescriptor
	Target gfx9.Target
	// insts is indexed by the word offset from the start of .text; nil
	// entries are words inside an instruction or undecodable.
	insts []*dinst
	// decodeErr holds the decoding error at a word offset, reported only if
	// execution reaches it.
	decodeErr map[int]error
	// states holds the wave and LDS storage of finished runners, reused
	// by later dispatches of the program (a *runnerState).
	states sync.Pool
	// consumed[r] (produced[r]) is set when some instruction of the
	// program is a consumer (producer) of hazard rule r: a rule without
	// both cannot fire, so neither side of it needs history or checks.
	consumed, produced []bool
	// tim is the timing model's table of the instructions (timing.go),
	// stretches its straight runs of SIMD-private instructions
	// (timing_stretch.go), both by word index.
	// (prefixes: the same runs cut before their first s_waitcnt)
	tim []tinfo
	// writes: some instruction may write memory other workgroups see
	// (writesMemory, order.go).
	writes              bool
	writesOnce          sync.Once
	stretches, prefixes []tstretch
	timOnce             sync.Once
	// sims keeps the model state of the program's last finished timing
	// run (the caches' tags, the CUs, workgroups and waves) for its next
	// one. Not a sync.Pool: a garbage collection empties a pool, and
	// dispatches that allocate their buffers collect often enough that
	// most timed runs made the state anew (tens of allocations and
	// megabytes zeroed, which brought the next collection sooner).
	sims struct {
		sync.Mutex
		free *simCaches
	}
	// traces keeps the workgroup traces of finished timing runs (trace.go)
	traces traceStore
	entry  int // word index of the entry point
	nvgpr  int
	nsgpr  int
	mode   floatMode
}

// dinst is a decoded instruction with everything the interpreter needs
// precomputed.
type dinst struct {
	// What the run loop's short path reads for every instruction comes
	// first, in one cache line.
	run    execFn
	next   int // word index of the next instruction
	cycles int
	waits  int // wait states it provides
	class  Class
	// slow: the run loop must take its full path for the instruction (it
	// checks or records something, or changes the wave's state beyond its
	// registers); the others run on the short path (dispatch.go).
	slow bool

	in   gfx9.Instr
	pc   uint64 // byte offset in .text
	size int
	ops  []opnd
	// errBeforeRun is reported when the instruction executes (a register
	// beyond the allocation, an unsupported modifier).
	errBeforeRun string
	uses, defs   []gfx9.RegRange
	touches      []regWord // the register codes of uses and defs (checkPending)
	// loads: the registers a memory instruction writes when it returns.
	retRegs []gfx9.RegRange
	counter uint8 // cntVM, cntLGKM or 0
	smem    bool
	// sacc is what a scalar memory instruction accesses (order.go).
	sacc    smemAccess
	hazProd [][]gfx9.RegRange // per rule (nil when the instruction produces for none)
	hazCons []hazUse          // the rules it is a consumer of
	isProd  bool
	isCons  bool
	// prodRules are the rules it is a producer of.
	prodRules []int
	valu      bool // a VALU instruction (VGPR indexing applies to it)
	// mem describes the lanes' memory accesses of a DS or vector memory
	// instruction (nil for others); tim is its timing model entry.
	mem *memOp
	tim tinfo
	// invalidatesL1: buffer_wbinvl1 and buffer_wbinvl1_vol.
	invalidatesL1 bool
}

// Load reads a code object and prepares the named kernel.
func Load(co []byte, kernel string) (*Program, error) {
	obj, err := codeobj.Read(co)
	if err != nil {
		return nil, err // codeobj's errors say "code object: offset N: …"
	}
	return LoadObject(obj, kernel)
}

// LoadObject prepares the named kernel of a code object.
func LoadObject(obj *codeobj.Object, kernel string) (*Program, error) {
	k, ok := obj.Kernel(kernel)
	if !ok {
		return nil, fmt.Errorf("no kernel %q in the code object (kernels: %s)", kernel, obj.KernelNames())
	}
	kd := k.Descriptor
	if err := kd.Validate(); err != nil {
		return nil, fmt.Errorf("kernel %q: %v", kernel, err)
	}
	var t gfx9.Target
	switch obj.Target.Processor {
	case "gfx900", "":
		t = gfx9.GFX900
	case "gfx906":
		t = gfx9.GFX906
	default:
		return nil, fmt.Errorf("code object target %s: only gfx900 and gfx906 are supported", obj.Target.Processor)
	}
	if k.EntryOffset >= uint64(len(obj.Text)) || k.EntryOffset%4 != 0 {
		return nil, fmt.Errorf("kernel %q: entry offset %#x outside .text (%d bytes)", kernel, k.EntryOffset, len(obj.Text))
	}
	if kd.UsesDynamicStack() {
		return nil, fmt.Errorf("kernel %q: uses a dynamically sized stack (private segment of at least %d bytes plus calls of unknown depth), which the executor does not support", kernel, kd.PrivateSegmentFixedSize)
	}
	p := &Program{Object: obj, Kernel: *k, KD: kd, Target: t, decodeErr: map[int]error{},
		entry: int(k.EntryOffset / 4), nvgpr: kd.VGPRCount(), nsgpr: kd.SGPRCount()}
	if p.nsgpr > 102 {
		p.nsgpr = 102
	}
	if p.nvgpr > 256 {
		p.nvgpr = 256
	}
	p.mode = modeFromDescriptor(kd)
	p.decode()
	return p, nil
}

// decode decodes .text linearly from the kernel's entry point to the end of
// the kernel's code.
func (p *Program) decode() {
	text := p.Object.Text
	p.insts = make([]*dinst, len(text)/4+1)
	end := len(text)
	if code, err := p.Object.KernelCode(p.Kernel.Name); err == nil {
		end = int(p.Kernel.EntryOffset) + len(code)
	}
	for off := int(p.Kernel.EntryOffset); off+4 <= end; {
		in, size, err := gfx9.Decode(p.Target, text[off:end])
		if err != nil {
			p.decodeErr[off/4] = err
			off += 4
			continue
		}
		d := &dinst{in: in, pc: uint64(off), size: size, next: (off + size) / 4}
		p.prepare(d)
		p.insts[off/4] = d
		off += size
	}
	// Hazard rules that no instruction of the program consumes, or none
	// produces, cannot fire: neither side needs recording or checking.
	consumed, produced := make([]bool, len(gfx9.HazardRules)), make([]bool, len(gfx9.HazardRules))
	for _, d := range p.insts {
		if d != nil {
			for _, hu := range d.hazCons {
				consumed[hu.rule] = true
			}
			for _, ri := range d.prodRules {
				produced[ri] = true
			}
		}
	}
	p.consumed, p.produced = consumed, produced
	for _, d := range p.insts {
		if d != nil {
			p.pruneProducers(d)
		}
	}
}

// pruneProducers drops the hazard rules that cannot fire in the program
// from an instruction's producer and consumer roles, and decides its
// run-loop path.
func (p *Program) pruneProducers(d *dinst) {
	if p.consumed != nil {
		kept := d.prodRules[:0]
		for _, ri := range d.prodRules {
			if p.consumed[ri] {
				kept = append(kept, ri)
			} else {
				d.hazProd[ri] = nil
			}
		}
		d.prodRules = kept
		d.isProd = len(kept) > 0
		cons := d.hazCons[:0]
		for _, hu := range d.hazCons {
			if p.produced[hu.rule] {
				cons = append(cons, hu)
			}
		}
		d.hazCons = cons
		d.isCons = len(cons) > 0
	}
	n := d.in.Inst.Name
	d.slow = d.errBeforeRun != "" || d.mem != nil || d.invalidatesL1 || d.counter != 0 || d.isCons || d.isProd ||
		d.tim.kind == tkBarrier || d.tim.kind == tkEnd || strings.HasPrefix(n, "s_set_gpr_idx")
}

// prepare fills the precomputed fields of a decoded instruction.
func (p *Program) prepare(d *dinst) {
	in := &d.in
	p.fixReturningAtomic(d)
	d.class = classify(in)
	d.valu = gfx9.IsVALU(in)
	d.waits = gfx9.WaitStates(in)
	d.cycles = estimateCycles(in)
	d.uses = gfx9.Uses(in)
	d.defs = gfx9.Defs(in)
	d.touches = regWords(numRegCodes, d.uses, d.defs)
	// Registers beyond the allocation.
	for _, r := range append(append([]gfx9.RegRange(nil), d.uses...), d.defs...) {
		switch {
		case r.Code >= gfx9.CodeVGPR0 && r.Code < gfx9.CodeHWReg:
			if int(r.Code-gfx9.CodeVGPR0)+int(r.Count) > p.nvgpr {
				d.errBeforeRun = fmt.Sprintf("uses v%d, but the kernel descriptor allocates only %d VGPRs (v0-v%d)", int(r.Code-gfx9.CodeVGPR0)+int(r.Count)-1, p.nvgpr, p.nvgpr-1)
			}
		case r.Code < 102:
			if int(r.Code)+int(r.Count) > p.nsgpr {
				d.errBeforeRun = fmt.Sprintf("uses s%d, but the kernel descriptor allocates only %d SGPRs (s0-s%d)", int(r.Code)+int(r.Count)-1, p.nsgpr, p.nsgpr-1)
			}
		}
	}
	d.ops = make([]opnd, len(in.Ops))
	for k := range in.Ops {
		d.ops[k] = makeOpnd(in, k)
	}
	for ri := range gfx9.HazardRules {
		r := &gfx9.HazardRules[ri]
		pr, cr := r.Producer(in), r.Consumer(in)
		if len(pr) > 0 {
			if d.hazProd == nil {
				d.hazProd = make([][]gfx9.RegRange, len(gfx9.HazardRules))
			}
			d.hazProd[ri], d.isProd = pr, true
			d.prodRules = append(d.prodRules, ri)
		}
		if len(cr) > 0 {
			d.hazCons, d.isCons = append(d.hazCons, hazUse{rule: ri, regs: cr}), true
		}
	}
	if d.class == ClassDS || d.class == ClassVMEM {
		d.mem = describeMem(in)
	}
	d.tim = timingInfo(d)
	d.invalidatesL1 = in.Inst.Name == "buffer_wbinvl1" || in.Inst.Name == "buffer_wbinvl1_vol"
	defer p.pruneProducers(d)
	run, err := lookupSemantics(in)
	if err != nil {
		d.run = func(w *wave, d *dinst) error { return w.errorf(KindUnsupported, d, "%v", err) }
		return
	}
	d.run = run
	// Memory results that come back asynchronously.
	if in.Inst.Name == "s_sendmsg" {
		// counts in lgkmcnt, returning out of order like SMEM
		d.counter, d.smem = cntLGKM, true
	}
	switch in.Form.Enc {
	case gfx9.EncSMEM:
		d.counter, d.smem = cntLGKM, true
		d.sacc = describeSMEM(in)
	case gfx9.EncDS:
		d.counter = cntLGKM
		if in.Inst.Name == "ds_swizzle_b32" || in.Inst.Name == "ds_permute_b32" || in.Inst.Name == "ds_bpermute_b32" {
			d.counter = cntLGKM
		}
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		d.counter = cntVM
	case gfx9.EncFLAT:
		d.counter = cntVM | cntLGKM
	}
	// a scalar atomic returns into SDATA only with GLC (the table declares
	// SDATA both read and written)
	if d.counter != 0 {
		d.retRegs = gfx9.ExplicitDefs(in)
	}
}

// hazUse is a hazard rule an instruction is a consumer of, with the
// registers it reads under that rule.
type hazUse struct {
	rule int
	regs []gfx9.RegRange
}

// Class is an instruction class for statistics.
type Class uint8

// Instruction classes.
const (
	ClassSALU Class = iota
	ClassVALU
	ClassSMEM
	ClassVMEM
	ClassDS
	ClassBranch // SOPP: branches and program control (s_waitcnt, s_barrier, s_nop, s_endpgm)
	NumClasses
)

var classNames = [...]string{"SALU", "VALU", "SMEM", "VMEM", "DS", "branch"}

func (c Class) String() string { return classNames[c] }

func classify(in *gfx9.Instr) Class {
	switch in.Form.Enc {
	case gfx9.EncSOP1, gfx9.EncSOP2, gfx9.EncSOPK, gfx9.EncSOPC:
		return ClassSALU
	case gfx9.EncSOPP:
		return ClassBranch
	case gfx9.EncSMEM:
		return ClassSMEM
	case gfx9.EncDS:
		return ClassDS
	case gfx9.EncMUBUF, gfx9.EncMTBUF, gfx9.EncMIMG, gfx9.EncFLAT, gfx9.EncGLOBAL, gfx9.EncSCRATCH:
		return ClassVMEM
	}
	return ClassVALU
}

// estimateCycles is the instruction's issue cost from the timing tables
// (gfx9.TimingRules): the cycles until the wave may issue again.
func estimateCycles(in *gfx9.Instr) int {
	return gfx9.InstrCost(in).Issue
}

// fixReturningAtomic adds the destination operand of a FLAT/GLOBAL atomic
// with glc (which returns the old value): the instruction table only has
// the non-returning form, so the vdst field is read from the encoding.
func (p *Program) fixReturningAtomic(d *dinst) {
	in := &d.in
	enc := in.Form.Enc
	if enc != gfx9.EncFLAT && enc != gfx9.EncGLOBAL || !in.Mods.GLC || !strings.Contains(in.Inst.Name, "_atomic_") {
		return
	}
	data := -1
	for k, op := range in.Form.Operands {
		if op.Field == gfx9.FieldVDst {
			return
		}
		if op.Field == gfx9.FieldData0 {
			data = k
		}
	}
	if data < 0 || d.pc+8 > uint64(len(p.Object.Text)) {
		return
	}
	size := in.Form.Operands[data].Size
	if strings.Contains(in.Inst.Name, "cmpswap") {
		size /= 2
	}
	vdst := int(p.Object.Text[d.pc+7])
	if vdst+int(size) > 256 {
		return
	}
	f := *in.Form
	f.Operands = append(append([]gfx9.Operand(nil), in.Form.Operands...), gfx9.Operand{Field: gfx9.FieldVDst, Class: gfx9.ClassVGPR, Size: size, Type: gfx9.TypeB32, Def: true})
	in.Form = &f
	in.Ops = append(append([]gfx9.Value(nil), in.Ops...), gfx9.VGPR(vdst, int(size)))
}

package backend

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/ir"
	"hlslc/passes"
	"hlslc/regalloc"
)

// Instruction selection: one pass over a structured IR kernel that emits
// machine IR (mir) with virtual registers.
//
// Guarantees:
//   - Every IR value gets a virtual register: per-lane values a VGPR (pairs
//     for 64-bit types), booleans a 64-bit lane mask in SGPRs, buffer
//     descriptors SGPR quads. (Wave-uniform values still live in VGPRs; the
//     uniformity pass will move them to SGPRs.)
//   - Control flow is linearised for the exec mask: an if runs its then-part
//     with exec = exec&cond and its else-part with exec = exec&~cond, each
//     skipped with s_cbranch_execz when no lane takes it, and restores
//     exec as the union of the lanes still active at the end of both parts.
//     Loops run until no lane is left; lanes that break wait, masked off, in
//     a per-loop mask, lanes that continue in a per-loop continue mask, and
//     lanes that return are simply never re-enabled.
//   - Phis become copies at the end of each incoming path, executed under
//     that path's exec mask (so other lanes keep their values).
//   - Anything the backend cannot select yet is an error naming the
//     construct and its position, never wrong code.
type selector struct {
	m    *ir.Module
	fn   *ir.Func
	f    *mir.Func
	cur  *mir.Block
	vals *valueRegs               // IR value → register (or constant operand)
	phis map[*ir.Value]gfx9.Value // phi → its register
	desc map[*ir.Memory]gfx9.Value
	// texParts: components of typed loads already selected with an
	// earlier component of the same element (texLoad)
	texParts map[*ir.Value]gfx9.Value
	// heapDescs: descriptors already loaded from a descriptor heap in the
	// current machine block (heapDesc), reused by later accesses there
	heapDescs map[heapDescKey]gfx9.Value
	lds       map[*ir.Memory]int
	priv      map[*ir.Memory]int // private arrays: byte offset in each lane's scratch
	// tables: constant tables' byte offsets in KernelInfo.ConstData, read
	// through the V# s.desc holds for each of them (consttable.go)
	tables map[*ir.Memory]int

	scratchRsrc, scratchOffset gfx9.Value
	info                       *KernelInfo

	loops   []*loopCtx
	ifDepth int // ifs being selected (divergent and uniform)
	// divDepth counts the divergent regions (ifs and loops that change
	// EXEC) being selected; blocks made at depth 0 are mir.Block.FullExec
	divDepth int
	// laneExits counts the breaks, continues and returns selected so
	// far: each takes lanes out of EXEC for the rest of their region
	laneExits int
	// nonEmpty is laneExits when EXEC was last known to hold some lane
	// (at the kernel's start, past a skip of an empty part): while the
	// two are equal, no lane has left since, so EXEC is not empty
	nonEmpty int
	// selOrder numbers the IR blocks in the order they are selected: a
	// loop's blocks are selected together, so they are the blocks numbered
	// from its header's number on while it is being selected
	selOrder     map[*ir.Block]int
	useCount     map[*ir.Value]int
	labels       int
	srcTag       uint32            // the Src tag of the IR instruction being selected
	posTags      map[ir.Pos]uint32 // the Src tag of each source position seen
	templates    instrTemplates
	uni          *passes.UniformityInfo
	scalarMemo   map[*ir.Value]bool
	forceScratch bool
	tid          [3]gfx9.Value // work-item ids, copied out of v0-v2 at entry
	gid          [3]gfx9.Value // workgroup ids, copied out of the system SGPRs

	// packed 16-bit values (isel_packed.go)
	users    *valueUsers
	deferred map[*ir.Value]bool
	home     map[*ir.Value]half16
	lazy     map[lazyKey]gfx9.Value
	pkConst  map[pkConstKey]gfx9.Value
	straight int // counts machine blocks and EXEC writes: straight-line regions

	// zeroAddr: the VGPR holding 0 that constant LDS and scratch addresses
	// share in each straight-line region (zeroAddress)
	zeroAddr map[int]gfx9.Value
	// rebased: the registers x + b groupshared accesses at x + c share in
	// each straight-line region (ldsRebased); lowestDisp: the lowest
	// displacement base + c of the groupshared accesses at x + c, by x
	rebased    map[rebaseKey][]rebasedAddr
	lowestDisp map[*ir.Value]int
	// lowestBufDisp: the lowest displacement c (from 4096) of the buffer
	// accesses at x + c, by x (bufferRebased)
	lowestBufDisp map[*ir.Value]int

	// divisions expanded per straight-line region (divRem)
	divMemo map[divKey]divParts

	// logical holds the blocks whose logical successors differ from their
	// linear ones (see mir.Block.LogicalSuccs)
	logical map[*mir.Block][]*mir.Block
}

// loopCtx is an enclosing loop during selection.
type loopCtx struct {
	header, merge, cont *ir.Block
	// entry holds the lanes that entered the loop, when its exit restores
	// EXEC from them (no lane returns inside: every lane that entered
	// leaves through a break, which then simply drops it from EXEC);
	// otherwise broken collects the lanes that left
	entry, broken gfx9.Value
	// continued collects the lanes that went to the continue block early;
	// contInit is where the loop's top clears it, inserted once the body
	// has a continue
	continued gfx9.Value
	// checked is the count of lane exits (selector.laneExits) when the
	// loop's body last skipped to the exit if EXEC was empty, or when the
	// loop began: while it is current, EXEC holds the lanes of the
	// iteration's top — some lane from the second iteration on (the back
	// edge is taken on a non-empty EXEC only); the lanes that entered on
	// the first, the body having run for them anyway
	checked int
	// divDepth is selector.divDepth inside the loop's own region: a lane
	// exit at that depth has no divergent if between it and the loop
	divDepth int
	// inCont: the continue construct is being selected
	inCont bool
	// breaks and continues are the blocks whose lanes leave for the
	// loop's exit or its continue block (divergent loops)
	breaks, continues []*mir.Block
	contLabel         string
	// ifDepth is the selector's if nesting at the loop's body level: a
	// condbr there may skip the rest of the body when no lane stays.
	ifDepth int
	// uniform: every lane that enters leaves in the same iteration, so the
	// loop runs on scalar branches (SCC) with EXEC untouched; endLabel is
	// where its breaks go.
	uniform            bool
	endLabel, topLabel string
	// first is the header's number in selector.selOrder
	first int
	// checkedNonEmpty: EXEC held some lane when checked was last set
	checkedNonEmpty bool
}

// KernelInfo is what emission needs to know about the selected kernel.
type KernelInfo struct {
	Name         string
	NumThreads   [3]int
	Resources    []*ir.Memory // kernel arguments, in order (one V# each)
	UsesGroupID  [3]bool
	WorkitemDims int // work-item id VGPRs needed: 0 (x only) to 2 (x, y, z)
	LDSBytes     int
	PrivateBytes int // scratch bytes per lane (private arrays and spill slots)
	// ConstData is the kernel's read-only data (its constant tables),
	// placed after its code in .text; consttable.go.
	ConstData []byte
	// pcLabel names the address the kernel's s_getpc_b64 reads, when it
	// reads its constant data (PlacePCLabel)
	pcLabel string
	// FloatDenormMode32 is the kernel's FLOAT_DENORM_MODE_32 (a
	// codeobj.FloatDenorm* value), from the module's f32 denormal mode.
	FloatDenormMode32 int
	// SpilledSGPRs and SpilledVGPRs count the register units the allocator
	// spilled (SGPRs to VGPR lanes, VGPRs to scratch).
	SpilledSGPRs, SpilledVGPRs int
	// sgprSpillVGPRs is the number of VGPRs the allocator added to hold
	// the lanes of spilled SGPRs.
	sgprSpillVGPRs int
	// maxSGPRs is the allocator's SGPR limit (regalloc.Options.MaxSGPRs;
	// 0: the hardware's), and sgprSpills what the "sgprdemand" machine
	// pass spilled ahead of it (nil: nothing)
	maxSGPRs   int
	sgprSpills *regalloc.SGPRSpills
	// liveness is the liveness of the code kept by the machine pass that
	// ran last, when it keeps one (machinePass.keepsLiveness)
	liveness *mir.Liveness
	Scratch  bool // the private segment is set up (PrivateBytes may still be 0)
	// ScratchRsrc and ScratchOffset are the registers holding the private
	// segment buffer V# and wave offset when Scratch is set.
	ScratchRsrc, ScratchOffset gfx9.Value
	userSGPRs                  int
	groupIDSGPR                [3]int
	kernargSGPR                int // first of the kernarg pointer pair
	waveOffset                 int // system SGPR holding the private segment wave offset
	// scheduleLimit is the VGPR pressure limit of the pre-RA scheduler
	// (0: its own target), and schedule what it kept to.
	scheduleLimit int
	schedule      ScheduleTarget
}

// SelectError is a selection failure at an IR position.
type SelectError struct {
	Pos ir.Pos
	Msg string
}

func (e *SelectError) Error() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s: error: %s", e.Pos, e.Msg)
	}
	return "error: " + e.Msg
}

// SelectOptions tune selection.
type SelectOptions struct {
	// Scratch sets up the private segment (scratch) even without private
	// arrays, so that register allocation can spill VGPRs there.
	Scratch bool
	// NoScalarize treats every value as divergent.
	NoScalarize bool
}

// floatDenormMode32 is the hardware's f32 denormal mode for the IR's:
// under ftz and any the VALU flushes sources and results as ir.DenormMode
// defines; under preserve none.
func floatDenormMode32(d ir.DenormMode) int {
	if d.FlushF32() {
		return codeobj.FloatDenormFlushSrcDst
	}
	return codeobj.FloatDenormFlushNone
}

// Select turns the kernel fn of module m into machine IR. It first makes
// the values that loops with divergent exits leave to later code reach it
// through phis in the loops' merge blocks (passes.ExitPhis, which changes
// nothing a second time): the exit-edge copies of those phis give every
// lane its own last iteration's value.
func Select(m *ir.Module, fn *ir.Func, t gfx9.Target, opts SelectOptions) (f *mir.Func, info *KernelInfo, err error) {
	if !fn.Kernel {
		return nil, nil, &SelectError{fn.Pos, fmt.Sprintf("%s is not a kernel", fn.Name)}
	}
	s := &selector{m: m, fn: fn, f: &mir.Func{Name: fn.Name, Target: t},
		vals: newValueRegs(fn), phis: map[*ir.Value]gfx9.Value{}, selOrder: map[*ir.Block]int{}, desc: map[*ir.Memory]gfx9.Value{}, texParts: map[*ir.Value]gfx9.Value{}, heapDescs: map[heapDescKey]gfx9.Value{}, zeroAddr: map[int]gfx9.Value{}, rebased: map[rebaseKey][]rebasedAddr{}, lds: map[*ir.Memory]int{}, priv: map[*ir.Memory]int{}, tables: map[*ir.Memory]int{},
		info: &KernelInfo{Name: fn.Name, NumThreads: fn.NumThreads, FloatDenormMode32: floatDenormMode32(m.DenormF32)}, forceScratch: opts.Scratch}
	s.uni, s.scalarMemo = uniformity(fn), map[*ir.Value]bool{}
	if passes.ExitPhisWith(fn, s.uni) {
		s.uni = uniformity(fn)
	}
	if opts.NoScalarize {
		s.uni = nil
	}
	defer func() {
		if r := recover(); r != nil {
			if le, ok := r.(*mir.LimitError); ok {
				r = &SelectError{fn.Pos, le.Error()}
			}
			se, ok := r.(*SelectError)
			if !ok {
				panic(r)
			}
			f, info, err = nil, nil, se
		}
	}()
	s.initDeferred()
	s.prologue()
	s.region(fn.Blocks[0], nil)
	s.asm("s_endpgm")
	if err := s.linkLogical(); err != nil {
		return nil, nil, err
	}
	return s.f, s.info, nil
}

// setLogical records block b's successors on the logical CFG (none: its
// lanes are done), where they differ from its linear successors.
func (s *selector) setLogical(b *mir.Block, succs ...*mir.Block) {
	if s.logical == nil {
		s.logical = map[*mir.Block][]*mir.Block{}
	}
	s.logical[b] = succs
}

// linkLogical links the linear CFG and the logical one: a block's logical
// successors are its linear ones unless setLogical said otherwise.
func (s *selector) linkLogical() error {
	if err := s.f.Relink(); err != nil {
		return fmt.Errorf("internal error: %v", err)
	}
	index := make(map[*mir.Block]int, len(s.f.Blocks))
	for i, b := range s.f.Blocks {
		index[b] = i
	}
	for _, b := range s.f.Blocks {
		succs, ok := s.logical[b]
		if !ok {
			b.LogicalSuccs = append([]int(nil), b.Succs...)
			continue
		}
		b.LogicalSuccs = make([]int, 0, len(succs))
		for _, t := range succs {
			if j, ok := index[t]; ok {
				b.LogicalSuccs = append(b.LogicalSuccs, j)
			}
		}
	}
	s.f.Logical = true
	return nil
}

// sourceName is the source name of a private array (the IR numbers the
// instances: "t.2").
func sourceName(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
		return name[:i]
	}
	return name
}

// fail aborts selection with a located error.
func (s *selector) fail(v *ir.Value, format string, args ...any) {
	pos := ir.Pos{}
	if v != nil {
		pos = v.Pos
	}
	panic(&SelectError{pos, fmt.Sprintf(format, args...)})
}

// newBlock starts a new machine block with the given label.
func (s *selector) newBlock(label string) {
	s.cur = &mir.Block{Label: label, FullExec: s.divDepth == 0}
	s.f.Blocks = append(s.f.Blocks, s.cur)
	s.straight++
}

func (s *selector) label(kind string) string {
	s.labels++
	return fmt.Sprintf(".L%s%d", kind, s.labels)
}

// mustParse builds one instruction from assembly syntax with %s/%d
// placeholders (gfx9.Value operands print as registers or constants). The
// text is always generated by the backend, so a parse error is a bug.
func mustParse(f *mir.Func, format string, args ...any) gfx9.Instr {
	strs := make([]any, len(args))
	for k, a := range args {
		switch x := a.(type) {
		case gfx9.Value:
			strs[k] = operandText(x)
		default:
			strs[k] = a
		}
	}
	text := fmt.Sprintf(format, strs...)
	i, err := gfx9.ParseInstr(f.Target, text)
	if err != nil {
		panic(&SelectError{Msg: fmt.Sprintf("internal error: selected %q: %v", text, err)})
	}
	return i
}

// asm appends one instruction written in assembly syntax, with %s
// placeholders for operands (gfx9.Value or strings).
func (s *selector) asm(format string, args ...any) {
	i := s.templates.build(s.f, format, args)
	i.Src = s.srcTag
	if s.cur == nil {
		s.newBlock("")
	}
	s.cur.Instrs = append(s.cur.Instrs, i)
	name := i.Inst.Name
	if strings.HasPrefix(name, "s_") && len(i.Ops) > 0 && (writesEXECOperand(i.Ops[0]) || strings.Contains(name, "saveexec")) {
		s.straight++ // values computed before this under another exec mask are not reused (isel_packed.go)
	}
	// a branch ends the block
	if strings.HasPrefix(name, "s_branch") || strings.HasPrefix(name, "s_cbranch") || name == "s_endpgm" && len(i.Ops) == 0 {
		s.cur = nil
	}
}

// writesEXECOperand reports whether a scalar instruction's first operand
// (its destination) is EXEC or one of its halves.
func writesEXECOperand(v gfx9.Value) bool {
	return v.Kind == gfx9.ValReg && (v.Code == gfx9.CodeEXECLo || v.Code == gfx9.CodeEXECHi)
}

// place starts the block a label names.
func (s *selector) place(label string) { s.newBlock(label) }

// operandText prints an operand for the assembler: registers (physical or
// virtual), inline constants and literals.
func operandText(v gfx9.Value) string {
	switch v.Kind {
	case gfx9.ValLiteral, gfx9.ValImm:
		return fmt.Sprintf("0x%x", uint32(v.Imm))
	case gfx9.ValReg:
		return gfx9.RegName(v.Code, int(v.Count), gfx9.TypeB32)
	}
	return "off"
}

func (s *selector) vgpr() gfx9.Value     { return s.f.NewVReg(mir.VGPR, 1) }
func (s *selector) vgpr64() gfx9.Value   { return s.f.NewVReg(mir.VGPR, 2) }
func (s *selector) sgpr() gfx9.Value     { return s.f.NewVReg(mir.SGPR, 1) }
func (s *selector) mask() gfx9.Value     { return s.f.NewVReg(mir.SGPR, 2) }
func (s *selector) sgprQuad() gfx9.Value { return s.f.NewVReg(mir.SGPR, 4) }

var execReg = gfx9.Value{Kind: gfx9.ValReg, Code: gfx9.CodeEXECLo, Count: 2}

// prologue loads the descriptors and names the ABI's initial registers.
func (s *selector) prologue() {
	s.newBlock("")
	used := map[*ir.Memory]bool{}
	dims := 0
	for _, b := range s.fn.Blocks {
		for _, v := range b.Instrs {
			if v.Mem != nil {
				used[v.Mem] = true
				if v.Mem.Heap != nil {
					used[v.Mem.Heap] = true // a view reads the heap's descriptors
				}
			}
			if v.Sampler != nil {
				used[v.Sampler] = true
				if v.Sampler.Heap != nil {
					used[v.Sampler.Heap] = true
				}
			}
			switch v.Op {
			case ir.OpGroupID, ir.OpDispatchID:
				s.info.UsesGroupID[v.Aux] = true
			case ir.OpGroupIndex:
				for d := 0; d < 3; d++ {
					if s.fn.NumThreads[d] > 1 {
						dims = max(dims, d)
					}
				}
			}
			if v.Op == ir.OpThreadID || v.Op == ir.OpDispatchID {
				dims = max(dims, int(v.Aux))
			}
			if v.Op == ir.OpCall {
				s.fail(v, "calls must be inlined before instruction selection")
			}
		}
	}
	s.info.WorkitemDims = dims
	// Every resource of the module has its kernel argument (docs/abi.md),
	// also one whose accesses optimisation removed: the argument list is
	// the module's interface and must not change with the code.
	s.info.Resources = append(s.info.Resources, s.m.Resources...)
	// constant tables live in the code object's read-only data, after
	// the code; the others private arrays in scratch, one slot per lane
	s.layoutTables(used)
	privBytes := 0
	for _, p := range s.fn.Private {
		if !used[p] || p.Init != nil {
			continue
		}
		size := (p.ByteSize() + 3) &^ 3
		if privBytes+size > gfx9.MaxScratchPerLane {
			before := ""
			if privBytes > 0 {
				before = fmt.Sprintf(" after %d bytes of other private arrays", privBytes)
			}
			panic(&SelectError{p.Pos, fmt.Sprintf("private array %s takes %d bytes per lane%s, beyond the %d bytes of private memory (scratch) a lane can have on gfx9",
				sourceName(p.Name), size, before, gfx9.MaxScratchPerLane)})
		}
		s.priv[p] = privBytes
		privBytes += size
	}
	s.info.PrivateBytes = privBytes
	s.info.Scratch = privBytes > 0 || s.forceScratch
	// user SGPRs in the AMDHSA order: the private segment buffer (s[0:3])
	// when there is scratch, the kernarg segment pointer; then the system
	// SGPRs: the workgroup ids that are used, the private segment wave offset
	next := 0
	if s.info.Scratch {
		next = 4
	}
	s.info.kernargSGPR = next
	if len(s.info.Resources) > 0 {
		next += 2
	}
	s.info.userSGPRs = next
	for d := 0; d < 3; d++ {
		if s.info.UsesGroupID[d] {
			s.info.groupIDSGPR[d] = next
			next++
		}
	}
	if s.info.Scratch {
		s.info.waveOffset = next
		next++
	}
	// the private segment buffer and wave offset first: spill code may
	// store any later value, the copies of the ABI registers below included
	if s.info.Scratch {
		s.scratchRsrc, s.scratchOffset = s.sgprQuad(), s.sgpr()
		s.info.ScratchRsrc, s.info.ScratchOffset = s.scratchRsrc, s.scratchOffset
		s.asm("s_mov_b64 %s, s[0:1]", sub2(s.scratchRsrc, 0))
		s.asm("s_mov_b64 %s, s[2:3]", sub2(s.scratchRsrc, 2))
		s.asm("s_mov_b32 %s, s%d", s.scratchOffset, s.info.waveOffset)
	}
	// copy the ABI's initial registers into virtual ones right away, so that
	// nothing later depends on v0-v2 or the system SGPRs staying put
	for d := 0; d <= dims; d++ {
		s.tid[d] = s.vgpr()
		s.asm("v_mov_b32_e32 %s, v%d", s.tid[d], d)
	}
	for d := 0; d < 3; d++ {
		if s.info.UsesGroupID[d] {
			s.gid[d] = s.sgpr()
			s.asm("s_mov_b32 %s, s%d", s.gid[d], s.info.groupIDSGPR[d])
		}
	}
	offs, _ := kernargLayout(s.info.Resources)
	for k, r := range s.info.Resources {
		if used[r] {
			s.desc[r] = s.loadDescriptor(r, offs[k])
		}
	}
	s.tablesDescriptor()
	lds := ir.LayoutLDS(s.m, s.fn)
	for g, off := range lds.Offset {
		s.lds[g] = off
	}
	s.info.LDSBytes = lds.Size
	if lds.Size > gfx9.MaxLDSPerGroup {
		s.fail(nil, "groupshared memory of %d bytes exceeds the %d bytes of LDS a workgroup can have", lds.Size, gfx9.MaxLDSPerGroup)
	}
}

// region selects blocks from b until the block stop (exclusive), following
// structured control flow.
func (s *selector) region(b *ir.Block, stop *ir.Block) {
	for b != nil && b != stop {
		s.selOrder[b] = len(s.selOrder)
		if t := b.Terminator(); t != nil && t.Op == ir.OpLoop {
			b = s.loopRegion(b, t)
			continue
		}
		for _, v := range b.Instrs {
			if v.Op == ir.OpPhi {
				s.phiReg(v)
				continue
			}
			if v.Op.Is(ir.FlagTerminator) {
				break
			}
			s.instr(v)
		}
		t := b.Terminator()
		if t == nil {
			s.fail(nil, "block %s has no terminator", b.Name)
		}
		switch t.Op {
		case ir.OpRet:
			if stop == nil && len(s.loops) == 0 {
				return // the kernel's end: s_endpgm follows
			}
			// lanes that return leave for good: no logical successor
			if s.divDepth == 0 && len(s.loops) == 0 {
				// inside uniform ifs only: every lane of the wave returns
				end := s.cur
				s.asm("s_endpgm")
				s.setLogical(end)
				return
			}
			s.asm("s_mov_b64 exec, 0")
			s.laneExits++
			s.setLogical(s.cur)
			s.cur = nil
			return
		case ir.OpBr:
			x := t.Targets[0]
			// a branch to the region's end is its join (the body of a loop
			// reaching its continue block, a part of an if whose join is
			// the continue block): only other branches leave the loop
			if (x != stop || s.isLoopMerge(x)) && s.leave(b, x, false) {
				return
			}
			s.copiesTo(b, x)
			if x == stop {
				return
			}
			b = x
		case ir.OpIf:
			b = s.ifRegion(b, t)
		case ir.OpCondBr:
			b = s.condBr(b, t)
			if b == nil {
				return
			}
		default:
			s.fail(t, "unsupported terminator %s", t.Op)
		}
	}
}

// skipEmpty ends a path of a divergent loop whose lanes all left (a break
// or continue that cleared EXEC) with a branch to the loop's continue
// block (from the body) or its end (from the continue construct), when
// no divergent if lies between the exit and the loop: nothing can give
// the path lanes back before there, and the code in between — the rest
// of uniform ifs and their joins — would run with EXEC = 0, its scalar
// instructions and phi copies included (a uniform if whose then-part
// continues: the join's copy into a scalar phi of the continue block
// overwrote the then-part's; differential fuzzer, seeds 7069176 and
// 7070100). The logical CFG is unchanged: the lanes' paths are the
// break's and continue's own.
func (s *selector) skipEmpty(l *loopCtx, execNext bool) {
	if execNext || s.divDepth != l.divDepth {
		return
	}
	if l.inCont {
		s.asm("s_branch %s", l.endLabel)
	} else {
		s.asm("s_branch %s", l.contLabel)
	}
}

// execNonEmpty reports whether EXEC is known to hold some lane here.
func (s *selector) execNonEmpty() bool { return s.nonEmpty == s.laneExits }

// setExecNonEmpty records whether EXEC is known to hold some lane here.
func (s *selector) setExecNonEmpty(known bool) {
	s.nonEmpty = -1
	if known {
		s.nonEmpty = s.laneExits
	}
}

// backEdgeClobbers reports whether the back edge from `from` copies into
// the scalar register of a header phi that is read after the loop (or in
// a block not selected yet, conservatively). Such a phi is uniform, so all
// lanes leave in the same iteration, and the read after the loop must see
// the value of that last iteration (differential fuzzer, seed 7041019:
// a rotated loop's exit test sits in the block with the back edge).
func (s *selector) backEdgeClobbers(from *ir.Block, l *loopCtx) bool {
	for _, p := range l.header.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		if !slices.Contains(p.Targets, from) || !s.isSGPR(s.phiReg(p)) {
			continue
		}
		for _, u := range s.users.of(p) {
			if k, ok := s.selOrder[u.Block]; !ok || k < l.first {
				return true
			}
		}
	}
	return false
}

// isLoopMerge reports whether b is the merge of the innermost loop.
func (s *selector) isLoopMerge(b *ir.Block) bool {
	return len(s.loops) > 0 && s.loops[len(s.loops)-1].merge == b
}

// leave handles a branch out of the current structure: break (to a loop's
// merge), continue (to its continue block) or the back edge (to its header).
// It reports whether the path ends here. execNext: the caller sets EXEC
// right after (a condbr's lanes that stay), so a break or continue need
// not clear it.
func (s *selector) leave(from, to *ir.Block, execNext bool) bool {
	clearExec := func() {
		if !execNext {
			s.asm("s_mov_b64 exec, 0")
		}
	}
	if len(s.loops) == 0 {
		return false
	}
	l := s.loops[len(s.loops)-1]
	switch {
	case l.uniform && to == l.merge:
		s.copiesTo(from, to)
		s.asm("s_branch %s", l.endLabel)
		s.newBlock("")
		return true
	case l.uniform && to == l.cont && from != l.cont:
		s.copiesTo(from, to)
		s.asm("s_branch %s", l.contLabel)
		s.newBlock("")
		return true
	}
	// A break or continue ends its block: the lanes taking it go to the
	// loop's exit or continue block on the logical CFG (loopRegion links
	// them), the code that follows runs for other lanes.
	switch to {
	case l.merge:
		s.copiesTo(from, to)
		if !l.entry.IsVirtual() {
			s.asm("s_or_b64 %s, %s, exec", l.broken, l.broken)
		}
		clearExec()
		s.laneExits++
		l.breaks = append(l.breaks, s.cur)
		s.skipEmpty(l, execNext)
		s.cur = nil
		return true
	case l.cont:
		if from == l.cont {
			return false
		}
		s.copiesTo(from, to)
		if !l.continued.IsVirtual() {
			l.continued = s.mask()
		}
		s.asm("s_or_b64 %s, %s, exec", l.continued, l.continued)
		clearExec()
		s.laneExits++
		l.continues = append(l.continues, s.cur)
		s.skipEmpty(l, execNext)
		s.cur = nil
		return true
	case l.header:
		if l.checked != s.laneExits && s.backEdgeClobbers(from, l) {
			// The back edge's copies into scalar phi registers run
			// whatever EXEC holds, and a value read after the loop would
			// be overwritten when no lane goes round again: skip them
			// (and the back edge) then. Vector copies need no such care:
			// EXEC masks them to the lanes that take the edge.
			last := s.cur
			s.asm("s_cbranch_execz %s", l.endLabel)
			s.newBlock("")
			s.setLogical(last, s.cur) // taken only when no lane goes round
		}
		s.copiesTo(from, to)
		return true
	}
	for _, outer := range s.loops[:len(s.loops)-1] {
		if to == outer.merge || to == outer.cont || to == outer.header {
			s.fail(from.Terminator(), "a branch out of two loops at once is not supported yet")
		}
	}
	return false
}

// ifRegion selects if c, then, else, merge m and returns m.
//
// EXEC code (the shape ACO gives it): the if's block saves EXEC while
// masking it with c (s_and_saveexec_b64), and the then-part is skipped
// when no lane takes it; the else-lanes are then the saved lanes not in
// EXEC at the then-part's end (s_andn2_b64 exec, saved, exec). The join
// restores the saved EXEC when no lane of either part left the region
// (break, continue, return); otherwise it adds the then-lanes still
// active (kept at the then-part's end) to the else-lanes still active.
// When a then-lane leaves, the if's block keeps the else-lanes instead
// (s_andn2_b64 + s_and_b64 on EXEC), as the then-part's end no longer
// tells them apart.
//
// On the logical CFG (mir.Block.LogicalSuccs) the then-part and the
// else-part are parallel paths from the if's block to the join: the
// then-lanes go from the end of the then-part (the block that hands EXEC
// to the else-lanes) straight to the block that adds them back, and the
// else-lanes go from the if's block to the first block of the else-part
// (or of the else-lanes' phi copies).
func (s *selector) ifRegion(b *ir.Block, t *ir.Value) *ir.Block {
	if s.uni != nil && s.uni.BranchIsUniform(t) {
		return s.uniformIf(b, t)
	}
	s.ifDepth++
	defer func() { s.ifDepth-- }()
	cond := s.maskOf(t.Args[0])
	then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
	saved := s.mask()
	endThen, endElse := s.label("then_end"), s.label("else_end")
	entryNonEmpty := s.execNonEmpty()
	s.asm("s_and_saveexec_b64 %s, %s", saved, cond)
	s.divDepth++
	head := s.cur
	maskAt := len(head.Instrs) - 1
	exits := s.laneExits
	s.asm("s_cbranch_execz %s", endThen)
	s.newBlock("")
	s.setExecNonEmpty(true)
	thenEntry := s.cur
	if then != merge {
		s.region(then, merge)
	} else {
		s.copiesTo(b, merge)
	}
	s.place(endThen)
	thenEnd := s.cur
	thenExits := s.laneExits != exits
	if thenExits {
		// saved holds the else-lanes
		src := head.Instrs[maskAt].Src
		head.Instrs = slices.Replace(head.Instrs, maskAt, maskAt+1,
			mustParse(s.f, "s_andn2_b64 %s, exec, %s", saved, cond), mustParse(s.f, "s_and_b64 exec, exec, %s", cond))
		head.Instrs[maskAt].Src, head.Instrs[maskAt+1].Src = src, src
	}
	// toElse makes EXEC the else-lanes
	var thenLanes gfx9.Value
	keptThen := false
	toElse := func() {
		if thenExits {
			thenLanes, keptThen = s.mask(), true
			s.asm("s_mov_b64 %s, exec", thenLanes)
			s.asm("s_mov_b64 exec, %s", saved)
		} else {
			s.asm("s_andn2_b64 exec, %s, exec", saved)
		}
	}
	// join makes EXEC the lanes of both parts still active
	join := func() {
		switch {
		case s.laneExits == exits:
			s.asm("s_mov_b64 exec, %s", saved)
			return
		case !keptThen:
			// only else-lanes left: keep the then-lanes at the then-part's end
			thenLanes, keptThen = s.mask(), true
			keep := mustParse(s.f, "s_mov_b64 %s, exec", thenLanes)
			keep.Src = s.srcTag
			thenEnd.Instrs = slices.Insert(thenEnd.Instrs, 0, keep)
		}
		s.asm("s_or_b64 exec, exec, %s", thenLanes)
	}
	var thenJoinsNext bool
	switch {
	case els != merge:
		toElse()
		s.asm("s_cbranch_execz %s", endElse)
		s.newBlock("")
		s.setExecNonEmpty(true)
		s.setLogical(head, thenEntry, s.cur)
		s.region(els, merge)
		s.place(endElse)
		s.setLogical(thenEnd, s.cur)
		join()
	case edgeHasCopies(b, merge):
		// the else-lanes' phi copies, in a block of their own: the
		// then-lanes do not pass them
		toElse()
		s.newBlock("")
		s.setLogical(head, thenEntry, s.cur)
		s.copiesTo(b, merge)
		join()
		thenJoinsNext = true
	case thenExits:
		// no else lane has a copy to make: just add the else lanes back
		// (the then-part's end is the join on both CFGs)
		s.asm("s_or_b64 exec, exec, %s", saved)
	default:
		s.asm("s_mov_b64 exec, %s", saved)
	}
	// EXEC is whole again: what follows starts a new block
	s.divDepth--
	s.newBlock("")
	s.setExecNonEmpty(entryNonEmpty && s.laneExits == exits)
	if thenJoinsNext {
		s.setLogical(thenEnd, s.cur)
	}
	return merge
}

// edgeHasCopies reports whether the edge from → to has phi copies.
func edgeHasCopies(from, to *ir.Block) bool {
	for _, p := range to.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		if slices.Contains(p.Targets, from) {
			return true
		}
	}
	return false
}

// uniformIf selects an if whose condition every active lane agrees on: a
// scalar branch on SCC, with exec untouched.
func (s *selector) uniformIf(b *ir.Block, t *ir.Value) *ir.Block {
	s.ifDepth++
	defer func() { s.ifDepth-- }()
	then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
	elseLabel, endLabel := s.label("else"), s.label("endif")
	// every lane takes the same part: EXEC is as it was in each
	entryNonEmpty, exits := s.execNonEmpty(), s.laneExits
	if !s.setSCC(t.Args[0]) {
		any := s.mask()
		s.asm("s_and_b64 %s, %s, exec", any, s.maskOf(t.Args[0])) // SCC: some active lane's condition holds
	}
	s.asm("s_cbranch_scc0 %s", elseLabel)
	s.newBlock("")
	if then != merge {
		s.region(then, merge)
	} else {
		s.copiesTo(b, merge)
	}
	s.asm("s_branch %s", endLabel)
	s.place(elseLabel)
	s.setExecNonEmpty(entryNonEmpty)
	if els != merge {
		s.region(els, merge)
	} else {
		s.copiesTo(b, merge)
	}
	s.place(endLabel)
	s.setExecNonEmpty(entryNonEmpty && s.laneExits == exits)
	return merge
}

// loopRegion selects a loop whose header b ends in t and returns its merge.
//
// A divergent loop runs until no lane is left in EXEC. When no lane can
// return inside, the loop saves EXEC on entry and its exit restores it,
// so a break just drops its lanes from EXEC (a condbr that leaves without
// phi copies is one s_and_b64/s_andn2_b64 on EXEC). Otherwise the lanes
// that break collect in a mask that the exit makes EXEC. Lanes that
// continue early wait in a continue mask that the continue block adds
// back; the mask exists only when the body has a continue.
func (s *selector) loopRegion(b *ir.Block, t *ir.Value) *ir.Block {
	body, merge, cont := t.Targets[0], t.Targets[1], t.Targets[2]
	// Uniform: all lanes leave in the same iteration and at the same
	// place — no divergent branch splits them before the merge or the
	// continue block (those would be divergent joins) — and none returns.
	returns := returnsInside(t)
	if s.uni != nil && s.uni.BranchIsUniform(t) && !s.uni.IsDivergentJoin(merge) && !s.uni.IsDivergentJoin(cont) && !returns {
		return s.uniformLoop(b, t)
	}
	// no lane has left yet: EXEC holds the lanes that entered (the
	// continue block needs no check of its own while no lane leaves)
	entryNonEmpty := s.execNonEmpty()
	l := &loopCtx{header: b, merge: merge, cont: cont, ifDepth: s.ifDepth, checked: s.laneExits, first: s.selOrder[b], checkedNonEmpty: entryNonEmpty}
	top, end := s.label("loop"), s.label("loop_end")
	l.contLabel, l.endLabel = s.label("loop_cont"), end
	if returns {
		l.broken = s.mask()
		s.asm("s_mov_b64 %s, 0", l.broken)
	} else {
		l.entry = s.mask()
		s.asm("s_mov_b64 %s, exec", l.entry)
	}
	s.asm("s_branch %s", top)
	s.divDepth++ // lanes leave the loop one by one
	l.divDepth = s.divDepth
	s.place(top)
	// the back edge is taken with some lane only; the first iteration
	// has the lanes that entered
	s.setExecNonEmpty(entryNonEmpty)
	topBlock := s.cur
	s.loops = append(s.loops, l)
	// the header's own instructions run at the top of every iteration
	for _, v := range b.Instrs {
		switch {
		case v.Op == ir.OpPhi:
			s.phiReg(v)
		case !v.Op.Is(ir.FlagTerminator):
			s.instr(v)
		}
	}
	if body != cont {
		s.region(body, cont)
	}
	// continue block: lanes that continued early join again; when every
	// lane may have left, the latch is skipped (its scalar code would run
	// although no lane goes round again)
	s.place(l.contLabel)
	l.inCont = true
	contBlock := s.cur
	if l.continued.IsVirtual() {
		clear := mustParse(s.f, "s_mov_b64 %s, 0", l.continued)
		clear.Src = s.srcTag
		topBlock.Instrs = slices.Insert(topBlock.Instrs, 0, clear)
		for _, c := range l.continues {
			s.setLogical(c, contBlock)
		}
		s.asm("s_or_b64 exec, exec, %s", l.continued)
	}
	if l.continued.IsVirtual() || l.checked != s.laneExits {
		s.asm("s_cbranch_execz %s", end)
		s.newBlock("")
		s.setExecNonEmpty(true)
		// lanes leave the loop only through its breaks: no lane takes the
		// branches to the exit below (they run when none is left)
		s.setLogical(contBlock, s.cur)
	} else {
		// no lane left since the last check (or the top)
		s.setExecNonEmpty(l.checkedNonEmpty)
	}
	if cont != b {
		s.region(cont, b)
	}
	s.loops = s.loops[:len(s.loops)-1]
	if s.cur == nil {
		s.newBlock("")
	}
	s.setLogical(s.cur, topBlock)
	s.asm("s_cbranch_execnz %s", top)
	s.place(end)
	for _, br := range l.breaks {
		// the breaking lanes' path to the exit (a condbr's block also
		// goes on to the lanes that stay)
		s.setLogical(br, append(s.logical[br], s.cur)...)
	}
	if returns {
		s.asm("s_mov_b64 exec, %s", l.broken)
	} else {
		s.asm("s_mov_b64 exec, %s", l.entry)
	}
	s.divDepth--
	s.newBlock("")
	// the lanes that entered, or those that broke (some may have returned)
	s.setExecNonEmpty(entryNonEmpty && !returns)
	return merge
}

// uniformLoop selects a loop that all lanes leave in the same iteration
// (the uniformity analysis found no divergent exit): its exit tests branch
// on SCC, breaks and continues are plain branches, and EXEC stays as it
// is, so nothing runs with EXEC = 0 and no lane masks are kept.
func (s *selector) uniformLoop(b *ir.Block, t *ir.Value) *ir.Block {
	body, merge, cont := t.Targets[0], t.Targets[1], t.Targets[2]
	l := &loopCtx{header: b, merge: merge, cont: cont, ifDepth: s.ifDepth, uniform: true}
	top := s.label("loop")
	l.topLabel, l.endLabel, l.contLabel = top, s.label("loop_end"), s.label("loop_cont")
	// EXEC stays as it was on entry throughout
	entryNonEmpty := s.execNonEmpty()
	if !entryNonEmpty && s.asksLanes(t) {
		// With EXEC empty (every lane left an enclosing loop or
		// returned), a test that asks whether some active lane's
		// condition holds answers no every time: a loop that leaves only
		// on such an answer (a waterfall over a uniform value kept in a
		// VGPR, unoptimized code) would never end. No lane needs it:
		// skip it. Only the linear CFG has the edge; no lane takes it.
		last := s.cur
		s.asm("s_cbranch_execz %s", l.endLabel)
		s.newBlock("")
		s.setLogical(last, s.cur)
	}
	s.asm("s_branch %s", top)
	s.place(top)
	s.loops = append(s.loops, l)
	for _, v := range b.Instrs {
		switch {
		case v.Op == ir.OpPhi:
			s.phiReg(v)
		case !v.Op.Is(ir.FlagTerminator):
			s.instr(v)
		}
	}
	if body != cont {
		s.region(body, cont)
	}
	s.place(l.contLabel)
	s.setExecNonEmpty(entryNonEmpty)
	if cont != b {
		s.region(cont, b)
	}
	s.loops = s.loops[:len(s.loops)-1]
	s.asm("s_branch %s", top)
	s.place(l.endLabel)
	s.setExecNonEmpty(entryNonEmpty)
	return merge
}

// asksLanes reports whether a uniform loop branches on a condition held
// as a lane mask (not a scalar compare): a uniform branch on it is taken
// when some active lane's bit is set (s_and_b64 with EXEC), so it depends
// on EXEC not being empty. Branches of nested loops are theirs.
func (s *selector) asksLanes(loop *ir.Value) bool {
	return anyInBody(loop, true, func(t *ir.Value) bool {
		switch t.Op {
		case ir.OpCondBr:
			return !s.sccCompare(t.Args[0])
		case ir.OpIf:
			return s.uni.BranchIsUniform(t) && !s.sccCompare(t.Args[0])
		}
		return false
	})
}

// returnsInside reports whether a return is reachable from the loop's body
// before its merge: lanes that return leave through EXEC, which only the
// exec-mask loop handles.
func returnsInside(loop *ir.Value) bool {
	return anyInBody(loop, false, func(t *ir.Value) bool { return t.Op == ir.OpRet })
}

// anyInBody reports whether f holds for the terminator of a block reached
// from the loop's body before its merge. From the body only: a switch's
// continue block is unreachable (it holds a placeholder ret). With
// skipNested, a nested loop's body is passed over (the walk goes on from
// its merge), and f does not see the nested loop's own terminator.
func anyInBody(loop *ir.Value, skipNested bool, f func(t *ir.Value) bool) bool {
	seen := map[*ir.Block]bool{loop.Block: true, loop.Targets[1]: true}
	work := []*ir.Block{loop.Targets[0]}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		t := b.Terminator()
		if t == nil {
			continue
		}
		if skipNested && t.Op == ir.OpLoop {
			work = append(work, t.Targets[1])
			continue
		}
		if f(t) {
			return true
		}
		work = append(work, b.Succs()...)
	}
	return false
}

// condBr selects condbr c, x, y, which leaves the innermost loop on one
// side; it returns the block the remaining lanes continue in.
func (s *selector) condBr(b *ir.Block, t *ir.Value) *ir.Block {
	if len(s.loops) == 0 {
		s.fail(t, "condbr outside a loop")
	}
	l := s.loops[len(s.loops)-1]
	if l.uniform {
		return s.uniformCondBr(b, t, l)
	}
	cond := s.maskOf(t.Args[0])
	x, y := t.Targets[0], t.Targets[1]
	exits := func(blk *ir.Block) bool { return blk == l.merge || blk == l.cont || blk == l.header }
	// dropOut takes the lanes going to `to` out of EXEC when they simply
	// leave it (a break of a loop whose exit restores EXEC, without phi
	// copies): EXEC keeps c's lanes (or the others) and the block ends,
	// its logical successors being what follows and (linked by
	// loopRegion) the exit. It reports whether it did.
	dropOut := func(to *ir.Block, keepTrue bool) bool {
		if !l.entry.IsVirtual() || to != l.merge || edgeHasCopies(b, to) {
			return false
		}
		if keepTrue {
			s.asm("s_and_b64 exec, exec, %s", cond)
		} else {
			s.asm("s_andn2_b64 exec, exec, %s", cond)
		}
		s.laneExits++
		l.breaks = append(l.breaks, s.cur)
		return true
	}
	var stay, leave *ir.Block
	leaveTrue := false
	switch {
	case exits(y) && !exits(x):
		stay, leave = x, y
	case exits(x) && !exits(y):
		stay, leave, leaveTrue = y, x, true
	case exits(x) && exits(y):
		// both sides leave (a do-while's back edge or exit): take the side
		// that is not the back edge first, so that exec ends up holding
		// the lanes that go round again
		first, second, firstTrue := y, x, false
		if y == l.header {
			first, second, firstTrue = x, y, true
		}
		body := s.cur
		if dropOut(first, !firstTrue) {
			s.newBlock("")
			s.setLogical(body, s.cur)
			s.leave(b, second, false)
			return nil
		}
		firstMask, secondMask := s.mask(), s.mask()
		s.asm("s_andn2_b64 %s, exec, %s", firstMask, cond)
		s.asm("s_and_b64 %s, exec, %s", secondMask, cond)
		if firstTrue {
			firstMask, secondMask = secondMask, firstMask
		}
		// each side takes its edge in a block of its own (its lanes'
		// logical path)
		s.newBlock("")
		side1 := s.cur
		s.asm("s_mov_b64 exec, %s", firstMask)
		s.leave(b, first, true)
		s.newBlock("")
		s.setLogical(body, side1, s.cur)
		s.asm("s_mov_b64 exec, %s", secondMask)
		s.leave(b, second, false)
		return nil
	default:
		s.fail(t, "condbr must leave the innermost loop on at least one side")
	}
	body := s.cur
	if !dropOut(leave, !leaveTrue) {
		leaving := s.mask()
		if leaveTrue {
			s.asm("s_and_b64 %s, exec, %s", leaving, cond)
		} else {
			s.asm("s_andn2_b64 %s, exec, %s", leaving, cond)
		}
		keep := s.mask()
		s.asm("s_andn2_b64 %s, exec, %s", keep, leaving)
		// the leaving lanes take their edge (phi copies under their mask),
		// in a block of their own: their logical path
		s.newBlock("")
		side := s.cur
		s.asm("s_mov_b64 exec, %s", leaving)
		s.leave(b, leave, true)
		s.newBlock("")
		s.setLogical(body, side, s.cur)
		s.asm("s_mov_b64 exec, %s", keep)
		body = nil
	}
	if s.ifDepth == l.ifDepth {
		// No lane stays: skip the rest of the body (to the exit when no
		// lane waits to continue). Scalar instructions ignore EXEC, so
		// running it with EXEC = 0 would update uniform values one extra
		// time.
		skip := l.contLabel
		if !l.continued.IsVirtual() {
			skip = l.endLabel
		}
		stay := s.cur
		s.asm("s_cbranch_execz %s", skip)
		s.newBlock("")
		s.setLogical(stay, s.cur) // the branch is taken only when no lane stays
		l.checked = s.laneExits
		l.checkedNonEmpty = true
		s.setExecNonEmpty(true)
	} else if body != nil {
		s.newBlock("")
		s.setLogical(body, s.cur)
	}
	s.copiesTo(b, stay)
	return stay
}

// uniformCondBr selects a condbr of a uniform loop: every active lane
// agrees on the condition, so it is a branch on SCC; each side takes its
// edge's phi copies. It returns the block execution continues in, or nil
// when both sides leave.
func (s *selector) uniformCondBr(b *ir.Block, t *ir.Value, l *loopCtx) *ir.Block {
	exits := func(blk *ir.Block) bool { return blk == l.merge || blk == l.cont || blk == l.header }
	x, y := t.Targets[0], t.Targets[1]
	if !exits(x) && !exits(y) {
		s.fail(t, "condbr must leave the innermost loop on at least one side")
		return nil
	}
	if !s.setSCC(t.Args[0]) {
		any := s.mask()
		s.asm("s_and_b64 %s, %s, exec", any, s.maskOf(t.Args[0])) // SCC: the condition holds
	}
	label := s.label("cond")
	switch {
	case exits(x) && exits(y):
		s.asm("s_cbranch_scc0 %s", label)
		s.newBlock("")
		s.uniformLeave(b, x, l)
		s.place(label)
		s.uniformLeave(b, y, l)
		return nil
	case exits(y): // true stays
		s.asm("s_cbranch_scc1 %s", label)
		s.newBlock("")
		s.uniformLeave(b, y, l)
		s.place(label)
		s.copiesTo(b, x)
		return x
	default: // false stays
		s.asm("s_cbranch_scc0 %s", label)
		s.newBlock("")
		s.uniformLeave(b, x, l)
		s.place(label)
		s.copiesTo(b, y)
		return y
	}
}

// uniformLeave takes the edge from → to out of a uniform loop's body: a
// break, a continue or the back edge, with the edge's phi copies.
func (s *selector) uniformLeave(from, to *ir.Block, l *loopCtx) {
	if to == l.header {
		s.copiesTo(from, to)
		s.asm("s_branch %s", l.topLabel)
		s.newBlock("")
		return
	}
	if !s.leave(from, to, false) {
		s.fail(from.Terminator(), "internal error: a uniform loop's edge to %s is not an exit", to.Name)
	}
}

// phiReg returns the register of a phi, created on first sight.
func (s *selector) phiReg(v *ir.Value) gfx9.Value {
	if r, ok := s.phis[v]; ok {
		return r
	}
	r := s.newReg(v)
	s.phis[v] = r
	s.def(v, r)
	return r
}

// copiesTo emits the phi copies for the edge from → to, as a parallel copy.
func (s *selector) copiesTo(from, to *ir.Block) {
	if to == nil {
		return
	}
	type pair struct {
		dst, src gfx9.Value
		isMask   bool
	}
	var moves []pair
	for _, p := range to.Instrs {
		if p.Op != ir.OpPhi {
			break
		}
		for k, pred := range p.Targets {
			if pred == from {
				moves = append(moves, pair{s.phiReg(p), s.use(p.Args[k], p), p.Type == ir.I1})
			}
		}
	}
	// A source that is another move's destination (a phi reading a phi of
	// the same block) goes through a temporary first, so that it is read
	// before it is overwritten; every other source is moved directly.
	isDst := func(v gfx9.Value) bool {
		if v.Kind != gfx9.ValReg || v.IsInline() {
			return false
		}
		for _, m := range moves {
			lo, hi := m.dst.Code, m.dst.Code+uint32(max(m.dst.Count, 1))
			if v.Code < hi && v.Code+uint32(max(v.Count, 1)) > lo {
				return true
			}
		}
		return false
	}
	tmps := make([]gfx9.Value, len(moves))
	for k, m := range moves {
		tmps[k] = m.src
		if isDst(m.src) && m.src != m.dst {
			tmps[k] = s.regLike(m.dst)
			s.move(tmps[k], m.src)
		}
	}
	for k, m := range moves {
		if m.isMask {
			// a lane mask is one SGPR pair for the whole wave, and SALU
			// writes ignore exec: merge in only this path's lanes
			t := s.mask()
			s.asm("s_and_b64 %s, %s, exec", t, tmps[k])
			s.asm("s_andn2_b64 %s, %s, exec", m.dst, m.dst)
			s.asm("s_or_b64 %s, %s, %s", m.dst, m.dst, t)
			continue
		}
		s.move(m.dst, tmps[k])
	}
}

// regLike returns a new register of the same file and size as r.
func (s *selector) regLike(r gfx9.Value) gfx9.Value {
	v, _, _ := s.f.VRegOf(int(r.Code) - gfx9.CodeVirtual)
	return s.f.NewVReg(v.File, int(r.Count))
}

// move copies src into dst (same size).
func (s *selector) move(dst, src gfx9.Value) {
	v, _, _ := s.f.VRegOf(int(dst.Code) - gfx9.CodeVirtual)
	if v.File == mir.SGPR && src.Kind == gfx9.ValReg && !src.IsInline() && !s.isSGPR(src) {
		// a uniform value held in a VGPR: take it from the first active lane
		for k := 0; k < int(dst.Count); k++ {
			s.asm("v_readfirstlane_b32 %s, %s", sub(dst, k), sub(src, k))
		}
		return
	}
	if v.File == mir.SGPR {
		if dst.Count == 2 && src.Kind == gfx9.ValLiteral {
			s.asm("s_mov_b32 %s, %s", sub(dst, 0), s.constant32(uint32(src.Imm)))
			s.asm("s_mov_b32 %s, %s", sub(dst, 1), s.constant32(uint32(src.Imm>>32)))
		} else if dst.Count == 2 {
			s.asm("s_mov_b64 %s, %s", dst, src)
		} else {
			s.asm("s_mov_b32 %s, %s", dst, src)
		}
		return
	}
	for k := 0; k < int(dst.Count); k++ {
		s.asm("v_mov_b32_e32 %s, %s", sub(dst, k), sub(src, k))
	}
}

// sub2 returns units k and k+1 of a register tuple.
func sub2(v gfx9.Value, k int) gfx9.Value {
	return gfx9.Value{Kind: gfx9.ValReg, Code: v.Code + uint32(k), Count: 2}
}

// sub returns unit k of a register tuple (or the constant itself).
func sub(v gfx9.Value, k int) gfx9.Value {
	if v.Kind != gfx9.ValReg || v.IsInline() {
		if v.Kind == gfx9.ValLiteral && k == 1 {
			return gfx9.Value{Kind: gfx9.ValLiteral, Imm: v.Imm >> 32}
		}
		return v
	}
	return gfx9.Value{Kind: gfx9.ValReg, Code: v.Code + uint32(k), Count: 1}
}

// newReg allocates the register for an IR value by its type (and, for
// values kept on the scalar unit, in the SGPR file).
func (s *selector) newReg(v *ir.Value) gfx9.Value {
	if s.scalar(v) {
		switch v.Type.Bits() {
		case 32:
			return s.sgpr()
		case 64:
			return s.f.NewVReg(mir.SGPR, 2)
		}
	}
	switch v.Type {
	case ir.I1:
		return s.mask()
	case ir.I64, ir.F64:
		return s.vgpr64()
	case ir.I32, ir.F32, ir.I16, ir.F16, ir.V2I16, ir.V2F16:
		return s.vgpr()
	}
	s.fail(v, "values of type %s are not supported by the backend yet", v.Type)
	return gfx9.Value{}
}

// use returns the operand for an IR value used by user: its register, or a
// constant operand (inline constant or literal).
func (s *selector) use(v *ir.Value, user *ir.Value) gfx9.Value {
	if v.Op == ir.OpConst {
		return s.constant(v)
	}
	if r, ok := s.vals.get(v); ok {
		return r
	}
	if s.deferred[v] {
		return s.materialize(v, user)
	}
	s.fail(user, "internal error: %s used before it was selected", v)
	return gfx9.Value{}
}

// constant returns an operand for a constant: an inline constant when the
// bits allow, else a literal; i1 constants are lane masks.
func (s *selector) constant(v *ir.Value) gfx9.Value {
	bits := v.Bits()
	switch v.Type {
	case ir.I1:
		if bits&1 == 1 {
			return gfx9.Value{Kind: gfx9.ValReg, Code: 193, Count: 1} // -1: all lanes
		}
		return gfx9.Value{Kind: gfx9.ValReg, Code: 128, Count: 1}
	case ir.I64, ir.F64:
		// all 64 bits: sub gives the halves, src64 an inline constant
		return gfx9.Value{Kind: gfx9.ValLiteral, Imm: int64(bits), Count: 2}
	}
	x := int32(uint32(bits))
	if x >= -16 && x <= 64 {
		if x >= 0 {
			return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(128 + x), Count: 1}
		}
		return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(192 - x), Count: 1}
	}
	if v.Type == ir.F32 {
		for k, f := range []float32{0.5, -0.5, 1, -1, 2, -2, 4, -4} {
			if math.Float32bits(f) == uint32(bits) {
				return gfx9.Value{Kind: gfx9.ValReg, Code: uint32(240 + k), Count: 1}
			}
		}
	}
	return gfx9.Value{Kind: gfx9.ValLiteral, Imm: int64(uint32(bits))}
}

// reg returns a VGPR holding v: constants and scalar values are copied in.
func (s *selector) reg(v *ir.Value, user *ir.Value) gfx9.Value {
	o := s.use(v, user)
	if o.Kind == gfx9.ValReg && !o.IsInline() && !s.isSGPR(o) {
		return o
	}
	if o.Count == 2 {
		r := s.vgpr64()
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 0), sub(o, 0))
		s.asm("v_mov_b32_e32 %s, %s", sub(r, 1), sub(o, 1))
		return r
	}
	r := s.vgpr()
	s.asm("v_mov_b32_e32 %s, %s", r, o)
	return r
}

// src returns an operand for a VOP3 source: VGPRs and inline constants as
// they are; literals (gfx9's VOP3 has none) and scalar values (so that no
// instruction reads two SGPRs over the constant bus) go into a VGPR.
func (s *selector) src(v *ir.Value, user *ir.Value) gfx9.Value {
	o := s.use(v, user)
	if o.Kind == gfx9.ValLiteral || s.isSGPR(o) {
		return s.reg(v, user)
	}
	return o
}

// maskOf returns the lane mask of an i1 value.
func (s *selector) maskOf(v *ir.Value) gfx9.Value {
	if v.Type != ir.I1 {
		s.fail(v, "internal error: %s is not a boolean", v)
	}
	o := s.use(v, v)
	if o.Kind == gfx9.ValReg && !o.IsInline() {
		return o
	}
	m := s.mask()
	s.asm("s_mov_b64 %s, %s", m, o)
	return m
}

// def records the register of an IR value. A value that is not proven
// wave-uniform is never left in SGPRs, whatever instruction produced it:
// a wave-level result (a reduction's total, WaveReadLaneFirst, a lane
// count) is the same in every lane where it is computed, but one computed
// in a loop whose lanes leave at different iterations and read after the
// loop differs from lane to lane (the uniformity analysis's temporal
// divergence): each lane must keep its own last iteration's value, which a
// VGPR written under that iteration's EXEC keeps and an SGPR that later
// iterations overwrite does not. Without the analysis (-fno-scalarize)
// nothing is proven uniform.
func (s *selector) def(v *ir.Value, r gfx9.Value) {
	if v.Type != ir.I1 && s.isSGPR(r) && (s.uni == nil || !s.uni.IsUniform(v)) {
		vr := s.f.NewVReg(mir.VGPR, int(r.Count))
		for k := 0; k < int(r.Count); k++ {
			s.asm("v_mov_b32_e32 %s, %s", sub(vr, k), sub(r, k))
		}
		r = vr
	}
	s.vals.set(v, r)
	s.f.NameVReg(r, v.Var)
}

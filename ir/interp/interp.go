// Package interp is the reference interpreter of hlslc's IR: it defines what
// a shader means, and every compiled binary is compared with it.
//
// It runs a whole dispatch. Workgroups run one after another (x fastest,
// then y, then z). A workgroup's threads, numbered by their group index
// (x + y*X + z*X*Y), form waves of 64 lanes: lane = index % 64, wave =
// index / 64; the last wave may be partial. A wave runs its 64 lanes in
// lockstep: each instruction executes for all active lanes (in lane order)
// before the next one starts, and the active mask follows the structured
// control flow (see ir/structure.go): the arms of an if run one after the
// other with their lanes, which meet again at the merge block; a loop runs
// iterations while any lane takes the back edge. So the wave operations see
// the active lanes that GCN's exec mask would hold.
//
// The waves of a workgroup run one at a time, in order, each until it
// reaches a barrier or finishes; when every wave waits at a barrier they
// all go on. A barrier reached by only some lanes of a wave, or by some
// waves of a group while others finished, is an error.
//
// Memory: resources come from the run spec (see ir/runspec); groupshared
// variables start zeroed for every workgroup, private arrays for every call.
// Buffer and cbuffer accesses follow D3D: a load of bytes outside the
// buffer returns 0, a store there is dropped, an atomic there does nothing
// and returns 0. Groupshared and private accesses out of range, and accesses
// not aligned as the instruction says, are errors (groupshared ones run as
// on hardware under Options.HardwareLDSBounds). Atomics of a wave take
// effect in lane order.
//
// Arithmetic is defined in ir/arith.go (ir.Eval): IEEE f16/f32/f64 with
// round-to-nearest-even, integer wraparound, division by zero giving all
// ones, shifts masked to the bit width, float→int conversions saturating
// with NaN→0, and min16 types evaluated at 16 bits.
//
// Wave operations (GCN wave64): wave.laneindex is the lane (0..63),
// wave.lanecount is 64; wave.ballot gives the i64 mask of active lanes
// whose operand is true; wave.mbcnt(m) is popcount(m & ((1<<lane)-1));
// wave.readfirst reads the lowest active lane, and one assumed uniform
// (ir.ReadFirstAssumed: a descriptor index without NonUniformResourceIndex)
// stops with an error when another active lane's operand differs, as D3D
// leaves that undefined; wave.readlane reads lane
// (index & 63), which must be active; wave.reduce combines the active lanes
// in lane order, wave.prefix those below the lane starting from the op's
// identity (0, 1, all ones, MAX, MIN, +inf, -inf; +0 for fadd).
package interp

import (
	"encoding/binary"
	"fmt"
	"iter"
	"math/bits"

	"hlslc/internal/texfilter"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// WaveSize is the number of lanes of a wave (GCN wave64).
const WaveSize = ir.WaveSize

// Options tune a run.
type Options struct {
	// MaxSteps bounds the instructions one wave may execute (0: 10 million).
	MaxSteps int64
	// HardwareLDSBounds models groupshared accesses outside their variable
	// as GCN hardware runs the compiled code, instead of stopping with an
	// error: the variables lie in one LDS allocation as the backend places
	// them (ir.LayoutLDS), an access outside its variable but inside the
	// allocation reaches the bytes there, and one beyond the allocation
	// reads 0, drops its write, and makes an atomic do nothing and return
	// 0 (backend/exec's Options.HardwareLDSBounds). HLSL leaves such
	// accesses undefined; real shaders make some whose results they never
	// use.
	HardwareLDSBounds bool
	// HardwareBarriers models a barrier as GCN's s_barrier does for the
	// compiled code, instead of stopping with an error when some threads
	// of the group finished before reaching it: a wave waits only for the
	// waves of its group that have not ended, and the lanes of a wave that
	// returned from the kernel no longer count (their exec bits are clear
	// when the wave reaches s_barrier). HLSL leaves a barrier that not every
	// thread reaches undefined; shaders that return early before a barrier
	// (a bounds check on the thread id) rely on this behaviour. A barrier
	// that a live lane of the wave does not reach (it is elsewhere in the
	// program) is still an error.
	HardwareBarriers bool
	// DetectRaces stops with an error at a data race inside a workgroup:
	// two threads of the group touching the same memory between two of
	// its barriers, one of them writing (race.go). HLSL leaves the result
	// undefined; a comparison with another implementation needs to know.
	DetectRaces bool
	// ImplementationDefined stops with an error at an operation whose
	// result another implementation may compute differently without either
	// being wrong: a float-to-integer conversion whose operand is a NaN or,
	// truncated, outside the integer's range (D3D clamps it and makes a NaN
	// 0, as the interpreter does without this option; SPIR-V and LLVM leave
	// it undefined), and sin or cos of a value outside [-100π, 100π] (D3D
	// bounds their error only there). A comparison with another
	// implementation needs to know.
	ImplementationDefined bool
}

// Result is the final state of the resources.
type Result struct {
	Resources []runspec.Resource
	Data      [][]byte
	Formats   []texfilter.Format // the textures' formats as bound (runspec.OutputOptions.Formats)
}

// JSON formats the writable resources as the run output.
func (r *Result) JSON() []byte { return runspec.FormatOutput(r.Resources, r.Data) }

// Words returns a resource's contents as 32-bit words.
func (r *Result) Words(name string) []uint32 {
	for i, res := range r.Resources {
		if res.Name == name {
			d := r.Data[i]
			w := make([]uint32, (len(d)+3)/4)
			for j := range w {
				var b [4]byte
				copy(b[:], d[j*4:])
				w[j] = binary.LittleEndian.Uint32(b[:])
			}
			return w
		}
	}
	return nil
}

// Run executes the module's kernel with the resources and dispatch of spec.
// The module must verify.
func Run(m *ir.Module, spec *runspec.Spec, opt Options) (*Result, error) {
	res := m.RunSpecResources()
	bound, err := spec.BindAll(res)
	if err != nil {
		return nil, err
	}
	if err := RunBound(m, spec.Dispatch, bound, opt); err != nil {
		return nil, err
	}
	out, data, formats := runspec.HeapOutputs(res, bound)
	return &Result{Resources: out, Data: data, Formats: formats}, nil
}

// RunData executes the kernel on resource contents given directly (in the
// module's resource order); the writable ones are updated in place. Typed
// buffers get their length from their data; textures need RunBound.
func RunData(m *ir.Module, dispatch [3]uint32, data [][]byte, opt Options) error {
	bound := make([]runspec.Bound, len(data))
	for i, d := range data {
		bound[i] = runspec.Bound{Data: d, Extent: [3]uint32{1, 1, 1}}
		if i < len(m.Resources) && m.Resources[i].Kind == ir.MemTyped {
			r := m.Resources[i]
			if r.Shape.IsTexture() {
				return fmt.Errorf("texture @%s needs its extents (RunBound)", r.Name)
			}
			bound[i].Extent[0] = uint32(len(d) / r.Texel.Size())
		}
	}
	return RunBound(m, dispatch, bound, opt)
}

// RunBound is RunData with the textures' extents.
func RunBound(m *ir.Module, dispatch [3]uint32, bound []runspec.Bound, opt Options) error {
	data := make([][]byte, len(bound))
	for i := range bound {
		data[i] = bound[i].Data
	}
	if err := ir.Verify(m); err != nil {
		return fmt.Errorf("the module does not verify:\n%v", err)
	}
	k := m.Kernel()
	if k == nil {
		return fmt.Errorf("the module has no kernel")
	}
	if len(data) != len(m.Resources) {
		return fmt.Errorf("%d resources given, the module declares %d", len(data), len(m.Resources))
	}
	mc := &machine{m: m, kernel: k, dispatch: dispatch, res: map[*ir.Memory][]byte{}, maxSteps: opt.MaxSteps, hwBarriers: opt.HardwareBarriers, detectRaces: opt.DetectRaces, implDefined: opt.ImplementationDefined}
	if opt.HardwareLDSBounds {
		l := ir.LayoutLDS(m, k)
		mc.ldsLayout = &l
	}
	if mc.maxSteps <= 0 {
		mc.maxSteps = 10_000_000
	}
	mc.ext = map[*ir.Memory][4]uint32{}
	mc.img = map[*ir.Memory]*texfilter.Image{}
	mc.smp = map[*ir.Memory]*texfilter.Sampler{}
	mc.heap = map[*ir.Memory][]runspec.Bound{}
	mc.heapImg = map[*runspec.Bound]*texfilter.Image{}
	for i, r := range m.Resources {
		mc.res[r] = data[i]
		e := bound[i].Extent
		mc.ext[r] = [4]uint32{e[0], e[1], e[2], uint32(bound[i].SampleCount())}
		switch r.Kind {
		case ir.MemTyped:
			im, err := typedImage(r, bound[i])
			if err != nil {
				return err
			}
			mc.img[r] = im
		case ir.MemSampler:
			if bound[i].Sampler == nil {
				return fmt.Errorf("sampler @%s has no sampler state", r.Name)
			}
			mc.smp[r] = bound[i].Sampler
		case ir.MemHeap:
			mc.heap[r] = bound[i].Entries
		}
	}
	for gz := uint32(0); gz < dispatch[2]; gz++ {
		for gy := uint32(0); gy < dispatch[1]; gy++ {
			for gx := uint32(0); gx < dispatch[0]; gx++ {
				if err := mc.runGroup([3]uint32{gx, gy, gz}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

type machine struct {
	m        *ir.Module
	kernel   *ir.Func
	dispatch [3]uint32
	res      map[*ir.Memory][]byte
	ext      map[*ir.Memory][4]uint32            // typed resources' extents and samples per texel
	img      map[*ir.Memory]*texfilter.Image     // typed resources as the texture model sees them
	smp      map[*ir.Memory]*texfilter.Sampler   // sampler states
	heap     map[*ir.Memory][]runspec.Bound      // descriptor heaps' entries
	heapImg  map[*runspec.Bound]*texfilter.Image // typed heap entries as the texture model sees them
	maxSteps int64
	// hwBarriers is Options.HardwareBarriers, detectRaces Options.DetectRaces
	hwBarriers, detectRaces bool
	// implDefined is Options.ImplementationDefined
	implDefined bool
	// ldsLayout is set under Options.HardwareLDSBounds
	ldsLayout *ir.LDSLayout
}

type group struct {
	mc  *machine
	id  [3]uint32
	lds map[*ir.Memory][]byte
	// ldsAll is the whole LDS allocation under Options.HardwareLDSBounds
	// (lds then holds views of it)
	ldsAll []byte
	// races is set under Options.DetectRaces
	races *races
}

// RuntimeError is an error while running, at an instruction.
type RuntimeError struct {
	Pos   ir.Pos
	Where string // @func ^block
	Op    ir.Op
	Group [3]uint32
	Lane  int // group index of the thread, or -1 for the wave
	Msg   string
}

func (e *RuntimeError) Error() string {
	loc := e.Where
	if e.Pos.IsValid() {
		loc = e.Pos.String() + " (" + e.Where + ")"
	}
	who := fmt.Sprintf("group (%d, %d, %d)", e.Group[0], e.Group[1], e.Group[2])
	if e.Lane >= 0 {
		who += fmt.Sprintf(" thread %d", e.Lane)
	}
	return fmt.Sprintf("%s: runtime error: %s: %s: %s", loc, e.Op, who, e.Msg)
}

type abort struct{}

func (mc *machine) runGroup(id [3]uint32) error {
	g := &group{mc: mc, id: id, lds: map[*ir.Memory][]byte{}}
	if mc.detectRaces {
		g.races = newRaces()
	}
	if l := mc.ldsLayout; l != nil {
		g.ldsAll = make([]byte, l.Size)
		for s, off := range l.Offset {
			g.lds[s] = g.ldsAll[off : off+s.Layout.Size()]
		}
	}
	for _, s := range mc.m.Shared {
		if g.lds[s] == nil {
			g.lds[s] = make([]byte, s.Layout.Size())
		}
	}
	nt := mc.kernel.NumThreads
	total := nt[0] * nt[1] * nt[2]
	var waves []*wave
	for base := 0; base < total; base += WaveSize {
		n := min(WaveSize, total-base)
		w := &wave{g: g, base: base, n: n}
		if n == 64 {
			w.full = ^uint64(0)
		} else {
			w.full = 1<<uint(n) - 1
		}
		waves = append(waves, w)
	}
	type pulled struct {
		next func() (struct{}, bool)
		stop func()
	}
	ps := make([]pulled, len(waves))
	for i, w := range waves {
		next, stop := iter.Pull(w.seq)
		ps[i] = pulled{next, stop}
	}
	defer func() {
		for _, p := range ps {
			p.stop()
		}
	}()
	done := make([]bool, len(waves))
	for {
		if g.races != nil {
			g.races.nextPhase()
		}
		waiting, finished := []int{}, []int{}
		for i, w := range waves {
			if done[i] {
				continue
			}
			if _, ok := ps[i].next(); ok {
				waiting = append(waiting, i)
				continue
			}
			if w.err != nil {
				return w.err
			}
			done[i] = true
			finished = append(finished, i)
		}
		if len(waiting) == 0 {
			return nil
		}
		if len(finished) > 0 && !g.mc.hwBarriers {
			w := waves[waiting[0]]
			return &RuntimeError{Pos: w.barrier.Pos, Where: where(w.barrier), Op: ir.OpBarrier, Group: id, Lane: -1,
				Msg: fmt.Sprintf("wave %d waits at a barrier that wave %d finished without reaching", waiting[0], finished[0])}
		}
	}
}

func where(v *ir.Value) string {
	if v.Block == nil {
		return "?"
	}
	return "@" + v.Block.Func.Name + " ^" + v.Block.Name
}

// wave is one wave of a workgroup.
type wave struct {
	g       *group
	base    int    // group index of lane 0
	n       int    // lanes in the wave
	full    uint64 // mask of its lanes
	steps   int64
	err     error
	yield   func(struct{}) bool
	barrier *ir.Value
	// returned holds the lanes that have returned from the kernel
	// (Options.HardwareBarriers lets a barrier go on without them).
	returned uint64
}

func (w *wave) seq(yield func(struct{}) bool) {
	w.yield = yield
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case abort:
			case *RuntimeError:
				w.err = e
			default:
				panic(r)
			}
		}
	}()
	fr := w.newFrame(w.g.mc.kernel, w.full)
	w.run(fr, fr.f.Entry(), w.full, exits{})
}

func (w *wave) fail(v *ir.Value, lane int, format string, args ...any) {
	gi := -1
	if lane >= 0 {
		gi = w.base + lane
	}
	panic(&RuntimeError{Pos: v.Pos, Where: where(v), Op: v.Op, Group: w.g.id, Lane: gi, Msg: fmt.Sprintf(format, args...)})
}

// frame is a function activation of a wave.
type frame struct {
	f      *ir.Func
	regs   [][WaveSize]uint64
	prev   [WaveSize]*ir.Block
	priv   map[*ir.Memory][][]byte
	parked map[*ir.Block]uint64
	ret    [WaveSize]uint64
}

func (w *wave) newFrame(f *ir.Func, mask uint64) *frame {
	fr := &frame{f: f, regs: make([][WaveSize]uint64, f.NumValues()), parked: map[*ir.Block]uint64{}}
	if len(f.Private) > 0 {
		fr.priv = map[*ir.Memory][][]byte{}
		for _, p := range f.Private {
			lanes := make([][]byte, WaveSize)
			for l := 0; l < WaveSize; l++ {
				if mask&(1<<uint(l)) != 0 {
					lanes[l] = make([]byte, p.Layout.Size())
					copy(lanes[l], p.Init) // a constant table's contents
				}
			}
			fr.priv[p] = lanes
		}
	}
	return fr
}

func (fr *frame) get(v *ir.Value, lane int) uint64 {
	if v.Op == ir.OpConst {
		return v.Bits()
	}
	return fr.regs[v.ID][lane]
}

// exits mirrors the verifier's: where a branch leaves the current construct.
type exits struct {
	merge      *ir.Block
	loop       *ir.Value
	inContinue bool
}

func (e exits) isExit(t *ir.Block) bool {
	if t == e.merge {
		return true
	}
	if e.loop != nil {
		h, _, m, c := ir.LoopBlocks(e.loop)
		return t == m || t == c && !e.inContinue || t == h && e.inContinue
	}
	return false
}

func lanes(mask uint64) iter.Seq[int] {
	return func(yield func(int) bool) {
		for mask != 0 {
			l := bits.TrailingZeros64(mask)
			mask &= mask - 1
			if !yield(l) {
				return
			}
		}
	}
}

func (fr *frame) setPrev(mask uint64, b *ir.Block) {
	for l := range lanes(mask) {
		fr.prev[l] = b
	}
}

func (fr *frame) park(t *ir.Block, mask uint64, from *ir.Block) {
	if mask == 0 {
		return
	}
	fr.setPrev(mask, from)
	fr.parked[t] |= mask
}

func (fr *frame) take(t *ir.Block) uint64 {
	m := fr.parked[t]
	delete(fr.parked, t)
	return m
}

// run executes from block b with the lanes of mask until they return or
// leave the construct described by ex (they are then parked at the exit).
func (w *wave) run(fr *frame, b *ir.Block, mask uint64, ex exits) {
	for b != nil && mask != 0 {
		w.block(fr, b, mask)
		t := b.Terminator()
		// goTo moves the lanes of m from b to target: parked if it is an
		// exit, otherwise the next block to run.
		goTo := func(target *ir.Block, m uint64, e exits) (*ir.Block, uint64) {
			if e.isExit(target) {
				fr.park(target, m, b)
				return nil, 0
			}
			fr.setPrev(m, b)
			return target, m
		}
		switch t.Op {
		case ir.OpRet:
			if fr.f == w.g.mc.kernel {
				w.returned |= mask
			}
			if len(t.Args) > 0 {
				for l := range lanes(mask) {
					fr.ret[l] = fr.get(t.Args[0], l)
				}
			}
			return
		case ir.OpBr:
			b, mask = goTo(t.Targets[0], mask, ex)
		case ir.OpCondBr:
			c := fr.condMask(t.Args[0], mask)
			b1, m1 := goTo(t.Targets[0], mask&c, ex)
			b2, m2 := goTo(t.Targets[1], mask&^c, ex)
			b, mask = b1, m1
			if b1 == nil {
				b, mask = b2, m2
			}
		case ir.OpIf:
			c := fr.condMask(t.Args[0], mask)
			then, els, merge := t.Targets[0], t.Targets[1], t.Targets[2]
			inner := exits{merge: merge, loop: ex.loop, inContinue: ex.inContinue}
			if nb, m := goTo(then, mask&c, inner); nb != nil && m != 0 {
				w.run(fr, nb, m, inner)
			}
			if nb, m := goTo(els, mask&^c, inner); nb != nil && m != 0 {
				w.run(fr, nb, m, inner)
			}
			b, mask = merge, fr.take(merge)
		case ir.OpLoop:
			h, body, merge, cont := ir.LoopBlocks(t)
			inner := exits{loop: t}
			iterMask := mask
			for {
				fr.setPrev(iterMask, h)
				w.run(fr, body, iterMask, inner)
				if cm := fr.take(cont); cm != 0 {
					w.run(fr, cont, cm, exits{loop: t, inContinue: true})
				}
				iterMask = fr.take(h)
				if iterMask == 0 {
					break
				}
				w.block(fr, h, iterMask)
			}
			b, mask = merge, fr.take(merge)
		default:
			w.fail(t, -1, "unknown terminator")
		}
	}
}

func (fr *frame) condMask(c *ir.Value, mask uint64) uint64 {
	var m uint64
	for l := range lanes(mask) {
		if fr.get(c, l)&1 != 0 {
			m |= 1 << uint(l)
		}
	}
	return m
}

// block executes b's instructions except the terminator.
func (w *wave) block(fr *frame, b *ir.Block, mask uint64) {
	instrs := b.Instrs[:len(b.Instrs)-1]
	// Phis read their operands together, before any of them is written.
	nphi := 0
	for nphi < len(instrs) && instrs[nphi].Op == ir.OpPhi {
		nphi++
	}
	if nphi > 0 {
		tmp := make([][WaveSize]uint64, nphi)
		for i, v := range instrs[:nphi] {
			for l := range lanes(mask) {
				found := false
				for k, p := range v.Targets {
					if p == fr.prev[l] {
						tmp[i][l] = fr.get(v.Args[k], l)
						found = true
						break
					}
				}
				if !found {
					w.fail(v, l, "lane came from a block the phi does not list")
				}
			}
		}
		for i, v := range instrs[:nphi] {
			for l := range lanes(mask) {
				fr.regs[v.ID][l] = tmp[i][l]
			}
		}
	}
	for _, v := range instrs[nphi:] {
		w.steps++
		if w.steps > w.g.mc.maxSteps {
			w.fail(v, -1, "more than %d instructions executed by one wave (an endless loop?)", w.g.mc.maxSteps)
		}
		w.instr(fr, v, mask)
	}
}

package regalloc_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"hlslc/backend"
	bexec "hlslc/backend/exec"
	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
	"hlslc/internal/tooltest"
	. "hlslc/regalloc"
)

// clangKernels are OpenCL C kernels taking (in, out), run on 2 groups of 64:
// loads in flight, LDS with barriers, a loop carrying values, atomics, a
// divergent if/else, many values live at once and 64-bit arithmetic.
var clangKernels = map[string]string{
	"gather": `__kernel void gather(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint a = in[i], b = in[(i * 7) & 127], c = in[(i + 3) & 127];
	out[i] = a * b + c + in[a & 127];
}`,
	"lds": `__kernel void lds(__global const uint *in, __global uint *out) {
	__local uint t[64];
	uint l = __builtin_amdgcn_workitem_id_x(), i = __builtin_amdgcn_workgroup_id_x() * 64 + l;
	t[l] = in[i];
	__builtin_amdgcn_s_barrier();
	uint s = t[(l + 1) & 63] + t[(l + 5) & 63];
	__builtin_amdgcn_s_barrier();
	t[l] = s;
	__builtin_amdgcn_s_barrier();
	out[i] = t[63 - l] ^ s;
}`,
	"loop": `__kernel void loop(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint acc = 0, p = i;
	for (int k = 0; k < (int)(in[i] & 7); k++) { p = in[p & 127]; acc += p; }
	out[i] = acc;
}`,
	"atomics": `__kernel void atomics(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint old = __atomic_fetch_add(&out[in[i] & 15], 1u, __ATOMIC_RELAXED);
	out[64 + i] = old + in[(i + 1) & 127];
}`,
	"diverge": `__kernel void diverge(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint v = in[i], x, y = i * 3;
	if (v & 1) { x = in[(i * 3) & 127] * 5; y += x; } else { x = in[(i + 9) & 127] ^ 0x55; }
	if (v & 6) { for (uint k = 0; k < (v & 3); k++) { x = x * 7 + in[(x + k) & 127]; } }
	out[i] = x + y;
}`,
	"wide": `__kernel void wide(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint a[24];
	for (int k = 0; k < 24; k++) a[k] = in[(i * (k + 1) + k) & 127];
	ulong s = 0;
	for (int k = 0; k < 24; k++) s += (ulong)a[k] * a[(k * 5 + 3) % 24] + (a[k] >> (k & 7));
	uint w = in[(i + 5) & 127];
	if (w & 2) { for (int k = 0; k < 24; k++) s ^= (ulong)a[k] << (k & 31); }
	out[i] = (uint)s ^ (uint)(s >> 32);
	out[128 + i] = a[(w & 15)] + a[23] * a[11];
}`,
}

func buildKernel(t *testing.T, name, src string) *codeobj.Object {
	t.Helper()
	obj, err := codeobj.Read(tooltest.BuildOpenCL(t, name, src))
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

// withCode returns a copy of the object whose .text is f's code and whose
// descriptor grants exactly the registers res reports.
func withCode(t *testing.T, obj *codeobj.Object, f *mir.Func, res Result) *codeobj.Object {
	t.Helper()
	src := "\t.text\n" + f.Name + ":\n" + f.Assembly()
	asm, _, err := gfx9.Assemble(f.Name+".s", []byte(src), gfx9.AsmOptions{Target: obj.Target.Processor})
	if err != nil {
		t.Fatalf("re-assembling %s: %v\n%s", f.Name, err, src)
	}
	c := *obj
	c.Text = asm.Text
	c.Symbols = append([]codeobj.Symbol(nil), obj.Symbols...)
	for k := range c.Symbols {
		if c.Symbols[k].Name == f.Name {
			c.Symbols[k].Size = uint64(len(asm.Text))
		}
	}
	c.Kernels = append([]codeobj.Kernel(nil), obj.Kernels...)
	for k := range c.Kernels {
		kd := &c.Kernels[k].Descriptor
		kd.ComputePgmRsrc1 = codeobj.Rsrc1GranulatedWorkitemVGPRCount.Set(kd.ComputePgmRsrc1, codeobj.VGPRBlocks(int64(res.VGPRs)))
		kd.ComputePgmRsrc1 = codeobj.Rsrc1GranulatedWavefrontSGPRCount.Set(kd.ComputePgmRsrc1,
			codeobj.SGPRBlocks(int64(res.SGPRs)+codeobj.ExtraSGPRs(res.UsesVCC, false, true)))
	}
	return &c
}

func runKernel(t *testing.T, obj *codeobj.Object, kernel string) ([]byte, error) {
	t.Helper()
	data, err := codeobj.Write(obj)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bexec.Load(data, kernel)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(7))
	in := make([]byte, 512)
	for k := range in {
		in[k] = byte(r.Intn(256))
	}
	mem := bexec.NewMemory()
	a := mem.AllocBytes("in", in)
	b := mem.Alloc("out", 1024)
	kernarg := binary.LittleEndian.AppendUint64(nil, a.Base)
	kernarg = binary.LittleEndian.AppendUint64(kernarg, b.Base)
	_, err = p.Run(mem, bexec.Dispatch{Grid: [3]uint32{2, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: kernarg}, bexec.Options{Workers: 1})
	return b.Data, err
}

// virtualize turns clang's registers into virtual ones: the registers that
// tuple operands tie together form one group, and every group that the code
// does not read before writing it (in layout order) becomes one virtual
// register. The rest — v0 (work-item id), s[0:1] (kernarg pointer), the
// workgroup id SGPR, and any register grouped with them — stay physical.
// It returns how many virtual registers it made.
func virtualize(f *mir.Func) int {
	const units = 512
	parent := make([]int, units)
	for k := range parent {
		parent[k] = k
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	alloc := func(c int) bool { return c < MaxSGPRs || c >= gfx9.CodeVGPR0 && c < gfx9.CodeVGPR0+MaxVGPRs }
	seen, written, live := make([]bool, units), make([]bool, units), make([]bool, units)
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			in := &b.Instrs[k]
			for _, v := range in.Ops {
				if v.Kind != gfx9.ValReg || !alloc(int(v.Code)) {
					continue
				}
				for u := int(v.Code); u < int(v.Code)+int(max(v.Count, 1)); u++ {
					seen[u] = true
					if u > int(v.Code) {
						parent[find(u)] = find(int(v.Code))
					}
				}
			}
			for _, r := range gfx9.Uses(in) {
				for u := int(r.Code); u < int(r.Code)+int(r.Count) && u < units; u++ {
					if alloc(u) && !written[u] {
						live[u] = true
					}
				}
			}
			for _, r := range gfx9.Defs(in) {
				for u := int(r.Code); u < int(r.Code)+int(r.Count) && u < units; u++ {
					if u < units {
						written[u] = true
					}
				}
			}
		}
	}
	// group ranges
	lo, hi, pinned := map[int]int{}, map[int]int{}, map[int]bool{}
	for u := 0; u < units; u++ {
		if !seen[u] {
			continue
		}
		g := find(u)
		if _, ok := lo[g]; !ok || u < lo[g] {
			lo[g] = u
		}
		hi[g] = max(hi[g], u)
		if live[u] {
			pinned[g] = true
		}
	}
	base := map[int]int{}
	n := 0
	for u := 0; u < units; u++ {
		if !seen[u] || find(u) != u && lo[find(u)] != u {
			continue
		}
		g := find(u)
		if pinned[g] || lo[g] != u {
			continue
		}
		file := mir.SGPR
		if u >= gfx9.CodeVGPR0 {
			file = mir.VGPR
		}
		v := f.NewVReg(file, hi[g]-lo[g]+1)
		base[g] = int(v.Code)
		n++
	}
	for _, b := range f.Blocks {
		for k := range b.Instrs {
			for j, v := range b.Instrs[k].Ops {
				if v.Kind != gfx9.ValReg || !alloc(int(v.Code)) {
					continue
				}
				g := find(int(v.Code))
				if vb, ok := base[g]; ok {
					b.Instrs[k].Ops[j].Code = uint32(vb + int(v.Code) - lo[g])
				}
			}
		}
	}
	return n
}

// TestClangKernels takes clang's kernels, makes their registers virtual,
// allocates them again (with the full register file, and with a tight SGPR
// limit that forces spilling to VGPR lanes), re-inserts waits and hazard
// wait states, and runs them: the outputs must equal clang's original's.
func TestClangKernels(t *testing.T) {
	spilledAny := false
	for name, src := range clangKernels {
		t.Run(name, func(t *testing.T) {
			obj := buildKernel(t, name, src)
			want, err := runKernel(t, obj, name)
			if err != nil {
				t.Fatalf("clang's kernel fails on the executor: %v", err)
			}
			kd := obj.Kernels[0].Descriptor
			load := func() *mir.Func {
				code, labels, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
				if err != nil {
					t.Fatal(err)
				}
				f, err := mir.FuncFromCode(name, gfx9.GFX900, code, labels)
				if err != nil {
					t.Fatal(err)
				}
				if n := virtualize(f); n == 0 {
					t.Fatal("no register became virtual: the test would prove nothing")
				}
				for _, b := range f.Blocks {
					kept := b.Instrs[:0]
					for _, in := range b.Instrs {
						if in.Inst.Name != "s_waitcnt" {
							kept = append(kept, in)
						}
					}
					b.Instrs = kept
				}
				return f
			}
			check := func(f *mir.Func, opts Options) Result {
				res, err := Allocate(f, opts)
				if err != nil {
					t.Fatalf("%+v: %v\n%s", opts, err, f.Assembly())
				}
				if err := backend.InsertWaitcnt(f); err != nil {
					t.Fatal(err)
				}
				backend.InsertHazardNops(f)
				got, err := runKernel(t, withCode(t, obj, f, res), name)
				if err != nil {
					t.Fatalf("%+v: allocated kernel fails: %v\n%s", opts, err, f.Assembly())
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%+v: results differ from clang's kernel\n%s", opts, f.Assembly())
				}
				return res
			}
			res := check(load(), Options{})
			t.Logf("%s: clang next_free vgpr %d sgpr %d; ours vgpr %d sgpr %d vcc %v, %d copies removed",
				name, kd.VGPRCount(), kd.SGPRCount(), res.VGPRs, res.SGPRs, res.UsesVCC, res.CopiesRemoved)
			// fewer SGPRs than the allocation needs: values spill to VGPR lanes
			for limit := res.SGPRs - 1; limit >= res.SGPRs-4 && limit > 0; limit-- {
				f := load()
				r, err := Allocate(f, Options{MaxSGPRs: limit})
				if err != nil {
					t.Logf("%s: MaxSGPRs %d: %v", name, limit, err)
					continue
				}
				_ = r
				r = check(load(), Options{MaxSGPRs: limit})
				if r.SpilledSGPRs > 0 {
					spilledAny = true
				}
				if r.SGPRs > limit && r.SGPRs > res.SGPRs {
					t.Errorf("MaxSGPRs %d: used %d SGPRs", limit, r.SGPRs)
				}
				t.Logf("%s: MaxSGPRs %d: sgpr %d vgpr %d, %d SGPRs spilled to %d VGPRs", name, limit, r.SGPRs, r.VGPRs, r.SpilledSGPRs, r.SpillVGPRs)
			}
		})
	}
	if !t.Failed() && !spilledAny && tooltest.Find("clang") != "" {
		t.Error("no kernel spilled: the spill path was not exercised on real code")
	}
}

// enableScratch returns the Scratch of the ABI for clang's kernel: s[0:3]
// = the private segment buffer, the wave offset in the first system SGPR
// after the workgroup ids. clang enables the private segment buffer for
// most kernels without reading it (virtualize made those registers
// virtual); where it does not, the physical SGPRs of f (clang's user and
// system SGPRs) move up by four, as enabling it in the descriptor does.
// withScratchCode makes the matching descriptor.
func enableScratch(t *testing.T, f *mir.Func, kd codeobj.KernelDescriptor) *Scratch {
	t.Helper()
	if kd.PrivateSegmentFixedSize != 0 {
		t.Fatalf("%s: clang's kernel already uses %d bytes of scratch", f.Name, kd.PrivateSegmentFixedSize)
	}
	users := kd.UserSGPRCount()
	if !kd.EnableSGPRPrivateSegmentBuffer() {
		users += 4
		for _, b := range f.Blocks {
			for k := range b.Instrs {
				for j, v := range b.Instrs[k].Ops {
					if v.Kind == gfx9.ValReg && !v.IsVirtual() && int(v.Code) < MaxSGPRs {
						if int(v.Code)+int(max(v.Count, 1))+4 > MaxSGPRs {
							t.Fatalf("%s: no room to move %s up by four", f.Name, b.Instrs[k].String())
						}
						b.Instrs[k].Ops[j].Code += 4
					}
				}
			}
		}
	}
	// the wave offset is the last system SGPR, whether enabled already or
	// not; clang may use that register for its own values when it is not
	// enabled, so the kernel starts by copying the scratch registers to
	// virtual ones, as the backend does
	wave := users + len(kd.SystemSGPRs())
	if kd.EnablePrivateSegment() {
		wave--
	}
	rsrc, off := f.NewVReg(mir.SGPR, 4), f.NewVReg(mir.SGPR, 1)
	r := int(rsrc.Code) - gfx9.CodeVirtual
	var prologue []gfx9.Instr
	for _, c := range []struct {
		text string
		dst  gfx9.Value
	}{
		{"s_mov_b64 s[0:1], s[0:1]", gfx9.Virtual(r, 2)},
		{"s_mov_b64 s[0:1], s[2:3]", gfx9.Virtual(r+2, 2)},
		{fmt.Sprintf("s_mov_b32 s0, s%d", wave), off},
	} {
		in, err := gfx9.ParseInstr(gfx9.GFX900, c.text)
		if err != nil {
			t.Fatal(err)
		}
		in.Ops[0] = c.dst
		prologue = append(prologue, in)
	}
	f.Blocks[0].Instrs = append(prologue, f.Blocks[0].Instrs...)
	return &Scratch{Rsrc: rsrc, Offset: off}
}

// withScratchCode is withCode for a function made by enableScratch: the
// descriptor also enables the private segment buffer and wave offset and
// grants res.ScratchBytes of private memory per work-item.
func withScratchCode(t *testing.T, obj *codeobj.Object, f *mir.Func, res Result) *codeobj.Object {
	t.Helper()
	c := withCode(t, obj, f, res)
	for k := range c.Kernels {
		kd := &c.Kernels[k].Descriptor
		if !kd.EnableSGPRPrivateSegmentBuffer() {
			kd.KernelCodeProperties |= codeobj.KCPEnableSGPRPrivateSegmentBuffer
			kd.ComputePgmRsrc2 = codeobj.Rsrc2UserSGPRCount.Set(kd.ComputePgmRsrc2, uint32(kd.UserSGPRCount()+4))
		}
		kd.ComputePgmRsrc2 = codeobj.Rsrc2EnablePrivateSegment.Set(kd.ComputePgmRsrc2, 1)
		kd.PrivateSegmentFixedSize = uint32(res.ScratchBytes)
	}
	return c
}

// loadClang decodes clang's kernel, makes its registers virtual and drops
// its waits.
func loadClang(t *testing.T, obj *codeobj.Object, name string) *mir.Func {
	t.Helper()
	code, labels, err := gfx9.DecodeText(gfx9.GFX900, obj.Text, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mir.FuncFromCode(name, gfx9.GFX900, code, labels)
	if err != nil {
		t.Fatal(err)
	}
	if n := virtualize(f); n == 0 {
		t.Fatal("no register became virtual: the test would prove nothing")
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if in.Inst.Name != "s_waitcnt" {
				kept = append(kept, in)
			}
		}
		b.Instrs = kept
	}
	return f
}

// pressureKernel keeps 32 loaded values live through a divergent if/else
// and a loop whose trip count differs per lane: about 40 VGPRs, all of them
// candidates to spill.
const pressureKernel = `__kernel void pressure(__global const uint *in, __global uint *out) {
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint v[32];
	#pragma unroll
	for (int k = 0; k < 32; k++) v[k] = in[(i * (k + 3) + k * 5) & 127] ^ (k * 0x9e3779b9u);
	uint s = i;
	if (v[0] & 1) {
		#pragma unroll
		for (int k = 0; k < 32; k++) s += v[k] * v[(k * 7 + 1) & 31];
	} else {
		#pragma unroll
		for (int k = 0; k < 32; k++) s ^= v[k] + (v[(k + 3) & 31] >> 3);
	}
	for (uint r = 0; r < (v[5] & 7); r++) {
		#pragma unroll
		for (int k = 0; k < 32; k++) s = s * 3 + (v[k] ^ r);
	}
	out[i] = s;
	uint t = 0;
	#pragma unroll
	for (int k = 0; k < 32; k++) t += v[k] << (k & 7);
	out[128 + i] = t;
}`

// TestClangKernelsVGPRSpill allocates clang's kernels with far fewer VGPRs
// than they need and scratch at the ABI's registers, so that VGPR values
// spill to scratch, and runs them: the outputs must equal clang's.
func TestClangKernelsVGPRSpill(t *testing.T) {
	spilled := map[string]int{}
	kernels := map[string]string{"pressure": pressureKernel}
	for name, src := range clangKernels {
		kernels[name] = src
	}
	names := make([]string, 0, len(kernels))
	for name := range kernels {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			obj := buildKernel(t, name, kernels[name])
			want, err := runKernel(t, obj, name)
			if err != nil {
				t.Fatalf("clang's kernel fails on the executor: %v", err)
			}
			kd := obj.Kernels[0].Descriptor
			if kd.PrivateSegmentFixedSize != 0 {
				// clang folds the wave offset into its own copy of the
				// buffer descriptor; the Scratch of the ABI does not apply
				t.Logf("%s: clang's kernel uses %d bytes of scratch itself; not a VGPR spill test", name, kd.PrivateSegmentFixedSize)
				return
			}
			full, err := Allocate(loadClang(t, obj, name), Options{})
			if err != nil {
				t.Fatal(err)
			}
			// without scratch: the error the backend retries on
			if _, err := Allocate(loadClang(t, obj, name), Options{MaxVGPRs: full.VGPRs - 1}); err != nil {
				var ns *NeedScratchError
				if !errors.As(err, &ns) || ns.VGPRs != full.VGPRs {
					t.Errorf("MaxVGPRs %d without scratch: got %v, want a NeedScratchError for %d VGPRs", full.VGPRs-1, err, full.VGPRs)
				}
			} else {
				t.Errorf("MaxVGPRs %d without scratch: allocated although the kernel needs %d", full.VGPRs-1, full.VGPRs)
			}
			limits := []int{full.VGPRs - 1, max(full.VGPRs/2, 8)}
			if name == "pressure" {
				limits = append(limits, 16, 10)
			}
			for k, limit := range limits {
				if limit >= full.VGPRs || k > 0 && limit == limits[k-1] {
					continue
				}
				f := loadClang(t, obj, name)
				sc := enableScratch(t, f, kd)
				sc.Base = 4 * (limit % 3) // pretend private arrays use the first bytes
				opts := Options{MaxVGPRs: limit, Scratch: sc}
				res, err := Allocate(f, opts)
				if err != nil && strings.Contains(err.Error(), "even with every spillable value in scratch") {
					// one instruction's operands and the physical VGPRs
					// (clang's v0/v1) need more than the limit
					t.Logf("%s: MaxVGPRs %d: %v", name, limit, err)
					continue
				}
				if err != nil {
					t.Fatalf("MaxVGPRs %d: %v", limit, err)
				}
				if res.VGPRs > limit || res.SpilledVGPRs == 0 || res.ScratchBytes != sc.Base+4*res.SpilledVGPRs {
					t.Errorf("MaxVGPRs %d: vgprs %d, %d spilled, %d scratch bytes", limit, res.VGPRs, res.SpilledVGPRs, res.ScratchBytes)
				}
				if err := backend.InsertWaitcnt(f); err != nil {
					t.Fatal(err)
				}
				backend.InsertHazardNops(f)
				got, err := runKernel(t, withScratchCode(t, obj, f, res), name)
				if err != nil {
					t.Fatalf("MaxVGPRs %d: allocated kernel fails: %v\n%s", limit, err, f.Assembly())
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("MaxVGPRs %d: results differ from clang's kernel\n%s", limit, f.Assembly())
				}
				spilled[name] += res.SpilledVGPRs
				t.Logf("%s: needs %d VGPRs; MaxVGPRs %d: vgpr %d sgpr %d, %d VGPRs spilled, %d scratch bytes", name, full.VGPRs, limit, res.VGPRs, res.SGPRs, res.SpilledVGPRs, res.ScratchBytes)
			}
		})
	}
	if !t.Failed() && tooltest.Find("clang") != "" {
		for _, name := range []string{"gather", "loop", "pressure"} {
			if spilled[name] == 0 {
				t.Errorf("%s: no VGPR spilled: the spill path was not exercised on it", name)
			}
		}
	}
}

// TestOver256VGPRs runs a generated kernel in which 300 values (each the
// lane's input word xor a constant) are live at once, more than the
// hardware's 256 VGPRs, folded in order by alternating add and xor. With
// the default MaxVGPRs it needs scratch; with scratch it spills, and its
// outputs must equal the same folding done in Go. clang's gather kernel
// lends the code object (its descriptor and (in, out) arguments).
func TestOver256VGPRs(t *testing.T) {
	const values = 300
	obj := buildKernel(t, "gather", clangKernels["gather"])
	kd := obj.Kernels[0].Descriptor
	kernarg := 0
	for _, u := range kd.UserSGPRs() {
		if u.Name == "kernarg_segment_ptr" {
			break
		}
		kernarg += u.Count
	}
	key := func(j int) uint32 { return uint32(j) * 0x9e3779b9 }
	build := func() (*mir.Func, *Scratch) {
		// %[0:3] pointers, %4 index, %5 byte offset, %6 input, %7.. values, then the fold
		lines := []string{
			fmt.Sprintf("s_load_dwordx4 %%[0:3], s[%d:%d], 0x0", kernarg, kernarg+1),
			fmt.Sprintf("v_lshl_add_u32 %%4, s%d, 6, v0", kd.UserSGPRCount()),
			"v_lshlrev_b32_e32 %5, 2, %4",
			"global_load_dword %6, %5, %[0:1]",
		}
		for j := 0; j < values; j++ {
			lines = append(lines, fmt.Sprintf("v_xor_b32_e32 %%%d, 0x%x, %%6", 7+j, key(j)))
		}
		acc := 7 + values
		lines = append(lines, fmt.Sprintf("v_mov_b32_e32 %%%d, %%7", acc))
		for j := 1; j < values; j++ {
			op := "v_add_u32_e32"
			if j%2 == 0 {
				op = "v_xor_b32_e32"
			}
			lines = append(lines, fmt.Sprintf("%s %%%d, %%%d, %%%d", op, acc, acc, 7+j))
		}
		lines = append(lines, fmt.Sprintf("global_store_dword %%5, %%%d, %%[2:3]", acc), "s_endpgm")
		var code []gfx9.DisasmInstr
		for k, l := range lines {
			in, err := gfx9.ParseInstr(gfx9.GFX900, l)
			if err != nil {
				t.Fatalf("%s: %v", l, err)
			}
			code = append(code, gfx9.DisasmInstr{Offset: uint64(4 * k), Instr: in})
		}
		f, err := mir.FuncFromCode("gather", gfx9.GFX900, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		f.NewVReg(mir.SGPR, 4)
		for u := 4; u <= acc; u++ {
			f.NewVReg(mir.VGPR, 1)
		}
		return f, enableScratch(t, f, kd)
	}

	f, _ := build()
	_, err := Allocate(f, Options{})
	var ns *NeedScratchError
	if !errors.As(err, &ns) || ns.VGPRs <= MaxVGPRs {
		t.Fatalf("without scratch: got %v, want a NeedScratchError for more than %d VGPRs", err, MaxVGPRs)
	}
	f, sc := build()
	res, err := Allocate(f, Options{Scratch: sc})
	if err != nil {
		t.Fatal(err)
	}
	if res.VGPRs > MaxVGPRs || res.SpilledVGPRs < ns.VGPRs-MaxVGPRs {
		t.Fatalf("needs %d VGPRs: allocated %d, %d spilled", ns.VGPRs, res.VGPRs, res.SpilledVGPRs)
	}
	if err := backend.InsertWaitcnt(f); err != nil {
		t.Fatal(err)
	}
	backend.InsertHazardNops(f)
	got, err := runKernel(t, withScratchCode(t, obj, f, res), "gather")
	if err != nil {
		t.Fatalf("spilled kernel fails: %v", err)
	}
	// the input runKernel gives: 512 random bytes from seed 7
	r := rand.New(rand.NewSource(7))
	in := make([]byte, 512)
	for k := range in {
		in[k] = byte(r.Intn(256))
	}
	want := make([]byte, len(got))
	for i := 0; i < 128; i++ {
		x := binary.LittleEndian.Uint32(in[4*i:])
		acc := x ^ key(0)
		for j := 1; j < values; j++ {
			if j%2 == 0 {
				acc ^= x ^ key(j)
			} else {
				acc += x ^ key(j)
			}
		}
		binary.LittleEndian.PutUint32(want[4*i:], acc)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("results differ from the Go fold (first words %x, want %x)", got[:16], want[:16])
	}
	t.Logf("needs %d VGPRs: %d VGPRs, %d SGPRs, %d VGPRs spilled, %d scratch bytes", ns.VGPRs, res.VGPRs, res.SGPRs, res.SpilledVGPRs, res.ScratchBytes)
}

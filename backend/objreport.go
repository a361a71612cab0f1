package backend

import (
	"fmt"
	"sort"
	"strings"

	"hlslc/backend/gfx9"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/mir"
)

// ObjectKernels reads the kernels of any gfx9 code object (hlslc's,
// clang's, LLVM's, an assembler's) back for the reports: for each, the
// register report and the code as machine IR — blocks split at branch
// targets and after branches, successors from the branches — from which
// LiveRegisters draws RGA's live-register maps. Register counts come from
// the code and the descriptor's system registers; LDS, scratch and the
// workgroup size from the descriptor and the metadata (.reqd_workgroup_size,
// else .max_flat_workgroup_size, else the HSA default of 1024 work-items);
// spill counts from the metadata when LLVM wrote them, else 0.
func ObjectKernels(o *codeobj.Object) ([]Report, []*mir.Func, error) {
	t, err := gfx9.ParseTarget(o.Target.Processor)
	if err != nil {
		return nil, nil, err
	}
	symbols := map[uint64]string{}
	ends := map[uint64]uint64{} // code symbol start → end, when sized
	for _, s := range o.Symbols {
		if s.Kind == codeobj.SymbolFunc {
			symbols[s.Offset] = s.Name
			if s.Size > 0 {
				ends[s.Offset] = s.Offset + s.Size
			}
		}
	}
	instrs, _, err := gfx9.DecodeText(t, o.Text[:gfx9.CodeEnd(o)], symbols)
	if err != nil {
		return nil, nil, err
	}
	starts := make([]uint64, 0, len(o.Kernels))
	for _, k := range o.Kernels {
		starts = append(starts, k.EntryOffset)
	}
	sort.Slice(starts, func(i, j int) bool { return starts[i] < starts[j] })
	var reps []Report
	var funcs []*mir.Func
	for _, k := range o.Kernels {
		end, ok := ends[k.EntryOffset]
		if !ok {
			end = uint64(len(o.Text))
			for _, s := range starts {
				if s > k.EntryOffset {
					end = s
					break
				}
			}
		}
		var code []gfx9.DisasmInstr
		for _, in := range instrs {
			if in.Offset >= k.EntryOffset && in.Offset < end {
				code = append(code, in)
			}
		}
		if len(code) == 0 {
			return nil, nil, fmt.Errorf("kernel %s: no code at .text+%#x", k.Name, k.EntryOffset)
		}
		f := objectFunc(k.Name, t, code)
		size := int(end - k.EntryOffset)
		if int(end) == gfx9.CodeEnd(o) {
			size += len(o.Text) - int(end) // its read-only data, as the compiler's report counts it
		}
		rep, err := kernelReport(objectFacts(o, k, f, size), f)
		if err != nil {
			return nil, nil, fmt.Errorf("kernel %s: %v", k.Name, err)
		}
		reps = append(reps, rep)
		funcs = append(funcs, f)
	}
	return reps, funcs, nil
}

// objectFunc splits decoded code into basic blocks.
func objectFunc(name string, t gfx9.Target, code []gfx9.DisasmInstr) *mir.Func {
	target := func(in gfx9.DisasmInstr) (uint64, bool) {
		for _, v := range in.Instr.Ops {
			if v.Kind == gfx9.ValLabel {
				// SOPP branch offsets count words from the next instruction
				return uint64(int64(in.Offset) + 4 + 4*v.Imm), true
			}
		}
		return 0, false
	}
	leader := map[uint64]bool{code[0].Offset: true}
	for i, in := range code {
		if tg, ok := target(in); ok {
			leader[tg] = true
		}
		if endsBlock(&in.Instr) && i+1 < len(code) {
			leader[code[i+1].Offset] = true
		}
	}
	f := &mir.Func{Name: name, Target: t}
	blockAt := map[uint64]int{}
	var last []gfx9.DisasmInstr // each block's closing instruction
	for _, in := range code {
		if leader[in.Offset] {
			blockAt[in.Offset] = len(f.Blocks)
			f.Blocks = append(f.Blocks, &mir.Block{Label: fmt.Sprintf(".LBB_%x", in.Offset)})
			last = append(last, in)
		}
		b := f.Blocks[len(f.Blocks)-1]
		b.Instrs = append(b.Instrs, in.Instr)
		last[len(last)-1] = in
	}
	for i, b := range f.Blocks {
		if tg, ok := target(last[i]); ok {
			if j, ok := blockAt[tg]; ok {
				b.Succs = append(b.Succs, j)
			}
		}
		n := last[i].Instr.Inst.Name
		falls := !(n == "s_branch" || n == "s_endpgm" || strings.HasPrefix(n, "s_setpc"))
		if falls && i+1 < len(f.Blocks) {
			b.Succs = append(b.Succs, i+1)
		}
	}
	return f
}

func endsBlock(in *gfx9.Instr) bool {
	n := in.Inst.Name
	return strings.HasPrefix(n, "s_branch") || strings.HasPrefix(n, "s_cbranch") || strings.HasPrefix(n, "s_setpc") || n == "s_endpgm"
}

// objectFacts gathers a kernel's report inputs from its code, descriptor
// and metadata.
func objectFacts(o *codeobj.Object, k codeobj.Kernel, f *mir.Func, codeBytes int) kernelFacts {
	kd := k.Descriptor
	var meta map[string]any
	list, _ := o.Metadata["amdhsa.kernels"].([]any)
	for _, e := range list {
		if m, ok := e.(map[string]any); ok && m[".name"] == k.Name {
			meta = m
		}
	}
	metaInt := func(key string) (int, bool) {
		switch v := meta[key].(type) {
		case int64:
			return int(v), true
		case uint64:
			return int(v), true
		}
		return 0, false
	}
	facts := kernelFacts{name: k.Name, target: o.Target, group: [3]int{1024, 1, 1},
		lds: int(kd.GroupSegmentFixedSize), scratch: int(kd.PrivateSegmentFixedSize), codeBytes: codeBytes}
	if req, ok := meta[".reqd_workgroup_size"].([]any); ok && len(req) == 3 {
		for i := range req {
			switch v := req[i].(type) {
			case int64:
				facts.group[i] = int(v)
			case uint64:
				facts.group[i] = int(v)
			}
		}
	} else if n, ok := metaInt(".max_flat_workgroup_size"); ok {
		facts.group = [3]int{n, 1, 1}
	}
	facts.sgprSpills, _ = metaInt(".sgpr_spill_count")
	facts.vgprSpills, _ = metaInt(".vgpr_spill_count")
	// the registers the hardware sets up count even when the code does not
	// name them
	r := Registers{VGPRs: kd.VGPRWorkitemID() + 1, SGPRs: kd.UserSGPRCount() + len(kd.SystemSGPRs())}
	scanRegisters(f, &r) // decoded code has no virtual registers
	facts.regs = r
	return facts
}

package testsuite

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"hlslc/backend"
	gexec "hlslc/backend/exec"
	"hlslc/backend/gfx9/codeobj"
	"hlslc/backend/launch"
	"hlslc/frontend"
	"hlslc/internal/tooltest"
	"hlslc/ir"
	"hlslc/ir/interp"
	"hlslc/ir/llvm"
	"hlslc/ir/lower"
	"hlslc/ir/runspec"
	"hlslc/testsuite/vk"
)

// Compile runs the frontend and the lowering on a case.
func Compile(c *Case) (*ir.Module, error) {
	res := frontend.Compile(c.Path, c.Src, c.Frontend, frontend.StageCheck)
	if res.Diags.HasErrors() {
		var b strings.Builder
		res.Diags.Render(&b)
		return nil, fmt.Errorf("frontend:\n%s", b.String())
	}
	m, err := lower.Lower(res.Program, c.Lower)
	if err != nil {
		return nil, fmt.Errorf("lowering: %v", err)
	}
	return m, nil
}

// Interp runs the module on the reference interpreter; the result is the
// output by resource name.
func Interp(c *Case, m *ir.Module) (map[string][]uint32, error) {
	r, err := interp.Run(m, c.Spec, interp.Options{})
	if err != nil {
		return nil, err
	}
	return runspec.ParseOutput(r.JSON())
}

// LLVMTools are the paths of llc and ld.lld ("" when missing).
func LLVMTools() (llc, lld string) { return tooltest.Find("llc"), tooltest.Find("ld.lld") }

// LLVMArgs are the llc options of the LLVM path (issue 5).
//
// -amdgpu-max-memory-clause=1 turns off llc-19's SIFormMemoryClauses,
// which only groups memory instructions for scheduling but left wrong live
// intervals behind ("No live subrange at use" under -verify-machineinstrs):
// the register allocator then dropped the loop header's copy of a
// loop-carried value, and the loop read a stale register (differential
// fuzzer seed 7129355; testsuite/cases/fuzz_llvm_memory_clause.hlsl). The
// LLVM path is an oracle, so it runs llc without the pass; `hlslc bench
// peers` measures LLVM with its defaults.
//
// -amdgpu-atomic-optimizer-strategy=None turns off the atomic optimizer,
// which issues one atomic per wave (value × active lanes) when the value is
// uniform. llc-19's uniformity analysis stops too early when it looks for the
// joins of a divergent branch whose arms span several blocks (LLVM issue
// 137277, fixed upstream by PR 139667 after LLVM 19): a phi at such a join is
// taken as uniform, and an atomic of it added the first lane's value for the
// lanes of both arms (fuzzer seed 7192800; testsuite/cases/
// fuzz_llvm_divergent_join_loops.hlsl). Other users of the analysis may be
// misled the same way; the differential fuzzer would report them.
var LLVMArgs = []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", "-amdgpu-max-memory-clause=1", "-amdgpu-atomic-optimizer-strategy=None"}

// LLVMObject exports the module to LLVM IR, compiles it with llc for gfx900
// and links it with ld.lld -shared, in dir; it returns the code object.
func LLVMObject(m *ir.Module, dir, name string) ([]byte, error) {
	llc, lld := LLVMTools()
	if llc == "" || lld == "" {
		return nil, errors.New("llc or ld.lld is not installed")
	}
	text, err := llvm.ExportTextWith(m, llvm.Options{Strict: true, OrAsArithmetic: true})
	if err != nil {
		return nil, fmt.Errorf("LLVM export: %v", err)
	}
	ll := filepath.Join(dir, name+".ll")
	obj := filepath.Join(dir, name+".o")
	co := filepath.Join(dir, name+".co")
	if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
		return nil, err
	}
	if out, err := exec.Command(llc, append(append([]string(nil), LLVMArgs...), ll, "-o", obj)...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("llc rejected the export (%s): %v\n%s", ll, err, out)
	}
	if out, err := exec.Command(lld, "-shared", obj, "-o", co).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("ld.lld: %v\n%s", err, out)
	}
	return os.ReadFile(co)
}

// Budget is the executor's instruction budget per case (wave instructions):
// far above what any case needs, so that a kernel that does not terminate
// fails in a second instead of running for hours.
const Budget = 1 << 26

// RunLLVM runs the LLVM path's code object on the executor through the
// kernel ABI (package backend/launch), in the unaligned LDS mode that
// ROCm's driver sets and llc's code for amdhsa counts on.
func RunLLVM(c *Case, m *ir.Module, co []byte) (map[string][]uint32, error) {
	k, err := launch.Load(m, co)
	if err != nil {
		return nil, err
	}
	r, err := k.Run(c.Spec, gexec.Options{Budget: Budget, LDSAlignment: gexec.LDSUnaligned})
	if err != nil {
		return nil, err
	}
	return runspec.ParseOutput(r.JSON())
}

// LavapipeAvailable reports why lavapipe cannot run ("" if it can).
func LavapipeAvailable() string {
	for _, tool := range []string{"glslangValidator", "spirv-cross", "gcc"} {
		if tooltest.Find(tool) == "" {
			return tool + " is not installed"
		}
	}
	if _, err := os.Stat(vk.Lavapipe.ICDFile()); err != nil {
		return "the lavapipe ICD manifest " + vk.Lavapipe.ICDFile() + " is missing"
	}
	if _, err := os.Stat("/usr/include/vulkan/vulkan.h"); err != nil {
		return "the Vulkan headers are missing"
	}
	if _, err := vk.HelperPath(); err != nil {
		return err.Error()
	}
	return ""
}

// ErrGlslang marks a case glslang does not accept, or whose resources
// lavapipe cannot create (not a disagreement).
var ErrGlslang = errors.New("glslang rejects the shader")

// Lavapipe compiles the case with glslang and runs it on lavapipe. The
// returned subgroup size is the wave size lavapipe used.
func Lavapipe(c *Case) (map[string][]uint32, int, error) {
	src := c.Src
	if len(c.Frontend.PP.Defines) > 0 {
		var pre strings.Builder
		for _, d := range c.Frontend.PP.Defines {
			name, val, ok := strings.Cut(d, "=")
			if !ok {
				val = "1"
			}
			fmt.Fprintf(&pre, "#define %s %s\n", name, val)
		}
		pre.WriteString("#line 1\n")
		src = append([]byte(pre.String()), src...)
	}
	sh, err := vk.Compile(src, c.Path, c.Entry())
	if err != nil {
		if strings.Contains(err.Error(), "not installed") {
			return nil, 0, err
		}
		return nil, 0, fmt.Errorf("%w: %v", ErrGlslang, err)
	}
	r, err := sh.RunSpec(c.Spec)
	if errors.Is(err, vk.ErrUnsupported) {
		// A format or an image size lavapipe lacks: not a disagreement.
		return nil, 0, fmt.Errorf("%w: %v", ErrGlslang, err)
	}
	if err != nil {
		return nil, 0, err
	}
	out, err := runspec.ParseOutput(sh.Output(r))
	return out, r.SubgroupSize, err
}

// Backend compiles a case with hlslc's backend for gfx900. It lowers a
// fresh module, since the backend optimises the module in place; the
// module is returned with the output, for binding the run spec.
func Backend(c *Case, noScalarize bool) (*ir.Module, *backend.Output, error) {
	m, err := Compile(c)
	if err != nil {
		return nil, nil, err
	}
	out, err := backend.CompileWith(m, c.Entry(), backend.Options{Target: "gfx900", NoScalarize: noScalarize})
	if err != nil {
		return nil, nil, fmt.Errorf("backend: %v", err)
	}
	return m, out, nil
}

// LLVMMCAccepts assembles the assembly with llvm-mc (at path mc) for
// gfx900, in dir.
func LLVMMCAccepts(mc, asm, dir, name string) error {
	s := filepath.Join(dir, name+".s")
	if err := os.WriteFile(s, []byte(asm), 0o644); err != nil {
		return err
	}
	out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", filepath.Join(dir, name+".mc.o")).CombinedOutput()
	if err != nil {
		return fmt.Errorf("llvm-mc rejects the assembly (%s): %v\n%s", s, err, out)
	}
	return nil
}

// RunBackend runs hlslc's code object on the executor through the kernel
// ABI, with the executor's missing-s_waitcnt and hazard checks on.
func RunBackend(c *Case, m *ir.Module, out *backend.Output) (map[string][]uint32, error) {
	return RunObject(c, m, out.Object, gexec.Options{Workers: 1})
}

// RunObject runs hlslc's code object for the case's module on the
// executor with the given options (the suite's instruction budget when none
// is given), in the strict LDS alignment mode: hlslc's code depends on no
// mode, so a misaligned LDS access is a compiler bug the run reports.
func RunObject(c *Case, m *ir.Module, obj *codeobj.Object, opts gexec.Options) (map[string][]uint32, error) {
	co, err := codeobj.Write(obj)
	if err != nil {
		return nil, fmt.Errorf("code object: %v", err)
	}
	if opts.Budget == 0 {
		opts.Budget = Budget
	}
	opts.LDSAlignment = gexec.LDSStrict
	r, err := launch.Run(m, co, c.Spec, opts)
	if err != nil {
		return nil, err
	}
	return runspec.ParseOutput(r.JSON())
}

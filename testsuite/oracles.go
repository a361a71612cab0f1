package testsuite

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	gexec "hlslc/backend/exec"
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
var LLVMArgs = []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"}

// LLVMObject exports the module to LLVM IR, compiles it with llc for gfx900
// and links it with ld.lld -shared, in dir; it returns the code object.
func LLVMObject(m *ir.Module, dir, name string) ([]byte, error) {
	llc, lld := LLVMTools()
	if llc == "" || lld == "" {
		return nil, errors.New("llc or ld.lld is not installed")
	}
	text, err := llvm.ExportText(m)
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
// kernel ABI (package backend/launch).
func RunLLVM(c *Case, m *ir.Module, co []byte) (map[string][]uint32, error) {
	k, err := launch.Load(m, co)
	if err != nil {
		return nil, err
	}
	r, err := k.Run(c.Spec, gexec.Options{Budget: Budget})
	if err != nil {
		return nil, err
	}
	return runspec.ParseOutput(r.JSON())
}

// ErrGlslang marks a case glslang does not accept (not a disagreement).
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
	if err != nil {
		return nil, 0, err
	}
	out, err := runspec.ParseOutput(sh.Output(r))
	return out, r.SubgroupSize, err
}

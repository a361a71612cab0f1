package vk

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed csrc/vkhelper.c
var helperSource []byte

// Driver is a Vulkan driver the helper can load.
type Driver int

// The drivers.
const (
	Lavapipe Driver = iota // Mesa's CPU driver
	RADV                   // Mesa's AMD driver, here on a null Vega10 device
)

func (d Driver) String() string {
	switch d {
	case Lavapipe:
		return "lavapipe"
	case RADV:
		return "RADV"
	}
	return fmt.Sprintf("driver(%d)", int(d))
}

// ICDDir is where Debian's mesa-vulkan-drivers installs the ICD manifests.
const ICDDir = "/usr/share/vulkan/icd.d"

// ICDFile is the loader manifest of the driver.
func (d Driver) ICDFile() string {
	switch d {
	case Lavapipe:
		return filepath.Join(ICDDir, "lvp_icd.x86_64.json")
	case RADV:
		return filepath.Join(ICDDir, "radeon_icd.x86_64.json")
	}
	return ""
}

// PeerFamily is the GPU RADV is asked to compile for (RADV_FORCE_FAMILY).
const PeerFamily = "vega10"

// Timeout bounds every helper process.
var Timeout = 60 * time.Second

var (
	helperOnce sync.Once
	helperPath string
	helperErr  error
	xdgOnce    sync.Once
	xdgDir     string
	xdgErr     error
)

// HelperPath builds the Vulkan helper (once per process; the binary is
// cached across processes) and returns its path.
func HelperPath() (string, error) {
	helperOnce.Do(func() { helperPath, helperErr = buildHelper() })
	return helperPath, helperErr
}

func buildHelper() (string, error) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return "", errors.New("vk: building the Vulkan helper: gcc is not installed")
	}
	sum := sha256.Sum256(append(append([]byte{}, helperSource...), gcc...))
	name := "vkhelper-" + hex.EncodeToString(sum[:8])
	dir, err := os.UserCacheDir()
	if err == nil {
		dir = filepath.Join(dir, "hlslc")
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		// No usable cache directory: build into a private temporary one.
		if dir, err = os.MkdirTemp("", "hlslc-vkhelper-"); err != nil {
			return "", fmt.Errorf("vk: building the Vulkan helper: %v", err)
		}
	}
	bin := filepath.Join(dir, name)
	if st, err := os.Stat(bin); err == nil && st.Mode().IsRegular() && st.Mode()&0o100 != 0 {
		return bin, nil
	}
	work, err := os.MkdirTemp(dir, name+"-build-")
	if err != nil {
		return "", fmt.Errorf("vk: building the Vulkan helper: %v", err)
	}
	defer os.RemoveAll(work)
	src := filepath.Join(work, "vkhelper.c")
	if err := os.WriteFile(src, helperSource, 0o644); err != nil {
		return "", fmt.Errorf("vk: building the Vulkan helper: %v", err)
	}
	out := filepath.Join(work, "vkhelper")
	cmd := exec.Command(gcc, "-std=c11", "-O1", "-Wall", "-o", out, src, "-lvulkan")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("vk: building the Vulkan helper with gcc failed (are libvulkan-dev's headers and library installed?): %v\n%s", err, bytes.TrimSpace(msg))
	}
	// Rename is atomic: concurrent builders leave one complete binary.
	if err := os.Rename(out, bin); err != nil {
		return "", fmt.Errorf("vk: building the Vulkan helper: %v", err)
	}
	return bin, nil
}

// runtimeDir returns XDG_RUNTIME_DIR, or a private directory when unset.
func runtimeDir() (string, error) {
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" {
		return d, nil
	}
	xdgOnce.Do(func() {
		xdgDir, xdgErr = os.MkdirTemp("", "hlslc-vk-xdg-")
		if xdgErr == nil {
			xdgErr = os.Chmod(xdgDir, 0o700)
		}
	})
	if xdgErr != nil {
		return "", fmt.Errorf("vk: creating a private XDG_RUNTIME_DIR: %v", xdgErr)
	}
	return xdgDir, nil
}

// helperEnv is the child's environment: ours without any variable that
// steers the loader or Mesa, plus the driver selection.
func helperEnv(d Driver, extra ...string) ([]string, error) {
	xdg, err := runtimeDir()
	if err != nil {
		return nil, err
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case strings.HasPrefix(k, "VK_"), strings.HasPrefix(k, "RADV_"), strings.HasPrefix(k, "ACO_"),
			strings.HasPrefix(k, "MESA_"), strings.HasPrefix(k, "LP_"), strings.HasPrefix(k, "GALLIUM_"),
			k == "XDG_RUNTIME_DIR":
			continue
		}
		env = append(env, kv)
	}
	env = append(env,
		"VK_ICD_FILENAMES="+d.ICDFile(),
		"XDG_RUNTIME_DIR="+xdg,
		"MESA_SHADER_CACHE_DISABLE=true",
		"MESA_GLSL_CACHE_DISABLE=true",
	)
	if d == RADV {
		env = append(env, "RADV_FORCE_FAMILY="+PeerFamily)
	}
	return append(env, extra...), nil
}

// ErrUnsupported marks the errors of a run that the driver cannot do (a
// format or an image size it lacks), as opposed to failures.
var ErrUnsupported = errors.New("vk: not supported by the driver")

type unsupportedError string

func (e unsupportedError) Error() string        { return string(e) }
func (e unsupportedError) Is(target error) bool { return target == ErrUnsupported }

// binding is one descriptor of a helper request.
type binding struct {
	set, binding uint32
	// kind is the descriptor type: storage, uniform, texel-storage,
	// texel-uniform, storage-image or sampled.
	kind string
	// format (typed resources: a VkFormat name, or "-" when unknown, as
	// for statistics) and shape (images: 1d, 2d, 3d, 2darray).
	format, shape string
	extent        [3]uint32 // images: width, height, depth or layers
	levels        int       // images: mip levels (0: one)
	sampler       string    // samplers: the helper's sampler state fields
	data          []byte
}

// resourceBinding is the binding of r with contents data.
func resourceBinding(r Resource, data []byte, extent [3]uint32) binding {
	kind, format, shape := r.descriptor()
	return binding{set: r.Set, binding: r.Binding, kind: kind, format: format, shape: shape, extent: extent, data: data}
}

type request struct {
	spirv    []byte
	entry    string
	dispatch [3]uint32
	bindings []binding
}

func (r *request) encode() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "spirv %d\n", len(r.spirv))
	b.Write(r.spirv)
	fmt.Fprintf(&b, "entry %s\n", r.entry)
	fmt.Fprintf(&b, "dispatch %d %d %d\n", r.dispatch[0], r.dispatch[1], r.dispatch[2])
	for _, bd := range r.bindings {
		fmt.Fprintf(&b, "binding %d %d %s %d", bd.set, bd.binding, bd.kind, len(bd.data))
		if bd.sampler != "" {
			fmt.Fprintf(&b, " %s", bd.sampler)
		}
		if bd.format != "" {
			fmt.Fprintf(&b, " %s", bd.format)
		}
		if bd.shape != "" {
			fmt.Fprintf(&b, " %s %d %d %d", bd.shape, bd.extent[0], bd.extent[1], bd.extent[2])
			if bd.levels > 1 {
				fmt.Fprintf(&b, " %d", bd.levels)
			}
		}
		b.WriteString("\n")
		b.Write(bd.data)
	}
	b.WriteString("end\n")
	return b.Bytes()
}

// reply is the helper's answer.
type reply struct {
	device       string
	subgroupSize int
	compileTime  time.Duration
	buffers      map[[2]uint32][]byte
	execs        []execInfo
}

type execInfo struct {
	subgroupSize      int
	name, description string
	stats             []Statistic
	irs               []Representation
}

// Statistic is one VK_KHR_pipeline_executable_properties statistic.
type Statistic struct {
	Name  string
	Value string // as reported: an integer, a float, or true/false
}

// Representation is one internal representation (NIR, ACO IR, LLVM IR, Assembly).
type Representation struct {
	Name string
	Text string
}

// call runs the helper in mode "run" or "stats" on driver d.
func call(mode string, d Driver, req *request, extraEnv ...string) (*reply, error) {
	bin, err := HelperPath()
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(d.ICDFile()); err != nil {
		return nil, fmt.Errorf("vk: %s: ICD manifest %s is missing (install mesa-vulkan-drivers)", d, d.ICDFile())
	}
	env, err := helperEnv(d, extraEnv...)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, mode)
	cmd.Env = env
	cmd.Stdin = bytes.NewReader(req.encode())
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("vk: %s: the Vulkan helper did not finish within %v", d, Timeout)
	}
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "vkhelper: "); i >= 0 {
			// The helper's own diagnostic is its last line; driver chatter
			// before it is kept after it for context.
			ctx := strings.TrimSpace(msg[:i])
			msg = strings.TrimPrefix(msg[i:], "vkhelper: ")
			if ctx != "" {
				msg += "\n" + ctx
			}
		} else if msg == "" {
			msg = "no diagnostic"
		}
		if strings.HasPrefix(msg, "unsupported: ") {
			return nil, unsupportedError(fmt.Sprintf("vk: %s does not support the shader's resources: %s", d, strings.TrimPrefix(msg, "unsupported: ")))
		}
		return nil, fmt.Errorf("vk: %s: %s (%v)", d, msg, err)
	}
	rep, err := parseReply(stdout.Bytes())
	if err != nil {
		return nil, fmt.Errorf("vk: %s: %v", d, err)
	}
	return rep, nil
}

func parseReply(data []byte) (*reply, error) {
	rd := bufio.NewReader(bytes.NewReader(data))
	rep := &reply{buffers: map[[2]uint32][]byte{}}
	blob := func(n string) ([]byte, error) {
		size, err := strconv.Atoi(n)
		if err != nil || size < 0 {
			return nil, fmt.Errorf("helper reply: bad size %q", n)
		}
		b := make([]byte, size)
		if _, err := io.ReadFull(rd, b); err != nil {
			return nil, fmt.Errorf("helper reply: short data: %v", err)
		}
		if c, err := rd.ReadByte(); err != nil || c != '\n' {
			return nil, errors.New("helper reply: data not followed by a newline")
		}
		return b, nil
	}
	execAt := func(s string) (*execInfo, error) {
		i, err := strconv.Atoi(s)
		if err != nil || i < 0 || i >= len(rep.execs) {
			return nil, fmt.Errorf("helper reply: bad executable index %q", s)
		}
		return &rep.execs[i], nil
	}
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return nil, errors.New("helper reply: truncated (no final \"ok\")")
		}
		line = strings.TrimSuffix(line, "\n")
		key, rest, _ := strings.Cut(line, " ")
		switch key {
		case "ok":
			return rep, nil
		case "device":
			rep.device = rest
		case "subgroup":
			if rep.subgroupSize, err = strconv.Atoi(rest); err != nil {
				return nil, fmt.Errorf("helper reply: bad subgroup size %q", rest)
			}
		case "time_ns":
			ns, err := strconv.ParseInt(rest, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("helper reply: bad time %q", rest)
			}
			rep.compileTime = time.Duration(ns)
		case "buffer":
			f := strings.Fields(rest)
			if len(f) != 3 {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			set, err1 := strconv.ParseUint(f[0], 10, 32)
			bd, err2 := strconv.ParseUint(f[1], 10, 32)
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			b, err := blob(f[2])
			if err != nil {
				return nil, err
			}
			rep.buffers[[2]uint32{uint32(set), uint32(bd)}] = b
		case "exec":
			f := strings.SplitN(rest, " ", 3)
			if len(f) != 3 || f[0] != strconv.Itoa(len(rep.execs)) {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			sg, err := strconv.Atoi(f[1])
			if err != nil {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			name, desc, _ := strings.Cut(f[2], "\t")
			rep.execs = append(rep.execs, execInfo{subgroupSize: sg, name: name, description: desc})
		case "stat":
			idx, tail, _ := strings.Cut(rest, " ")
			e, err := execAt(idx)
			if err != nil {
				return nil, err
			}
			f := strings.Split(tail, "\t")
			if len(f) != 3 {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			v := f[2]
			if f[1] == "b" {
				v = strconv.FormatBool(v != "0")
			}
			e.stats = append(e.stats, Statistic{Name: f[0], Value: v})
		case "ir":
			idx, tail, _ := strings.Cut(rest, " ")
			e, err := execAt(idx)
			if err != nil {
				return nil, err
			}
			name, size, ok := strings.Cut(tail, "\t")
			if !ok {
				return nil, fmt.Errorf("helper reply: bad line %q", line)
			}
			b, err := blob(size)
			if err != nil {
				return nil, err
			}
			e.irs = append(e.irs, Representation{Name: name, Text: string(b)})
		default:
			return nil, fmt.Errorf("helper reply: unexpected line %q", line)
		}
	}
}

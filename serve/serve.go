// Package serve is `hlslc serve`: a local playground in the browser. One
// binary, the standard library's net/http and the page's files embedded
// (static/, the editor bundled once and committed: nothing is fetched at
// build, test or run time).
//
// The API:
//
//	POST /api/compile {"source", "entry", "args", "files"}
//	  → {"asm", "report" (the --report=json object), "diagnostics",
//	     "lines" (source line per ISA line), "livereg"}
//	POST /api/run {"source", "entry", "args", "files", "spec", "dispatch", "engine"}
//	  → {"output" (the typed run output), "spec", "diagnostics", "findings"}
//
// It is a network service, and a compiler is easy to make work hard, so
// every request is bounded: the body and each source are capped; each job
// (compile or run) runs in a worker process of its own (this executable,
// started with WorkerEnv and the request on standard input: no shell, no
// request data on a command line) that is killed at the time budget and
// caps its own memory; runs have an executor instruction budget; at most
// MaxJobs jobs run at once and a request waits at most QueueWait for a
// slot. #include resolves only among the sources sent with the request.
// The default address is 127.0.0.1.
package serve

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

//go:embed static
var static embed.FS

// Options bound what one request may cost. Zero fields take the defaults.
type Options struct {
	MaxBody     int64         // request body bytes (1 MiB)
	MaxSource   int           // bytes of the source and of each included file (256 KiB)
	MaxFiles    int           // included files per request (32)
	Timeout     time.Duration // wall time of one job, compile or run (10 s)
	MaxJobs     int           // jobs running at once (2)
	QueueWait   time.Duration // how long a request waits for a job slot (5 s)
	MemoryLimit int64         // bytes of heap one job may use (1 GiB)
	RunBudget   int64         // wave instructions one run may execute (2^26)
	MaxOutput   int64         // bytes of a job's result (32 MiB)
	// Worker is the command that runs a job (default: this executable);
	// it must call RunWorker when WorkerEnv is set.
	Worker []string
}

func (o *Options) defaults() {
	def := func(v *int64, d int64) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.MaxBody, 1<<20)
	def(&o.MemoryLimit, 1<<30)
	def(&o.RunBudget, 1<<26)
	def(&o.MaxOutput, 32<<20)
	if o.MaxSource <= 0 {
		o.MaxSource = 256 << 10
	}
	if o.MaxFiles <= 0 {
		o.MaxFiles = 32
	}
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.MaxJobs <= 0 {
		o.MaxJobs = 2
	}
	if o.QueueWait <= 0 {
		o.QueueWait = 5 * time.Second
	}
}

// Server answers the playground's requests.
type Server struct {
	opts  Options
	slots chan struct{}
	mux   *http.ServeMux
}

// New returns the playground's handler.
func New(o Options) (*Server, error) {
	o.defaults()
	if len(o.Worker) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("serve: cannot find this executable to start workers: %v", err)
		}
		o.Worker = []string{exe}
	}
	s := &Server{opts: o, slots: make(chan struct{}, o.MaxJobs), mux: http.NewServeMux()}
	files, _ := fs.Sub(static, "static")
	s.mux.Handle("GET /", http.FileServer(http.FS(files)))
	s.mux.HandleFunc("POST /api/compile", func(w http.ResponseWriter, r *http.Request) { s.api(w, r, "compile") })
	s.mux.HandleFunc("POST /api/run", func(w http.ResponseWriter, r *http.Request) { s.api(w, r, "run") })
	s.mux.HandleFunc("GET /api/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, http.StatusMethodNotAllowed, "POST /api/compile or /api/run")
	})
	return s, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'")
	s.mux.ServeHTTP(w, r)
}

// apiError is the body of every refused request.
type apiError struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func (s *Server) fail(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, args...)})
}

// api decodes and checks a request, runs its job in a worker and relays
// the result.
func (s *Server) api(w http.ResponseWriter, r *http.Request, op string) {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		s.fail(w, http.StatusUnsupportedMediaType, "send the request as application/json")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.opts.MaxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			s.fail(w, http.StatusRequestEntityTooLarge, "the request is larger than %d bytes", s.opts.MaxBody)
			return
		}
		s.fail(w, http.StatusBadRequest, "reading the request: %v", err)
		return
	}
	var req Request
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		s.fail(w, http.StatusBadRequest, "malformed request: %v", err)
		return
	}
	if dec.More() {
		s.fail(w, http.StatusBadRequest, "malformed request: data after the JSON object")
		return
	}
	if msg := s.check(&req); msg != "" {
		s.fail(w, http.StatusBadRequest, "%s", msg)
		return
	}
	req.Op, req.Budget = op, s.opts.RunBudget
	out, status, err := s.job(r.Context(), &req)
	if err != nil {
		s.fail(w, status, "%v", err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(out)
}

// check bounds what a request may send.
func (s *Server) check(req *Request) string {
	switch {
	case strings.TrimSpace(req.Source) == "":
		return `"source" is empty`
	case len(req.Source) > s.opts.MaxSource:
		return fmt.Sprintf(`"source" is larger than %d bytes`, s.opts.MaxSource)
	case len(req.Files) > s.opts.MaxFiles:
		return fmt.Sprintf(`"files" has more than %d files`, s.opts.MaxFiles)
	case len(req.Args) > 64:
		return `"args" has more than 64 flags`
	case req.Op != "" || req.Budget != 0:
		return `"op" and "budget" are the server's`
	}
	for name, text := range req.Files {
		if len(text) > s.opts.MaxSource {
			return fmt.Sprintf("file %q is larger than %d bytes", name, s.opts.MaxSource)
		}
	}
	return ""
}

// job runs one request in a worker process under the time and memory
// budgets, after waiting for a free slot.
func (s *Server) job(ctx context.Context, req *Request) ([]byte, int, error) {
	wait := time.NewTimer(s.opts.QueueWait)
	defer wait.Stop()
	select {
	case s.slots <- struct{}{}:
	case <-wait.C:
		return nil, http.StatusServiceUnavailable, fmt.Errorf("the server is busy (%d jobs running); try again", s.opts.MaxJobs)
	case <-ctx.Done():
		return nil, http.StatusServiceUnavailable, ctx.Err()
	}
	defer func() { <-s.slots }()
	in, _ := json.Marshal(req)
	ctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.opts.Worker[0], s.opts.Worker[1:]...)
	cmd.Env = append(os.Environ(), WorkerEnv+"=1", fmt.Sprintf("%s=%d", workerMemoryEnv, s.opts.MemoryLimit))
	cmd.Stdin = bytes.NewReader(in)
	var out, errb limitedBuffer
	out.max, errb.max = s.opts.MaxOutput, 64<<10
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	switch {
	case ctx.Err() == context.DeadlineExceeded:
		return nil, http.StatusUnprocessableEntity, fmt.Errorf("the %s took longer than %v and was stopped", req.Op, s.opts.Timeout)
	case out.over:
		return nil, http.StatusUnprocessableEntity, fmt.Errorf("the %s's result is larger than %d bytes", req.Op, s.opts.MaxOutput)
	case err != nil:
		msg := strings.TrimSpace(errb.String())
		if strings.Contains(msg, "out of memory") || strings.Contains(msg, "cannot allocate memory") || s.opts.MemoryLimit > 0 && faulted(err, msg) {
			return nil, http.StatusUnprocessableEntity, fmt.Errorf("the %s needed more than its %d MiB of memory and was stopped", req.Op, s.opts.MemoryLimit>>20)
		}
		if msg == "" {
			msg = err.Error()
		}
		return nil, http.StatusInternalServerError, fmt.Errorf("the %s failed: %s", req.Op, firstLine(msg))
	}
	return out.Bytes(), http.StatusOK, nil
}

// faulted reports a worker that died of a memory fault. Go code does not
// fault on its own (a nil dereference is a panic, reported as such), but a runtime that hits
// the worker's address-space limit while growing a stack or starting a
// thread can: under a memory limit, such a death is the limit at work.
func faulted(err error, stderr string) bool {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && (ws.Signal() == syscall.SIGSEGV || ws.Signal() == syscall.SIGBUS) {
			return true
		}
	}
	// the runtime's two crash forms: "[signal SIGSEGV: segmentation
	// violation ...]" after a fatal error in Go code, and a bare
	// "SIGSEGV: segmentation violation" line when the fault is outside Go
	// code or the runtime has no goroutine to blame (exit status 2 then,
	// not a signal). A panic's report carries the first form too when it
	// is a nil dereference: that is the worker's bug, shown as a failure.
	if strings.HasPrefix(stderr, "panic: ") || strings.Contains(stderr, "\npanic: ") {
		return false
	}
	return strings.Contains(stderr, "SIGSEGV: segmentation violation") || strings.Contains(stderr, "SIGBUS: bus error")
}

// limitedBuffer keeps at most max bytes and notes that more came.
type limitedBuffer struct {
	bytes.Buffer
	max  int64
	over bool
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if int64(b.Len()+len(p)) > b.max {
		b.over = true
		return 0, errors.New("output limit")
	}
	return b.Buffer.Write(p)
}

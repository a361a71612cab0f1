package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"syscall"
)

// WorkerEnv is the environment variable that makes a process started by
// the server a worker: RunWorker reads one job from standard input and
// writes its result to standard output. cmd/hlslc (and the tests' main)
// check it first thing.
const WorkerEnv = "HLSLC_SERVE_WORKER"

// workerMemoryEnv passes the worker its memory budget in bytes.
const workerMemoryEnv = "HLSLC_SERVE_WORKER_MEMORY"

// IsWorker reports whether this process was started as a worker.
func IsWorker() bool { return os.Getenv(WorkerEnv) == "1" }

// RunWorker does one job in this process: it caps its own memory (the
// address space, so that a request that allocates without end dies here
// instead of growing the server), reads the request, and writes the
// result. It returns the exit status.
func RunWorker(in io.Reader, out io.Writer) int {
	var limit int64
	fmt.Sscan(os.Getenv(workerMemoryEnv), &limit)
	if limit > 0 {
		debug.SetMemoryLimit(limit)
		// the Go runtime reserves address space beyond its heap: allow
		// twice the heap budget plus a fixed margin
		as := uint64(2*limit + 1<<30)
		syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: as, Max: as})
	}
	var req Request
	if err := json.NewDecoder(in).Decode(&req); err != nil {
		fmt.Fprintf(os.Stderr, "worker: %v\n", err)
		return 2
	}
	var res any
	switch req.Op {
	case "compile":
		res = compileJob(&req)
	case "run":
		res = runJob(&req)
	default:
		fmt.Fprintf(os.Stderr, "worker: unknown op %q\n", req.Op)
		return 2
	}
	if err := json.NewEncoder(out).Encode(res); err != nil {
		return 1
	}
	return 0
}

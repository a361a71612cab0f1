package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"hlslc/serve"
)

func init() {
	subcommands["serve"] = subcommand{"a local playground in the browser: editor, ISA, report, register pressure, run", serveMain}
}

// serveMain is `hlslc serve [--addr host:port]`.
func serveMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hlslc serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `host:port` (the default serves this machine only)")
	jobs := fs.Int("jobs", 2, "compile and run jobs at once")
	timeout := fs.Duration("timeout", 10*time.Second, "wall time of one compile or run")
	if err := parseInterspersed(fs, args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() != 0 {
		fmt.Fprintln(stderr, "usage: hlslc serve [--addr host:port] [--jobs N] [--timeout D]")
		return exitUsage
	}
	// serve.Options reads zero as "the default"; a value the user wrote must mean what it says
	if *jobs < 1 {
		fmt.Fprintf(stderr, "hlslc: serve --jobs %d: at least one job must be able to run\n", *jobs)
		return exitUsage
	}
	if *timeout <= 0 {
		fmt.Fprintf(stderr, "hlslc: serve --timeout %v: a job needs a positive wall time\n", *timeout)
		return exitUsage
	}
	s, err := serve.New(serve.Options{MaxJobs: *jobs, Timeout: *timeout})
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	fmt.Fprintf(stdout, "hlslc serve: http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
	if err := srv.Serve(ln); err != nil {
		fmt.Fprintf(stderr, "hlslc: %v\n", err)
		return exitInput
	}
	return exitOK
}

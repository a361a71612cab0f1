.PHONY: test demo build bench peers hlslc

# Every test, installing the Debian tools the tests need when they are missing.
test:
	./scripts/test.sh

# The main job: compile the example shader and print its ISA and register
# report, then run the code object on the GCN executor.
demo:
	go run ./cmd/hlslc examples/transform.hlsl
	go run ./cmd/hlslc examples/transform.hlsl --report
	go run ./cmd/hlslc run examples/transform.hlsl --spec examples/transform.json

build:
	go build ./...

# The hlslc binary, with the git revision in --version even where the go
# command records none (a git worktree, GOFLAGS=-buildvcs=false).
hlslc:
	go build -ldflags "-X main.vcsRevision=$$(git rev-parse HEAD) \
		-X main.vcsTime=$$(TZ=UTC git log -1 --format=%cd --date=format-local:%Y-%m-%dT%H:%M:%SZ) \
		-X main.vcsModified=$$(git status --porcelain | grep -q . && echo true || echo false)" \
		-o hlslc ./cmd/hlslc

bench:
	go test -run '^$$' -bench VsLLVM ./backend/gfx9/

# hlslc against RADV's ACO and LLVM on a null Vega10 over the test corpus;
# the committed report is docs/peers.txt.
peers:
	go run ./cmd/hlslc bench peers -json docs/peers.json testsuite/cases > docs/peers.txt

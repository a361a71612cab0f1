.PHONY: test demo build bench peers

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

bench:
	go test -run '^$$' -bench VsLLVM ./backend/gfx9/

# hlslc against RADV's ACO and LLVM on a null Vega10 over the test corpus;
# the committed report is docs/peers.txt.
peers:
	go run ./cmd/hlslc bench peers -json docs/peers.json testsuite/cases > docs/peers.txt

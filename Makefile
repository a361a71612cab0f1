.PHONY: test demo build bench

# Every test, installing the Debian tools the tests need when they are missing.
test:
	./scripts/test.sh

# The main job: assemble the example kernel with its encodings, write the
# code object, disassemble it back (register report, ISA, kernel descriptor,
# metadata), and run it on the GCN executor.
demo:
	go run ./cmd/hlslc asm --show-encoding examples/wave_prefix_sum.s -o /tmp/wave_prefix_sum.co
	go run ./cmd/hlslc disasm /tmp/wave_prefix_sum.co
	go run ./cmd/hlslc run --obj /tmp/wave_prefix_sum.co --kernel wave_prefix_sum --spec examples/wave_prefix_sum.json

build:
	go build ./...

bench:
	go test -run '^$$' -bench VsLLVM ./backend/gfx9/

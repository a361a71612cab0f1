.PHONY: test demo build bench

# Every test, installing the Debian tools the tests need when they are missing.
test:
	./scripts/test.sh

# The main job: assemble the example kernel with its encodings, write the
# code object, and disassemble it back (ISA, kernel descriptor, metadata).
demo:
	go run ./cmd/hlslc asm --show-encoding examples/wave_prefix_sum.s -o /tmp/wave_prefix_sum.co
	go run ./cmd/hlslc disasm /tmp/wave_prefix_sum.co

build:
	go build ./...

bench:
	go test -run '^$$' -bench VsLLVM ./backend/gfx9/

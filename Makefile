.PHONY: test demo build

# Every test, installing the Debian tools the tests need when they are missing.
test:
	./scripts/test.sh

# The main job: compile the example and print its ISA and register report.
demo:
	go run ./cmd/hlslc asm --show-encoding examples/reduce.s -o /tmp/reduce.co
	go run ./cmd/hlslc disasm /tmp/reduce.co

build:
	go build ./...

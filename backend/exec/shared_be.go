//go:build !(386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm)

package exec

// Memory words hold little-endian values; a big-endian host's atomic word
// operations see them byte-swapped.
const bigEndianHost = true

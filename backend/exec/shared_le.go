//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package exec

// Memory words hold little-endian values; on a little-endian host the
// atomic word operations see them as they are.
const bigEndianHost = false

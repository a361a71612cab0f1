//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package exec

// Memory words hold little-endian values; on a little-endian host the
// atomic word operations see them as they are.

func fromLE32(x uint32) uint32 { return x }
func toLE32(x uint32) uint32   { return x }
func fromLE64(x uint64) uint64 { return x }
func toLE64(x uint64) uint64   { return x }

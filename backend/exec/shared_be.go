//go:build !(386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm)

package exec

import "math/bits"

// Memory words hold little-endian values; a big-endian host's atomic word
// operations see them byte-swapped.

func fromLE32(x uint32) uint32 { return bits.ReverseBytes32(x) }
func toLE32(x uint32) uint32   { return bits.ReverseBytes32(x) }
func fromLE64(x uint64) uint64 { return bits.ReverseBytes64(x) }
func toLE64(x uint64) uint64   { return bits.ReverseBytes64(x) }

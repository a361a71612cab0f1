// Package nestgen writes the deeply nested HLSL kernels that tests of
// compile-time scaling share (issue 19).
package nestgen

import (
	"fmt"
	"strings"
)

// Chain returns a kernel with a nest of depth divergent ifs: each level
// computes v * c + (v >> k) from the level above, stores it and tests it
// for the next level, and v ^= i on the way out. Each level keeps a saved
// exec mask live through the levels inside it, and each level's value is
// a one-use chain link for the algebraic rewrites of the next.
func Chain(depth int) string {
	var b strings.Builder
	b.WriteString("RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n\tuint v = id.x * 3u + 1u;\n")
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "if (((id.x + v) & 15u) != %du) {\nv = v * %du + (v >> %d);\nOut[(id.x + %du) & 63u] = v;\n", i%16, 2*i+3, 1+i%7, i)
	}
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "v ^= %du;\n}\n", i)
	}
	b.WriteString("Out[id.x] = v;\n}\n")
	return b.String()
}

// Package grammar holds HLSL.g4 and the Go parser generated from it by the
// ANTLR tool (antlr-ng from the npm registry). The generated files are
// committed; regenerate them with `go generate ./grammar`.
package grammar

//go:generate npx --yes antlr-ng -Dlanguage=Go --package grammar -o . HLSL.g4
//go:generate gofmt -w .

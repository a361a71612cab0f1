// Package offload runs the tests of LLVM's offload test suite
// (github.com/llvm/offload-test-suite) on hlslc's executor and compares
// the results with the suite's expectations: an oracle of HLSL semantics
// independent of hlslc's lowering.
//
// A suite test is a .test file: split-file parts (`#--- source.hlsl`,
// `#--- pipeline.yaml`), lit RUN lines (the DXC command line: profile,
// entry, flags) and REQUIRES/UNSUPPORTED lines, and either FileCheck lines
// over the buffers the offloader prints (`# CHECK: Name: Out`,
// `# CHECK: Data: [ 1, 2 ]`) or, in the pipeline, `Results` comparing a
// bound buffer with an expected one by a rule (BufferExact,
// BufferFloatULP, BufferFloatEpsilon). The expected outputs are those
// DXC-compiled code produced on real GPUs.
//
// Convert turns a test into hlslc's terms: the source, the compile flags
// of its RUN line, a run spec binding each pipeline buffer to the shader
// resource at the register its DescriptorSets entry names (hlslc's own
// register assignment, explicit or implicit, so a name mismatch between
// buffer and variable does not matter), the dispatch, and the
// comparisons. What the converter or hlslc cannot express (graphics
// stages, samplers and textures, root constants, tiled resources,
// features the test REQUIRES that a gfx9 GPU lacks, DXC flags hlslc does
// not take) is a Skip with the reason, never a silent drop. Run compiles
// the source with hlslc's frontend, lowering and backend, runs the code
// object on the executor with the run spec (what `hlslc run --spec`
// does), runs the interpreter on the same IR, and judges the outputs with
// the suite's rules.
//
// The pipeline format follows the suite's lib/Support/Pipeline.cpp (the
// YAML mapping) and lib/Support/Check.cpp (the comparison rules); both
// are described where they are used.
package offload

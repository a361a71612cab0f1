// Package codeobj reads and writes AMDHSA ELF64 code objects for GCN gfx9
// (gfx900 family, wave64), as LLVM 19 produces them with code object version 5
// (llvm-mc -filetype=obj and ld.lld -shared).
//
// The package has four parts:
//
//   - Target: the target ID ("amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-") and
//     the ELF e_flags it implies.
//   - KernelDescriptor: the 64-byte AMDHSA kernel descriptor, and
//     KernelBuilder, which turns `.amdhsa_*` directives into a descriptor with
//     llvm-mc's defaults, range checks and derived register-block counts.
//   - Metadata: ParseMetadataYAML types the YAML body of `.amdgpu_metadata`
//     the way llvm-mc does before it writes the NT_AMDGPU_METADATA note, and
//     the MessagePack encoder/decoder used for that note.
//   - Object, Write and Read: a loadable ET_DYN object laid out as ld.lld
//     lays out the shared object it links from llvm-mc's relocatable object,
//     and a reader for ET_DYN and ET_REL objects from any producer.
//
// # Fidelity to LLVM
//
// Descriptor bytes produced by KernelBuilder are identical to llvm-mc's for
// every directive accepted on gfx900-family targets (tests compare them). The
// MessagePack bytes of the metadata note are identical to llvm-mc's. Write's
// output is byte-identical to `ld.lld -shared` applied to llvm-mc's object
// when the object holds one .text section, kernel descriptors in .rodata
// defined after the code, and a metadata note; Object.Comment carries the
// linker identification string, which Write emits only when it is set (ld.lld
// writes "Linker: <vendor> LLD <version>"; Read fills Comment from the input).
// Known differences are listed in the README section of the tests
// (write_test.go): Write never emits relocations, version sections, or more
// than one code section.
package codeobj

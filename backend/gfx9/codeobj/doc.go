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
// # Fidelity to LLVM 19 (what the tests check)
//
//   - KernelBuilder: for 27 `.amdhsa_kernel` blocks covering every directive
//     accepted on gfx900/902/904/906/909/90c (all xnack/sramecc settings) the
//     64 bytes equal llvm-mc's, and 31 blocks llvm-mc rejects (range, repeats,
//     unknown or other-generation directives, missing required ones, xnack
//     mask contradicting the target ID, user SGPR counts) are rejected.
//     Error texts follow llvm-mc's wording but are not identical.
//   - Metadata: the MessagePack note bytes equal llvm-mc's for the tested
//     YAML (including its odd scalar typing: "yes" is true, "010" is 8,
//     floats become nil, an explicit !!int tag gives a string, an empty value
//     an empty list), and ParseMetadataYAML rejects what llvm-mc's verifier
//     rejects in the tested cases. Map keys are Go strings: a key typed as an
//     integer or boolean ("12", "y") is written as llvm-mc writes it, but a
//     string key that looks like a number does not survive Read then Write
//     as a string.
//   - Write: byte-identical to `ld.lld -shared` on llvm-mc's object for the
//     tested shapes (0, 1, 2, 3 and 9 kernels, local labels, a non-kernel
//     function, with and without metadata, gfx900 and gfx906 settings,
//     descriptors after all code or each after its kernel), given
//     Object.Comment copied from ld.lld's output (Write emits .comment only
//     when Comment is set) and Object.InterleaveKDSymbols matching the
//     source's symbol order (Read sets both from an object). Write emits only
//     .text code and descriptor-only .rodata: objects with other data
//     sections, relocations or several code sections (clang's
//     __oclc_ABI_version, for instance) are written without them, and
//     descriptor symbols get llvm-mc's default visibility (clang makes them
//     protected).
//   - FormatMetadataYAML prints a note exactly as llvm-readelf does for the
//     tested notes (ours and clang's), except nil, which it prints as an
//     empty quoted string where llvm-readelf prints a !nil tag.
//   - Read: llvm-mc objects, clang -c objects (several kernels each) and their
//     ld.lld links; malformed input gives an error with a file offset.
package codeobj

package gfx9

// DSAlignment is a row of DSAlignments: a DS access moving Bytes bytes at
// one address (one of the two of read2/write2), the alignment gfx9
// requires of that address, and the plain read and write of that size.
type DSAlignment struct {
	Bytes, Align int
	Read, Write  string
}

// DSAlignments are the alignments of LDS addresses on gfx9 when the
// shader memory is not in unaligned mode (SH_MEM_CONFIG.alignment_mode
// other than UNALIGNED): every access naturally aligned, its size rounded
// up to a power of two, so a 12-byte ds_read_b96 needs 16 bytes and
// ds_read2_b64 8 for each of its two addresses. These are the alignments
// LLVM requires without unaligned DS access
// (SITargetLowering::allowsMisalignedMemoryAccessesImpl; D87821 made the
// STRICT mode's natural alignment its default for gfx9 as for older GCN).
// Which mode a dispatch runs in is the driver's choice: ROCm's KFD and
// amdgpu set UNALIGNED on gfx9, in which a DS read or write at any byte
// address moves the bytes there, and llc's code for amdhsa counts on it
// (an align-1 i32 LDS load is one ds_read_b32). What the other modes make
// of a misaligned address the documents at hand do not settle. So code
// hlslc compiles depends on no mode: the compiler proves these alignments
// before it widens an access (backend.WidenLDS, isel), and its tests run
// the executor in its strict mode (exec.LDSStrict), where an access
// without them is a fault. Atomics need them in every mode.
var DSAlignments = []DSAlignment{
	{1, 1, "ds_read_u8", "ds_write_b8"},
	{2, 2, "ds_read_u16", "ds_write_b16"},
	{4, 4, "ds_read_b32", "ds_write_b32"},
	{8, 8, "ds_read_b64", "ds_write_b64"},
	{12, 16, "ds_read_b96", "ds_write_b96"},
	{16, 16, "ds_read_b128", "ds_write_b128"},
}

// DSAlign is the alignment DSAlignments gives an access of n bytes at one
// address (1 for a size without a row).
func DSAlign(n int) int {
	for i := range DSAlignments {
		if DSAlignments[i].Bytes == n {
			return DSAlignments[i].Align
		}
	}
	return 1
}

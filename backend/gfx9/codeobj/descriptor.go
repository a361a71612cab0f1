package codeobj

import (
	"encoding/binary"
	"fmt"
)

// KernelDescriptorSize is the size of an AMDHSA kernel descriptor.
const KernelDescriptorSize = 64

// KernelDescriptor is the 64-byte AMDHSA kernel descriptor (code object v5
// layout). Reserved bytes are kept so that DecodeKernelDescriptor followed by
// Encode reproduces the input exactly.
type KernelDescriptor struct {
	GroupSegmentFixedSize     uint32   // bytes 0-3
	PrivateSegmentFixedSize   uint32   // bytes 4-7
	KernargSize               uint32   // bytes 8-11
	Reserved0                 [4]byte  // bytes 12-15
	KernelCodeEntryByteOffset int64    // bytes 16-23: entry address minus descriptor address
	Reserved1                 [20]byte // bytes 24-43
	ComputePgmRsrc3           uint32   // bytes 44-47
	ComputePgmRsrc1           uint32   // bytes 48-51
	ComputePgmRsrc2           uint32   // bytes 52-55
	KernelCodeProperties      uint16   // bytes 56-57
	KernargPreload            uint16   // bytes 58-59
	Reserved2                 [4]byte  // bytes 60-63
}

// Encode returns the descriptor's bytes.
func (kd *KernelDescriptor) Encode() [KernelDescriptorSize]byte {
	var b [KernelDescriptorSize]byte
	le := binary.LittleEndian
	le.PutUint32(b[0:], kd.GroupSegmentFixedSize)
	le.PutUint32(b[4:], kd.PrivateSegmentFixedSize)
	le.PutUint32(b[8:], kd.KernargSize)
	copy(b[12:16], kd.Reserved0[:])
	le.PutUint64(b[16:], uint64(kd.KernelCodeEntryByteOffset))
	copy(b[24:44], kd.Reserved1[:])
	le.PutUint32(b[44:], kd.ComputePgmRsrc3)
	le.PutUint32(b[48:], kd.ComputePgmRsrc1)
	le.PutUint32(b[52:], kd.ComputePgmRsrc2)
	le.PutUint16(b[56:], kd.KernelCodeProperties)
	le.PutUint16(b[58:], kd.KernargPreload)
	copy(b[60:64], kd.Reserved2[:])
	return b
}

// DecodeKernelDescriptor decodes the first 64 bytes of b.
func DecodeKernelDescriptor(b []byte) (KernelDescriptor, error) {
	if len(b) < KernelDescriptorSize {
		return KernelDescriptor{}, fmt.Errorf("kernel descriptor: need %d bytes, have %d", KernelDescriptorSize, len(b))
	}
	le := binary.LittleEndian
	var kd KernelDescriptor
	kd.GroupSegmentFixedSize = le.Uint32(b[0:])
	kd.PrivateSegmentFixedSize = le.Uint32(b[4:])
	kd.KernargSize = le.Uint32(b[8:])
	copy(kd.Reserved0[:], b[12:16])
	kd.KernelCodeEntryByteOffset = int64(le.Uint64(b[16:]))
	copy(kd.Reserved1[:], b[24:44])
	kd.ComputePgmRsrc3 = le.Uint32(b[44:])
	kd.ComputePgmRsrc1 = le.Uint32(b[48:])
	kd.ComputePgmRsrc2 = le.Uint32(b[52:])
	kd.KernelCodeProperties = le.Uint16(b[56:])
	kd.KernargPreload = le.Uint16(b[58:])
	copy(kd.Reserved2[:], b[60:64])
	return kd, nil
}

// BitField is a field of one of the descriptor's 32-bit (or 16-bit) words.
type BitField struct {
	Shift, Width uint
}

// Get extracts the field from w.
func (f BitField) Get(w uint32) uint32 { return (w >> f.Shift) & (1<<f.Width - 1) }

// Set returns w with the field replaced by v (truncated to the width).
func (f BitField) Set(w uint32, v uint32) uint32 {
	mask := uint32(1<<f.Width-1) << f.Shift
	return w&^mask | (v<<f.Shift)&mask
}

// COMPUTE_PGM_RSRC1 fields (GFX9).
var (
	Rsrc1GranulatedWorkitemVGPRCount  = BitField{0, 6}
	Rsrc1GranulatedWavefrontSGPRCount = BitField{6, 4}
	Rsrc1Priority                     = BitField{10, 2}
	Rsrc1FloatRoundMode32             = BitField{12, 2}
	Rsrc1FloatRoundMode1664           = BitField{14, 2}
	Rsrc1FloatDenormMode32            = BitField{16, 2}
	Rsrc1FloatDenormMode1664          = BitField{18, 2}
	Rsrc1Priv                         = BitField{20, 1}
	Rsrc1EnableDX10Clamp              = BitField{21, 1}
	Rsrc1DebugMode                    = BitField{22, 1}
	Rsrc1EnableIEEEMode               = BitField{23, 1}
	Rsrc1Bulky                        = BitField{24, 1}
	Rsrc1CdbgUser                     = BitField{25, 1}
	Rsrc1FP16Overflow                 = BitField{26, 1}
)

// COMPUTE_PGM_RSRC2 fields.
var (
	Rsrc2EnablePrivateSegment        = BitField{0, 1}
	Rsrc2UserSGPRCount               = BitField{1, 5}
	Rsrc2EnableTrapHandler           = BitField{6, 1}
	Rsrc2EnableSGPRWorkgroupIDX      = BitField{7, 1}
	Rsrc2EnableSGPRWorkgroupIDY      = BitField{8, 1}
	Rsrc2EnableSGPRWorkgroupIDZ      = BitField{9, 1}
	Rsrc2EnableSGPRWorkgroupInfo     = BitField{10, 1}
	Rsrc2EnableVGPRWorkitemID        = BitField{11, 2}
	Rsrc2EnableExceptionAddressWatch = BitField{13, 1}
	Rsrc2EnableExceptionMemory       = BitField{14, 1}
	Rsrc2GranulatedLDSSize           = BitField{15, 9}
	Rsrc2ExceptionFPIEEEInvalidOp    = BitField{24, 1}
	Rsrc2ExceptionFPDenormalSource   = BitField{25, 1}
	Rsrc2ExceptionFPIEEEDivZero      = BitField{26, 1}
	Rsrc2ExceptionFPIEEEOverflow     = BitField{27, 1}
	Rsrc2ExceptionFPIEEEUnderflow    = BitField{28, 1}
	Rsrc2ExceptionFPIEEEInexact      = BitField{29, 1}
	Rsrc2ExceptionIntDivideByZero    = BitField{30, 1}
)

// KERNEL_CODE_PROPERTIES bits.
const (
	KCPEnableSGPRPrivateSegmentBuffer = 1 << 0
	KCPEnableSGPRDispatchPtr          = 1 << 1
	KCPEnableSGPRQueuePtr             = 1 << 2
	KCPEnableSGPRKernargSegmentPtr    = 1 << 3
	KCPEnableSGPRDispatchID           = 1 << 4
	KCPEnableSGPRFlatScratchInit      = 1 << 5
	KCPEnableSGPRPrivateSegmentSize   = 1 << 6
	KCPEnableWavefrontSize32          = 1 << 10
	KCPUsesDynamicStack               = 1 << 11
)

// Granules of the register counts in COMPUTE_PGM_RSRC1 for GFX9 wave64.
const (
	VGPREncodingGranule = 4
	SGPREncodingGranule = 8
	// LDSGranuleBytes is the unit of GRANULATED_LDS_SIZE on GFX9.
	LDSGranuleBytes = 512
)

// UserSGPR is one of the user SGPR inputs, in ABI order.
type UserSGPR struct {
	Name  string // ABI name, e.g. "kernarg_segment_ptr"
	Count int    // number of SGPRs
}

// UserSGPRs returns the enabled user SGPRs in the order the hardware loads
// them (s0 upwards): private segment buffer (4), dispatch ptr (2), queue ptr
// (2), kernarg segment ptr (2), dispatch id (2), flat scratch init (2),
// private segment size (1).
func (kd KernelDescriptor) UserSGPRs() []UserSGPR {
	all := []struct {
		bit   uint16
		name  string
		count int
	}{
		{KCPEnableSGPRPrivateSegmentBuffer, "private_segment_buffer", 4},
		{KCPEnableSGPRDispatchPtr, "dispatch_ptr", 2},
		{KCPEnableSGPRQueuePtr, "queue_ptr", 2},
		{KCPEnableSGPRKernargSegmentPtr, "kernarg_segment_ptr", 2},
		{KCPEnableSGPRDispatchID, "dispatch_id", 2},
		{KCPEnableSGPRFlatScratchInit, "flat_scratch_init", 2},
		{KCPEnableSGPRPrivateSegmentSize, "private_segment_size", 1},
	}
	var r []UserSGPR
	for _, a := range all {
		if kd.KernelCodeProperties&a.bit != 0 {
			r = append(r, UserSGPR{a.name, a.count})
		}
	}
	return r
}

// ImpliedUserSGPRCount is the number of user SGPRs the enabled inputs need.
func (kd KernelDescriptor) ImpliedUserSGPRCount() int {
	n := 0
	for _, u := range kd.UserSGPRs() {
		n += u.Count
	}
	return n
}

// EnableSGPRPrivateSegmentBuffer and the following accessors report the
// KERNEL_CODE_PROPERTIES user SGPR enables.
func (kd KernelDescriptor) EnableSGPRPrivateSegmentBuffer() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRPrivateSegmentBuffer != 0
}
func (kd KernelDescriptor) EnableSGPRDispatchPtr() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRDispatchPtr != 0
}
func (kd KernelDescriptor) EnableSGPRQueuePtr() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRQueuePtr != 0
}
func (kd KernelDescriptor) EnableSGPRKernargSegmentPtr() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRKernargSegmentPtr != 0
}
func (kd KernelDescriptor) EnableSGPRDispatchID() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRDispatchID != 0
}
func (kd KernelDescriptor) EnableSGPRFlatScratchInit() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRFlatScratchInit != 0
}
func (kd KernelDescriptor) EnableSGPRPrivateSegmentSize() bool {
	return kd.KernelCodeProperties&KCPEnableSGPRPrivateSegmentSize != 0
}

// WavefrontSize32 reports the ENABLE_WAVEFRONT_SIZE32 bit (never set on GFX9).
func (kd KernelDescriptor) WavefrontSize32() bool {
	return kd.KernelCodeProperties&KCPEnableWavefrontSize32 != 0
}

// UsesDynamicStack reports the USES_DYNAMIC_STACK bit.
func (kd KernelDescriptor) UsesDynamicStack() bool {
	return kd.KernelCodeProperties&KCPUsesDynamicStack != 0
}

// UserSGPRCount is COMPUTE_PGM_RSRC2.USER_SGPR_COUNT: the number of SGPRs
// the hardware initialises before the system SGPRs.
func (kd KernelDescriptor) UserSGPRCount() int {
	return int(Rsrc2UserSGPRCount.Get(kd.ComputePgmRsrc2))
}

// EnablePrivateSegment is COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT
// (.amdhsa_system_sgpr_private_segment_wavefront_offset): a system SGPR with
// the wave's scratch offset follows the workgroup IDs and info.
func (kd KernelDescriptor) EnablePrivateSegment() bool {
	return Rsrc2EnablePrivateSegment.Get(kd.ComputePgmRsrc2) != 0
}

// EnableWorkgroupIDX and the following report the system SGPR enables.
func (kd KernelDescriptor) EnableWorkgroupIDX() bool {
	return Rsrc2EnableSGPRWorkgroupIDX.Get(kd.ComputePgmRsrc2) != 0
}
func (kd KernelDescriptor) EnableWorkgroupIDY() bool {
	return Rsrc2EnableSGPRWorkgroupIDY.Get(kd.ComputePgmRsrc2) != 0
}
func (kd KernelDescriptor) EnableWorkgroupIDZ() bool {
	return Rsrc2EnableSGPRWorkgroupIDZ.Get(kd.ComputePgmRsrc2) != 0
}
func (kd KernelDescriptor) EnableWorkgroupInfo() bool {
	return Rsrc2EnableSGPRWorkgroupInfo.Get(kd.ComputePgmRsrc2) != 0
}

// SystemSGPR names a system SGPR input.
type SystemSGPR string

// System SGPR inputs, in ABI order.
const (
	SysWorkgroupIDX          SystemSGPR = "workgroup_id_x"
	SysWorkgroupIDY          SystemSGPR = "workgroup_id_y"
	SysWorkgroupIDZ          SystemSGPR = "workgroup_id_z"
	SysWorkgroupInfo         SystemSGPR = "workgroup_info"
	SysPrivateSegmentWaveOff SystemSGPR = "private_segment_wavefront_offset"
)

// SystemSGPRs returns the enabled system SGPRs in ABI order; they occupy
// SGPRs starting at UserSGPRCount().
func (kd KernelDescriptor) SystemSGPRs() []SystemSGPR {
	var r []SystemSGPR
	if kd.EnableWorkgroupIDX() {
		r = append(r, SysWorkgroupIDX)
	}
	if kd.EnableWorkgroupIDY() {
		r = append(r, SysWorkgroupIDY)
	}
	if kd.EnableWorkgroupIDZ() {
		r = append(r, SysWorkgroupIDZ)
	}
	if kd.EnableWorkgroupInfo() {
		r = append(r, SysWorkgroupInfo)
	}
	if kd.EnablePrivateSegment() {
		r = append(r, SysPrivateSegmentWaveOff)
	}
	return r
}

// VGPRWorkitemID is COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID: 0 loads only
// v0 = work-item id x, 1 also v1 = y, 2 also v2 = z (3 is reserved).
func (kd KernelDescriptor) VGPRWorkitemID() int {
	return int(Rsrc2EnableVGPRWorkitemID.Get(kd.ComputePgmRsrc2))
}

// GranulatedVGPRCount is COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT.
func (kd KernelDescriptor) GranulatedVGPRCount() int {
	return int(Rsrc1GranulatedWorkitemVGPRCount.Get(kd.ComputePgmRsrc1))
}

// GranulatedSGPRCount is COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT.
func (kd KernelDescriptor) GranulatedSGPRCount() int {
	return int(Rsrc1GranulatedWavefrontSGPRCount.Get(kd.ComputePgmRsrc1))
}

// VGPRCount is the number of VGPRs allocated per work-item:
// (granulated count + 1) * 4.
func (kd KernelDescriptor) VGPRCount() int {
	return (kd.GranulatedVGPRCount() + 1) * VGPREncodingGranule
}

// SGPRCount is the number of SGPRs allocated per wave, including the VCC,
// FLAT_SCRATCH and XNACK_MASK reservations: (granulated count + 1) * 8.
func (kd KernelDescriptor) SGPRCount() int {
	return (kd.GranulatedSGPRCount() + 1) * SGPREncodingGranule
}

// The values of COMPUTE_PGM_RSRC1's FLOAT_DENORM_MODE_32 and
// FLOAT_DENORM_MODE_16_64 fields (.amdhsa_float_denorm_mode_32 and
// .amdhsa_float_denorm_mode_16_64; LLVM's AMDGPUUsage names them
// FLOAT_DENORM_MODE_FLUSH_*). Flushing keeps the sign (a denormal becomes
// a zero of its sign).
const (
	FloatDenormFlushSrcDst = 0 // denormal sources read as zero, denormal results written as zero
	FloatDenormFlushDst    = 1 // denormal results written as zero
	FloatDenormFlushSrc    = 2 // denormal sources read as zero
	FloatDenormFlushNone   = 3 // denormals kept
)

// FloatRoundMode32 and the following return the FP mode fields of
// COMPUTE_PGM_RSRC1 (round: 0 nearest even, 1 +inf, 2 -inf, 3 zero; denorm:
// 0 flush src+dst, 1 flush dst, 2 flush src, 3 flush none).
func (kd KernelDescriptor) FloatRoundMode32() int {
	return int(Rsrc1FloatRoundMode32.Get(kd.ComputePgmRsrc1))
}
func (kd KernelDescriptor) FloatRoundMode1664() int {
	return int(Rsrc1FloatRoundMode1664.Get(kd.ComputePgmRsrc1))
}
func (kd KernelDescriptor) FloatDenormMode32() int {
	return int(Rsrc1FloatDenormMode32.Get(kd.ComputePgmRsrc1))
}
func (kd KernelDescriptor) FloatDenormMode1664() int {
	return int(Rsrc1FloatDenormMode1664.Get(kd.ComputePgmRsrc1))
}

// DX10Clamp is COMPUTE_PGM_RSRC1.ENABLE_DX10_CLAMP.
func (kd KernelDescriptor) DX10Clamp() bool {
	return Rsrc1EnableDX10Clamp.Get(kd.ComputePgmRsrc1) != 0
}

// IEEEMode is COMPUTE_PGM_RSRC1.ENABLE_IEEE_MODE.
func (kd KernelDescriptor) IEEEMode() bool {
	return Rsrc1EnableIEEEMode.Get(kd.ComputePgmRsrc1) != 0
}

// FP16Overflow is COMPUTE_PGM_RSRC1.FP16_OVFL.
func (kd KernelDescriptor) FP16Overflow() bool {
	return Rsrc1FP16Overflow.Get(kd.ComputePgmRsrc1) != 0
}

// GranulatedLDSSize is COMPUTE_PGM_RSRC2.GRANULATED_LDS_SIZE (the loader
// normally fills it in; code objects carry 0).
func (kd KernelDescriptor) GranulatedLDSSize() int {
	return int(Rsrc2GranulatedLDSSize.Get(kd.ComputePgmRsrc2))
}

// LDSSize is the LDS bytes a workgroup needs: the static group segment size,
// or the granulated LDS size if it is larger.
func (kd KernelDescriptor) LDSSize() int {
	g := kd.GranulatedLDSSize() * LDSGranuleBytes
	if int(kd.GroupSegmentFixedSize) > g {
		return int(kd.GroupSegmentFixedSize)
	}
	return g
}

// Validate checks the descriptor against what a gfx9 wave64 dispatch can
// run: no wave32, no reserved bits, a well-formed work-item ID enable.
func (kd KernelDescriptor) Validate() error {
	if kd.WavefrontSize32() {
		return fmt.Errorf("kernel descriptor: ENABLE_WAVEFRONT_SIZE32 set, but GFX9 runs only wave64")
	}
	if kd.ComputePgmRsrc3 != 0 {
		return fmt.Errorf("kernel descriptor: COMPUTE_PGM_RSRC3 is %#x, but GFX9 (gfx900 family) defines no fields there", kd.ComputePgmRsrc3)
	}
	if kd.VGPRWorkitemID() == 3 {
		return fmt.Errorf("kernel descriptor: ENABLE_VGPR_WORKITEM_ID is 3 (reserved)")
	}
	if kd.ComputePgmRsrc1>>27 != 0 {
		return fmt.Errorf("kernel descriptor: COMPUTE_PGM_RSRC1 reserved bits 27-31 set (%#x)", kd.ComputePgmRsrc1)
	}
	if kd.ComputePgmRsrc2>>31 != 0 {
		return fmt.Errorf("kernel descriptor: COMPUTE_PGM_RSRC2 reserved bit 31 set")
	}
	if kd.KernelCodeProperties&0xf380 != 0 {
		return fmt.Errorf("kernel descriptor: KERNEL_CODE_PROPERTIES reserved bits set (%#x)", kd.KernelCodeProperties)
	}
	if kd.KernargPreload != 0 {
		return fmt.Errorf("kernel descriptor: kernarg preload (%#x) requires gfx90a or later", kd.KernargPreload)
	}
	if kd.UserSGPRCount() < kd.ImpliedUserSGPRCount() {
		return fmt.Errorf("kernel descriptor: USER_SGPR_COUNT %d is smaller than the %d SGPRs the enabled user SGPRs need", kd.UserSGPRCount(), kd.ImpliedUserSGPRCount())
	}
	return nil
}

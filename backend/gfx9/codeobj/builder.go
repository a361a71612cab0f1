package codeobj

import (
	"fmt"
	"math"
)

// Limits of GFX9 (gfx900 family) register files as llvm-mc checks them.
const (
	MaxNextFreeVGPR = 256 // addressable VGPRs per work-item
	MaxNextFreeSGPR = 102 // addressable SGPRs per wave (without VCC etc.)
	maxUserSGPRs    = 31  // width of COMPUTE_PGM_RSRC2.USER_SGPR_COUNT
)

// directiveKind says how a directive's value is stored.
type directiveKind uint8

const (
	dkU32       directiveKind = iota // a 32-bit size field
	dkRsrc1                          // a COMPUTE_PGM_RSRC1 field
	dkRsrc2                          // a COMPUTE_PGM_RSRC2 field
	dkKCP                            // a KERNEL_CODE_PROPERTIES bit
	dkNextVGPR                       // .amdhsa_next_free_vgpr
	dkNextSGPR                       // .amdhsa_next_free_sgpr
	dkUserCount                      // .amdhsa_user_sgpr_count
	dkReserve                        // .amdhsa_reserve_* (1 bit, feeds the SGPR count)
	dkWrongGen                       // exists in LLVM 19, but not for GFX9
)

type directiveInfo struct {
	kind  directiveKind
	field BitField // for rsrc1/rsrc2
	bit   uint16   // for KCP
	off   int      // for dkU32: 0 group, 1 private, 2 kernarg
	why   string   // for dkWrongGen: llvm-mc's diagnostic
}

// directives lists every .amdhsa_ kernel directive llvm-mc 19 knows. Those
// accepted for gfx900-family targets carry their storage; the others carry
// the diagnostic llvm-mc gives for them on GFX9.
var directives = map[string]directiveInfo{
	".amdhsa_group_segment_fixed_size":   {kind: dkU32, off: 0},
	".amdhsa_private_segment_fixed_size": {kind: dkU32, off: 1},
	".amdhsa_kernarg_size":               {kind: dkU32, off: 2},
	".amdhsa_user_sgpr_count":            {kind: dkUserCount},

	".amdhsa_user_sgpr_private_segment_buffer": {kind: dkKCP, bit: KCPEnableSGPRPrivateSegmentBuffer},
	".amdhsa_user_sgpr_dispatch_ptr":           {kind: dkKCP, bit: KCPEnableSGPRDispatchPtr},
	".amdhsa_user_sgpr_queue_ptr":              {kind: dkKCP, bit: KCPEnableSGPRQueuePtr},
	".amdhsa_user_sgpr_kernarg_segment_ptr":    {kind: dkKCP, bit: KCPEnableSGPRKernargSegmentPtr},
	".amdhsa_user_sgpr_dispatch_id":            {kind: dkKCP, bit: KCPEnableSGPRDispatchID},
	".amdhsa_user_sgpr_flat_scratch_init":      {kind: dkKCP, bit: KCPEnableSGPRFlatScratchInit},
	".amdhsa_user_sgpr_private_segment_size":   {kind: dkKCP, bit: KCPEnableSGPRPrivateSegmentSize},
	".amdhsa_uses_dynamic_stack":               {kind: dkKCP, bit: KCPUsesDynamicStack},

	".amdhsa_system_sgpr_private_segment_wavefront_offset": {kind: dkRsrc2, field: Rsrc2EnablePrivateSegment},
	".amdhsa_system_sgpr_workgroup_id_x":                   {kind: dkRsrc2, field: Rsrc2EnableSGPRWorkgroupIDX},
	".amdhsa_system_sgpr_workgroup_id_y":                   {kind: dkRsrc2, field: Rsrc2EnableSGPRWorkgroupIDY},
	".amdhsa_system_sgpr_workgroup_id_z":                   {kind: dkRsrc2, field: Rsrc2EnableSGPRWorkgroupIDZ},
	".amdhsa_system_sgpr_workgroup_info":                   {kind: dkRsrc2, field: Rsrc2EnableSGPRWorkgroupInfo},
	".amdhsa_system_vgpr_workitem_id":                      {kind: dkRsrc2, field: Rsrc2EnableVGPRWorkitemID},
	".amdhsa_exception_fp_ieee_invalid_op":                 {kind: dkRsrc2, field: Rsrc2ExceptionFPIEEEInvalidOp},
	".amdhsa_exception_fp_denorm_src":                      {kind: dkRsrc2, field: Rsrc2ExceptionFPDenormalSource},
	".amdhsa_exception_fp_ieee_div_zero":                   {kind: dkRsrc2, field: Rsrc2ExceptionFPIEEEDivZero},
	".amdhsa_exception_fp_ieee_overflow":                   {kind: dkRsrc2, field: Rsrc2ExceptionFPIEEEOverflow},
	".amdhsa_exception_fp_ieee_underflow":                  {kind: dkRsrc2, field: Rsrc2ExceptionFPIEEEUnderflow},
	".amdhsa_exception_fp_ieee_inexact":                    {kind: dkRsrc2, field: Rsrc2ExceptionFPIEEEInexact},
	".amdhsa_exception_int_div_zero":                       {kind: dkRsrc2, field: Rsrc2ExceptionIntDivideByZero},

	".amdhsa_float_round_mode_32":     {kind: dkRsrc1, field: Rsrc1FloatRoundMode32},
	".amdhsa_float_round_mode_16_64":  {kind: dkRsrc1, field: Rsrc1FloatRoundMode1664},
	".amdhsa_float_denorm_mode_32":    {kind: dkRsrc1, field: Rsrc1FloatDenormMode32},
	".amdhsa_float_denorm_mode_16_64": {kind: dkRsrc1, field: Rsrc1FloatDenormMode1664},
	".amdhsa_dx10_clamp":              {kind: dkRsrc1, field: Rsrc1EnableDX10Clamp},
	".amdhsa_ieee_mode":               {kind: dkRsrc1, field: Rsrc1EnableIEEEMode},
	".amdhsa_fp16_overflow":           {kind: dkRsrc1, field: Rsrc1FP16Overflow},

	".amdhsa_next_free_vgpr":       {kind: dkNextVGPR},
	".amdhsa_next_free_sgpr":       {kind: dkNextSGPR},
	".amdhsa_reserve_vcc":          {kind: dkReserve},
	".amdhsa_reserve_flat_scratch": {kind: dkReserve},
	".amdhsa_reserve_xnack_mask":   {kind: dkReserve},

	".amdhsa_user_sgpr_kernarg_preload_length": {kind: dkWrongGen, why: "directive requires gfx90a+"},
	".amdhsa_user_sgpr_kernarg_preload_offset": {kind: dkWrongGen, why: "directive requires gfx90a+"},
	".amdhsa_accum_offset":                     {kind: dkWrongGen, why: "directive requires gfx90a+"},
	".amdhsa_tg_split":                         {kind: dkWrongGen, why: "directive requires gfx90a+"},
	".amdhsa_wavefront_size32":                 {kind: dkWrongGen, why: "directive requires gfx10+"},
	".amdhsa_workgroup_processor_mode":         {kind: dkWrongGen, why: "directive requires gfx10+"},
	".amdhsa_memory_ordered":                   {kind: dkWrongGen, why: "directive requires gfx10+"},
	".amdhsa_forward_progress":                 {kind: dkWrongGen, why: "directive requires gfx10+"},
	".amdhsa_shared_vgpr_count":                {kind: dkWrongGen, why: "directive requires gfx10 or gfx11"},
	".amdhsa_round_robin_scheduling":           {kind: dkWrongGen, why: "directive requires gfx12+"},
	".amdhsa_enable_private_segment":           {kind: dkWrongGen, why: "directive is not supported without architected flat scratch"},
}

// KnownDirective reports whether name is a .amdhsa_ kernel directive that
// KernelBuilder.Set accepts for GFX9.
func KnownDirective(name string) bool {
	d, ok := directives[name]
	return ok && d.kind != dkWrongGen
}

// KernelBuilder turns the directives of one `.amdhsa_kernel` block into a
// kernel descriptor, the way llvm-mc 19 does for gfx900-family targets with
// code object v5.
type KernelBuilder struct {
	name   string
	target Target
	kd     KernelDescriptor
	seen   map[string]bool

	nextVGPR, nextSGPR    int64
	hasVGPR, hasSGPR      bool
	reserveVCC            bool
	reserveFlatScratch    bool
	reserveXnack          bool
	explicitUserSGPRCount int64
	hasUserSGPRCount      bool
}

// NewKernelBuilder starts a descriptor for kernel name with llvm-mc's
// defaults: FLOAT_DENORM_MODE_16_64 = 3 (no flush), DX10 clamp and IEEE mode
// on, workgroup id x enabled, VCC and FLAT_SCRATCH reserved, and the XNACK
// mask reserved when the target's xnack is on or any.
func NewKernelBuilder(name string, t Target) *KernelBuilder {
	b := &KernelBuilder{name: name, target: t, seen: map[string]bool{},
		reserveVCC: true, reserveFlatScratch: true, reserveXnack: t.XnackReserved()}
	b.kd.ComputePgmRsrc1 = Rsrc1FloatDenormMode1664.Set(0, 3)
	b.kd.ComputePgmRsrc1 = Rsrc1EnableDX10Clamp.Set(b.kd.ComputePgmRsrc1, 1)
	b.kd.ComputePgmRsrc1 = Rsrc1EnableIEEEMode.Set(b.kd.ComputePgmRsrc1, 1)
	b.kd.ComputePgmRsrc2 = Rsrc2EnableSGPRWorkgroupIDX.Set(0, 1)
	return b
}

func errOutOfRange(directive string, v int64) error {
	return fmt.Errorf("value out of range: %s %d", directive, v)
}

// Set applies one directive. Errors are llvm-mc's: unknown directive,
// directive not available on GFX9, repeated directive, value out of range,
// and a .amdhsa_reserve_xnack_mask that contradicts the target ID.
func (b *KernelBuilder) Set(directive string, value int64) error {
	d, ok := directives[directive]
	if !ok {
		return fmt.Errorf("unknown .amdhsa_kernel directive %s", directive)
	}
	if b.seen[directive] {
		return fmt.Errorf(".amdhsa_ directives cannot be repeated: %s", directive)
	}
	b.seen[directive] = true
	if d.kind == dkWrongGen {
		return fmt.Errorf("%s: %s (target %s)", directive, d.why, b.target.Processor)
	}
	if value < 0 {
		return errOutOfRange(directive, value)
	}
	switch d.kind {
	case dkU32:
		if value > math.MaxUint32 {
			return errOutOfRange(directive, value)
		}
		switch d.off {
		case 0:
			b.kd.GroupSegmentFixedSize = uint32(value)
		case 1:
			b.kd.PrivateSegmentFixedSize = uint32(value)
		default:
			b.kd.KernargSize = uint32(value)
		}
	case dkRsrc1, dkRsrc2:
		if value >= 1<<d.field.Width {
			return errOutOfRange(directive, value)
		}
		if d.kind == dkRsrc1 {
			b.kd.ComputePgmRsrc1 = d.field.Set(b.kd.ComputePgmRsrc1, uint32(value))
		} else {
			b.kd.ComputePgmRsrc2 = d.field.Set(b.kd.ComputePgmRsrc2, uint32(value))
		}
	case dkKCP:
		if value > 1 {
			return errOutOfRange(directive, value)
		}
		if value == 1 {
			b.kd.KernelCodeProperties |= d.bit
		} else {
			b.kd.KernelCodeProperties &^= d.bit
		}
	case dkUserCount:
		// llvm-mc keeps the explicit count as a 32-bit unsigned value and
		// checks it against the 5-bit field when the block ends.
		b.explicitUserSGPRCount = int64(uint32(value))
		b.hasUserSGPRCount = true
	case dkNextVGPR:
		if value > MaxNextFreeVGPR {
			return errOutOfRange(directive, value)
		}
		b.nextVGPR, b.hasVGPR = value, true
	case dkNextSGPR:
		if value > MaxNextFreeSGPR {
			return errOutOfRange(directive, value)
		}
		b.nextSGPR, b.hasSGPR = value, true
	case dkReserve:
		if value > 1 {
			return errOutOfRange(directive, value)
		}
		on := value == 1
		switch directive {
		case ".amdhsa_reserve_vcc":
			b.reserveVCC = on
		case ".amdhsa_reserve_flat_scratch":
			b.reserveFlatScratch = on
		default:
			if on != b.target.XnackReserved() {
				return fmt.Errorf(".amdhsa_reserve_xnack_mask does not match target id %s", b.target)
			}
			b.reserveXnack = on
		}
	}
	return nil
}

// ExtraSGPRs is the number of SGPRs llvm-mc adds to .amdhsa_next_free_sgpr
// on GFX9 for the reserved special registers: 6 with FLAT_SCRATCH (which
// sits above XNACK_MASK and VCC), else 4 with XNACK_MASK, else 2 with VCC.
func ExtraSGPRs(vcc, flatScratch, xnack bool) int64 {
	switch {
	case flatScratch:
		return 6
	case xnack:
		return 4
	case vcc:
		return 2
	}
	return 0
}

// VGPRBlocks is GRANULATED_WORKITEM_VGPR_COUNT for n VGPRs (wave64).
func VGPRBlocks(n int64) uint32 {
	if n < 1 {
		n = 1
	}
	return uint32((n+VGPREncodingGranule-1)/VGPREncodingGranule - 1)
}

// SGPRBlocks is GRANULATED_WAVEFRONT_SGPR_COUNT for n SGPRs (extras included).
func SGPRBlocks(n int64) uint32 {
	if n < 1 {
		n = 1
	}
	return uint32((n+SGPREncodingGranule-1)/SGPREncodingGranule - 1)
}

// Finish checks the block and returns the descriptor, with the derived
// register-block counts and USER_SGPR_COUNT filled in.
func (b *KernelBuilder) Finish() (KernelDescriptor, error) {
	if !b.hasVGPR {
		return KernelDescriptor{}, fmt.Errorf(".amdhsa_next_free_vgpr directive is required (kernel %s)", b.name)
	}
	if !b.hasSGPR {
		return KernelDescriptor{}, fmt.Errorf(".amdhsa_next_free_sgpr directive is required (kernel %s)", b.name)
	}
	kd := b.kd
	implied := int64(kd.ImpliedUserSGPRCount())
	count := implied
	if b.hasUserSGPRCount {
		if b.explicitUserSGPRCount < implied {
			return KernelDescriptor{}, fmt.Errorf("amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs (%d < %d, kernel %s)", b.explicitUserSGPRCount, implied, b.name)
		}
		count = b.explicitUserSGPRCount
	}
	if count > maxUserSGPRs {
		return KernelDescriptor{}, fmt.Errorf("too many user SGPRs enabled (%d > %d, kernel %s)", count, maxUserSGPRs, b.name)
	}
	kd.ComputePgmRsrc2 = Rsrc2UserSGPRCount.Set(kd.ComputePgmRsrc2, uint32(count))
	sgprs := b.nextSGPR + ExtraSGPRs(b.reserveVCC, b.reserveFlatScratch, b.reserveXnack)
	kd.ComputePgmRsrc1 = Rsrc1GranulatedWorkitemVGPRCount.Set(kd.ComputePgmRsrc1, VGPRBlocks(b.nextVGPR))
	kd.ComputePgmRsrc1 = Rsrc1GranulatedWavefrontSGPRCount.Set(kd.ComputePgmRsrc1, SGPRBlocks(sgprs))
	return kd, nil
}

// Directive is one `.amdhsa_*` directive with its value.
type Directive struct {
	Name  string
	Value int64
}

// Directives returns the `.amdhsa_*` directives of a `.amdhsa_kernel` block
// that reproduces kd, in llvm-objdump's order. Unlike llvm-objdump, the
// reserve directives are chosen so that llvm-mc accepts the block for target
// t (.amdhsa_reserve_xnack_mask must match the target ID) and
// .amdhsa_user_sgpr_count is given when it differs from the implied count.
// Register counts come back rounded up to their granules. Representable
// reports what of kd such a block cannot express.
func (kd KernelDescriptor) Directives(t Target) []Directive {
	r1, r2 := kd.ComputePgmRsrc1, kd.ComputePgmRsrc2
	bit := func(mask uint16) int64 {
		if kd.KernelCodeProperties&mask != 0 {
			return 1
		}
		return 0
	}
	xnack := t.XnackReserved()
	g := int64(kd.GranulatedSGPRCount())
	flat := false
	nextSGPR := (g+1)*SGPREncodingGranule - ExtraSGPRs(false, false, xnack)
	if nextSGPR > MaxNextFreeSGPR {
		flat = true
		nextSGPR = min((g+1)*SGPREncodingGranule-ExtraSGPRs(false, true, xnack), MaxNextFreeSGPR)
	}
	b2i := func(v bool) int64 {
		if v {
			return 1
		}
		return 0
	}
	ds := []Directive{
		{".amdhsa_group_segment_fixed_size", int64(kd.GroupSegmentFixedSize)},
		{".amdhsa_private_segment_fixed_size", int64(kd.PrivateSegmentFixedSize)},
		{".amdhsa_kernarg_size", int64(kd.KernargSize)},
		{".amdhsa_next_free_vgpr", int64(kd.VGPRCount())},
		{".amdhsa_reserve_vcc", 0},
		{".amdhsa_reserve_flat_scratch", b2i(flat)},
		{".amdhsa_reserve_xnack_mask", b2i(xnack)},
		{".amdhsa_next_free_sgpr", nextSGPR},
		{".amdhsa_float_round_mode_32", int64(Rsrc1FloatRoundMode32.Get(r1))},
		{".amdhsa_float_round_mode_16_64", int64(Rsrc1FloatRoundMode1664.Get(r1))},
		{".amdhsa_float_denorm_mode_32", int64(Rsrc1FloatDenormMode32.Get(r1))},
		{".amdhsa_float_denorm_mode_16_64", int64(Rsrc1FloatDenormMode1664.Get(r1))},
		{".amdhsa_dx10_clamp", int64(Rsrc1EnableDX10Clamp.Get(r1))},
		{".amdhsa_ieee_mode", int64(Rsrc1EnableIEEEMode.Get(r1))},
		{".amdhsa_fp16_overflow", int64(Rsrc1FP16Overflow.Get(r1))},
		{".amdhsa_system_sgpr_private_segment_wavefront_offset", int64(Rsrc2EnablePrivateSegment.Get(r2))},
		{".amdhsa_system_sgpr_workgroup_id_x", int64(Rsrc2EnableSGPRWorkgroupIDX.Get(r2))},
		{".amdhsa_system_sgpr_workgroup_id_y", int64(Rsrc2EnableSGPRWorkgroupIDY.Get(r2))},
		{".amdhsa_system_sgpr_workgroup_id_z", int64(Rsrc2EnableSGPRWorkgroupIDZ.Get(r2))},
		{".amdhsa_system_sgpr_workgroup_info", int64(Rsrc2EnableSGPRWorkgroupInfo.Get(r2))},
		{".amdhsa_system_vgpr_workitem_id", int64(Rsrc2EnableVGPRWorkitemID.Get(r2))},
		{".amdhsa_exception_fp_ieee_invalid_op", int64(Rsrc2ExceptionFPIEEEInvalidOp.Get(r2))},
		{".amdhsa_exception_fp_denorm_src", int64(Rsrc2ExceptionFPDenormalSource.Get(r2))},
		{".amdhsa_exception_fp_ieee_div_zero", int64(Rsrc2ExceptionFPIEEEDivZero.Get(r2))},
		{".amdhsa_exception_fp_ieee_overflow", int64(Rsrc2ExceptionFPIEEEOverflow.Get(r2))},
		{".amdhsa_exception_fp_ieee_underflow", int64(Rsrc2ExceptionFPIEEEUnderflow.Get(r2))},
		{".amdhsa_exception_fp_ieee_inexact", int64(Rsrc2ExceptionFPIEEEInexact.Get(r2))},
		{".amdhsa_exception_int_div_zero", int64(Rsrc2ExceptionIntDivideByZero.Get(r2))},
		{".amdhsa_user_sgpr_private_segment_buffer", bit(KCPEnableSGPRPrivateSegmentBuffer)},
		{".amdhsa_user_sgpr_dispatch_ptr", bit(KCPEnableSGPRDispatchPtr)},
		{".amdhsa_user_sgpr_queue_ptr", bit(KCPEnableSGPRQueuePtr)},
		{".amdhsa_user_sgpr_kernarg_segment_ptr", bit(KCPEnableSGPRKernargSegmentPtr)},
		{".amdhsa_user_sgpr_dispatch_id", bit(KCPEnableSGPRDispatchID)},
		{".amdhsa_user_sgpr_flat_scratch_init", bit(KCPEnableSGPRFlatScratchInit)},
		{".amdhsa_user_sgpr_private_segment_size", bit(KCPEnableSGPRPrivateSegmentSize)},
		{".amdhsa_uses_dynamic_stack", bit(KCPUsesDynamicStack)},
	}
	if kd.UserSGPRCount() != kd.ImpliedUserSGPRCount() {
		ds = append(ds, Directive{".amdhsa_user_sgpr_count", int64(kd.UserSGPRCount())})
	}
	return ds
}

// Representable reports an error naming the first part of kd that no
// `.amdhsa_kernel` block for target t can produce (fields the loader or
// other generations set, reserved bits, the entry offset aside).
func (kd KernelDescriptor) Representable(t Target) error {
	r1, r2 := kd.ComputePgmRsrc1, kd.ComputePgmRsrc2
	switch {
	case kd.Reserved0 != [4]byte{} || kd.Reserved1 != [20]byte{} || kd.Reserved2 != [4]byte{}:
		return fmt.Errorf("reserved descriptor bytes are not zero")
	case kd.ComputePgmRsrc3 != 0:
		return fmt.Errorf("COMPUTE_PGM_RSRC3 %#x has no directives on GFX9", kd.ComputePgmRsrc3)
	case kd.KernargPreload != 0:
		return fmt.Errorf("kernarg preload %#x requires gfx90a+", kd.KernargPreload)
	case r1&^0x07ff_f3ff != 0 || Rsrc1Priority.Get(r1) != 0:
		return fmt.Errorf("COMPUTE_PGM_RSRC1 %#x sets bits without directives (priority, priv, debug mode, bulky, cdbg user or reserved)", r1)
	case Rsrc2EnableTrapHandler.Get(r2) != 0 || Rsrc2EnableExceptionAddressWatch.Get(r2) != 0 ||
		Rsrc2EnableExceptionMemory.Get(r2) != 0 || Rsrc2GranulatedLDSSize.Get(r2) != 0 || r2>>31 != 0:
		return fmt.Errorf("COMPUTE_PGM_RSRC2 %#x sets bits without directives (trap handler, address watch, memory exceptions, LDS size or reserved)", r2)
	case kd.KernelCodeProperties&^0x087f != 0:
		return fmt.Errorf("KERNEL_CODE_PROPERTIES %#x sets bits without GFX9 directives", kd.KernelCodeProperties)
	case kd.UserSGPRCount() < kd.ImpliedUserSGPRCount():
		return fmt.Errorf("USER_SGPR_COUNT %d is below the %d implied by the enabled user SGPRs", kd.UserSGPRCount(), kd.ImpliedUserSGPRCount())
	}
	if maxG := SGPRBlocks(MaxNextFreeSGPR + ExtraSGPRs(true, true, true)); uint32(kd.GranulatedSGPRCount()) > maxG {
		return fmt.Errorf("GRANULATED_WAVEFRONT_SGPR_COUNT %d exceeds %d, the most %d addressable SGPRs plus reservations reach", kd.GranulatedSGPRCount(), maxG, MaxNextFreeSGPR)
	}
	return nil
}

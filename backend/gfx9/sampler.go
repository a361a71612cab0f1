package gfx9

import (
	"fmt"
	"math"
)

// The 128-bit sampler descriptor (S#) of the MIMG sample, gather4 and
// get_lod instructions: the gfx9 layout of AMD's SQ_IMG_SAMP_WORD0-3
// registers (the same fields as Mesa's sid.h S_008F30_* .. S_008F3C_*
// and ROCm's sampler headers). The executor decodes with these
// definitions and the launcher encodes with them.

// TexClamp is a CLAMP_X/Y/Z value (SQ_TEX_CLAMP): the address mode of one
// coordinate.
type TexClamp uint8

// Address modes.
const (
	TexWrap                 TexClamp = 0
	TexMirror               TexClamp = 1
	TexClampLastTexel       TexClamp = 2
	TexMirrorOnceLastTexel  TexClamp = 3
	TexClampHalfBorder      TexClamp = 4
	TexMirrorOnceHalfBorder TexClamp = 5
	TexClampBorder          TexClamp = 6
	TexMirrorOnceBorder     TexClamp = 7
)

// XY filters (SQ_TEX_XY_FILTER: XY_MAG_FILTER, XY_MIN_FILTER).
const (
	TexXYPoint         = 0
	TexXYBilinear      = 1
	TexXYAnisoPoint    = 2
	TexXYAnisoBilinear = 3
)

// Z and mip filters (SQ_TEX_Z_FILTER, SQ_TEX_MIP_FILTER: Z_FILTER,
// MIP_FILTER). MIP_FILTER 3 is POINT_ANISO_ADJ.
const (
	TexFilterNone   = 0
	TexFilterPoint  = 1
	TexFilterLinear = 2
)

// Depth compare functions (SQ_TEX_DEPTH_COMPARE): the comparison passes
// when reference OP texel.
const (
	TexCompareNever        = 0
	TexCompareLess         = 1
	TexCompareEqual        = 2
	TexCompareLessEqual    = 3
	TexCompareGreater      = 4
	TexCompareNotEqual     = 5
	TexCompareGreaterEqual = 6
	TexCompareAlways       = 7
)

// Border colour types (SQ_TEX_BORDER_COLOR). REGISTER reads entry
// BORDER_COLOR_PTR of the border colour table the driver points
// TA_BC_BASE_ADDR at.
const (
	BorderTransBlack  = 0
	BorderOpaqueBlack = 1
	BorderOpaqueWhite = 2
	BorderRegister    = 3
)

// Filter modes (FILTER_MODE): blend, or the minimum or maximum of the
// footprint (D3D's MINIMUM_/MAXIMUM_ filters).
const (
	FilterModeBlend = 0
	FilterModeMin   = 1
	FilterModeMax   = 2
)

// SamplerResource is a decoded S#. MinLOD and MaxLOD are unsigned 4.8
// fixed point, LODBias signed 6.8 (14 bits, two's complement).
type SamplerResource struct {
	// word 0
	ClampX, ClampY, ClampZ TexClamp
	MaxAnisoRatio          uint8
	DepthCompareFunc       uint8
	ForceUnnormalized      bool
	AnisoThreshold         uint8
	MCCoordTrunc           bool
	ForceDegamma           bool
	AnisoBias              uint8
	TruncCoord             bool
	DisableCubeWrap        bool
	FilterMode             uint8
	CompatMode             bool
	// word 1
	MinLOD, MaxLOD uint16
	PerfMip, PerfZ uint8
	// word 2
	LODBias          uint16
	LODBiasSec       uint8
	XYMagFilter      uint8
	XYMinFilter      uint8
	ZFilter          uint8
	MipFilter        uint8
	MipPointPreclamp bool
	BlendZeroPRT     bool
	FilterPrecFix    bool
	AnisoOverride    bool
	// word 3
	BorderColorPtr  uint16
	SkipDegamma     bool
	BorderColorType uint8
}

func bitOf(v bool, bit uint) uint32 {
	if v {
		return 1 << bit
	}
	return 0
}

// Encode returns the S# of r.
func (r SamplerResource) Encode() [4]uint32 {
	return [4]uint32{
		uint32(r.ClampX&7) | uint32(r.ClampY&7)<<3 | uint32(r.ClampZ&7)<<6 | uint32(r.MaxAnisoRatio&7)<<9 |
			uint32(r.DepthCompareFunc&7)<<12 | bitOf(r.ForceUnnormalized, 15) | uint32(r.AnisoThreshold&7)<<16 |
			bitOf(r.MCCoordTrunc, 19) | bitOf(r.ForceDegamma, 20) | uint32(r.AnisoBias&63)<<21 | bitOf(r.TruncCoord, 27) |
			bitOf(r.DisableCubeWrap, 28) | uint32(r.FilterMode&3)<<29 | bitOf(r.CompatMode, 31),
		uint32(r.MinLOD&0xfff) | uint32(r.MaxLOD&0xfff)<<12 | uint32(r.PerfMip&15)<<24 | uint32(r.PerfZ&15)<<28,
		uint32(r.LODBias&0x3fff) | uint32(r.LODBiasSec&63)<<14 | uint32(r.XYMagFilter&3)<<20 | uint32(r.XYMinFilter&3)<<22 |
			uint32(r.ZFilter&3)<<24 | uint32(r.MipFilter&3)<<26 | bitOf(r.MipPointPreclamp, 28) | bitOf(r.BlendZeroPRT, 29) |
			bitOf(r.FilterPrecFix, 30) | bitOf(r.AnisoOverride, 31),
		uint32(r.BorderColorPtr&0xfff) | bitOf(r.SkipDegamma, 12) | uint32(r.BorderColorType&3)<<30,
	}
}

// DecodeSamplerDescriptor decodes an S#.
func DecodeSamplerDescriptor(d [4]uint32) SamplerResource {
	bit := func(w uint32, b uint) bool { return w>>b&1 != 0 }
	return SamplerResource{
		ClampX: TexClamp(d[0] & 7), ClampY: TexClamp(d[0] >> 3 & 7), ClampZ: TexClamp(d[0] >> 6 & 7),
		MaxAnisoRatio: uint8(d[0] >> 9 & 7), DepthCompareFunc: uint8(d[0] >> 12 & 7), ForceUnnormalized: bit(d[0], 15),
		AnisoThreshold: uint8(d[0] >> 16 & 7), MCCoordTrunc: bit(d[0], 19), ForceDegamma: bit(d[0], 20),
		AnisoBias: uint8(d[0] >> 21 & 63), TruncCoord: bit(d[0], 27), DisableCubeWrap: bit(d[0], 28),
		FilterMode: uint8(d[0] >> 29 & 3), CompatMode: bit(d[0], 31),
		MinLOD: uint16(d[1] & 0xfff), MaxLOD: uint16(d[1] >> 12 & 0xfff), PerfMip: uint8(d[1] >> 24 & 15), PerfZ: uint8(d[1] >> 28),
		LODBias: uint16(d[2] & 0x3fff), LODBiasSec: uint8(d[2] >> 14 & 63), XYMagFilter: uint8(d[2] >> 20 & 3),
		XYMinFilter: uint8(d[2] >> 22 & 3), ZFilter: uint8(d[2] >> 24 & 3), MipFilter: uint8(d[2] >> 26 & 3),
		MipPointPreclamp: bit(d[2], 28), BlendZeroPRT: bit(d[2], 29), FilterPrecFix: bit(d[2], 30), AnisoOverride: bit(d[2], 31),
		BorderColorPtr: uint16(d[3] & 0xfff), SkipDegamma: bit(d[3], 12), BorderColorType: uint8(d[3] >> 30),
	}
}

// LOD fixed-point conversions of the S# and T# LOD fields.
const (
	lodFracBits = 8
	lodMax      = 1<<12 - 1 // unsigned 4.8: 0 .. 15.996
	biasBits    = 14        // signed 6.8
)

// UnsignedLOD converts an LOD to unsigned 4.8 fixed point (MIN_LOD,
// MAX_LOD), clamped to [0, 15.996], rounding to nearest.
func UnsignedLOD(l float64) uint16 {
	v := l*(1<<lodFracBits) + 0.5
	switch {
	case !(v > 0):
		return 0
	case v >= lodMax:
		return lodMax
	}
	return uint16(v)
}

// LODValue is the LOD an unsigned 4.8 field holds.
func LODValue(v uint16) float64 { return float64(v&lodMax) / (1 << lodFracBits) }

// SignedLODBias converts a LOD bias to the 14-bit two's-complement 6.8
// LOD_BIAS field, clamped to [-32, 31.996], rounding to nearest.
func SignedLODBias(b float64) uint16 {
	const lim = 1 << (biasBits - 1)
	if math.IsNaN(b) {
		return 0
	}
	v := max(-lim, min(lim-1, math.Floor(b*(1<<lodFracBits)+0.5)))
	return uint16(int32(v)) & (1<<biasBits - 1)
}

// LODBiasValue is the bias a LOD_BIAS field holds.
func LODBiasValue(v uint16) float64 {
	x := int32(v&(1<<biasBits-1)) << (32 - biasBits) >> (32 - biasBits)
	return float64(x) / (1 << lodFracBits)
}

// CheckSampler reports the S# fields the executor does not model (nil if
// it models them all).
func (r SamplerResource) CheckSampler() error {
	switch {
	case r.XYMagFilter > TexXYBilinear || r.XYMinFilter > TexXYBilinear:
		return fmt.Errorf("anisotropic filtering (XY_MAG_FILTER %d, XY_MIN_FILTER %d) is not modelled", r.XYMagFilter, r.XYMinFilter)
	case r.MaxAnisoRatio != 0:
		return fmt.Errorf("anisotropic filtering (MAX_ANISO_RATIO %d) is not modelled", r.MaxAnisoRatio)
	case r.MipFilter > TexFilterLinear:
		return fmt.Errorf("MIP_FILTER %d (point, aniso-adjusted) is not modelled", r.MipFilter)
	case r.ZFilter > TexFilterLinear:
		return fmt.Errorf("Z_FILTER %d is not a filter", r.ZFilter)
	case r.FilterMode > FilterModeMax:
		return fmt.Errorf("FILTER_MODE %d is not a filter mode", r.FilterMode)
	case r.LODBiasSec != 0:
		return fmt.Errorf("a secondary LOD bias (LOD_BIAS_SEC %d) is not modelled", r.LODBiasSec)
	case r.ForceDegamma:
		return fmt.Errorf("FORCE_DEGAMMA is not modelled")
	}
	return nil
}

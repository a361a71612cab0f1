package vk

import (
	"fmt"
	"math"
	"strings"

	"hlslc/internal/texfilter"
	"hlslc/ir/runspec"
)

// Textures with a format of their own or with mip levels, and samplers,
// for lavapipe: a texture's run-spec bytes are in D3D's subresource order
// (layer by layer, each layer's levels), which the helper copies level by
// level and layer by layer; a sampler goes over as its state.

// vkFormats maps the DXGI-named formats of the run spec to Vulkan's (the
// packed ones with their components in the same bits: DXGI's R11G11B10 is
// Vulkan's B10G11R11 with R in the low bits, R10G10B10A2 is A2B10G10R10).
var vkFormats = map[string]string{
	"R11G11B10_FLOAT": "b10g11r11_ufloat_pack32", "R10G10B10A2_UNORM": "a2b10g10r10_unorm_pack32",
	"R10G10B10A2_UINT": "a2b10g10r10_uint_pack32", "R8G8B8A8_UNORM_SRGB": "r8g8b8a8_srgb",
	"R8_UNORM_SRGB": "r8_srgb", "R8G8_UNORM_SRGB": "r8g8_srgb",
}

// vkFormatOf returns the Vulkan name of a texture format.
func vkFormatOf(f texfilter.Format) (string, error) {
	name := f.Name()
	if name == "" {
		return "", fmt.Errorf("format %s has no DXGI name", f)
	}
	if v, ok := vkFormats[name]; ok {
		return v, nil
	}
	i := strings.LastIndexByte(name, '_')
	num := map[string]string{"FLOAT": "sfloat", "UNORM": "unorm", "SNORM": "snorm", "UINT": "uint", "SINT": "sint"}[name[i+1:]]
	if num == "" {
		return "", fmt.Errorf("format %s has no Vulkan equivalent here", name)
	}
	return strings.ToLower(name[:i]) + "_" + num, nil
}

// textureBinding is the binding of a texture with its format and levels.
func textureBinding(r Resource, b runspec.Bound) (binding, error) {
	format, err := vkFormatOf(b.Format)
	if err != nil {
		return binding{}, fmt.Errorf("texture %q: %v", r.Name, err)
	}
	kind, _, shape := r.descriptor()
	return binding{set: r.Set, binding: r.Binding, kind: kind, format: format, shape: shape, extent: b.Extent, levels: b.Levels, data: b.Data}, nil
}

// samplerBinding is the binding of a sampler state.
func samplerBinding(r Resource, s *texfilter.Sampler) binding {
	filt := func(f texfilter.Filter) int {
		if f == texfilter.Linear {
			return 1
		}
		return 0
	}
	mip := map[texfilter.Filter]int{texfilter.None: 0, texfilter.Point: 1, texfilter.Linear: 2}[s.Mip]
	cmp := -1
	if r.Compare {
		cmp = int(s.Compare) // Vulkan's VkCompareOp has the same order
	}
	var rgba [4]float32
	for i, v := range s.Custom {
		rgba[i] = math.Float32frombits(v)
	}
	state := fmt.Sprintf("%d %d %d %d %d %d %d %g %g %g %d %g %g %g %g %d", filt(s.Mag), filt(s.Min), mip,
		s.Address[0], s.Address[1], s.Address[2], cmp, s.MinLOD, s.MaxLOD, s.Bias, s.Border, rgba[0], rgba[1], rgba[2], rgba[3], s.Reduction)
	return binding{set: r.Set, binding: r.Binding, kind: "sampler", sampler: state}
}

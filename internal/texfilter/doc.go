// Package texfilter is hlslc's model of GCN's texture unit: texel formats
// (how component bits convert to shader values and back), image layouts
// with mip levels and layers, sampler states, and the filtering that
// sample and gather instructions perform.
//
// It is used twice, and must compute the same bits both times:
//
//   - the GCN executor (backend/exec) decodes a T# and an S# with
//     backend/gfx9 and runs image_sample*, image_gather4* and the format
//     conversions of typed loads and stores through this package;
//   - the reference IR interpreter (ir/interp) runs the IR's texture ops
//     through it, from the run spec's textures and samplers.
//
// Why a leaf package: the executor and backend/gfx9 depend on nothing of
// the compiler, and ir/ must not import backend/; so the one
// implementation both share imports nothing of hlslc (only the standard
// library) and lives outside both trees. Hardware encodings (the T# and S#
// field layouts, the gfx9 data- and number-format codes) stay in
// backend/gfx9, defined once; this package speaks in their meaning
// (component widths, number formats, address modes, filters), and the
// executor maps the decoded descriptor fields onto it.
//
// # The filtering model
//
// Coordinates arrive as the texture unit receives them (normalized s, t,
// r; the array layer as a float; cube faces as face coordinates, see
// CubeCoords). For each level a sample reads:
//
//   - the coordinate in texels, c*size (exact in float64) plus the integer
//     offset, minus 0.5 for linear filtering, is converted to fixed point
//     with SubtexelBits = 8 fractional bits, rounding to nearest even; the
//     integer part selects the texel, the fraction is the linear weight in
//     units of 1/256. D3D11 and D3D12 require at least 8 bits of subtexel precision
//     (D3D11_SUBTEXEL_FRACTIONAL_BIT_COUNT; D3D10 required 6);
//     GCN filters with 8-bit weights as well (the "24.8" texel coordinates
//     of current GPUs), so 8 bits is both the requirement and the
//     hardware's figure. Point sampling selects the texel of the rounded
//     fixed-point coordinate, so a coordinate within 1/512 texel below a
//     texel boundary already selects the next texel.
//   - the LOD is log2 of the longer of the two derivative vectors measured
//     in texels of the view's first level (D3D's isotropic formula, in
//     float64), or the explicit LOD; the sampler's bias (and an
//     instruction's) is added, the result clamped by the sampler's MinLOD
//     and MaxLOD, the resource's MinLOD and an instruction's clamp, then
//     rounded to LODBits = 8 fractional bits: the precision of GCN's S#
//     LOD fields (4.8 fixed point) and D3D11/12's minimum
//     (D3D11_MIP_LOD_FRACTIONAL_BIT_COUNT = 8). The model computes a
//     derivative LOD in float64 before that rounding; hardware computes it
//     in a precision AMD does not document, so LODs from SampleGrad may
//     differ from a GPU's in the last fractional bits, explicit LODs do
//     not. LOD <= 0 magnifies, LOD > 0 minifies. A cube's derivatives
//     arrive in face space (a face spans 1, as its face coordinates do;
//     CubeCoordsGrad is the shader's transform, RADV's), so its LOD is
//     measured in texels of a face like a 2D image's.
//     Point mip filtering takes level floor(LOD + 0.5), linear blends
//     levels floor(LOD) and floor(LOD)+1 with the 8-bit fraction; levels
//     are clamped to the view's.
//   - texel values are decoded exactly (sRGB to linear in float64, halves
//     and small floats exactly) and blended in float64 with the exact
//     fixed-point weights, then rounded once to float32. Hardware rounds
//     intermediate results to the format's filtering precision (e.g. 8-bit
//     formats filter at about 8-10 bits); the model does not, so results
//     differ from a GPU's within that precision, never between the
//     executor and the interpreter.
//   - address modes act on texel indices (wrap, mirror, clamp to edge,
//     mirror once, border) or, for the half-border modes, clamp the
//     normalized coordinate to [0, 1] first. Border texels read the
//     sampler's border colour with the components the format lacks
//     replaced by 0 (alpha by 1).
//   - comparison sampling compares the reference with each texel's first
//     component (the reference clamped to [0, 1] for unorm formats) and
//     filters the 1/0 results; MINIMUM/MAXIMUM reductions take the
//     extreme of the texels with nonzero weight instead of blending.
//   - cube faces are addressed by face coordinates; with seamless
//     filtering a texel beyond a face's edge is read from the adjacent
//     face and a texel beyond a corner is the average of the three texels
//     that meet there (Vulkan's and D3D's rule).
//   - integer formats are not filtered: sampling returns the texel of a
//     point sample at the nearest level.
//
// Anisotropic filtering is not modelled.
package texfilter

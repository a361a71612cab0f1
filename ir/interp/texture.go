package interp

import (
	"fmt"
	"math"

	"hlslc/internal/texfilter"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Typed buffers and textures are texture model images (internal/texfilter)
// over the resources' bytes, in the run spec's format and layout; texload,
// texstore and texatomic address their texels, texsample and texgather
// filter them with the same code the GCN executor runs for image_sample and
// image_gather4.

// typedImage describes a bound typed resource to the texture model: a
// typed buffer is a one-level 1D image of its elements.
func typedImage(r *ir.Memory, b runspec.Bound) (*texfilter.Image, error) {
	if b.Levels == 0 {
		// bound without a spec: the element type's own format, one level
		b.Format, b.Levels = r.RunSpec().TexelFormat(), 1
	}
	var im *texfilter.Image
	if r.Shape.IsTexture() {
		im = b.Image(r.Shape)
	} else {
		n := int(b.Extent[0])
		lv, _ := texfilter.PackedLevels(b.Format, max(n, 1), 1, 1, 1, 1)
		lv[0].Width = n
		im = &texfilter.Image{Dim: texfilter.Dim1D, Format: b.Format, Swizzle: texfilter.Identity, Layers: 1, Levels: lv, Data: b.Data}
		if n == 0 {
			return im, nil
		}
	}
	if err := im.Check(); err != nil {
		return nil, fmt.Errorf("@%s: %v", r.Name, err)
	}
	return im, nil
}

// texelAt returns level l, texel coordinates and layer of the coordinates c
// of a typed resource's shape.
func texelAt(s runspec.Shape, c [3]int) (x, y, z, layer int) {
	switch s {
	case runspec.Shape1DArray:
		return c[0], 0, 0, c[1]
	case runspec.Shape2DArray, runspec.ShapeCube, runspec.ShapeCubeArray, runspec.Shape2DMSArray:
		return c[0], c[1], 0, c[2]
	}
	return c[0], c[1], c[2], 0
}

// texel finds the byte offset of the element a texload, texstore or
// texatomic addresses in lane l, and its level; ok is false outside the
// resource (coordinates are unsigned: a negative one is outside too).
func (w *wave) texel(fr *frame, v *ir.Value, l int) (im *texfilter.Image, off, level int, ok bool) {
	m := v.Mem
	im, ext := w.typedOf(fr, v, l)
	if im == nil {
		return nil, 0, 0, false // a null descriptor
	}
	n := m.Shape.Coords()
	var c [3]int
	for i := 0; i < n; i++ {
		x := fr.get(v.Args[i], l) & 0xffffffff
		if x > math.MaxInt32 {
			return im, 0, 0, false
		}
		c[i] = int(x)
	}
	if v.Op == ir.OpTexLoad && m.MipArg() {
		lv := fr.get(v.Args[n], l) & 0xffffffff
		if lv >= uint64(len(im.Levels)) {
			return im, 0, 0, false
		}
		level = int(lv)
	}
	x, y, z, layer := texelAt(m.Shape, c)
	if m.SampleArg() {
		// sample s of layer k is layer k*samples+s (runspec's layout)
		samples := uint64(ext[3])
		s := fr.get(v.Args[n], l) & 0xffffffff
		if s >= samples || uint64(layer)*samples >= uint64(im.Layers) {
			return im, 0, 0, false
		}
		layer = layer*int(samples) + int(s)
	}
	off, ok = im.TexelOffset(level, x, y, z, layer)
	return im, off, level, ok
}

// texLoad reads component v.Aux of an element.
func (w *wave) texLoad(fr *frame, v *ir.Value, l int) uint64 {
	im, off, _, ok := w.texel(fr, v, l)
	if !ok {
		return 0
	}
	w.noteRace(v, l, im.Data, uint64(off), im.Format.Bytes(), false, false)
	return uint64(im.Swizzle.Apply(im.Format.Decode(im.Data[off:]), im.Format.Num)[v.Aux])
}

// texStore writes an element's components, converted to the format.
func (w *wave) texStore(fr *frame, v *ir.Value, l int) {
	im, off, _, ok := w.texel(fr, v, l)
	if !ok {
		return
	}
	n := v.Mem.Shape.Coords()
	vals := ir.OwnArgs(v)[n:]
	var c [4]uint32
	for i, x := range vals {
		c[i] = uint32(fr.get(x, l))
	}
	if w.g.races != nil {
		before := append([]byte(nil), im.Data[off:off+im.Format.Bytes()]...)
		im.Format.Encode(im.Data[off:], c, len(vals))
		w.noteRace(v, l, im.Data, uint64(off), len(before), true, string(before) != string(im.Data[off:off+len(before)]))
		return
	}
	im.Format.Encode(im.Data[off:], c, len(vals))
}

// texAtomicWord returns the 32-bit word a texatomic changes, or false
// outside the resource; the format must be a one-component 32-bit integer.
func (w *wave) texAtomicWord(fr *frame, v *ir.Value, l int) ([]byte, bool) {
	im, off, _, ok := w.texel(fr, v, l)
	if im == nil {
		return nil, false // a null descriptor
	}
	// a 32-bit atomic on R32_UINT/SINT; a 64-bit one on the R32G32 pair
	// that holds a 64-bit element (low word first, as hardware's 64-bit
	// image atomics read it); the exchanges also on R32_FLOAT (SM 6.6's
	// float exchange and bitwise compare-exchange: the same 32 bits)
	size := v.Type.Bits() / 8
	op := ir.AtomicOp(v.Aux)
	bitwise := size == 4 && (op == ir.AtomicXchg || op == ir.AtomicCmpXchg)
	if f := im.Format; f.Bytes() != size || f.Components() != size/4 || f.Num.FloatValued() && !bitwise {
		w.fail(v, l, "%d-bit atomic on @%s of format %s: atomics need R32_UINT/SINT (or R32G32_UINT/SINT for 64 bits; the exchanges also R32_FLOAT)", size*8, v.Mem.Name, f)
	}
	if !ok {
		return nil, false
	}
	return im.Data[off : off+size], true
}

// texInfo is texinfo: extent v.Aux of the mip level operand (resinfo's:
// width; height or a 1D array's layers; depth or the layers of a 2D array
// or cube), 0 past the last level, or (3) the level count.
func (w *wave) texInfo(fr *frame, v *ir.Value, l int) uint64 {
	im, _ := w.typedOf(fr, v, l)
	if im == nil {
		return 0 // a null descriptor
	}
	if v.Aux == 3 {
		return uint64(len(im.Levels))
	}
	mip := fr.get(v.Args[0], l) & 0xffffffff
	if mip >= uint64(len(im.Levels)) {
		return 0
	}
	lv := im.Levels[mip]
	s := v.Mem.Shape
	switch {
	case v.Aux == 0:
		return uint64(lv.Width)
	case v.Aux == 1 && s == runspec.Shape1DArray:
		return uint64(im.Layers)
	case v.Aux == 1:
		return uint64(lv.Height)
	case s.IsArray():
		return uint64(im.Layers)
	}
	return uint64(lv.Depth)
}

// sampleCoords returns lane l's coordinates, layer and cube face of a
// texsample or texgather as the texture unit receives them.
func sampleCoords(fr *frame, v *ir.Value, l int) texfilter.Op {
	var op texfilter.Op
	m := v.Mem
	arg := func(i int) float32 { return f32arg(fr, v, i, l) }
	layer := func(i int) float32 { return float32(math.RoundToEven(float64(arg(i)))) }
	switch m.Shape {
	case runspec.Shape1DArray:
		op.Coord[0], op.Layer = arg(0), layer(1)
	case runspec.Shape2DArray:
		op.Coord[0], op.Coord[1], op.Layer = arg(0), arg(1), layer(2)
	case runspec.ShapeCube, runspec.ShapeCubeArray:
		s, t, face := texfilter.CubeCoords(arg(0), arg(1), arg(2))
		op.Coord[0], op.Coord[1], op.Face = s, t, int(face)
		if m.Shape == runspec.ShapeCubeArray {
			op.Layer = layer(3)
		}
	default:
		for i := 0; i < ir.SampleCoords(m.Shape); i++ {
			op.Coord[i] = arg(i)
		}
	}
	return op
}

// implicitGradComps is the number of coordinates the texture unit
// differentiates: a cube's two face coordinates, else SampleGradComps.
func implicitGradComps(s runspec.Shape) int {
	if s.IsCube() {
		return 2
	}
	return ir.SampleGradComps(s)
}

func f32arg(fr *frame, v *ir.Value, i, l int) float32 {
	return math.Float32frombits(uint32(fr.get(v.Args[i], l)))
}

// sample is texsample and texgather for lane l: the operands as the
// texture unit receives them from compiled code (a cube's direction
// projected as v_cube* and the backend project it, an array's layer
// rounded to nearest even as v_rndne_f32 does), filtered by the texture
// model. Without an LOD or gradients the derivatives are the quad's, as
// the texture unit takes them (lanes 4q..4q+3, SM 6.6's compute quads):
// d/dx is lane 4q+1's coordinates minus lane 4q's, d/dy lane 4q+2's minus
// lane 4q's, for the whole quad; those lanes must be active (mask).
func (w *wave) sample(fr *frame, v *ir.Value, l int, mask uint64) uint64 {
	m := v.Mem
	im, _ := w.typedOf(fr, v, l)
	smp := w.samplerOf(fr, v, l)
	if im == nil {
		return 0 // a null descriptor
	}
	a := ir.SampleAux(v.Aux)
	o := a.Operands(m.Shape)
	op := sampleCoords(fr, v, l)
	if o.LOD < 0 && o.Grad < 0 {
		q := l &^ 3
		for _, k := range []int{q, q + 1, q + 2} {
			if mask>>uint(k)&1 == 0 {
				w.fail(v, l, "the LOD of a sample comes from its quad's derivatives, but lane %d of the quad (lanes %d-%d) is not active", k, q, q+3)
			}
		}
		c0, cx, cy := sampleCoords(fr, v, q), sampleCoords(fr, v, q+1), sampleCoords(fr, v, q+2)
		op.Grad = true
		for i := 0; i < implicitGradComps(m.Shape); i++ {
			op.DX[i], op.DY[i] = cx.Coord[i]-c0.Coord[i], cy.Coord[i]-c0.Coord[i]
		}
	}
	arg := func(i int) float32 { return f32arg(fr, v, i, l) }
	if o.LOD >= 0 {
		op.LOD = arg(o.LOD)
	}
	if o.Grad >= 0 {
		op.Grad = true
		g := ir.SampleGradComps(m.Shape)
		for i := 0; i < g; i++ {
			op.DX[i], op.DY[i] = arg(o.Grad+i), arg(o.Grad+g+i)
		}
		if m.Shape.IsCube() {
			// the direction's derivatives in face space, as the backend
			// transforms them
			c := texfilter.CubeCoordsGrad([3]float32{arg(0), arg(1), arg(2)}, op.DX, op.DY)
			op.DX, op.DY = [3]float32{c.DX[0], c.DX[1]}, [3]float32{c.DY[0], c.DY[1]}
		}
	}
	if o.Bias >= 0 {
		op.Bias = arg(o.Bias)
	}
	if o.Ref >= 0 {
		op.Compare, op.Ref = true, arg(o.Ref)
	}
	if o.Offset >= 0 {
		for i := 0; i < ir.SampleOffsetComps(m.Shape); i++ {
			// the hardware's 6-bit offset fields: [-32, 31] wraps
			op.Offset[i] = int(int32(fr.get(v.Args[o.Offset+i], l)) << 26 >> 26)
		}
	}
	if o.Clamp >= 0 {
		op.Clamp, op.ClampSet = arg(o.Clamp), true
	}
	var r [4]uint32
	switch {
	case a.Has(ir.SampleQueryLOD):
		c, u := texfilter.LOD(im, smp, &op)
		r = [4]uint32{math.Float32bits(float32(c)), math.Float32bits(float32(u))}
	case v.Op == ir.OpTexGather:
		r = texfilter.Gather(im, smp, &op, a.Channel())
	default:
		r = texfilter.Sample(im, smp, &op)
	}
	return uint64(r[a.Comp()])
}

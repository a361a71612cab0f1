package texfilter

import "fmt"

// Dim is an image's dimensionality.
type Dim uint8

// Image dimensionalities. Arrays are images with more than one layer (or
// declared as arrays: Image.Layers counts layers either way); a cube image
// has 6 layers per cube, the faces in D3D's order +X, -X, +Y, -Y, +Z, -Z.
const (
	Dim1D Dim = iota + 1
	Dim2D
	Dim3D
	DimCube
)

var dimNames = [...]string{Dim1D: "1d", Dim2D: "2d", Dim3D: "3d", DimCube: "cube"}

func (d Dim) String() string {
	if int(d) < len(dimNames) && dimNames[d] != "" {
		return dimNames[d]
	}
	return fmt.Sprintf("dim(%d)", uint8(d))
}

// Coords is the number of coordinates that address a texel within a layer
// (2 for a cube face).
func (d Dim) Coords() int {
	switch d {
	case Dim1D:
		return 1
	case Dim3D:
		return 3
	}
	return 2
}

// Level is one mip level of an image and where its texels are: texel
// (x, y, z) of layer l is at Offset + (z+l)*SlicePitch + y*RowPitch +
// x*Format.Bytes() (3D images have one layer; other images one slice).
type Level struct {
	Width, Height, Depth int
	Offset               int
	RowPitch, SlicePitch int
}

// Image is a texture as the filtering model sees it: the levels a view
// covers (Levels[0] is LOD 0), its layers, its format and the bytes that
// hold it.
type Image struct {
	Dim     Dim
	Format  Format
	Swizzle Swizzle
	Layers  int // array layers; faces for cubes (6 per cube)
	Levels  []Level
	// MinLOD clamps the LOD from below (the resource's minimum LOD,
	// relative to Levels[0]).
	MinLOD float32
	Data   []byte
	// Read, when set, returns a copy of a texel's bytes src (at most 16)
	// of Data: a user whose Data other goroutines may write while it
	// samples reads them atomically there. Nil reads Data directly.
	Read func(src []byte) [16]byte
}

// MipSize returns the extent of mip level l of an extent n: n >> l, at
// least 1.
func MipSize(n, l int) int { return max(n>>l, 1) }

// PackedLevels lays out levels mip levels of a w x h x d image with layers
// layers tightly: layer by layer (D3D's subresource order), each layer all
// its levels, each level its slices, rows and texels in order. It returns
// the levels and the total size in bytes.
func PackedLevels(f Format, w, h, d, layers, levels int) ([]Level, int) {
	bpe := f.Bytes()
	out := make([]Level, levels)
	off := 0
	for l := range out {
		lw, lh, ld := MipSize(w, l), MipSize(h, l), MipSize(d, l)
		out[l] = Level{Width: lw, Height: lh, Depth: ld, Offset: off, RowPitch: lw * bpe, SlicePitch: lw * lh * bpe}
		off += lw * lh * ld * bpe
	}
	chain := off
	if layers > 1 {
		// layers are a whole chain apart: every level's layer step is
		// the chain size, its 3D slice step stays (3D images have one layer)
		for l := range out {
			if d == 1 {
				out[l].SlicePitch = chain
			}
		}
	}
	return out, chain * layers
}

// Span returns the number of bytes from Data[0] the image's texels reach.
func (im *Image) Span() int {
	bpe := im.Format.Bytes()
	end := 0
	for _, lv := range im.Levels {
		slices := lv.Depth - 1 + im.Layers - 1
		e := lv.Offset + slices*lv.SlicePitch + (lv.Height-1)*lv.RowPitch + lv.Width*bpe
		end = max(end, e)
	}
	return end
}

// Check reports an image whose description is inconsistent or whose texels
// lie outside Data.
func (im *Image) Check() error {
	if err := im.Format.Validate(); err != nil {
		return err
	}
	if im.Dim < Dim1D || im.Dim > DimCube {
		return fmt.Errorf("image dimensionality %d", im.Dim)
	}
	if len(im.Levels) == 0 {
		return fmt.Errorf("image has no mip levels")
	}
	if im.Layers < 1 || im.Dim == Dim3D && im.Layers != 1 || im.Dim == DimCube && im.Layers%6 != 0 {
		return fmt.Errorf("a %s image with %d layers", im.Dim, im.Layers)
	}
	for i, lv := range im.Levels {
		if lv.Width < 1 || lv.Height < 1 || lv.Depth < 1 || lv.Offset < 0 || lv.RowPitch < 0 || lv.SlicePitch < 0 {
			return fmt.Errorf("mip level %d: %dx%dx%d at %d, pitches %d/%d", i, lv.Width, lv.Height, lv.Depth, lv.Offset, lv.RowPitch, lv.SlicePitch)
		}
	}
	if n := im.Span(); n > len(im.Data) {
		return fmt.Errorf("the image's texels reach byte %d, its data has %d", n, len(im.Data))
	}
	return nil
}

// texel returns texel (x, y) of slice or layer z of level l (in range),
// decoded (not swizzled).
func (im *Image) texel(l, x, y, z int) [4]uint32 {
	lv := &im.Levels[l]
	bpe := im.Format.Bytes()
	return im.decodeAt(lv.Offset + z*lv.SlicePitch + y*lv.RowPitch + x*bpe)
}

// decodeAt decodes the texel at offset o of Data.
func (im *Image) decodeAt(o int) [4]uint32 {
	src := im.Data[o : o+im.Format.Bytes()]
	if im.Read == nil {
		return im.Format.Decode(src)
	}
	b := im.Read(src)
	return im.Format.Decode(b[:len(src)])
}

// TexelOffset returns the offset in Data of texel (x, y, z) of layer layer
// of level l, or false outside the image.
func (im *Image) TexelOffset(l, x, y, z, layer int) (int, bool) {
	if l < 0 || l >= len(im.Levels) || layer < 0 || layer >= im.Layers {
		return 0, false
	}
	lv := &im.Levels[l]
	if x < 0 || y < 0 || z < 0 || x >= lv.Width || y >= lv.Height || z >= lv.Depth {
		return 0, false
	}
	return lv.Offset + (z+layer)*lv.SlicePitch + y*lv.RowPitch + x*im.Format.Bytes(), true
}

// Fetch returns the swizzled values of texel (x, y, z) of layer layer of
// level l, and false (and zeros) outside the image: D3D's Load.
func (im *Image) Fetch(l, x, y, z, layer int) ([4]uint32, bool) {
	o, ok := im.TexelOffset(l, x, y, z, layer)
	if !ok {
		return [4]uint32{}, false
	}
	return im.Swizzle.Apply(im.decodeAt(o), im.Format.Num), true
}

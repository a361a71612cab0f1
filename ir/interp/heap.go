package interp

import (
	"hlslc/internal/texfilter"
	"hlslc/ir"
	"hlslc/ir/runspec"
)

// Views of descriptor heap entries (SM 6.6 dynamic resources): an access
// to a view (ir.Memory.Heap) names its entry by an operand (ir.HeapIndex,
// ir.SamplerHeapIndex), which may differ from lane to lane. An index the
// run spec gives no entry for, or past the heap, is a null descriptor:
// buffer and texture loads read 0, stores are dropped, sizes are 0 (what a
// zero descriptor gives on GCN). An entry the view does not fit (a raw
// buffer read as a texture, a Texture2D as a Texture3D, a read-only
// texture written, float elements from an integer format) is undefined in
// D3D and stops the run.

// heapBound is the bound entry of the heap of view m that index idx names
// in lane l, or nil for a null descriptor. It checks that the view fits.
func (w *wave) heapBound(fr *frame, v *ir.Value, m *ir.Memory, idx *ir.Value, l int) *runspec.Bound {
	entries := w.g.mc.heap[m.Heap]
	i := fr.get(idx, l) & 0xffffffff
	e := &runspec.Bound{} // past the heap: a zero descriptor, as not given
	if i < uint64(len(entries)) {
		e = &entries[i]
	}
	if m.Kind == ir.MemSampler {
		if e.Sampler == nil {
			w.fail(v, l, "@%s: %s entry %d is not given (D3D has no null sampler)", m.Name, m.Heap.Name, i)
		}
		return e
	}
	if e.Resource == nil {
		if m.Kind == ir.MemTyped && m.Shape.IsTexture() {
			// a zero T# is no image (TYPE 0): D3D's null texture
			// descriptors carry their view's type, which the spec of a
			// missing entry does not give
			w.fail(v, l, "@%s: %s entry %d is not given: a texture entry needs its type (a null texture descriptor is not modelled)", m.Name, m.Heap.Name, i)
		}
		return nil
	}
	r := e.Resource
	want := m.RunSpec()
	fits := r.Kind == runspec.Raw && m.Kind != ir.MemTyped
	if m.Kind == ir.MemTyped {
		fits = r.Kind == runspec.Typed && r.Shape == m.Shape && want.Texel.Compatible(e.Format) && (r.Writable || !m.Writable)
	}
	if !fits {
		w.fail(v, l, "@%s: %s entry %d is %s, which a %s view does not read", m.Name, m.Heap.Name, i, entryKind(r), viewKind(m))
	}
	return e
}

// entryKind names a heap entry's resource in errors.
func entryKind(r *runspec.Resource) string {
	if r.Kind != runspec.Typed {
		return "a buffer"
	}
	rw := ""
	if r.Writable {
		rw = "rw "
	}
	return "a " + rw + r.Shape.String() + " of " + r.Texel.String()
}

// viewKind names a view in errors.
func viewKind(m *ir.Memory) string {
	switch m.Kind {
	case ir.MemCBuffer:
		return "constant buffer"
	case ir.MemStructured:
		return "structured buffer"
	case ir.MemRaw:
		return "byte-address buffer"
	}
	rw := ""
	if m.Writable {
		rw = "rw "
	}
	return rw + m.Shape.String() + " " + m.Texel.String()
}

// heapEntry is the buffer of the descriptor heap entry a view's access
// names in lane l (for a view of hidden counters, the entry's counter): nil
// for a null descriptor or an index past the heap.
func (w *wave) heapEntry(fr *frame, v *ir.Value, l int) []byte {
	e := w.heapBound(fr, v, v.Mem, ir.HeapIndex(v), l)
	switch {
	case e == nil:
		return nil
	case v.Mem.Counter:
		if e.Counter == nil {
			return nil
		}
		return e.Counter.Data
	}
	return e.Data
}

// typedOf is the image and the extents (width, height, depth or layers,
// samples per texel) of the typed buffer or texture v accesses in lane l:
// its resource's, or for a view the entry's (nil for a null descriptor).
func (w *wave) typedOf(fr *frame, v *ir.Value, l int) (*texfilter.Image, [4]uint32) {
	m := v.Mem
	if m.Heap == nil {
		return w.g.mc.img[m], w.g.mc.ext[m]
	}
	e := w.heapBound(fr, v, m, ir.HeapIndex(v), l)
	if e == nil {
		return nil, [4]uint32{}
	}
	im, ok := w.g.mc.heapImg[e]
	if !ok {
		var err error
		if im, err = typedImage(m, *e); err != nil {
			w.fail(v, l, "%v", err)
		}
		w.g.mc.heapImg[e] = im
	}
	return im, [4]uint32{e.Extent[0], e.Extent[1], e.Extent[2], uint32(e.SampleCount())}
}

// samplerOf is the sampler state a texsample or texgather uses in lane l.
func (w *wave) samplerOf(fr *frame, v *ir.Value, l int) *texfilter.Sampler {
	if v.Sampler.Heap == nil {
		return w.g.mc.smp[v.Sampler]
	}
	return w.heapBound(fr, v, v.Sampler, ir.SamplerHeapIndex(v), l).Sampler
}

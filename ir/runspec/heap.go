package runspec

import (
	"fmt"
	"strconv"
	"strings"
)

// Descriptor heaps (SM 6.6 dynamic resources).
//
// A shader that takes resources from ResourceDescriptorHeap (or samplers
// from SamplerDescriptorHeap) has the heap as a resource of kind Heap. Its
// entries are given one by one, named as the elements of an array of
// resources are: "ResourceDescriptorHeap.0", "ResourceDescriptorHeap.5".
// A resource heap entry is a buffer, given as a raw buffer is (typed
// arrays, "zero" or "file"; a whole number of 32-bit words); a sampler
// heap entry is a sampler state. An index the spec does not give, up to
// the largest one given, is a null descriptor: loads from it return 0 and
// stores to it are dropped. The output lists every buffer entry's final
// contents under its name.

// MaxHeapEntries bounds the entries of one descriptor heap given by a spec.
const MaxHeapEntries = 1 << 16

// heapEntry parses "NAME.i" for a heap named NAME.
func heapEntry(heap, key string) (int, bool) {
	rest, ok := strings.CutPrefix(key, heap+".")
	if !ok || rest == "" || len(rest) > 1 && rest[0] == '0' {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	if err != nil || i < 0 || i >= MaxHeapEntries {
		return 0, false
	}
	return i, true
}

// heapEntryOf reports whether key names an entry of one of res's heaps.
func heapEntryOf(res []Resource, key string) bool {
	for _, r := range res {
		if _, ok := heapEntry(r.Name, key); ok && r.Kind == Heap {
			return true
		}
	}
	return false
}

// bindHeap binds the entries the spec gives for heap r.
func (s *Spec) bindHeap(r Resource) (Bound, error) {
	b := Bound{Extent: [3]uint32{1, 1, 1}}
	if _, ok := s.Resources[r.Name]; ok {
		return b, fmt.Errorf("run spec: resources: %q is a descriptor heap: give its entries as %q, %q, ...", r.Name, r.Name+".0", r.Name+".1")
	}
	for _, k := range sortedKeys(s.Resources) {
		i, ok := heapEntry(r.Name, k)
		if !ok {
			continue
		}
		for len(b.Entries) <= i {
			b.Entries = append(b.Entries, Bound{Extent: [3]uint32{1, 1, 1}})
		}
		e := Resource{Name: k, Kind: Raw, Writable: true}
		var err error
		if r.Compare {
			e = Resource{Name: k, Kind: Sampler}
			b.Entries[i], err = s.bindSampler(e, s.Resources[k])
		} else {
			b.Entries[i], err = s.bindBuffer(e, s.Resources[k])
		}
		if err != nil {
			return b, err
		}
	}
	return b, nil
}

// HeapOutputs lists the resources of a run's output: res, in order (so
// that output i is resource i), then the buffer entries of every resource
// heap as writable raw resources named "NAME.i", with their contents
// (bound after the run).
func HeapOutputs(res []Resource, bound []Bound) ([]Resource, [][]byte) {
	out := append([]Resource{}, res...)
	data := make([][]byte, len(res))
	for i := range res {
		data[i] = bound[i].Data
	}
	for i, r := range res {
		if r.Kind != Heap || r.Compare {
			continue
		}
		for k, e := range bound[i].Entries {
			if e.Data != nil {
				out = append(out, Resource{Name: fmt.Sprintf("%s.%d", r.Name, k), Kind: Raw, Writable: true})
				data = append(data, e.Data)
			}
		}
	}
	return out, data
}

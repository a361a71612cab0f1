// Package faultinject lets a test make a part of the program fail the way
// a bug in it would, where the test cannot reach the part's own state: the
// part calls At with the name of a point, which does nothing unless a test
// has set a fault there (Set). It is internal to the module, so no user of
// hlslc's packages can set one; the cost at a point is one atomic load.
package faultinject

import "sync/atomic"

// TimingModelWaveEnd is the point where the timing model retires a wave
// (backend/exec).
const TimingModelWaveEnd = "timing model: wave end"

type fault struct {
	point string
	f     func()
}

var current atomic.Pointer[fault]

// Set makes At(point) call f until restore is called. One fault is set at a
// time.
func Set(point string, f func()) (restore func()) {
	current.Store(&fault{point, f})
	return func() { current.Store(nil) }
}

// At calls the fault set at point, if any.
func At(point string) {
	if c := current.Load(); c != nil && c.point == point {
		c.f()
	}
}

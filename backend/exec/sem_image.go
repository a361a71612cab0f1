package exec

// imageOps finds the semantics of the typed-buffer (MUBUF *_format_*) and
// image (MIMG) instructions, which convert between a resource's data format
// and register values.
func imageOps(name string) (factory, bool) {
	return nil, false
}

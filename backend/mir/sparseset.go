package mir

// SparseSet is a set of units (small non-negative integers below the size
// it was made for) whose reset and walk cost its members, not all the
// units of the function: the sparse set of Briggs and Torczon. Passes that
// start a set at every block or instruction (live sets of a backward walk)
// would be quadratic in the number of blocks with a dense bit set, whose
// clearing and counting cost every unit each time.
//
// Members lists the members in no particular order; removing a member
// moves the last member into its place, so the order is a function of the
// sequence of operations alone.
type SparseSet struct {
	dense  []int32 // the members
	sparse []int32 // unit -> its position in dense, when dense there holds it
}

// NewSparseSet returns an empty set of units below n.
func NewSparseSet(n int) *SparseSet { return &SparseSet{sparse: make([]int32, n)} }

// Sibling returns an empty set that shares s's index: the two sets cost one
// index between them, but must never hold the same unit (sets of disjoint
// kinds of unit, like the units of two register files).
func (s *SparseSet) Sibling() *SparseSet { return &SparseSet{sparse: s.sparse} }

// Has reports whether unit u is in the set.
func (s *SparseSet) Has(u int) bool {
	i := int(s.sparse[u])
	return i < len(s.dense) && s.dense[i] == int32(u)
}

// Add puts unit u in the set.
func (s *SparseSet) Add(u int) {
	if !s.Has(u) {
		s.sparse[u] = int32(len(s.dense))
		s.dense = append(s.dense, int32(u))
	}
}

// Remove takes unit u out of the set.
func (s *SparseSet) Remove(u int) {
	if !s.Has(u) {
		return
	}
	i, last := s.sparse[u], s.dense[len(s.dense)-1]
	s.dense[i], s.sparse[last] = last, i
	s.dense = s.dense[:len(s.dense)-1]
}

// Reset empties the set, in time independent of its size.
func (s *SparseSet) Reset() { s.dense = s.dense[:0] }

// Len returns the number of members.
func (s *SparseSet) Len() int { return len(s.dense) }

// Members returns the members, in no particular order. The slice is the
// set's own: it is valid until the set next changes and must not be
// modified.
func (s *SparseSet) Members() []int32 { return s.dense }

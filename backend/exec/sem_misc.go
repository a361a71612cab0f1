package exec

// miscOps holds the semantics of rarely used instructions that fit none of
// the per-class tables.
var miscOps = map[string]factory{}

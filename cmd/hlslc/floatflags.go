package main

import (
	"flag"

	"hlslc/ir/lower"
)

// addFloatFlags registers DXC's floating-point options, which the lowering
// records in the IR: -denorm (the f32 denormal mode, ir.DenormMode) and
// -Gis (IEEE strictness: every operation precise, none refactored).
func addFloatFlags(fs *flag.FlagSet, o *lower.Options) {
	fs.Var(&o.DenormF32, "denorm", "f32 denormal `mode`: any (the default: the compiler chooses; hlslc flushes, as ftz), preserve (kept), or ftz (flushed to zero by every f32 operation, FLOAT_DENORM_MODE_32 = 0)")
	fs.BoolVar(&o.IEEEStrict, "Gis", false, "IEEE strictness: compute every floating-point operation as written (as if precise): no contraction into fma, no reassociation")
}

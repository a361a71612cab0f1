package main

import (
	"flag"
	"fmt"
)

// min16Flag is --min16float=f16|f32: the precision the min16 family
// (min16float, min10float, min16int, min12int, min16uint) is computed in.
type min16Flag struct{ f32 *bool }

func (m min16Flag) String() string {
	if m.f32 != nil && *m.f32 {
		return "f32"
	}
	return "f16"
}

func (m min16Flag) Set(s string) error {
	switch s {
	case "f16":
		*m.f32 = false
	case "f32":
		*m.f32 = true
	default:
		return fmt.Errorf("want f16 or f32, got %q", s)
	}
	return nil
}

// addMin16Flags registers --min16float and its older spelling -min16-f32
// (the same as --min16float=f32) and returns whether 32 bits were asked for.
func addMin16Flags(fs *flag.FlagSet) *bool {
	f32 := new(bool)
	fs.Var(min16Flag{f32}, "min16float", "`precision` of min16float/min10float and min16int/min12int/min16uint: f16 (16-bit, pairs packed into v_pk_* instructions) or f32 (32-bit, as DXC may compute them; for comparison)")
	fs.BoolFunc("min16-f32", "the same as --min16float=f32", func(s string) error {
		switch s {
		case "true":
			*f32 = true
		case "false":
			*f32 = false
		default:
			return fmt.Errorf("want true or false, got %q", s)
		}
		return nil
	})
	return f32
}

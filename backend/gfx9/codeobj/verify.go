package codeobj

import "fmt"

// The code object v3+ metadata schema as llvm-mc 19's non-strict metadata
// verifier checks it. Non-strict means a string found where an integer or a
// boolean is expected is retyped (scalarFromString) and replaced when that
// gives the expected type.

type mdKind uint8

const (
	mdString mdKind = iota
	mdInteger
	mdBool
	mdIntArray2
	mdIntArray3
	mdStringArray
	mdKernels
	mdArgs
)

type mdEntry struct {
	key      string
	required bool
	kind     mdKind
	enum     []string
}

var rootSchema = []mdEntry{
	{"amdhsa.version", true, mdIntArray2, nil},
	{"amdhsa.printf", false, mdStringArray, nil},
	{"amdhsa.kernels", true, mdKernels, nil},
}

var kernelSchema = []mdEntry{
	{".name", true, mdString, nil},
	{".symbol", true, mdString, nil},
	{".language", false, mdString, []string{"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"}},
	{".language_version", false, mdIntArray2, nil},
	{".args", false, mdArgs, nil},
	{".reqd_workgroup_size", false, mdIntArray3, nil},
	{".workgroup_size_hint", false, mdIntArray3, nil},
	{".vec_type_hint", false, mdString, nil},
	{".device_enqueue_symbol", false, mdString, nil},
	{".kernarg_segment_size", true, mdInteger, nil},
	{".group_segment_fixed_size", true, mdInteger, nil},
	{".private_segment_fixed_size", true, mdInteger, nil},
	{".uses_dynamic_stack", false, mdBool, nil},
	// .workgroup_processor_mode is not checked by LLVM 19.
	{".kernarg_segment_align", true, mdInteger, nil},
	{".wavefront_size", true, mdInteger, nil},
	{".sgpr_count", true, mdInteger, nil},
	{".vgpr_count", true, mdInteger, nil},
	{".max_flat_workgroup_size", true, mdInteger, nil},
	{".sgpr_spill_count", false, mdInteger, nil},
	{".vgpr_spill_count", false, mdInteger, nil},
	{".uniform_work_group_size", false, mdInteger, nil},
}

// ValueKinds lists the accepted .value_kind strings of kernel arguments.
var ValueKinds = []string{
	"by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
	"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
	"hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_heap_v1", "hidden_default_queue",
	"hidden_completion_action", "hidden_multigrid_sync_arg",
	"hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z",
	"hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z",
	"hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
	"hidden_grid_dims", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr",
	"hidden_dynamic_lds_size",
}

var accessKinds = []string{"read_only", "write_only", "read_write"}

var argSchema = []mdEntry{
	{".name", false, mdString, nil},
	{".type_name", false, mdString, nil},
	{".size", true, mdInteger, nil},
	{".offset", true, mdInteger, nil},
	{".value_kind", true, mdString, ValueKinds},
	// .value_type is deprecated and not checked by LLVM 19.
	{".pointee_align", false, mdInteger, nil},
	{".address_space", false, mdString, []string{"private", "global", "constant", "local", "generic", "region"}},
	{".access", false, mdString, accessKinds},
	{".actual_access", false, mdString, accessKinds},
	{".is_const", false, mdBool, nil},
	{".is_restrict", false, mdBool, nil},
	{".is_volatile", false, mdBool, nil},
	{".is_pipe", false, mdBool, nil},
}

// VerifyMetadata checks m against the metadata schema, retyping strings in
// place where llvm-mc's non-strict verifier would.
func VerifyMetadata(m map[string]any) error {
	return verifyMap(m, rootSchema, "metadata")
}

func verifyMap(m map[string]any, schema []mdEntry, where string) error {
	for _, e := range schema {
		v, ok := m[e.key]
		if !ok {
			if e.required {
				return fmt.Errorf("invalid HSA metadata: %s: missing required %s", where, e.key)
			}
			continue
		}
		nv, err := verifyValue(v, e, where+": "+e.key)
		if err != nil {
			return err
		}
		m[e.key] = nv
	}
	return nil
}

func isInteger(v any) bool {
	switch v.(type) {
	case uint64, int64:
		return true
	}
	return false
}

func coerce(v any, want func(any) bool) (any, bool) {
	if want(v) {
		return v, true
	}
	if s, ok := v.(string); ok {
		if n := scalarFromString(s); want(n) {
			return n, true
		}
	}
	return v, false
}

func verifyValue(v any, e mdEntry, where string) (any, error) {
	bad := func(what string) (any, error) {
		return nil, fmt.Errorf("invalid HSA metadata: %s must be %s", where, what)
	}
	switch e.kind {
	case mdString:
		s, ok := v.(string)
		if !ok {
			return bad("a string")
		}
		if e.enum != nil {
			for _, x := range e.enum {
				if x == s {
					return v, nil
				}
			}
			return bad(fmt.Sprintf("one of %q", e.enum))
		}
		return v, nil
	case mdInteger:
		nv, ok := coerce(v, isInteger)
		if !ok {
			return bad("an integer")
		}
		return nv, nil
	case mdBool:
		nv, ok := coerce(v, func(x any) bool { _, ok := x.(bool); return ok })
		if !ok {
			return bad("a boolean")
		}
		return nv, nil
	case mdIntArray2, mdIntArray3, mdStringArray:
		a, ok := v.([]any)
		if !ok {
			return bad("a list")
		}
		if e.kind == mdIntArray2 && len(a) != 2 {
			return bad("a list of 2 integers")
		}
		if e.kind == mdIntArray3 && len(a) != 3 {
			return bad("a list of 3 integers")
		}
		for i, x := range a {
			if e.kind == mdStringArray {
				if _, ok := x.(string); !ok {
					return bad("a list of strings")
				}
				continue
			}
			nx, ok := coerce(x, isInteger)
			if !ok {
				return bad("a list of integers")
			}
			a[i] = nx
		}
		return a, nil
	case mdKernels, mdArgs:
		a, ok := v.([]any)
		if !ok {
			return bad("a list of maps")
		}
		schema := kernelSchema
		if e.kind == mdArgs {
			schema = argSchema
		}
		for i, x := range a {
			m, ok := x.(map[string]any)
			if !ok {
				return bad("a list of maps")
			}
			if err := verifyMap(m, schema, fmt.Sprintf("%s[%d]", where, i)); err != nil {
				return nil, err
			}
		}
		return a, nil
	}
	return v, nil
}

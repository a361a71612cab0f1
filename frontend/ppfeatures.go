package frontend

import (
	"fmt"
	"strings"
)

// featureChecks are clang's feature-check macros that DXC's preprocessor
// defines besides __has_include: each takes a parenthesized identifier
// and is 1 or 0 in #if and #elif (defined(__has_feature) is 1, so the
// usual `#if defined(__has_feature) && __has_feature(x)` guards work).
var featureChecks = map[string]bool{
	"__has_feature":            true,
	"__has_extension":          true,
	"__has_builtin":            true,
	"__has_attribute":          true,
	"__has_declspec_attribute": true,
}

// hlslFeatures are the names __has_feature is 1 for: DXC's answers, the
// features clang 3.7's HasFeature reports in every language plus those
// it ties to C++ (DXC's HLSL standard is C++ without C++11: no cxx_*
// feature, no exceptions, RTTI, blocks, modules, sanitizers or TLS).
var hlslFeatures = setOf(
	// every language
	"assume_nonnull", "attribute_analyzer_noreturn", "attribute_availability",
	"attribute_availability_with_message", "attribute_availability_app_extension",
	"attribute_cf_returns_not_retained", "attribute_cf_returns_retained",
	"attribute_cf_returns_on_parameters", "attribute_deprecated_with_message",
	"attribute_ext_vector_type", "attribute_ns_returns_not_retained",
	"attribute_ns_returns_retained", "attribute_ns_consumes_self", "attribute_ns_consumed",
	"attribute_cf_consumed", "attribute_objc_ivar_unused", "attribute_objc_method_family",
	"attribute_overloadable", "attribute_unavailable_with_message", "attribute_unused_on_fields",
	"c_thread_safety_attributes", "enumerator_attributes", "nullability",
	"objc_property_explicit_atomic", "objc_protocol_qualifier_mangling", "ownership_holds",
	"ownership_returns", "ownership_takes", "objc_bool", "arc_cf_code_audited",
	"objc_bridge_id", "objc_bridge_id_on_typedefs",
	// C++ type traits
	"has_nothrow_assign", "has_nothrow_copy", "has_nothrow_constructor", "has_trivial_assign",
	"has_trivial_copy", "has_trivial_constructor", "has_trivial_destructor",
	"has_virtual_destructor", "is_abstract", "is_base_of", "is_class", "is_constructible",
	"is_convertible_to", "is_empty", "is_enum", "is_final", "is_literal", "is_standard_layout",
	"is_pod", "is_polymorphic", "is_trivial", "is_trivially_assignable",
	"is_trivially_constructible", "is_trivially_copyable", "is_union", "underlying_type",
)

// hlslExtensions are the names __has_extension is 1 for besides
// hlslFeatures: clang 3.7's HasExtension for C++ without C++11 (the C11
// features other than thread-local storage, and the C++11 ones it takes
// as extensions in C++98).
var hlslExtensions = setOf(
	"c_alignas", "c_alignof", "c_atomic", "c_generic_selections", "c_static_assert",
	"cxx_atomic", "cxx_deleted_functions", "cxx_explicit_conversions", "cxx_inline_namespaces",
	"cxx_local_type_template_args", "cxx_nonstatic_member_init", "cxx_override_control",
	"cxx_range_for", "cxx_reference_qualified_functions", "cxx_rvalue_references",
	"cxx_variadic_templates", "cxx_binary_literals", "cxx_variable_templates",
)

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// featureCheck evaluates the feature check name whose operand rest starts
// with the '(' (clang's `( identifier )`): end is the number of tokens of
// the operand, up to its ')'; ok is false after an error.
//
// __has_feature and __has_extension answer as DXC does (hlslFeatures,
// hlslExtensions; __foo__ is foo). __has_builtin is 0: hlslc compiles none
// of clang's __builtin functions, so the guarded fallback is the code it
// can compile. __has_attribute and __has_declspec_attribute are 0: hlslc
// takes neither __attribute__ nor __declspec.
func (p *preprocessor) featureCheck(name *Token, rest []*Token) (v int, end int, ok bool) {
	if len(rest) < 3 || rest[0].Text != "(" || rest[1].Kind != TokIdent || rest[2].Text != ")" {
		p.d.add(atTokens(SevError, name, nil, fmt.Sprintf("builtin feature check macro '%s' requires a parenthesized identifier", name.Text)))
		return 0, 0, false
	}
	f := rest[1].Text
	if len(f) >= 4 && strings.HasPrefix(f, "__") && strings.HasSuffix(f, "__") {
		f = f[2 : len(f)-2]
	}
	switch name.Text {
	case "__has_feature":
		v = int(b2i(hlslFeatures[f]))
	case "__has_extension":
		v = int(b2i(hlslFeatures[f] || hlslExtensions[f]))
	}
	return v, 3, true
}

// clang's feature-check macros, which DXC's preprocessor has: each is
// "defined"; __has_feature and __has_extension answer as DXC does (C++
// without C++11: type traits yes, cxx_static_assert no; C++11 features
// it takes as extensions in C++98 yes); __has_builtin, __has_attribute
// and __has_declspec_attribute are 0 (hlslc has no clang builtin functions,
// no __attribute__ and no __declspec).
#if defined(__has_feature) && defined(__has_extension) && defined(__has_builtin) && defined(__has_attribute) && defined(__has_declspec_attribute)
int all_defined;
#endif
#if __has_feature(is_pod) && __has_feature(__is_union__) && __has_feature(nullability)
int type_traits;
#endif
#if __has_feature(cxx_static_assert) || __has_feature(cxx_rtti) || __has_feature(cxx_exceptions) || __has_feature(tls)
int cxx11_feature;
#else
int no_cxx11_features;
#endif
#if __has_extension(cxx_variadic_templates) && __has_extension(c_static_assert) && !__has_extension(cxx_init_captures)
int extensions;
#endif
#if __has_builtin(__builtin_expect) || __has_attribute(always_inline) || __has_declspec_attribute(dllexport)
int builtin_or_attribute;
#else
int no_builtins;
#endif
// through a macro, as portability headers write them; the macro's
// argument is expanded first, the direct operand is not
#define HAS_FEATURE(x) __has_feature(x)
#define cxx_rtti is_pod
#if HAS_FEATURE(cxx_rtti) && !__has_feature(cxx_rtti)
int wrapped;
#endif
#if defined(__has_builtin) && __has_builtin(__builtin_unreachable)
#define UNREACHABLE() __builtin_unreachable()
#else
#define UNREACHABLE()
#endif
int unreachable = 0 UNREACHABLE();

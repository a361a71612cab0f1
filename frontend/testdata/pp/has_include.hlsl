// clang's __has_include, which DXC's preprocessor has: 1 when #include
// would find the file (quoted names beside this file first), and itself
// "defined".
#if defined(__has_include)
int has_include_defined;
#endif
#if __has_include("sub/part.hlsli")
int found_quoted;
#endif
#if __has_include("sub/missing.h")
int found_missing;
#else
int missing_not_found;
#endif
#if !__has_include(<sub/missing.h>) && __has_include("has_include.hlsl")
int angled_and_self;
#endif

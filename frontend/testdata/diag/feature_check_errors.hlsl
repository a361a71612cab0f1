// A feature check takes a parenthesized identifier (clang's
// err_feature_check_malformed).
#if __has_feature
#endif
#if __has_builtin(1)
#endif
#if __has_extension(cxx_range_for
#endif
[numthreads(1, 1, 1)]
void main() {}

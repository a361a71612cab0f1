// An unterminated string is an error where the preprocessor uses the token:
// in kept text, on a #define line and on a taken #elif; not in a skipped group.
#if 0
  it's "fine here
#endif
#define GREETING "hello
#if 0
#elif "x
#endif
static const float k = "oops;

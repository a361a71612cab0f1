// A group a conditional skips is not lexed for strings (clang lexes it raw):
// a stray quote in prose there is no error.
#if 0
  The "old path didn't work, so it's off.
#elif defined(NEVER)
  nor "here
#else
int taken;
#endif
#ifdef NEVER
#if 1
  "nested
#endif
#endif

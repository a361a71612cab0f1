#define LEVEL 2
#if LEVEL >= 2
level_two
#if defined(NOPE) || !defined LEVEL
wrong_nested
#elif LEVEL * 3 == 6
nested_ok
#else
wrong_else
#endif
#elif LEVEL == 1
wrong_elif
#endif
#ifdef LEVEL
ifdef_ok
#else
ifdef_wrong
#endif
#ifndef LEVEL
ifndef_wrong
#endif
#if 0
#if garbage ( ((
#error not evaluated
#endif
#endif
#if 0x10 == 16 && 010 == 8 && (1 ? 2 : 3) == 2 && -1 < 0 && 1u > 0 && (7 % 4) == 3 && (1 << 3) == 8
exprs_ok
#endif
#undef LEVEL
#ifndef LEVEL
undef_ok
#endif

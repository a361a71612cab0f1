#define LEVEL 3
#define FEATURE
#if LEVEL > 2 && defined(FEATURE)
#define RESULT 1
#elif LEVEL == 2
#define RESULT 2
#else
#define RESULT 3
#endif
#ifdef MISSING
#error "must not be reached"
#endif
#ifndef MISSING
#define HAVE_NOT_MISSING 1
#endif
#if (LEVEL * 2 + 1) % 4 == 3 && !defined MISSING && (0x10 >> 2) == 4 && (LEVEL ? 1 : 0)
#define EXPR_OK 1
#endif
#if 0
this is not HLSL at all ###
#if 1
#endif
#endif
#undef FEATURE
#ifdef FEATURE
#error "undef failed"
#endif
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = RESULT + HAVE_NOT_MISSING + EXPR_OK; }
// CHECK: IntLit 3 'uint'

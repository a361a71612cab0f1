#if 0
#else
#else
#endif
#ifdef X
#elif 1
#endif

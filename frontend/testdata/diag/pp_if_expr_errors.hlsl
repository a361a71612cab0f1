#if 1 / 0
#endif
#if (1 + 2
#endif
#if 1 +
#endif
#if defined
#endif

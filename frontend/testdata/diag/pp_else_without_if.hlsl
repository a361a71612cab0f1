#else
#endif

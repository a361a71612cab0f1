// Character constants in #if: errors at the constant.
#if '' == 0
#endif
#if '\x100'
#endif
#if '\400'
#endif
#if 'é'
#endif
#if 'abcde' == 0x62636465
#endif

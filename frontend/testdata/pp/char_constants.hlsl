// Character constants in #if and #elif, as clang evaluates them: an int
// holding the character ('\xff' is -1, char being signed), escapes as in C,
// several characters packed big-endian (with -Wmultichar), and from macros.
#if 'A' == 65 && '0' + 9 == '9'
int plain;
#endif
#if '\n' == 10 && '\t' == 9 && '\\' == 92 && '\'' == 39 && '"' == 34 && '\0' == 0
int simple_escapes;
#endif
#if '\x41' == 'A' && '\101' == 'A' && '\u0041' == 'A' && '\e' == 27
int numeric_escapes;
#endif
#if '\xff' == -1 && '\377' < 0 && '\x7f' == 127
int signed_char;
#endif
#define KIND 'c'
#if KIND == 'c'
int from_macro;
#elif KIND == 'g'
int not_taken;
#endif
#if 'ab' == 0x6162 && '\xff\xff\xff\xff' == -1
int multichar;
#endif
#if 0
an apostrophe in prose: it's 'fine', and so is don't
#endif

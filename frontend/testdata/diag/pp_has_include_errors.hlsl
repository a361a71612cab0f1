// __has_include takes a quoted or angled file name in parentheses.
#if __has_include "x.h"
#endif
#if __has_include(x.h)
#endif
#if __has_include("x.h"
#endif

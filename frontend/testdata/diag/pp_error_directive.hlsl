#ifndef QUALITY
#error "QUALITY must be defined (use -D QUALITY=n)"
#endif

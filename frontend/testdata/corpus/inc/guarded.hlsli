#ifndef GUARDED_HLSLI
#define GUARDED_HLSLI
static const uint kGuarded = 3;
#endif

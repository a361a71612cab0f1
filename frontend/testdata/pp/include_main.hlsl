#include "sub/part.hlsli"
#include "sub/part.hlsli"
after PART_VALUE

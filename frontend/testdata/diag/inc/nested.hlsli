#include "bad.hlsli"

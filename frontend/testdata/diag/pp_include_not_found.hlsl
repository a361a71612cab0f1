#include "missing/header.hlsli"
#include <nothere.hlsli>

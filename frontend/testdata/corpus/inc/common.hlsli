#pragma once
#define LANES 64
struct Item { float value; uint key; };
float twice(float x) { return x * 2; }

// an included file with a type error
static const float4 kBad = float3(1, 2, 3);

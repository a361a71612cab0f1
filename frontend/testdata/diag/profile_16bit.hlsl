// RUN-FLAGS: -enable-16bit-types
RWStructuredBuffer<float> Out : register(u0);

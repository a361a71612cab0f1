// RUN-FLAGS: -T ps_6_0
RWStructuredBuffer<float> Out : register(u0);

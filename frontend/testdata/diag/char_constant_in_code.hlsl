// A character constant outside #if and #elif: hlslc takes none in code.
RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = 'A'; }

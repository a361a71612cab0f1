// Uniform loads that MergeScalarLoads combines: a 4x4 matrix by Load4 at an
// offset from a cbuffer (register offsets base + 4k), words at constant
// offsets, a Load4 that runs past the end of the buffer (the two words
// beyond read 0, word by word), and loads in a uniform loop whose base
// changes every iteration.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"MatrixOffset": 8, "TailOffset": 72, "Count": 3},
// RUN-SPEC:   "Data": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]},
// RUN-SPEC:   "Out": {"zero": 1536}}}
cbuffer Params : register(b0) {
	uint MatrixOffset;
	uint TailOffset;
	uint Count;
};
ByteAddressBuffer Data : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
	uint4 r0 = Data.Load4(MatrixOffset);
	uint4 r1 = Data.Load4(MatrixOffset + 16);
	uint4 r2 = Data.Load4(MatrixOffset + 32);
	uint4 r3 = Data.Load4(MatrixOffset + 48);
	uint x = id.x;
	uint s = r0.x * x + r0.y + r1.z * (x ^ r2.w) + r3.x - r3.w + r1.x * r2.y;
	uint c = Data.Load(4) + Data.Load(8) * 3 + Data.Load(12) * 5;
	uint4 tail = Data.Load4(TailOffset);
	uint acc = 0;
	for (uint i = 0; i < Count; i++) {
		uint2 p = Data.Load2(i * 8 + 4);
		acc = acc * 7 + p.x + p.y * x;
	}
	Out[x * 6 + 0] = s;
	Out[x * 6 + 1] = c;
	Out[x * 6 + 2] = tail.x + tail.y * 2 + tail.z * 3 + tail.w * 4;
	Out[x * 6 + 3] = acc;
	Out[x * 6 + 4] = r0.z + r0.w + r1.y + r1.w + r2.x + r2.z + r3.y + r3.z;
	Out[x * 6 + 5] = tail.z + tail.w;
}

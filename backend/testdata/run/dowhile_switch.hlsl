// do-while (a back edge that is a conditional exit), switch with
// fallthrough and default, nested loops with an inner break.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"u32": [474, 627, 382, 273, 141, 190, 887, 692, 6, 346, 514, 474, 919, 619, 82, 342, 567, 958, 631, 716, 41, 745, 388, 173, 720, 968, 462, 974, 742, 432, 160, 172, 243, 52, 113, 135, 518, 892, 946, 604, 64, 792, 704, 392, 808, 764, 908, 104, 941, 298, 209, 690, 229, 743, 812, 431, 910, 89, 791, 273, 933, 214, 406, 287, 349, 828, 44, 204, 725, 907, 5, 900, 421, 56, 917, 387, 866, 503, 142, 24, 242, 434, 753, 928, 871, 114, 987, 611, 3, 124, 782, 592, 202, 916, 872, 207, 338, 8, 913, 85, 136, 552, 939, 17, 512, 86, 586, 508, 550, 943, 202, 430, 70, 407, 196, 654, 783, 95, 717, 593, 148, 176, 962, 623, 736, 981, 42, 55]}, "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
	uint v = In[id.x], acc = 0, n = 0;
	do {
		acc += v & 15;
		v >>= 2;
		n++;
	} while (v != 0 && n < 6);
	switch (acc % 5) {
	case 0: acc += 100;
	case 1: acc *= 3; break;
	case 3: acc ^= 0xff; break;
	default: acc = acc + n;
	}
	for (uint i = 0; i < 4; i++) {
		for (uint j = 0; j < 4; j++) {
			if (((i * 4 + j) ^ In[id.x]) % 7 == 0) break;
			acc += i * j;
		}
	}
	Out[id.x] = acc * 8 + n;
}

// Neighbouring groupshared accesses (tile[i], tile[i + 1]). PairLDS merges
// such pairs into ds_read2_b32 / ds_write2_b32 when both use one address
// register; the lowered addresses here are (i+1)*4 and i*4, which need the
// address canonicalisation pass to share a register — until then this
// checks that the accesses stay correct.
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"u32": [948708, 976538, 947561, 398253, 387260, 997747, 390434, 197391, 936573, 636278, 297365, 190149, 87829, 830807, 949999, 330289, 31458, 132466, 124887, 74769, 398895, 507391, 63087, 972941, 684286, 923860, 409618, 489990, 616880, 1048100, 9633, 178234, 959090, 583349, 853076, 174490, 532665, 661184, 481644, 606160, 62394, 147269, 226339, 839699, 226079, 610067, 810577, 140145, 35421, 1142, 447745, 439809, 109728, 985634, 787403, 833459, 880366, 153172, 416263, 565760, 706515, 182754, 652653, 697482, 31770, 859939, 247446, 282269, 516712, 211909, 22974, 125605, 975049, 1020942, 372618, 395072, 938317, 399894, 274657, 879190, 804785, 244334, 828067, 882388, 446411, 987, 565801, 637838, 41168, 441891, 392812, 826853, 210413, 88306, 306936, 447203, 925980, 541647, 20080, 689869, 621438, 809857, 153927, 155778, 188989, 437745, 509635, 32524, 773167, 779519, 950446, 266801, 1014443, 284663, 809704, 383417, 323245, 651818, 478954, 523236, 398040, 332347, 412278, 814135, 1011909, 164621, 883859, 99408]}, "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint tile[2 * 64 + 2];
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID) {
	uint i = 2 * lid.x;
	tile[i] = In[id.x];
	tile[i + 1] = In[id.x] ^ 0xabc;
	GroupMemoryBarrierWithGroupSync();
	uint j = 2 * ((lid.x + 1) & 63);
	Out[id.x] = tile[j] * 3 + tile[j + 1];
}

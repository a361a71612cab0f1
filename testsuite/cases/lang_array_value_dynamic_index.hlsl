// An array inside a computed value (a function's struct result, a
// conditional between struct results) indexed by a value that is not a literal: a
// loop variable, a thread-dependent index, an array of vectors indexed twice,
// an array of arrays. DXC takes them; the value is spilled to a private
// array and the element read from there.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "C": {"sel": 1},
// RUN-SPEC:   "O": {"zero": 256}}}
// EXPECT: {"O": {"u32": [1101004800, 1065353216, 0, 0, 1123024896, 1094713344, 3212836864, 1084227584, 1130102784, 1102577664, 1077936128, 1082130432, 1134559232, 1106247680, 3229614080, 1086324736, 1137836032, 1109655552, 1086324736, 1084227584, 1140981760, 1112539136, 3235905536, 1092616192, 1142620160, 1115422720, 1091567616, 1086324736, 1144258560, 1116471296, 3240099840, 1093664768, 1145896960, 1149706240, 1090519040, 1092616192, 1147535360, 1149796352, 3239051264, 1094713344, 1149173760, 1149886464, 1093664768, 1093664768, 1150025728, 1149943808, 3242196992, 1098907648, 1150844928, 1150033920, 1096810496, 1094713344, 1151664128, 1150124032, 3245342720, 1099431936, 1152483328, 1150214144, 1099431936, 1098907648, 1153302528, 1150271488, 3247439872, 1099956224]}}
// FLOAT: O f32
struct Coeffs
{
    float w[4];
    float4 v[2];
    uint grid[2][3];
};
cbuffer C : register(b0)
{
    uint sel;
};
RWStructuredBuffer<float> O : register(u0);

Coeffs Make(uint k)
{
    Coeffs c;
    for (int j = 0; j < 4; j++)
        c.w[j] = k * 10 + j;
    c.v[0] = float4(k, k + 1, k + 2, k + 3);
    c.v[1] = -c.v[0];
    for (int r = 0; r < 2; r++)
        for (int q = 0; q < 3; q++)
            c.grid[r][q] = k + r * 3 + q;
    return c;
}

[numthreads(16, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    float sum = 0;
    for (uint k = 0; k < 4; k++)
        sum += Make(i).w[k] * (k + 1);
    float picked = (sel == 1 && i < 8 ? Make(i) : Make(i + 100)).w[(i + 1) & 3];
    float twice = Make(i).v[i & 1][(i >> 1) & 3];
    uint cell = Make(i).grid[i & 1][i % 3];
    O[i * 4 + 0] = sum;
    O[i * 4 + 1] = picked;
    O[i * 4 + 2] = twice;
    O[i * 4 + 3] = cell;
}

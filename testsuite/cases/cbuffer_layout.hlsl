// cbuffer members of every shape: scalars packed into a row, float3 followed
// by a scalar in its w, float2 that would straddle a row, arrays (one row
// per element), a row-major matrix (column-major: cbuffer_matrix.hlsl), int4, bool.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"scale": 2.5, "count": 7, "offset3": [1, 2, 3], "w": 4, "uv": [0.5],
// RUN-SPEC:     "uv2": [8, 9], "weights": [1, 2, 3, 4], "colors": [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 0.5]],
// RUN-SPEC:     "rm": [1, 0, 2, 0, 1, 0, 3, 0, 1], "ivec": [-1, 2, -3, 4], "flag": 1},
// RUN-SPEC:   "Out": {"zero": 256}}}
// FLOAT: Out f32
cbuffer Params : register(b0)
{
    float scale;
    uint count;
    float3 offset3;
    float w;
    float uv[1];
    float2 uv2;
    float weights[4];
    float4 colors[3];
    row_major float3x3 rm;
    int4 ivec;
    bool flag;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = scale;
    Out[1] = (float)count;
    Out[2] = offset3.x + offset3.y * 10 + offset3.z * 100;
    Out[3] = w;
    Out[4] = uv[0];
    Out[5] = uv2.x * 10 + uv2.y;
    Out[6] = weights[0] + weights[1] * 10 + weights[2] * 100 + weights[3] * 1000;
    for (uint i = 0; i < 3; i++)
        Out[7 + i] = dot(colors[i], float4(1, 10, 100, 1000));
    float3 r = mul(rm, float3(1, 2, 3));
    Out[15] = r.x; Out[16] = r.y; Out[17] = r.z;
    Out[18] = (float)(ivec.x + ivec.y * 10 + ivec.z * 100 + ivec.w * 1000);
    Out[19] = flag ? 1.0f : -1.0f;
    Out[20] = weights[count & 3];
    Out[21] = colors[count % 3].z;
}

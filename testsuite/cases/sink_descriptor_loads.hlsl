// A kernel with more descriptors than SGPRs (13 RWTexture2D T#s of 8 dwords,
// a Texture2D's and the cbuffer's), each output written in a uniform branch
// of its own. Loaded all at the entry, the T#s would be live together, more
// SGPRs than there are: allocation then reloads descriptors in every branch.
// SinkInvariantLoads moves each T# load into the branch that uses it (a
// descriptor reads the same wherever it is loaded); the texels are the same.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"levels": 11, "scale": 2},
// RUN-SPEC:   "Src": {"dims": [8, 8], "format": "R32_FLOAT", "generate": "noise"},
// RUN-SPEC:   "Dst0": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst1": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst2": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst3": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst4": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst5": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst6": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst7": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst8": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst9": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst10": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst11": {"dims": [8, 8], "zero": 256},
// RUN-SPEC:   "Dst12": {"dims": [8, 8], "zero": 256}}}
// CHECK-LABEL: main:
// CHECK: s_cbranch_scc0
// CHECK-NEXT: s_load_dwordx8 s[{{[0-9]+}}:{{[0-9]+}}], s[0:1], 0x40
// CHECK-NOT: v_writelane_b32
// CHECK: s_endpgm
cbuffer P : register(b0)
{
    uint levels;
    float scale;
};
Texture2D<float> Src : register(t0);
RWTexture2D<float> Dst0 : register(u0);
RWTexture2D<float> Dst1 : register(u1);
RWTexture2D<float> Dst2 : register(u2);
RWTexture2D<float> Dst3 : register(u3);
RWTexture2D<float> Dst4 : register(u4);
RWTexture2D<float> Dst5 : register(u5);
RWTexture2D<float> Dst6 : register(u6);
RWTexture2D<float> Dst7 : register(u7);
RWTexture2D<float> Dst8 : register(u8);
RWTexture2D<float> Dst9 : register(u9);
RWTexture2D<float> Dst10 : register(u10);
RWTexture2D<float> Dst11 : register(u11);
RWTexture2D<float> Dst12 : register(u12);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float v = Src.Load(int3(id.xy, 0));
    if (levels > 0)
        Dst0[id.xy] = v * scale + 0.0;
    v = v * 0.5 + Src.Load(int3(id.yx, 0));
    if (levels > 1)
        Dst1[id.xy] = v * scale + 1.0;
    v = v * 0.75 + 0.125;
    if (levels > 2)
        Dst2[id.xy] = v * scale + 2.0;
    v = v * 0.75 + 0.125;
    if (levels > 3)
        Dst3[id.xy] = v * scale + 3.0;
    v = v * 0.75 + 0.125;
    if (levels > 4)
        Dst4[id.xy] = v * scale + 4.0;
    v = v * 0.75 + 0.125;
    if (levels > 5)
        Dst5[id.xy] = v * scale + 5.0;
    v = v * 0.75 + 0.125;
    if (levels > 6)
        Dst6[id.xy] = v * scale + 6.0;
    v = v * 0.75 + 0.125;
    if (levels > 7)
        Dst7[id.xy] = v * scale + 7.0;
    v = v * 0.75 + 0.125;
    if (levels > 8)
        Dst8[id.xy] = v * scale + 8.0;
    v = v * 0.75 + 0.125;
    if (levels > 9)
        Dst9[id.xy] = v * scale + 9.0;
    v = v * 0.75 + 0.125;
    if (levels > 10)
        Dst10[id.xy] = v * scale + 10.0;
    v = v * 0.75 + 0.125;
    if (levels > 11)
        Dst11[id.xy] = v * scale + 11.0;
    v = v * 0.75 + 0.125;
    if (levels > 12)
        Dst12[id.xy] = v * scale + 12.0;
    v = v * 0.75 + 0.125;
}

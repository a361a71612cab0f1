// Kernel-level errors.
	.text
	.p2align 8
k:
	s_nop 0
j:
	s_endpgm
k:                                     // ERROR: 1: redefinition of label k (first defined on line 4)
	.rodata
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
		.amdhsa_bogus_directive 1        // ERROR: 3: unknown .amdhsa_kernel directive .amdhsa_bogus_directive
	.end_amdhsa_kernel
	.amdhsa_kernel k                   // ERROR: 17: kernel k is described twice (first on line 10)
	.end_amdhsa_kernel                 // ERROR: 2: .end_amdhsa_kernel without an opening directive

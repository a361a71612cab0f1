/*
 * vkhelper: the Vulkan half of hlslc's testsuite/vk package.
 *
 * The Go package compiles this file with gcc (-lvulkan) and runs it as a
 * child process, one process per request, so that every request gets its
 * own loader environment (VK_ICD_FILENAMES, RADV_DEBUG, RADV_FORCE_FAMILY):
 * the loader and the drivers read them once, at instance creation.
 *
 * Usage: vkhelper run|stats < request > reply
 *
 * Request (stdin), header lines followed by raw byte blobs:
 *   spirv N\n<N bytes>
 *   entry NAME\n
 *   dispatch X Y Z\n
 *   binding SET BINDING KIND N [FORMAT [SHAPE W H D [LEVELS]]]\n<N bytes>   (any number)
 *   binding SET BINDING sampler 0 MAG MIN MIP AU AV AW CMP MINLOD MAXLOD BIAS BORDER R G B A REDUCTION\n
 *   end\n
 *
 * KIND is the descriptor type: storage or uniform (buffers), texel-uniform or
 * texel-storage (typed buffers: FORMAT is required), sampled or
 * storage-image (images: FORMAT, SHAPE 1d|2d|3d|2darray|1darray|cube|cubearray,
 * the extents and the mip levels (default 1); D is the depth of a 3d image and
 * the layer count of an array or cube, 6 per cube), or sampler (a sampler
 * state: filters 0 nearest / 1 linear, MIP 0 none / 1 nearest / 2 linear,
 * address modes in GCN's order (0 repeat, 1 mirrored repeat, 2 clamp to edge,
 * 3 mirror clamp to edge, 6 clamp to border), CMP -1 (none) or a compare op
 * 0..7, the LOD clamps and bias, BORDER 0 transparent black, 1 opaque black, 2
 * opaque white, 3 the custom float colour R G B A, REDUCTION 0 weighted
 * average, 1 min, 2 max). FORMAT is a VkFormat name without its prefix, in
 * lower case (r32g32_sfloat), or "-" where unknown (enough for stats, which
 * creates no resources). Image bytes are in D3D's subresource order: layer by
 * layer, each layer's levels from the largest, each level's texels tightly
 * packed, x fastest, then y, then z; they reach the image through a staging
 * buffer and come back the same way.
 *
 * An error that says the driver does not support a format, a shape or an
 * extent starts with "unsupported: ".
 *
 * Reply (stdout):
 *   device NAME\n
 *   subgroup N\n                  physical-device subgroup size
 *   time_ns N\n                   vkCreateComputePipelines wall time
 *   run:   buffer SET BINDING N\n<N bytes>\n              for every binding
 *   stats: exec I SUBGROUP NAME\tDESCRIPTION\n
 *          stat I NAME\tFORMAT\tVALUE\n                     FORMAT: b, i, u, f
 *          ir I NAME\tN\n<N bytes>\n
 *   ok\n
 *
 * Errors go to stderr as one line "vkhelper: ..." with exit status 1.
 */
#define _POSIX_C_SOURCE 200809L
#include <vulkan/vulkan.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_BINDINGS 128

enum kind { K_STORAGE, K_UNIFORM, K_TEXEL_UNIFORM, K_TEXEL_STORAGE, K_SAMPLED, K_STORAGE_IMAGE, K_SAMPLER, NKINDS };

static const struct {
	const char *name;
	VkDescriptorType type;
} kinds[NKINDS] = {
	[K_STORAGE] = {"storage", VK_DESCRIPTOR_TYPE_STORAGE_BUFFER},
	[K_UNIFORM] = {"uniform", VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER},
	[K_TEXEL_UNIFORM] = {"texel-uniform", VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER},
	[K_TEXEL_STORAGE] = {"texel-storage", VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER},
	[K_SAMPLED] = {"sampled", VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE},
	[K_STORAGE_IMAGE] = {"storage-image", VK_DESCRIPTOR_TYPE_STORAGE_IMAGE},
	[K_SAMPLER] = {"sampler", VK_DESCRIPTOR_TYPE_SAMPLER},
};

static const struct {
	const char *name;
	VkFormat format;
	uint32_t size;
} formats[] = {
	{"r32_sfloat", VK_FORMAT_R32_SFLOAT, 4},
	{"r32_sint", VK_FORMAT_R32_SINT, 4},
	{"r32_uint", VK_FORMAT_R32_UINT, 4},
	{"r32g32_sfloat", VK_FORMAT_R32G32_SFLOAT, 8},
	{"r32g32_sint", VK_FORMAT_R32G32_SINT, 8},
	{"r32g32_uint", VK_FORMAT_R32G32_UINT, 8},
	{"r32g32b32_sfloat", VK_FORMAT_R32G32B32_SFLOAT, 12},
	{"r32g32b32_sint", VK_FORMAT_R32G32B32_SINT, 12},
	{"r32g32b32_uint", VK_FORMAT_R32G32B32_UINT, 12},
	{"r32g32b32a32_sfloat", VK_FORMAT_R32G32B32A32_SFLOAT, 16},
	{"r32g32b32a32_sint", VK_FORMAT_R32G32B32A32_SINT, 16},
	{"r32g32b32a32_uint", VK_FORMAT_R32G32B32A32_UINT, 16},
	{"r8_unorm", VK_FORMAT_R8_UNORM, 1},
	{"r8_snorm", VK_FORMAT_R8_SNORM, 1},
	{"r8_srgb", VK_FORMAT_R8_SRGB, 1},
	{"r8_uint", VK_FORMAT_R8_UINT, 1},
	{"r8_sint", VK_FORMAT_R8_SINT, 1},
	{"r8g8_unorm", VK_FORMAT_R8G8_UNORM, 2},
	{"r8g8_snorm", VK_FORMAT_R8G8_SNORM, 2},
	{"r8g8_srgb", VK_FORMAT_R8G8_SRGB, 2},
	{"r8g8_uint", VK_FORMAT_R8G8_UINT, 2},
	{"r8g8_sint", VK_FORMAT_R8G8_SINT, 2},
	{"r8g8b8a8_unorm", VK_FORMAT_R8G8B8A8_UNORM, 4},
	{"r8g8b8a8_srgb", VK_FORMAT_R8G8B8A8_SRGB, 4},
	{"r8g8b8a8_snorm", VK_FORMAT_R8G8B8A8_SNORM, 4},
	{"r8g8b8a8_uint", VK_FORMAT_R8G8B8A8_UINT, 4},
	{"r8g8b8a8_sint", VK_FORMAT_R8G8B8A8_SINT, 4},
	{"r16_unorm", VK_FORMAT_R16_UNORM, 2},
	{"r16_snorm", VK_FORMAT_R16_SNORM, 2},
	{"r16_uint", VK_FORMAT_R16_UINT, 2},
	{"r16_sint", VK_FORMAT_R16_SINT, 2},
	{"r16_sfloat", VK_FORMAT_R16_SFLOAT, 2},
	{"r16g16_unorm", VK_FORMAT_R16G16_UNORM, 4},
	{"r16g16_snorm", VK_FORMAT_R16G16_SNORM, 4},
	{"r16g16_uint", VK_FORMAT_R16G16_UINT, 4},
	{"r16g16_sint", VK_FORMAT_R16G16_SINT, 4},
	{"r16g16_sfloat", VK_FORMAT_R16G16_SFLOAT, 4},
	{"r16g16b16a16_unorm", VK_FORMAT_R16G16B16A16_UNORM, 8},
	{"r16g16b16a16_snorm", VK_FORMAT_R16G16B16A16_SNORM, 8},
	{"r16g16b16a16_uint", VK_FORMAT_R16G16B16A16_UINT, 8},
	{"r16g16b16a16_sint", VK_FORMAT_R16G16B16A16_SINT, 8},
	{"r16g16b16a16_sfloat", VK_FORMAT_R16G16B16A16_SFLOAT, 8},
	{"b10g11r11_ufloat_pack32", VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4},
	{"a2b10g10r10_unorm_pack32", VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4},
	{"a2b10g10r10_uint_pack32", VK_FORMAT_A2B10G10R10_UINT_PACK32, 4},
};

enum shape { S_1D, S_2D, S_3D, S_2DARRAY, S_1DARRAY, S_CUBE, S_CUBEARRAY, NSHAPES };
static const char *shapes[NSHAPES] = {"1d", "2d", "3d", "2darray", "1darray", "cube", "cubearray"};

struct binding {
	uint32_t set, binding;
	enum kind kind;
	size_t size;
	unsigned char *data;
	/* Typed buffers and images. */
	int fmt; /* index in formats */
	enum shape shape;
	uint32_t extent[3];
	uint32_t levels;
	/* Samplers. */
	int mag, min, mip, addr[3], cmp, border, reduction;
	float minlod, maxlod, bias, rgba[4];
	VkSampler sampler;
	VkBuffer buffer; /* the buffer, or the image's staging buffer */
	VkDeviceMemory memory;
	VkBufferView bview;
	VkImage image;
	VkDeviceMemory imemory;
	VkImageView iview;
};

static int is_image(const struct binding *b) { return b->kind == K_SAMPLED || b->kind == K_STORAGE_IMAGE; }
static int is_texel(const struct binding *b) { return b->kind == K_TEXEL_UNIFORM || b->kind == K_TEXEL_STORAGE; }

static struct binding bindings[MAX_BINDINGS];
static int has_custom_border; /* VK_EXT_custom_border_color enabled */
static int nbindings;
static unsigned char *spirv;
static size_t spirv_size;
static char entry[1024];
static uint32_t dispatch[3] = {1, 1, 1};

static void fail(const char *fmt, ...)
{
	va_list ap;
	fputs("vkhelper: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static const char *result_name(VkResult r)
{
	switch (r) {
#define R(x) case x: return #x;
	R(VK_SUCCESS) R(VK_NOT_READY) R(VK_TIMEOUT) R(VK_INCOMPLETE)
	R(VK_ERROR_OUT_OF_HOST_MEMORY) R(VK_ERROR_OUT_OF_DEVICE_MEMORY)
	R(VK_ERROR_INITIALIZATION_FAILED) R(VK_ERROR_DEVICE_LOST)
	R(VK_ERROR_MEMORY_MAP_FAILED) R(VK_ERROR_LAYER_NOT_PRESENT)
	R(VK_ERROR_EXTENSION_NOT_PRESENT) R(VK_ERROR_FEATURE_NOT_PRESENT)
	R(VK_ERROR_INCOMPATIBLE_DRIVER) R(VK_ERROR_TOO_MANY_OBJECTS)
	R(VK_ERROR_FORMAT_NOT_SUPPORTED) R(VK_ERROR_FRAGMENTED_POOL)
	R(VK_ERROR_UNKNOWN) R(VK_ERROR_OUT_OF_POOL_MEMORY)
	R(VK_ERROR_INVALID_SHADER_NV) R(VK_PIPELINE_COMPILE_REQUIRED)
#undef R
	default: return "unknown VkResult";
	}
}

#define CHECK(call) do { VkResult r_ = (call); if (r_ != VK_SUCCESS) \
	fail("%s failed: %s (%d)", #call, result_name(r_), (int)r_); } while (0)

static void read_line(char *buf, size_t n)
{
	if (!fgets(buf, (int)n, stdin))
		fail("request: unexpected end of input");
	size_t l = strlen(buf);
	if (l == 0 || buf[l - 1] != '\n')
		fail("request: line too long or unterminated");
	buf[l - 1] = 0;
}

static unsigned char *read_blob(size_t n)
{
	unsigned char *p = malloc(n ? n : 1);
	if (!p)
		fail("out of memory reading %zu bytes", n);
	if (n && fread(p, 1, n, stdin) != n)
		fail("request: short blob (wanted %zu bytes)", n);
	return p;
}

static void read_request(void)
{
	char line[1024];
	for (;;) {
		read_line(line, sizeof line);
		unsigned long long n;
		unsigned set, bind, w, h, d, lv;
		char kind[32], fmt[32], shape[16];
		int nf;
		struct binding sb = {0};
		if (sscanf(line, "spirv %llu", &n) == 1) {
			spirv_size = n;
			spirv = read_blob(n);
		} else if (strncmp(line, "entry ", 6) == 0) {
			snprintf(entry, sizeof entry, "%s", line + 6);
		} else if (sscanf(line, "dispatch %u %u %u", &dispatch[0], &dispatch[1], &dispatch[2]) == 3) {
		} else if (sscanf(line, "binding %u %u sampler 0 %d %d %d %d %d %d %d %f %f %f %d %f %f %f %f %d", &set, &bind,
				  &sb.mag, &sb.min, &sb.mip, &sb.addr[0], &sb.addr[1], &sb.addr[2], &sb.cmp, &sb.minlod,
				  &sb.maxlod, &sb.bias, &sb.border, &sb.rgba[0], &sb.rgba[1], &sb.rgba[2], &sb.rgba[3],
				  &sb.reduction) == 18) {
			if (nbindings == MAX_BINDINGS)
				fail("request: more than %d bindings", MAX_BINDINGS);
			struct binding *b = &bindings[nbindings++];
			*b = sb;
			b->set = set;
			b->binding = bind;
			b->kind = K_SAMPLER;
			b->data = read_blob(0);
		} else if ((nf = sscanf(line, "binding %u %u %31s %llu %31s %15s %u %u %u %u", &set, &bind, kind, &n, fmt, shape, &w,
					&h, &d, &lv)) >= 4) {
			if (nbindings == MAX_BINDINGS)
				fail("request: more than %d bindings", MAX_BINDINGS);
			struct binding *b = &bindings[nbindings++];
			b->set = set;
			b->binding = bind;
			b->kind = NKINDS;
			for (int k = 0; k < NKINDS; k++)
				if (strcmp(kind, kinds[k].name) == 0)
					b->kind = (enum kind)k;
			if (b->kind == NKINDS)
				fail("request: unknown binding kind %s", kind);
			int want = is_image(b) ? 9 : is_texel(b) ? 5 : 4;
			if (nf != want && !(want == 9 && nf == 10))
				fail("request: bad line %s (a %s binding has %d fields)", line, kind, want);
			b->levels = nf == 10 ? lv : 1;
			if (b->levels == 0 || b->levels > 16)
				fail("request: binding %u: %u mip levels", bind, b->levels);
			b->fmt = -1;
			if (want >= 5) {
				for (size_t k = 0; k < sizeof formats / sizeof formats[0]; k++)
					if (strcmp(fmt, formats[k].name) == 0)
						b->fmt = (int)k;
				if (b->fmt < 0 && strcmp(fmt, "-") != 0)
					fail("request: binding %u: unknown format %s", bind, fmt);
			}
			b->extent[0] = b->extent[1] = b->extent[2] = 1;
			if (want == 9) {
				b->shape = NSHAPES;
				for (int k = 0; k < NSHAPES; k++)
					if (strcmp(shape, shapes[k]) == 0)
						b->shape = (enum shape)k;
				if (b->shape == NSHAPES)
					fail("request: binding %u: unknown image shape %s", bind, shape);
				if (w == 0 || h == 0 || d == 0)
					fail("request: binding %u: zero image extent %ux%ux%u", bind, w, h, d);
				if ((b->shape == S_1D && (h != 1 || d != 1)) || (b->shape == S_2D && d != 1) ||
				    (b->shape == S_1DARRAY && h != 1) || (b->shape == S_CUBE && (d != 6 || w != h)) ||
				    (b->shape == S_CUBEARRAY && (d % 6 != 0 || w != h)))
					fail("request: binding %u: a %s image cannot be %ux%ux%u", bind, shape, w, h, d);
				b->extent[0] = w;
				b->extent[1] = h;
				b->extent[2] = d;
			}
			b->size = n;
			b->data = read_blob(n);
		} else if (strcmp(line, "end") == 0) {
			break;
		} else {
			fail("request: bad line %s", line);
		}
	}
	if (!spirv || spirv_size % 4 != 0 || spirv_size == 0)
		fail("request: missing or malformed SPIR-V (%zu bytes)", spirv_size);
	if (!entry[0])
		fail("request: missing entry point");
	for (int i = 0; i < nbindings; i++)
		if (bindings[i].set != 0)
			fail("binding %u in descriptor set %u: only set 0 (register space0) is supported",
			     bindings[i].binding, bindings[i].set);
}

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* print_bytes writes a blob of the reply and the newline that ends it. */
static void print_bytes(const void *p, size_t n)
{
	if ((n && fwrite(p, 1, n, stdout) != n) || putchar('\n') == EOF)
		fail("writing reply failed");
}

/* find_memory returns a memory type of bits with the properties want. */
static uint32_t find_memory(const VkPhysicalDeviceMemoryProperties *mp, uint32_t bits, uint32_t want)
{
	for (uint32_t j = 0; j < mp->memoryTypeCount; j++)
		if ((bits & (1u << j)) && (mp->memoryTypes[j].propertyFlags & want) == want)
			return j;
	return UINT32_MAX;
}

/* host_buffer creates b->buffer in host-visible coherent memory holding a
 * copy of b->data (the rest zero). */
static void host_buffer(VkDevice dev, const VkPhysicalDeviceMemoryProperties *mp, struct binding *b,
			VkBufferUsageFlags usage)
{
	VkBufferCreateInfo bci = {
		.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
		.size = b->size,
		.usage = usage,
		.sharingMode = VK_SHARING_MODE_EXCLUSIVE,
	};
	CHECK(vkCreateBuffer(dev, &bci, NULL, &b->buffer));
	VkMemoryRequirements mr;
	vkGetBufferMemoryRequirements(dev, b->buffer, &mr);
	uint32_t mt = find_memory(mp, mr.memoryTypeBits,
				  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
	if (mt == UINT32_MAX)
		fail("no host-visible coherent memory type for binding %u", b->binding);
	VkMemoryAllocateInfo mai = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
		.allocationSize = mr.size,
		.memoryTypeIndex = mt,
	};
	CHECK(vkAllocateMemory(dev, &mai, NULL, &b->memory));
	CHECK(vkBindBufferMemory(dev, b->buffer, b->memory, 0));
	void *p;
	CHECK(vkMapMemory(dev, b->memory, 0, VK_WHOLE_SIZE, 0, &p));
	memset(p, 0, mr.size);
	memcpy(p, b->data, b->size);
	vkUnmapMemory(dev, b->memory);
}

static const VkImageType image_types[NSHAPES] = {
	[S_1D] = VK_IMAGE_TYPE_1D, [S_2D] = VK_IMAGE_TYPE_2D, [S_3D] = VK_IMAGE_TYPE_3D, [S_2DARRAY] = VK_IMAGE_TYPE_2D,
	[S_1DARRAY] = VK_IMAGE_TYPE_1D, [S_CUBE] = VK_IMAGE_TYPE_2D, [S_CUBEARRAY] = VK_IMAGE_TYPE_2D,
};
static const VkImageViewType view_types[NSHAPES] = {
	[S_1D] = VK_IMAGE_VIEW_TYPE_1D, [S_2D] = VK_IMAGE_VIEW_TYPE_2D, [S_3D] = VK_IMAGE_VIEW_TYPE_3D,
	[S_2DARRAY] = VK_IMAGE_VIEW_TYPE_2D_ARRAY, [S_1DARRAY] = VK_IMAGE_VIEW_TYPE_1D_ARRAY,
	[S_CUBE] = VK_IMAGE_VIEW_TYPE_CUBE, [S_CUBEARRAY] = VK_IMAGE_VIEW_TYPE_CUBE_ARRAY,
};

static uint32_t layers(const struct binding *b)
{
	return b->shape == S_3D || b->shape == S_1D || b->shape == S_2D ? 1 : b->extent[2];
}

static uint32_t mip(uint32_t n, uint32_t l) { return n >> l ? n >> l : 1; }

/* level_extent is the extent of mip level l. */
static VkExtent3D level_extent(const struct binding *b, uint32_t l)
{
	return (VkExtent3D){mip(b->extent[0], l), b->shape == S_1DARRAY ? 1 : mip(b->extent[1], l),
			    b->shape == S_3D ? mip(b->extent[2], l) : 1};
}

static VkExtent3D image_extent(const struct binding *b) { return level_extent(b, 0); }

/* chain_size is the bytes of one layer's mip chain. */
static size_t chain_size(const struct binding *b)
{
	size_t n = 0;
	for (uint32_t l = 0; l < b->levels; l++) {
		VkExtent3D e = level_extent(b, l);
		n += (size_t)e.width * e.height * e.depth * formats[b->fmt].size;
	}
	return n;
}

/* image_regions are the copies of every level and layer from their places
 * in the staging buffer (D3D's subresource order); it returns their count. */
static uint32_t image_regions(const struct binding *b, VkBufferImageCopy *reg)
{
	uint32_t n = 0;
	size_t off = 0;
	for (uint32_t k = 0; k < layers(b); k++)
		for (uint32_t l = 0; l < b->levels; l++) {
			VkExtent3D e = level_extent(b, l);
			reg[n++] = (VkBufferImageCopy){
				.bufferOffset = off,
				.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, l, k, 1},
				.imageExtent = e,
			};
			off += (size_t)e.width * e.height * e.depth * formats[b->fmt].size;
		}
	return n;
}

static void image_barrier(VkCommandBuffer cb, const struct binding *b, VkAccessFlags src, VkAccessFlags dst,
			  VkImageLayout from, VkImageLayout to, VkPipelineStageFlags srcStage, VkPipelineStageFlags dstStage)
{
	VkImageMemoryBarrier ib = {
		.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
		.srcAccessMask = src,
		.dstAccessMask = dst,
		.oldLayout = from,
		.newLayout = to,
		.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
		.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
		.image = b->image,
		.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, b->levels, 0, layers(b)},
	};
	vkCmdPipelineBarrier(cb, srcStage, dstStage, 0, 0, NULL, 0, NULL, 1, &ib);
}

/* create_resource creates binding b's buffer, texel buffer view or image
 * and writes its descriptor into ds. */
static void create_resource(VkDevice dev, VkPhysicalDevice pd, const VkPhysicalDeviceMemoryProperties *mp,
			    const VkPhysicalDeviceLimits *lim, struct binding *b, VkDescriptorSet ds, VkDescriptorType type)
{
	if (b->size == 0 && b->kind != K_SAMPLER)
		fail("binding %u: empty buffer (Vulkan buffers need at least one byte)", b->binding);
	VkWriteDescriptorSet w = {
		.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
		.dstSet = ds,
		.dstBinding = b->binding,
		.descriptorCount = 1,
		.descriptorType = type,
	};
	VkDescriptorBufferInfo dbi;
	VkDescriptorImageInfo dii;
	if (b->kind != K_STORAGE && b->kind != K_UNIFORM && b->kind != K_SAMPLER && b->fmt < 0)
		fail("binding %u: a %s binding needs a format", b->binding, kinds[b->kind].name);
	switch (b->kind) {
	case K_STORAGE:
	case K_UNIFORM:
		if (b->kind == K_UNIFORM && b->size > lim->maxUniformBufferRange)
			fail("binding %u: %zu-byte uniform buffer exceeds maxUniformBufferRange %u", b->binding, b->size,
			     lim->maxUniformBufferRange);
		host_buffer(dev, mp, b,
			    b->kind == K_UNIFORM ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
		dbi = (VkDescriptorBufferInfo){b->buffer, 0, VK_WHOLE_SIZE};
		w.pBufferInfo = &dbi;
		break;
	case K_TEXEL_UNIFORM:
	case K_TEXEL_STORAGE: {
		int st = b->kind == K_TEXEL_STORAGE;
		VkFormatProperties fp;
		vkGetPhysicalDeviceFormatProperties(pd, formats[b->fmt].format, &fp);
		VkFormatFeatureFlags need =
			st ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT : VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT;
		if (!(fp.bufferFeatures & need))
			fail("unsupported: binding %u: the device has no %s texel buffers of format %s", b->binding,
			     st ? "storage" : "uniform", formats[b->fmt].name);
		uint32_t ts = formats[b->fmt].size;
		if (b->size % ts != 0)
			fail("binding %u: %zu bytes is not a whole number of %u-byte %s texels", b->binding, b->size, ts,
			     formats[b->fmt].name);
		if (b->size / ts > lim->maxTexelBufferElements)
			fail("unsupported: binding %u: %zu texels exceed maxTexelBufferElements %u", b->binding,
			     b->size / ts, lim->maxTexelBufferElements);
		host_buffer(dev, mp, b,
			    st ? VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT : VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT);
		VkBufferViewCreateInfo bvci = {
			.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
			.buffer = b->buffer,
			.format = formats[b->fmt].format,
			.offset = 0,
			.range = VK_WHOLE_SIZE,
		};
		CHECK(vkCreateBufferView(dev, &bvci, NULL, &b->bview));
		w.pTexelBufferView = &b->bview;
		break;
	}
	case K_SAMPLED:
	case K_STORAGE_IMAGE: {
		int st = b->kind == K_STORAGE_IMAGE;
		size_t want = chain_size(b) * layers(b);
		if (b->size != want)
			fail("binding %u: %zu bytes, but a %ux%ux%u %s image of %s with %u levels holds %zu", b->binding,
			     b->size, b->extent[0], b->extent[1], b->extent[2], shapes[b->shape], formats[b->fmt].name,
			     b->levels, want);
		int cube = b->shape == S_CUBE || b->shape == S_CUBEARRAY;
		VkImageUsageFlags usage = (st ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT) |
					  VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
		VkImageFormatProperties ifp;
		VkResult r = vkGetPhysicalDeviceImageFormatProperties(pd, formats[b->fmt].format, image_types[b->shape],
								      VK_IMAGE_TILING_OPTIMAL, usage,
								      cube ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0, &ifp);
		if (r == VK_ERROR_FORMAT_NOT_SUPPORTED)
			fail("unsupported: binding %u: the device has no %s %s images of format %s", b->binding,
			     st ? "storage" : "sampled", shapes[b->shape], formats[b->fmt].name);
		if (r != VK_SUCCESS)
			fail("vkGetPhysicalDeviceImageFormatProperties failed: %s (%d)", result_name(r), (int)r);
		VkExtent3D ext = image_extent(b);
		if (ext.width > ifp.maxExtent.width || ext.height > ifp.maxExtent.height ||
		    ext.depth > ifp.maxExtent.depth || layers(b) > ifp.maxArrayLayers || b->levels > ifp.maxMipLevels)
			fail("unsupported: binding %u: a %ux%ux%u %s image of %s exceeds the device's limits (%ux%ux%u, %u layers)",
			     b->binding, b->extent[0], b->extent[1], b->extent[2], shapes[b->shape], formats[b->fmt].name,
			     ifp.maxExtent.width, ifp.maxExtent.height, ifp.maxExtent.depth, ifp.maxArrayLayers);
		/* The staging buffer, in both directions. */
		host_buffer(dev, mp, b, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT);
		VkImageCreateInfo ici = {
			.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
			.flags = cube ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0,
			.imageType = image_types[b->shape],
			.format = formats[b->fmt].format,
			.extent = ext,
			.mipLevels = b->levels,
			.arrayLayers = layers(b),
			.samples = VK_SAMPLE_COUNT_1_BIT,
			.tiling = VK_IMAGE_TILING_OPTIMAL,
			.usage = usage,
			.sharingMode = VK_SHARING_MODE_EXCLUSIVE,
			.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
		};
		CHECK(vkCreateImage(dev, &ici, NULL, &b->image));
		VkMemoryRequirements mr;
		vkGetImageMemoryRequirements(dev, b->image, &mr);
		uint32_t mt = find_memory(mp, mr.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
		if (mt == UINT32_MAX)
			mt = find_memory(mp, mr.memoryTypeBits, 0);
		if (mt == UINT32_MAX)
			fail("no memory type for the image of binding %u", b->binding);
		VkMemoryAllocateInfo mai = {
			.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
			.allocationSize = mr.size,
			.memoryTypeIndex = mt,
		};
		CHECK(vkAllocateMemory(dev, &mai, NULL, &b->imemory));
		CHECK(vkBindImageMemory(dev, b->image, b->imemory, 0));
		VkImageViewCreateInfo ivci = {
			.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
			.image = b->image,
			.viewType = view_types[b->shape],
			.format = formats[b->fmt].format,
			.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, b->levels, 0, layers(b)},
		};
		CHECK(vkCreateImageView(dev, &ivci, NULL, &b->iview));
		dii = (VkDescriptorImageInfo){VK_NULL_HANDLE, b->iview, VK_IMAGE_LAYOUT_GENERAL};
		w.pImageInfo = &dii;
		break;
	}
	case K_SAMPLER: {
		static const VkSamplerAddressMode modes[8] = {
			VK_SAMPLER_ADDRESS_MODE_REPEAT, VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT,
			VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE,
			VK_SAMPLER_ADDRESS_MODE_MAX_ENUM, VK_SAMPLER_ADDRESS_MODE_MAX_ENUM,
			VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER, VK_SAMPLER_ADDRESS_MODE_MAX_ENUM,
		};
		VkSamplerCreateInfo sci = {
			.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
			.magFilter = b->mag ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
			.minFilter = b->min ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
			.mipmapMode = b->mip == 2 ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST,
			.mipLodBias = b->bias,
			.compareEnable = b->cmp >= 0,
			.compareOp = b->cmp >= 0 ? (VkCompareOp)b->cmp : VK_COMPARE_OP_NEVER,
			.minLod = b->minlod,
			.maxLod = b->mip == 0 ? 0 : b->maxlod,
		};
		for (int i = 0; i < 3; i++) {
			if (b->addr[i] < 0 || b->addr[i] > 7 || modes[b->addr[i]] == VK_SAMPLER_ADDRESS_MODE_MAX_ENUM)
				fail("unsupported: binding %u: address mode %d has no Vulkan equivalent", b->binding, b->addr[i]);
		}
		sci.addressModeU = modes[b->addr[0]];
		sci.addressModeV = modes[b->addr[1]];
		sci.addressModeW = modes[b->addr[2]];
		static const VkBorderColor borders[3] = {VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
							 VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK, VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE};
		VkSamplerCustomBorderColorCreateInfoEXT cbc = {
			.sType = VK_STRUCTURE_TYPE_SAMPLER_CUSTOM_BORDER_COLOR_CREATE_INFO_EXT,
			.format = VK_FORMAT_UNDEFINED,
		};
		VkSamplerReductionModeCreateInfo red = {
			.sType = VK_STRUCTURE_TYPE_SAMPLER_REDUCTION_MODE_CREATE_INFO,
			.reductionMode = (VkSamplerReductionMode)b->reduction,
		};
		void *chain = NULL;
		if (b->border == 3) {
			if (!has_custom_border)
				fail("unsupported: binding %u: custom border colours need VK_EXT_custom_border_color", b->binding);
			sci.borderColor = VK_BORDER_COLOR_FLOAT_CUSTOM_EXT;
			memcpy(cbc.customBorderColor.float32, b->rgba, sizeof b->rgba);
			chain = &cbc;
		} else {
			sci.borderColor = borders[b->border < 0 || b->border > 2 ? 0 : b->border];
		}
		if (b->reduction) {
			red.pNext = chain;
			chain = &red;
		}
		sci.pNext = chain;
		CHECK(vkCreateSampler(dev, &sci, NULL, &b->sampler));
		dii = (VkDescriptorImageInfo){b->sampler, VK_NULL_HANDLE, 0};
		w.pImageInfo = &dii;
		break;
	}
	default:
		fail("binding %u: bad kind", b->binding);
	}
	vkUpdateDescriptorSets(dev, 1, &w, 0, NULL);
}

int main(int argc, char **argv)
{
	if (argc != 2 || (strcmp(argv[1], "run") != 0 && strcmp(argv[1], "stats") != 0))
		fail("usage: vkhelper run|stats < request");
	int stats = strcmp(argv[1], "stats") == 0;
	read_request();

	VkApplicationInfo app = {
		.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
		.pApplicationName = "hlslc-vkhelper",
		.apiVersion = VK_API_VERSION_1_2,
	};
	VkInstanceCreateInfo ici = {
		.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
		.pApplicationInfo = &app,
	};
	VkInstance inst;
	CHECK(vkCreateInstance(&ici, NULL, &inst));

	uint32_t ndev = 0;
	CHECK(vkEnumeratePhysicalDevices(inst, &ndev, NULL));
	if (ndev == 0)
		fail("no Vulkan physical device (check VK_ICD_FILENAMES and the driver)");
	VkPhysicalDevice devs[16];
	if (ndev > 16)
		ndev = 16;
	VkResult er = vkEnumeratePhysicalDevices(inst, &ndev, devs);
	if (er != VK_SUCCESS && er != VK_INCOMPLETE)
		fail("vkEnumeratePhysicalDevices failed: %s", result_name(er));
	VkPhysicalDevice pd = devs[0];

	VkPhysicalDeviceSubgroupProperties sgp = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
	VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &sgp};
	vkGetPhysicalDeviceProperties2(pd, &props);
	printf("device %s\n", props.properties.deviceName);
	printf("subgroup %u\n", sgp.subgroupSize);
	if (props.properties.apiVersion < VK_API_VERSION_1_2)
		fail("device %s supports Vulkan %u.%u; 1.2 is required", props.properties.deviceName,
		     VK_API_VERSION_MAJOR(props.properties.apiVersion), VK_API_VERSION_MINOR(props.properties.apiVersion));
	const VkPhysicalDeviceLimits *lim = &props.properties.limits;
	for (int i = 0; i < 3; i++)
		if (dispatch[i] > lim->maxComputeWorkGroupCount[i])
			fail("dispatch[%d] = %u exceeds the device limit %u", i, dispatch[i], lim->maxComputeWorkGroupCount[i]);

	/* Enable every core feature the device has, so that shaders using
	 * 16-bit types, int64 or subgroup operations get what they declare. */
	/* Robustness beyond robustBufferAccess, for D3D's rules: out-of-range
	 * reads of buffers, texel buffers and images return 0 in every
	 * component the format has, and out-of-range writes are dropped. */
	uint32_t next = 0;
	CHECK(vkEnumerateDeviceExtensionProperties(pd, NULL, &next, NULL));
	VkExtensionProperties *extp = calloc(next ? next : 1, sizeof *extp);
	if (!extp)
		fail("out of memory");
	CHECK(vkEnumerateDeviceExtensionProperties(pd, NULL, &next, extp));
	int has_rob2 = 0, has_imgrob = 0, has_cbc = 0, has_derivs = 0;
	for (uint32_t i = 0; i < next; i++) {
		if (strcmp(extp[i].extensionName, VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME) == 0)
			has_derivs = 1;
		if (strcmp(extp[i].extensionName, VK_EXT_CUSTOM_BORDER_COLOR_EXTENSION_NAME) == 0)
			has_cbc = 1;
		if (strcmp(extp[i].extensionName, VK_EXT_ROBUSTNESS_2_EXTENSION_NAME) == 0)
			has_rob2 = 1;
		if (strcmp(extp[i].extensionName, VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME) == 0)
			has_imgrob = 1;
	}
	free(extp);
	VkPhysicalDeviceRobustness2FeaturesEXT rob2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT};
	VkPhysicalDeviceImageRobustnessFeaturesEXT imgrob = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES_EXT};
	VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR pexf = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR,
	};
	VkPhysicalDeviceCustomBorderColorFeaturesEXT cbcf = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT,
	};
	/* Compute derivatives (ddx, implicit-LOD sampling) in the quads the
	 * shader declares (Go's addDerivativeGroup). */
	VkPhysicalDeviceComputeShaderDerivativesFeaturesNV dervf = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV,
	};
	const char *exts[5];
	uint32_t nexts = 0;
	void *chain = NULL;
	if (stats) {
		exts[nexts++] = VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME;
		chain = &pexf;
	} else {
		if (has_rob2) {
			exts[nexts++] = VK_EXT_ROBUSTNESS_2_EXTENSION_NAME;
			rob2.pNext = chain;
			chain = &rob2;
		}
		if (has_imgrob) {
			exts[nexts++] = VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME;
			imgrob.pNext = chain;
			chain = &imgrob;
		}
		if (has_cbc) {
			exts[nexts++] = VK_EXT_CUSTOM_BORDER_COLOR_EXTENSION_NAME;
			cbcf.pNext = chain;
			chain = &cbcf;
		}
		if (has_derivs) {
			exts[nexts++] = VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME;
			dervf.pNext = chain;
			chain = &dervf;
		}
	}
	VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
						.pNext = chain};
	VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, .pNext = &f12};
	VkPhysicalDeviceFeatures2 feats = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f11};
	vkGetPhysicalDeviceFeatures2(pd, &feats);
	/* Statistics describe the code an application gets by default; robust
	 * buffer access would add bounds checks that the peers do not need. */
	if (stats)
		feats.features.robustBufferAccess = VK_FALSE;
	/* Keep only the robustness features of the extensions (nullDescriptor
	 * would change nothing here, but enable no more than needed). */
	rob2.nullDescriptor = VK_FALSE;
	if (!feats.features.robustBufferAccess)
		rob2.robustBufferAccess2 = VK_FALSE;
	has_custom_border = has_cbc && cbcf.customBorderColors && !stats;
	cbcf.customBorderColorWithoutFormat = cbcf.customBorderColorWithoutFormat && has_custom_border;
	if (stats && !pexf.pipelineExecutableInfo)
		fail("device %s does not offer pipelineExecutableInfo (VK_KHR_pipeline_executable_properties)",
		     props.properties.deviceName);

	uint32_t nq = 0;
	vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, NULL);
	VkQueueFamilyProperties qf[32];
	if (nq > 32)
		nq = 32;
	vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qf);
	uint32_t qfi = UINT32_MAX;
	for (uint32_t i = 0; i < nq; i++)
		if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
			qfi = i;
			break;
		}
	if (qfi == UINT32_MAX)
		fail("device %s has no compute queue", props.properties.deviceName);

	float prio = 1.0f;
	VkDeviceQueueCreateInfo qci = {
		.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
		.queueFamilyIndex = qfi,
		.queueCount = 1,
		.pQueuePriorities = &prio,
	};
	VkDeviceCreateInfo dci = {
		.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
		.pNext = &feats,
		.queueCreateInfoCount = 1,
		.pQueueCreateInfos = &qci,
		.enabledExtensionCount = nexts,
		.ppEnabledExtensionNames = exts,
	};
	VkDevice dev;
	CHECK(vkCreateDevice(pd, &dci, NULL, &dev));

	/* Descriptor set layout and pipeline. */
	VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
	uint32_t nkind[NKINDS] = {0};
	for (int i = 0; i < nbindings; i++) {
		lb[i] = (VkDescriptorSetLayoutBinding){
			.binding = bindings[i].binding,
			.descriptorType = kinds[bindings[i].kind].type,
			.descriptorCount = 1,
			.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
		};
		nkind[bindings[i].kind]++;
	}
	VkDescriptorSetLayoutCreateInfo dslci = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
		.bindingCount = (uint32_t)nbindings,
		.pBindings = lb,
	};
	VkDescriptorSetLayout dsl;
	CHECK(vkCreateDescriptorSetLayout(dev, &dslci, NULL, &dsl));
	VkPipelineLayoutCreateInfo plci = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
		.setLayoutCount = 1,
		.pSetLayouts = &dsl,
	};
	VkPipelineLayout pl;
	CHECK(vkCreatePipelineLayout(dev, &plci, NULL, &pl));
	VkShaderModuleCreateInfo smci = {
		.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
		.codeSize = spirv_size,
		.pCode = (const uint32_t *)spirv,
	};
	VkShaderModule sm;
	CHECK(vkCreateShaderModule(dev, &smci, NULL, &sm));
	VkComputePipelineCreateInfo cpci = {
		.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
		.flags = stats ? (VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR | VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR) : 0,
		.stage = {
			.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
			.stage = VK_SHADER_STAGE_COMPUTE_BIT,
			.module = sm,
			.pName = entry,
		},
		.layout = pl,
	};
	VkPipeline pipe;
	double t0 = now_ns();
	CHECK(vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &cpci, NULL, &pipe));
	double t1 = now_ns();
	printf("time_ns %.0f\n", t1 - t0);

	if (stats) {
		PFN_vkGetPipelineExecutablePropertiesKHR getProps =
			(PFN_vkGetPipelineExecutablePropertiesKHR)vkGetDeviceProcAddr(dev, "vkGetPipelineExecutablePropertiesKHR");
		PFN_vkGetPipelineExecutableStatisticsKHR getStats =
			(PFN_vkGetPipelineExecutableStatisticsKHR)vkGetDeviceProcAddr(dev, "vkGetPipelineExecutableStatisticsKHR");
		PFN_vkGetPipelineExecutableInternalRepresentationsKHR getIRs =
			(PFN_vkGetPipelineExecutableInternalRepresentationsKHR)vkGetDeviceProcAddr(dev, "vkGetPipelineExecutableInternalRepresentationsKHR");
		if (!getProps || !getStats || !getIRs)
			fail("the driver does not export the VK_KHR_pipeline_executable_properties entry points");
		VkPipelineInfoKHR pinfo = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR, .pipeline = pipe};
		uint32_t nexec = 0;
		CHECK(getProps(dev, &pinfo, &nexec, NULL));
		VkPipelineExecutablePropertiesKHR *ep = calloc(nexec ? nexec : 1, sizeof *ep);
		for (uint32_t i = 0; i < nexec; i++)
			ep[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR;
		CHECK(getProps(dev, &pinfo, &nexec, ep));
		for (uint32_t i = 0; i < nexec; i++) {
			printf("exec %u %u %s\t%s\n", i, ep[i].subgroupSize, ep[i].name, ep[i].description);
			VkPipelineExecutableInfoKHR einfo = {
				.sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR,
				.pipeline = pipe,
				.executableIndex = i,
			};
			uint32_t nst = 0;
			CHECK(getStats(dev, &einfo, &nst, NULL));
			VkPipelineExecutableStatisticKHR *st = calloc(nst ? nst : 1, sizeof *st);
			for (uint32_t j = 0; j < nst; j++)
				st[j].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
			CHECK(getStats(dev, &einfo, &nst, st));
			for (uint32_t j = 0; j < nst; j++) {
				switch (st[j].format) {
				case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
					printf("stat %u %s\tb\t%u\n", i, st[j].name, (unsigned)st[j].value.b32);
					break;
				case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
					printf("stat %u %s\ti\t%" PRId64 "\n", i, st[j].name, st[j].value.i64);
					break;
				case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
					printf("stat %u %s\tu\t%" PRIu64 "\n", i, st[j].name, st[j].value.u64);
					break;
				case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR:
					printf("stat %u %s\tf\t%.17g\n", i, st[j].name, st[j].value.f64);
					break;
				default:
					fail("statistic %s has unknown format %d", st[j].name, (int)st[j].format);
				}
			}
			uint32_t nir = 0;
			CHECK(getIRs(dev, &einfo, &nir, NULL));
			VkPipelineExecutableInternalRepresentationKHR *ir = calloc(nir ? nir : 1, sizeof *ir);
			for (uint32_t j = 0; j < nir; j++)
				ir[j].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR;
			CHECK(getIRs(dev, &einfo, &nir, ir));
			for (uint32_t j = 0; j < nir; j++) {
				ir[j].pData = calloc(ir[j].dataSize + 1, 1);
				if (!ir[j].pData)
					fail("out of memory for internal representation %s", ir[j].name);
			}
			CHECK(getIRs(dev, &einfo, &nir, ir));
			for (uint32_t j = 0; j < nir; j++) {
				size_t n = ir[j].dataSize;
				if (ir[j].isText && n > 0 && ((char *)ir[j].pData)[n - 1] == 0)
					n--; /* drop the terminating NUL */
				printf("ir %u %s\t%zu\n", i, ir[j].name, n);
				print_bytes(ir[j].pData, n);
				free(ir[j].pData);
			}
			free(ir);
			free(st);
		}
		free(ep);
		printf("ok\n");
		vkDestroyPipeline(dev, pipe, NULL);
		vkDestroyDevice(dev, NULL);
		vkDestroyInstance(inst, NULL);
		return 0;
	}

	/* Run: host-visible coherent buffers, one descriptor set, one dispatch. */
	VkPhysicalDeviceMemoryProperties mp;
	vkGetPhysicalDeviceMemoryProperties(pd, &mp);
	VkDescriptorPoolSize ps[NKINDS];
	uint32_t nps = 0;
	for (int k = 0; k < NKINDS; k++)
		if (nkind[k])
			ps[nps++] = (VkDescriptorPoolSize){kinds[k].type, nkind[k]};
	VkDescriptorPoolCreateInfo dpci = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
		.maxSets = 1,
		.poolSizeCount = nps,
		.pPoolSizes = ps,
	};
	VkDescriptorPool dp;
	CHECK(vkCreateDescriptorPool(dev, &dpci, NULL, &dp));
	VkDescriptorSetAllocateInfo dsai = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
		.descriptorPool = dp,
		.descriptorSetCount = 1,
		.pSetLayouts = &dsl,
	};
	VkDescriptorSet ds;
	CHECK(vkAllocateDescriptorSets(dev, &dsai, &ds));
	for (int i = 0; i < nbindings; i++)
		create_resource(dev, pd, &mp, lim, &bindings[i], ds, lb[i].descriptorType);

	VkCommandPoolCreateInfo cpoolci = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
		.queueFamilyIndex = qfi,
	};
	VkCommandPool cpool;
	CHECK(vkCreateCommandPool(dev, &cpoolci, NULL, &cpool));
	VkCommandBufferAllocateInfo cbai = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = cpool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	VkCommandBuffer cb;
	CHECK(vkAllocateCommandBuffers(dev, &cbai, &cb));
	VkCommandBufferBeginInfo cbbi = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
		.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
	};
	CHECK(vkBeginCommandBuffer(cb, &cbbi));
	/* Images: staging buffer → image (TRANSFER_DST_OPTIMAL) → GENERAL. */
	for (int i = 0; i < nbindings; i++) {
		struct binding *b = &bindings[i];
		if (!is_image(b))
			continue;
		image_barrier(cb, b, 0, VK_ACCESS_TRANSFER_WRITE_BIT, VK_IMAGE_LAYOUT_UNDEFINED,
			      VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
			      VK_PIPELINE_STAGE_TRANSFER_BIT);
		VkBufferImageCopy *reg = calloc((size_t)layers(b) * b->levels, sizeof *reg);
		if (!reg)
			fail("out of memory");
		uint32_t nreg = image_regions(b, reg);
		vkCmdCopyBufferToImage(cb, b->buffer, b->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, nreg, reg);
		free(reg);
		image_barrier(cb, b, VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT,
			      VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL, VK_PIPELINE_STAGE_TRANSFER_BIT,
			      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
	}
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
	vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, NULL);
	vkCmdDispatch(cb, dispatch[0], dispatch[1], dispatch[2]);
	/* Writable images: image (GENERAL) → staging buffer. */
	VkMemoryBarrier tb = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT,
	};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &tb, 0, NULL, 0,
			     NULL);
	for (int i = 0; i < nbindings; i++) {
		struct binding *b = &bindings[i];
		if (b->kind != K_STORAGE_IMAGE)
			continue;
		VkBufferImageCopy *reg = calloc((size_t)layers(b) * b->levels, sizeof *reg);
		if (!reg)
			fail("out of memory");
		uint32_t nreg = image_regions(b, reg);
		vkCmdCopyImageToBuffer(cb, b->image, VK_IMAGE_LAYOUT_GENERAL, b->buffer, nreg, reg);
		free(reg);
	}
	VkMemoryBarrier mb = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_HOST_READ_BIT,
	};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
			     VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
	CHECK(vkEndCommandBuffer(cb));
	VkQueue q;
	vkGetDeviceQueue(dev, qfi, 0, &q);
	VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	VkFence fence;
	CHECK(vkCreateFence(dev, &fci, NULL, &fence));
	VkSubmitInfo si = {
		.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
		.commandBufferCount = 1,
		.pCommandBuffers = &cb,
	};
	CHECK(vkQueueSubmit(q, 1, &si, fence));
	VkResult wr = vkWaitForFences(dev, 1, &fence, VK_TRUE, 30ull * 1000 * 1000 * 1000);
	if (wr == VK_TIMEOUT)
		fail("the dispatch did not finish within 30 s");
	if (wr != VK_SUCCESS)
		fail("vkWaitForFences failed: %s (%d)", result_name(wr), (int)wr);
	for (int i = 0; i < nbindings; i++) {
		struct binding *b = &bindings[i];
		void *p;
		if (b->kind == K_SAMPLER)
			continue;
		CHECK(vkMapMemory(dev, b->memory, 0, VK_WHOLE_SIZE, 0, &p));
		printf("buffer %u %u %zu\n", b->set, b->binding, b->size);
		print_bytes(p, b->size);
		vkUnmapMemory(dev, b->memory);
	}
	printf("ok\n");
	if (fflush(stdout) != 0)
		fail("writing reply failed");
	vkDestroyFence(dev, fence, NULL);
	vkDestroyCommandPool(dev, cpool, NULL);
	for (int i = 0; i < nbindings; i++) {
		struct binding *b = &bindings[i];
		if (b->iview)
			vkDestroyImageView(dev, b->iview, NULL);
		if (b->image)
			vkDestroyImage(dev, b->image, NULL);
		if (b->imemory)
			vkFreeMemory(dev, b->imemory, NULL);
		if (b->bview)
			vkDestroyBufferView(dev, b->bview, NULL);
		if (b->sampler)
			vkDestroySampler(dev, b->sampler, NULL);
		if (b->kind == K_SAMPLER)
			continue;
		vkDestroyBuffer(dev, b->buffer, NULL);
		vkFreeMemory(dev, b->memory, NULL);
	}
	vkDestroyDescriptorPool(dev, dp, NULL);
	vkDestroyPipeline(dev, pipe, NULL);
	vkDestroyShaderModule(dev, sm, NULL);
	vkDestroyPipelineLayout(dev, pl, NULL);
	vkDestroyDescriptorSetLayout(dev, dsl, NULL);
	vkDestroyDevice(dev, NULL);
	vkDestroyInstance(inst, NULL);
	return 0;
}

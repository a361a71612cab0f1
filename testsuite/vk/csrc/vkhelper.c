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
 *   binding SET BINDING storage|uniform N\n<N bytes>     (any number)
 *   end\n
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

struct binding {
	uint32_t set, binding;
	int uniform;
	size_t size;
	unsigned char *data;
	VkBuffer buffer;
	VkDeviceMemory memory;
};

static struct binding bindings[MAX_BINDINGS];
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
		unsigned set, bind;
		char kind[16];
		if (sscanf(line, "spirv %llu", &n) == 1) {
			spirv_size = n;
			spirv = read_blob(n);
		} else if (strncmp(line, "entry ", 6) == 0) {
			snprintf(entry, sizeof entry, "%s", line + 6);
		} else if (sscanf(line, "dispatch %u %u %u", &dispatch[0], &dispatch[1], &dispatch[2]) == 3) {
		} else if (sscanf(line, "binding %u %u %15s %llu", &set, &bind, kind, &n) == 4) {
			if (nbindings == MAX_BINDINGS)
				fail("request: more than %d bindings", MAX_BINDINGS);
			struct binding *b = &bindings[nbindings++];
			b->set = set;
			b->binding = bind;
			if (strcmp(kind, "uniform") == 0)
				b->uniform = 1;
			else if (strcmp(kind, "storage") != 0)
				fail("request: unknown binding kind %s", kind);
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
	VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR pexf = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR,
	};
	VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
						.pNext = stats ? &pexf : NULL};
	VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, .pNext = &f12};
	VkPhysicalDeviceFeatures2 feats = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f11};
	vkGetPhysicalDeviceFeatures2(pd, &feats);
	/* Statistics describe the code an application gets by default; robust
	 * buffer access would add bounds checks that the peers do not need. */
	if (stats)
		feats.features.robustBufferAccess = VK_FALSE;
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
	const char *exts[] = {VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME};
	VkDeviceCreateInfo dci = {
		.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
		.pNext = &feats,
		.queueCreateInfoCount = 1,
		.pQueueCreateInfos = &qci,
		.enabledExtensionCount = stats ? 1 : 0,
		.ppEnabledExtensionNames = exts,
	};
	VkDevice dev;
	CHECK(vkCreateDevice(pd, &dci, NULL, &dev));

	/* Descriptor set layout and pipeline. */
	VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
	uint32_t nstorage = 0, nuniform = 0;
	for (int i = 0; i < nbindings; i++) {
		lb[i] = (VkDescriptorSetLayoutBinding){
			.binding = bindings[i].binding,
			.descriptorType = bindings[i].uniform ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
			.descriptorCount = 1,
			.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
		};
		if (bindings[i].uniform)
			nuniform++;
		else
			nstorage++;
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
	VkDescriptorPoolSize ps[2];
	uint32_t nps = 0;
	if (nstorage)
		ps[nps++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, nstorage};
	if (nuniform)
		ps[nps++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, nuniform};
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
	for (int i = 0; i < nbindings; i++) {
		struct binding *b = &bindings[i];
		if (b->size == 0)
			fail("binding %u: empty buffer (Vulkan buffers need at least one byte)", b->binding);
		if (b->uniform && b->size > lim->maxUniformBufferRange)
			fail("binding %u: %zu-byte uniform buffer exceeds maxUniformBufferRange %u", b->binding, b->size,
			     lim->maxUniformBufferRange);
		VkBufferCreateInfo bci = {
			.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
			.size = b->size,
			.usage = b->uniform ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
			.sharingMode = VK_SHARING_MODE_EXCLUSIVE,
		};
		CHECK(vkCreateBuffer(dev, &bci, NULL, &b->buffer));
		VkMemoryRequirements mr;
		vkGetBufferMemoryRequirements(dev, b->buffer, &mr);
		uint32_t want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
		uint32_t mt = UINT32_MAX;
		for (uint32_t j = 0; j < mp.memoryTypeCount; j++)
			if ((mr.memoryTypeBits & (1u << j)) && (mp.memoryTypes[j].propertyFlags & want) == want) {
				mt = j;
				break;
			}
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
		VkDescriptorBufferInfo dbi = {b->buffer, 0, VK_WHOLE_SIZE};
		VkWriteDescriptorSet w = {
			.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
			.dstSet = ds,
			.dstBinding = b->binding,
			.descriptorCount = 1,
			.descriptorType = lb[i].descriptorType,
			.pBufferInfo = &dbi,
		};
		vkUpdateDescriptorSets(dev, 1, &w, 0, NULL);
	}

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
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
	vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, NULL);
	vkCmdDispatch(cb, dispatch[0], dispatch[1], dispatch[2]);
	VkMemoryBarrier mb = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_HOST_READ_BIT,
	};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0,
			     NULL);
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
		vkDestroyBuffer(dev, bindings[i].buffer, NULL);
		vkFreeMemory(dev, bindings[i].memory, NULL);
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

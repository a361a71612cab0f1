#pragma once
#define PART_VALUE 42
in_part __FILE__ __LINE__

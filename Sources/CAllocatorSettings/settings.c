#include "CAllocatorSettings.h"

// jemalloc (linked on Linux, see Package.swift) reads `malloc_conf` when it starts; MALLOC_CONF in
// the environment is read after it and wins, option by option.
//
// slab_sizes: swift-syntax's parser takes its memory in 4 KiB slabs (72,796 of them for Home
// Assistant's 1,622 Swift files) through posix_memalign. jemalloc gives the 4 KiB size class
// slabs of one page by default, so each of those slabs was a slab of jemalloc's own to make and,
// when the file's tree was freed, to take apart again: about 2 % of an iOS app's instructions
// (callgrind: Home Assistant -2.4 %, IceCubes -2.6 % with this setting). With 32 pages to a slab,
// 32 of them share one.
const char *malloc_conf = "slab_sizes:4096-4096:32";

#ifndef APPHEALTH_ALLOCATOR_SETTINGS_H
#define APPHEALTH_ALLOCATOR_SETTINGS_H

/// jemalloc's settings for this program, read once at start-up (see settings.c). Nothing else
/// reads it; a build on the C library's malloc carries it unused.
extern const char *malloc_conf;

#endif

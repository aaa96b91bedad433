# Sourced by scripts/build-release and scripts/install (bash): sets `allocator` to the swift
# build arguments that link jemalloc into the static Linux binary, and defines
# `check_allocator <binary>`.
#
# jemalloc (libjemalloc-dev) is linked as one relocatable object rather than from its archive:
# the static Swift runtime's link line hides every archive's symbols (--exclude-libs ALL), so
# the C library would keep its own malloc for what it allocates and jemalloc would free it. As an
# object, jemalloc's malloc is exported and replaces the C library's everywhere (glibc supports
# that). The static binary then starts in ~8 ms instead of the dynamic build's ~21 ms (no shared
# Swift libraries to bind) and keeps the allocator the parallel passes need (see Package.swift).
# APPHEALTH_SYSTEM_MALLOC=1 opts out.
allocator=()
if [ "$(uname -s)" = Linux ] && [ "${APPHEALTH_SYSTEM_MALLOC:-}" != 1 ]; then
  jemalloc_archive="$(ls /usr/lib/*-linux-gnu/libjemalloc_pic.a /usr/lib64/libjemalloc_pic.a /usr/lib/libjemalloc_pic.a 2>/dev/null | head -n 1 || true)"
  if [ -n "$jemalloc_archive" ]; then
    mkdir -p "$scratch"
    ld -r --whole-archive "$jemalloc_archive" -o "$scratch/jemalloc.o"
    allocator=(-Xlinker "$(cd "$scratch" && pwd)/jemalloc.o")
  fi
fi

# Fails when jemalloc was linked but its malloc is not exported (the C library would free its memory).
check_allocator() {
  if [ ${#allocator[@]} -gt 0 ] && ! nm -D "$1" | grep ' T malloc$' >/dev/null; then
    echo "$(basename "$0"): jemalloc's malloc is not exported from $1; the C library would free its memory" >&2
    exit 1
  fi
}

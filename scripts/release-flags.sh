# Sourced (bash) by scripts/build-release, scripts/install and Benchmarks/run: defines
# `build_release_binary <scratch folder>`, which builds the binary users install (static Swift
# runtime and jemalloc on Linux, the compiler flags below) and sets `bin` to its path.
#
# -enforce-exclusivity=unchecked: release builds otherwise check every access to a class
# property or global at run time. swift-syntax's parser and tree accessors do that on every
# token and node: the checks were ~5 % of the instructions of a Swift-heavy audit (IceCubes
# 1.91 → 1.81 G, callgrind) and ~8 % of the wall time on the synthetic corpus's Swift files,
# for the same output. The tests run the debug build, where the checks stay on, so a violation
# in our code still traps there.
#
# -cross-module-optimization: lets the optimizer inline and specialize code across modules, most
# usefully swift-syntax's parser (SwiftParser) into its tree (SwiftSyntax): the raw node
# constructors, token diagnostics and text comparisons the parser calls on every token are
# inlined instead of called. Callgrind, `--jobs 1`: 300 corpus Swift files 3,341.5 → 3,281.3 M
# instructions (−1.8 %), the 2,027-file small corpus 6,608.9 → 6,541.1 M (−1.0 %), the same JSON on
# the 20k corpus and ten apps. (`-enable-cmo-everything` does not link: the same specializations
# get defined in two modules.)
release_swift_flags=(-Xswiftc -enforce-exclusivity=unchecked -Xswiftc -cross-module-optimization)
#
# Linux, when the toolchain has lld (swift.org toolchains ship it): link-time optimization, linked
# by lld (the system's gold has no LLVM plugin). LLVM then inlines across every module the build
# compiles, where cross-module optimization only reaches what Swift serialises. Small corpus,
# callgrind: 6,541.1 M instructions without LTO, 6,200.1 M with ThinLTO (the 20k corpus 3.85 →
# 3.69 s at two cores, four alternating runs), 6,093.5 M with full LTO (300 corpus Swift files
# 2,960.7 → 2,870.3 M against ThinLTO); the same JSON on the 20k corpus, the small corpus and ten
# apps each time. Full LTO makes the cold build ~12 minutes (ThinLTO ~10, none ~10.5 here).
# APPHEALTH_NO_LTO=1 opts out.
if [ "$(uname -s)" = Linux ] && [ "${APPHEALTH_NO_LTO:-}" != 1 ]; then
  release_swift_tools="$(dirname "$(command -v swiftc 2>/dev/null || command -v swift 2>/dev/null || echo .)")"
  if [ -x "$release_swift_tools/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; then
    release_swift_flags+=(--experimental-lto-mode=full -Xswiftc -use-ld=lld)
  fi
  unset release_swift_tools
fi

# jemalloc (libjemalloc-dev) is linked as one relocatable object rather than from its archive:
# the static Swift runtime's link line hides every archive's symbols (--exclude-libs ALL), so
# the C library would keep its own malloc for what it allocates and jemalloc would free it. As an
# object, jemalloc's malloc is exported and replaces the C library's everywhere (glibc supports
# that). The static binary then starts in ~8 ms instead of the dynamic build's ~21 ms (no shared
# Swift libraries to bind) and keeps the allocator the parallel passes need (see Package.swift).
# APPHEALTH_SYSTEM_MALLOC=1 opts out.
#
# Linux: APPHEALTH_PORTABLE=1 (exported here) keeps FoundationNetworking, and libcurl with it,
# out of the binary: `--online` then runs the `curl` program.
build_release_binary() {
  local scratch="$1" static=() allocator=()
  if [ "$(uname -s)" = Linux ]; then
    static=(--static-swift-stdlib)
    export APPHEALTH_PORTABLE=1
    local archive
    archive="$(ls /usr/lib/*-linux-gnu/libjemalloc_pic.a /usr/lib64/libjemalloc_pic.a /usr/lib/libjemalloc_pic.a 2>/dev/null | head -n 1 || true)"
    if [ -n "$archive" ] && [ "${APPHEALTH_SYSTEM_MALLOC:-}" != 1 ]; then
      mkdir -p "$scratch"
      ld -r --whole-archive "$archive" -o "$scratch/jemalloc.o"
      allocator=(-Xlinker "$(cd "$scratch" && pwd)/jemalloc.o")
    fi
  fi
  echo "$(basename "$0"): swift build -c release ${static[*]} ${release_swift_flags[*]} ${allocator[*]} --scratch-path $scratch (about 12 minutes cold)" >&2
  swift build -c release ${static[@]+"${static[@]}"} "${release_swift_flags[@]}" ${allocator[@]+"${allocator[@]}"} \
    --scratch-path "$scratch" --product apphealth >&2
  bin="$scratch/release/apphealth"
  # jemalloc linked but its malloc not exported: the C library would free its memory.
  if [ ${#allocator[@]} -gt 0 ] && ! nm -D "$bin" | grep ' T malloc$' >/dev/null; then
    echo "$(basename "$0"): jemalloc's malloc is not exported from $bin; the C library would free its memory" >&2
    exit 1
  fi
}

# Sourced (bash) by scripts/build-release, scripts/install and Benchmarks/run: defines
# `build_release_binary <scratch folder>`, which builds the binary users install (static Swift
# runtime and jemalloc on Linux, the compiler flags below, optimized with a profile trained on
# the fixtures: train_release_profile) and sets `bin` to its path.
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
#
# -disable-concrete-type-metadata-mangled-name-accessors: the compiler otherwise gets the metadata
# of a concrete generic type (`KeyedEncodingContainer<Report.CodingKeys>`, `Dictionary<String,
# Rule>`, ArgumentParser's `Option<String?>`) by handing the runtime its mangled name, and the
# runtime checks the type's generic requirements by looking the conformances up: the first look-up
# of each one reads all 12,290 conformance records of the binary (~0.5 M instructions). With the
# flag the metadata accessor is called with the conformances the compiler already knows. Callgrind,
# `--jobs 1`, LTO without a profile: an empty audit 86.4 → 68.6 M instructions, `--version` 28.2 →
# 24.9 M, Tusky 1,067.8 → 1,041.1 M, Simplenote 1,286.1 → 1,254.1 M, IceCubes 1,369.4 → 1,341.0 M,
# thunderbird 3,753.1 → 3,728.7 M; the same JSON on the 20k corpus, the small corpus and ten apps.
release_compile_flags=(-Xswiftc -enforce-exclusivity=unchecked -Xswiftc -cross-module-optimization
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
release_swift_flags=("${release_compile_flags[@]}")
#
# The toolchain's own folder (swiftc, ld.lld, llvm-profdata), also when swiftc is reached through
# a link such as /usr/bin/swiftc.
release_toolchain_dir() {
  dirname "$(readlink -f "$(command -v swiftc 2>/dev/null || command -v swift 2>/dev/null || echo .)")"
}
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
  if [ -x "$(release_toolchain_dir)/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; then
    release_swift_flags+=(--experimental-lto-mode=full -Xswiftc -use-ld=lld)
  fi
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
  local scratch="$1" static=() allocator=() profile=() path="$1"
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
    if [ "${APPHEALTH_NO_PGO:-}" != 1 ]; then
      if train_release_profile "$scratch"; then
        profile=(-Xswiftc -Xfrontend -Xswiftc "-ir-profile-use=$release_profile")
        # Built under the same folder name as the instrumented build (see train_release_profile).
        ln -sfn "$(cd "$scratch" && pwd -P)" "$release_profile_link"
        path="$release_profile_link"
        # A folder last built under its own name (APPHEALTH_NO_PGO=1, an older script) keeps clang
        # module caches that name it so: reached through the link, each module would be found
        # under two names, a hard error. They are rebuilt in seconds.
        if [ ! -e "$scratch/.built-through-link" ]; then rm -rf "$scratch"/*-*/release/ModuleCache; fi
      else
        echo "$(basename "$0"): building without profile-guided optimization" >&2
      fi
    fi
  fi
  local flags=(-c release ${static[@]+"${static[@]}"} "${release_swift_flags[@]}" ${profile[@]+"${profile[@]}"} ${allocator[@]+"${allocator[@]}"})
  echo "$(basename "$0"): swift build ${flags[*]} --scratch-path $path (about 12 minutes cold)" >&2
  if [ "$path" = "$scratch" ]; then rm -f "$scratch/.built-through-link"; fi
  swift build "${flags[@]}" --scratch-path "$path" --product apphealth >&2
  if [ "$path" != "$scratch" ]; then touch "$scratch/.built-through-link"; fi
  bin="$scratch/release/apphealth"
  # jemalloc linked but its malloc not exported: the C library would free its memory.
  if [ ${#allocator[@]} -gt 0 ] && ! nm -D "$bin" | grep ' T malloc$' >/dev/null; then
    echo "$(basename "$0"): jemalloc's malloc is not exported from $bin; the C library would free its memory" >&2
    exit 1
  fi
}

# Profile-guided optimization (Linux, when the toolchain has llvm-profdata and the profile runtime,
# as swift.org toolchains do): an instrumented build (in "<scratch>-pgo", kept for the next build)
# audits the bundled fixtures in every format and a small synthetic corpus (Benchmarks/
# generate_corpus.py at 5 %, when python3 is there); the counts it writes tell LLVM which
# branches and calls are hot when the release binary is compiled. The real apps the tool is
# judged on are not in the training set. 20k corpus at two cores: 3.62 → 3.29 s; IceCubes,
# NewPipe, DuckDuckGo iOS, Tusky 4–11 % faster; callgrind, small corpus 6,093.5 → 5,580.9 M.
# The instrumented build is a release build without LTO (~10.5 minutes cold, so ~23 in all); kept,
# it is incremental, while the release build is compiled again whenever the profile changes (the
# profile's file is named after its content), which a change to the sources always brings.
# IR-level PGO names a file's private functions after the object's path, so both builds are made
# through one link, "<scratch>-pgo/current" (SwiftPM keeps the name it is given): first pointing
# at the instrumented build's folder, then at the release build's.
# Sets `release_profile` and `release_profile_link`; returns non-zero (the caller builds without
# a profile) when anything is missing. APPHEALTH_NO_PGO=1 opts out.
train_release_profile() {
  local scratch="$1" tools runtime profdata pgo corpus
  tools="$(release_toolchain_dir)"
  runtime="$(ls "$tools"/../lib/clang/*/lib/linux/libclang_rt.profile-"$(uname -m)".a 2>/dev/null | head -n 1 || true)"
  profdata="$tools/llvm-profdata"
  if [ -z "$runtime" ] || [ ! -x "$profdata" ]; then
    echo "$(basename "$0"): no llvm-profdata or profile runtime next to $tools/swiftc" >&2
    return 1
  fi
  pgo="${scratch%/}-pgo"
  mkdir -p "$pgo/instrumented" "$scratch" || return 1
  release_profile_link="$pgo/current"
  ln -sfn instrumented "$release_profile_link" || return 1
  # The release build's compiler flags without LTO: the profile matches the code as the compiler
  # sees it before linking, the same in both builds.
  local flags=(-c release --static-swift-stdlib "${release_compile_flags[@]}"
    -Xswiftc -Xfrontend -Xswiftc "-ir-profile-generate=$pgo/profiles/default.profraw"
    -Xlinker -u -Xlinker __llvm_profile_runtime -Xlinker "$runtime")
  echo "$(basename "$0"): training the profile: swift build ${flags[*]} --scratch-path $release_profile_link (about 11 minutes cold)" >&2
  swift build "${flags[@]}" --scratch-path "$release_profile_link" --product apphealth >&2 || return 1
  rm -rf "$pgo/profiles" && mkdir -p "$pgo/profiles" || return 1
  corpus="$(mktemp -d)" || return 1
  local roots=(Fixtures/*App/ Fixtures/MixedMonorepo/) format root status
  if command -v python3 >/dev/null 2>&1 && python3 Benchmarks/generate_corpus.py "$corpus/synthetic" --scale 0.05 >/dev/null; then
    roots+=("$corpus/synthetic")
  fi
  for root in "${roots[@]}"; do
    for format in json html sarif markdown text; do
      # Findings make the exit status 1; a crash (a signal) is a failed training run.
      status=0
      LLVM_PROFILE_FILE="$pgo/profiles/%p.profraw" "$pgo/instrumented/release/apphealth" audit "$root" \
        --format "$format" --output "$corpus/report" --no-progress >/dev/null 2>&1 || status=$?
      if [ "$status" -gt 2 ]; then
        echo "$(basename "$0"): the instrumented binary failed on $root (status $status)" >&2
        rm -rf "$corpus"; return 1
      fi
    done
  done
  rm -rf "$corpus"
  "$profdata" merge -o "$pgo/apphealth.profdata" "$pgo"/profiles/*.profraw || return 1
  # Named after its content: SwiftPM rebuilds what a changed flag touches, not what a changed
  # profile behind the same flag does, and objects compiled with an older profile beside newer
  # ones fail the LTO link ("linking module flags 'ProfileSummary': IDs have conflicting values").
  local digest
  digest="$( (sha256sum "$pgo/apphealth.profdata" 2>/dev/null || shasum -a 256 "$pgo/apphealth.profdata") | cut -c1-16)" || return 1
  [ -n "$digest" ] || return 1
  rm -f "$pgo"/apphealth-*.profdata
  mv "$pgo/apphealth.profdata" "$pgo/apphealth-$digest.profdata" || return 1
  release_profile="$(cd "$pgo" && pwd -P)/apphealth-$digest.profdata"
}

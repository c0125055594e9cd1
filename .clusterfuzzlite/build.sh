#!/bin/bash -eu
# ClusterFuzzLite's compile step runs this as $SRC/build.sh in the image that
# .clusterfuzzlite/Dockerfile describes, from its WORKDIR, with the OSS-Fuzz environment:
# $CXX, $CXXFLAGS (sanitizer and coverage flags, -stdlib=libc++), $LIB_FUZZING_ENGINE,
# $SANITIZER, $OUT and $WORK. fuzz/build.sh reads them; it is the same script that
# builds the fuzzers on a developer's machine (its header says how).
set -euo pipefail
cd "$SRC/umpire"

# The image's Ubuntu 20.04 has no OpenSSL 3: the Dockerfile builds it under $UMPIRE_OPENSSL.
if [[ -n ${UMPIRE_OPENSSL:-} ]]; then
  export CXXFLAGS="$CXXFLAGS -I$UMPIRE_OPENSSL/include"
  export LDFLAGS="${LDFLAGS:-} -L$UMPIRE_OPENSSL/lib"
fi
# rapidjson computes a pointer offset UBSan reports on every parse: not ours to fix.
if [[ ${SANITIZER:-} == undefined ]]; then
  export CXXFLAGS="$CXXFLAGS -fsanitize-ignorelist=$PWD/fuzz/ubsan-ignorelist.txt"
fi
exec bash fuzz/build.sh

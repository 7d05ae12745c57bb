#!/bin/sh
# autogen.sh -- bootstrap the build system from a git checkout:
# generates configure, Makefile.in and build-aux/ (then run ./configure).
set -e
cd "$(dirname "$0")"
exec autoreconf -fi "$@"

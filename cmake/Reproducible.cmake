# The same commit builds the same binary in any folder: the compilers write no absolute path of
# the source or the build tree into the objects (__FILE__ in assertions, debug information); both
# read as "./". The build tree's map comes last: GCC lets the last matching map win, so a build
# folder inside the source tree reads as "./" too (clang may keep "./build/": still no absolute
# path). ccache with base_dir=/work still shares objects between worktrees (tried: a second
# folder's compile was a cache hit). Sanitizer builds still hold the source's path in the
# sanitizers' own records, which GCC 12 and clang 14 do not map.
add_compile_options("-ffile-prefix-map=${PROJECT_SOURCE_DIR}/=./"
                    "-ffile-prefix-map=${PROJECT_BINARY_DIR}/=./")

# Builds the whole project under a sanitizer, chosen by BOARD_ARCADE_SANITIZER (the presets in
# CMakePresets.json set it): "address" (AddressSanitizer + UndefinedBehaviorSanitizer),
# "thread" (ThreadSanitizer) or "fuzzer" (libFuzzer targets under ASan + UBSan; clang only).
# Every report is fatal: -fno-sanitize-recover, and the test presets set halt_on_error. The
# presets build these at -O1 -g1 with assertions on: half the compile time of -O2 -g (sanitized
# Catch2 tests compile slowly), still with file:line in every report.
set(BOARD_ARCADE_SANITIZER "" CACHE STRING "address, thread, fuzzer, or empty for none")
set_property(CACHE BOARD_ARCADE_SANITIZER PROPERTY STRINGS "" address thread fuzzer)

set(board_arcade_sanitize_flags "")
if(BOARD_ARCADE_SANITIZER STREQUAL "address")
  set(board_arcade_sanitize_flags -fsanitize=address,undefined)
elseif(BOARD_ARCADE_SANITIZER STREQUAL "thread")
  set(board_arcade_sanitize_flags -fsanitize=thread)
elseif(BOARD_ARCADE_SANITIZER STREQUAL "fuzzer")
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "BOARD_ARCADE_SANITIZER=fuzzer needs clang (libFuzzer): use the fuzz preset")
  endif()
  # Everything gets coverage instrumentation; only the fuzz targets link libFuzzer's main.
  add_compile_options(-fsanitize=fuzzer-no-link)
  set(board_arcade_sanitize_flags -fsanitize=address,undefined)
elseif(NOT BOARD_ARCADE_SANITIZER STREQUAL "")
  message(FATAL_ERROR "BOARD_ARCADE_SANITIZER is address, thread or fuzzer, not ${BOARD_ARCADE_SANITIZER}")
endif()

if(board_arcade_sanitize_flags)
  add_compile_options(${board_arcade_sanitize_flags} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(${board_arcade_sanitize_flags} -fno-sanitize-recover=all)
endif()

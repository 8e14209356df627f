# Each layer's library exposes only its own headers: its include root is a folder of the build
# tree holding one link, <root>/<layer> -> src/<layer>. A target sees the roots of the libraries it
# links, so `#include "app/..."` from src/games (which does not link the app) fails to compile.
# The layer order itself, and SDL below the app in any spelling, are checked by
# tools/check_layers.cmake as a CTest case.

# board_arcade_layer_headers(TARGET LAYER): TARGET's headers are src/LAYER/, under "LAYER/...".
function(board_arcade_layer_headers target layer)
  set(root ${PROJECT_BINARY_DIR}/layers/${layer})
  if(NOT EXISTS ${root}/${layer})
    file(MAKE_DIRECTORY ${root})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/src/${layer} ${root}/${layer} SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC ${root})
endfunction()

# Warning flags every target of the project shares (warnings are treated as bugs to fix, not noise).
add_library(board_arcade_warnings INTERFACE)
target_compile_options(board_arcade_warnings INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                                                         -Wnon-virtual-dtor
                                                         # designated initializers leave the rest at defaults on purpose
                                                         -Wno-missing-field-initializers)
option(BOARD_ARCADE_WERROR "Treat warnings as errors" OFF)
if(BOARD_ARCADE_WERROR)
  target_compile_options(board_arcade_warnings INTERFACE -Werror)
endif()

# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) on the files staged for the .deb, before it is made:
# Debian keeps the programs of section games in /usr/games, so the binary moves there from
# /usr/bin (`cmake --install` keeps bin/, which every PATH has). Its man page is in section 6.
set(staged "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT EXISTS "${staged}/bin/board-arcade")
  message(FATAL_ERROR "no ${staged}/bin/board-arcade to move to games/")
endif()
file(MAKE_DIRECTORY "${staged}/games")
file(RENAME "${staged}/bin/board-arcade" "${staged}/games/board-arcade")
file(REMOVE_RECURSE "${staged}/bin")

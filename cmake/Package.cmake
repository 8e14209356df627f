# The Debian package, through CPack: `cpack -G DEB --config build/CPackConfig.cmake` (README,
# "Install"). It holds what `cmake --install` installs (dist/CMakeLists.txt) under /usr, stripped,
# with the binary in /usr/games as Debian wants for games. Its library dependencies come from
# dpkg-shlibdeps, and the font it looks for at run time is a dependency of its own. A CTest case builds it and runs lintian (tests/install).
set(BOARD_ARCADE_MAINTAINER
    "Seed 4ce9286b maintainers <maintainers@users.noreply.a-seed-4ce9286b.example>"
    CACHE STRING "The Debian package's maintainer, NAME <EMAIL> (the project's commit identity)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME board-arcade)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${BOARD_ARCADE_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "classic board games against a friend or the computer")
# Debian's extended description (CPack puts the summary above it): lines under 80 characters, a
# lone "." for an empty line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION [=[Board Arcade gathers Tic-tac-toe, Gomoku (five in a row), Reversi (Othello)
and Nim in one window. Each side is a person or a computer opponent of a
chosen strength: play the computer, play a friend on the same screen, or
watch two computers play.
.
It suits a desktop, an unattended kiosk or shop screen (a fullscreen demo of
computers playing each other), and children: big buttons, icons rather than
words, gentle opponents and undo.
.
The same program is a command line that plays matches between computer
players, analyses positions and plays Gomoku as a Gomocup engine.]=])
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The font is found by its path in these packages (src/app/render/font_paths.cpp).
# The Latin font, and one with Chinese characters for the window's Chinese.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "fonts-sil-andika | fonts-dejavu-core, fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/PackageLayout.cmake)  # into /usr/games
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
    GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
include(CPack)

# The layer order, checked over every include of the sources and the tests (a CTest case):
#   cmake -DSOURCE_DIR=<checkout> -P tools/check_layers.cmake
# Prints every include that breaks a rule and fails, or prints a one-line summary. The rules:
# - each layer includes only itself and the layers below it (the table below);
# - SDL, in any spelling (<SDL.h>, <SDL2/SDL.h>, "SDL_ttf.h", ...), only in src/app and src/launch;
# - no game's id in quotes ("reversi") outside src/games, src/games' own folders and the tests:
#   the window and the command line know games only through the catalog;
# - a game's folder includes no other game's folder;
# - no thread header (<thread>, <mutex>, <atomic>, ...) in core, ai, draw or games: the rules and
#   engines run on one thread, which lets the ThreadSanitizer stage leave out their tests (label
#   one-thread, tests/CMakeLists.txt). Only <stop_token> is theirs: an engine reads one to learn
#   that the thread which started it wants it to stop, and the app's cases that run engines on
#   its worker thread stay in that stage.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE_DIR)
  message(FATAL_ERROR "usage: cmake -DSOURCE_DIR=<checkout> -P tools/check_layers.cmake")
endif()

# What each layer may include, lowest first.
set(allowed_core core)
set(allowed_ai ai core)
set(allowed_draw draw)
set(allowed_games games ai core draw)
set(allowed_persist persist games ai core draw)
set(allowed_cli cli persist games ai core draw)
set(allowed_app app persist games ai core draw)
set(allowed_launch launch app cli persist games ai core draw)
set(layers core ai draw games persist cli app launch)
set(sdl_layers app launch)
set(single_threaded_layers core ai draw games)
string(CONCAT thread_headers "<(thread|mutex|shared_mutex|atomic|future|condition_variable"
       "|semaphore|latch|barrier)>|<pthread")
# Tests keep to the rules of the layer they test; fuzz targets may use anything but the window.
set(test_layer_app app)
set(test_layer_launch launch)
set(test_layer_cli cli)
set(test_layer_persist persist)
set(test_layer_games games)
set(test_layer_core core)
set(test_layer_fuzz cli)

set(problems "")
set(checked 0)

# The ids of the games: every `kGameId = "..."` in a game's folder.
file(GLOB_RECURSE game_headers ${SOURCE_DIR}/src/games/*.h)
set(game_ids "")
foreach(header IN LISTS game_headers)
  file(STRINGS ${header} id_lines REGEX "kGameId = \"[a-z0-9_]+\"")
  foreach(line IN LISTS id_lines)
    string(REGEX MATCH "\"([a-z0-9_]+)\"" match "${line}")
    list(APPEND game_ids ${CMAKE_MATCH_1})
  endforeach()
endforeach()
list(REMOVE_DUPLICATES game_ids)
list(LENGTH game_ids game_count)
if(game_count LESS 1)
  message(FATAL_ERROR "found no game ids (kGameId) under ${SOURCE_DIR}/src/games")
endif()

# check_file(FILE LAYER SDL_OK NAMES_OK): records every rule FILE breaks as a layer-LAYER file.
function(check_file file layer sdl_ok names_ok)
  file(RELATIVE_PATH shown ${SOURCE_DIR} ${file})
  file(STRINGS ${file} includes REGEX "^[ \t]*#[ \t]*include")
  list(FIND single_threaded_layers ${layer} single_threaded)
  foreach(line IN LISTS includes)
    if(single_threaded GREATER -1 AND shown MATCHES "^src/" AND line MATCHES "${thread_headers}")
      list(APPEND problems "${shown}: a thread header in the single-threaded ${layer}: ${line}")
    endif()
    if(line MATCHES "[<\"](SDL2/)?SDL[A-Za-z0-9_]*\\.h[>\"]")
      if(NOT sdl_ok)
        list(APPEND problems "${shown}: SDL below the app: ${line}")
      endif()
      continue()
    endif()
    if(NOT line MATCHES "\"([a-z_]+)/")
      continue()
    endif()
    set(target ${CMAKE_MATCH_1})
    list(FIND layers ${target} is_layer)
    if(is_layer EQUAL -1)
      continue()
    endif()
    list(FIND allowed_${layer} ${target} allowed)
    if(allowed EQUAL -1)
      list(APPEND problems "${shown}: ${layer} may not include ${target}: ${line}")
    endif()
    # A game's folder owns its game: no game includes another's folder.
    if(shown MATCHES "^src/games/([a-z0-9_]+)/" AND NOT CMAKE_MATCH_1 STREQUAL "common")
      set(own ${CMAKE_MATCH_1})
      if(line MATCHES "\"games/([a-z0-9_]+)/" AND NOT CMAKE_MATCH_1 STREQUAL own
         AND NOT CMAKE_MATCH_1 STREQUAL "common")
        list(APPEND problems "${shown}: the ${own} folder includes another game's: ${line}")
      endif()
    endif()
  endforeach()
  if(NOT names_ok)
    file(READ ${file} text)
    foreach(id IN LISTS game_ids)
      string(FIND "${text}" "\"${id}\"" at)
      if(NOT at EQUAL -1)
        list(APPEND problems "${shown}: names the game \"${id}\" (games reach it through the catalog)")
      endif()
    endforeach()
  endif()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

foreach(layer IN LISTS layers)
  file(GLOB_RECURSE sources ${SOURCE_DIR}/src/${layer}/*.h ${SOURCE_DIR}/src/${layer}/*.cpp
       ${SOURCE_DIR}/src/${layer}/*.in)
  list(FIND sdl_layers ${layer} sdl_index)
  set(sdl_ok FALSE)
  if(sdl_index GREATER -1)
    set(sdl_ok TRUE)
  endif()
  set(names_ok FALSE)
  if(layer STREQUAL "games")
    set(names_ok TRUE)
  endif()
  foreach(file IN LISTS sources)
    check_file(${file} ${layer} ${sdl_ok} ${names_ok})
    math(EXPR checked "${checked} + 1")
  endforeach()
endforeach()

foreach(folder app launch cli persist games core fuzz)
  file(GLOB_RECURSE sources ${SOURCE_DIR}/tests/${folder}/*.h ${SOURCE_DIR}/tests/${folder}/*.cpp)
  set(layer ${test_layer_${folder}})
  list(FIND sdl_layers ${layer} sdl_index)
  set(sdl_ok FALSE)
  if(sdl_index GREATER -1)
    set(sdl_ok TRUE)
  endif()
  foreach(file IN LISTS sources)
    check_file(${file} ${layer} ${sdl_ok} TRUE)
    math(EXPR checked "${checked} + 1")
  endforeach()
endforeach()

list(LENGTH problems count)
if(count GREATER 0)
  foreach(problem IN LISTS problems)
    message("${problem}")
  endforeach()
  message(FATAL_ERROR "${count} includes break the layer order (see tools/check_layers.cmake)")
endif()
message("layers: ${checked} files keep the order core < ai, draw < games < persist < cli, app < launch; "
        "SDL only in app and launch; ${game_count} games named only in their folders")

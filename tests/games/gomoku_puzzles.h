// Hand-made Gomoku positions with a known forced win, shared by the threat-search and player tests.
#pragma once

#include <string>
#include <vector>

namespace arcade::test {

// Black to move wins by h8: a four (h8 with e8..g8, blocked at d8) that also makes an open three
// down the h column (h6, h7). After white's forced block at i8, the three becomes an open four.
inline const std::vector<std::string> kFourThree = {
    "O.............O",  // 1
    "...............",  // 2
    "...............",  // 3
    "...............",  // 4
    "...............",  // 5
    ".......X.......",  // 6
    ".......X.......",  // 7
    "...OXXX........",  // 8
    "...............",  // 9
    "...............",  // 10
    "...............",  // 11
    "...............",  // 12
    "...............",  // 13
    "...............",  // 14
    "O.............O",  // 15
};

// Black to move wins by continuous fours, three of them: e11 (a four on the b8-e11 diagonal,
// blocked at a7), white f12; then f11 (a four on row 11, blocked at b11), white g11; then i8, a
// four on the e12-h9 diagonal (closed at d13 and j7) that also makes the open three i8 j8 k8.
inline const std::vector<std::string> kThreeFours = {
    "O.............O",  // 1
    "...............",  // 2
    "...............",  // 3
    "...............",  // 4
    "...............",  // 5
    "...............",  // 6
    "O........O.....",  // 7
    ".X.......XX....",  // 8
    "..X....X.......",  // 9
    "...X..X........",  // 10
    ".OXX...........",  // 11
    "...............",  // 12
    "...O...........",  // 13
    "...............",  // 14
    "O...........O.O",  // 15
};

// Black to move has no win by fours alone and no double three yet, but wins with a four and then
// a double three: f11 (white must take g11), then h9 makes the open threes f11 g10 h9 and
// h9 i9 j9. Playing g11 first (white f11), then g9, wins too.
inline const std::vector<std::string> kFourThenThreeThree = {
    "O.............O",  // 1
    "...............",  // 2
    "...............",  // 3
    "...............",  // 4
    "...............",  // 5
    "...............",  // 6
    "...............",  // 7
    "...............",  // 8
    "........XX.....",  // 9
    "......X........",  // 10
    ".OXXX..........",  // 11
    "...............",  // 12
    "...............",  // 13
    "...............",  // 14
    "O...........O.O",  // 15
};

}  // namespace arcade::test

// The NBoard session: GGF games, moves, go and hint answers in NBoard's forms, and bad lines
// that are refused with one error line and change nothing.
#include <catch2/catch.hpp>

#include <sstream>

#include "games/reversi/reversi_ggf.h"
#include "games/reversi/reversi_nboard_session.h"

using namespace arcade;

namespace {

constexpr std::string_view kGame =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

Reversi after(std::string_view moves) {
  Reversi position;
  for (std::size_t at = 0; at + 1 < moves.size(); at += 2) {
    const auto move = position.parse_move(moves.substr(at, 2));
    REQUIRE(move);
    position.apply(*move);
  }
  return position;
}

NboardSession session_with_nodes() {
  return NboardSession(NboardSettings{.nodes = 20'000});
}

// The move of a "=== F5/eval/time" answer.
std::string answered_move(const std::vector<std::string>& answers) {
  for (const auto& line : answers) {
    if (line.starts_with("=== ")) return line.substr(4, line.find('/') - 4);
  }
  return "";
}

}  // namespace

TEST_CASE("a GGF game sets the position at its end, passes left out filled in") {
  const auto position = reversi_position_from_ggf(kGame);
  REQUIRE(position.ok());
  CHECK(*position == after("f5f6d3c5e6f7e7f4"));

  // White, to move, cannot: the record has black move without writing white's pass.
  const auto with_pass = reversi_position_from_ggf(
      "(;GM[Othello]BO[8 *O------ -------- -------- -------- -------- -------- -------- "
      "-------- O]B[C1];)");
  REQUIRE(with_pass.ok());
  CHECK(with_pass->outcome() == Outcome::first_wins);
  CHECK(with_pass->count(Side::first) == 3);
}

TEST_CASE("damaged GGF games are refused with the reason") {
  const auto reason = [](std::string_view text) {
    const auto position = reversi_position_from_ggf(text);
    REQUIRE_FALSE(position.ok());
    return position.error();
  };
  CHECK(reason("GM[Othello];)").find("starts with") != std::string::npos);
  CHECK(reason("(;GM[Othello]B[F5];)").find("before the board") != std::string::npos);
  CHECK(reason("(;GM[Othello];)").find("no board") != std::string::npos);
  CHECK(reason("(;GM[Chess]BO[8 x];)").find("not Othello") != std::string::npos);
  CHECK(reason("(;TY[10]BO[10 x];)").find("8x8") != std::string::npos);
  CHECK(reason("(;BO[8 ---------------------------O*------*O--------------------------- *]"
               "B[A1];)")
            .find("not a legal move") != std::string::npos);
  CHECK(reason("(;BO[8 ---------------------------O*------*O--------------------------- *]"
               "W[F5];)")
            .find("out of turn") != std::string::npos);
  CHECK(reason("(;BO[8 ---------------------------O*------*O--------------------------- *]"
               "B[F5")
            .find("never closed") != std::string::npos);
  CHECK(reason("(;BO[8 -----];)").find("64 squares") != std::string::npos);
  CHECK(reason(std::string(kGame) + " extra").find("after") != std::string::npos);
}

TEST_CASE("the NBoard conversation: names, pongs, positions and moves") {
  NboardSession session = session_with_nodes();
  CHECK(session.handle_line("nboard 2") == std::vector<std::string>{"set myname BoardArcade"});
  CHECK(session.handle_line("set depth 12") == std::vector<std::string>{"set myname BoardArcade"});
  CHECK(session.handle_line("set contempt 0").empty());
  CHECK(session.handle_line(std::string("set game ") + std::string(kGame)).empty());
  CHECK(session.position() == after("f5f6d3c5e6f7e7f4"));
  CHECK(session.handle_line("ping 7") == std::vector<std::string>{"pong 7"});

  const auto answers = session.handle_line("go");
  REQUIRE(answers.size() == 4);
  CHECK(answers.front().starts_with("status "));
  CHECK(answers[1].starts_with("nodestats "));
  CHECK(answers.back() == "status");
  const std::string move = answered_move(answers);
  const auto parsed = parse_nboard_move(session.position(), move);
  REQUIRE(parsed.ok());  // a legal move of the position, which go leaves as it was
  CHECK(session.position() == after("f5f6d3c5e6f7e7f4"));

  CHECK(session.handle_line("move " + move + "/1.50/0.2").empty());
  Reversi expected = after("f5f6d3c5e6f7e7f4");
  expected.apply(*parsed);
  CHECK(session.position() == expected);
  CHECK(session.handle_line("learn") == std::vector<std::string>{"learned"});
  CHECK(session.handle_line("quit").empty());
  CHECK(session.finished());
  CHECK(session.handle_line("ping 8").empty());
}

TEST_CASE("NBoard 1.1's bare squares are moves, and a forced pass is PA") {
  NboardSession session = session_with_nodes();
  CHECK(session.handle_line("F5").empty());
  CHECK(session.position() == after("f5"));
  // White to move with no move, black with one: only a pass.
  const std::string game =
      "(;GM[Othello]BO[8 *O------ -------- -------- -------- -------- -------- -------- "
      "-------- O];)";
  CHECK(session.handle_line("set game " + game).empty());
  // No node searched; the seconds are the wall clock's, which a busy machine can make 0.01 or
  // more even for a pass, so only their shape is checked.
  const auto pass = session.handle_line("go");
  REQUIRE(pass.size() == 4);
  CHECK(pass[0] == "status BoardArcade is thinking");
  CHECK(pass[1].starts_with("nodestats 0 "));
  CHECK(pass[1].find('.') == pass[1].size() - 3);
  CHECK(pass[2] == "=== PA");
  CHECK(pass[3] == "status");
  CHECK(session.handle_line("move PA").empty());
  CHECK(answered_move(session.handle_line("go")) == "C1");
  CHECK(session.handle_line("move c1").empty());
  CHECK(session.position().outcome() != Outcome::ongoing);
  CHECK(session.handle_line("go") == std::vector<std::string>{"error go: the game is over"});
}

TEST_CASE("hint rates the moves asked for, best first") {
  NboardSession session = session_with_nodes();
  session.handle_line(std::string("set game ") + std::string(kGame));
  const auto answers = session.handle_line("hint 3");
  REQUIRE(answers.size() == 5);
  CHECK(answers.front().starts_with("status "));
  CHECK(answers.back() == "status");
  double previous = 1e9;
  for (std::size_t i = 1; i <= 3; ++i) {
    std::istringstream line(answers[i]);
    std::string word;
    std::string move;
    double eval = 0;
    int games = -1;
    line >> word >> move >> eval >> games;
    CHECK(word == "search");
    CHECK(parse_nboard_move(session.position(), move).ok());
    CHECK(games == 0);
    CHECK(eval <= previous);
    previous = eval;
  }
}

TEST_CASE("a line the session cannot accept gets one error line and changes nothing") {
  NboardSession session = session_with_nodes();
  session.handle_line(std::string("set game ") + std::string(kGame));
  const Reversi before = session.position();
  for (const char* line : {"nboard",         "nboard two",     "set depth 0",
                           "set depth 61",   "set depth",      "set contempt x",
                           "set movetime 0", "set colour red", "set game (;BO[8 x];)",
                           "set game",       "move",           "move A1",
                           "move Z9",        "move PA",        "hint",
                           "hint 0",         "hint many",      "ping",
                           "ping x",         "jump",           "A1",
                           "\x01\x02"}) {
    INFO(line);
    const auto answers = session.handle_line(line);
    REQUIRE(answers.size() == 1);
    CHECK(answers.front().starts_with("error "));
    CHECK(session.position() == before);
    CHECK_FALSE(session.finished());
  }
  CHECK(session.handle_line("").empty());
  CHECK(session.handle_line("   \r").empty());
}

TEST_CASE("with a node budget the same conversation gets the same moves") {
  const auto play = [] {
    NboardSession session = session_with_nodes();
    std::vector<std::string> moves;
    for (int ply = 0; ply < 6; ++ply) {
      const std::string move = answered_move(session.handle_line("go"));
      moves.push_back(move);
      session.handle_line("move " + move);
    }
    return moves;
  };
  CHECK(play() == play());
}

TEST_CASE("an NBoard line over 1 MiB gets one error, is never held, and the conversation goes on") {
  const std::string huge(3 * 1024 * 1024, 'x');
  for (const std::string& ending : {std::string("\n"), std::string("\r\n")}) {
    std::istringstream in("nboard 2" + ending + "set game " + huge + ending + "ping 7" + ending +
                          huge + ending + "quit" + ending);
    std::ostringstream out;
    CHECK(run_nboard(in, out, NboardSettings{.nodes = 20'000}) == 0);
    std::vector<std::string> answers;
    std::istringstream said(out.str());
    for (std::string line; std::getline(said, line);) answers.push_back(line);
    REQUIRE(answers.size() == 4);
    CHECK(answers[0].starts_with("set myname "));
    CHECK(answers[1] == "error the line is longer than 1048576 bytes");
    CHECK(answers[2] == "pong 7");
    CHECK(answers[3] == answers[1]);
  }
}

// The session value and undo/redo as a person means them.
#include <catch2/catch.hpp>

#include "app/session/demo_plan.h"
#include "app/session/game_session.h"
#include "games/catalog.h"
#include "games/reversi/reversi.h"

using namespace arcade;
using namespace arcade::app;

namespace {

GameSession session_of(const std::string& game, std::array<Seat, 2> seats,
                       GameOptions options = {}) {
  auto session = start_session(game_catalog(), {game, std::move(options), std::move(seats)});
  REQUIRE(session.ok());
  return std::move(session).value();
}

void play(GameSession& session, const std::string& moves) {
  for (const auto& token : {moves}) {
    std::size_t start = 0;
    while (start < token.size()) {
      const auto end = token.find(' ', start);
      const auto word =
          token.substr(start, end == std::string::npos ? std::string::npos : end - start);
      const auto move = session.position().parse_move(word);
      REQUIRE(move);
      REQUIRE(play_move(session, *move));
      if (end == std::string::npos) break;
      start = end + 1;
    }
  }
}

}  // namespace

TEST_CASE("start_session checks the game, the options and the players") {
  CHECK(start_session(game_catalog(),
                      {"tictactoe", {}, {Seat::person(), Seat::computer_player("random")}})
            .ok());
  CHECK_FALSE(start_session(game_catalog(), {"chess", {}, {}}).ok());
  CHECK_FALSE(start_session(game_catalog(),
                            {"tictactoe", {}, {Seat::person(), Seat::computer_player("nobody")}})
                  .ok());
  CHECK_FALSE(start_session(game_catalog(), {"gomoku", {{"size", "99"}}, {}}).ok());
}

TEST_CASE("the default setup is a person against the gentlest computer, on a child's board") {
  for (const auto& game : game_catalog()) {
    const SessionSetup setup = default_setup(game);
    CHECK(setup.seats[0].is_person());
    REQUIRE_FALSE(setup.seats[1].is_person());
    const int gentlest = game.find_player(setup.seats[1].computer)->strength;
    for (const auto& player : game.players) CHECK(player.strength >= gentlest);
    CHECK(start_session(game_catalog(), setup).ok());
  }
  CHECK(default_setup(*find_game("gomoku")).options.at("size") == "11");
}

TEST_CASE("play again swaps the seats so the other side starts") {
  const SessionSetup setup{"nim", {}, {Seat::person(), Seat::computer_player("perfect")}};
  const SessionSetup again = with_seats_swapped(setup);
  CHECK(again.seats[0] == setup.seats[1]);
  CHECK(again.seats[1] == setup.seats[0]);
}

TEST_CASE("an illegal move changes nothing") {
  GameSession session = session_of("tictactoe", {Seat::person(), Seat::person()});
  play(session, "b2");
  CHECK_FALSE(play_move(session, 4));  // b2 is taken
  CHECK(session.history.cursor() == 1);
}

TEST_CASE("undo against a computer takes back the person's move and the reply") {
  GameSession session = session_of("tictactoe", {Seat::person(), Seat::computer_player("random")});
  play(session, "b2 a1 c3 a3");
  REQUIRE(session.history.cursor() == 4);
  CHECK(undo_to_person_turn(session));
  CHECK(session.history.cursor() == 2);  // X to move again, before c3
  CHECK(session.seat_to_move().is_person());
  CHECK(redo_to_person_turn(session));
  CHECK(session.history.cursor() == 4);
  // From a computer's turn (it is thinking): back to the person's turn before their last move.
  CHECK(undo_to_person_turn(session));
  play(session, "c3");
  CHECK(undo_to_person_turn(session));
  CHECK(session.history.cursor() == 2);
}

TEST_CASE("undo with two people takes back one move; with no person nothing") {
  GameSession people = session_of("tictactoe", {Seat::person(), Seat::person()});
  play(people, "b2 a1");
  CHECK(undo_to_person_turn(people));
  CHECK(people.history.cursor() == 1);

  GameSession computers =
      session_of("tictactoe", {Seat::computer_player("random"), Seat::computer_player("random")});
  play(computers, "b2 a1");
  CHECK_FALSE(undo_to_person_turn(computers));
  CHECK(computers.history.cursor() == 2);
}

TEST_CASE("undo skips over forced passes") {
  // Black to move with no square, White has one: black must pass.
  auto start = Reversi::from_text(std::string(62, '-') + "XO X");
  REQUIRE(start.ok());
  CHECK(must_pass(AnyState(*start)));
  GameSession session = session_of("reversi", {Seat::person(), Seat::person()});
  session.history = History<AnyState>(AnyState(*start));
  REQUIRE(play_move(session, Reversi::kPass));
  CHECK(undo_to_person_turn(session));
  CHECK(session.history.cursor() == 0);  // nothing earlier: the pass alone is taken back
}

TEST_CASE("the demo cycles through every game with computers on both sides") {
  const auto& games = game_catalog();
  for (int round = 0; round < static_cast<int>(2 * games.size()); ++round) {
    const SessionSetup setup = demo_setup(game_catalog(), round);
    CHECK(setup.game_id == games[static_cast<std::size_t>(round) % games.size()].id);
    CHECK_FALSE(setup.seats[0].is_person());
    CHECK_FALSE(setup.seats[1].is_person());
    CHECK(start_session(game_catalog(), setup).ok());
    const GameInfo& game = *find_game(setup.game_id);
    const bool strongest_in = setup.seats[0].computer == game.strongest().id ||
                              setup.seats[1].computer == game.strongest().id;
    CHECK(strongest_in);
  }
  // The second time round, the other side starts.
  CHECK(demo_setup(game_catalog(), 0).seats[0] ==
        demo_setup(game_catalog(), static_cast<int>(games.size())).seats[1]);
}

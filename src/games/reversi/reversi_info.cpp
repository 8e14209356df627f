// Reversi's entry in the game catalog: no options, its ladder of opponents and design 003's
// players.
#include "ai/random_player.h"
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_art.h"
#include "games/reversi/reversi_bench.h"
#include "games/reversi/reversi_engine_player.h"
#include "games/reversi/reversi_help.h"
#include "games/reversi/reversi_judge.h"
#include "games/reversi/reversi_nboard_session.h"
#include "games/reversi/reversi_perft.h"
#include "games/reversi/reversi_players.h"
#include "games/reversi/reversi_texts.h"
#include "games/reversi/reversi_view.h"

namespace arcade {
namespace {

// Past this many empty squares an exact solve would take days: `analyze --exact` says so instead.
constexpr int kMostEmptiesToSolve = 36;

// Reversi's computer players, the ladder's levels gentlest first, and those listed beside it.
std::vector<PlayerInfo> reversi_players() {
  // Measured (README, Reversi ladder): design 003's Roxanne beats the fewest-replies player and
  // loses to its own Mobility table, which ties the project's finer Roxanne table; lookahead
  // beats mcts only 23 to 17. So the ladder climbs mobility, the design's two tables, mcts,
  // expert and strong; roxanne, lookahead and the 3 s search are listed beside it.
  return ranked_players({
      ladder_level("random", "any legal square, at random",
                   [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }),
      ladder_level("mobility", "leaves the opponent the fewest moves",
                   make_reversi_mobility_player),
      ladder_level("design-roxanne",
                   "design 003's Roxanne: corners, the ring round the centre, edges, the second "
                   "ring, then C- and X-squares; at random within the best group",
                   make_reversi_design_roxanne_player),
      ladder_level("design-mobility",
                   "design 003's Mobility: the lowest of its second square table (1-10), at "
                   "random among equals",
                   make_reversi_design_mobility_player),
      listed_player("roxanne", "Roxanne", "plays by the project's finer Roxanne table (9 levels)",
                    make_reversi_roxanne_player),
      ladder_level("mcts", "Monte Carlo tree search, 1 s a move", make_reversi_mcts_player),
      listed_player("mcts-3s", "MCTS 3 s",
                    "Monte Carlo tree search with three times the thinking time: design 003's 3 s "
                    "a move at the game's pace",
                    make_reversi_mcts_3s_player),
      listed_player("lookahead", "Lookahead",
                    "looks three moves ahead, solves the last ten squares",
                    [](const PlayerConfig& c) {
                      return make_reversi_engine_player(lookahead_reversi_level(), c);
                    }),
      ladder_level("expert", "looks six moves ahead, solves the last fourteen squares",
                   [](const PlayerConfig& c) {
                     return make_reversi_engine_player(expert_reversi_level(), c);
                   }),
      ladder_level("strong", "deep alpha-beta search, perfect endgames, 1 s a move",
                   [](const PlayerConfig& c) {
                     return make_reversi_engine_player(strong_reversi_level(), c);
                   }),
  });
}

// `analyze --exact`: the perfect move and final margin, refused past kMostEmptiesToSolve empties.
Result<ExactSolution> solve_reversi_exactly(const AnyState& position, std::stop_token stop) {
  const Reversi& board = *position.get_if<Reversi>();
  const int empties = reversi::count_bits(board.empty_squares());
  if (empties > kMostEmptiesToSolve) {
    return fail("reversi positions are solved with at most " + std::to_string(kMostEmptiesToSolve) +
                " empty squares, this one has " + std::to_string(empties));
  }
  const auto solution = solve_reversi(board, std::move(stop));
  if (!solution) return fail("the solve was stopped");
  return ExactSolution{solution->move, solution->score};
}

}  // namespace

GameInfo reversi_info() {
  GameInfo game;
  game.id = "reversi";
  game.name = "Reversi";
  game.side_names = {"black", "white"};
  game.description = "8x8 Othello: outflank to flip discs, most discs wins";
  game.players = reversi_players();
  game.make_start = [](const GameOptions&) -> Result<AnyState> { return AnyState(Reversi()); };
  game.make_position = [](std::string_view text, const GameOptions&) {
    return as_any(Reversi::from_text(text));
  };
  game.perft = [](const AnyState& position, int depth) {
    return reversi_perft(*position.get_if<Reversi>(), depth);
  };
  game.score_text = [](const AnyState& position) {
    const Reversi& board = *position.get_if<Reversi>();
    return std::to_string(board.count(Side::first)) + "-" +
           std::to_string(board.count(Side::second));
  };
  game.bench = bench_reversi;
  game.make_view = [] { return std::make_unique<ReversiView>(); };
  game.menu_picture = &reversi_art().menu;
  game.pictures = {&reversi_art().black, &reversi_art().white, &reversi_art().menu};
  game.showcase_moves = "f5 d6 c3 d3 c4 f4 f6 f3";
  game.bench_options = {{"ffo", "solve only FFO positions N or N-M (40..59), nothing else"}};
  game.protocols = {{
      "nboard",
      "Play Reversi as an NBoard engine on stdin/stdout (nboard, set game, move, go, hint, "
      "ping...)",
      [](std::istream& in, std::ostream& out, std::optional<std::uint64_t> nodes) {
        NboardSettings settings;
        settings.nodes = nodes;
        return run_nboard(in, out, settings);
      },
  }};
  game.solve_exact = solve_reversi_exactly;
  game.judge = judge_reversi;
  game.help_story = reversi_help_story();
  game.translations = reversi_translations();
  return game;
}

}  // namespace arcade

// `dev-save-loop` plays random moves, undoes, redoes, finishes games and changes settings, saving
// after each step exactly as the game does; `dev-check` loads every file of the folder read-only.
#include "cli/dev_persist_commands.h"

#include <CLI/CLI.hpp>
#include <limits>
#include <ostream>

#include "cli/cli_support.h"
#include "cli/number_option.h"
#include "core/rng.h"
#include "games/catalog.h"
#include "persist/atomic_file.h"
#include "persist/store.h"

namespace arcade {
namespace {

// A new game of a random kind with random seats, as if chosen in the menu.
SavedGame random_new_game(Rng& rng) {
  const GameInfo& game = pick_one(game_catalog(), rng);
  GameOptions options;
  for (const auto& option : game.options) {
    // Any value the game names: the allowed ones, and those the window offers.
    std::vector<std::string> values = option.choices;
    for (const auto& choice : option.offered) values.push_back(choice.value);
    if (!values.empty()) options[option.key] = pick_one(values, rng);
  }
  const auto complete = complete_options(game, options);
  std::array<std::string, 2> seats;
  for (auto& seat : seats) {
    const auto choice = rng.below(game.players.size() + 1);
    seat = choice == 0 ? std::string(kPersonSeat) : game.players[choice - 1].id;
  }
  return SavedGame{game.id, *complete, seats, History<AnyState>(*game.start(*complete))};
}

// One step of play: mostly a random legal move, sometimes an undo or a redo.
void play_step(SavedGame& game, Rng& rng) {
  auto& history = game.history;
  const auto roll = rng.below(10);
  if (roll == 0 && history.undo()) return;
  if (roll == 1 && history.redo()) return;
  const auto moves = history.current().legal_moves();
  const Move move = pick_one(moves, rng);
  AnyState next = history.current();
  next.try_apply(move);
  history.push(move, std::move(next));
}

class DevSaveLoopCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("dev-save-loop", "Save the game's files over and over");
    command->group("");  // hidden: a tool for the kill test
    command->add_option("dir", directory_, "the folder of the files")->required();
    add_number(*command, "--seed", seed_, std::uint64_t{0},
               std::numeric_limits<std::uint64_t>::max(), "seed for the random play (default 1)");
    add_number(*command, "--saves", saves_, std::uint64_t{0}, std::uint64_t{1} << 62,
               "stop after this many saves (default: never)");
    return command;
  }

  int run(std::ostream& out, std::ostream& err) override {
    const Store store(directory_);
    auto settings = store.load_settings();
    auto statistics = store.load_statistics();
    auto current = store.load_current_game();
    for (const auto* notice : {&settings.notice, &statistics.notice, &current.notice}) {
      if (!notice->empty()) err << "board-arcade: " << *notice << "\n";
    }
    Rng rng(seed_);
    std::optional<SavedGame> game = std::move(current.value);
    for (std::uint64_t saves = 0; saves_ == 0 || saves < saves_; ++saves) {
      if (auto failed = save_one(store, rng, game, settings.value, statistics.value)) {
        err << "board-arcade: " << *failed << "\n";
        return 1;
      }
    }
    out << "saved " << saves_ << " times\n";
    return 0;
  }

 private:
  // Takes one step (new game, move, finished game, settings change) and saves what it changed.
  static std::optional<std::string> save_one(const Store& store, Rng& rng,
                                             std::optional<SavedGame>& game, Settings& settings,
                                             Statistics& statistics) {
    if (rng.below(20) == 0) {
      settings.sound = !settings.sound;
      settings.animation = static_cast<AnimationSpeed>(rng.below(3));
      if (game) settings.last_game = game->game_id;
      return store.save_settings(settings);
    }
    if (!game) game = random_new_game(rng);
    if (game->history.current().is_over()) {
      record_game(statistics, game->game_id, game->seats, game->history.current().outcome());
      game.reset();
      if (auto failed = store.clear_current_game()) return failed;
      return store.save_statistics(statistics);
    }
    play_step(*game, rng);
    return store.save_current_game(*game);
  }

  std::string directory_;
  std::uint64_t seed_ = 1;
  std::uint64_t saves_ = 0;
};

// Reads `file` with `parse` without changing it: "missing", a summary, or a UsageError.
template <class Parse, class Describe>
std::string check_file(const std::filesystem::path& file, Parse parse, Describe describe) {
  const auto bytes = read_whole_file(file);
  if (!bytes) throw UsageError(bytes.error());
  if (!*bytes) return "missing";
  const auto parsed = parse(**bytes);
  if (!parsed) throw UsageError(file.string() + " does not load: " + parsed.error());
  return describe(*parsed);
}

class DevCheckCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("dev-check", "Check that every file in a folder loads");
    command->group("");  // hidden: a tool for the kill test
    command->add_option("dir", directory_, "the folder of the files")->required();
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    const Store store(directory_);
    // Every file is checked before anything is printed, so a failure is one line.
    const auto settings =
        check_file(store.settings_file(), read_settings, [](const Settings&) { return "ok"; });
    const auto statistics =
        check_file(store.statistics_file(), read_statistics, [](const Statistics& read) {
          std::uint64_t games = 0;
          for (const auto& [id, tallies] : read.tallies) {
            for (const auto& [opponent, tally] : tallies) games += tally.games;
          }
          return std::to_string(games) + " games";
        });
    const auto current = check_file(
        store.current_game_file(), [](std::string_view text) { return read_saved_game(text); },
        [](const SavedGame& game) {
          return game.game_id + ", " + std::to_string(game.history.size() - 1) + " moves";
        });
    int temporaries = 0;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(directory_, error)) {
      const auto name = entry.path().filename().string();
      if (name.find(".damaged-") != std::string::npos) {
        throw UsageError("a damaged file was moved aside: " + name);
      }
      if (name.find(".tmp-") != std::string::npos) ++temporaries;
    }
    out << "settings: " << settings << "\nstatistics: " << statistics
        << "\ncurrent game: " << current << "\ntemporary files: " << temporaries << "\n";
    return 0;
  }

 private:
  std::string directory_;
};

}  // namespace

std::unique_ptr<Command> make_dev_save_loop_command() {
  return std::make_unique<DevSaveLoopCommand>();
}
std::unique_ptr<Command> make_dev_check_command() {
  return std::make_unique<DevCheckCommand>();
}

}  // namespace arcade

// `gomoku-train`: the tool that fits the Gomoku evaluation's weights. `generate` plays seeded
// self-play games into a record file, `import` turns played match games into one; `fit` fits
// weights to such files, `fit-order` the move ordering's scores to the engine's choices or to
// the match games' winners' (or one engine's). Built on request only.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <unordered_set>

#include "core/text_file.h"
#include "games/gomoku/train/gomoku_fit.h"
#include "games/gomoku/train/gomoku_fit_order.h"
#include "games/gomoku/train/gomoku_match_import.h"
#include "games/gomoku/train/gomoku_selfplay.h"

namespace arcade::gomoku {
namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Reads every file of `paths` with `read_file` into one list, printing how many `items` each
// held; nothing (with the error printed) if one cannot be read. Game numbers are only unique
// within a file, so each file's are moved past the items before it: fits keep holding out whole
// games across files.
template <class Item>
std::optional<std::vector<Item>> read_all(
    const std::vector<std::string>& paths,
    Result<std::vector<Item>> (*read_file)(const std::string&), const char* items) {
  std::vector<Item> all;
  for (const auto& path : paths) {
    auto file = read_file(path);
    if (!file) {
      std::cerr << file.error() << "\n";
      return std::nullopt;
    }
    const auto offset = static_cast<std::uint32_t>(all.size());
    for (auto& item : *file) item.game += offset;
    all.insert(all.end(), file->begin(), file->end());
    std::cout << path << ": " << file->size() << " " << items << std::endl;
  }
  return all;
}

// Reads the weights file at `path`, or the hand-tuned weights if it is empty; prints why not.
std::optional<EvalWeights> start_weights(const std::string& path) {
  if (path.empty()) return EvalWeights::hand_tuned();
  auto read = read_parsed_file<EvalWeights>(path);
  if (!read) {
    std::cerr << read.error() << "\n";
    return std::nullopt;
  }
  return *read;
}

// Writes `text` to `out`; false (with a message) if it cannot.
bool write_weights(const std::string& out, const std::string& text) {
  std::ofstream file(out, std::ios::binary);
  file << text;
  if (!file) {
    std::cerr << "cannot write " << out << "\n";
    return false;
  }
  std::cout << "wrote " << out << std::endl;
  return true;
}

// Plays games first..first+games−1 into `path` (appending), with the engine's evaluation for the
// rule, the weights in `weights_path` when one is given, or with `hand_tuned` the hand-tuned ones.
// With a `choices_path`, appends the engine's move choices there too.
int generate(const std::string& path, const std::string& choices_path, std::uint32_t first,
             std::uint32_t games, SelfPlaySettings settings, const std::string& weights_path,
             bool hand_tuned) {
  std::optional<PointValueTable> values;
  if (hand_tuned) {
    values = make_point_value_table(EvalWeights::hand_tuned());
    settings.values = &*values;
  } else if (!weights_path.empty()) {
    auto weights = read_parsed_file<EvalWeights>(weights_path);
    if (!weights) {
      std::cerr << weights.error() << "\n";
      return 2;
    }
    values = make_point_value_table(*weights);
    settings.values = &*values;
  }
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t positions = 0;
  for (std::uint32_t game = first; game < first + games; ++game) {
    const auto played = play_training_game(settings, game);
    if (auto written = append_records(path, played.positions); !written) {
      std::cerr << written.error() << "\n";
      return 2;
    }
    if (!choices_path.empty()) {
      if (auto written = append_move_choices(choices_path, played.choices); !written) {
        std::cerr << written.error() << "\n";
        return 2;
      }
    }
    positions += played.positions.size();
    if ((game + 1 - first) % 20 == 0) {
      std::cout << "game " << game + 1 - first << " of " << games << ": " << positions
                << " positions, " << seconds_since(start) << " s" << std::endl;
    }
  }
  std::cout << "done: " << games << " games, " << positions << " positions in " << path << ", "
            << seconds_since(start) << " s" << std::endl;
  return 0;
}

// The oracle labels of the file at `path`, or nothing (having said why) if it cannot be read.
std::optional<OracleLabels> read_labels(const std::string& path) {
  const auto text = read_text_file(path);
  if (!text) {
    std::cerr << text.error() << "\n";
    return std::nullopt;
  }
  auto labels = parse_oracle_labels(*text);
  if (!labels) {
    std::cerr << path << ": " << labels.error() << "\n";
    return std::nullopt;
  }
  std::cout << path << ": ratings of " << labels->size() << " games" << std::endl;
  return std::move(*labels);
}

// Appends the positions of the match games in `paths` to `out`, each distinct game once, and
// their teacher's move choices to `choices_path` unless it is empty. Every file is read first: a
// damaged one writes nothing.
int import_matches(const std::vector<std::string>& paths, const std::string& out,
                   const std::string& choices_path, const MatchImportSettings& settings) {
  std::unordered_set<std::string> seen;
  std::vector<TrainingRecord> positions;
  std::vector<MoveChoice> choices;
  std::uint32_t games = 0;
  for (const auto& path : paths) {
    const auto text = read_text_file(path);
    if (!text) {
      std::cerr << text.error() << "\n";
      return 2;
    }
    auto imported = import_match_games(*text, settings, games, seen);
    if (!imported) {
      std::cerr << path << ": " << imported.error() << "\n";
      return 2;
    }
    games += static_cast<std::uint32_t>(imported->games);
    std::cout << path << ": " << imported->games << " games, " << imported->positions.size()
              << " positions (" << imported->duplicates << " games seen before";
    if (settings.labels != nullptr) std::cout << ", " << imported->rated_games << " rated";
    std::cout << ")" << std::endl;
    positions.insert(positions.end(), std::make_move_iterator(imported->positions.begin()),
                     std::make_move_iterator(imported->positions.end()));
    choices.insert(choices.end(), std::make_move_iterator(imported->choices.begin()),
                   std::make_move_iterator(imported->choices.end()));
  }
  if (auto written = append_records(out, positions); !written) {
    std::cerr << written.error() << "\n";
    return 2;
  }
  std::cout << "done: " << games << " games, " << positions.size() << " positions in " << out
            << std::endl;
  if (choices_path.empty()) return 0;
  if (auto written = append_move_choices(choices_path, choices); !written) {
    std::cerr << written.error() << "\n";
    return 2;
  }
  std::cout << choices.size() << " move choices in " << choices_path << std::endl;
  return 0;
}

// What `gomoku-train fit` fits: the rows, a value per combination of line patterns, one per
// combination of fine line patterns, or one per threat state.
enum class FitKind { rows, combinations, fine, threat_state };

// Fits the weights `kind` names to the records of `paths`, and writes them to `out`.
int fit(const std::vector<std::string>& paths, const std::string& out,
        const std::string& start_path, const FitSettings& settings, FitKind kind,
        const std::string& command_line) {
  const bool fine = kind == FitKind::fine;
  const bool combinations = kind == FitKind::combinations;
  const auto read = read_all(paths, read_records, "positions");
  if (!read) return 2;
  const std::vector<TrainingRecord>& records = *read;
  const auto read_start = start_weights(start_path);
  if (!read_start) return 2;
  const EvalWeights& start = *read_start;
  if (fine && std::none_of(records.begin(), records.end(),
                           [](const auto& record) { return !record.fine.empty(); })) {
    std::cerr << "the records have no fine combination counts (an older gomoku-train wrote "
                 "them): generate or import them again\n";
    return 2;
  }
  if (settings.stage_stones > 0 &&
      std::any_of(records.begin(), records.end(), [](const auto& r) { return r.stones < 0; })) {
    std::cerr << "the records have no stone counts (an older gomoku-train wrote them): generate "
                 "or import them again\n";
    return 2;
  }
  if (combinations && std::none_of(records.begin(), records.end(), [](const auto& record) {
        return !record.combinations.empty();
      })) {
    std::cerr << "the records have no combination counts (an older gomoku-train wrote them): "
                 "generate them again\n";
    return 2;
  }
  if (kind == FitKind::threat_state &&
      std::any_of(records.begin(), records.end(), [](const auto& r) {
        return r.threat_state < 0 || r.fine.empty() || r.stones < 0;
      })) {
    std::cerr << "the records have no threat states (an older gomoku-train wrote them): "
                 "generate or import them again\n";
    return 2;
  }
  const auto begin = std::chrono::steady_clock::now();
  FitReport report;
  const EvalWeights weights =
      kind == FitKind::threat_state ? fit_threat_state_weights(records, start, settings, report)
      : fine                        ? fit_fine_weights(records, start, settings, report)
      : combinations                ? fit_combination_weights(records, start, settings, report)
                                    : fit_eval_weights(records, start, settings, report);
  std::ostringstream text;
  text << "# Gomoku evaluation weights made by: " << command_line << "\n"
       << "# " << report.train_positions << " positions fitted, " << report.holdout_positions
       << " held out; scale " << report.scale << "; log loss held out " << report.holdout_loss
       << " (start " << report.start_holdout_loss << "), fitted " << report.train_loss << " (start "
       << report.start_train_loss << ")\n";
  if (report.rated_positions > 0) {
    text << "# targets: " << settings.oracle_weight << " of the oracle's rating (scale "
         << report.oracle_scale << ") in " << report.rated_positions << " fitted positions\n";
  }
  if (report.holdout_rated_positions > 0) {
    text << "# divergence from the oracle's ratings (scale " << report.oracle_scale << ") in "
         << report.holdout_rated_positions << " held-out positions: " << report.holdout_divergence
         << " (start " << report.start_holdout_divergence << ")\n";
  }
  text << weights.to_text();
  std::cout << text.str() << "fit: " << seconds_since(begin) << " s" << std::endl;
  return write_weights(out, text.str()) ? 0 : 2;
}

// Fits the move ordering's scores to the choices in `paths`, starting from the weights in
// `start_path`, and writes those weights with the scores to `out`.
int fit_order(const std::vector<std::string>& paths, const std::string& out,
              const std::string& start_path, const OrderFitSettings& settings,
              const std::string& command_line) {
  const auto read = read_all(paths, read_move_choices, "choices");
  if (!read) return 2;
  const std::vector<MoveChoice>& choices = *read;
  if (choices.empty()) {
    std::cerr << "no move choices to fit: generate them with --choices\n";
    return 2;
  }
  if (settings.fine && !std::all_of(choices.begin(), choices.end(),
                                    [](const MoveChoice& choice) { return choice.has_fine; })) {
    std::cerr << "--fine needs choices with fine codes: import the games again with --choices\n";
    return 2;
  }
  const auto start = start_weights(start_path);
  if (!start) return 2;
  const auto begin = std::chrono::steady_clock::now();
  OrderFitReport report;
  const EvalWeights weights = fit_order_scores(choices, *start, settings, report);
  std::ostringstream text;
  text << "# Gomoku evaluation weights made by: " << command_line << "\n"
       << "# " << (settings.fine ? "fine_order" : "order") << ": " << report.train_choices
       << " choices fitted, " << report.holdout_choices << " held out; temperature "
       << report.temperature << "; log loss held out " << report.holdout_loss << " (start "
       << report.start_holdout_loss << "), fitted " << report.train_loss << " (start "
       << report.start_train_loss << "); chosen ranked first " << report.holdout_top << " (start "
       << report.start_holdout_top << "), in the first 8 " << report.holdout_top8 << " (start "
       << report.start_holdout_top8 << ")\n"
       << weights.to_text();
  std::cout << text.str() << "fit: " << seconds_since(begin) << " s" << std::endl;
  return write_weights(out, text.str()) ? 0 : 2;
}

// Every option of every subcommand; the subcommands share the names they have in common.
struct TrainOptions {
  std::string out;
  std::string rule = "freestyle";
  std::uint32_t first = 0;
  std::uint32_t games = 100;
  SelfPlaySettings selfplay;
  std::string weights_path;
  bool hand_tuned = false;
  std::string choices_path;
  std::vector<std::string> inputs;
  std::string start_path;
  FitSettings fit;
  bool combinations = false;
  bool fine = false;
  bool threat_state = false;
  OrderFitSettings order;
  MatchImportSettings import;
  std::string teacher = "winner";
  std::string labels_path;
};

CLI::App* add_generate(CLI::App& app, TrainOptions& o) {
  auto* command = app.add_subcommand("generate", "play self-play games into a file");
  command->add_option("--out", o.out, "record file (appended to)")->required();
  command->add_option("--choices", o.choices_path,
                      "file of the engine's move choices (appended to)");
  command->add_option("--rule", o.rule, "freestyle or exact-five")
      ->check(CLI::IsMember({"freestyle", "exact-five"}));
  command->add_option("--first", o.first, "number of the first game");
  command->add_option("--games", o.games, "how many games");
  command->add_option("--nodes", o.selfplay.nodes, "engine nodes per move");
  command->add_option("--opening", o.selfplay.opening_stones, "random opening stones");
  command->add_option("--seed", o.selfplay.seed, "seed of openings and noise");
  auto* weights_option =
      command->add_option("--weights", o.weights_path, "play with these weights");
  command->add_flag("--hand-tuned", o.hand_tuned, "play with the hand-tuned weights")
      ->excludes(weights_option);
  return command;
}

// The fit's options for stages and for an oracle's ratings.
void add_fit_oracle_options(CLI::App& command, FitSettings& fit) {
  command
      .add_option("--stages", fit.stage_stones,
                  "with --fine: fit the values on an empty board and from this many stones on")
      ->check(CLI::Range(1, kMaxStageStones))
      ->needs("--fine");
  command
      .add_option("--oracle-weight", fit.oracle_weight,
                  "fit rated positions to this share of their oracle's rating (import --labels)")
      ->check(CLI::Range(0.0, 1.0));
  command
      .add_option("--oracle-scale", fit.oracle_scale,
                  "the ratings' sigmoid scale, for the targets and the held-out divergence "
                  "(default: fitted to the outcomes)")
      ->check(CLI::PositiveNumber);
}

CLI::App* add_fit(CLI::App& app, TrainOptions& o) {
  auto* command = app.add_subcommand("fit", "fit weights to record files");
  command->add_option("inputs", o.inputs, "record files")->required();
  command->add_option("--out", o.out, "weights file to write")->required();
  command->add_option("--start", o.start_path, "start weights (default hand-tuned)");
  command->add_option("--iterations", o.fit.iterations, "gradient steps");
  command->add_option("--rate", o.fit.learning_rate, "first step size");
  command->add_option("--l2", o.fit.l2, "pull towards the start weights");
  command->add_option("--scale", o.fit.scale, "sigmoid scale (0: fitted)");
  command->add_option("--holdout-every", o.fit.holdout_every, "hold out 1 game in N");
  command->add_flag("--combinations", o.combinations,
                    "fit a value to every combination of a point's line patterns");
  command
      ->add_flag("--fine", o.fine,
                 "fit a value to every combination of a point's fine line patterns")
      ->excludes("--combinations");
  command
      ->add_flag("--threat-state", o.threat_state,
                 "fit a value to every threat state, over the start's fine values (all positions)")
      ->excludes("--combinations")
      ->excludes("--fine");
  command->add_flag("--quiet-only", o.fit.quiet_only,
                    "fit only positions without an open three or a four");
  add_fit_oracle_options(*command, o.fit);
  return command;
}

CLI::App* add_fit_order(CLI::App& app, TrainOptions& o) {
  auto* command =
      app.add_subcommand("fit-order", "fit the move ordering's scores to move-choice files");
  command->add_option("inputs", o.inputs, "move-choice files (generate --choices)")->required();
  command->add_option("--out", o.out, "weights file to write")->required();
  command->add_option("--start", o.start_path, "weights to add the scores to (default hand-tuned)");
  command->add_option("--iterations", o.order.iterations, "gradient steps");
  command->add_option("--rate", o.order.learning_rate, "first step size");
  command->add_option("--l2", o.order.l2, "pull towards the start scores");
  command->add_option("--holdout-every", o.order.holdout_every, "hold out 1 game in N");
  command->add_flag("--fine", o.order.fine,
                    "fit a score per combination of fine patterns (fine_order rows)");
  return command;
}

CLI::App* add_import(CLI::App& app, TrainOptions& o) {
  auto* command = app.add_subcommand(
      "import", "append the positions of tools/gomocup_match.py --record games to a file");
  command->add_option("inputs", o.inputs, "match record files")->required();
  command->add_option("--out", o.out, "record file (appended to)")->required();
  command->add_option("--rule", o.rule, "freestyle or exact-five")
      ->check(CLI::IsMember({"freestyle", "exact-five"}));
  command->add_option("--size", o.import.size, "board size")->check(CLI::Range(5, 20));
  command->add_option("--opening", o.import.opening_stones,
                      "stones the match placed first, not recorded");
  command->add_option("--choices", o.choices_path,
                      "also append the teacher's move choices to this file (fit-order)");
  command
      ->add_option("--teacher", o.teacher,
                   "whose moves are the choices: winner (default), A or B (won or lost)")
      ->check(CLI::IsMember({"winner", "A", "B"}));
  command->add_option("--labels", o.labels_path,
                      "an oracle's ratings of the games' positions (tools/gomoku_labels.py)");
  return command;
}

int run_import(TrainOptions& o) {
  OracleLabels labels;
  if (!o.labels_path.empty()) {
    auto read = read_labels(o.labels_path);
    if (!read) return 2;
    labels = std::move(*read);
    o.import.labels = &labels;
  }
  o.import.exact_five = o.rule == "exact-five";
  o.import.teacher = o.teacher == "A"   ? ChoiceTeacher::engine_a
                     : o.teacher == "B" ? ChoiceTeacher::engine_b
                                        : ChoiceTeacher::winner;
  return import_matches(o.inputs, o.out, o.choices_path, o.import);
}

int run_fit(const TrainOptions& o, const std::string& command_line) {
  const FitKind kind = o.threat_state   ? FitKind::threat_state
                       : o.fine         ? FitKind::fine
                       : o.combinations ? FitKind::combinations
                                        : FitKind::rows;
  return fit(o.inputs, o.out, o.start_path, o.fit, kind, command_line);
}

}  // namespace
}  // namespace arcade::gomoku

int main(int argc, char** argv) {
  using namespace arcade::gomoku;
  std::string command_line = "gomoku-train";
  for (int i = 1; i < argc; ++i) command_line += std::string(" ") + argv[i];

  CLI::App app{"Fits the Gomoku evaluation's weights to self-play and match games."};
  app.require_subcommand(1);
  TrainOptions options;
  auto* generate_command = add_generate(app, options);
  add_fit(app, options);
  auto* order_command = add_fit_order(app, options);
  auto* import_command = add_import(app, options);
  CLI11_PARSE(app, argc, argv);
  if (import_command->parsed()) return run_import(options);
  if (generate_command->parsed()) {
    options.selfplay.exact_five = options.rule == "exact-five";
    return generate(options.out, options.choices_path, options.first, options.games,
                    options.selfplay, options.weights_path, options.hand_tuned);
  }
  if (order_command->parsed()) {
    return fit_order(options.inputs, options.out, options.start_path, options.order, command_line);
  }
  return run_fit(options, command_line);
}

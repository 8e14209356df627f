// `reversi-train`: the tool that made the Reversi evaluation's weights. `generate` plays seeded
// self-play games into a position file (resuming after an interruption); the other commands fit
// and check weights from such files. Built on request only (it is not part of the game).
#include <CLI/CLI.hpp>
#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "core/text_file.h"
#include "games/reversi/reversi_evaluation_match.h"
#include "games/reversi/train/reversi_fit.h"
#include "games/reversi/train/reversi_probcut_calibration.h"
#include "games/reversi/train/reversi_selfplay.h"
#include "games/reversi/train/reversi_training_data.h"

namespace arcade::reversi {
namespace {

// Plays games numbered up to `games` into `path` with the hand-tuned evaluation, or with the
// weights in `weights_path` when one is given.
int generate(const std::string& path, std::uint32_t games, const SelfPlaySettings& settings,
             int noise, const std::string& weights_path) {
  auto next = prepare_for_append(path);
  if (!next) {
    std::cerr << next.error() << "\n";
    return 2;
  }
  if (*next > 0)
    std::cout << "resuming: games 0 to " << *next - 1 << " are in " << path << std::endl;
  std::optional<PatternWeights> weights;
  if (!weights_path.empty()) {
    auto read = read_parsed_file<PatternWeights>(weights_path);
    if (!read) {
      std::cerr << read.error() << "\n";
      return 2;
    }
    weights = *read;
  }
  SelfPlaySettings playing = settings;
  playing.evaluator = [noise, &weights](std::uint64_t seed) {
    return weights ? Evaluator(*weights, noise, seed) : Evaluator(EvalWeights{}, noise, seed);
  };
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t positions = 0;
  for (std::uint32_t game = *next; game < games; ++game) {
    const auto records = play_training_game(playing, game);
    if (records.empty()) continue;
    if (auto written = append_game(path, records); !written) {
      std::cerr << written.error() << "\n";
      return 2;
    }
    positions += records.size();
    if ((game + 1) % 50 == 0) {
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::cout << "game " << game + 1 << " of " << games << ": " << positions
                << " positions this run, " << seconds << " s" << std::endl;
    }
  }
  std::cout << "done: games up to " << games << " are in " << path << std::endl;
  return 0;
}

int fit(const std::vector<std::string>& paths, const std::string& out, const FitSettings& settings,
        const std::string& command_line) {
  std::vector<TrainingRecord> records;
  for (const auto& path : paths) {
    auto file = read_training_file(path);
    if (!file) {
      std::cerr << file.error() << "\n";
      return 2;
    }
    records.insert(records.end(), file->begin(), file->end());
    std::cout << path << ": " << file->size() << " positions" << std::endl;
  }
  std::vector<StageFit> fits;
  const PatternWeights weights = fit_pattern_weights(records, settings, fits, std::cout);
  std::ostringstream text;
  text << "# Reversi pattern weights made by: " << command_line << "\n";
  text << "# from " << records.size()
       << " positions; held-out error in discs by stage (hand-tuned):";
  for (const StageFit& stage : fits) {
    text << (stage.stage % 4 == 0 ? "\n#" : "") << " " << stage.stage << ": "
         << std::lround(stage.holdout_error * 10) / 10.0 << " ("
         << std::lround(stage.hand_tuned_holdout_error * 10) / 10.0 << ")";
  }
  text << "\n" << weights.to_text();
  std::ofstream file(out, std::ios::binary);
  file << text.str();
  if (!file) {
    std::cerr << "cannot write " << out << "\n";
    return 2;
  }
  std::cout << "wrote " << out << std::endl;
  return 0;
}

// Plays weights (or the hand-tuned evaluation, "hand") against each other and prints the result.
int compare(const std::string& first_path, const std::string& second_path,
            const EvaluationMatchSettings& settings) {
  std::vector<PatternWeights> loaded;
  loaded.reserve(2);
  std::vector<Evaluator> evaluators;
  for (const auto& path : {first_path, second_path}) {
    if (path == "hand") {
      evaluators.emplace_back();
      continue;
    }
    auto weights = read_parsed_file<PatternWeights>(path);
    if (!weights) {
      std::cerr << weights.error() << "\n";
      return 2;
    }
    loaded.push_back(*weights);
    evaluators.emplace_back(loaded.back());
  }
  const EvaluationMatchResult result =
      play_evaluation_match(evaluators[0], evaluators[1], settings);
  std::cout << first_path << " against " << second_path << ": wins " << result.wins << ", losses "
            << result.losses << ", draws " << result.draws << ", disc balance "
            << result.disc_balance << std::endl;
  return 0;
}

}  // namespace
}  // namespace arcade::reversi

int main(int argc, char** argv) {
  using namespace arcade::reversi;
  CLI::App app{"Trains the Reversi evaluation: self-play positions, then a least-squares fit"};
  app.require_subcommand(1);

  SelfPlaySettings settings;
  std::string out;
  std::uint32_t games = 1000;
  int noise = 100;
  auto* generate_command = app.add_subcommand("generate", "play self-play games into a file");
  generate_command->add_option("--out", out, "position file (appended to, resumed)")->required();
  generate_command->add_option("--games", games, "play games numbered 0 to N-1");
  generate_command->add_option("--seed", settings.seed, "seed of the whole run");
  generate_command->add_option("--depth", settings.depth, "midgame search plies")
      ->check(CLI::Range(1, 30));
  generate_command->add_option("--exact", settings.exact_empties, "solve from this many empties")
      ->check(CLI::Range(0, 30));
  generate_command->add_option("--random-min", settings.random_plies_min, "random opening plies");
  generate_command->add_option("--random-max", settings.random_plies_max, "random opening plies");
  generate_command->add_option("--noise", noise, "evaluation noise, hundredths of a disc");
  std::string play_weights;
  generate_command->add_option("--weights", play_weights,
                               "play with these weights (default: the hand-tuned evaluation)");

  FitSettings fitting;
  std::vector<std::string> data;
  std::string weights_out;
  auto* fit_command = app.add_subcommand("fit", "fit pattern weights to position files");
  fit_command->add_option("--data", data, "position files made by generate")->required();
  fit_command->add_option("--out", weights_out, "weights file to write")->required();
  fit_command
      ->add_option("--result-share", fitting.result_share,
                   "share of the game result in labels without an exact score")
      ->check(CLI::Range(0.0, 1.0));
  fit_command->add_option("--penalty", fitting.penalty, "weight penalty");
  fit_command->add_option("--iterations", fitting.iterations, "steps per stage at most");
  fit_command->add_option("--overlap", fitting.stage_overlap, "empties shared by neighbour stages");
  fit_command->add_option("--holdout", fitting.holdout_every, "hold out every Nth game (0: none)");

  EvaluationMatchSettings matching;
  std::string first_weights;
  std::string second_weights;
  std::uint64_t match_nodes = 200'000;
  auto* compare_command =
      app.add_subcommand("compare", "play two weight files (or \"hand\") against each other");
  compare_command->add_option("first", first_weights, "weights file, or hand")->required();
  compare_command->add_option("second", second_weights, "weights file, or hand")->required();
  compare_command->add_option("--pairs", matching.pairs, "openings, each played twice");
  compare_command->add_option("--nodes", match_nodes, "nodes a move");
  compare_command->add_option("--seed", matching.seed, "picks the openings");
  compare_command->add_option("--opening-plies", matching.opening_plies, "random opening moves");
  bool first_plain = false;
  bool second_plain = false;
  compare_command->add_flag("--first-plain", first_plain, "no Multi-ProbCut for the first");
  compare_command->add_flag("--second-plain", second_plain, "no Multi-ProbCut for the second");

  std::string probcut_data;
  std::string probcut_weights;
  int probcut_positions = 600;
  int probcut_deepest = 10;
  auto* probcut_command = app.add_subcommand(
      "probcut", "measure the spread between shallow and deep scores, for Multi-ProbCut");
  probcut_command->add_option("--data", probcut_data, "position file made by generate")->required();
  probcut_command->add_option("--weights", probcut_weights, "weights file")->required();
  probcut_command->add_option("--positions", probcut_positions, "positions to search");
  probcut_command->add_option("--deepest", probcut_deepest, "deepest search")
      ->check(CLI::Range(3, 16));

  CLI11_PARSE(app, argc, argv);
  std::string command_line = "reversi-train";
  for (int i = 1; i < argc; ++i) command_line += std::string(" ") + argv[i];
  if (generate_command->parsed()) return generate(out, games, settings, noise, play_weights);
  if (fit_command->parsed()) return fit(data, weights_out, fitting, command_line);
  if (probcut_command->parsed()) {
    auto records = read_training_file(probcut_data);
    auto weights = arcade::read_parsed_file<PatternWeights>(probcut_weights);
    if (!records || !weights) {
      std::cerr << (records ? weights.error() : records.error()) << "\n";
      return 2;
    }
    calibrate_probcut(*records, Evaluator(*weights), probcut_positions, probcut_deepest, std::cout);
    return 0;
  }
  if (compare_command->parsed()) {
    matching.nodes = match_nodes;
    matching.first_selective = !first_plain;
    matching.second_selective = !second_plain;
    return compare(first_weights, second_weights, matching);
  }
  return 2;
}

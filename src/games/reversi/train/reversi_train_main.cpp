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

struct GenerateOptions {
  SelfPlaySettings settings;
  std::string out;
  std::uint32_t games = 1000;
  int noise = 100;
  std::string weights;
};

CLI::App* add_generate(CLI::App& app, GenerateOptions& o) {
  auto* command = app.add_subcommand("generate", "play self-play games into a file");
  command->add_option("--out", o.out, "position file (appended to, resumed)")->required();
  command->add_option("--games", o.games, "play games numbered 0 to N-1");
  command->add_option("--seed", o.settings.seed, "seed of the whole run");
  command->add_option("--depth", o.settings.depth, "midgame search plies")
      ->check(CLI::Range(1, 30));
  command->add_option("--exact", o.settings.exact_empties, "solve from this many empties")
      ->check(CLI::Range(0, 30));
  command->add_option("--random-min", o.settings.random_plies_min, "random opening plies");
  command->add_option("--random-max", o.settings.random_plies_max, "random opening plies");
  command->add_option("--noise", o.noise, "evaluation noise, hundredths of a disc");
  command->add_option("--weights", o.weights,
                      "play with these weights (default: the hand-tuned evaluation)");
  return command;
}

struct FitOptions {
  FitSettings settings;
  std::vector<std::string> data;
  std::string out;
};

CLI::App* add_fit(CLI::App& app, FitOptions& o) {
  auto* command = app.add_subcommand("fit", "fit pattern weights to position files");
  command->add_option("--data", o.data, "position files made by generate")->required();
  command->add_option("--out", o.out, "weights file to write")->required();
  command
      ->add_option("--result-share", o.settings.result_share,
                   "share of the game result in labels without an exact score")
      ->check(CLI::Range(0.0, 1.0));
  command->add_option("--penalty", o.settings.penalty, "weight penalty");
  command->add_option("--iterations", o.settings.iterations, "steps per stage at most");
  command->add_option("--overlap", o.settings.stage_overlap, "empties shared by neighbour stages");
  command->add_option("--holdout", o.settings.holdout_every, "hold out every Nth game (0: none)");
  return command;
}

struct CompareOptions {
  EvaluationMatchSettings settings;
  std::string first;
  std::string second;
  std::uint64_t nodes = 200'000;
  bool first_plain = false;
  bool second_plain = false;
};

CLI::App* add_compare(CLI::App& app, CompareOptions& o) {
  auto* command =
      app.add_subcommand("compare", "play two weight files (or \"hand\") against each other");
  command->add_option("first", o.first, "weights file, or hand")->required();
  command->add_option("second", o.second, "weights file, or hand")->required();
  command->add_option("--pairs", o.settings.pairs, "openings, each played twice");
  command->add_option("--nodes", o.nodes, "nodes a move");
  command->add_option("--seed", o.settings.seed, "picks the openings");
  command->add_option("--opening-plies", o.settings.opening_plies, "random opening moves");
  command->add_flag("--first-plain", o.first_plain, "no Multi-ProbCut for the first");
  command->add_flag("--second-plain", o.second_plain, "no Multi-ProbCut for the second");
  return command;
}

int run_compare(CompareOptions& o) {
  o.settings.nodes = o.nodes;
  o.settings.first_selective = !o.first_plain;
  o.settings.second_selective = !o.second_plain;
  return compare(o.first, o.second, o.settings);
}

struct ProbcutOptions {
  std::string data;
  std::string weights;
  int positions = 600;
  int deepest = 10;
};

CLI::App* add_probcut(CLI::App& app, ProbcutOptions& o) {
  auto* command = app.add_subcommand(
      "probcut", "measure the spread between shallow and deep scores, for Multi-ProbCut");
  command->add_option("--data", o.data, "position file made by generate")->required();
  command->add_option("--weights", o.weights, "weights file")->required();
  command->add_option("--positions", o.positions, "positions to search");
  command->add_option("--deepest", o.deepest, "deepest search")->check(CLI::Range(3, 16));
  return command;
}

int run_probcut(const ProbcutOptions& o) {
  auto records = read_training_file(o.data);
  auto weights = arcade::read_parsed_file<PatternWeights>(o.weights);
  if (!records || !weights) {
    std::cerr << (records ? weights.error() : records.error()) << "\n";
    return 2;
  }
  calibrate_probcut(*records, Evaluator(*weights), o.positions, o.deepest, std::cout);
  return 0;
}

}  // namespace
}  // namespace arcade::reversi

int main(int argc, char** argv) {
  using namespace arcade::reversi;
  CLI::App app{"Trains the Reversi evaluation: self-play positions, then a least-squares fit"};
  app.require_subcommand(1);
  GenerateOptions generating;
  FitOptions fitting;
  CompareOptions comparing;
  ProbcutOptions calibrating;
  auto* generate_command = add_generate(app, generating);
  auto* fit_command = add_fit(app, fitting);
  auto* compare_command = add_compare(app, comparing);
  auto* probcut_command = add_probcut(app, calibrating);
  CLI11_PARSE(app, argc, argv);
  std::string command_line = "reversi-train";
  for (int i = 1; i < argc; ++i) command_line += std::string(" ") + argv[i];
  if (generate_command->parsed()) {
    return generate(generating.out, generating.games, generating.settings, generating.noise,
                    generating.weights);
  }
  if (fit_command->parsed()) return fit(fitting.data, fitting.out, fitting.settings, command_line);
  if (probcut_command->parsed()) return run_probcut(calibrating);
  if (compare_command->parsed()) return run_compare(comparing);
  return 2;
}

// Calibrates Multi-ProbCut: how far a deep search's score strays from the shallow search that
// predicts it, measured on the project's own self-play positions.
#pragma once

#include <iosfwd>
#include <vector>

#include "games/reversi/reversi_eval.h"
#include "games/reversi/train/reversi_training_data.h"

namespace arcade::reversi {

// Searches `count` positions spread over 20 to 56 empty squares (taken from `records`) at every
// depth from 1 to `deepest` without selectivity, then prints for each depth from
// kProbCutMinDepth the mean and spread of deep minus shallow (probcut_depth) scores by stage of
// empties, and the least-squares line spread = base + per_depth × depth + per_empty × empties.
void calibrate_probcut(const std::vector<TrainingRecord>& records, const Evaluator& evaluator,
                       int count, int deepest, std::ostream& out);

}  // namespace arcade::reversi

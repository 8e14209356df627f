#!/usr/bin/env python3
"""Asks whether a small network over the Gomoku evaluation's point features predicts outcomes better
than the linear values do, before any of it is built into the engine.

The engine's evaluation is linear: every empty point adds the value of its fine line-pattern code,
for the side to move and for the opponent, blended between two stages by the stone count, plus a
value for the position's threat state (src/games/gomoku/ENGINE-NOTES.md, "Gomoku training").
This tool fits that model and a network that keeps its first layer as sums over the same point
codes, so the engine's board could keep it up to date stone by stone as it keeps its totals now,
and puts a small nonlinear head over those sums and the threat state:

    h     = Σ codes · E_stage(code) + T(threat state)          D numbers, updated stone by stone
    value = linear model + w · clipped_relu(h) (a second layer of H units when --hidden H)

Both are fitted from the same start on the same records (`gomoku-train import ... --out FILE`), by
minibatch Adam on the log loss of sigmoid(value) against the games' outcomes, and scored on the
held-out games (every tenth, as `gomoku-train fit` holds them out, or all the records of --test):
all positions, the quiet ones (no open four or five for either side, as `fit --quiet-only`
keeps) and, where a record carries an oracle's rating, the mean divergence of the model's win
probability from the oracle's. --save writes each model for a C++ reader (see save()). Needs
Debian's python3-numpy and python3-torch (run it with /usr/bin/python3 where another python3
comes first on the PATH). Deterministic for a given --seed and thread count. Round 59 of the
engine's notes has the figures and what the network did in play.

  tools/gomoku_value_net.py RECORDS... [--test RECORDS...] [--dims 16] [--hidden 0] [--epochs 8]
      [--quiet-only] [--cache FILE.npz] [--test-cache FILE.npz] [--save PREFIX]
"""

import argparse
import math
import re
import sys
import time

import numpy as np

FINE_FEATURES = 2 * (1 << 16)  # kFineFeatureCount: a canonical fine code times 2, +1 opponent's
THREAT_STATES = 1 << 11  # kThreatStateCount
STAGE_STONES = 20  # the committed weights' `stages 20`
ORACLE_SCALE = 122.911  # Rapfi's ratings' scale fitted to the outcomes (README, round 41)
FLEX4, FIVE, SIDE_FEATURES = 7, 8, 12  # LinePattern numbers; kSideFeatureCount

# The models' tables indexed by a point's code or the threat state, which --l2 pulls towards 0.
CODE_TABLES = ("early", "late", "state", "early_sums", "late_sums", "state_sums")

FINE_TOKEN = re.compile(rb" f(\d+):(\d+)")


def parse_records(paths):
    """Reads record files into flat arrays: per record its game, outcome, stones, threat state,
    rating (nan when none), quiet flag, and the offsets of its fine codes and their counts."""
    games, outcomes, stones, states, ratings, quiet = [], [], [], [], [], []
    offsets, codes, counts = [0], [], []
    for path in paths:
        try:
            file = open(path, "rb")
        except OSError as error:
            sys.exit(f"cannot read {path}: {error.strerror}")
        with file:
            for number, line in enumerate(file, 1):
                head = line.split(b" ", 26)
                if len(head) < 27:
                    sys.exit(f"{path}:{number}: not a training record")
                features = [int(value) for value in head[2:26]]
                fields = FINE_TOKEN.findall(line)
                if not fields:
                    sys.exit(f"{path}:{number}: no fine codes (import the games again)")
                stone_field = re.search(rb" s(-?\d+)", line)
                state_field = re.search(rb" t(-?\d+)", line)
                rating_field = re.search(rb" o(-?\d+)", line)
                if not stone_field or not state_field or int(state_field.group(1)) < 0:
                    sys.exit(f"{path}:{number}: no stone count or threat state")
                games.append(int(head[0]))
                outcomes.append(float(head[1]))
                stones.append(int(stone_field.group(1)))
                states.append(int(state_field.group(1)))
                ratings.append(float(rating_field.group(1)) if rating_field else math.nan)
                quiet.append(all(features[side * SIDE_FEATURES + pattern] == 0
                                 for side in (0, 1) for pattern in (FLEX4, FIVE)))
                codes.extend(int(code) for code, _ in fields)
                counts.extend(int(count) for _, count in fields)
                offsets.append(len(codes))
    return {
        "game": np.array(games, dtype=np.int64), "outcome": np.array(outcomes, dtype=np.float32),
        "stones": np.array(stones, dtype=np.int32), "state": np.array(states, dtype=np.int64),
        "rating": np.array(ratings, dtype=np.float32), "quiet": np.array(quiet, dtype=bool),
        "offsets": np.array(offsets, dtype=np.int64), "codes": np.array(codes, dtype=np.int64),
        "counts": np.array(counts, dtype=np.float32),
    }


def load(paths, cache):
    if cache:
        try:
            with np.load(cache) as saved:
                return {key: saved[key] for key in saved.files}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError) as error:
            sys.exit(f"cannot read the cache {cache} ({error}): remove it to parse the records")
    data = parse_records(paths)
    if cache:
        np.savez(cache, **data)
    return data


def concatenate(first, second):
    """The records of `first` then those of `second`, as one set of arrays."""
    joined = {key: np.concatenate((first[key], second[key]))
              for key in first if key != "offsets"}
    joined["offsets"] = np.concatenate(
        (first["offsets"], second["offsets"][1:] + first["offsets"][-1]))
    return joined


def first_records(data, count):
    """The first `count` records of `data`."""
    entries = data["offsets"][count]
    return {key: value[:entries] if key in ("codes", "counts") else
            value[:count + 1] if key == "offsets" else value[:count]
            for key, value in data.items()}


def build_model(torch, dims, hidden, linear_only):
    nn = torch.nn

    class PointSumModel(nn.Module):
        """The linear values plus, unless linear_only, a head over D sums of point codes."""

        def __init__(self):
            super().__init__()
            self.early = nn.EmbeddingBag(FINE_FEATURES, 1, mode="sum")
            self.late = nn.EmbeddingBag(FINE_FEATURES, 1, mode="sum")
            self.state = nn.Embedding(THREAT_STATES, 1)
            for table in (self.early, self.late, self.state):
                nn.init.zeros_(table.weight)
            self.linear_only = linear_only
            if linear_only:
                return
            self.early_sums = nn.EmbeddingBag(FINE_FEATURES, dims, mode="sum")
            self.late_sums = nn.EmbeddingBag(FINE_FEATURES, dims, mode="sum")
            self.state_sums = nn.Embedding(THREAT_STATES, dims)
            for table in (self.early_sums, self.late_sums, self.state_sums):
                nn.init.normal_(table.weight, std=0.01)
            self.bias = nn.Parameter(torch.zeros(dims))
            layers = [nn.Linear(dims, hidden), nn.Hardtanh(0.0, 1.0), nn.Linear(hidden, 1)] \
                if hidden else [nn.Linear(dims, 1)]
            self.head = nn.Sequential(*layers)

        def forward(self, codes, offsets, counts, late_share, states):
            early = self.early(codes, offsets, per_sample_weights=counts).squeeze(1)
            late = self.late(codes, offsets, per_sample_weights=counts).squeeze(1)
            value = (1 - late_share) * early + late_share * late + self.state(states).squeeze(1)
            if self.linear_only:
                return value
            sums = (1 - late_share).unsqueeze(1) * self.early_sums(
                codes, offsets, per_sample_weights=counts)
            sums = sums + late_share.unsqueeze(1) * self.late_sums(
                codes, offsets, per_sample_weights=counts)
            sums = sums + self.state_sums(states) + self.bias
            return value + self.head(torch.clamp(sums, 0.0, 1.0)).squeeze(1)

    return PointSumModel()


def batch_tensors(torch, data, rows):
    """The model's inputs and target for the records `rows` (sorted indices)."""
    starts, ends = data["offsets"][rows], data["offsets"][rows + 1]
    lengths = ends - starts
    index = np.concatenate([np.arange(s, e) for s, e in zip(starts, ends)])
    offsets = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    late_share = np.clip(data["stones"][rows], 0, STAGE_STONES) / STAGE_STONES
    return (torch.from_numpy(data["codes"][index]), torch.from_numpy(offsets),
            torch.from_numpy(data["counts"][index]),
            torch.from_numpy(late_share.astype(np.float32)),
            torch.from_numpy(data["state"][rows])), torch.from_numpy(data["outcome"][rows])


def predict(torch, model, data, rows, batch):
    model.eval()
    values = []
    with torch.no_grad():
        for start in range(0, len(rows), batch):
            inputs, _ = batch_tensors(torch, data, rows[start:start + batch])
            values.append(model(*inputs).numpy())
    model.train()
    return np.concatenate(values) if values else np.zeros(0)


def log_loss(values, outcomes):
    p = 1.0 / (1.0 + np.exp(-values.astype(np.float64)))
    p = np.clip(p, 1e-12, 1 - 1e-12)
    return float(np.mean(-(outcomes * np.log(p) + (1 - outcomes) * np.log(1 - p))))


def divergence(values, ratings):
    """Mean KL divergence of sigmoid(values) from the oracle's sigmoid(rating / scale)."""
    p = np.clip(1.0 / (1.0 + np.exp(-values.astype(np.float64))), 1e-12, 1 - 1e-12)
    q = np.clip(1.0 / (1.0 + np.exp(-ratings.astype(np.float64) / ORACLE_SCALE)), 1e-12,
                1 - 1e-12)
    return float(np.mean(q * np.log(q / p) + (1 - q) * np.log((1 - q) / (1 - p))))


def score(torch, model, data, held_out, batch):
    values = predict(torch, model, data, held_out, batch)
    outcomes = data["outcome"][held_out].astype(np.float64)
    quiet = data["quiet"][held_out]
    rated = ~np.isnan(data["rating"][held_out]) & quiet
    return (log_loss(values, outcomes), log_loss(values[quiet], outcomes[quiet]),
            divergence(values[rated], data["rating"][held_out][rated]) if rated.any() else math.nan)


def save(model, path):
    """Writes the fitted model for a C++ reader: "GKVN", then int32 D (0 for the linear model), H
    and the stage stones, then float32 arrays in this order: the early and late value of each fine
    feature, the value of each threat state; with D > 0 the early and late sums' rows (D numbers a
    feature), the threat states' rows, the bias, and the head (H = 0: D weights and a bias; else
    H×D weights, H biases, H weights and a bias)."""
    def floats(tensor):
        return tensor.detach().numpy().astype("<f4").tobytes()

    with open(path, "wb") as file:
        dims = 0 if model.linear_only else model.bias.shape[0]
        hidden = 0 if model.linear_only or len(model.head) == 1 else model.head[0].out_features
        file.write(b"GKVN" + np.array([dims, hidden, STAGE_STONES], dtype="<i4").tobytes())
        for table in (model.early, model.late, model.state):
            file.write(floats(table.weight))
        if dims:
            for table in (model.early_sums, model.late_sums, model.state_sums):
                file.write(floats(table.weight))
            file.write(floats(model.bias))
            for layer in model.head:
                if hasattr(layer, "weight"):
                    file.write(floats(layer.weight) + floats(layer.bias))


def fit(torch, model, data, train, held_out, args, name):
    tables = [parameter for table_name, parameter in model.named_parameters()
              if table_name.split(".")[0] in CODE_TABLES]
    optimiser = torch.optim.Adam(model.parameters(), lr=args.rate)
    generator = np.random.default_rng(args.seed)
    steps = args.epochs * math.ceil(len(train) / args.batch)
    step = 0
    for epoch in range(args.epochs):
        order = generator.permutation(train)
        started = time.monotonic()
        for start in range(0, len(order), args.batch):
            rows = np.sort(order[start:start + args.batch])
            inputs, target = batch_tensors(torch, data, rows)
            for group in optimiser.param_groups:
                group["lr"] = args.rate * (1 - 0.95 * step / steps)
            values = model(*inputs)
            loss = torch.nn.functional.binary_cross_entropy_with_logits(values, target)
            penalty = sum((table ** 2).sum() for table in tables) * args.l2
            optimiser.zero_grad()
            (loss + penalty).backward()
            optimiser.step()
            step += 1
        scores = score(torch, model, data, held_out, args.batch)
        held, quiet, kl = scores
        print(f"{name} epoch {epoch + 1}: held-out loss {held:.4f}, quiet {quiet:.4f}, "
              f"divergence from the oracle (quiet, rated) {kl:.4f}  "
              f"({time.monotonic() - started:.0f} s)", flush=True)
    return scores


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+", help="gomoku-train record files")
    parser.add_argument("--cache", help="keep the parsed records in this .npz (read if present)")
    parser.add_argument("--dims", type=int, default=16, help="sums of point codes (D)")
    parser.add_argument("--hidden", type=int, default=0, help="units of a second layer (0: none)")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--batch", type=int, default=4096)
    parser.add_argument("--rate", type=float, default=0.01, help="Adam's step, shrinking to 5 %%")
    parser.add_argument("--l2", type=float, default=1e-7, help="pull of the code tables to 0")
    parser.add_argument("--holdout-every", type=int, default=10)
    parser.add_argument("--test", nargs="+", metavar="RECORDS",
                        help="score on these records instead, fit on all of the others")
    parser.add_argument("--test-cache", help="the --cache of the --test records")
    parser.add_argument("--quiet-only", action="store_true",
                        help="fit only quiet positions (as gomoku-train fit --quiet-only)")
    parser.add_argument("--limit", type=int, default=0, help="use only the first N records")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--only", choices=("linear", "network"), help="fit one model only")
    parser.add_argument("--save", metavar="PREFIX",
                        help="write each fitted model to PREFIX-linear.bin, PREFIX-network.bin")
    args = parser.parse_args()
    if args.dims < 1 or args.hidden < 0 or args.epochs < 1 or args.batch < 1:
        parser.error("--dims, --epochs and --batch must be positive, --hidden not negative")
    try:
        import torch
    except ImportError:
        sys.exit("needs PyTorch: apt-get install python3-torch")
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)

    started = time.monotonic()
    data = load(args.records, args.cache)
    count = len(data["game"]) if not args.limit else min(args.limit, len(data["game"]))
    rows = np.arange(count)
    if args.test:
        tests = load(args.test, args.test_cache)
        data = concatenate(first_records(data, count), tests)
        train, held_out = rows, np.arange(count, len(data["game"]))
    else:
        held = data["game"][:count] % args.holdout_every == 0 if args.holdout_every else \
            np.zeros(count, dtype=bool)
        train, held_out = rows[~held], rows[held]
    if args.quiet_only:
        train = train[data["quiet"][train]]
    print(f"{len(train) + len(held_out)} records ({len(train)} fitted, {len(held_out)} held out, "
          f"{int(data['quiet'][held_out].sum())} of them quiet) in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    if not len(train) or not len(held_out):
        sys.exit("nothing to fit or nothing held out")

    results = {}
    for name in ("linear", "network"):
        if args.only and args.only != name:
            continue
        torch.manual_seed(args.seed)
        model = build_model(torch, args.dims, args.hidden, name == "linear")
        results[name] = fit(torch, model, data, train, held_out, args, name)
        if args.save:
            save(model, f"{args.save}-{name}.bin")
    for name, (held, quiet, kl) in results.items():
        print(f"{name}: held-out log loss {held:.4f} (quiet {quiet:.4f}), divergence {kl:.4f}")


if __name__ == "__main__":
    main()

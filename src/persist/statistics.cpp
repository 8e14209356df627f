// Statistics as JSON, and counting a finished game into them.
#include "persist/statistics.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

#include "persist/json_fields.h"
#include "persist/saved_game.h"

namespace arcade {
namespace {

using nlohmann::json;

std::optional<Error> read_tally(const json& entry, const std::string& path, Tally& tally) {
  if (!entry.is_object()) return wrong_value(path, "an object");
  if (auto error = read_field(entry, "games", tally.games, path)) return error;
  if (auto error = read_field(entry, "wins", tally.wins, path)) return error;
  if (auto error = read_field(entry, "losses", tally.losses, path)) return error;
  if (auto error = read_field(entry, "draws", tally.draws, path)) return error;
  return std::nullopt;
}

// The person's side in a game of `seats`, and the name of the other seat's player in the tallies;
// nothing for two computers.
std::optional<std::pair<Side, std::string>> person_and_rival(
    const std::array<std::string, 2>& seats) {
  const bool first_person = seats[0] == kPersonSeat;
  if (!first_person && seats[1] != kPersonSeat) return std::nullopt;
  const Side person = first_person ? Side::first : Side::second;
  return std::pair{person, seats[static_cast<std::size_t>(index_of(opponent(person)))]};
}

// The count of `tally` that a game ending in `outcome` adds to, for `person`.
std::uint64_t& count_for(Tally& tally, Outcome outcome, Side person) {
  switch (value_for(outcome, person)) {
    case 1:
      return tally.wins;
    case -1:
      return tally.losses;
    default:
      return tally.draws;
  }
}

}  // namespace

bool record_game(Statistics& statistics, std::string_view game_id,
                 const std::array<std::string, 2>& seats, Outcome outcome) {
  const auto players = person_and_rival(seats);
  if (outcome == Outcome::ongoing || !players) return false;
  Tally& tally = statistics.tallies[std::string(game_id)][players->second];
  ++tally.games;
  ++count_for(tally, outcome, players->first);
  return true;
}

bool take_back_game(Statistics& statistics, std::string_view game_id,
                    const std::array<std::string, 2>& seats, Outcome outcome) {
  const auto players = person_and_rival(seats);
  if (outcome == Outcome::ongoing || !players) return false;
  const auto game = statistics.tallies.find(std::string(game_id));
  if (game == statistics.tallies.end()) return false;
  const auto rival = game->second.find(players->second);
  if (rival == game->second.end()) return false;
  Tally& tally = rival->second;
  std::uint64_t& count = count_for(tally, outcome, players->first);
  if (count == 0 || tally.games == 0) return false;
  --count;
  --tally.games;
  if (tally.games == 0) game->second.erase(rival);
  if (game->second.empty()) statistics.tallies.erase(game);
  return true;
}

void add_statistics(Statistics& statistics, const Statistics& more) {
  for (const auto& [game_id, opponents] : more.tallies) {
    for (const auto& [opponent, tally] : opponents) {
      Tally& sum = statistics.tallies[game_id][opponent];
      sum.games += tally.games;
      sum.wins += tally.wins;
      sum.losses += tally.losses;
      sum.draws += tally.draws;
    }
  }
}

std::string write_statistics(const Statistics& statistics) {
  json games = json::object();
  for (const auto& [game_id, opponents] : statistics.tallies) {
    json by_opponent = json::object();
    for (const auto& [opponent, tally] : opponents) {
      by_opponent[opponent] = {{"games", tally.games},
                               {"wins", tally.wins},
                               {"losses", tally.losses},
                               {"draws", tally.draws}};
    }
    games[game_id] = by_opponent;
  }
  return json_text({{"version", kStatisticsVersion}, {"games", games}});
}

Result<Statistics> read_statistics(std::string_view text) {
  auto document = parse_json_object(text, "statistics", kStatisticsVersion);
  if (!document) return Error{document.error()};
  Statistics statistics;
  auto games = object_field(*document, "games", "");
  if (!games) return Error{games.error()};
  if (!*games) return statistics;
  for (const auto& [game_id, opponents] : (*games)->items()) {
    const std::string path = json_path("games", game_id);
    if (!opponents.is_object()) return wrong_value(path, "an object");
    for (const auto& [opponent, entry] : opponents.items()) {
      Tally& tally = statistics.tallies[game_id][opponent];
      if (auto error = read_tally(entry, json_path(path, opponent), tally)) return *error;
    }
  }
  return statistics;
}

}  // namespace arcade

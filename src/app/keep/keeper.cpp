// What the game keeps between runs.
#include "app/keep/keeper.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "app/keep/kept_session.h"

namespace arcade::app {

Keeper::Keeper(const std::filesystem::path& directory, const Catalog& catalog)
    : directory_(directory), catalog_(&catalog) {
  if (directory.empty()) return;
  Store store(directory, catalog);
  auto settings = store.load_settings();
  saved_settings_ = std::move(settings.value);
  take_notice(settings.notice, "Your settings could not be read, so the defaults are used.");
  auto statistics = store.load_statistics();
  statistics_ = std::move(statistics.value);
  take_notice(statistics.notice, "Your scores could not be read, so they start from zero.");
  auto current = store.load_current_game();
  take_notice(current.notice, "The last game could not be read, so a new one starts.");
  // A game whose player has left the catalog, or a finished one, is not worth offering.
  if (current.value && session_from_saved(catalog, *current.value) &&
      !current.value->history.current().is_over()) {
    unfinished_ = std::make_shared<const SavedGame>(std::move(*current.value));
  }
  writer_ = std::make_unique<FileWriter>(std::move(store));
}

void Keeper::flush() {
  if (writer_) writer_->flush();
  for (const auto& save : saving_) save.wait();
}

void Keeper::save_copy(const GameSession& session) {
  std::promise<Result<std::filesystem::path>> done;
  if (!writer_) {
    done.set_value(fail("there is no folder to keep saved games in"));
    saving_.push_back(done.get_future());
    return;
  }
  saving_.push_back(std::async(
      std::launch::async, [store = Store(directory_, *catalog_), game = saved_game_of(session)] {
        auto saved = store.save_game(game);
        if (!saved)
          std::cerr << "board-arcade: the game could not be saved: " << saved.error() << "\n";
        return saved;
      }));
}

std::vector<Result<std::filesystem::path>> Keeper::take_saved() {
  std::vector<Result<std::filesystem::path>> finished;
  while (!saving_.empty() &&
         saving_.front().wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
    finished.push_back(saving_.front().get());
    saving_.erase(saving_.begin());
  }
  return finished;
}

const std::vector<std::string>& Keeper::notices() {
  if (!writer_) return notices_;
  for (const KeptFile file : writer_->take_failed_files()) {
    switch (file) {
      case KeptFile::settings:
        add_notice("Your settings could not be saved.");
        break;
      case KeptFile::statistics:
        add_notice("Your scores could not be saved.");
        break;
      default:
        add_notice("This game could not be saved.");
        break;
    }
  }
  return notices_;
}

void Keeper::add_notice(std::string friendly) {
  if (std::find(notices_.begin(), notices_.end(), friendly) != notices_.end()) return;
  notices_.push_back(std::move(friendly));
}

void Keeper::dismiss_notice() {
  if (!notices_.empty()) notices_.erase(notices_.begin());
}

void Keeper::take_notice(const std::string& full, const char* friendly) {
  if (full.empty()) return;
  // The whole story (why, and the name the file is kept under) is for grown-ups and bug reports.
  std::cerr << "board-arcade: " << full << "\n";
  add_notice(friendly);
}

void Keeper::keep_settings(const Settings& settings) {
  if (settings == saved_settings_) return;
  saved_settings_ = settings;
  if (!writer_) return;
  writer_->queue(KeptFile::settings,
                 [settings](const Store& store) { return store.save_settings(settings); });
}

void Keeper::keep_game(const GameSession& session) {
  if (session.position().is_over()) {
    unfinished_.reset();
    if (!writer_) return;
    writer_->queue(KeptFile::current_game,
                   [](const Store& store) { return store.clear_current_game(); });
    return;
  }
  unfinished_ = std::make_shared<const SavedGame>(saved_game_of(session));
  if (!writer_) return;
  writer_->queue(KeptFile::current_game, [game = unfinished_](const Store& store) {
    return store.save_current_game(*game);
  });
}

void Keeper::forget_game() {
  if (!unfinished_) return;
  unfinished_.reset();
  if (!writer_) return;
  writer_->queue(KeptFile::current_game,
                 [](const Store& store) { return store.clear_current_game(); });
}

void Keeper::record_finished(const GameSession& session) {
  const SavedGame game = saved_game_of(session);
  if (!record_game(statistics_, game.game_id, game.seats, session.position().outcome())) return;
  save_statistics();
}

void Keeper::take_back_finished(const GameSession& session, Outcome outcome) {
  const SavedGame game = saved_game_of(session);
  if (!take_back_game(statistics_, game.game_id, game.seats, outcome)) return;
  save_statistics();
}

void Keeper::replace_statistics(Statistics statistics) {
  statistics_ = std::move(statistics);
  save_statistics();
}

bool Keeper::empty_statistics() {
  if (statistics_.tallies.empty()) return false;
  // A second reset before a put back keeps both lots, so one put back restores everything.
  if (emptied_) add_statistics(statistics_, *emptied_);
  emptied_ = std::move(statistics_);
  statistics_ = {};
  save_statistics();
  return true;
}

bool Keeper::put_back_statistics() {
  if (!emptied_) return false;
  add_statistics(statistics_, *emptied_);
  emptied_.reset();
  save_statistics();
  return true;
}

void Keeper::save_statistics() {
  if (!writer_) return;
  writer_->queue(KeptFile::statistics, [statistics = statistics_](const Store& store) {
    return store.save_statistics(statistics);
  });
}

std::optional<Tally> Keeper::tally_for(const SessionSetup& setup) const {
  const bool first_person = setup.seats[0].is_person();
  if (!first_person && !setup.seats[1].is_person()) return std::nullopt;
  const std::string rival = seat_text(setup.seats[first_person ? 1 : 0]);
  const auto game = statistics_.tallies.find(setup.game_id);
  if (game == statistics_.tallies.end()) return std::nullopt;
  const auto tally = game->second.find(rival);
  if (tally == game->second.end()) return std::nullopt;
  return tally->second;
}

}  // namespace arcade::app

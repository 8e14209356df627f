// Runs one game.
#include "app/session/game_controller.h"

#include <algorithm>
#include <iostream>

#include "ai/random_player.h"

namespace arcade::app {
namespace {

constexpr std::size_t kEarlierGamesKept = 8;

}  // namespace

GameController::GameController(GameSession session, SearchWorker& worker, std::uint64_t seed,
                               Pace pace)
    : session_(std::move(session)), worker_(worker), seed_(seed), pace_(pace) {
  make_players();
}

GameController::~GameController() {
  stop();
}

void GameController::make_players() {
  const GameInfo& game = *session_.game;
  ++games_started_;
  for (int side = 0; side < 2; ++side) {
    const Seat& seat = session_.setup.seats[static_cast<std::size_t>(side)];
    players_[static_cast<std::size_t>(side)].reset();
    if (seat.is_person()) continue;
    PlayerConfig config;
    config.seed =
        seed_ ^ (games_started_ * 0x9e3779b97f4a7c15ULL) ^ static_cast<std::uint64_t>(side + 1);
    config.time_ms = pace_.think_ms;
    players_[static_cast<std::size_t>(side)] = game.find_player(seat.computer)->make(config);
  }
}

void GameController::remember_replaced(GameSession replaced) {
  // The oldest of the earlier games: restarts since are undone first.
  earlier_games_.insert(earlier_games_.begin(), std::move(replaced));
  if (earlier_games_.size() > kEarlierGamesKept) earlier_games_.erase(earlier_games_.begin());
}

void GameController::set_audit(MoveAudit* audit) {
  audit_ = audit;
  if (audit_) audit_->game_started(session_.setup.game_id);
}

void GameController::stop() {
  const auto current = worker_.current_ticket();
  if ((computer_ticket_ && *computer_ticket_ == current) ||
      (hint_ticket_ && *hint_ticket_ == current)) {
    worker_.cancel();
  }
  computer_ticket_.reset();
  hint_ticket_.reset();
}

void GameController::forget_move_in_flight() {
  stop();
  ready_move_.reset();
  hint_.reset();
  use_fallback_ = false;
}

void GameController::start_search(std::shared_ptr<Player> player, bool for_hint) {
  const auto ticket = worker_.start(std::move(player), position());
  (for_hint ? hint_ticket_ : computer_ticket_) = ticket;
}

void GameController::collect_answer() {
  if (!computer_ticket_ && !hint_ticket_) return;
  auto answer = worker_.take_answer();
  if (!answer) {
    // Another game or a newer search took the worker: this game's search is not coming back.
    const auto current = worker_.current_ticket();
    if (computer_ticket_ && *computer_ticket_ != current) computer_ticket_.reset();
    if (hint_ticket_ && *hint_ticket_ != current) hint_ticket_.reset();
    return;
  }
  const bool for_hint = hint_ticket_ && answer->ticket == *hint_ticket_;
  (for_hint ? hint_ticket_ : computer_ticket_).reset();
  // A player only proposes: the move is played only if it is legal in the position now.
  const bool legal = answer->decision && answer->position == position() &&
                     position().is_legal(answer->decision->move);
  if (for_hint) {
    if (legal) hint_ = answer->decision->move;
    return;
  }
  if (legal) {
    ready_move_ = answer->decision->move;
    use_fallback_ = false;
  } else {
    std::cerr << "board-arcade: " << session_.seat_to_move().computer
              << (answer->decision ? " proposed an illegal move" : " failed")
              << "; the random player moves instead\n";
    use_fallback_ = true;
  }
}

bool GameController::person_may_move() const {
  return !position().is_over() && session_.seat_to_move().is_person() && !must_pass(position());
}

bool GameController::computer_to_move() const {
  return !position().is_over() && !session_.seat_to_move().is_person();
}

PlayedMove GameController::apply(Move move, bool by_computer, double now) {
  PlayedMove played{position(), move, position().to_move(), by_computer, must_pass(position())};
  forget_move_in_flight();
  if (audit_) audit_->move_applied(played.before, move, by_computer);
  play_move(session_, move);
  if (audit_) audit_->position_reached(position());
  last_move_time_ = now;
  return played;
}

std::optional<PlayedMove> GameController::update(double now) {
  collect_answer();
  if (position().is_over()) return std::nullopt;
  if (must_pass(position())) {
    if (now < last_move_time_ + pace_.pass_delay_seconds) return std::nullopt;
    return apply(position().legal_moves().front(), computer_to_move(), now);
  }
  if (!computer_to_move()) return std::nullopt;
  if (!ready_move_ && !computer_ticket_) {
    const auto side = static_cast<std::size_t>(index_of(position().to_move()));
    std::shared_ptr<Player> player = players_[side];
    if (use_fallback_) player = std::make_shared<RandomPlayer>(seed_ + games_started_);
    start_search(std::move(player), false);
    return std::nullopt;
  }
  const double earliest =
      last_move_time_ + std::max(pace_.min_gap_seconds, pace_.animation_seconds + 0.15);
  if (ready_move_ && now >= earliest) return apply(*ready_move_, true, now);
  return std::nullopt;
}

std::optional<PlayedMove> GameController::play_person_move(Move move, double now) {
  if (!person_may_move() || !position().is_legal(move)) return std::nullopt;
  return apply(move, false, now);
}

bool GameController::person_moved_before_cursor() const {
  const auto& history = session_.history;
  for (std::size_t i = 1; i <= history.cursor(); ++i) {
    const AnyState& from = history.at(i - 1);
    if (session_.setup.seats[static_cast<std::size_t>(index_of(from.to_move()))].is_person() &&
        !must_pass(from)) {
      return true;
    }
  }
  return false;
}

bool GameController::can_undo() const {
  if (!has_person(session_.setup)) return false;
  return person_moved_before_cursor() || !earlier_games_.empty();
}

bool GameController::undo(double now) {
  if (!can_undo()) return false;
  forget_move_in_flight();
  if (person_moved_before_cursor()) {
    undo_to_person_turn(session_);
  } else {
    session_ = std::move(earlier_games_.back());
    earlier_games_.pop_back();
    make_players();
  }
  last_move_time_ = now;
  return true;
}

bool GameController::can_redo() const {
  return has_person(session_.setup) && session_.history.can_redo();
}

bool GameController::redo(double now) {
  if (!can_redo()) return false;
  forget_move_in_flight();
  redo_to_person_turn(session_);
  last_move_time_ = now;
  return true;
}

void GameController::new_game(const SessionSetup& setup, double now) {
  auto fresh = start_session(*session_.game, setup);
  if (!fresh) {
    std::cerr << "board-arcade: cannot start the game: " << fresh.error() << "\n";
    return;
  }
  forget_move_in_flight();
  earlier_games_.push_back(std::move(session_));
  if (earlier_games_.size() > kEarlierGamesKept) earlier_games_.erase(earlier_games_.begin());
  session_ = std::move(fresh).value();
  make_players();
  if (audit_) audit_->game_started(session_.setup.game_id);
  last_move_time_ = now;
}

bool GameController::request_hint() {
  if (!person_may_move()) return false;
  if (hint_ || hint_ticket_) return true;
  if (!hint_player_) {
    PlayerConfig config;
    config.seed = seed_ ^ 0x68696e74ULL;
    config.time_ms = pace_.think_ms;
    hint_player_ = session_.game->strongest().make(config);
  }
  start_search(hint_player_, true);
  return true;
}

std::optional<Move> GameController::last_move() const {
  const auto& history = session_.history;
  if (history.cursor() == 0) return std::nullopt;
  return history.move_into(history.cursor());
}

}  // namespace arcade::app

// A position of any game behind one value type, for the app, the command line and the players.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>

#include "core/game_rules.h"

namespace arcade {

// A copyable, comparable position of some game. Copies are deep and independent, so the worker
// thread can be handed one while the game goes on with another. The concrete state is reachable
// through get_if<S>() for the game's own views and engines.
class AnyState {
 public:
  // The same_as test comes first so that clang, checking whether AnyState is copyable, does not
  // recurse into GameRules<AnyState>.
  template <class S>
  requires(!std::same_as<S, AnyState>) && GameRules<S> explicit AnyState(S state)
      : self_(std::make_unique<Model<S>>(std::move(state))) {}

  AnyState(const AnyState& other) : self_(other.self_->clone()) {}
  AnyState& operator=(const AnyState& other) {
    if (this != &other) self_ = other.self_->clone();
    return *this;
  }
  AnyState(AnyState&&) noexcept = default;
  AnyState& operator=(AnyState&&) noexcept = default;
  ~AnyState() = default;

  // The id of the game this position belongs to (its rules' kGameId).
  std::string_view game_id() const { return self_->game_id(); }
  Side to_move() const { return self_->to_move(); }
  MoveList legal_moves() const { return self_->legal_moves(); }
  bool is_legal(Move move) const { return self_->is_legal(move); }
  Outcome outcome() const { return self_->outcome(); }
  bool is_over() const { return outcome() != Outcome::ongoing; }

  // Plays `move` if it is legal and returns true; otherwise returns false and changes nothing.
  bool try_apply(Move move) {
    if (!is_legal(move)) return false;
    self_->apply(move);
    return true;
  }

  std::string move_text(Move move) const { return self_->move_text(move); }
  // Whether `move` is a pass: its text is kPassText.
  bool is_pass(Move move) const { return move_text(move) == kPassText; }
  // The legal move that `text` names in this position, or nothing.
  std::optional<Move> parse_move(std::string_view text) const { return self_->parse_move(text); }
  std::string position_text() const { return self_->position_text(); }

  // The concrete state if this position is of game type S, else nullptr.
  template <GameRules S>
  const S* get_if() const {
    auto* model = dynamic_cast<const Model<S>*>(self_.get());
    return model ? &model->state : nullptr;
  }

  friend bool operator==(const AnyState& a, const AnyState& b) { return a.self_->equals(*b.self_); }

 private:
  struct Concept {
    virtual ~Concept() = default;
    virtual std::unique_ptr<Concept> clone() const = 0;
    virtual std::string_view game_id() const = 0;
    virtual Side to_move() const = 0;
    virtual MoveList legal_moves() const = 0;
    virtual bool is_legal(Move move) const = 0;
    virtual void apply(Move move) = 0;
    virtual Outcome outcome() const = 0;
    virtual std::string move_text(Move move) const = 0;
    virtual std::optional<Move> parse_move(std::string_view text) const = 0;
    virtual std::string position_text() const = 0;
    virtual bool equals(const Concept& other) const = 0;
  };

  template <GameRules S>
  struct Model final : Concept {
    explicit Model(S s) : state(std::move(s)) {}
    std::unique_ptr<Concept> clone() const override { return std::make_unique<Model>(state); }
    std::string_view game_id() const override { return S::kGameId; }
    Side to_move() const override { return state.to_move(); }
    MoveList legal_moves() const override { return state.legal_moves(); }
    bool is_legal(Move move) const override { return state.is_legal(move); }
    void apply(Move move) override { state.apply(move); }
    Outcome outcome() const override { return state.outcome(); }
    std::string move_text(Move move) const override { return state.move_text(move); }
    std::optional<Move> parse_move(std::string_view text) const override {
      return state.parse_move(text);
    }
    std::string position_text() const override { return state.position_text(); }
    bool equals(const Concept& other) const override {
      auto* same = dynamic_cast<const Model*>(&other);
      return same && same->state == state;
    }
    S state;
  };

  std::unique_ptr<Concept> self_;
};

}  // namespace arcade

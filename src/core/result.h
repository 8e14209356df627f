// A value or a one-line message saying why there is none: how parsers report bad input.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace arcade {

// Why an input was rejected, as one line a person can act on.
struct Error {
  std::string message;
};

// Either a T or an Error. Accessing the wrong alternative is a programming error (it throws
// std::bad_variant_access), so callers check `ok()` first.
template <class T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}  // NOLINT: implicit on purpose, like std::expected
  Result(Error error) : data_(std::move(error)) {}  // NOLINT

  bool ok() const { return std::holds_alternative<T>(data_); }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<T>(data_); }
  T& value() & { return std::get<T>(data_); }
  T&& value() && { return std::get<T>(std::move(data_)); }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }
  const std::string& error() const { return std::get<Error>(data_).message; }

 private:
  std::variant<T, Error> data_;
};

// What an action that returns nothing else gives on success: `Result<Done>`.
struct Done {};

// Shorthand for returning a failure: `return fail("heap sizes must be positive");`.
inline Error fail(std::string message) {
  return Error{std::move(message)};
}

}  // namespace arcade

// The pattern weights: canonical configurations, the compact text form, the built-in set.
#include "games/reversi/reversi_pattern_eval.h"

#include <algorithm>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "core/text.h"

namespace arcade::reversi {
namespace {

constexpr std::string_view kHeaderWord = "reversi-pattern-weights";
constexpr int kFormatVersion = 1;
constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::size_t kLineLength = 100;

// The inverse of gather_bits: the low bits of `packed` spread onto the squares of `mask`.
Bitboard scatter_bits(Bitboard packed, Bitboard mask) {
  Bitboard board = 0;
  for (; mask; mask &= mask - 1, packed >>= 1) {
    if (packed & 1) board |= mask & (0 - mask);
  }
  return board;
}

// The index of the configuration that `index` becomes under `symmetry`, for a shape the
// symmetry maps onto itself.
std::uint32_t mirrored_index(const PatternGroup& group, std::uint32_t index, int symmetry) {
  Bitboard own_bits = 0;
  Bitboard other_bits = 0;
  for (int place = 0; place < group.squares; ++place, index /= 3) {
    if (index % 3 == 1) own_bits |= Bitboard{1} << place;
    if (index % 3 == 2) other_bits |= Bitboard{1} << place;
  }
  const Bitboard own = apply_symmetry(symmetry, scatter_bits(own_bits, group.mask));
  const Bitboard other = apply_symmetry(symmetry, scatter_bits(other_bits, group.mask));
  return kTernary[gather_bits(own, group.mask)] + 2u * kTernary[gather_bits(other, group.mask)];
}

std::vector<std::uint32_t> make_canonical_positions() {
  std::vector<std::uint32_t> canonical(kPatternTableSize);
  for (const PatternGroup& group : kPatternGroups) {
    std::vector<int> stabilizers;
    for (int symmetry = 1; symmetry < 8; ++symmetry) {
      if (detail::squares_read(symmetry, group.mask) == group.mask) stabilizers.push_back(symmetry);
    }
    for (std::uint32_t index = 0; index < static_cast<std::uint32_t>(group.size); ++index) {
      std::uint32_t lowest = index;
      for (const int symmetry : stabilizers) {
        lowest = std::min(lowest, mirrored_index(group, index, symmetry));
      }
      canonical[static_cast<std::size_t>(group.offset) + index] =
          static_cast<std::uint32_t>(group.offset) + lowest;
    }
  }
  return canonical;
}

void put_varint(std::string& bytes, std::uint32_t value) {
  while (value >= 0x80) {
    bytes.push_back(static_cast<char>((value & 0x7F) | 0x80));
    value >>= 7;
  }
  bytes.push_back(static_cast<char>(value));
}

std::uint32_t zigzag(int value) {
  return value >= 0 ? static_cast<std::uint32_t>(value) * 2
                    : static_cast<std::uint32_t>(-value) * 2 - 1;
}

int unzigzag(std::uint32_t value) {
  return value & 1 ? -static_cast<int>((value + 1) / 2) : static_cast<int>(value / 2);
}

std::string to_base64(const std::string& bytes) {
  std::string text;
  for (std::size_t at = 0; at < bytes.size(); at += 3) {
    std::uint32_t block = 0;
    const std::size_t count = std::min<std::size_t>(3, bytes.size() - at);
    for (std::size_t i = 0; i < 3; ++i) {
      const auto byte = i < count ? static_cast<unsigned char>(bytes[at + i]) : 0u;
      block = block << 8 | byte;
    }
    for (std::size_t i = 0; i < 4; ++i) {
      text.push_back(i <= count ? kBase64[block >> (18 - 6 * i) & 63] : '=');
    }
  }
  return text;
}

Result<std::string> from_base64(std::string_view text) {
  std::string bytes;
  std::uint32_t block = 0;
  int bits = 0;
  bool padded = false;
  for (const char c : text) {
    if (c == '=') {
      padded = true;
      continue;
    }
    if (padded) return fail("pattern weights: data after the padding that ends them");
    const auto value = kBase64.find(c);
    if (value == std::string_view::npos) {
      return fail("pattern weights: '" + std::string(1, c) + "' is not base-64");
    }
    block = block << 6 | static_cast<std::uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push_back(static_cast<char>(block >> bits & 0xFF));
    }
  }
  return bytes;
}

// Reads the compressed payload back; every check names what is wrong.
class PayloadReader {
 public:
  explicit PayloadReader(const std::string& bytes) : bytes_(bytes) {}

  Result<std::uint32_t> varint() {
    std::uint32_t value = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      if (at_ >= bytes_.size()) return fail("pattern weights: the data ends too early");
      const auto byte = static_cast<unsigned char>(bytes_[at_++]);
      value |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
      if (!(byte & 0x80)) return value;
    }
    return fail("pattern weights: a number runs too long");
  }

  Result<std::int16_t> weight() {
    auto value = varint();
    if (!value) return Error{value.error()};
    const int weight = unzigzag(*value);
    if (weight < std::numeric_limits<std::int16_t>::min() ||
        weight > std::numeric_limits<std::int16_t>::max()) {
      return fail("pattern weights: a weight does not fit in 16 bits");
    }
    return static_cast<std::int16_t>(weight);
  }

  bool at_end() const { return at_ == bytes_.size(); }

 private:
  const std::string& bytes_;
  std::size_t at_ = 0;
};

std::string header_line() {
  std::ostringstream header;
  header << kHeaderWord << " " << kFormatVersion << " stages " << kEvalStages << " table "
         << kPatternTableSize << " scalars " << kScalarFeatures;
  return header.str();
}

}  // namespace

PatternWeights::PatternWeights()
    : patterns_(static_cast<std::size_t>(kEvalStages) * kPatternTableSize) {}

void PatternWeights::share_mirrored_weights() {
  const auto& canonical = canonical_pattern_positions();
  for (int stage = 0; stage < kEvalStages; ++stage) {
    std::int16_t* table = patterns(stage);
    for (std::size_t position = 0; position < canonical.size(); ++position) {
      table[position] = table[canonical[position]];
    }
  }
}

std::string PatternWeights::to_text() const {
  const auto& canonical = canonical_pattern_positions();
  std::string bytes;
  for (int stage = 0; stage < kEvalStages; ++stage) {
    for (const std::int16_t weight : scalars(stage)) put_varint(bytes, zigzag(weight));
    const std::int16_t* table = patterns(stage);
    std::uint32_t zeros = 0;
    for (std::size_t position = 0; position < canonical.size(); ++position) {
      if (canonical[position] != position) continue;
      if (table[position] == 0) {
        ++zeros;
        continue;
      }
      if (zeros > 0) {
        put_varint(bytes, 0);
        put_varint(bytes, zeros);
        zeros = 0;
      }
      put_varint(bytes, zigzag(table[position]));
    }
    if (zeros > 0) {
      put_varint(bytes, 0);
      put_varint(bytes, zeros);
    }
  }
  const std::string encoded = to_base64(bytes);
  std::string text = header_line() + "\n";
  for (std::size_t at = 0; at < encoded.size(); at += kLineLength) {
    text += encoded.substr(at, kLineLength);
    text += '\n';
  }
  return text;
}

Result<PatternWeights> PatternWeights::from_text(std::string_view text) {
  std::string body;
  bool header_seen = false;
  for (const auto line_view : split(text, "\n")) {
    const std::string_view line = trim(line_view);
    if (line.empty() || line.starts_with('#')) continue;
    if (!header_seen) {
      if (line != header_line()) {
        return fail("pattern weights: expected the header \"" + header_line() + "\", found " +
                    quote_for_message(line));
      }
      header_seen = true;
      continue;
    }
    body += line;
  }
  if (!header_seen) return fail("pattern weights: no header line");
  const auto bytes = from_base64(body);
  if (!bytes) return Error{bytes.error()};
  PayloadReader reader(*bytes);
  PatternWeights weights;
  const auto& canonical = canonical_pattern_positions();
  for (int stage = 0; stage < kEvalStages; ++stage) {
    for (std::int16_t& scalar : weights.scalars(stage)) {
      auto value = reader.weight();
      if (!value) return Error{value.error()};
      scalar = *value;
    }
    std::int16_t* table = weights.patterns(stage);
    std::uint32_t zeros = 0;
    for (std::size_t position = 0; position < canonical.size(); ++position) {
      if (canonical[position] != position) continue;
      if (zeros == 0) {
        auto token = reader.varint();
        if (!token) return Error{token.error()};
        if (*token == 0) {
          auto run = reader.varint();
          if (!run) return Error{run.error()};
          if (*run == 0) return fail("pattern weights: an empty run of zeros");
          zeros = *run;
        } else {
          const int weight = unzigzag(*token);
          if (weight < std::numeric_limits<std::int16_t>::min() ||
              weight > std::numeric_limits<std::int16_t>::max()) {
            return fail("pattern weights: a weight does not fit in 16 bits");
          }
          table[position] = static_cast<std::int16_t>(weight);
          continue;
        }
      }
      table[position] = 0;
      --zeros;
    }
    if (zeros != 0) return fail("pattern weights: a run of zeros overruns a stage");
  }
  if (!reader.at_end()) return fail("pattern weights: data left over after the last stage");
  weights.share_mirrored_weights();
  return weights;
}

const std::vector<std::uint32_t>& canonical_pattern_positions() {
  static const std::vector<std::uint32_t> canonical = make_canonical_positions();
  return canonical;
}

const PatternWeights& trained_pattern_weights() {
  static const PatternWeights weights = [] {
    auto parsed = PatternWeights::from_text(trained_pattern_weights_text());
    // The text is built in and checked by the tests: a failure here is a broken build.
    if (!parsed) throw std::logic_error(parsed.error());
    return *parsed;
  }();
  return weights;
}

Evaluator trained_evaluator(int noise, std::uint64_t seed) {
  return Evaluator(trained_pattern_weights(), noise, seed);
}

const Evaluator& endgame_ordering_evaluator() {
  static const Evaluator evaluator = trained_evaluator();
  return evaluator;
}

}  // namespace arcade::reversi

// Texts: the window's words in the chosen language, and the places filled in them.
#include "core/texts.h"

#include <array>
#include <catch2/catch.hpp>

namespace arcade {
namespace {

constexpr std::array kTable = {
    Translation{"Play", "开始"},
    Translation{"{0} stones left", "还剩{0}颗石子"},
};

TEST_CASE("English is said as written, with its places filled") {
  const Texts texts(Language::english, {kTable});
  CHECK(texts.say("Play") == "Play");
  CHECK(texts.say("{0} stones left", {"7"}) == "7 stones left");
  CHECK(texts.say("Not in any table") == "Not in any table");
  CHECK(texts.missing().empty());
}

TEST_CASE("Chinese comes from the tables, and a missing text is shown in English and noted") {
  Texts texts(Language::chinese, {kTable});
  CHECK(texts.say("Play") == "开始");
  CHECK(texts.say("{0} stones left", {"7"}) == "还剩7颗石子");
  CHECK(texts.say("Not in any table") == "Not in any table");
  CHECK(texts.missing().contains("Not in any table"));
  CHECK(texts.missing().size() == 1);
  texts.set_language(Language::english);
  CHECK(texts.say("Play") == "Play");
}

TEST_CASE("A later table wins over an earlier one for the same English") {
  constexpr std::array later = {Translation{"Play", "玩"}};
  const Texts texts(Language::chinese, {kTable, later});
  CHECK(texts.say("Play") == "玩");
}

TEST_CASE("Places without a value, and braces that are not places, stay as written") {
  CHECK(fill_places("{0} and {1}", {"a"}) == "a and {1}");
  CHECK(fill_places("{x} {", {"a"}) == "{x} {");
  CHECK(fill_places("{1}{0}", {"a", "b"}) == "ba");
}

TEST_CASE("Locales name the language the window speaks, or none") {
  CHECK(language_of_locale("zh_CN.UTF-8") == Language::chinese);
  CHECK(language_of_locale("zh-Hans") == Language::chinese);
  CHECK(language_of_locale("en_GB") == Language::english);
  CHECK_FALSE(language_of_locale("C").has_value());
  CHECK_FALSE(language_of_locale("").has_value());
  CHECK(language_code(Language::chinese) == "zh-CN");
}

}  // namespace
}  // namespace arcade

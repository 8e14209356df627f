// Texts: a locale's language, the places filled in, and the English said without a translation.
#include <catch2/catch.hpp>

#include <array>

#include "core/texts.h"

using namespace arcade;

TEST_CASE("a locale names Chinese or English, or neither") {
  CHECK(language_of_locale("zh_CN.UTF-8") == Language::chinese);
  CHECK(language_of_locale("zh-Hans") == Language::chinese);
  CHECK(language_of_locale("zh_TW") == Language::chinese);
  CHECK(language_of_locale("en_GB.UTF-8") == Language::english);
  CHECK(language_of_locale("en") == Language::english);
  CHECK_FALSE(language_of_locale("C"));
  CHECK_FALSE(language_of_locale("fr_FR"));
  CHECK_FALSE(language_of_locale(""));
  CHECK(language_of_locale(language_code(Language::chinese)) == Language::chinese);
  CHECK(language_of_locale(language_code(Language::english)) == Language::english);
}

TEST_CASE("say() speaks the chosen language, fills the places and remembers what it lacks") {
  constexpr std::array table = {Translation{"{0} wins!", "{0}获胜！"},
                                Translation{"Nim", "取石子"}};
  Texts texts(Language::english, {table});
  CHECK(texts.say("{0} wins!", {"X"}) == "X wins!");
  CHECK(texts.say("Nim") == "Nim");
  CHECK(texts.missing().empty());  // English needs no table
  texts.set_language(Language::chinese);
  CHECK(texts.say("{0} wins!", {"X"}) == "X获胜！");
  CHECK(texts.say("Nim") == "取石子");
  CHECK(texts.say("Chess") == "Chess");  // shown as it is, and remembered
  CHECK(texts.missing() == std::set<std::string, std::less<>>{"Chess"});
  CHECK(fill_places("{1} and {0}, {2}", {"a", "b"}) == "b and a, {2}");
}

// The Gomocup brain protocol: conversations with a manager, including bad lines, and two brains
// playing a whole game through a scripted manager.
#include <catch2/catch.hpp>

#include <sstream>

#include "core/rng.h"
#include "core/text.h"
#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_engine_players.h"
#include "games/gomoku/pbrain_session.h"

using namespace arcade;

namespace {

using Lines = std::vector<std::string>;

// A brain that thinks a fixed number of nodes, so conversations replay exactly.
PbrainSettings quick(std::uint64_t nodes = 3'000) {
  PbrainSettings settings;
  settings.engine = gomoku_strong_settings();
  settings.engine.table_bits = 14;
  settings.nodes = nodes;
  return settings;
}

bool starts_with(const std::string& text, const char* prefix) {
  return text.rfind(prefix, 0) == 0;
}

// The words of a line, split at spaces. (No std::regex here: with ASan, GCC 12 warns falsely inside
// <regex>, and the build treats warnings as errors.)
Lines split_words(const std::string& line) {
  Lines words;
  std::istringstream in(line);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// True if `text` is one or more decimal digits.
bool is_number(const std::string& text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
}

// Sends every line and collects every answer, MESSAGE lines included.
Lines talk_all(PbrainSession& brain, const Lines& lines) {
  Lines answers;
  for (const auto& line : lines) {
    for (auto& answer : brain.handle_line(line)) answers.push_back(std::move(answer));
  }
  return answers;
}

// Sends every line and collects the answers a manager acts on: all but the MESSAGE lines, which
// it only shows (their own test checks them).
Lines talk(PbrainSession& brain, const Lines& lines) {
  Lines answers;
  for (auto& answer : talk_all(brain, lines)) {
    if (!starts_with(answer, "MESSAGE ")) answers.push_back(std::move(answer));
  }
  return answers;
}

// The x,y of a move answer, which must be two numbers.
std::pair<int, int> coordinates(const std::string& answer) {
  const auto comma = answer.find(',');
  REQUIRE(comma != std::string::npos);
  return {std::stoi(answer.substr(0, comma)), std::stoi(answer.substr(comma + 1))};
}

}  // namespace

TEST_CASE("pbrain starts on square boards it supports and opens in the centre") {
  PbrainSession brain(quick());
  CHECK(talk(brain, {"START 15"}) == Lines{"OK"});
  CHECK(talk(brain, {"BEGIN"}) == Lines{"7,7"});
  CHECK(talk(brain, {"START 20"}) == Lines{"OK"});
  CHECK(talk(brain, {"BEGIN"}) == Lines{"10,10"});
  CHECK(talk(brain, {"RECTSTART 15,15"}) == Lines{"OK"});
  for (const char* bad :
       {"START 4", "START 21", "START", "START fifteen", "RECTSTART 15,10", "RECTSTART 15"}) {
    INFO(bad);
    const Lines answer = talk(brain, {bad});
    REQUIRE(answer.size() == 1);
    CHECK(starts_with(answer.front(), "ERROR "));
  }
  // The refused STARTs changed nothing: the 15 board is still there.
  CHECK(talk(brain, {"BEGIN"}) == Lines{"7,7"});
}

TEST_CASE("pbrain answers bad lines with ERROR or UNKNOWN and keeps playing") {
  PbrainSession brain(quick());
  const Lines early = talk(brain, {"TURN 7,7"});
  REQUIRE(early.size() == 1);
  CHECK(starts_with(early.front(), "ERROR "));  // no START yet
  CHECK(talk(brain, {"START 15", "INFO rule 0", "INFO timeout_turn 1000"}) == Lines{"OK"});
  const Lines unknown = talk(brain, {"JUMP 3"});
  CHECK(unknown == Lines{"UNKNOWN command 'JUMP'"});
  for (const char* bad :
       {"TURN", "TURN 7", "TURN 7,", "TURN ,7", "TURN a,b", "TURN 15,0", "TURN -1,3", "TURN 3,3,3",
        "TURN 99999999999999999999,1", "INFO rule 4", "INFO rule 2", "INFO rule 8", "INFO rule x",
        "INFO timeout_turn -5", "INFO time_left soon", "INFO", "TAKEBACK 3,3"}) {
    INFO(bad);
    const Lines answer = talk(brain, {bad});
    REQUIRE(answer.size() == 1);
    CHECK(starts_with(answer.front(), "ERROR "));
  }
  // Keys a newer manager may send are ignored silently.
  CHECK(talk(brain, {"INFO thread_num 4", "INFO game_type 1", "INFO folder /tmp"}).empty());
  // A real move still gets an answer, and a TURN onto a taken point changes nothing.
  const Lines reply = talk(brain, {"TURN 7,7"});
  REQUIRE(reply.size() == 1);
  const auto [x, y] = coordinates(reply.front());
  const std::string own = std::to_string(x) + "," + std::to_string(y);
  for (const std::string& taken : {std::string("7,7"), own}) {
    const Lines refused = talk(brain, {"TURN " + taken});
    REQUIRE(refused.size() == 1);
    CHECK(refused.front() == "ERROR " + taken + " is already taken");
  }
  // A carriage return inside the point is read past but never echoed: the answer stays one line.
  const Lines stray = talk(brain, {"TURN 7,\r7"});
  REQUIRE(stray.size() == 1);
  CHECK(stray.front() == "ERROR 7,7 is already taken");
  const Lines empty = talk(brain, {"TAKEBACK 0,\r0"});
  REQUIRE(empty.size() == 1);
  CHECK(empty.front() == "ERROR 0,0 holds no stone");
  const Lines next = talk(brain, {"TURN 0,0"});
  REQUIRE(next.size() == 1);
  CHECK(next.front() != "7,7");
  CHECK(next.front() != own);
  CHECK(next.front() != "0,0");
}

TEST_CASE("pbrain reads a BOARD, reports junk inside it, and plays from it") {
  PbrainSession brain(quick());
  talk(brain, {"START 15"});
  // Own stones 3..6 on row 7 (a four, open at 7,7): the brain completes its five.
  const Lines answers = talk(brain, {"BOARD", "3,7,1", "4,7,1", "junk", "5,7,1", "6,7,1", "5,7,2",
                                     "2,7,2", "9,9,2", "10,10,2", "DONE"});
  REQUIRE(answers.size() == 3);
  CHECK(starts_with(answers[0], "ERROR "));  // junk
  CHECK(starts_with(answers[1], "ERROR "));  // 5,7 taken twice
  CHECK(answers[2] == "7,7");
  // The opponent's four on column 2 (2,3..2,6), closed at 2,7 by our stone: only 2,2 stops it.
  const Lines block = talk(
      brain, {"BOARD", "2,3,2", "2,4,2", "2,5,2", "2,6,2", "2,7,1", "9,9,1", "12,12,1", "DONE"});
  CHECK(block == Lines{"2,2"});
}

TEST_CASE("pbrain says how it judged the position in a MESSAGE before the move") {
  PbrainSession brain(quick());
  talk(brain, {"START 15"});
  // The opening move is not judged: no message.
  CHECK(talk_all(brain, {"BEGIN"}) == Lines{"7,7"});
  // A searched move: the search's depth, its score as a number and the nodes it took.
  const Lines searched = talk_all(brain, {"TURN 8,8"});
  REQUIRE(searched.size() == 2);
  INFO(searched[0]);
  const Lines words = split_words(searched[0]);
  REQUIRE(words.size() == 8);
  CHECK(Lines(words.begin(), words.begin() + 3) == Lines{"MESSAGE", "search", "depth"});
  REQUIRE(is_number(words[3]));
  CHECK(std::stoi(words[3]) >= 1);
  CHECK(words[4] == "Eval");
  CHECK(is_number(words[5].front() == '-' ? words[5].substr(1) : words[5]));
  CHECK(words[6] == "nodes");
  CHECK(is_number(words[7]));
  coordinates(searched[1]);
  // A five on the board is a proven win of uncounted length: a bare +M, as Rapfi's readers take it.
  const Lines five = talk_all(
      brain, {"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "0,0,2", "14,0,2", "0,14,2", "DONE"});
  REQUIRE(five.size() == 2);
  const Lines five_words = split_words(five[0]);
  REQUIRE(five_words.size() == 6);
  CHECK(Lines(five_words.begin(), five_words.begin() + 5) ==
        Lines{"MESSAGE", "five", "Eval", "+M", "nodes"});
  CHECK(is_number(five_words[5]));
  CHECK((five[1] == "2,7" || five[1] == "7,7"));
  // A forced block says nothing either.
  CHECK(talk_all(brain, {"BOARD", "2,3,2", "2,4,2", "2,5,2", "2,6,2", "2,7,1", "9,9,1", "12,12,1",
                         "DONE"}) == Lines{"2,2"});
}

TEST_CASE("pbrain treats field 3 as a stone that blocks both sides") {
  PbrainSession brain(quick());
  talk(brain, {"START 15"});
  // Own stones 3..6 on row 7, but 7,7 holds a neutral stone: 2,7 is the only five.
  CHECK(talk(brain, {"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "7,7,3", "0,0,2", "14,0,2",
                     "0,14,2", "DONE"}) == Lines{"2,7"});
}

TEST_CASE("pbrain plays exact five when INFO rule 1 says so") {
  PbrainSession brain(quick());
  talk(brain, {"START 15", "INFO rule 1"});
  // Own 3..6 and 8 on row 7: 7,7 would make six, so only 2,7 wins under exact five.
  CHECK(talk(brain, {"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "8,7,1", "0,0,2", "14,0,2",
                     "0,14,2", "14,14,2", "DONE"}) == Lines{"2,7"});
  // Under freestyle 7,7 wins as well.
  PbrainSession free(quick());
  talk(free, {"START 15"});
  const Lines either = talk(free, {"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "8,7,1", "0,0,2",
                                   "14,0,2", "0,14,2", "14,14,2", "DONE"});
  CHECK((either == Lines{"2,7"} || either == Lines{"7,7"}));
  // The rule changes with the stones on the board: take the answer back, switch to exact five,
  // and ask again.
  REQUIRE(either.size() == 1);
  CHECK(talk(free, {"TAKEBACK " + either.front(), "INFO rule 1"}) == Lines{"OK"});
  CHECK(talk(free, {"BEGIN"}) == Lines{"2,7"});
}

TEST_CASE("pbrain takes moves back, answers ABOUT and stops at END") {
  PbrainSession brain(quick());
  talk(brain, {"START 15", "TURN 7,7"});
  CHECK(talk(brain, {"TAKEBACK 7,7"}) == Lines{"OK"});
  CHECK(talk(brain, {"TURN 7,7"}).size() == 1);  // the point is free again
  const Lines about = talk(brain, {"ABOUT"});
  REQUIRE(about.size() == 1);
  CHECK(starts_with(about.front(), "name=\""));
  CHECK(about.front().find("version=\"") != std::string::npos);
  CHECK(about.front().find("author=\"") != std::string::npos);
  CHECK_FALSE(brain.finished());
  CHECK(talk(brain, {"END"}).empty());
  CHECK(brain.finished());
  CHECK(talk(brain, {"TURN 1,1"}).empty());
}

TEST_CASE("pbrain takes its time per move from the manager's limits, with a margin") {
  PbrainSession brain(quick());
  CHECK(brain.move_time_ms() == 960);  // 1 s by default, less the margin
  talk(brain, {"INFO timeout_turn 5000"});
  CHECK(brain.move_time_ms() == 4800);
  talk(brain, {"INFO timeout_turn 500"});
  CHECK(brain.move_time_ms() == 470);  // never less than 30 ms of margin
  talk(brain, {"INFO timeout_turn 5000"});
  talk(brain, {"INFO timeout_match 100000", "INFO time_left 20000"});
  CHECK(brain.move_time_ms() == 970);  // a twentieth of what is left
  talk(brain, {"INFO time_left -300"});
  CHECK(brain.move_time_ms() == 5);  // out of time: as fast as it can
  talk(brain, {"INFO timeout_turn 0", "INFO time_left 2147483647", "INFO timeout_match 0"});
  CHECK(brain.move_time_ms() == 10);
  // A memory limit shrinks the tables; the brain still plays.
  talk(brain, {"INFO max_memory 4000000", "START 15"});
  CHECK(talk(brain, {"BEGIN"}) == Lines{"7,7"});
}

TEST_CASE("pbrain spends whole turns only when no match clock could run short") {
  PbrainSession brain(quick());
  CHECK_FALSE(brain.match_clock_binds());  // no board yet, no clock
  talk(brain, {"START 15", "INFO timeout_turn 1000"});
  CHECK_FALSE(brain.match_clock_binds());  // a turn limit alone
  talk(brain, {"INFO timeout_match 100000000", "INFO time_left 100000000"});
  CHECK_FALSE(brain.match_clock_binds());
  // 113 more moves at most on an empty 15x15 board, and the twentieth move_time_ms keeps back:
  // 133 s at 1 s a move.
  talk(brain, {"INFO timeout_match 180000", "INFO time_left 133000"});
  CHECK_FALSE(brain.match_clock_binds());
  talk(brain, {"INFO time_left 132999"});
  CHECK(brain.match_clock_binds());
  // Four stones and the brain's answer leave 220 empty points, 110 more moves at most: 130 s.
  talk(brain, {"BOARD", "7,7,1", "8,8,2", "7,8,1", "8,7,2", "DONE"});
  CHECK_FALSE(brain.match_clock_binds());
  talk(brain, {"INFO time_left 130000"});
  CHECK_FALSE(brain.match_clock_binds());
  talk(brain, {"INFO time_left 129999"});
  CHECK(brain.match_clock_binds());
  // The manager's "no limit" with an unlimited time left is no clock at all.
  talk(brain, {"INFO timeout_match 0", "INFO time_left 2147483647"});
  CHECK_FALSE(brain.match_clock_binds());
}

TEST_CASE("two brains play a whole game through a scripted manager") {
  for (const bool exact : {false, true}) {
    PbrainSession first(quick(1'000));
    PbrainSession second(quick(1'000));
    const std::string rule = exact ? "INFO rule 1" : "INFO rule 0";
    REQUIRE(talk(first, {"START 15", rule, "INFO timeout_turn 1000"}) == Lines{"OK"});
    REQUIRE(talk(second, {"START 15", rule, "INFO timeout_turn 1000"}) == Lines{"OK"});
    // The manager keeps the real game and checks every move against the rules.
    Gomoku game = *Gomoku::start({.size = 15, .exact_five = exact});
    Lines answer = talk(first, {"BEGIN"});
    PbrainSession* to_move = &second;
    PbrainSession* waiting = &first;
    while (true) {
      REQUIRE(answer.size() == 1);
      const auto [x, y] = coordinates(answer.front());
      REQUIRE(game.is_legal(y * 15 + x));
      game.apply(y * 15 + x);
      if (game.outcome() != Outcome::ongoing) break;
      answer = talk(*to_move, {"TURN " + answer.front()});
      std::swap(to_move, waiting);
    }
    INFO(game.position_text());
    CHECK(game.outcome() != Outcome::ongoing);
    CHECK(game.stones_placed() > 9);  // a real game, not an accident
    talk(first, {"END"});
    talk(second, {"END"});
    CHECK(first.finished());
    CHECK(second.finished());
  }
}

TEST_CASE("pbrain survives random lines and only ever answers in the protocol's words") {
  // A small fuzz: fragments of real commands, numbers, junk and control bytes, shuffled together.
  const std::vector<std::string> pieces = {"START",
                                           "RESTART",
                                           "BEGIN",
                                           "TURN",
                                           "BOARD",
                                           "DONE",
                                           "INFO",
                                           "END",
                                           "ABOUT",
                                           "TAKEBACK",
                                           "RECTSTART",
                                           "timeout_turn",
                                           "rule",
                                           "time_left",
                                           "max_memory",
                                           " ",
                                           ",",
                                           "7",
                                           "0",
                                           "-1",
                                           "15",
                                           "20",
                                           "99999999999999999999",
                                           "1",
                                           "2",
                                           "3",
                                           "x",
                                           "\t",
                                           "\r",
                                           std::string(1, '\0'),
                                           "\xff",
                                           "turn",
                                           "Board"};
  Rng rng(11);
  for (int round = 0; round < 40; ++round) {
    PbrainSession brain(quick(200));
    if (round % 2 == 0) brain.handle_line("START 15");  // so that moves get through too
    for (int line = 0; line < 60 && !brain.finished(); ++line) {
      std::string text;
      const auto words = 1 + rng.below(5);
      for (std::uint64_t w = 0; w < words; ++w) text += pick_one(pieces, rng);
      for (const auto& answer : brain.handle_line(text)) {
        INFO(quote_for_message(text) << " -> " << answer);
        const bool move = !answer.empty() && answer.front() >= '0' && answer.front() <= '9';
        CHECK((move || answer == "OK" || starts_with(answer, "ERROR ") ||
               starts_with(answer, "UNKNOWN ") || starts_with(answer, "MESSAGE ") ||
               starts_with(answer, "name=")));
      }
    }
  }
}

TEST_CASE("a pbrain line over 1 MiB gets ERROR and is skipped, and the conversation goes on") {
  const std::string huge(3 * 1024 * 1024, 'x');
  for (const std::string& ending : {std::string("\n"), std::string("\r\n")}) {
    std::istringstream in("START 15" + ending + "TURN " + huge + ending + "ABOUT" + ending + huge +
                          ending + "END" + ending);
    std::ostringstream out;
    CHECK(run_pbrain(in, out, quick()) == 0);
    const std::string said = out.str();
    std::vector<std::string> answers;
    for (const auto piece : split(said, "\n")) answers.emplace_back(piece);
    REQUIRE(answers.size() == 4);
    CHECK(answers[0] == "OK");
    CHECK(answers[1] == "ERROR the line is longer than 1048576 bytes");
    CHECK(starts_with(answers[2], "name="));
    CHECK(answers[3] == answers[1]);
  }
  // A line of exactly the limit is read as it is; one without a line end at the end too.
  std::istringstream in("START 15\n" + std::string(1024 * 1024, 'y') + "\nBEGIN");
  std::ostringstream out;
  run_pbrain(in, out, quick());
  CHECK(out.str().find("UNKNOWN") != std::string::npos);
  CHECK(out.str().ends_with("7,7\n"));
}

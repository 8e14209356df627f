// The icon export: the app icon's Art painted at each asked size and written as PNG.
#include "launch/export_icons_command.h"

#include <SDL.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <ostream>

#include "app/render/png_bytes.h"
#include "cli/cli_support.h"
#include "core/text.h"
#include "draw/art/app_icon.h"
#include "draw/art/painter.h"
#include "persist/atomic_file.h"

namespace arcade::launch {
namespace {

// Reads "16,22,24": each a plain decimal number from 16 to 1024, no empty ones.
std::vector<int> parse_sizes(const std::string& text) {
  std::vector<int> sizes;
  const auto parts = split(text, ",");
  for (const auto part : parts) {
    const auto size = parse_integer(part, 16, 1024);
    if (!size || std::count(text.begin(), text.end(), ',') + 1 != std::ssize(parts)) {
      throw UsageError("--sizes is a list of pixel sizes from 16 to 1024 like 16,32,48, not " +
                       quote_for_message(text));
    }
    sizes.push_back(static_cast<int>(*size));
  }
  if (sizes.empty()) throw UsageError("--sizes names no size");
  return sizes;
}

// A file name for the icon: letters, digits, dots, dashes and underscores, as icon themes expect.
bool is_icon_name(const std::string& name) {
  return !name.empty() && name.front() != '.' && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
  });
}

// The PNG of `art` painted at `size` pixels.
Result<std::string> icon_png(const Art& art, int size) {
  auto pixels = art::paint_art(art, size).rgba8();
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(pixels.data(), size, size, 32, size * 4,
                                                            SDL_PIXELFORMAT_RGBA32);
  if (!surface) return fail(std::string("cannot make the icon's surface: ") + SDL_GetError());
  auto png = app::png_bytes(surface);
  SDL_FreeSurface(surface);
  return png;
}

class ExportIconsCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("dev-export-icons",
                                       "Write the program's icon as PNGs in a hicolor tree");
    command->group("");  // hidden: a step of the build
    command->add_option("dir", directory_, "the folder to write DIR/SxS/apps/NAME.png in")
        ->required();
    command->add_option("--name", name_, "the icon's name (the application id)")->required();
    command->add_option("--sizes", sizes_, "the pixel sizes, comma-separated")->required();
    return command;
  }

  int run(std::ostream& out, std::ostream& err) override {
    if (!is_icon_name(name_)) {
      throw UsageError("--name is letters, digits, '.', '-' and '_', not " +
                       quote_for_message(name_));
    }
    const auto sizes = parse_sizes(sizes_);
    for (const int size : sizes) {
      const std::string folder = std::to_string(size) + "x" + std::to_string(size);
      const auto file = directory_ / folder / "apps" / (name_ + ".png");
      const auto png = icon_png(app_icon_art(), size);
      if (!png) {
        err << "board-arcade: " << png.error() << "\n";
        return 1;
      }
      if (const auto failed = write_file_atomically(file, *png)) {
        err << "board-arcade: " << failed->message << "\n";
        return 1;
      }
    }
    out << "wrote " << sizes.size() << " icons named " << name_ << " in " << directory_.string()
        << "\n";
    return 0;
  }

 private:
  std::filesystem::path directory_;
  std::string name_;
  std::string sizes_;
};

}  // namespace

std::unique_ptr<Command> make_export_icons_command() {
  return std::make_unique<ExportIconsCommand>();
}

}  // namespace arcade::launch

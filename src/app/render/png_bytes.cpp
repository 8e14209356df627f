// Encoding a picture as PNG into memory through an SDL_RWops that appends to a string.
#include "app/render/png_bytes.h"

#include <SDL_image.h>

namespace arcade::app {
namespace {

// The bytes and the write position of one growing in-memory stream.
struct Buffer {
  std::string bytes;
  std::size_t position = 0;
};

Buffer& buffer_of(SDL_RWops* stream) {
  return *static_cast<Buffer*>(stream->hidden.unknown.data1);
}

Sint64 size_of(SDL_RWops* stream) {
  return static_cast<Sint64>(buffer_of(stream).bytes.size());
}

Sint64 seek(SDL_RWops* stream, Sint64 offset, int whence) {
  Buffer& buffer = buffer_of(stream);
  Sint64 base = 0;
  if (whence == RW_SEEK_CUR) base = static_cast<Sint64>(buffer.position);
  if (whence == RW_SEEK_END) base = static_cast<Sint64>(buffer.bytes.size());
  if (base + offset < 0) return SDL_SetError("seek before the start of a PNG in memory");
  buffer.position = static_cast<std::size_t>(base + offset);
  return static_cast<Sint64>(buffer.position);
}

std::size_t read(SDL_RWops*, void*, std::size_t, std::size_t) {
  SDL_SetError("a PNG being written to memory cannot be read");
  return 0;
}

std::size_t write(SDL_RWops* stream, const void* data, std::size_t size, std::size_t count) {
  Buffer& buffer = buffer_of(stream);
  const std::size_t length = size * count;
  if (buffer.bytes.size() < buffer.position + length) buffer.bytes.resize(buffer.position + length);
  buffer.bytes.replace(buffer.position, length, static_cast<const char*>(data), length);
  buffer.position += length;
  return count;
}

int close(SDL_RWops* stream) {
  SDL_FreeRW(stream);
  return 0;
}

}  // namespace

Result<std::string> png_bytes(SDL_Surface* surface) {
  Buffer buffer;
  SDL_RWops* stream = SDL_AllocRW();
  if (!stream) return fail(std::string("out of memory: ") + SDL_GetError());
  stream->type = SDL_RWOPS_UNKNOWN;
  stream->size = size_of;
  stream->seek = seek;
  stream->read = read;
  stream->write = write;
  stream->close = close;
  stream->hidden.unknown.data1 = &buffer;
  if (IMG_SavePNG_RW(surface, stream, /*freedst=*/1) != 0) {
    return fail(std::string("cannot encode the picture as PNG: ") + IMG_GetError());
  }
  return std::move(buffer.bytes);
}

}  // namespace arcade::app

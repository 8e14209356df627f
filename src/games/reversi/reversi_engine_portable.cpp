// The engine compiled for plain 64-bit code, and the choice of engine at run time.
#include "games/reversi/reversi_engine_impl.h"

namespace arcade::reversi {

template class EngineOn<PortableKernel>;

const Engine& portable_engine() {
  static const EngineOn<PortableKernel> engine;
  return engine;
}

const Engine& fastest_engine() {
  // Decided once: the machine does not change while the program runs.
  static const Engine& engine = avx2_engine() ? *avx2_engine() : portable_engine();
  return engine;
}

}  // namespace arcade::reversi

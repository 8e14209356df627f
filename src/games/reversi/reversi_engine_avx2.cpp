// The engine compiled for AVX2. Everything it includes is included before the target switches
// (see reversi_engine_includes.h), so only the engine templates instantiated here are AVX2 code,
// and they run only where the processor has it.
#include "games/reversi/reversi_engine_includes.h"

#if ARCADE_REVERSI_HAS_AVX2_KERNEL

#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt")  // the same as ARCADE_REVERSI_AVX2_TARGET
#include "games/reversi/reversi_engine_impl.h"

namespace arcade::reversi {

template class EngineOn<Avx2Kernel>;

namespace {
const EngineOn<Avx2Kernel>& avx2_instance() {
  static const EngineOn<Avx2Kernel> engine;
  return engine;
}
}  // namespace

}  // namespace arcade::reversi
#pragma GCC pop_options

namespace arcade::reversi {

bool cpu_has_avx2_kernel() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
         __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
}

const Engine* avx2_engine() {
  static const bool available = cpu_has_avx2_kernel();
  return available ? &avx2_instance() : nullptr;
}

}  // namespace arcade::reversi

#else

namespace arcade::reversi {

bool cpu_has_avx2_kernel() {
  return false;
}
const Engine* avx2_engine() {
  return nullptr;
}

}  // namespace arcade::reversi

#endif

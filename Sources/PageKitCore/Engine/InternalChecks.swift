/// Whether this build checks the engine's invariants at the end of every public call's
/// transition (see `Pager.finishTransition()`): `true` when compiled with
/// `PAGEKIT_INTERNAL_CHECKS=1` in the environment (the `PAGEKIT_INTERNAL_CHECKS` condition),
/// `false` otherwise. The tests read it to prove which build they run in.
package var internalChecksEnabled: Bool {
  #if PAGEKIT_INTERNAL_CHECKS
    true
  #else
    false
  #endif
}

extension Pager {
  /// Advances the pager's clock to `timestamp` (seconds, from the host's monotonic clock). Call
  /// it every frame.
  ///
  /// A settling motion moves to where its curve is at this time and comes to rest when the curve
  /// has settled. Motions started before the first call start at the first call. A timestamp
  /// earlier than the latest is ignored (nothing changes, no error).
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinite timestamps (nothing changes).
  /// - Complexity: O(1) amortised; allocation-free in steady state.
  public func advance(to timestamp: Double) throws(PagerError) {
    guard timestamp.isFinite else { throw .nonFiniteValue }
    if let latest = time, timestamp < latest { return }
    time = timestamp
    syncSourceCount()
    defer { emitter.deliver() }
    guard phaseValue == .settling, var motion = motionState else { return }
    let start: Double
    if let known = motion.startTime {
      start = known
    } else {
      start = timestamp
      motion.startTime = timestamp
      motionState = motion
    }
    let elapsed = timestamp - start
    if elapsed >= motion.duration {
      x = Double(motion.to)
      comeToRest()
      return
    }
    let progress = motion.curve.progress(at: elapsed)
    // Past the ends of a bounded source an overshooting curve meets the same resistance as a
    // finger.
    x = resisted(motion.from + (Double(motion.to) - motion.from) * progress)
    if !x.isFinite {
      x = Double(motion.to)
      comeToRest()
      return
    }
    rawX = x
    refreshLivePages()
    emitScrollIfMoved()
  }

  /// The timestamp of the latest ``advance(to:)``, or `nil` before the first.
  public var currentTime: Double? { time }
}

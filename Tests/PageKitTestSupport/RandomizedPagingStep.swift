package import PageKitCore
package import PageKitTrace

/// One step of a randomized sequence, as a value: what ``RandomizedPagingDriver`` does to a
/// ``RandomizedPagingSubject``, with its arguments.
///
/// Steps never refer to the state they meet by anything but a rule (``Target/far(_:)``,
/// ``Edit/removeCurrent``, …), so any subsequence of a sequence is still a sequence: a failing
/// trace can be printed, replayed and shrunk.
package enum RandomizedPagingStep: Hashable, Sendable, CustomStringConvertible {
  /// An input made as it is: a gesture, or a step to the next or previous item (the pager's one
  /// input type, as a trace records it). Spelled ``beginDrag``, ``drag(_:)``,
  /// ``endDrag(velocity:)``, ``next(animated:)`` and ``previous(animated:)``.
  case input(PagerTrace<Int>.Input)
  /// One `advance(to:)` at the driver's clock plus `gap` seconds. A zero gap repeats the latest
  /// timestamp, a negative one is an earlier timestamp (ignored by rule); the clock moves only
  /// forward.
  case advance(gap: Double)
  /// `count` frames, `gap` seconds apart.
  case frames(count: Int, gap: Double)
  /// `scroll(to:direction:animated:)`.
  case scroll(Target, direction: PageDirection?, animated: Bool)
  /// A reload.
  case reload(Edit)
  /// Remembers the controller's `snapshot()` for a later ``Restore/saved``.
  case snapshot
  /// `restore(_:)`.
  case restore(Restore)
  /// Arms a handler: at the next page event of the kind `on` (a will, a did or a cancel) the
  /// handler runs `action` from inside the event delivery, once.
  case arm(HandlerAction, on: Trigger)
  /// A step of a suite's own (``RandomizedPagingBody/Step/own(_:make:)``), by its description:
  /// its body made it when it was drawn. In a sequence of steps alone it does nothing.
  case custom(String)

  /// `beginDrag()`.
  package static var beginDrag: Self { .input(.beginDrag) }
  /// `drag(by:)` points (negative: toward the next item).
  package static func drag(_ translation: Double) -> Self {
    .input(.drag(translation: translation))
  }
  /// `endDrag(velocity:)` in points per second.
  package static func endDrag(velocity: Double) -> Self { .input(.endDrag(velocity: velocity)) }
  /// `scrollToNext(animated:)`.
  package static func next(animated: Bool) -> Self { .input(.scrollToNext(animated: animated)) }
  /// `scrollToPrevious(animated:)`.
  package static func previous(animated: Bool) -> Self {
    .input(.scrollToPrevious(animated: animated))
  }

  /// A command's destination, chosen when the step runs.
  package enum Target: Hashable, Sendable, CustomStringConvertible {
    /// An absolute index, possibly out of range.
    case index(Int)
    /// A far jump: the target index plus half the count plus `jitter`, wrapped into the count
    /// (40 plus `jitter` for a source without a count, clamped into its bounds).
    case far(Int)
    /// The target index plus `delta`, unclamped (out of range throws).
    case relative(Int)
    /// The settled page: back the way the motion came.
    case settled

    package var description: String {
      switch self {
      case .index(let index): "index \(index)"
      case .far(let jitter): "far\(jitter == 0 ? "" : jitter > 0 ? "+\(jitter)" : "\(jitter)")"
      case .relative(let delta): "target\(delta >= 0 ? "+" : "")\(delta)"
      case .settled: "settled"
      }
    }

    /// The index this target names for `controller` now.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - bounds: Its indices.
    /// - Returns: An index (possibly out of range, for ``index(_:)`` and ``relative(_:)``).
    package func resolved(
      for controller: some PagingController<Int>, bounds: PageBounds
    ) -> Int {
      switch self {
      case .index(let index): return index
      case .relative(let delta): return controller.targetIndex &+ delta
      case .settled: return controller.settledIndex
      case .far(let jitter):
        if let count = bounds.count, count > 0, let first = bounds.first {
          let offset = controller.targetIndex - first + count / 2 + jitter
          return first + ((offset % count) + count) % count
        }
        let index = controller.targetIndex + 40 + jitter
        if let first = bounds.first, index < first { return first }
        if let end = bounds.end, index >= end { return end - 1 }
        return index
      }
    }
  }

  /// A reload's new source, made from the current one when the step runs.
  package enum Edit: Hashable, Sendable, CustomStringConvertible {
    /// The same keys again.
    case same
    /// `count` fresh keys at `at` (taken modulo the count plus one).
    case insert(count: Int, at: Int)
    /// Removes the page at the current index.
    case removeCurrent
    /// Removes the page at the target index.
    case removeTarget
    /// Removes the settled page.
    case removeSettled
    /// Removes the page at `at` (taken modulo the count).
    case remove(at: Int)
    /// Keeps the first `count` pages (taken modulo the count).
    case truncate(keeping: Int)
    /// Shuffles the keys with a generator of `seed`.
    case shuffle(seed: UInt64)
    /// No pages.
    case empty
    /// `count` fresh keys: every page gone, replaced.
    case refill(count: Int)

    package var description: String {
      switch self {
      case .same: "same"
      case .insert(let count, let at): "insert \(count) at \(at)"
      case .removeCurrent: "remove current"
      case .removeTarget: "remove target"
      case .removeSettled: "remove settled"
      case .remove(let at): "remove at \(at)"
      case .truncate(let count): "truncate to \(count)"
      case .shuffle(let seed): "shuffle \(seed)"
      case .empty: "empty"
      case .refill(let count): "refill \(count)"
      }
    }

    /// The keys after the edit.
    ///
    /// - Parameters:
    ///   - keys: The keys now.
    ///   - controller: The controller (for its current, target and settled indices).
    ///   - freshKeys: The next unused key; advanced past the keys the edit creates.
    /// - Returns: The new keys, unique when `keys` are.
    package func applied(
      to keys: [Int], controller: some PagingController<Int>, freshKeys: inout Int
    ) -> [Int] {
      var keys = keys
      func fresh(_ count: Int) -> [Int] {
        defer { freshKeys += count }
        return Array(freshKeys..<(freshKeys + count))
      }
      func remove(_ index: Int) {
        if keys.indices.contains(index) { keys.remove(at: index) }
      }
      switch self {
      case .same: break
      case .insert(let count, let at):
        keys.insert(contentsOf: fresh(count), at: at.floorModulo(keys.count + 1))
      case .removeCurrent: remove(controller.currentIndex)
      case .removeTarget: remove(controller.targetIndex)
      case .removeSettled: remove(controller.settledIndex)
      case .remove(let at): if !keys.isEmpty { keys.remove(at: at.floorModulo(keys.count)) }
      case .truncate(let count):
        if !keys.isEmpty { keys.removeLast(keys.count - count.floorModulo(keys.count)) }
      case .shuffle(let seed):
        var random = SplitMix64(seed: seed)
        keys.shuffle(using: &random)
      case .empty: keys = []
      case .refill(let count): keys = fresh(count)
      }
      return keys
    }
  }

  /// What a ``restore(_:)`` step restores.
  package enum Restore: Hashable, Sendable, CustomStringConvertible {
    /// The latest ``RandomizedPagingStep/snapshot`` (the settled page when there is none).
    case saved
    /// The page at `index` now (taken modulo the count), by identity.
    case key(Int)
    /// An identity no source holds, with this index (clamped by the controller).
    case gone(index: Int)
    /// No identity, this index.
    case index(Int)
    /// This identity (which the source may no longer hold, or `nil`) and this index.
    case snapshot(pageID: Int?, index: Int)

    package var description: String {
      switch self {
      case .saved: "saved"
      case .key(let index): "key at \(index)"
      case .gone(let index): "gone key, index \(index)"
      case .index(let index): "nil key, index \(index)"
      case .snapshot(let pageID, let index):
        "key \(pageID.map { "\($0)" } ?? "nil"), index \(index)"
      }
    }
  }

  /// The event an armed handler waits for.
  package enum Trigger: Hashable, Sendable, CaseIterable {
    /// `willChangePage`.
    case will
    /// `didChangePage`.
    case did
    /// `didCancelPageChange`.
    case cancel
    /// Any of the three.
    case any
  }

  /// What an armed handler does from inside an event handler.
  package enum HandlerAction: Hashable, Sendable, CustomStringConvertible {
    /// `scroll(to:direction:animated:)`.
    case scroll(Target, animated: Bool)
    /// `scrollToNext(animated:)`.
    case next(animated: Bool)
    /// `scrollToPrevious(animated:)`.
    case previous(animated: Bool)
    /// A reload.
    case reload(Edit)

    // (No restore: it changes the settled page silently while the events of the call being
    // delivered are still queued, which no event account can follow.)

    package var description: String {
      switch self {
      case .scroll(let target, let animated): "scroll \(target)\(animated ? "" : " now")"
      case .next(let animated): "next\(animated ? "" : " now")"
      case .previous(let animated): "previous\(animated ? "" : " now")"
      case .reload(let edit): "reload \(edit)"
      }
    }
  }

  package var description: String {
    switch self {
    case .input(let input): Self.describe(input)
    case .advance(let gap): "advance +\(Self.format(gap)) s"
    case .frames(let count, let gap): "\(count) frames of \(Self.format(gap)) s"
    case .scroll(let target, let direction, let animated):
      "scroll \(target) \(direction.map { "\($0)" } ?? "auto")\(animated ? "" : " now")"
    case .reload(let edit): "reload \(edit)"
    case .snapshot: "snapshot"
    case .restore(let restore): "restore \(restore)"
    case .arm(let action, let trigger): "arm on \(trigger): \(action)"
    case .custom(let description): description
    }
  }

  /// An input as a step's line: `beginDrag`, `drag -30.00`, `endDrag 800.00 pt/s`, `next`,
  /// `previous now`, …
  static func describe(_ input: PagerTrace<Int>.Input) -> String {
    switch input {
    case .beginDrag: "beginDrag"
    case .drag(let translation): "drag \(format(translation))"
    case .endDrag(let velocity): "endDrag \(format(velocity)) pt/s"
    case .scrollToNext(let animated): "next\(animated ? "" : " now")"
    case .scrollToPrevious(let animated): "previous\(animated ? "" : " now")"
    case .pointer(.down(let sample)): "pointer down \(describe(sample))"
    case .pointer(.move(let sample)): "pointer move \(describe(sample))"
    case .pointer(.up(let sample)): "pointer up \(describe(sample))"
    case .pointer(.cancel): "pointer cancel"
    case .key(let key): "key \(key.rawValue)"
    case .rotate(let detents): "rotate \(format(detents)) detents"
    case .wheel(let event):
      "wheel \(event.phase) (\(format(event.deltaX)), \(format(event.deltaY))) "
        + "\(event.unit) at \(format(event.timestamp))"
    default: "\(input)"
    }
  }

  /// A pointer's sample as a step's words: `(120.00, 4.00) at 0.52 s`.
  static func describe(_ sample: PointerSample) -> String {
    "(\(format(sample.x)), \(format(sample.y))) at \(format(sample.timestamp)) s"
  }

  /// A value with at most two decimals, or its name when it is not finite.
  static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let hundredths = (value * 100).rounded()
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = Int(abs(hundredths))
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

extension Int {
  /// `self` modulo `modulus`, in `0..<modulus` (`0` for a modulus of zero or less).
  fileprivate func floorModulo(_ modulus: Int) -> Int {
    guard modulus > 0 else { return 0 }
    return ((self % modulus) + modulus) % modulus
  }
}

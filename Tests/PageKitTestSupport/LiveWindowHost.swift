package import PageKitCore

/// A host's views of a pager's live pages, kept by the pager's live-window deltas alone (it
/// never diffs): what ``problems()`` compares with ``Pager/livePages`` after the steps that
/// change it, at rest and every fourth step between.
package protocol LiveWindowHostChecking: AnyObject {
  /// What the host's views and the pager disagree on, and every delta the host could not apply
  /// (a removal of a view it does not hold, an insertion into a slot it holds, …) since it was
  /// made.
  func problems() -> [String]
}

/// Views keyed by slot, made from ``Pager/livePages`` once and then changed only by the deltas,
/// with the slots the deltas say are in view. Each view is numbered when it is made, so a view
/// that should have moved with its page (a far jump's destination at rest) and was made again
/// instead shows.
package final class LiveWindowHost<Source: PageSource, Transition: TransitionStrategy>:
  LiveWindowHostChecking
{
  package struct View: Equatable {
    package var id: Source.PageID
    package var index: Int
    /// Which view this is: the host's count of views made when it was made.
    package var number: Int
  }

  package let pager: Pager<Source, Transition>
  package private(set) var views: [Int: View] = [:]
  package private(set) var visible: Set<Int> = []
  package private(set) var made = 0
  package private(set) var deltas = 0
  private var broken: [String] = []
  /// How many times ``problems()`` was asked, and the deltas applied at its latest whole
  /// comparison.
  private var checks = 0
  private var comparedDeltas = -1
  private var token: PagerObserverToken?

  /// Makes the views of `pager`'s live pages, then observes its live window.
  package init(_ pager: Pager<Source, Transition>) {
    self.pager = pager
    let live = pager.livePages
    let inView = pager.visibleLiveSlots()
    for page in live {
      views[page.slot] = View(id: page.id, index: page.index, number: made)
      made += 1
      if inView.contains(page.slot) { visible.insert(page.slot) }
    }
    token = pager.addLiveWindowObserver { [unowned self] delta in self.apply(delta) }
  }

  deinit {
    if let token { pager.removeLiveWindowObserver(token) }
  }

  /// Stops observing: the pager computes no deltas from then on.
  package func detach() {
    if let token { pager.removeLiveWindowObserver(token) }
    token = nil
  }

  private func note(_ problem: String) {
    if broken.count < 8 { broken.append("delta \(deltas): \(problem)") }
  }

  private func apply(_ delta: LiveWindowDelta<Source.Page, Source.PageID>) {
    deltas += 1
    if delta.isEmpty { note("an empty delta was delivered") }
    for entry in delta.disappeared where visible.remove(entry.slot) == nil {
      note("slot \(entry.slot) (\(entry.id)) disappeared but was not in view")
    }
    for entry in delta.removed {
      guard let view = views.removeValue(forKey: entry.slot) else {
        note("removed slot \(entry.slot) (\(entry.id)), which holds no view")
        continue
      }
      if view.id != entry.id || view.index != entry.index {
        note(
          "removed slot \(entry.slot) as \(entry.id) at \(entry.index); it held \(view.id) at "
            + "\(view.index)")
      }
      if visible.contains(entry.slot) { note("removed slot \(entry.slot) is still in view") }
    }
    var carried: [(Int, View)] = []
    var carriedVisible: [Int] = []
    for move in delta.moved {
      guard let view = views.removeValue(forKey: move.oldSlot) else {
        note("moved slot \(move.oldSlot) (\(move.id)), which holds no view")
        continue
      }
      if view.id != move.id || view.index != move.oldIndex {
        note(
          "moved slot \(move.oldSlot) as \(move.id) at \(move.oldIndex); it held \(view.id) at "
            + "\(view.index)")
      }
      if move.oldSlot == move.slot && move.oldIndex == move.index {
        note("a move of slot \(move.slot) that changes nothing")
      }
      var moved = view
      moved.index = move.index
      carried.append((move.slot, moved))
      if visible.remove(move.oldSlot) != nil { carriedVisible.append(move.slot) }
    }
    for (slot, view) in carried {
      if views[slot] != nil { note("moved into slot \(slot), which holds a view") }
      views[slot] = view
    }
    for slot in carriedVisible { visible.insert(slot) }
    for insertion in delta.inserted {
      if views[insertion.slot] != nil {
        note("inserted into slot \(insertion.slot), which holds a view")
      }
      views[insertion.slot] = View(id: insertion.id, index: insertion.index, number: made)
      made += 1
    }
    for entry in delta.appeared {
      guard let view = views[entry.slot], view.id == entry.id, view.index == entry.index else {
        note("slot \(entry.slot) (\(entry.id) at \(entry.index)) appeared without its view")
        continue
      }
      if !visible.insert(entry.slot).inserted {
        note("slot \(entry.slot) appeared but was in view")
      }
    }
  }

  package func problems() -> [String] {
    // Every delta is checked as it is applied (above). The whole comparison with `livePages`
    // runs after a step that delivered a delta, at rest, and every fourth step between: a view
    // the deltas failed to keep stays wrong until the next of those, which names it. (After
    // every step it was a sixth of the every-layout suites' time, reading the live window
    // unspecialized.)
    checks += 1
    guard deltas != comparedDeltas || pager.phase == .idle || checks % 4 == 0 else {
      return broken
    }
    comparedDeltas = deltas
    // Allocation-free while everything agrees: the descriptions are built only for what
    // disagrees.
    var problems = broken
    let live = pager.livePages
    let inView = pager.visibleLiveSlots()
    var visibleCount = 0
    for page in live {
      guard let view = views[page.slot] else {
        problems.append("slot \(page.slot) (\(page.id)) is live, the host holds no view of it")
        continue
      }
      if view.id != page.id || view.index != page.index {
        problems.append(
          "slot \(page.slot): the host holds \(view.id) at \(view.index), the pager draws "
            + "\(page.id) at \(page.index)")
      }
      let expected = inView.contains(page.slot)
      if expected { visibleCount += 1 }
      if visible.contains(page.slot) != expected {
        problems.append(
          "slot \(page.slot) (\(page.id)): the host has it \(expected ? "out of" : "in") view")
      }
    }
    if views.count != live.count {
      problems.append(
        "the host holds slots \(views.keys.sorted()), the pager's live slots are "
          + "\(live.map(\.slot))")
    }
    if visible.count != visibleCount {
      problems.append("the host has slots \(visible.sorted()) in view, the pager \(visibleCount)")
    }
    return problems
  }
}

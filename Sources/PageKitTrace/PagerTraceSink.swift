import PageKitCore

/// The hook a ``PagerTraceRecorder`` attaches to its pager: turns each call into a step of its
/// storage.
final class PagerTraceSink<Source: PageSource, Transition: TransitionStrategy>: PagerTraceHook
where Source.PageID: Codable {
  typealias PageID = Source.PageID
  typealias Storage = PagerTraceRecorder<PageID>.Storage
  typealias Stored = PagerTraceRecorder<PageID>.Stored
  typealias Rest = PagerTraceRecorder<PageID>.Rest

  weak var pager: Pager<Source, Transition>?
  let storage: Storage
  /// The pager's source, snap strategy and transition as a trace describes them, kept up to
  /// date by the calls that change them (so that a frame copies none of them).
  var source: PagerTrace<PageID>.SourceDescription
  var snap: PagerTrace<PageID>.Strategy
  var transition: PagerTrace<PageID>.Strategy
  /// How many calls are running (more than one: calls from event handlers).
  var depth = 0
  /// The step of the outermost call running.
  var pending: Stored?
  /// The indices in `pending.nested` of the nested calls running, innermost last.
  var nestedRunning: [Int] = []

  init(pager: Pager<Source, Transition>, storage: Storage) {
    self.pager = pager
    self.storage = storage
    source = PagerTrace.SourceDescription(
      pager.source, limit: PagerTraceRecorder<PageID>.maximumListedIDs)
    snap = PagerTrace.Strategy(describing: pager.snap)
    transition = PagerTrace.Strategy(describing: pager.transition)
    nestedRunning.reserveCapacity(4)
    storage.initialRest = rest(of: pager)
  }

  /// The pager as a trace's start, when it is at rest on an item (not between two, where a
  /// gliding strategy may rest an item layout: a new pager cannot start there).
  func rest(of pager: Pager<Source, Transition>) -> Rest? {
    guard pager.phase == .idle, pager.position == Double(pager.settledIndex) else { return nil }
    if let items = pager.items, !items.loops,
      items.restingOffset(ofItem: pager.settledIndex) != pager.engine.drawnCoordinate
    {
      return nil
    }
    return Rest(
      source: source, layout: pager.layout, anchor: pager.anchor, snap: snap,
      transition: transition, configuration: pager.configuration,
      settledIndex: pager.settledIndex, position: pager.position, time: pager.currentTime)
  }

  /// The trace's input for a pager's input: the source and strategies it carries described.
  func traceInput(_ input: Pager<Source, Transition>.Input) -> PagerTrace<PageID>.Input {
    input.map(
      source: {
        PagerTrace.SourceDescription($0, limit: PagerTraceRecorder<PageID>.maximumListedIDs)
      },
      snap: { PagerTrace.Strategy(describing: $0) },
      transition: { PagerTrace.Strategy(describing: $0) })
  }

  func begin(_ call: Pager<Source, Transition>.Input) {
    guard let pager else { return }
    depth += 1
    let input = traceInput(call)
    if depth > 1, pending != nil {
      nestedRunning.append(pending?.nested.count ?? 0)
      pending?.nested.append(PagerTrace.Call(input: input))
      return
    }
    pending = Stored(
      input: input, error: nil, nested: [], firstEvent: storage.eventTotal, eventCount: 0,
      phase: pager.phase, position: 0, targetIndex: 0, time: nil, rest: rest(of: pager))
  }

  func end(_ error: PagerError?) {
    guard let pager, depth > 0 else { return }
    depth -= 1
    if depth > 0 {
      if let index = nestedRunning.popLast() { pending?.nested[index].error = error }
      return
    }
    guard var step = pending else { return }
    pending = nil
    // A call that throws changes nothing: a reload or a new strategy is kept only when it
    // went through.
    if error == nil {
      switch step.input {
      case .reload(let description, _): source = description
      case .setSnap(let strategy): snap = strategy
      case .setTransition(let strategy): transition = strategy
      default: break
      }
    }
    for call in step.nested where call.error == nil {
      switch call.input {
      case .reload(let description, _): source = description
      case .setSnap(let strategy): snap = strategy
      case .setTransition(let strategy): transition = strategy
      default: break
      }
    }
    step.error = error
    step.eventCount = storage.eventTotal - step.firstEvent
    step.phase = pager.phase
    step.position = pager.position
    step.targetIndex = pager.targetIndex
    step.time = pager.currentTime
    step.landing = pager.landing.map { storage.store($0) }
    storage.record(step)
  }
}

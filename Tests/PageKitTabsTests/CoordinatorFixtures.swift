import PageKitCore
import PageKitTabs
import PageKitTestSupport

/// Shared set-up for the coordinator suites: keyed pages, 100-point tabs, 300-point pages.
enum CoordinatorFixtures {
  typealias Keyed = ArrayPageSource<String, String>
  typealias Circular = CircularPageSource<Keyed>

  static let pageLength = 300.0

  static func keyed(_ titles: [String]) -> Keyed {
    ArrayPageSource(titles, id: \.self)
  }

  static func menu(_ count: Int, barLength: Double = 300) throws -> TabMenu {
    try TabMenu(tabCount: count, sizing: .fixed(100), barLength: barLength)
  }

  static func pager<S: PageSource>(_ source: S, initialIndex: Int = 0) throws
    -> Pager<S, SlideTransition>
  {
    try Pager(
      source: source, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: pageLength))
  }
}

/// A frame clock: advances a pager by 60 Hz frames and collects the coordinator's snapshots.
struct FrameClock {
  var time = 0.0

  /// Advances one frame, returning its snapshot.
  mutating func frame<S: PageSource, T: TransitionStrategy>(
    _ coordinator: TabMenuCoordinator<Pager<S, T>>
  ) throws -> TabBarSnapshot? {
    time += 1.0 / 60
    try coordinator.pager.advance(to: time)
    return coordinator.snapshot()
  }

  /// Advances until the pager rests (at most `limit` frames), returning every frame's snapshot.
  mutating func settle<S: PageSource, T: TransitionStrategy>(
    _ coordinator: TabMenuCoordinator<Pager<S, T>>, limit: Int = 600
  ) throws -> [TabBarSnapshot] {
    var snapshots: [TabBarSnapshot] = []
    var frames = 0
    while coordinator.pager.phase != .idle, frames < limit {
      time += 1.0 / 60
      frames += 1
      try coordinator.pager.advance(to: time)
      if let snapshot = coordinator.snapshot() { snapshots.append(snapshot) }
    }
    return snapshots
  }
}

/// Collects a coordinator's selection changes.
final class SelectionLog<PageID: Hashable> {
  var changes: [PageChange<PageID>] = []

  func attach<S: PageSource, T: TransitionStrategy>(to coordinator: TabMenuCoordinator<Pager<S, T>>)
  where S.PageID == PageID {
    coordinator.onSelectionChange = { [unowned self] change in changes.append(change) }
  }
}

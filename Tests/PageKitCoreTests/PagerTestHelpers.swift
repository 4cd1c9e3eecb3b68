import PageKitCore
import PageKitTestSupport

/// A pager of `count` string pages keyed by name, 100 pt per page, with a recorder attached.
func makePager(
  count: Int = 5, initialIndex: Int = 0, circular: Bool = false,
  snap: any SnapStrategy = PagingSnap.paging,
  configuration: PagerConfiguration = PagerConfiguration(viewportLength: 100)
) throws -> (Pager<AnyCircular, SlideTransition>, RecordingDelegate<String>) {
  let pages = (0..<count).map { "p\($0)" }
  let source = AnyCircular(ArrayPageSource(pages, id: \.self), circular: circular)
  let pager = try Pager(
    source: source, snap: snap, initialIndex: initialIndex, configuration: configuration)
  let recorder = RecordingDelegate<String>()
  pager.delegate = recorder
  return (pager, recorder)
}

extension Pager {
  /// The indices of the live pages, in slot order.
  var liveIndices: [Int] { livePages.map(\.index) }
}

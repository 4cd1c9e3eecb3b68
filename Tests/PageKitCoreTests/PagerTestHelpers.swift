import PageKitCore
import PageKitTestSupport

extension Pager {
  /// The indices of the live pages, in slot order.
  var liveIndices: [Int] { livePages.map(\.index) }
}

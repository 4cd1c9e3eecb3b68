// Page sources and identity: which page stays current when the data changes.
//
// A reload keeps the current page by its identity. With index identity (`ArrayPageSource(_:)`)
// "same index, same page"; with keyed identity (`ArrayPageSource(_:id:)`) the pager follows the
// page wherever the reload moves it, and announces a change only when the page itself is gone.

import PageKitCore
import PageKitTestSupport

struct Article: Hashable {
  var slug: String
  var title: String
}

let front = [
  Article(slug: "swift", title: "Swift 6"),
  Article(slug: "linux", title: "On Linux"),
  Article(slug: "docs", title: "Writing docs"),
]
// A new article arrives at the top.
let refreshed = [Article(slug: "news", title: "Breaking")] + front

// Keyed identity: the reader stays on "On Linux", now at index 2. Nothing is announced.
let keyed = try Pager(
  source: ArrayPageSource(front, id: \.slug), initialIndex: 1,
  configuration: PagerConfiguration(viewportLength: 390))
keyed.addEventObserver { event in
  switch event {
  case .didChangePage(let change):
    print("  didChangePage \(change.from ?? "-") -> \(change.to ?? "-"), cause \(change.cause)")
  case .didScroll(let position):
    print("  didScroll to \(position): the position follows the page")
  default:
    break
  }
}
try keyed.reload(ArrayPageSource(refreshed, id: \.slug))
print("keyed: page \(keyed.settledIndex) \(keyed.settledPageID ?? "-")")

// Index identity: index 1 is still "the same page", so the reader now sees "Swift 6".
let indexed = try Pager(
  source: ArrayPageSource(front), initialIndex: 1,
  configuration: PagerConfiguration(viewportLength: 390))
try indexed.reload(ArrayPageSource(refreshed))
print("by index: page \(indexed.settledIndex), showing \(indexed.livePages[1].page.title)")

// The current page is removed: the page now at its index becomes current, announced once with
// cause `.dataReload`.
try keyed.reload(ArrayPageSource(refreshed.filter { $0.slug != "linux" }, id: \.slug))
print("after removal: page \(keyed.settledIndex) \(keyed.settledPageID ?? "-")")

// A circular source wraps: after the last page comes the first, across the seam.
let loop = try Pager(
  source: ArrayPageSource(front, id: \.slug).circular(), initialIndex: 2,
  configuration: PagerConfiguration(viewportLength: 390))
try loop.scrollToNext(animated: false)
print("circular: after the last page comes page \(loop.settledIndex)")  // page 0

// Subclass to compute pages on access; identity stays the key.
final class NumberedSource: ArrayPageSource<Article, String> {
  override func page(at index: Int) -> Article? {
    guard var article = super.page(at: index) else { return nil }
    article.title = "\(index + 1)/\(count) \(article.title)"
    return article
  }
}
let numbered = try Pager(
  source: NumberedSource(front, id: \.slug), configuration: PagerConfiguration(viewportLength: 390))
print("subclass: \(numbered.livePages.map(\.page.title))")

// The conformance checker from PageKitTestSupport runs on any source or subclass; in a test,
// `#expect(checkPageSource(source).isEmpty)`.
let failures = checkPageSource(NumberedSource(front, id: \.slug))
print("checkPageSource: \(failures.isEmpty ? "no failures" : "\(failures)")")

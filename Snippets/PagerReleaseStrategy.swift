// A pager's release is a snap strategy: the paging rule by default, any other on request.

import PageKitCore
import PageKitSnap

let pages = ArrayPageSource(Array(0..<20))

// The default, `PagingSnap.paging`: one page per swipe, a fling above 300 points per second.
let pager = try Pager(source: pages, configuration: PagerConfiguration(viewportLength: 375))

// Up to three pages per fling, and a fling only above 500 points per second.
let quick = try Pager(
  source: pages, snap: PagingSnap(maxItems: 3, velocityThreshold: 500),
  configuration: PagerConfiguration(viewportLength: 375))

// Any strategy, at any time: rest on the page nearest where the fling would stop.
quick.snap = NearestSnap()
try quick.beginDrag()
try quick.drag(by: -30)
try quick.endDrag(velocity: -4_000)  // projects 1996 points: 5.3 pages
print("pages: \(pager.count), target: \(quick.targetIndex)")  // target: 5

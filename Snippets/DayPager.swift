// A day pager around today: every day before and after, without a count. Index 0 is today and
// negative indices are the past; each page carries that day's events. Reloading a month of
// events keeps the pager on today without moving it and announces nothing; a jump to a day weeks
// away draws it directly beside today, creating no page in between.

import PageKitCore

/// One day of the calendar: its distance from today and its events.
struct DayPage {
  let offset: Int
  let events: [String]
}

/// The calendar's days, in both directions, with the events known so far.
func calendar(events: [Int: [String]], made: @escaping (Int) -> Void = { _ in })
  -> UnboundedPageSource<DayPage>
{
  UnboundedPageSource { offset in
    made(offset)
    return DayPage(offset: offset, events: events[offset] ?? [])
  }
}

var made: [Int] = []
let pager = try Pager(
  source: calendar(events: [:]) { made.append($0) },
  configuration: PagerConfiguration(viewportLength: 390))
print("today: \(pager.settledIndex), live days \(pager.livePages.map(\.index))")  // [-1, 0, 1]

// A month of events arrives: same days, same identities, so nothing moves and nothing is said.
var month: [Int: [String]] = [:]
for day in -15...15 where day % 3 == 0 { month[day] = ["Stand-up"] }
month[0] = ["Stand-up", "Dentist"]
let todayPage = pager.livePages.first { $0.index == 0 }?.page.events
try pager.reload(calendar(events: month) { made.append($0) })
// The settled identity is unchanged (no `didChangePage`), and so is the position.
print("after the reload: day \(pager.settledPageID ?? 0), position \(pager.position)")  // 0, 0.0
print("before the reload today had \(todayPage ?? [])")  // []
print("today's events: \(pager.livePages.first { $0.index == 0 }?.page.events ?? [])")

// Swipe back to yesterday: no end before today, no rubber band.
try pager.beginDrag()
try pager.drag(by: 150)
try pager.endDrag(velocity: 900)
var time = 0.0
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
print("yesterday: \(pager.settledIndex)")  // -1

// Jump five weeks ahead: the day is drawn beside yesterday; no day in between is made.
made.removeAll()
try pager.scroll(to: 35)
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
print("five weeks on: \(pager.settledIndex), days made for the jump: \(made.sorted())")
print("nothing in between: \(made.allSatisfy { $0 >= 34 || $0 <= 0 })")  // true

// The pager reaches `PagerLayout.reachableItemMagnitude` days each way (2^20, about 2,870 years);
// past it is a typed error, never an overflow.
let reach = PagerLayout.reachableItemMagnitude
try pager.scroll(to: reach, animated: false)
print("the farthest day: \(pager.settledIndex)")  // 1048576
for day in [reach + 1, Int.max] {
  do {
    try pager.scroll(to: day)
  } catch {
    print("day \(day): \(error)")
  }
}

import PageKitCore
import PageKitTabs

/// The lines the screens report, in the order things happened: every pager or carousel event,
/// every selection change a tab coordinator reports, and notes from the screens.
///
/// Each screen of the demo has its own log: what a screen shows below its frame is what happened
/// on it, and a hidden screen keeps its lines for when it is shown again. A `didScroll` event is folded into the line just before it when that line is a run of
/// `didScroll` events from the same source: the line gives their number and the first and last
/// positions, so no event goes unprinted and the output stays short. Any other line ends the
/// run, so a run never moves past what happened after it.
///
/// Numbers in the log are the API's indices, from 0, always labelled as such
/// (`Home (index 0) → Trending (index 1)`); the screens count pages, tabs and items from 1.
final class EventLog {
  /// An open run of `didScroll` events: always the newest entry of the log.
  private struct ScrollRun {
    /// Who scrolled (a screen's title), so runs of two screens are never folded together.
    var source: String
    var count: Int
    var time: Double
    var first: Double
    var last: Double
  }

  private var lines: [String] = []
  private var scroll: ScrollRun?

  /// Whether lines wait to be drained.
  var isEmpty: Bool { lines.isEmpty && scroll == nil }

  /// Records a pager event.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - time: The pager's time, in seconds.
  ///   - source: Who sent it (a screen's title): `didScroll` events fold only into a run from
  ///     the same source.
  ///   - name: Names a page identity (`nil` = no page).
  func record<ID: Hashable>(
    _ event: PagerEvent<ID>, at time: Double, from source: String = "", name: (ID?) -> String
  ) {
    switch event {
    case .didScroll(let position):
      if var open = scroll, open.source == source {
        open.count += 1
        open.last = position
        scroll = open
      } else {
        flushScroll()
        scroll = ScrollRun(source: source, count: 1, time: time, first: position, last: position)
      }
    case .willChangePage(let change):
      append("willChangePage", describe(change, name: name), at: time)
    case .didChangePage(let change):
      append("didChangePage", describe(change, name: name), at: time)
    case .didCancelPageChange(let change):
      append("didCancelPageChange", describe(change, name: name), at: time)
    case .phaseDidChange(let from, let to):
      append("phaseDidChange", "\(from) → \(to)", at: time)
    }
  }

  /// Records a tab coordinator's selection change.
  ///
  /// - Parameters:
  ///   - change: The change; its indices are the tabs.
  ///   - time: The pager's time, in seconds.
  ///   - name: Names a page identity (`nil` = no page).
  func record<ID: Hashable>(
    selection change: PageChange<ID>, at time: Double, name: (ID?) -> String
  ) {
    let from = Self.labelled(name(change.from), change.fromIndex, kind: "tab index")
    let to = Self.labelled(name(change.to), change.toIndex, kind: "tab index")
    append("selectionChange", "\(from) → \(to) \(change.cause)", at: time)
  }

  /// Records a note from a screen.
  ///
  /// - Parameters:
  ///   - text: The note.
  ///   - time: The time, in seconds.
  func note(_ text: String, at time: Double) {
    append("note", text, at: time)
  }

  /// Takes the recorded lines, oldest first.
  ///
  /// - Parameter includingScrolls: Whether to end an open run of `didScroll` events and take it
  ///   too; otherwise the run stays open so that the next scrolls join it (it is the newest
  ///   entry, so what is taken is still everything before it).
  /// - Returns: The lines since the previous call.
  func drain(includingScrolls: Bool = true) -> [String] {
    if includingScrolls { flushScroll() }
    defer { lines.removeAll() }
    return lines
  }

  /// The line an open run of `didScroll` events would print, or `nil` when none is open (for
  /// live displays that keep the run open). It belongs after every line taken so far.
  var openScrollLine: String? {
    scroll.map { Self.scrollLine($0) }
  }

  private func append(_ kind: String, _ detail: String, at time: Double) {
    flushScroll()
    lines.append(Self.line(time: time, kind: kind, detail: detail))
  }

  private func flushScroll() {
    guard let open = scroll else { return }
    scroll = nil
    lines.append(Self.scrollLine(open))
  }

  private static func scrollLine(_ run: ScrollRun) -> String {
    let detail =
      run.count == 1
      ? "position \(Format.fixed(run.first, 3))"
      : "×\(run.count) position \(Format.fixed(run.first, 3)) … \(Format.fixed(run.last, 3))"
    return line(time: run.time, kind: "didScroll", detail: detail)
  }

  private static func line(time: Double, kind: String, detail: String) -> String {
    "  t=\(Format.fixed(time, 3))  \(Format.left(kind, 19)) \(detail)"
  }

  private func describe<ID: Hashable>(_ change: PageChange<ID>, name: (ID?) -> String) -> String {
    let from = Self.labelled(name(change.from), change.fromIndex, kind: "index")
    let to = Self.labelled(name(change.to), change.toIndex, kind: "index")
    return "\(from) → \(to) \(change.direction) \(change.cause)"
  }

  /// A page's name followed by its labelled index: `Home (index 0)`; the name alone without an
  /// index.
  private static func labelled(_ name: String, _ index: Int?, kind: String) -> String {
    index.map { "\(name) (\(kind) \($0))" } ?? name
  }
}

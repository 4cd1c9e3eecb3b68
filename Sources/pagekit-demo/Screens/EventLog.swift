import PageKitCore
import PageKitTabs

/// The lines a screen reports: every pager or carousel event, every selection change a tab
/// coordinator reports, and notes from the screens. Consecutive `didScroll` events are folded into one line that gives
/// their number and the first and last positions, so no event goes unprinted and the output
/// stays short.
final class EventLog {
  private var lines: [String] = []
  private var scroll: (count: Int, time: Double, first: Double, last: Double)?

  /// Whether lines wait to be drained.
  var isEmpty: Bool { lines.isEmpty && scroll == nil }

  /// Records a pager event.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - time: The pager's time, in seconds.
  ///   - name: Names a page identity (`nil` = no page).
  func record<ID: Hashable>(_ event: PagerEvent<ID>, at time: Double, name: (ID?) -> String) {
    switch event {
    case .didScroll(let position):
      if let open = scroll {
        scroll = (open.count + 1, open.time, open.first, position)
      } else {
        scroll = (1, time, position, position)
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
  ///   - selection: The change.
  ///   - time: The pager's time, in seconds.
  ///   - name: Names a page identity (`nil` = no page).
  func record<ID: Hashable>(
    _ selection: TabSelectionChange<ID>, at time: Double, name: (ID?) -> String
  ) {
    let from = selection.fromTab.map { "tab \($0 + 1) " } ?? ""
    let to = selection.toTab.map { "tab \($0 + 1) " } ?? ""
    let change = selection.change
    append(
      "selectionChange",
      "\(from)\(name(change.from)) → \(to)\(name(change.to)) \(selection.cause)", at: time)
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
  ///   too; otherwise the run stays open so that the next scrolls join it.
  /// - Returns: The lines since the previous call.
  func drain(includingScrolls: Bool = true) -> [String] {
    if includingScrolls { flushScroll() }
    defer { lines.removeAll() }
    return lines
  }

  /// The line an open run of `didScroll` events would print, or `nil` when none is open (for
  /// live displays that keep the run open).
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

  private static func scrollLine(_ run: (count: Int, time: Double, first: Double, last: Double))
    -> String
  {
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
    let from = name(change.from) + (change.fromIndex.map { "#\($0)" } ?? "")
    let to = name(change.to) + (change.toIndex.map { "#\($0)" } ?? "")
    return "\(from) → \(to) \(change.direction) \(change.cause)"
  }
}

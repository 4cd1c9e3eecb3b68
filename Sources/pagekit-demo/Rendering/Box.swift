/// A card drawn three rows high into a viewport row set: a page of the pager, a carousel card, an
/// item of the snapping strip.
struct Box {
  /// The leading edge, in columns from the viewport's left edge (fractional, may be off screen).
  var start: Double
  /// The width, in columns.
  var length: Double
  /// The text centred in the middle row.
  var label: String
  /// Drawing order: higher boxes are drawn over lower ones.
  var zIndex: Double = 0
  /// Whether the box is drawn faded (dashed borders).
  var isFaded: Bool = false

  /// Draws `boxes` into three rows of `width` columns, lowest `zIndex` first (ties in the given
  /// order). Boxes narrower than two columns are skipped.
  ///
  /// - Parameters:
  ///   - boxes: The boxes.
  ///   - width: The viewport width, in columns.
  /// - Returns: The top, middle and bottom rows.
  /// - Complexity: O(boxes × width).
  static func draw(_ boxes: [Box], width: Int) -> [TextRow] {
    var rows = [TextRow(width: width), TextRow(width: width), TextRow(width: width)]
    let ordered = boxes.enumerated().sorted {
      $0.element.zIndex != $1.element.zIndex
        ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
    }
    for (_, box) in ordered {
      guard box.start.isFinite, box.length.isFinite else { continue }
      let lower = Int(box.start.rounded())
      let upper = Int((box.start + box.length).rounded())
      guard upper - lower >= 2 else { continue }
      let horizontal: Character = box.isFaded ? "┄" : "─"
      let vertical: Character = box.isFaded ? "┆" : "│"
      rows[0].fill(horizontal, from: lower + 1, to: upper - 1)
      rows[0].put("┌", at: lower)
      rows[0].put("┐", at: upper - 1)
      rows[1].fill(" ", from: lower + 1, to: upper - 1)
      rows[1].put(String(vertical), at: lower)
      rows[1].put(String(vertical), at: upper - 1)
      rows[2].fill(horizontal, from: lower + 1, to: upper - 1)
      rows[2].put("└", at: lower)
      rows[2].put("┘", at: upper - 1)
      let interior = upper - lower - 2
      let label = String(box.label.prefix(max(interior, 0)))
      let visibleLower = max(lower + 1, 0)
      let visibleUpper = min(upper - 1, width)
      // Centre the label in the visible part of the box, so a half-visible page keeps its name.
      if visibleUpper - visibleLower >= label.count {
        let column = visibleLower + (visibleUpper - visibleLower - label.count) / 2
        rows[1].put(label, at: column)
      }
    }
    return rows
  }
}

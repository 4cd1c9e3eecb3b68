import PageKitCore
import PageKitTrace

/// A replayed trace drawn as SVG: a time line of its steps with its page events marked, and a
/// film strip of the viewport (the pages drawn, with their identities) at the steps where
/// something was announced, and at the first and last step.
struct TraceFilmStrip {
  /// The trace.
  let trace: PagerTrace<String>
  /// What each step drew.
  let frames: [TraceCommands.Frame]

  /// The most frames in the strip.
  static let maximumFrames = 12
  /// The picture's width, in pixels.
  static let width = 960.0
  /// One frame's size, in pixels.
  static let frameWidth = 220.0
  static let frameHeight = 120.0
  /// Frames per row.
  static let columns = 4

  /// The steps drawn in the strip: the first, the last, and those with page events, spread out.
  var chosen: [TraceCommands.Frame] {
    let marked = frames.filter { frame in
      frame.events.contains {
        $0.hasPrefix("will") || $0.hasPrefix("did") || $0.hasPrefix("cancel")
      }
    }
    var picked = [frames.first, frames.last].compactMap { $0 }
    let room = Self.maximumFrames - picked.count
    if marked.count <= room {
      picked += marked
    } else if room > 0 {
      let stride = Double(marked.count) / Double(room)
      picked += (0..<room).map { marked[Int(Double($0) * stride)] }
    }
    var seen = Set<Int>()
    return picked.filter { seen.insert($0.step).inserted }.sorted { $0.step < $1.step }
  }

  /// The SVG text.
  func render() -> String {
    let chosen = chosen
    let rows = (chosen.count + Self.columns - 1) / Self.columns
    let timelineHeight = 120.0
    let height = timelineHeight + Double(rows) * (Self.frameHeight + 40) + 20
    var svg = SVGWriter(width: Self.width, height: height, title: "A replayed trace")
    svg.label(
      "A replayed trace: \(frames.count) steps, \(trace.start.source.ids?.count ?? 0) pages",
      x: 20, y: 24, size: 16, weight: "bold")
    drawTimeline(into: &svg, top: 40)
    for (offset, frame) in chosen.enumerated() {
      let x = 20 + Double(offset % Self.columns) * (Self.frameWidth + 15)
      let y = timelineHeight + 10 + Double(offset / Self.columns) * (Self.frameHeight + 40)
      drawFrame(frame, into: &svg, x: x, y: y)
    }
    return svg.finish()
  }

  /// The time line: the pager's clock from the first frame to the last (the steps' order
  /// before its first frame), a band coloured by the phase, and each page event above it,
  /// staggered on four rows.
  private func drawTimeline(into svg: inout SVGWriter, top: Double) {
    let left = 20.0
    let right = Self.width - 20
    let times = frames.compactMap(\.time)
    let start = times.first ?? 0
    let end = times.last ?? 0
    let byTime = end > start
    func x(_ frame: TraceCommands.Frame) -> Double {
      let fraction =
        byTime
        ? ((frame.time ?? start) - start) / (end - start)
        : Double(frame.step) / Double(max(frames.count - 1, 1))
      return left + (right - left) * fraction
    }
    let axis = top + 44
    for (index, frame) in frames.enumerated() {
      let next = index + 1 < frames.count ? x(frames[index + 1]) : right
      let color =
        switch frame.phase {
        case .idle: "#dddddd"
        case .dragging: "#4a7bd0"
        case .settling: "#e0a030"
        }
      svg.element(
        "rect",
        [
          ("x", SVGWriter.number(x(frame))), ("y", SVGWriter.number(axis)),
          ("width", SVGWriter.number(max(next - x(frame), 0.5))), ("height", "8"),
          ("fill", color),
        ])
    }
    var marks = 0
    for frame in frames {
      for event in frame.events
      where event.hasPrefix("will") || event.hasPrefix("did") || event.hasPrefix("cancel") {
        let mark =
          event.hasPrefix("did") ? "#2e9e4f" : event.hasPrefix("cancel") ? "#d04040" : "#e0a030"
        let y = axis - 6 - Double(marks % 4) * 11
        svg.element(
          "line",
          [
            ("x1", SVGWriter.number(x(frame))), ("y1", SVGWriter.number(y)),
            ("x2", SVGWriter.number(x(frame))), ("y2", SVGWriter.number(axis)),
            ("stroke", mark),
          ])
        svg.element(
          "circle",
          [
            ("cx", SVGWriter.number(x(frame))), ("cy", SVGWriter.number(y)), ("r", "3"),
            ("fill", mark),
          ])
        let nearEnd = x(frame) > right - 150
        svg.label(
          event, x: x(frame) + (nearEnd ? -5 : 5), y: y + 3, size: 9,
          anchor: nearEnd ? "end" : "start", color: mark)
        marks += 1
      }
    }
    let unit = byTime ? "s" : ""
    let first = byTime ? Format.fixed(start, 2) + " " + unit : "step 0"
    let last = byTime ? Format.fixed(end, 2) + " " + unit : "step \(frames.count - 1)"
    svg.label(first, x: left, y: axis + 22, size: 10, color: "#666666")
    svg.label(last, x: right, y: axis + 22, size: 10, anchor: "end", color: "#666666")
    svg.label(
      "phase: idle (grey), dragging (blue), settling (amber); will (amber), did (green), "
        + "cancel (red)",
      x: Self.width / 2, y: axis + 22, size: 10, anchor: "middle", color: "#666666")
  }

  /// One frame: the viewport, the pages drawn in it (clipped to a page either side), the step.
  private func drawFrame(
    _ frame: TraceCommands.Frame, into svg: inout SVGWriter, x: Double, y: Double
  ) {
    let viewportWidth = Self.frameWidth * 0.6
    let scale = viewportWidth / max(frame.viewport, 1)
    let viewportX = x + (Self.frameWidth - viewportWidth) / 2
    let pageTop = y + 20
    let pageHeight = Self.frameHeight - 40
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
        ("width", SVGWriter.number(Self.frameWidth)),
        ("height", SVGWriter.number(Self.frameHeight)),
        ("fill", "#f6f6f6"), ("stroke", "#dddddd"),
      ])
    for page in frame.pages {
      let left = max(viewportX + page.origin * scale, x + 2)
      let right = min(viewportX + (page.origin + page.length) * scale, x + Self.frameWidth - 2)
      guard right > left else { continue }
      svg.element(
        "rect",
        [
          ("x", SVGWriter.number(left)), ("y", SVGWriter.number(pageTop)),
          ("width", SVGWriter.number(right - left)), ("height", SVGWriter.number(pageHeight)),
          ("fill", "#dfe8f7"), ("stroke", "#4a7bd0"),
        ])
      svg.label(
        page.id, x: (left + right) / 2, y: pageTop + pageHeight / 2 + 4,
        size: 11, anchor: "middle")
    }
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(viewportX)), ("y", SVGWriter.number(pageTop - 4)),
        ("width", SVGWriter.number(viewportWidth)), ("height", SVGWriter.number(pageHeight + 8)),
        ("fill", "none"), ("stroke", "#222222"), ("stroke-width", "2"),
      ])
    svg.label(
      "\(frame.step): \(frame.call)", x: x + 4, y: y + 13, size: 10)
    svg.label(
      "\(frame.phase) at \(Format.fixed(frame.position, 2))", x: x + 4,
      y: y + Self.frameHeight - 6, size: 10, color: "#666666")
    if let first = frame.events.first(where: { $0.hasPrefix("will") || $0.hasPrefix("did") }) {
      svg.label(
        first, x: x + Self.frameWidth - 4, y: y + Self.frameHeight + 14,
        size: 10, anchor: "end", color: first.hasPrefix("did") ? "#2e9e4f" : "#e0a030")
    }
  }
}

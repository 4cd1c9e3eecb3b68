import PageKitCore

/// For one swipe, the placements of the live pages under three transition strategies: the same
/// gesture drives one `Pager` per strategy, and each pager's `livePages` is printed.
enum TransitionComparison {
  /// The pages.
  static let titles = ["Home", "Trending", "Library", "Inbox", "Settings"]
  /// One page, in points.
  static let pageLength = 350.0
  /// The finger's translation at each sample, in points (a swipe from page 1 toward page 2).
  static let samples: [Double] = [-87.5, -175, -262.5]

  /// The report's lines.
  ///
  /// - Returns: A table per sample: each visible page, then one line per strategy.
  static func report() -> [String] {
    let cube = placements(CubeTransition())
    let depth = placements(DepthTransition())
    let coverFlow = placements(CoverFlowTransition())
    var lines = [
      "  One swipe from \(titles[1]) toward \(titles[2]), three strategies (placements",
      "  of the live pages as each pager reports them; translation in page lengths,",
      "  rotation in degrees; pages with |offset| ≥ 1 are off screen and left out).",
    ]
    for (sample, translation) in samples.enumerated() {
      lines.append(
        "  finger \(Format.fixed(translation, 1)) pt → position "
          + Format.fixed(cube[sample].position, 3))
      lines.append(
        Format.left("    page", 13) + Format.right("offset", 6) + "  " + Format.left("strategy", 9)
          + Format.right("transl", 8) + Format.right("scale", 7) + Format.right("alpha", 7)
          + Format.right("z", 5) + Format.right("rot°", 8))
      for entry in cube[sample].pages {
        let rows = [
          ("Cube", entry.placement),
          ("Depth", depth[sample].pages.first { $0.title == entry.title }?.placement),
          ("CoverFlow", coverFlow[sample].pages.first { $0.title == entry.title }?.placement),
        ]
        for (row, (name, placement)) in rows.enumerated() {
          let head =
            row == 0
            ? Format.left("    \(entry.title)", 13)
              + Format.right(Format.signed(entry.offset, 3), 6)
            : String(repeating: " ", count: 19)
          lines.append(head + "  " + describe(name, placement))
        }
      }
    }
    return lines
  }

  private static func describe(_ name: String, _ placement: PagePlacement?) -> String {
    guard let placement else { return Format.left(name, 9) + "  (not live)" }
    let degrees = placement.rotation * 180 / Double.pi
    return Format.left(name, 9) + Format.right(Format.signed(placement.translation, 3), 8)
      + Format.right(Format.fixed(placement.scale, 3), 7)
      + Format.right(Format.fixed(placement.alpha, 3), 7)
      + Format.right(Format.fixed(placement.zIndex, 1), 5)
      + Format.right(Format.signed(degrees, 1), 8)
  }

  private struct Sample {
    var position: Double
    var pages: [(title: String, offset: Double, placement: PagePlacement)]
  }

  /// Drags a fresh pager with `transition` through ``samples`` and records its visible pages.
  private static func placements<T: TransitionStrategy>(_ transition: T) -> [Sample] {
    do {
      let pager = try Pager(
        source: ArrayPageSource(titles), transition: transition, initialIndex: 1,
        configuration: PagerConfiguration(viewportLength: pageLength))
      try pager.advance(to: 0)
      try pager.beginDrag()
      var reached = 0.0
      var result: [Sample] = []
      for translation in samples {
        try pager.drag(by: translation - reached)
        reached = translation
        let pages = pager.livePages.filter { abs($0.offset) < 1 }.map {
          (title: $0.page, offset: $0.offset, placement: $0.placement)
        }
        result.append(Sample(position: pager.position, pages: pages))
      }
      return result
    } catch {
      return samples.map { _ in Sample(position: .nan, pages: []) }
    }
  }
}

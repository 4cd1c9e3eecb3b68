// A SwiftUI infinite carousel — a looping `Pager` — driven headlessly: a `DragGesture` feeds the
// finger, and a `TimelineView` feeds the clock on every frame while the carousel is on screen —
// its `AutoScroller` needs the time even at rest.
//
// The view builds where SwiftUI has a `DragGesture` (iOS 17, macOS 14, visionOS 1, watchOS 10 and
// later), and Docs/HostingSwiftUI.md shows it; elsewhere this snippet only prints a line. The
// auto-scroll schedule runs on every platform in Snippets/AutoScrollingCarousel.swift.

#if canImport(SwiftUI) && !os(tvOS)
  import PageKitCarousel
  import PageKitCore
  import PageKitSnap
  import SwiftUI

  @available(iOS 17, macOS 14, watchOS 10, visionOS 1, *)
  struct PhotoCarousel: View {
    @State private var pager:
      Pager<CircularPageSource<ArrayPageSource<Photo, Photo.ID>>, SlideTransition>
    @State private var scroller: AutoScroller
    @State private var isOnScreen = false
    @State private var lastTranslation: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    /// Cards `cardWidth` points wide and 12 apart, the current one centred in `width`.
    init(photos: [Photo], cardWidth: CGFloat, width: CGFloat) throws {
      let pager = try Pager(
        source: ArrayPageSource(photos, id: \.id).circular(),
        layout: .uniform(itemLength: cardWidth, spacing: 12), anchor: .center,
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: width))
      _pager = State(initialValue: pager)
      _scroller = State(initialValue: try AutoScroller(interval: 3))
    }

    var body: some View {
      TimelineView(.animation) { context in
        ZStack(alignment: .leading) {
          // By slot, not id: a loop of fewer photos than are live at once shows one photo in
          // two slots. The views are rebuilt from `page.page` every frame, so a slot that
          // changes (at rest a loop re-bases its slots) only rebuilds a view.
          ForEach(Array(pager.livePages), id: \.slot) { page in
            PhotoView(photo: page.page)
              .frame(width: page.length)
              .offset(x: page.origin)
              .opacity(page.placement.isHidden ? 0 : page.placement.alpha)
              // A short loop draws a photo twice: VoiceOver reads one copy.
              .accessibilityHidden(!page.isAccessibilityElement)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .onChange(of: context.date) { _, _ in
          // The clock: settles and commands move on here, then the auto-scroller (it pauses
          // while a finger is down and for the host's reasons).
          let now = ProcessInfo.processInfo.systemUptime
          var reasons: AutoScroller.PauseReasons = []
          if !isOnScreen { reasons.insert(.hidden) }
          if reduceMotion { reasons.insert(.reduceMotion) }
          if voiceOver { reasons.insert(.screenReader) }
          try? pager.advance(to: now)
          scroller.advance(pager, to: now, pausedBy: reasons)
        }
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(
        DragGesture()
          .onChanged { value in
            if pager.phase != .dragging {
              try? pager.beginDrag()
              lastTranslation = 0
            }
            try? pager.drag(by: value.translation.width - lastTranslation)
            lastTranslation = value.translation.width
          }
          .onEnded { value in try? pager.endDrag(velocity: value.velocity.width) }
      )
      .onAppear { isOnScreen = true }
      .onDisappear { isOnScreen = false }  // pauses auto-scroll
      .onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: { width in
        try? pager.setViewportLength(width)  // keeps the card at the anchor, by its fraction
      }
    }
  }

  /// A photo, identified by its name.
  struct Photo: Identifiable {
    let id: String
  }

  /// A card: the photo's name.
  struct PhotoView: View {
    let photo: Photo

    var body: some View {
      Text(photo.id).font(.headline)
    }
  }
#else
  print("A SwiftUI host: it builds for iOS, macOS, visionOS and watchOS.")
#endif

// A SwiftUI infinite carousel, driven headlessly: a `DragGesture` feeds the finger, and a
// `TimelineView` feeds the clock on every frame while the carousel is on screen — its
// `AutoScroller` needs the time even at rest.
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
    @State private var carousel: Carousel<ArrayPageSource<Photo, Photo.ID>, NearestSnap>
    @State private var lastTranslation: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    private let cardWidth: CGFloat

    /// Cards `cardWidth` points wide and 12 apart, the current one centred in `width`.
    init(photos: [Photo], cardWidth: CGFloat, width: CGFloat) throws {
      let carousel = try Carousel(
        source: ArrayPageSource(photos, id: \.id), itemLength: cardWidth, spacing: 12,
        viewportLength: width, anchor: .center)
      carousel.autoScroller = try AutoScroller(interval: 3)
      _carousel = State(initialValue: carousel)
      self.cardWidth = cardWidth
    }

    var body: some View {
      TimelineView(.animation) { context in
        ZStack(alignment: .leading) {
          ForEach(Array(carousel.items(transition: SlideTransition())), id: \.slot) { item in
            PhotoView(photo: carousel.source.pages[item.index])
              .frame(width: cardWidth)
              .offset(x: item.leadingEdge)
              .opacity(item.placement.isHidden ? 0 : item.placement.alpha)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .onChange(of: context.date) { _, _ in
          // The clock: settles, commands and auto-scroll steps move on here.
          try? carousel.advance(to: ProcessInfo.processInfo.systemUptime)
        }
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(
        DragGesture()
          .onChanged { value in
            if carousel.phase != .dragging {
              try? carousel.beginDrag()
              lastTranslation = 0
            }
            try? carousel.drag(by: value.translation.width - lastTranslation)
            lastTranslation = value.translation.width
          }
          .onEnded { value in try? carousel.endDrag(velocity: value.velocity.width) }
      )
      .onAppear { carousel.isHidden = false }
      .onDisappear { carousel.isHidden = true }  // pauses auto-scroll
      .onChange(of: reduceMotion, initial: true) { _, on in carousel.isReduceMotionEnabled = on }
      .onChange(of: voiceOver, initial: true) { _, on in carousel.isScreenReaderRunning = on }
      .onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: { width in
        try? carousel.setViewportLength(width)  // keeps the card at the anchor, by its fraction
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

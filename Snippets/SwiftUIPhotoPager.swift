// A SwiftUI pager: an `ObservablePager` mirrors the state the view reads, a `DragGesture` feeds
// the finger, a `TimelineView` feeds the clock while the pager settles, and the live pages are
// drawn at their placements.
//
// The view builds where SwiftUI has a `DragGesture` (iOS, macOS, visionOS, watchOS; it needs
// iOS 17 or macOS 14 for `ObservablePager`), and Docs/HostingSwiftUI.md shows it; elsewhere this
// snippet only prints a line. The same driving sequence — drag, release, frames, command — runs
// on every platform in Snippets/GettingStarted.swift.

#if canImport(SwiftUI) && !os(tvOS)
  import PageKitCore
  import SwiftUI

  @available(iOS 17, macOS 14, watchOS 10, visionOS 1, *)
  struct PhotoPager: View {
    @State private var model:
      ObservablePager<Pager<ArrayPageSource<Photo, Photo.ID>, SlideTransition>>
    @State private var lastTranslation: CGFloat = 0

    /// `width` is the pager's expected width; the first layout pass corrects it.
    init(photos: [Photo], width: CGFloat) throws {
      let pager = try Pager(
        source: ArrayPageSource(photos, id: \.id),
        configuration: PagerConfiguration(viewportLength: width))
      _model = State(initialValue: ObservablePager(pager))
    }

    var body: some View {
      GeometryReader { geometry in
        ZStack {
          // `position` is read through the model so the view redraws while pages move.
          let _ = model.position
          ForEach(Array(model.pager.livePages), id: \.id) { live in
            let p = live.placement
            PhotoView(photo: live.page)
              .frame(width: geometry.size.width, height: geometry.size.height)
              .scaleEffect(p.scale)
              .offset(x: p.translation * geometry.size.width)
              .opacity(p.isHidden ? 0 : p.alpha)
              .zIndex(p.zIndex)
          }
        }
        .clipped()
        .contentShape(Rectangle())
        .onAppear { try? model.pager.setViewportLength(geometry.size.width) }
        .onChange(of: geometry.size.width) { _, width in try? model.pager.setViewportLength(width) }
        .gesture(
          DragGesture()
            .onChanged { value in
              if model.phase != .dragging {
                try? model.pager.beginDrag()
                lastTranslation = 0
              }
              try? model.pager.drag(by: value.translation.width - lastTranslation)
              lastTranslation = value.translation.width
            }
            .onEnded { value in
              try? model.pager.endDrag(velocity: value.velocity.width)
            }
        )
        // The clock: one advance per display frame while settling.
        .background {
          if model.phase == .settling {
            TimelineView(.animation) { context in
              Color.clear.onChange(of: context.date) { _, _ in
                try? model.pager.advance(to: ProcessInfo.processInfo.systemUptime)
              }
            }
          }
        }
      }
      .accessibilityElement(children: .combine)
      .accessibilityValue(model.announcement?.description ?? "")
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: model.pager.accessibilityIncrement()
        case .decrement: model.pager.accessibilityDecrement()
        @unknown default: break
        }
      }
      .onChange(of: model.settledIndex) { _, index in
        print("did change page: \(index)")  // exactly once per change
      }
    }
  }

  /// A photo, identified by its name.
  struct Photo: Identifiable {
    let id: String
  }

  /// A page: the photo's name, large.
  struct PhotoView: View {
    let photo: Photo

    var body: some View {
      Text(photo.id).font(.largeTitle)
    }
  }
#else
  print("A SwiftUI host: it builds for iOS, macOS, visionOS and watchOS.")
#endif

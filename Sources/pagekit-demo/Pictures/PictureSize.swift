/// The size of the viewport every picture draws (a pager's page, a tab pager's bar and pages, a
/// carousel's or strip's window), in pixels.
struct PictureSize: Equatable {
  var width: Double
  var height: Double

  /// The size the committed pictures use: a phone-like page that keeps five frames of a film
  /// strip within a README's width.
  static let standard = PictureSize(width: 150, height: 200)
  /// The smallest size that still draws legible cards and a bar with room for its tabs.
  static let minimum = PictureSize(width: 100, height: 100)
  /// The largest size accepted: a larger one only makes huge files.
  static let maximum = PictureSize(width: 2000, height: 2000)

  /// The size as written on the command line: `WxH`.
  var text: String { "\(Int(width))x\(Int(height))" }
}

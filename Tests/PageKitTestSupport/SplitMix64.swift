/// A small, fast, seedable random number generator (SplitMix64) for reproducible randomized tests.
///
/// Randomized tests create one per sequence from a fixed seed and print the seed when they fail,
/// so any failure can be replayed exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A pseudo-random value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random `Double` in `range`.
  ///
  /// - Parameter range: The closed range to draw from.
  /// - Returns: A value in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A random `Int` in `range`.
  ///
  /// - Parameter range: The closed range to draw from.
  /// - Returns: A value in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` with probability `probability`.
  ///
  /// - Parameter probability: A probability in `0...1`.
  /// - Returns: A random Boolean.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}

/// SplitMix64: a small deterministic generator, so that random tests replay from their seed.
///
/// Shared by the test targets; not part of any product.
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's state, advanced by every number.
  public var state: UInt64

  /// Creates a generator that replays the sequence of `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  ///
  /// - Returns: 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

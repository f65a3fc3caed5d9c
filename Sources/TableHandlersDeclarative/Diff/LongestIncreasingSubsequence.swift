/// Marks one longest strictly increasing subsequence of `values`: the elements that can stay
/// where they are while every other one moves.
///
/// Patience sorting with predecessor links. An element larger than the current longest run's
/// last is appended in O(1), so a sequence whose order did not change costs O(*n*); an element
/// out of order costs one binary search.
///
/// - Parameter values: Distinct integers (old indexes, listed in new order).
/// - Returns: For each element, whether it belongs to the subsequence.
/// - Complexity: O(*n* log *n*) at worst, O(*n*) when `values` is already increasing.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  // tails[k]: index of the smallest possible last element of an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for index in values.indices {
    let value = values[index]
    if let last = tails.last, values[last] >= value {
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      tails[low] = index
    } else {
      previous[index] = tails.last ?? -1
      tails.append(index)
    }
  }
  var members = [Bool](repeating: false, count: values.count)
  var index = tails.last ?? -1
  while index >= 0 {
    members[index] = true
    index = previous[index]
  }
  return members
}

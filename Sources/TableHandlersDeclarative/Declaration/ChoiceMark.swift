/// Where a choice section shows which rows are chosen.
public enum ChoiceMark: Hashable, Sendable, CaseIterable {
  /// A checkmark accessory at the trailing edge, as Settings does.
  case trailing
  /// A checkmark in the image slot at the leading edge; unchosen rows keep the room, so the
  /// texts stay aligned.
  case leading
}

/** A choice with an "Other"/"Others" option and its specify text (docs/product.md#3-data, §4). */
export interface ChoiceWithOther {
  choice: string | undefined;
  other: string;
}

/**
 * Choose `choice`: anything but `otherValue` clears the specify text (docs/product.md#4-states-and-transitions
 * "Choosing a certification other than Others clears the specify text; choosing a goal
 * other than Other clears its specify text").
 */
export function chooseWithOther(
  previous: ChoiceWithOther,
  choice: string,
  otherValue: string,
): ChoiceWithOther {
  return { choice, other: choice === otherValue ? previous.other : '' };
}

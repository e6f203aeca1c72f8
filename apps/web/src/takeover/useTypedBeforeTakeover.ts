import { useEffectEvent, useLayoutEffect, useRef } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * For a text field the server may draw: its ref (`inputRef`), through which, when the browser
 * takes the page over (hydration), text typed into the field before then is handed to `adopt`.
 * React 19 keeps such text in the field but calls no onChange for it, so the field's next render
 * would wipe it; adopted, it is searched for or sent like text typed after. A person quick on a
 * slow phone, or a journey typing right after the page loads, keeps every key. In a page the
 * browser renders alone the field starts as its state says, and nothing is adopted.
 */
export function useTypedBeforeTakeover<E extends TextElement = HTMLInputElement>(
  value: string,
  adopt: (typed: string) => void,
) {
  const field = useRef<E>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  });
  // Once, at the take-over (the first commit); after it, the field's onChange keeps the state.
  useLayoutEffect(() => adoptTyped(), []);
  return field;
}

/**
 * A text field's props for several lines that the browser sizes to the text (CSS `field-sizing`),
 * from `minLines` up to `maxLines`: a plain textarea, not MUI's autosize (which it uses even for a
 * fixed `rows`), since that measures itself after every render, each time a forced layout of the
 * whole page (about 150 ms on a slow phone as the home page is taken over, one per post). A browser
 * without `field-sizing` shows `minLines` and scrolls.
 */
export const browserSizedText = (minLines: number, maxLines: number) =>
  ({
    multiline: true,
    rows: minLines,
    slotProps: { input: { inputComponent: 'textarea' } },
    sx: { '& textarea': { fieldSizing: 'content', minHeight: `${minLines}lh`, maxHeight: `${maxLines}lh` } },
  }) as const;

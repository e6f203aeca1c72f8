/**
 * Keeps the last click on a button of a page the server drew, made before the page's code has run,
 * and makes it again once it has and the opening screens are loaded (`ready`: React then renders
 * them at once, lazyNamed). React takes a part over on a click only when that part's code is
 * there, and otherwise drops the click; on a slow phone the code runs a second or more after the
 * page shows, and a tap on the account menu or a filter would do nothing. Links are left alone:
 * the browser follows them without the code.
 */
export function replayEarlyClicks(ready: Promise<void>): void {
  let clicked: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicked = button;
  };
  document.addEventListener('click', hold, true);
  const replay = () => {
    document.removeEventListener('click', hold, true);
    if (clicked?.isConnected) clicked.click();
  };
  ready.then(replay, replay);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy screen, its data) before we give up. */
const HEADING_WAIT_MS = 5000;

/** Typing somewhere (the header's search lands on Who's who) keeps the focus where it is. */
const isTyping = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * After a move to another page, focus goes to the new page's heading, as a page load would put a
 * screen reader at the top: the person hears where they are and Tab starts from there. The first
 * page of a visit, and a change of filters only (the same path), leave the focus alone.
 */
export function useHeadingFocus(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    let frame: number | undefined;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      // In the next frame, which lays the new page out anyway: focused at once, the page was laid
      // out inside the task that drew it, one long task on a slow phone.
      frame = window.requestAnimationFrame(() => {
        if (isTyping(document.activeElement)) return;
        heading.tabIndex = -1;
        heading.focus();
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    if (!focusHeading()) observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, [pathname, mainId]);
}

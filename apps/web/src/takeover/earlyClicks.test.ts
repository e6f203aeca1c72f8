import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.replaceChildren();
});

describe('a click on the server-drawn page before its code has run', () => {
  it('is kept, and made once on the last button clicked when the code has run', async () => {
    document.body.innerHTML =
      '<button id="theme">Theme</button><button id="menu"><span id="initials">EW</span></button><a id="home" href="#home">Home</a>';
    let ready: () => void = () => undefined;
    replayEarlyClicks(new Promise<void>((resolve) => (ready = resolve)));
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));

    document.getElementById('theme')!.click();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('initials')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    // A link is the browser's to follow, code or not.
    document.getElementById('home')!.click();
    expect(clicks).toEqual(['home']);

    ready();
    await vi.waitFor(() => expect(clicks).toEqual(['home', 'menu']));
    // Once the code has run, clicks are the app's at once.
    document.getElementById('theme')!.click();
    expect(clicks).toEqual(['home', 'menu', 'theme']);
  });
});

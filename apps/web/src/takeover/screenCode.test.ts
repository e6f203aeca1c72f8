import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_CODE_ID, loadScreenCode } from './screenCode';

const listCode = (json: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SCREEN_CODE_ID;
  block.textContent = json;
  document.body.append(block);
};
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.getElementById(SCREEN_CODE_ID)?.remove();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('the code of the screen the server drew', () => {
  it('is asked for as listed, but what is not one of the build’s chunks, and the app goes on when one fails', async () => {
    listCode(
      JSON.stringify([
        '/assets/zod-1.js',
        'https://elsewhere.example/x.js',
        '/assets/../secret.js',
        42,
        '/assets/Home-2.js',
      ]),
    );
    // Here no chunk can load: the load ends at the first, for the app's own loading to report it.
    await loadScreenCode();
    expect(preloaded()).toEqual(['/assets/zod-1.js', '/assets/Home-2.js']);
  });

  it('asks for nothing on a page without a list, or with a damaged one', async () => {
    await loadScreenCode();
    listCode('["/assets/zod-1.js"');
    await loadScreenCode();
    expect(preloaded()).toEqual([]);
  });
});

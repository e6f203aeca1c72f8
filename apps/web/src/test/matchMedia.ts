/**
 * jsdom has no matchMedia. The tests' screen is a desktop's (jsdom's window is 1024 px wide):
 * `(min-width: …)` and `(max-width: …)` are answered for that width, and any other feature
 * (a colour scheme, reduced motion) is not matched; a test wanting another answer stubs its own.
 */
export function installMatchMedia(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: widthMatches(query, window.innerWidth),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

function widthMatches(query: string, width: number): boolean {
  const features = [...query.matchAll(/\(\s*([a-z-]+)\s*:\s*([\d.]+)px\s*\)/g)];
  if (features.length === 0) return false;
  return features.every(([, feature, value]) =>
    feature === 'min-width'
      ? width >= Number(value)
      : feature === 'max-width'
        ? width <= Number(value)
        : false,
  );
}

import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The styles of a page rendered on the server, gathered into <head> rather than written beside each
 * component. By default emotion writes a <style> before every styled element it renders on the
 * server (a hundred on a profile, half its HTML), and the browser's emotion then moves each one
 * into <head> before hydrating, restyling the whole page in the first script's task. Gathered, the
 * browser finds them where they belong, and its emotion, reading their ids, inserts none again.
 *
 * This is what @emotion/server's `extractCriticalToChunks` does; it is written here because that
 * package also brings stream helpers and a peer (@emotion/css) this renderer does not use.
 */
export function serverStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  // emotion's switch for "styles are collected, not written inline" (what @emotion/server sets).
  cache.compat = true;
  return cache;
}

/**
 * The <style> elements for what `html` uses: one with every component style, marked with their
 * ids (`data-emotion="css id1 id2"`) so the browser's emotion knows them inserted, and one per
 * global style (`css-global id`), which emotion's Global component takes over by that mark.
 */
export function styleTagsFor(cache: EmotionCache, html: string): string {
  const usedIds = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]),
  );
  const componentIds: string[] = [];
  let componentCss = '';
  const tags: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const isComponentStyle = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isComponentStyle && !usedIds.has(id)) continue;
    if (isComponentStyle) {
      componentIds.push(id);
      componentCss += css;
    } else {
      tags.push(styleTag(`${cache.key}-global ${id}`, css));
    }
  }
  return [...tags, styleTag(`${cache.key} ${componentIds.join(' ')}`, componentCss)].join('');
}

/** A <style> element; its text cannot close it early (a value a person typed may reach a rule). */
function styleTag(mark: string, css: string): string {
  return `<style data-emotion="${mark}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { describe, expect, it } from 'vitest';
import { serverStyleCache, styleTagsFor } from './serverStyles';

const Teal = styled.p({ color: 'teal' });
const Unused = styled.p({ color: 'crimson' });
const Titled = styled.p<{ title: string }>(({ title }) => ({ '&::after': { content: `"${title}"` } }));

/** The page's markup and its <head> styles, rendered as the server renders a page. */
function render(element: React.ReactElement) {
  const cache = serverStyleCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  // A style rendered in an earlier pass and not in the final page is left out.
  renderToString(
    <CacheProvider value={cache}>
      <Unused />
    </CacheProvider>,
  );
  return { html, styles: styleTagsFor(cache, html) };
}

describe('the styles of a server-rendered page', () => {
  it('are gathered for <head>, marked with their ids, and none is written in the markup', () => {
    const { html, styles } = render(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Teal>hello</Teal>
      </>,
    );
    expect(html).not.toContain('<style');
    const className = /class="css-([\w-]+)"/.exec(html)![1]!;
    expect(styles).toMatch(
      new RegExp(`<style data-emotion="css ${className}">\\.css-${className}\\{color:teal;\\}</style>`),
    );
    expect(styles).toMatch(/<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style>/);
    expect(styles).not.toContain('crimson');
  });

  it('cannot be closed early by what a person typed', () => {
    const { styles } = render(<Titled title="</style><script>alert(1)</script>" />);
    expect(styles).not.toContain('</style><script>');
    expect(styles.match(/<\/style>/g)).toHaveLength(1);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { NewsMarkdown } from './NewsMarkdown';

describe('NewsMarkdown', () => {
  it('renders Markdown: emphasis, lists and links', () => {
    renderWithProviders(
      <NewsMarkdown text={'Hello **team**\n\n- one\n- two\n\n[Atrium](https://atrium.example)'} />,
    );
    expect(screen.getByText('team').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Atrium' })).toHaveAttribute('href', 'https://atrium.example');
  });

  it('keeps a script tag and other HTML inert: shown as text or dropped, never an element', () => {
    const { container } = renderWithProviders(
      <NewsMarkdown
        text={
          'Hi <script>window.hacked = true</script> and <img src=x onerror="window.hacked = true">\n\n' +
          '[click](javascript:window.hacked=true)'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const link = screen.getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // What was typed is shown as typed.
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
  });
});

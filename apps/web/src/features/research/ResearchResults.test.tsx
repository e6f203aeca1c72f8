import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResearchResultBody } from '@atrium/contract';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ResearchResults } from './ResearchResults';

const groups: ResearchResultBody = {
  counts: { people: 0, credentials: 0, solutions: 0, groups: 1 },
  tab: 'groups',
  total: 1,
  data: [{ id: 'g1', title: 'Cloud guild', subtitle: 'guild', skills: [] }],
};

const show = () =>
  renderWithProviders(
    <ResearchResults
      result={groups}
      loading={false}
      failed={false}
      onRetry={() => {}}
      tab="groups"
      onTab={() => {}}
      page={1}
      pageSize={20}
      onPage={() => {}}
    />,
  );

describe('research results', () => {
  afterEach(() => {
    document.cookie = 'language=; max-age=0; path=/';
  });

  it('says a group’s type by its name, never its stored value, and links to the group', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Cloud guild' })).toHaveAttribute('href', '/guild/g1');
    expect(screen.getByText('Guild')).toBeInTheDocument();
    expect(screen.queryByText('guild')).not.toBeInTheDocument();
  });

  it('says it in French to a French reader', async () => {
    document.cookie = 'language=fr; path=/';
    show();
    expect(await screen.findByText('Guilde')).toBeInTheDocument();
  });
});

import type { GroupSkillsMatrix } from '@atrium/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { SkillsMatrix } from './SkillsMatrix';

const GROUP = 'g0000000-0000-4000-8000-000000000000';
const person = (id: string, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  job_title: null,
  has_picture: false,
  picture_version: null,
});

const answering = (status: number, body: unknown) =>
  mockApi(({ url }) =>
    url.pathname === `/api/c13s/v2/cv_library/teams/${GROUP}/skills-matrix`
      ? jsonResponse(status, body)
      : undefined,
  );

describe('SkillsMatrix', () => {
  it('shows people × skills with each level in words for screen readers', async () => {
    const matrix: GroupSkillsMatrix = {
      skills: [
        { name: 'TypeScript', kind: 'technical', people: 2 },
        { name: 'Energy', kind: 'sectorial', people: 1 },
      ],
      people: [
        { ...person('p1', 'Karim', 'Benali'), levels: ['mentor', 'none'] },
        { ...person('p2', 'Emma', 'Wilson'), levels: ['top', 'learning'] },
      ],
    };
    answering(200, matrix);
    renderWithProviders(<SkillsMatrix groupId={GROUP} />);

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Person', 'TypeScript2 people', 'Energy1 person']);
    const karim = within(table).getByRole('row', { name: /Karim Benali/ });
    expect(
      within(karim)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Top skill, can mentor', 'Not listed']);
    const emma = within(table).getByRole('row', { name: /Emma Wilson/ });
    expect(
      within(emma)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('title')),
    ).toEqual(['Top skill', 'Wants to learn']);
    expect(within(karim).getByRole('link', { name: 'Karim Benali' })).toHaveAttribute('href', '/profile/p1');
    expect(screen.getByRole('list', { name: 'Levels' })).toBeVisible();
  });

  it('says so when no one lists top skills', async () => {
    answering(200, { skills: [], people: [{ ...person('p1', 'Karim', 'Benali'), levels: [] }] });
    renderWithProviders(<SkillsMatrix groupId={GROUP} />);
    expect(await screen.findByText(/No one in this group lists top skills yet/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the matrix cannot be loaded', async () => {
    answering(500, { msg: 'Internal error' });
    renderWithProviders(<SkillsMatrix groupId={GROUP} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

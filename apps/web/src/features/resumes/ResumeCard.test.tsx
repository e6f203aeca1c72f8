import { screen } from '@testing-library/react';
import { BASE_RESUME_TITLE, type RecordOf, type resumeObject } from '@atrium/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ResumeCard } from './ResumeCard';

const base = {
  id: 'r1',
  user_id: 'u1',
  title: BASE_RESUME_TITLE,
  language: 'fr',
  summary: '',
  sections: ['skills'],
  skills: null,
  experience_ids: null,
  is_base: true,
  updated_at: '2026-11-20T09:00:00Z',
  _can: { update: true, delete: false },
} as RecordOf<typeof resumeObject>;

const show = (resume: RecordOf<typeof resumeObject>) =>
  renderWithProviders(
    <ResumeCard
      resume={resume}
      downloading={undefined}
      onDownload={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
    />,
  );

describe('ResumeCard', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('titles the base resume "CV de base" for a French reader (issue 47)', async () => {
    writeLanguageCookie('fr');
    show(base);
    expect(await screen.findByRole('heading', { name: 'CV de base' })).toBeInTheDocument();
    expect(screen.queryByText('Base resume')).not.toBeInTheDocument();
  });

  it('shows a title the person chose as written', async () => {
    writeLanguageCookie('fr');
    show({ ...base, title: 'Mon CV data' });
    expect(await screen.findByRole('heading', { name: 'Mon CV data' })).toBeInTheDocument();
  });
});

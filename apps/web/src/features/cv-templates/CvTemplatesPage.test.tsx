import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { CvTemplatesPage } from './CvTemplatesPage';

const admin = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Ada',
  last_name: 'Admin',
  job_title: null,
  has_picture: false,
  picture_version: null,
};
const version = (number: number, id: string) => ({
  id,
  number,
  file_name: `Firm standard v${number}.docx`,
  size: 12_000,
  uploaded_by: admin,
  created_at: '2026-12-01T09:00:00.000Z',
  published_at: null,
});
const standard = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Firm standard',
  language: 'en',
  purpose: 'standard',
  is_default: true,
  published_version_id: '33333333-3333-4333-8333-333333333333',
  versions: [
    version(2, '44444444-4444-4444-8444-444444444444'),
    version(1, '33333333-3333-4333-8333-333333333333'),
  ],
  updated_at: '2026-12-01T09:00:00.000Z',
};

function api(permissions: string[], { templates = [standard], pdf = true, refuse = false } = {}) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['admin'], implicit_permissions: permissions });
    if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, { ...admin, _can: {} });
    if (url.pathname.endsWith('/admin/cv_templates/choices'))
      return jsonResponse(200, { data: [], pdf_available: pdf });
    if (method === 'GET' && url.pathname.endsWith('/admin/cv_templates'))
      return jsonResponse(200, { data: templates });
    if (method === 'POST' && url.pathname.endsWith('/admin/cv_templates'))
      return refuse
        ? jsonResponse(400, {
            code: 'cvTemplates.unknownPlaceholder',
            params: { line: 3, placeholder: '{salary}' },
            msg: 'Line 3: Atrium does not know the placeholder {salary}',
          })
        : jsonResponse(201, { ...standard, code: 'cvTemplates.uploaded', msg: 'Uploaded' });
    if (method === 'POST' && url.pathname.endsWith(`/${standard.id}/publish`))
      return jsonResponse(200, { ...standard, code: 'cvTemplates.published', msg: 'Published' });
    return undefined;
  });
}

const ALL = [
  'cv_templates read',
  'cv_templates create',
  'cv_templates update',
  'cv_templates delete',
  'resume read',
];

describe('CV templates', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('lists each template with its versions, the published one marked, and publishes another once confirmed', async () => {
    const calls = api(ALL);
    renderWithProviders(<CvTemplatesPage />, { route: '/cv-templates' });
    const card = await screen.findByRole('article', { name: 'Firm standard' });
    expect(within(card).getByText('Default')).toBeInTheDocument();
    const versions = within(card).getAllByRole('listitem');
    expect(versions).toHaveLength(2);
    expect(within(versions[1]!).getByText('Published')).toBeInTheDocument();
    // Only the version not yet published offers Publish.
    expect(within(versions[1]!).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.click(within(versions[0]!).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will use version 2 from now on/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/publish'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/publish'))!.body).toEqual({
      version_id: '44444444-4444-4444-8444-444444444444',
    });
  });

  it('documents every placeholder in the upload dialog and shows a refusal with its line and placeholder', async () => {
    api(ALL, { refuse: true });
    renderWithProviders(<CvTemplatesPage />, { route: '/cv-templates' });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a template' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('{#experiences} … {/experiences}')).toBeInTheDocument();
    expect(within(dialog).getByText('{photo}')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sample template (French)' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Firm standard');
    const file = new File(['PK'], 'template.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(within(dialog).getByLabelText('Word file (.docx)'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Line 3: Atrium does not know the placeholder {salary}',
    );
  });

  it('says when PDF cannot be made on this server, and offers no upload to a reader', async () => {
    api(['cv_templates read', 'resume read'], { pdf: false });
    renderWithProviders(<CvTemplatesPage />, { route: '/cv-templates' });
    expect(await screen.findByText(/LibreOffice is not installed on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview as PDF' })).not.toBeInTheDocument();
  });

  it('in French too', async () => {
    writeLanguageCookie('fr');
    api(ALL, { refuse: true });
    renderWithProviders(<CvTemplatesPage />, { route: '/cv-templates' });
    expect(await screen.findByRole('heading', { name: 'Modèles de CV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Importer un modèle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Années d’expérience, en toutes lettres')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Standard');
    await userEvent.upload(within(dialog).getByLabelText('Fichier Word (.docx)'), new File(['PK'], 't.docx'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ligne 3 : Atrium ne connaît pas le champ {salary}',
    );
  });
});

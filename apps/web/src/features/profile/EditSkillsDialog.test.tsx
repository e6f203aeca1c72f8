import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_LIST_MAX } from '@atrium/contract';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { EditSkillsDialog } from './EditSkillsDialog';

const max = PROFILE_LIST_MAX.technical_skills;
const skills = Array.from({ length: max - 1 }, (_, index) => `Skill ${index + 1}`);
const person = aUser({ technical_skills: skills });
const TAGS = ['Kubernetes', 'Kotlin'];

/** Tags whose name starts with the text; PATCH answers the record. A consultant may add skills. */
function api() {
  return mockApi(({ method, url, body }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: [], implicit_permissions: ['tag technical', 'tag sectorial'] });
    if (url.pathname.endsWith('/cv_library/tags/search')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const data = TAGS.filter((name) => name.toLowerCase().startsWith(q)).map((name) => ({
        id: name,
        type: 'technical',
        name,
      }));
      return jsonResponse(200, { data, total: data.length });
    }
    if (method === 'PATCH')
      return jsonResponse(200, { ...person, ...(body as object), msg: 'Updated successfully' });
    return undefined;
  });
}

const field = () => screen.getByRole('combobox', { name: 'Top technical skills' });

describe('Edit my skills', () => {
  it('offers the tags that match, and a search with no match as a new item', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<EditSkillsDialog person={person} type="technical" own onClose={vi.fn()} />);

    await user.type(field(), 'Kub');
    expect(await screen.findByRole('option', { name: 'Kubernetes' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Add “Kub”' })).toBeInTheDocument();

    await user.clear(field());
    await user.type(field(), 'Quantum computing');
    const offer = await screen.findByRole('option', { name: 'Add “Quantum computing”' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(offer);
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Quantum computing' }),
    ).toBeInTheDocument();
  });

  it('stops at the maximum of the type, then saves with ?modified_tag_type', async () => {
    const calls = api();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditSkillsDialog person={person} type="technical" own onClose={onClose} />);
    expect(screen.getByText(`${max - 1} / ${max}`)).toBeInTheDocument();

    await user.type(field(), 'Kot');
    await user.click(await screen.findByRole('option', { name: 'Kotlin' }));
    expect(screen.getByText(`A maximum of ${max} items of this type`)).toBeInTheDocument();

    await user.type(field(), 'Rust');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getAllByText(`A maximum of ${max} items of this type`).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/c13s/v2/cv_library/users/${person.id}?modified_tag_type=technical`);
    expect(patch?.body).toEqual({ technical_skills: [...skills, 'Kotlin'] });
  });

  it('flags skills one can mentor in and lists skills to learn, sent only when changed', async () => {
    const calls = api();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditSkillsDialog person={person} type="technical" own onClose={onClose} />);
    await user.click(screen.getByRole('checkbox', { name: 'Skill 2' }));
    await user.type(screen.getByRole('combobox', { name: 'Skills to learn' }), 'Kub');
    await user.click(await screen.findByRole('option', { name: 'Kubernetes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      technical_skills: skills,
      mentoring_skills: ['Skill 2'],
      learning_skills: ['Kubernetes'],
    });
  });
});

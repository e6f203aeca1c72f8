import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonRef, WallPost } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import { Wall } from './Wall';

const WALL = '/api/c13s/v2/home/wall';
const ada: PersonRef = {
  id: 'a1',
  first_name: 'Ada',
  last_name: 'Author',
  job_title: null,
  has_picture: false,
  picture_version: null,
};

function aPost(overrides: Partial<WallPost> = {}): WallPost {
  return {
    id: 'p1',
    author: ada,
    text: 'Hello',
    firm: null,
    mentions: [],
    pictures: [],
    like_count: 0,
    liked: false,
    comment_count: 0,
    comments: [],
    created_at: '2026-11-25T10:00:00.000Z',
    edited_at: null,
    hidden: null,
    report_count: 0,
    _can: { update: false, delete: false, hide: false },
    ...overrides,
  };
}

const employee = { roles: ['guest'], implicit_permissions: ['users read', 'wall read', 'wall create'] };
const moderator = {
  roles: ['guest', 'admin'],
  implicit_permissions: [...employee.implicit_permissions, 'wall update', 'wall delete'],
};

function api(posts: WallPost[], { newCount = 0, admin = false } = {}) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, admin ? moderator : employee);
    if (url.pathname === '/api/c13s/v2/cv_library/users/self') return jsonResponse(200, aUser());
    if (method === 'GET' && url.pathname === `${WALL}/posts`)
      return jsonResponse(200, { items: posts, next_cursor: null });
    if (method === 'GET' && url.pathname === `${WALL}/posts/new_count`)
      return jsonResponse(200, { count: newCount });
    if (method === 'POST' && url.pathname === `${WALL}/posts`)
      return jsonResponse(201, { id: 'new', msg: 'Your post is on the wall' });
    if (method === 'POST' && url.pathname.startsWith(`${WALL}/posts/`))
      return jsonResponse(200, { msg: 'Done' });
    return undefined;
  });
}

describe('the social wall', () => {
  it('shows a post’s text as text: a script tag stays characters, an address becomes a plain link', async () => {
    const text = '<script>window.hacked = true</script> see https://example.org/page.';
    api([aPost({ text })]);
    const { container } = renderWithProviders(<Wall />);
    const post = await screen.findByRole('article', { name: 'Ada Author' });
    expect(within(post).getByText(/<script>window.hacked = true<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('article script')).toBeNull();
    expect(within(post).getByRole('link', { name: 'https://example.org/page' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('words a post of the firm in the reader’s language, with a link to its page', async () => {
    api([
      aPost({
        author: null,
        text: '',
        firm: { kind: 'guild_created', name: 'Rust guild', link: '/guild/g1' },
      }),
    ]);
    renderWithProviders(<Wall />);
    expect(await screen.findByText(/A new guild is born: Rust guild/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the page' })).toHaveAttribute('href', '/guild/g1');
  });

  it('says an empty wall, and counts what is left to write', async () => {
    const calls = api([]);
    const user = userEvent.setup();
    renderWithProviders(<Wall />);
    expect(await screen.findByText('Nothing on the wall yet: be the first to post!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share something with your colleagues'), 'Hi all');
    expect(screen.getByText('694 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: `${WALL}/posts`, body: { text: 'Hi all', mention_ids: [], picture_ids: [] } },
      ]),
    );
  });

  it('shows how many posts are new since the newest one shown', async () => {
    const calls = api([aPost()], { newCount: 2 });
    renderWithProviders(<Wall />);
    expect((await screen.findAllByText('2 new posts')).length).toBeGreaterThan(0);
    expect(
      calls.some((call) =>
        call.path.startsWith(`${WALL}/posts/new_count?since=2026-11-25T10%3A00%3A00.000Z`),
      ),
    ).toBe(true);
  });

  it('likes a post with a button that says whether it is pressed', async () => {
    const calls = api([aPost({ like_count: 1 })]);
    const user = userEvent.setup();
    renderWithProviders(<Wall />);
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === `${WALL}/posts/p1/like`)).toBe(
        true,
      ),
    );
  });

  it('lets a moderator hide a post, saying why', async () => {
    const calls = api([aPost({ _can: { update: true, delete: true, hide: true } })], { admin: true });
    const user = userEvent.setup();
    renderWithProviders(<Wall />);
    await user.click(await screen.findByRole('button', { name: 'More actions on the post of Ada Author' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this post' });
    await user.type(within(dialog).getByLabelText('Why?'), 'Off topic');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `${WALL}/posts/p1/hide`)).toEqual([
        { method: 'POST', path: `${WALL}/posts/p1/hide`, body: { reason: 'Off topic' } },
      ]),
    );
    expect(screen.getByLabelText('Reported posts only')).toBeInTheDocument();
  });
});

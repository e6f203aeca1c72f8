import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { resolveTagTerms } from './tag-aliases.ts';

const c13s = '/api/c13s/v2';
const api = `${c13s}/cv_library/tags`;
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

describe('tag aliases and the words people type', () => {
  const ctx = useTestApp();
  let admin: Person;
  let employee: Person;
  let kubernetes: string;
  let javascript: string;
  let k8s: string;

  const as = async (person: Person, options: InjectOptions) => {
    const response = await person.request(options);
    return { status: response.statusCode, body: response.json() };
  };
  const tagId = async (type: string, name: string) => {
    const { body } = await as(admin, {
      method: 'GET',
      url: `${api}/search?type=${type}&q=${encodeURIComponent(name)}`,
    });
    return (body.data as { id: string; name: string }[]).find((tag) => tag.name === name)!.id;
  };
  const found = async (q: string) => {
    const { status, body } = await as(employee, {
      method: 'GET',
      url: `${c13s}/cv_library/users/search?q=${encodeURIComponent(q)}`,
    });
    expect(status).toBe(200);
    return (body.data as { first_name: string }[]).map((person) => person.first_name).sort();
  };

  beforeAll(async () => {
    // Names and titles of our own: a random job title could hold the words searched.
    admin = await ctx().signedIn({
      roles: ['admin'],
      first_name: 'Ada',
      last_name: 'Admin',
      job_title: 'Administrator',
    });
    employee = await ctx().signedIn({ first_name: 'Emil', last_name: 'Reader', job_title: 'Analyst' });
    await ctx().createPerson({
      first_name: 'Robert',
      last_name: 'Kowalczyk',
      job_title: 'Software developer',
      technical_skills: ['Kubernetes', 'JavaScript'],
    });
    await ctx().createPerson({
      first_name: 'Catherine',
      last_name: 'Marchetti',
      job_title: 'Développeuse',
      technical_skills: ['Terraform'],
    });
    kubernetes = await tagId('technical', 'Kubernetes');
    javascript = await tagId('technical', 'JavaScript');
  });

  it('adds aliases to a tag, lists them, and refuses a word already a tag or an alias of the type', async () => {
    const added = await as(admin, {
      method: 'POST',
      url: `${api}/${kubernetes}/aliases`,
      payload: { alias: 'k8s' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      code: 'tags.aliasAdded',
      msg: 'The alias has been added',
      alias: { id: expect.any(String), tag_id: kubernetes, alias: 'k8s' },
    });
    k8s = added.body.alias.id;
    await as(admin, { method: 'POST', url: `${api}/${javascript}/aliases`, payload: { alias: 'JS' } });
    const listed = await as(employee, {
      method: 'GET',
      url: `${api}/aliases?id=${kubernetes}&id=${javascript}`,
    });
    expect(listed.body.data.map((alias: { alias: string }) => alias.alias).sort()).toEqual(['JS', 'k8s']);

    const twice = await as(admin, {
      method: 'POST',
      url: `${api}/${javascript}/aliases`,
      payload: { alias: 'K8S' },
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { code: 'tags.aliasExists', msg: 'This word is already an alias of a tag of this type' },
    });
    const aTag = await as(admin, {
      method: 'POST',
      url: `${api}/${kubernetes}/aliases`,
      payload: { alias: 'javascript' },
    });
    expect(aTag).toMatchObject({
      status: 409,
      body: {
        code: 'tags.aliasIsTag',
        msg: 'This word is already a tag of this type: merge the tags instead',
      },
    });
    const newTag = await as(admin, { method: 'POST', url: api, payload: { type: 'technical', name: 'js' } });
    expect(newTag).toMatchObject({
      status: 409,
      body: { code: 'tags.nameIsAlias', msg: 'This name is an alias of another tag of this type' },
    });
    // The same word is free in another type.
    const sector = await as(admin, { method: 'POST', url: api, payload: { type: 'sectorial', name: 'JS' } });
    expect(sector.status).toBe(201);
  });

  it('refuses a colleague without the right, and bad input, with nothing written', async () => {
    const refused = await as(employee, {
      method: 'POST',
      url: `${api}/${kubernetes}/aliases`,
      payload: { alias: 'kube' },
    });
    expect(refused.status).toBe(403);
    const blank = await as(admin, {
      method: 'POST',
      url: `${api}/${kubernetes}/aliases`,
      payload: { alias: ' ' },
    });
    expect(blank.status).toBe(400);
    const missing = await as(admin, {
      method: 'POST',
      url: `${api}/00000000-0000-4000-8000-000000000000/aliases`,
      payload: { alias: 'kube' },
    });
    expect(missing.status).toBe(404);
  });

  it('resolves words to tags by name or alias, whatever their case', async () => {
    const resolved = await resolveTagTerms(ctx().db, 'technical', ['K8s', 'javascript', 'js', 'Cobol']);
    expect(Object.fromEntries([...resolved].map(([word, tag]) => [word, [tag.name, tag.via]]))).toEqual({
      K8s: ['Kubernetes', 'alias'],
      javascript: ['JavaScript', 'name'],
      js: ['JavaScript', 'alias'],
    });
    // Of several types, the first asked wins: 'JS' is a sector's name too.
    const sectorFirst = await resolveTagTerms(ctx().db, ['sectorial', 'technical'], ['JS']);
    expect(sectorFirst.get('JS')).toMatchObject({ type: 'sectorial', via: 'name' });
  });

  it('finds people by an alias of their skill, a nickname, or another form of a word', async () => {
    expect(await found('k8s')).toEqual(['Robert']);
    expect(await found('JS')).toEqual(['Robert']);
    expect(await found('Bob')).toEqual(['Robert']);
    expect(await found('Kate')).toEqual(['Catherine']);
    // English and French stems: 'developers' finds a developer (and a développeuse, whose word
    // starts with its stem), 'développeuses' a développeuse only.
    expect(await found('developers')).toEqual(['Catherine', 'Robert']);
    expect(await found('développeuses')).toEqual(['Catherine']);
    expect(await found('Bob k8s')).toEqual(['Robert']);
    expect(await found('Kate k8s')).toEqual([]);
  });

  it('removes an alias; a merge keeps the merged name and aliases as aliases of the target', async () => {
    const removed = await as(admin, { method: 'DELETE', url: `${api}/${kubernetes}/aliases/${k8s}` });
    expect(removed).toMatchObject({
      status: 200,
      body: { code: 'tags.aliasRemoved', msg: 'The alias has been removed' },
    });
    expect(await found('k8s')).toEqual([]);
    const again = await as(admin, { method: 'DELETE', url: `${api}/${kubernetes}/aliases/${k8s}` });
    expect(again.status).toBe(404);

    const ecma = await as(admin, {
      method: 'POST',
      url: api,
      payload: { type: 'technical', name: 'ECMAScript' },
    });
    await as(admin, { method: 'POST', url: `${api}/${ecma.body.id}/aliases`, payload: { alias: 'ES' } });
    const merged = await as(admin, {
      method: 'POST',
      url: `${api}/${ecma.body.id}/merge`,
      payload: { into: javascript },
    });
    expect(merged.status).toBe(200);
    const resolved = await resolveTagTerms(ctx().db, 'technical', ['ECMAScript', 'ES']);
    expect([...resolved.values()].map((tag) => [tag.name, tag.via])).toEqual([
      ['JavaScript', 'alias'],
      ['JavaScript', 'alias'],
    ]);
  });
});

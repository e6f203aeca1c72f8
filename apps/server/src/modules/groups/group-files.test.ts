import { GROUP_FILES_MAX } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { createGroup, TEAMS_API } from './groups.factory.ts';
import { groupFiles } from './groups.tables.ts';

const PDF = 'application/pdf';

/** A real one-page PDF. */
function pdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('The guild’s one-pager');
  doc.end();
  return done;
}

describe("a group's files", () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let leader: Caller;
  let colleague: Caller;
  let group: string;
  let onePager: Buffer;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    leader = await ctx().signedIn();
    colleague = await ctx().signedIn();
    group = await createGroup(hr, { type: 'guild', name: 'Data guild', leaders: [leader.user.id] });
    onePager = await pdf();
  });

  const send = (caller: Caller, id: string, bytes: Buffer, filename = 'one-pager.pdf') =>
    caller.request({
      method: 'POST',
      url: `${TEAMS_API}/${id}/files`,
      ...multipartFile({ bytes, filename, contentType: PDF }),
    });
  const groupOf = async (caller: Caller, id = group) =>
    (await caller.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).json() as {
      files: { id: string; file_name: string; size: number }[];
    };

  it('lets a leader upload, everyone list and download, and a leader remove it, the bytes going too', async () => {
    const added = await send(leader, group, onePager, '../decks/One pager.PDF');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ file_name: 'One pager.pdf', media_type: PDF, msg: 'File uploaded' });
    const { id } = added.json() as { id: string };

    expect((await groupOf(colleague)).files).toEqual([
      expect.objectContaining({ id, file_name: 'One pager.pdf', size: onePager.length }),
    ]);
    const download = await colleague.request({ method: 'GET', url: `${TEAMS_API}/${group}/files/${id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(PDF);
    expect(download.rawPayload.equals(onePager)).toBe(true);

    const [stored] = await ctx().db.select().from(groupFiles).where(eq(groupFiles.id, id));
    const removed = await leader.request({ method: 'DELETE', url: `${TEAMS_API}/${group}/files/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await groupOf(colleague)).files).toEqual([]);
    expect(await ctx().db.select().from(blobs).where(eq(blobs.id, stored!.blob_id))).toEqual([]);
    // Both moves are in the group's history, as a credential's files are in its.
    const history = await ctx()
      .db.select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.object, 'cv_library/teams'), eq(auditLog.record_id, group)));
    expect(history).toEqual(
      expect.arrayContaining([
        { action: 'attach', changes: { files: { before: null, after: 'One pager.pdf' } } },
        { action: 'detach', changes: { files: { before: 'One pager.pdf', after: null } } },
      ]),
    );
  });

  it('refuses, changing nothing: a colleague who may not edit, another type, an empty file, an unknown file', async () => {
    // The request starts after the snapshot: an upload writes a row at its start (its crash
    // marker, file_deletions), so a snapshot taken while one runs would see that row come and go.
    const refused = async (
      ask: () => Promise<{ statusCode: number; json: () => { msg?: string } }>,
      status: number,
    ) => {
      const before = await tableSnapshot(ctx().db);
      const response = await ask();
      expect(response.statusCode).toBe(status);
      expect(await tableSnapshot(ctx().db)).toBe(before);
      return response.json().msg;
    };
    await refused(() => send(colleague, group, onePager), 403);
    expect(await refused(() => send(leader, group, Buffer.from('just text'), 'notes.pdf'), 415)).toBe(
      'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
    );
    expect(await refused(() => send(leader, group, Buffer.alloc(0)), 400)).toBe('Choose a file to upload');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await refused(
      () => leader.request({ method: 'DELETE', url: `${TEAMS_API}/${group}/files/${unknown}` }),
      404,
    );
    await refused(
      () => colleague.request({ method: 'DELETE', url: `${TEAMS_API}/${group}/files/${unknown}` }),
      403,
    );
    await refused(() => send(leader, unknown, onePager), 404);
  });

  it(`holds at most ${GROUP_FILES_MAX} files`, async () => {
    const full = await createGroup(hr, { name: 'Full squad', leaders: [leader.user.id] });
    for (let i = 0; i < GROUP_FILES_MAX; i += 1)
      expect((await send(leader, full, onePager)).statusCode).toBe(201);
    const over = await send(leader, full, onePager);
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(`A group holds at most ${GROUP_FILES_MAX} files`);
  });

  it("removes a deleted group's files and their bytes", async () => {
    const doomed = await createGroup(hr, { name: 'Short-lived', leaders: [leader.user.id] });
    const added = (await send(leader, doomed, onePager)).json() as { id: string };
    const [stored] = await ctx().db.select().from(groupFiles).where(eq(groupFiles.id, added.id));
    const admin = await ctx().signedIn({ roles: ['admin'] });
    expect((await admin.request({ method: 'DELETE', url: `${TEAMS_API}/${doomed}` })).statusCode).toBe(200);
    expect(await ctx().db.select().from(groupFiles).where(eq(groupFiles.group_id, doomed))).toEqual([]);
    expect(await ctx().db.select().from(blobs).where(eq(blobs.id, stored!.blob_id))).toEqual([]);
  });
});

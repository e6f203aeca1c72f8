import { ASSIGNMENT_IMPORT_COLUMNS, IMPORT_CELL_CHARS_MAX, IMPORT_REPORT_LINES_MAX } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { sharedStringBomb } from '../people/testing/hostile-files.ts';
import { multipartFile } from '../people/testing/multipart.ts';

const API = '/api/c13s/v2/staffing/assignments/import';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Issue 45, section 2, for the resource-planning tool's export.
describe('the assignments import within a budget of what a file shows', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let cso: Caller;

  beforeAll(async () => {
    cso = await ctx().signedIn({ roles: ['CSO'] });
  });

  const send = (bytes: Buffer, url = API, type = 'text/csv') =>
    cso.request({
      method: 'POST',
      url,
      ...multipartFile({ bytes, filename: 'planning', contentType: type }),
    });

  it('refuses the 3 KB workbook whose one 1 MB shared string fills every cell, at once, writing nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const bomb = await sharedStringBomb([...ASSIGNMENT_IMPORT_COLUMNS]);
    expect(bomb.length).toBeLessThan(4096);
    const started = performance.now();
    const response = await send(bomb, `${API}?apply=true`, XLSX);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'import.sharedTextTooLong',
      params: { max: IMPORT_CELL_CHARS_MAX },
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  /** 300 lines naming nobody the firm knows, each with a 300-character client. */
  const unknown = () =>
    Buffer.from(
      [
        'external_id,email,client,start_date,allocation',
        ...Array.from(
          { length: 300 },
          (_, n) => `RP-${n},nobody.${n}@firm.test,${'c'.repeat(300)},2026-01-05,50`,
        ),
      ].join('\n'),
    );

  it('lists at most 200 refused lines with the total, and gives every line in the full report', async () => {
    const response = await send(unknown());
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = response.json();
    expect(report.counts.refused).toBe(300);
    expect(report.lines).toHaveLength(IMPORT_REPORT_LINES_MAX);
    expect(report.truncated).toBe(true);

    const full = await send(unknown(), `${API}/report?format=csv&lang=en`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-disposition']).toMatch(/assignments-import-report\.csv/);
    const lines = full.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(301);
    expect(lines[300]).toMatch(/^301,nobody\.299@firm\.test,Refused,/);
  });
});

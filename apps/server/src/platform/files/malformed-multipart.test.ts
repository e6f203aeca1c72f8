import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../modules/people/testing/multipart.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Bodies a broken client or a hostile one sends as multipart/form-data. */
function malformedBodies(): { name: string; payload: Buffer | string; headers: Record<string, string> }[] {
  const good = multipartFile({ bytes: PNG_HEAD, filename: 'me.png', contentType: 'image/png' });
  const boundary = good.headers['content-type']!.split('boundary=')[1]!;
  return [
    { name: 'no boundary', payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    {
      name: 'another boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' },
    },
    { name: 'cut in the headers', payload: good.payload.subarray(0, 60), headers: good.headers },
    { name: 'empty', payload: '', headers: good.headers },
    { name: 'garbage', payload: 'garbage\r\n\r\n\u0000\u0001', headers: good.headers },
    {
      name: 'a field where the file is expected',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${boundary}--\r\n`,
      headers: good.headers,
    },
    {
      name: 'a part without a name',
      payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: good.headers,
    },
    {
      name: 'a part without headers',
      payload: `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: good.headers,
    },
  ];
}

describe('malformed multipart bodies', () => {
  const ctx = useTestApp();

  it('answer 400 with the error shape on every upload route, and store nothing', async () => {
    await ctx().listValues('client', 'C');
    const me = await ctx().signedIn();
    const credential = (
      await me.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/projects',
        payload: { name: 'Multipart', client: 'C' },
      })
    ).json().id as string;
    const routes = [
      `/api/c13s/v2/cv_library/users/${me.user.id}/picture`,
      `/api/c13s/v2/cv_library/projects/${credential}/attachments`,
      '/api/c13s/v2/cv_library/projects/with_file',
    ];
    for (const url of routes) {
      for (const body of malformedBodies()) {
        const response = await me.request({
          method: 'POST',
          url,
          payload: body.payload,
          headers: body.headers,
        });
        const label = `${url}: ${body.name}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toMatchObject({ msg: expect.any(String) });
        expect(response.body, label).not.toMatch(/at .*\.ts:\d+|stack/);
      }
    }
    const attachments = await me.request({
      method: 'GET',
      url: `/api/c13s/v2/cv_library/projects/${credential}`,
    });
    expect(attachments.json().attachments).toEqual([]);
  });
});

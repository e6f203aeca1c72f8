// The writes an operator's firm would have made on the previous release before upgrading, made
// through that release's own API (scripts/make-upgrade-fixture.sh runs it): a profile edited, a
// profile picture and a credential's attachment uploaded. Prints what the upgrade test checks.
// Usage: node scripts/upgrade-fixture-writes.mjs <base url> <png file> <pdf file>
import { readFileSync } from 'node:fs';

const [base, pngFile, pdfFile] = process.argv.slice(2);
const api = `${base}/api/c13s/v2/cv_library`;

async function signIn(email) {
  const response = await fetch(`${base}/api/a12n/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'atrium-demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (path, init = {}) => {
    const answer = await fetch(`${api}${path}`, { ...init, headers: { ...init.headers, cookie } });
    if (!answer.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${await answer.text()}`);
    return answer;
  };
}

function form(file, name, type) {
  const body = new FormData();
  body.append('file', new Blob([readFileSync(file)], { type }), name);
  return body;
}

const employee = await signIn('employee@atrium.demo');
const me = await (await employee('/users/self')).json();
const jobTitle = 'Principal consultant, kept across upgrades';
await employee(`/users/${me.id}`, {
  method: 'PATCH',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ job_title: jobTitle }),
});
await employee(`/users/${me.id}/picture`, { method: 'POST', body: form(pngFile, 'me.png', 'image/png') });
const picture = Buffer.from(await (await employee(`/users/${me.id}/picture`)).arrayBuffer());

const admin = await signIn('admin@atrium.demo');
const listed = await (await admin('/projects/search')).json();
const credential = (listed.items ?? listed.data ?? listed)[0];
const attachment = await (
  await admin(`/projects/${credential.id}/attachments`, {
    method: 'POST',
    body: form(pdfFile, 'Upgrade deck.pdf', 'application/pdf'),
  })
).json();

process.stdout.write(
  `${JSON.stringify(
    {
      person: { id: me.id, job_title: jobTitle, picture_bytes: picture.length },
      credential: { id: credential.id, attachment_id: attachment.id },
    },
    null,
    2,
  )}\n`,
);

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/mentorship';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const period = (start: number, end = start) => ({ start: day(start), end: day(end) });

/** Every period today: each action of the programme is open at once. */
const allToday = {
  mentor_registration: period(0),
  mentee_registration: period(0),
  selection: period(0),
  matching: period(0),
};
/** Registration open now, selection and matching to come. */
const registering = {
  mentor_registration: period(-1, 1),
  mentee_registration: period(-1, 1),
  selection: period(2, 3),
  matching: period(4, 5),
};

describe('mentorship', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let admin: Caller;
  let employee: Caller;
  let mentors: Caller[];
  let mentees: Caller[];

  beforeAll(async () => {
    const t = ctx();
    admin = await t.signedIn({ first_name: 'Hélène', last_name: 'Hr', roles: ['HR'] });
    employee = await t.signedIn({ first_name: 'Eve', last_name: 'Employee' });
    mentors = await Promise.all(
      ['Ada', 'Bob', 'Cy', 'Dee'].map((first_name, i) =>
        t.signedIn({
          first_name,
          last_name: 'Mentor',
          email: `mentor${i}@example.org`,
          business_unit: 'Digital',
        }),
      ),
    );
    mentees = await Promise.all(
      ['Kim', 'Lou', 'Max', 'Noa'].map((first_name, i) =>
        t.signedIn({ first_name, last_name: 'Mentee', email: `mentee${i}@example.org` }),
      ),
    );
  });

  const createSession = async (periods: object = allToday, name = 'Mentorship 2026') => {
    const response = await admin.request({
      method: 'POST',
      url: `${api}/sessions`,
      payload: { name, year: 2026, ...periods },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const register = (caller: Caller, payload: Record<string, unknown>) =>
    caller.request({ method: 'POST', url: `${api}/participants`, payload });
  const registered = async (caller: Caller, payload: Record<string, unknown>) => {
    const response = await register(caller, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const asMentor = (session_id: string, mentee_count = 1, skills: string[] = []) => ({
    session_id,
    role: 'mentor',
    motivation: 'I like helping',
    mentee_count,
    skills,
  });
  const asMentee = (session_id: string, skills: string[] = []) => ({
    session_id,
    role: 'mentee',
    motivation: 'I want to grow',
    goals: 'Lead a team',
    skills,
  });
  const favourites = (caller: Caller, id: string, mentor_ids: string[], send = false) =>
    caller.request({
      method: 'PUT',
      url: `${api}/sessions/${id}/my-favourites`,
      payload: { mentor_ids, send },
    });
  const session = async (id: string) =>
    (await admin.request({ method: 'GET', url: `${api}/sessions/${id}` })).json();

  /** Refused, with the status and message given, and nothing written. */
  const refused = async (
    send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
    status: number,
    msg?: string,
  ) => {
    const before = await tableSnapshot(ctx().db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (msg) expect(JSON.stringify(response.json())).toContain(msg);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  };

  describe('sessions', () => {
    it('an administrator creates a session; everyone reads it with its phase and counters', async () => {
      const id = await createSession(registering, 'Spring programme');
      const read = await employee.request({ method: 'GET', url: `${api}/sessions/${id}` });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({
        name: 'Spring programme',
        year: 2026,
        phase: 'registration',
        open_periods: ['mentor_registration', 'mentee_registration'],
        selection: { start: day(2), end: day(3) },
        counts: { mentors: 0, mentees: 0, requests_sent: 0, seats: 0, seats_left: 0 },
        archived_at: null,
        _can: { update: false, delete: false },
      });
    });

    it('refuses an employee who creates one, periods out of order, a period ending before it starts, an invalid date', async () => {
      const input = { name: 'X', year: 2026, ...allToday };
      await refused(() => employee.request({ method: 'POST', url: `${api}/sessions`, payload: input }), 403);
      await refused(
        () =>
          admin.request({
            method: 'POST',
            url: `${api}/sessions`,
            payload: { ...input, matching: period(-1) },
          }),
        400,
        'Registration comes before selection, and selection before matching',
      );
      await refused(
        () =>
          admin.request({
            method: 'POST',
            url: `${api}/sessions`,
            payload: { ...input, selection: { start: day(1), end: day(0) } },
          }),
        400,
        'A period ends on or after the day it starts',
      );
      await refused(
        () =>
          admin.request({
            method: 'POST',
            url: `${api}/sessions`,
            payload: { ...input, selection: { start: '2026-02-30', end: day(0) } },
          }),
        400,
      );
    });

    it('checks a patch’s periods against the record’s', async () => {
      const id = await createSession(registering);
      await refused(
        () =>
          admin.request({
            method: 'PATCH',
            url: `${api}/sessions/${id}`,
            payload: { selection: period(10, 11) },
          }),
        400,
        'Registration comes before selection',
      );
      const renamed = await admin.request({
        method: 'PATCH',
        url: `${api}/sessions/${id}`,
        payload: { name: 'Renamed' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    it('archives after which the session is read-only everywhere and leaves the default view', async () => {
      const id = await createSession(allToday, 'To archive');
      const mentor = await registered(mentors[0]!, asMentor(id));
      await refused(() => employee.request({ method: 'POST', url: `${api}/sessions/${id}/archive` }), 403);
      const archived = await admin.request({ method: 'POST', url: `${api}/sessions/${id}/archive` });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(await session(id)).toMatchObject({ phase: 'archived', open_periods: [] });
      const message = 'This session is archived: it can no longer be changed';
      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/archive` }),
        409,
        'already archived',
      );
      await refused(
        () => admin.request({ method: 'PATCH', url: `${api}/sessions/${id}`, payload: { name: 'No' } }),
        409,
        message,
      );
      await refused(() => register(mentees[0]!, asMentee(id)), 409, message);
      await refused(
        () =>
          mentors[0]!.request({
            method: 'PATCH',
            url: `${api}/participants/${mentor}`,
            payload: { motivation: 'x' },
          }),
        409,
        message,
      );
      await refused(
        () => mentors[0]!.request({ method: 'DELETE', url: `${api}/participants/${mentor}` }),
        409,
        message,
      );
      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/matching` }),
        409,
        message,
      );
      const live = await employee.request({
        method: 'GET',
        url: `${api}/sessions/search?archived=false&size=100`,
      });
      expect((live.json().data as { id: string }[]).map((row) => row.id)).not.toContain(id);
      const history = await employee.request({
        method: 'GET',
        url: `${api}/sessions/search?archived=true&size=100`,
      });
      expect((history.json().data as { id: string }[]).map((row) => row.id)).toContain(id);
    });
  });

  describe('registration', () => {
    it('registers a mentor and a mentee, counted on the session; a mentee is private, a mentor public', async () => {
      const id = await createSession(registering);
      const mentor = await registered(mentors[0]!, asMentor(id, 2, ['TypeScript']));
      const mentee = await registered(mentees[0]!, asMentee(id, ['TypeScript']));
      expect(await session(id)).toMatchObject({
        counts: { mentors: 1, mentees: 1, requests_sent: 0, seats: 2, seats_left: 1 },
      });
      const seen = await employee.request({
        method: 'GET',
        url: `${api}/participants/search?session_id=${id}`,
      });
      expect((seen.json().data as { id: string }[]).map((row) => row.id)).toEqual([mentor]);
      expect(
        (await employee.request({ method: 'GET', url: `${api}/participants/${mentee}` })).statusCode,
      ).toBe(404);
      const own = await mentees[0]!.request({ method: 'GET', url: `${api}/participants/${mentee}` });
      expect(own.json()).toMatchObject({
        role: 'mentee',
        request_status: 'to_complete',
        goals: 'Lead a team',
        _can: { update: true },
      });
      const all = await admin.request({ method: 'GET', url: `${api}/participants/search?session_id=${id}` });
      expect(all.json().total).toBe(2);
    });

    it('refuses a mentor without a number of mentees, with 0 or 4, and a missing session id', async () => {
      const id = await createSession(registering);
      const { mentee_count: _, ...noCount } = asMentor(id);
      await refused(() => register(mentors[1]!, noCount), 400, 'You need to indicate the number of Mentees!');
      await refused(
        () => register(mentors[1]!, asMentor(id, 0)),
        400,
        'You need to indicate the number of Mentees!',
      );
      await refused(() => register(mentors[1]!, asMentor(id, 4)), 400);
      const { session_id: __, ...noSession } = asMentor(id);
      await refused(() => register(mentors[1]!, noSession), 400, 'The session id must be filled.');
      await refused(
        () => register(mentors[1]!, asMentor('00000000-0000-4000-8000-000000000000')),
        400,
        'There is no such mentorship session',
      );
      await refused(() => register(mentors[1]!, { ...asMentor(id), motivation: 'x'.repeat(701) }), 400);
    });

    it('refuses both roles in one session, and a registration outside its period', async () => {
      const id = await createSession(registering);
      await registered(mentors[2]!, asMentor(id));
      await refused(
        () => register(mentors[2]!, asMentee(id)),
        409,
        'You are already registered in this session',
      );
      const later = await createSession({
        mentor_registration: period(3, 4),
        mentee_registration: period(-2, -1),
        selection: period(5),
        matching: period(6),
      });
      await refused(
        () => register(mentors[2]!, asMentor(later)),
        409,
        'Mentor registration is not open in this session',
      );
      await refused(
        () => register(mentees[2]!, asMentee(later)),
        409,
        'Mentee registration is not open in this session',
      );
    });

    it('lets a participant change and cancel their own registration, not someone else’s', async () => {
      const id = await createSession(registering);
      const mentor = await registered(mentors[3]!, asMentor(id, 1, ['Go']));
      await refused(
        () =>
          employee.request({
            method: 'PATCH',
            url: `${api}/participants/${mentor}`,
            payload: { mentee_count: 2 },
          }),
        403,
      );
      const changed = await mentors[3]!.request({
        method: 'PATCH',
        url: `${api}/participants/${mentor}`,
        payload: { mentee_count: 3, skill_levels: { Go: 'expert' } },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await refused(
        () =>
          mentors[3]!.request({
            method: 'PATCH',
            url: `${api}/participants/${mentor}`,
            payload: { skill_levels: { Rust: 'expert' } },
          }),
        400,
      );
      await refused(() => employee.request({ method: 'DELETE', url: `${api}/participants/${mentor}` }), 403);
      const cancelled = await mentors[3]!.request({ method: 'DELETE', url: `${api}/participants/${mentor}` });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });
  });

  describe('favourites', () => {
    let id: string;
    let mentorIds: string[];
    let menteeIds: string[];

    beforeAll(async () => {
      id = await createSession(allToday, 'Favourites');
      mentorIds = [];
      for (const mentor of mentors) mentorIds.push(await registered(mentor, asMentor(id, 1)));
      menteeIds = [];
      for (const mentee of mentees) menteeIds.push(await registered(mentee, asMentee(id)));
    });

    it('refuses four, a duplicate, oneself, someone not a mentor of the session, and a send without three', async () => {
      const [kim] = menteeIds;
      const send = (ids: string[], sendNow = false) => favourites(mentees[0]!, id, ids, sendNow);
      await refused(() => send([...mentorIds]), 400, 'Exactly three favourite mentors must be chosen.');
      await refused(
        () => send([mentorIds[0]!, mentorIds[0]!, mentorIds[1]!]),
        400,
        'Each favourite mentor is chosen once',
      );
      await refused(() => send([kim!]), 400, 'You cannot choose yourself as a mentor');
      await refused(
        () => send([menteeIds[1]!]),
        400,
        'A favourite must be a mentor registered in the same session',
      );
      await refused(
        () => send(mentorIds.slice(0, 2), true),
        400,
        'Exactly three favourite mentors must be chosen.',
      );
      // A mentor has no favourites, and nor has someone not registered.
      await refused(
        () => favourites(mentors[0]!, id, mentorIds.slice(1, 4)),
        409,
        'Only a mentee chooses favourite mentors',
      );
      await refused(
        () => favourites(employee, id, mentorIds.slice(0, 3)),
        409,
        'Only a mentee chooses favourite mentors',
      );
    });

    it('keeps a draft (in progress), then sends the request once; a requested mentor can no longer leave', async () => {
      const draft = await favourites(mentees[0]!, id, mentorIds.slice(0, 2));
      expect(draft.statusCode, draft.body).toBe(200);
      const drafted = await mentees[0]!.request({
        method: 'GET',
        url: `${api}/participants/${menteeIds[0]}`,
      });
      expect(drafted.json()).toMatchObject({
        request_status: 'in_progress',
        favourites: mentorIds.slice(0, 2),
      });
      const sent = await favourites(mentees[0]!, id, mentorIds.slice(0, 3), true);
      expect(sent.statusCode, sent.body).toBe(200);
      const process = await mentees[0]!.request({ method: 'GET', url: `${api}/sessions/${id}/my-process` });
      expect(process.json()).toMatchObject({
        participant: { request_status: 'request_sent', favourites: mentorIds.slice(0, 3) },
        favourites: [
          { id: mentorIds[0], rank: 1, person: { first_name: 'Ada' } },
          { id: mentorIds[1], rank: 2 },
          { id: mentorIds[2], rank: 3 },
        ],
        outcome: null,
      });
      await refused(() => favourites(mentees[0]!, id, mentorIds.slice(1, 4), true), 409, 'already been sent');
      await refused(
        () => mentors[0]!.request({ method: 'DELETE', url: `${api}/participants/${mentorIds[0]}` }),
        409,
        'top 3',
      );
      await refused(
        () => admin.request({ method: 'DELETE', url: `${api}/participants/${mentorIds[0]}` }),
        409,
        'top 3',
      );
      const ada = await employee.request({ method: 'GET', url: `${api}/participants/${mentorIds[0]}` });
      expect(ada.json()).toMatchObject({ requested: 1, requested_first: 1, seats_left: 0 });
    });

    it('refuses favourites outside the selection period', async () => {
      const other = await createSession(registering);
      await registered(mentees[0]!, asMentee(other));
      await refused(
        () => favourites(mentees[0]!, other, []),
        409,
        'Favourite mentors are chosen during the selection period',
      );
    });
  });

  describe('matching', () => {
    it('matches, explains, is moved by hand under the rules, publishes with mails, then is final', async () => {
      const id = await createSession(allToday, 'Matching session');
      const [ada, bob, cy] = [
        await registered(mentors[0]!, asMentor(id, 1, ['Kotlin'])),
        await registered(mentors[1]!, asMentor(id, 1)),
        await registered(mentors[2]!, asMentor(id, 2)),
      ];
      const kim = await registered(mentees[0]!, asMentee(id, ['Kotlin']));
      const lou = await registered(mentees[1]!, asMentee(id));
      const max = await registered(mentees[2]!, asMentee(id));
      // Kim and Lou both want Ada first; Max sends nothing.
      expect((await favourites(mentees[0]!, id, [ada!, bob!, cy!], true)).statusCode).toBe(200);
      expect((await favourites(mentees[1]!, id, [ada!, cy!, bob!], true)).statusCode).toBe(200);

      await refused(
        () => admin.request({ method: 'GET', url: `${api}/sessions/${id}/matching` }),
        404,
        'Run the matching first',
      );
      await refused(() => employee.request({ method: 'POST', url: `${api}/sessions/${id}/matching` }), 403);
      const run = await admin.request({ method: 'POST', url: `${api}/sessions/${id}/matching` });
      expect(run.statusCode, run.body).toBe(200);
      const result = run.json();
      expect(result.score).toMatchObject({ mentees: 3, matched: 2 });
      const line = (mentee: string) =>
        result.matches.find((match: { mentee_id: string }) => match.mentee_id === mentee);
      // Kim's Kotlin fits Ada: the tie between the two first choices goes to her.
      expect(line(kim)).toMatchObject({ mentor_id: ada, explanation: { rank: 1, manual: false } });
      expect(line(lou).explanation.rank).toBe(2);
      expect(line(max)).toMatchObject({
        mentor_id: null,
        explanation: { rank: null, unmatched_reason: 'no_request' },
      });

      // Moves by hand keep the rules: only a favourite, only with a seat left.
      await refused(
        () =>
          admin.request({
            method: 'PUT',
            url: `${api}/sessions/${id}/matching/${max}`,
            payload: { mentor_id: ada },
          }),
        400,
        'This mentee did not choose that mentor',
      );
      await refused(
        () =>
          admin.request({
            method: 'PUT',
            url: `${api}/sessions/${id}/matching/${lou}`,
            payload: { mentor_id: ada },
          }),
        409,
        'This mentor has no seat left',
      );
      const moved = await admin.request({
        method: 'PUT',
        url: `${api}/sessions/${id}/matching/${lou}`,
        payload: { mentor_id: bob },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(
        moved.json().matches.find((match: { mentee_id: string }) => match.mentee_id === lou),
      ).toMatchObject({
        mentor_id: bob,
        explanation: { rank: 3, manual: true },
      });

      // Before publishing, a participant sees no outcome.
      const before = await mentees[0]!.request({ method: 'GET', url: `${api}/sessions/${id}/my-process` });
      expect(before.json().outcome).toBeNull();
      await refused(() => employee.request({ method: 'POST', url: `${api}/sessions/${id}/publish` }), 403);
      const published = await admin.request({ method: 'POST', url: `${api}/sessions/${id}/publish` });
      expect(published.statusCode, published.body).toBe(200);
      const kimProcess = await mentees[0]!.request({
        method: 'GET',
        url: `${api}/sessions/${id}/my-process`,
      });
      expect(kimProcess.json().outcome).toMatchObject({
        matched: true,
        mentor: { first_name: 'Ada' },
        explanation: { rank: 1 },
      });
      const adaProcess = await mentors[0]!.request({
        method: 'GET',
        url: `${api}/sessions/${id}/my-process`,
      });
      expect(adaProcess.json().outcome).toMatchObject({ matched: true, mentees: [{ first_name: 'Kim' }] });
      const maxProcess = await mentees[2]!.request({
        method: 'GET',
        url: `${api}/sessions/${id}/my-process`,
      });
      expect(maxProcess.json().outcome).toMatchObject({ matched: false, mentor: null });
      const [kimMail] = await ctx()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'mentee0@example.org'));
      expect(kimMail?.subject).toBe('Mentorship: the results of Matching session');
      expect(kimMail?.body).toContain('your mentor is Ada Mentor (your 1st choice)');

      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/matching` }),
        409,
        'already published',
      );
      await refused(
        () =>
          admin.request({
            method: 'PUT',
            url: `${api}/sessions/${id}/matching/${max}`,
            payload: { mentor_id: null },
          }),
        409,
        'already published',
      );
      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/publish` }),
        409,
        'already published',
      );

      // Archived, the session stays readable: the mail's link names it, and each outcome stays.
      expect(kimMail?.body).toContain(`/mentorship?session=${id}`);
      const archived = await admin.request({ method: 'POST', url: `${api}/sessions/${id}/archive` });
      expect(archived.statusCode, archived.body).toBe(200);
      const kimLater = await mentees[0]!.request({ method: 'GET', url: `${api}/sessions/${id}/my-process` });
      expect(kimLater.statusCode, kimLater.body).toBe(200);
      expect(kimLater.json().outcome).toMatchObject({ matched: true, mentor: { first_name: 'Ada' } });
      const listed = await mentees[0]!.request({
        method: 'GET',
        url: `${api}/sessions/search?archived=true`,
      });
      expect((listed.json().data as { id: string }[]).map((session) => session.id)).toContain(id);
    });

    it('refuses to run, move or publish outside the matching period', async () => {
      const id = await createSession(registering);
      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/matching` }),
        409,
        'Matching happens during the matching period',
      );
      await refused(
        () => admin.request({ method: 'POST', url: `${api}/sessions/${id}/publish` }),
        409,
        'Matching happens during the matching period',
      );
    });
  });
});

import {
  type ServerMessageKey,
  UPLOAD_BYTES_PER_MINUTE_MAX,
  UPLOADS_CONCURRENT_MAX,
  ZIPS_CONCURRENT_MAX,
} from '@atrium/contract';
import { HttpError } from '../http-errors.ts';

const MINUTE_MS = 60_000;

/** A slot taken for one transfer; `end` gives it back (safe to call twice). */
export type Slot = { meter: (bytes: number) => void; end: () => void };

/**
 * How many transfers each person has under way, and how many bytes they sent in the current
 * minute, kept in this process's memory (each instance counts its own, like the per-IP limits).
 * Past either cap the person gets a 429 saying which; nobody else is slowed.
 */
export function createPersonLimits({
  concurrent,
  bytesPerMinute,
  busy,
  overRate,
}: {
  concurrent: number;
  bytesPerMinute: number;
  busy: ServerMessageKey;
  overRate: ServerMessageKey;
}) {
  const active = new Map<string, number>();
  const minutes = new Map<string, { start: number; bytes: number }>();

  function minuteOf(personId: string, now: number) {
    const current = minutes.get(personId);
    if (current && now - current.start < MINUTE_MS) return current;
    const fresh = { start: now, bytes: 0 };
    minutes.set(personId, fresh);
    return fresh;
  }

  return {
    /** Takes a slot for the person, or refuses with 429 when all are taken or the minute's bytes are spent. */
    begin(personId: string): Slot {
      const now = Date.now();
      for (const [id, minute] of minutes) if (now - minute.start >= MINUTE_MS) minutes.delete(id);
      const running = active.get(personId) ?? 0;
      if (running >= concurrent) throw new HttpError(429, busy);
      if (minuteOf(personId, now).bytes >= bytesPerMinute) throw new HttpError(429, overRate);
      active.set(personId, running + 1);
      let ended = false;
      return {
        meter(bytes) {
          const minute = minuteOf(personId, Date.now());
          minute.bytes += bytes;
          if (minute.bytes > bytesPerMinute) throw new HttpError(429, overRate);
        },
        end() {
          if (ended) return;
          ended = true;
          const left = (active.get(personId) ?? 1) - 1;
          if (left > 0) active.set(personId, left);
          else active.delete(personId);
        },
      };
    },
  };
}

export type PersonLimits = ReturnType<typeof createPersonLimits>;

/** The caps the app applies: uploads (count and bytes), and resume zips (count). */
export function createFileLimits() {
  return {
    uploads: createPersonLimits({
      concurrent: UPLOADS_CONCURRENT_MAX,
      bytesPerMinute: UPLOAD_BYTES_PER_MINUTE_MAX,
      busy: 'files.tooManyUploads',
      overRate: 'files.uploadRate',
    }),
    zips: createPersonLimits({
      concurrent: ZIPS_CONCURRENT_MAX,
      bytesPerMinute: Number.POSITIVE_INFINITY,
      busy: 'files.tooManyZips',
      overRate: 'files.tooManyZips',
    }),
  };
}

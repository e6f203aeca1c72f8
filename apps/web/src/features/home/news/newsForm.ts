import { zodResolver } from '@hookform/resolvers/zod';
import { NewsInput } from '@atrium/contract';
import { z } from 'zod';
import { formIssueKey } from '../../../forms/formErrors';
import { optionalText } from '../../../forms/recordForm';
import type { NewsRecord } from './newsApi';

// The contract's fields as a form holds them: blank texts, local times as datetime inputs give them.
const formShape = z.object({
  title_en: z.string(),
  body_en: z.string(),
  title_fr: z.string(),
  body_fr: z.string(),
  business_units: z.array(z.string()),
  pinned: z.boolean(),
  publish_at: z.string(),
  expires_at: z.string(),
});
export type NewsFormValues = z.input<typeof formShape>;

/** A `datetime-local` value (the reader's own time) as an instant; blank as none. */
const instant = (local: string) => {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** An instant as a `datetime-local` value in the reader's own time. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** Checked by the contract's own NewsInput: what the server would refuse is refused here first. */
const formSchema = formShape
  .transform((values): z.input<typeof NewsInput> => ({
    title_en: optionalText(values.title_en),
    body_en: optionalText(values.body_en),
    title_fr: optionalText(values.title_fr),
    body_fr: optionalText(values.body_fr),
    business_units: values.business_units,
    pinned: values.pinned,
    publish_at: instant(values.publish_at),
    expires_at: instant(values.expires_at),
  }))
  .pipe(NewsInput);
export type NewsBody = z.output<typeof formSchema>;

export const newsResolver = zodResolver(formSchema, { error: formIssueKey });

export const newsFormValues = (news: NewsRecord | undefined): NewsFormValues => ({
  title_en: news?.title_en ?? '',
  body_en: news?.body_en ?? '',
  title_fr: news?.title_fr ?? '',
  body_fr: news?.body_fr ?? '',
  business_units: news?.business_units ?? [],
  pinned: news?.pinned ?? false,
  publish_at: localInput(news?.publish_at ?? null),
  expires_at: localInput(news?.expires_at ?? null),
});

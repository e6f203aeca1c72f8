import type { LANGUAGE_LEVELS } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** "English — Fluent": a spoken language with its level, on a profile and in staffing's reasons. */
export const languageWithLevel = defineMessage<{ language: string; level: string }>({
  id: 'people.profile.languageLevel',
  defaultMessage: '{language} — {level}',
});

/** How well a person speaks a language, as their profile and its form say it. */
export const levelMessages = defineMessages({
  beginner: { id: 'people.level.beginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'people.level.intermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'people.level.advanced', defaultMessage: 'Advanced' },
  fluent: { id: 'people.level.fluent', defaultMessage: 'Fluent' },
  native: { id: 'people.level.native', defaultMessage: 'Native' },
}) satisfies Record<(typeof LANGUAGE_LEVELS)[number], MessageDescriptor>;

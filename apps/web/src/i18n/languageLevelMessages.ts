import type { LANGUAGE_LEVELS } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** How well a person speaks a language, as their profile and its form say it. */
export const levelMessages = defineMessages({
  beginner: { id: 'people.level.beginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'people.level.intermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'people.level.advanced', defaultMessage: 'Advanced' },
  fluent: { id: 'people.level.fluent', defaultMessage: 'Fluent' },
  native: { id: 'people.level.native', defaultMessage: 'Native' },
}) satisfies Record<(typeof LANGUAGE_LEVELS)[number], MessageDescriptor>;

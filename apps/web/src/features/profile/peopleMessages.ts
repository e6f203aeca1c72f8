import { MESSAGES, type LANGUAGE_LEVELS } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const levelMessages = defineMessages({
  beginner: { id: 'people.level.beginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'people.level.intermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'people.level.advanced', defaultMessage: 'Advanced' },
  fluent: { id: 'people.level.fluent', defaultMessage: 'Fluent' },
  native: { id: 'people.level.native', defaultMessage: 'Native' },
}) satisfies Record<(typeof LANGUAGE_LEVELS)[number], MessageDescriptor>;

/** SPEC.md's own wording, already in the catalogue as the server's message. */
export const mandatoryFieldsMessage: MessageDescriptor = {
  id: 'server.mandatoryFields',
  defaultMessage: MESSAGES.mandatoryFields,
};

export const commonMessages = defineMessages({
  cancel: { id: 'people.cancel', defaultMessage: 'Cancel' },
  notSpecified: { id: 'people.notSpecified', defaultMessage: 'Not specified' },
});

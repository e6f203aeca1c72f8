import { MESSAGES, type LANGUAGE_LEVELS } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

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

export const commonMessages = {
  atMost: defineMessage<{ max: number }>({
    id: 'people.atMost',
    defaultMessage: 'A maximum of {max} items of this type',
  }),
  ...defineMessages({
    cancel: { id: 'people.cancel', defaultMessage: 'Cancel' },
    edit: { id: 'people.edit', defaultMessage: 'Edit' },
    delete: { id: 'people.delete', defaultMessage: 'Delete' },
    deleting: { id: 'people.deleting', defaultMessage: 'Deleting…' },
    notSpecified: { id: 'people.notSpecified', defaultMessage: 'Not specified' },
    empty: {
      id: 'people.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    clearFilters: { id: 'people.facet.clear', defaultMessage: 'Clear the filters' },
    pages: { id: 'people.pages', defaultMessage: 'Result pages' },
  }),
};

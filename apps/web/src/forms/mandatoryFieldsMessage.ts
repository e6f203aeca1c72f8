import { MESSAGES } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';

/** Above a form sent with mandatory fields left empty: SPEC.md's wording, the server's own message. */
export const mandatoryFieldsMessage: MessageDescriptor = {
  id: 'server.mandatoryFields',
  defaultMessage: MESSAGES.mandatoryFields,
};

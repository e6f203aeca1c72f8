import type { TagType } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Each tag type's name, plural (a tab of Tags management, a row of the permissions screen). */
export const tagTypeMessages: Record<TagType, MessageDescriptor> = defineMessages({
  technical: { id: 'tags.type.technical', defaultMessage: 'Technical skills' },
  sectorial: { id: 'tags.type.sectorial', defaultMessage: 'Sectorial skills' },
  certificate: { id: 'tags.type.certificate', defaultMessage: 'Certificates' },
  job_profile: { id: 'tags.type.job_profile', defaultMessage: 'Job profiles' },
  market: { id: 'tags.type.market', defaultMessage: 'Markets' },
  client: { id: 'tags.type.client', defaultMessage: 'Clients' },
  business_unit: { id: 'tags.type.business_unit', defaultMessage: 'Business units' },
  business_line: { id: 'tags.type.business_line', defaultMessage: 'Business lines' },
  hub: { id: 'tags.type.hub', defaultMessage: 'Hubs' },
});

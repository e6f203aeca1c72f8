import { COMPLETION_DIMENSIONS, type CompletionDimension } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import { fieldMessages } from '../../i18n/fieldMessages';
import { completionMessages } from './completionMessages';

export const DIMENSION_LABELS: Record<CompletionDimension, MessageDescriptor> = {
  business_unit: fieldMessages.business_unit,
  business_line: fieldMessages.business_line,
  hub: fieldMessages.hub,
  group: completionMessages.group,
  grade: fieldMessages.grade,
};

export const isDimension = (value: string | null): value is CompletionDimension =>
  (COMPLETION_DIMENSIONS as readonly (string | null)[]).includes(value);

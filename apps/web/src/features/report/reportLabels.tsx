import type { ReactNode } from 'react';
import { REPORT_STATUSES, REPORT_TYPES, type ReportStatus, type ReportType } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { feedbackMessages } from './feedbackMessages';
import { reportMessages } from './reportMessages';

const isStatus = (value: string): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/** How the facets of a report list read: a status or a type in the interface language. */
export const reportFacetLabel =
  (facet: string): ((value: string) => ReactNode) | undefined =>
  (value) => {
    if (facet === 'status' && isStatus(value))
      return <FormattedMessage {...feedbackMessages[`status.${value}`]} />;
    if (facet === 'type' && isType(value)) return <FormattedMessage {...reportMessages[value]} />;
    return value;
  };

import { defineMessage, defineMessages } from 'react-intl';

/** The people search's facets, as their filter headings read. */
export const facetMessages = defineMessages({
  business_unit: { id: 'people.facet.businessUnit', defaultMessage: 'Business unit' },
  business_line: { id: 'people.facet.businessLine', defaultMessage: 'Business line' },
  hub: { id: 'people.facet.hub', defaultMessage: 'Hub' },
  market: { id: 'people.facet.market', defaultMessage: 'Market' },
  grade: { id: 'people.facet.grade', defaultMessage: 'Grade' },
  technical_skills: { id: 'people.facet.technicalSkills', defaultMessage: 'Technical skills' },
  languages: { id: 'people.facet.languages', defaultMessage: 'Languages' },
  completion: { id: 'people.facet.completion', defaultMessage: 'Profile' },
});

/** The values of the completion facet. */
export const completionStateMessages = defineMessages({
  complete: { id: 'people.facet.completion.complete', defaultMessage: 'Complete' },
  incomplete: { id: 'people.facet.completion.incomplete', defaultMessage: 'Incomplete' },
});

/** The availability filter of the people search. */
export const availabilityFilterMessages = {
  freeShareValue: defineMessage<{ pct: number }>({
    id: 'people.facet.free.shareValue',
    defaultMessage: '≥ {pct} %',
  }),
  freeMonthsValue: defineMessage<{ months: number }>({
    id: 'people.facet.free.monthsValue',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  }),
  ...defineMessages({
    free: { id: 'people.facet.free', defaultMessage: 'Availability' },
    freeFrom: { id: 'people.facet.free.from', defaultMessage: 'Free from' },
    freeShare: { id: 'people.facet.free.share', defaultMessage: 'Free' },
    freeMonths: { id: 'people.facet.free.months', defaultMessage: 'For' },
  }),
};

import { defineMessage, defineMessages } from 'react-intl';

export const availabilityMessages = {
  freeNow: defineMessage<{ pct: number }>({ id: 'availability.freeNow', defaultMessage: 'Free {pct} % now' }),
  freeFrom: defineMessage<{ date: string }>({
    id: 'availability.freeFrom',
    defaultMessage: 'Free from {date}',
  }),
  ...defineMessages({
    booked: { id: 'availability.booked', defaultMessage: 'Booked for 6 months' },
    title: { id: 'availability.title', defaultMessage: 'Availability, next 26 weeks' },
    week: { id: 'availability.week', defaultMessage: 'Week of' },
    free: { id: 'availability.free', defaultMessage: 'Free' },
    legendFree: { id: 'availability.legendFree', defaultMessage: 'Free' },
    legendPartly: { id: 'availability.legendPartly', defaultMessage: 'Partly booked' },
    legendBooked: { id: 'availability.legendBooked', defaultMessage: 'Fully booked' },
    loadFailed: { id: 'availability.loadFailed', defaultMessage: 'The availability could not be loaded.' },
  }),
};

import { defineMessage, defineMessages } from 'react-intl';

/** A person's declared staffing wishes, as the profile, the Bench and staffing's reasons say them. */
export const wishesMessages = {
  availableFrom: defineMessage<{ date: string }>({
    id: 'staffing.wishes.availableFrom',
    defaultMessage: 'Says they are available from {date}',
  }),
  ...defineMessages({
    title: { id: 'staffing.wishes.title', defaultMessage: 'Staffing wishes' },
    skills: { id: 'staffing.wishes.skills', defaultMessage: 'Skills they want to work with' },
    clients: { id: 'staffing.wishes.clients', defaultMessage: 'Clients they would like to work for' },
    none: { id: 'staffing.wishes.none', defaultMessage: 'No wish declared yet.' },
  }),
};

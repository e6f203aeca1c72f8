import { defineMessage, defineMessages } from 'react-intl';

/** The Mentorship page, its session chooser and its All Mentors tab. */
export const mentorsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'mentorship.mentors.total',
    defaultMessage: '{count, plural, one {# mentor} other {# mentors}}',
  }),
  takes: defineMessage<{ count: number }>({
    id: 'mentorship.mentors.takes',
    defaultMessage: 'Mentees: {count, number}',
  }),
  seatsLeft: defineMessage<{ count: number }>({
    id: 'mentorship.mentors.seatsLeft',
    defaultMessage: 'Seats left: {count, number}',
  }),
  chosenFirst: defineMessage<{ count: number }>({
    id: 'mentorship.mentors.chosenFirst',
    defaultMessage: 'Chosen first by {count, number}',
  }),
  skillLevel: defineMessage<{ skill: string; level: string }>({
    id: 'mentorship.mentors.skillLevel',
    defaultMessage: '{skill} · {level}',
  }),
  addAt: defineMessage<{ rank: string }>({
    id: 'mentorship.mentors.addAt',
    defaultMessage: 'As my {rank} choice',
  }),
  yourChoice: defineMessage<{ rank: string }>({
    id: 'mentorship.mentors.yourChoice',
    defaultMessage: 'Your {rank} choice',
  }),
  addFavouriteOf: defineMessage<{ name: string }>({
    id: 'mentorship.mentors.addFavouriteOf',
    defaultMessage: 'Add {name} to my favourites',
  }),
  ...defineMessages({
    title: { id: 'mentorship.title', defaultMessage: 'Mentorship' },
    intro: {
      id: 'mentorship.intro',
      defaultMessage:
        'Find a mentor, or offer to be one: register, choose your favourites and follow your request.',
    },
    session: { id: 'mentorship.session', defaultMessage: 'Session' },
    noSession: { id: 'mentorship.noSession', defaultMessage: 'No mentorship session is open at the moment.' },
    noArchivedSession: {
      id: 'mentorship.noArchivedSession',
      defaultMessage: 'No session has been archived yet.',
    },
    showArchived: { id: 'mentorship.showArchived', defaultMessage: 'Archived sessions' },
    tabs: { id: 'mentorship.tabs', defaultMessage: 'Mentorship' },
    tabMentors: { id: 'mentorship.tab.mentors', defaultMessage: 'All Mentors' },
    tabProcess: { id: 'mentorship.tab.process', defaultMessage: 'My Process' },
    search: { id: 'mentorship.mentors.search', defaultMessage: 'Search mentors by name or skill' },
    filters: { id: 'mentorship.mentors.filters', defaultMessage: 'Filters' },
    results: { id: 'mentorship.mentors.results', defaultMessage: 'Mentors' },
    empty: {
      id: 'mentorship.mentors.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    skills: { id: 'mentorship.mentors.skills', defaultMessage: 'Skills' },
    businessUnit: { id: 'mentorship.mentors.businessUnit', defaultMessage: 'Business unit' },
    withSeats: { id: 'mentorship.mentors.withSeats', defaultMessage: 'Only mentors with a seat left' },
    addFavourite: { id: 'mentorship.mentors.addFavourite', defaultMessage: 'Add to favourites' },
    intermediate: { id: 'mentorship.level.intermediate', defaultMessage: 'Intermediate' },
    advanced: { id: 'mentorship.level.advanced', defaultMessage: 'Advanced' },
    expert: { id: 'mentorship.level.expert', defaultMessage: 'Expert' },
  }),
};

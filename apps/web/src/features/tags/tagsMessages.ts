import { defineMessage, defineMessages } from 'react-intl';

export const tagsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'tags.total',
    defaultMessage: '{count, plural, one {# tag} other {# tags}}',
  }),
  tab: defineMessage<{ type: string; count: number }>({
    id: 'tags.tab',
    defaultMessage: '{type} ({count, number})',
  }),
  renameTitle: defineMessage<{ name: string }>({
    id: 'tags.rename.title',
    defaultMessage: 'Rename “{name}”',
  }),
  renameHelp: defineMessage<{ count: number }>({
    id: 'tags.rename.help',
    defaultMessage:
      '{count, plural, one {# record uses} other {# records use}} this tag: they will show the new name.',
  }),
  mergeTitle: defineMessage<{ name: string }>({
    id: 'tags.merge.title',
    defaultMessage: 'Merge “{name}” into another tag',
  }),
  mergeSummary: defineMessage<{ count: number; source: string; target: string }>({
    id: 'tags.merge.summary',
    defaultMessage:
      'Uses moved to “{target}”: {count, plural, one {# record} other {# records}}. “{source}” will then be deleted.',
  }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'tags.delete.title',
    defaultMessage: 'Delete “{name}”?',
  }),
  inUse: defineMessage<{ count: number }>({
    id: 'tags.delete.inUse',
    defaultMessage:
      'Used by {count, plural, one {# record} other {# records}}: merge it into another tag instead',
  }),
  aliasesTitle: defineMessage<{ name: string }>({
    id: 'tags.aliases.title',
    defaultMessage: 'Aliases of “{name}”',
  }),
  aliasRemoveTitle: defineMessage<{ alias: string }>({
    id: 'tags.aliases.removeTitle',
    defaultMessage: 'Remove the alias “{alias}”?',
  }),
  aliasRemoveBody: defineMessage<{ name: string }>({
    id: 'tags.aliases.removeBody',
    defaultMessage: 'Searches for this word will no longer find “{name}”.',
  }),
  aliasesOf: defineMessage<{ aliases: string }>({
    id: 'tags.aliases.of',
    defaultMessage: 'Also: {aliases}',
  }),
  ...defineMessages({
    title: { id: 'tags.title', defaultMessage: 'Tags management' },
    aliases: { id: 'tags.aliases', defaultMessage: 'Aliases' },
    aliasesHelp: {
      id: 'tags.aliases.help',
      defaultMessage:
        'Other words people type for this tag (k8s for Kubernetes): every search finds the tag by them. A word can be the alias of one tag per type, and not the name of a tag.',
    },
    noAliases: { id: 'tags.aliases.none', defaultMessage: 'No alias yet.' },
    alias: { id: 'tags.aliases.field', defaultMessage: 'New alias' },
    aliasAdd: { id: 'tags.aliases.add', defaultMessage: 'Add the alias' },
    aliasRemove: { id: 'tags.aliases.remove', defaultMessage: 'Remove' },
    aliasRemoving: { id: 'tags.aliases.removing', defaultMessage: 'Removing…' },
    intro: {
      id: 'tags.intro',
      defaultMessage:
        'The firm’s lists records pick from (skills, certificates, job profiles, markets, clients, business units, lines and hubs): fix a spelling, merge duplicates, remove what no one uses.',
    },
    search: { id: 'tags.search', defaultMessage: 'Search tags' },
    tabs: { id: 'tags.tabs', defaultMessage: 'Tag types' },
    filters: { id: 'tags.filters', defaultMessage: 'About tags' },
    results: { id: 'tags.results', defaultMessage: 'Tags' },
    about: {
      id: 'tags.about',
      defaultMessage:
        'Uses count the people, resumes, solutions, groups, credentials, newcomers and other records that name a tag. Renaming or merging changes all of them at once; a tag in use cannot be deleted, merge it instead.',
    },
    empty: { id: 'tags.empty', defaultMessage: 'No tag of this type matches.' },
    add: { id: 'tags.add', defaultMessage: 'Add a tag' },
    addTitle: { id: 'tags.add.title', defaultMessage: 'Add a tag' },
    name: { id: 'tags.name', defaultMessage: 'Name' },
    uses: { id: 'tags.uses', defaultMessage: 'Uses' },
    actions: { id: 'tags.actions', defaultMessage: 'Actions' },
    rename: { id: 'tags.rename', defaultMessage: 'Rename' },
    merge: { id: 'tags.merge', defaultMessage: 'Merge' },
    merging: { id: 'tags.merging', defaultMessage: 'Merging…' },
    mergeInto: { id: 'tags.merge.into', defaultMessage: 'Merge into' },
    mergeIntoHelp: {
      id: 'tags.merge.intoHelp',
      defaultMessage: 'Type to search the tags of the same type',
    },
    noTarget: { id: 'tags.merge.noTarget', defaultMessage: 'No other tag of this type matches' },
    delete: { id: 'tags.delete', defaultMessage: 'Delete' },
    deleteBody: {
      id: 'tags.delete.body',
      defaultMessage: 'No one uses it: it leaves the list offered when profiles are edited.',
    },
    usesLoading: { id: 'tags.uses.loading', defaultMessage: 'Counting…' },
    people: { id: 'tags.place.people', defaultMessage: 'People' },
    resumes: { id: 'tags.place.resumes', defaultMessage: 'Resumes' },
    solutions: { id: 'tags.place.solutions', defaultMessage: 'Solutions' },
    groups: { id: 'tags.place.groups', defaultMessage: 'Groups' },
    mentorship: { id: 'tags.place.mentorship', defaultMessage: 'Mentorship registrations' },
    experiences: { id: 'tags.place.experiences', defaultMessage: 'Experiences' },
    credentials: { id: 'tags.place.credentials', defaultMessage: 'Credentials' },
    newcomers: { id: 'tags.place.newcomers', defaultMessage: 'Newcomers' },
    completion: { id: 'tags.place.completion', defaultMessage: 'Completion profiles' },
    campaigns: { id: 'tags.place.campaigns', defaultMessage: 'Campaigns' },
    news: { id: 'tags.place.news', defaultMessage: 'News' },
    assignments: { id: 'tags.place.assignments', defaultMessage: 'Assignments' },
  }),
};

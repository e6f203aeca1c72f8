import { defineMessage, defineMessages } from 'react-intl';

export const tenderMessages = defineMessages({
  title: { id: 'tenders.title', defaultMessage: 'Bids' },
  intro: {
    id: 'tenders.intro',
    defaultMessage: 'Answer a tender: read its roles, propose a team, make the pack of CVs and references.',
  },
  search: { id: 'tenders.search', defaultMessage: 'Search bids' },
  filters: { id: 'tenders.filters', defaultMessage: 'Filters' },
  results: { id: 'tenders.results', defaultMessage: 'Bids' },
  total: { id: 'tenders.total', defaultMessage: '{count, plural, one {# bid} other {# bids}}' },
  empty: { id: 'tenders.empty', defaultMessage: 'No bid yet. Paste a tender to answer it.' },
  newBid: { id: 'tenders.newBid', defaultMessage: 'New bid' },
  open: { id: 'tenders.open', defaultMessage: 'Open' },
  close: { id: 'tenders.close', defaultMessage: 'Close' },
  tender: { id: 'tenders.tender', defaultMessage: 'Tender text' },
  drop: { id: 'tenders.drop', defaultMessage: 'Or drop a Word or PDF file' },
  read: { id: 'tenders.read', defaultMessage: 'Read the roles' },
  roles: { id: 'tenders.roles', defaultMessage: 'Roles' },
  noRole: { id: 'tenders.noRole', defaultMessage: 'No role read. Add one.' },
  addRole: { id: 'tenders.addRole', defaultMessage: 'Add a role' },
  removeRole: { id: 'tenders.removeRole', defaultMessage: 'Remove the role' },
  roleTitle: { id: 'tenders.roleTitle', defaultMessage: 'Role' },
  count: { id: 'tenders.count', defaultMessage: 'How many' },
  skills: { id: 'tenders.skills', defaultMessage: 'Skills' },
  terms: { id: 'tenders.terms', defaultMessage: 'Sectors, clients, languages' },
  propose: { id: 'tenders.propose', defaultMessage: 'Propose the team' },
  team: { id: 'tenders.team', defaultMessage: 'Team' },
  nobody: { id: 'tenders.nobody', defaultMessage: 'Nobody free fits this place' },
  runnerUps: { id: 'tenders.runnerUps', defaultMessage: 'Runner-ups' },
  titleMatch: { id: 'tenders.titleMatch', defaultMessage: 'Job title' },
  free: { id: 'tenders.free', defaultMessage: 'Free' },
  bidTitle: { id: 'tenders.bidTitle', defaultMessage: 'Bid title' },
  language: { id: 'tenders.language', defaultMessage: 'Pack language' },
  anonymised: { id: 'tenders.anonymised', defaultMessage: 'Anonymised CVs' },
  save: { id: 'tenders.save', defaultMessage: 'Save the bid' },
  word: { id: 'tenders.word', defaultMessage: 'Word document' },
  zip: { id: 'tenders.zip', defaultMessage: 'PDFs (zip)' },
  english: { id: 'tenders.english', defaultMessage: 'English' },
  french: { id: 'tenders.french', defaultMessage: 'French' },
  proposals: { id: 'tenders.proposals', defaultMessage: 'You were proposed in' },
});

export const whenMessage = defineMessage<{ start: string; weeks: number; load: number }>({
  id: 'tenders.when',
  defaultMessage: 'From {start}, {weeks, plural, one {# week} other {# weeks}}, {load, number}%',
});

export const chooseMessage = defineMessage<{ name: string }>({
  id: 'tenders.choose',
  defaultMessage: 'Choose {name}',
});

export const busyMessage = defineMessage<{ free: number }>({
  id: 'tenders.busy',
  defaultMessage: 'Booked: {free, number}% free',
});

export const versionsMessage = defineMessage<{ count: number }>({
  id: 'tenders.versions',
  defaultMessage: '{count, plural, =0 {No pack made yet} one {# pack made} other {# packs made}}',
});

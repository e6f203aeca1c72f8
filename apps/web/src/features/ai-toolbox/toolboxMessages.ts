import { defineMessage, defineMessages } from 'react-intl';

export const toolboxMessages = {
  needHelp: defineMessage<{ max: number }>({
    id: 'toolbox.needHelp',
    defaultMessage: 'An RFP paragraph or a mail, up to {max, number} characters',
  }),
  score: defineMessage<{ score: number }>({
    id: 'toolbox.score',
    defaultMessage: 'Score {score, number, ::.#}',
  }),
  reasonYears: defineMessage<{ name: string; duration: string }>({
    id: 'toolbox.reason.years',
    defaultMessage: '{name}, {duration}',
  }),
  reasonLevel: defineMessage<{ level: string }>({
    id: 'toolbox.reason.level',
    defaultMessage: 'mentors at {level} level',
  }),
  reasonClients: defineMessage<{ clients: string }>({
    id: 'toolbox.reason.clients',
    defaultMessage: 'Worked for {clients}',
  }),
  reasonCredentials: defineMessage<{ names: string }>({
    id: 'toolbox.reason.credentials',
    defaultMessage: 'Credentials: {names}',
  }),
  reasonWishes: defineMessage<{ names: string }>({
    id: 'toolbox.reason.wishes',
    defaultMessage: 'Would like to work with {names}',
  }),
  reasonGroups: defineMessage<{ names: string }>({
    id: 'toolbox.reason.groups',
    defaultMessage: 'Groups: {names}',
  }),
  reasonFree: defineMessage<{ date: string; free: number }>({
    id: 'toolbox.reason.free',
    defaultMessage: 'Free from {date}, {free, number} % of the time',
  }),
  reasonBookedUntil: defineMessage<{ date: string; booked: number }>({
    id: 'toolbox.reason.bookedUntil',
    defaultMessage: 'Booked at {booked, number} % now; free enough from {date}',
  }),
  reasonBooked: defineMessage<{ booked: number }>({
    id: 'toolbox.reason.booked',
    defaultMessage: 'Booked at {booked, number} % now, and for the coming 26 weeks',
  }),
  when: defineMessage({ id: 'toolbox.when', defaultMessage: 'When and how much' }),
  whenHelp: defineMessage({
    id: 'toolbox.whenHelp',
    defaultMessage: 'Read from the need; change them to rank people by who is free then.',
  }),
  start: defineMessage({ id: 'toolbox.start', defaultMessage: 'Start' }),
  length: defineMessage({ id: 'toolbox.length', defaultMessage: 'Length' }),
  load: defineMessage({ id: 'toolbox.load', defaultMessage: 'Load' }),
  notSaid: defineMessage({ id: 'toolbox.notSaid', defaultMessage: 'Not said' }),
  readFrom: defineMessage<{ words: string }>({
    id: 'toolbox.readFrom',
    defaultMessage: 'Read from “{words}”',
  }),
  weeks: defineMessage<{ weeks: number }>({
    id: 'toolbox.weeks',
    defaultMessage: '{weeks, plural, one {# week} other {# weeks}}',
  }),
  loadPct: defineMessage<{ pct: number; days: number }>({
    id: 'toolbox.loadPct',
    defaultMessage: '{pct, number} % ({days, plural, one {# day} other {# days}} a week)',
  }),
  relevantFor: defineMessage<{ terms: string }>({
    id: 'toolbox.relevantFor',
    defaultMessage: 'Relevant for: {terms}',
  }),
  tailoredFor: defineMessage<{ name: string }>({
    id: 'toolbox.tailoredFor',
    defaultMessage: 'Tailored CV of {name}',
  }),
  payload: defineMessage<{ model: string }>({ id: 'toolbox.payload', defaultMessage: 'Sent to {model}' }),
  aiEndpoint: defineMessage<{ endpoint: string }>({
    id: 'toolbox.aiEndpoint',
    defaultMessage: 'Endpoint: {endpoint}',
  }),
  aiModel: defineMessage<{ model: string }>({ id: 'toolbox.aiModel', defaultMessage: 'Model: {model}' }),
  ...defineMessages({
    title: { id: 'toolbox.title', defaultMessage: 'AI toolbox' },
    intro: {
      id: 'toolbox.intro',
      defaultMessage:
        "Who can do this, and where have we done it before? Paste a client's need: Atrium reads it against the firm's own vocabulary, on this server.",
    },
    tabs: { id: 'toolbox.tabs', defaultMessage: 'Tools' },
    tabStaffing: { id: 'toolbox.tab.staffing', defaultMessage: 'Staffing' },
    tabTailored: { id: 'toolbox.tab.tailored', defaultMessage: 'Tailored CV' },
    tabDrafts: { id: 'toolbox.tab.drafts', defaultMessage: 'Drafts' },
    need: { id: 'toolbox.need', defaultMessage: "The client's need" },
    analyse: { id: 'toolbox.analyse', defaultMessage: 'Find people' },
    understood: { id: 'toolbox.understood', defaultMessage: 'What Atrium understood' },
    understoodHelp: {
      id: 'toolbox.understoodHelp',
      defaultMessage: 'Remove, correct or add terms: the results follow.',
    },
    skills: { id: 'toolbox.skills', defaultMessage: 'Skills' },
    sectors: { id: 'toolbox.sectors', defaultMessage: 'Sectors' },
    clients: { id: 'toolbox.clients', defaultMessage: 'Clients' },
    languages: { id: 'toolbox.languages', defaultMessage: 'Languages' },
    addClient: { id: 'toolbox.addClient', defaultMessage: 'Type a client and press Enter' },
    people: { id: 'toolbox.people', defaultMessage: 'People' },
    noPeople: {
      id: 'toolbox.noPeople',
      defaultMessage: 'No one you can see meets these terms. Try removing one, or adding a skill.',
    },
    nothingUnderstood: {
      id: 'toolbox.nothingUnderstood',
      defaultMessage:
        'Atrium found no skill, sector, client or language it knows in this text. Add terms above.',
    },
    reasonSkill: { id: 'toolbox.reason.skill', defaultMessage: '{name}' },
    credentials: { id: 'toolbox.credentials', defaultMessage: 'Where we have done it before' },
    solutions: { id: 'toolbox.solutions', defaultMessage: 'Solutions' },
    noRecords: { id: 'toolbox.noRecords', defaultMessage: 'None found.' },
    person: { id: 'toolbox.person', defaultMessage: 'Person' },
    propose: { id: 'toolbox.propose', defaultMessage: 'Propose a selection' },
    selection: { id: 'toolbox.selection', defaultMessage: 'What the resume keeps' },
    experiences: { id: 'toolbox.experiences', defaultMessage: 'Experiences' },
    certificates: { id: 'toolbox.certificates', defaultMessage: 'Certificates' },
    references: { id: 'toolbox.references', defaultMessage: 'Client references' },
    ongoing: { id: 'toolbox.ongoing', defaultMessage: 'ongoing' },
    anonymised: {
      id: 'toolbox.anonymised',
      defaultMessage: 'Anonymised: initials and grade, no name, picture or contact',
    },
    resumeLanguage: { id: 'toolbox.resumeLanguage', defaultMessage: 'Resume language' },
    downloadWord: { id: 'toolbox.downloadWord', defaultMessage: 'Word' },
    downloadPdf: { id: 'toolbox.downloadPdf', defaultMessage: 'PDF' },
    pickPerson: {
      id: 'toolbox.pickPerson',
      defaultMessage: 'Choose a person and paste the need, then propose a selection.',
    },
    draftKind: { id: 'toolbox.draftKind', defaultMessage: 'Draft' },
    kindCredential: { id: 'toolbox.kind.credential_summary', defaultMessage: 'Credential summary' },
    kindSolution: { id: 'toolbox.kind.solution_pitch', defaultMessage: 'Pitch mail for a solution' },
    kindProfile: {
      id: 'toolbox.kind.profile_summary',
      defaultMessage: 'Profile summary from the experiences',
    },
    record: { id: 'toolbox.record', defaultMessage: 'From' },
    typeToSearch: { id: 'toolbox.typeToSearch', defaultMessage: 'Type to search' },
    showPayload: { id: 'toolbox.showPayload', defaultMessage: 'Show what will be sent' },
    instructions: { id: 'toolbox.instructions', defaultMessage: 'Instructions' },
    send: { id: 'toolbox.send', defaultMessage: 'Send and write the draft' },
    draft: { id: 'toolbox.draft', defaultMessage: 'Draft' },
    aiInfo: { id: 'toolbox.aiInfo', defaultMessage: 'Language model (administrators)' },
    aiFields: {
      id: 'toolbox.aiFields',
      defaultMessage:
        'Only drafts send anything, and only when someone presses Send after seeing the payload. A credential summary sends its name, client, company, dates, description, challenge, solution and results; a pitch mail the solution’s name, summary, scope, description and markets; a profile summary the job title, grade, years, skills and assignments — never a name, email or phone.',
    },
    aiOff: {
      id: 'toolbox.aiOff',
      defaultMessage:
        'No language model is configured (AI_BASE_URL, AI_MODEL): drafts are off and nothing is sent anywhere.',
    },
  }),
};

import { defineMessage, defineMessages } from 'react-intl';

export const cvLibraryMessages = {
  total: defineMessage<{ count: number }>({
    id: 'people.cvLibrary.total',
    defaultMessage: '{count, plural, one {# resume found} other {# resumes found}}',
  }),
  selected: defineMessage<{ count: number; max: number }>({
    id: 'people.cvLibrary.selected',
    defaultMessage:
      '{count, plural, one {# resume selected} other {# resumes selected}} (at most {max, number})',
  }),
  select: defineMessage<{ title: string; name: string }>({
    id: 'people.cvLibrary.select',
    defaultMessage: 'Select “{title}” of {name}',
  }),
  ...defineMessages({
    title: { id: 'people.cvLibrary.title', defaultMessage: 'CV library and resumes' },
    intro: {
      id: 'people.cvLibrary.intro',
      defaultMessage:
        'Find resumes across the firm by their owner’s skills and organisation, and download several at once.',
    },
    rights: {
      id: 'people.cvLibrary.rights',
      defaultMessage: 'You can download your own resumes; HR can download anyone’s.',
    },
    search: { id: 'people.cvLibrary.search', defaultMessage: 'Search by name, skill or job title' },
    myResumes: { id: 'people.cvLibrary.myResumes', defaultMessage: 'My resumes' },
    language: { id: 'people.cvLibrary.language', defaultMessage: 'Resume language' },
    anyLanguage: { id: 'people.cvLibrary.anyLanguage', defaultMessage: 'Any language' },
    countsNote: { id: 'people.cvLibrary.countsNote', defaultMessage: 'Counts are of people.' },
    format: { id: 'people.cvLibrary.format', defaultMessage: 'Format' },
    word: { id: 'people.cvLibrary.word', defaultMessage: 'Word' },
    pdf: { id: 'people.cvLibrary.pdf', defaultMessage: 'PDF' },
    zip: { id: 'people.cvLibrary.zip', defaultMessage: 'Download as a zip' },
    clearSelection: { id: 'people.cvLibrary.clearSelection', defaultMessage: 'Clear the selection' },
    selectPage: {
      id: 'people.cvLibrary.selectPage',
      defaultMessage: 'Select every resume of this page you may download',
    },
    notYours: { id: 'people.cvLibrary.notYours', defaultMessage: 'Only its owner and HR can download it' },
    person: { id: 'people.cvLibrary.person', defaultMessage: 'Person' },
    resume: { id: 'people.cvLibrary.resume', defaultMessage: 'Resume' },
    updated: { id: 'people.cvLibrary.updated', defaultMessage: 'Updated' },
    results: { id: 'people.cvLibrary.results', defaultMessage: 'Resumes found' },
  }),
};

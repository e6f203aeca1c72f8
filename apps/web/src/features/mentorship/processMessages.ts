import { defineMessage, defineMessages } from 'react-intl';

/** My Process: registering, the request's steps, the favourites, cancelling, the outcome. */
export const processMessages = {
  matchedWith: defineMessage<{ name: string }>({
    id: 'mentorship.process.matchedWith',
    defaultMessage: 'Matched with {name}',
  }),
  selectionOpensOn: defineMessage<{ date: string }>({
    id: 'mentorship.process.selectionOpensOn',
    defaultMessage: 'You will choose three mentors in All Mentors when the selection opens, on {date}.',
  }),
  moveUp: defineMessage<{ name: string }>({
    id: 'mentorship.process.moveUp',
    defaultMessage: 'Move {name} up',
  }),
  moveDown: defineMessage<{ name: string }>({
    id: 'mentorship.process.moveDown',
    defaultMessage: 'Move {name} down',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'mentorship.process.remove',
    defaultMessage: 'Remove {name} from my favourites',
  }),
  chosen: defineMessage<{ count: number; max: number }>({
    id: 'mentorship.process.chosen',
    defaultMessage: '{count, number} of {max, number} chosen',
  }),
  levelOf: defineMessage<{ skill: string }>({
    id: 'mentorship.register.levelOf',
    defaultMessage: 'Level in {skill}',
  }),
  ...defineMessages({
    registerMentor: { id: 'mentorship.register.mentor', defaultMessage: 'Register as a mentor' },
    registerMentee: { id: 'mentorship.register.mentee', defaultMessage: 'Register as a mentee' },
    register: { id: 'mentorship.register', defaultMessage: 'Register' },
    editRegistration: { id: 'mentorship.register.edit', defaultMessage: 'Edit my registration' },
    notRegistered: {
      id: 'mentorship.process.notRegistered',
      defaultMessage: 'You are not registered in this session.',
    },
    registrationClosed: {
      id: 'mentorship.process.registrationClosed',
      defaultMessage: 'Registration is not open in this session.',
    },
    motivation: { id: 'mentorship.register.motivation', defaultMessage: 'Motivation' },
    goals: { id: 'mentorship.register.goals', defaultMessage: 'Goals' },
    menteeCount: { id: 'mentorship.register.menteeCount', defaultMessage: 'Number of mentees' },
    skillsOffered: { id: 'mentorship.register.skillsOffered', defaultMessage: 'Skills you offer' },
    skillsWanted: { id: 'mentorship.register.skillsWanted', defaultMessage: 'Skills you want to grow' },
    noLevel: { id: 'mentorship.register.noLevel', defaultMessage: 'Not said' },
    registeredAs: { id: 'mentorship.process.registeredAs', defaultMessage: 'Your registration' },
    request: { id: 'mentorship.process.request', defaultMessage: 'Your request' },
    to_complete: { id: 'mentorship.request.to_complete', defaultMessage: 'To complete' },
    in_progress: { id: 'mentorship.request.in_progress', defaultMessage: 'In progress' },
    request_sent: { id: 'mentorship.request.request_sent', defaultMessage: 'Request sent' },
    favourites: { id: 'mentorship.process.favourites', defaultMessage: 'My favourite mentors' },
    favouritesHelp: {
      id: 'mentorship.process.favouritesHelp',
      defaultMessage: 'Choose three mentors from All Mentors, best first, then send your request.',
    },
    noFavourites: {
      id: 'mentorship.process.noFavourites',
      defaultMessage: 'No favourite yet: add mentors from the All Mentors tab.',
    },
    saveDraft: { id: 'mentorship.process.saveDraft', defaultMessage: 'Save draft' },
    send: { id: 'mentorship.process.send', defaultMessage: 'Send request' },
    sending: { id: 'mentorship.process.sending', defaultMessage: 'Sending…' },
    sendTitle: { id: 'mentorship.process.send.title', defaultMessage: 'Send your request?' },
    sendBody: {
      id: 'mentorship.process.send.body',
      defaultMessage: 'Your three favourites and their order are final once sent: they can no longer change.',
    },
    sendHelp: {
      id: 'mentorship.process.sendHelp',
      defaultMessage: 'Exactly three favourite mentors must be chosen.',
    },
    cancel: { id: 'mentorship.process.cancel', defaultMessage: 'Cancel registration' },
    cancelling: { id: 'mentorship.process.cancelling', defaultMessage: 'Cancelling…' },
    cancelTitle: { id: 'mentorship.process.cancel.title', defaultMessage: 'Cancel your registration?' },
    cancelBody: {
      id: 'mentorship.process.cancel.body',
      defaultMessage: 'You leave this session. You may register again while registration is open.',
    },
    requestedFirst: {
      id: 'mentorship.process.requestedFirst',
      defaultMessage: 'Mentees who chose you first',
    },
    requested: { id: 'mentorship.process.requested', defaultMessage: 'Requests naming you' },
    outcome: { id: 'mentorship.process.outcome', defaultMessage: 'Your outcome' },
    notMatched: { id: 'mentorship.process.notMatched', defaultMessage: 'Not matched' },
    yourMentees: { id: 'mentorship.process.yourMentees', defaultMessage: 'Your mentees' },
    noMentees: {
      id: 'mentorship.process.noMentees',
      defaultMessage: 'No mentee was matched with you in this session.',
    },
  }),
};

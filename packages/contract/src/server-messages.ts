import {
  CREDENTIAL_ATTACHMENTS_MAX,
  CREDENTIAL_SOLUTIONS_MAX,
  GROUP_FILES_MAX,
  PICTURE_MAX_BYTES,
  STAFFING_NEED_MAX,
  UPLOAD_BYTES_PER_MINUTE_MAX,
  UPLOADS_CONCURRENT_MAX,
  WALL_COMMENTS_PER_HOUR_MAX,
  WALL_MENTIONS_PER_HOUR_MAX,
  WALL_POSTS_PER_HOUR_MAX,
  ZIPS_CONCURRENT_MAX,
} from './limits.ts';
import { MESSAGES } from './messages.ts';

/*
 * Every area's messages, beside the platform's MESSAGES, in a module without zod: the web's
 * notifier loads them with the first page, whose script has a size budget (zod alone would break
 * it). The areas' schemas take their texts from here.
 */

/**
 * 20000 → '20,000'. Not `toLocaleString`: the first use of Intl loads the locale data, about 60 ms on
 * a slow phone, inside the task that evaluates the signed-in app's code.
 */
const englishInteger = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Newcomers management's messages (SPEC §8 names the first). */
export const NEWCOMER_MESSAGES = {
  added: 'The Newcomer has been successfully added!',
  creationInProgress: 'Creation still in progress!',
  departureRequired: 'A contractor needs a departure date',
  departureBeforeArrival: 'The departure date must come after the arrival date',
  arrived: 'Welcome aboard: the newcomer now appears in Who’s who',
  left: 'The person has left: their account is closed',
  alreadyArrived: 'This person has already arrived',
  alreadyLeft: 'This person has already left',
  linkSent: 'The welcome link has been sent',
  linkRevoked: 'The link has been revoked: it no longer opens Atrium',
  linkAlreadyUsed: 'This link has already been used',
  linkAlreadyRevoked: 'This link has already been revoked',
  // Issue 45: what would strip a role holder's roles or hand their account to another address.
  holdsRole: 'This person holds a role: this change needs the right to change permissions',
} as const;

/** The import of people from the HR system's file. */
export const IMPORT_MESSAGES = {
  fileMissing: 'Please choose a CSV or Excel file',
  workbookUnreadable: 'This Excel file could not be read: save it again as .xlsx, or as CSV UTF-8',
  encoding: 'The file is not UTF-8 text: save it as “CSV UTF-8” and try again',
  tooLarge: 'The file must be at most 50 MB',
  unreadable: 'The file could not be read as CSV: check its quotes and separators',
  columnsMissing: 'The first line must name the columns, among them email',
  tooManyRows: 'The file has too many lines: at most 100,000 people at once',
  workbookTooLarge:
    'This Excel file unpacks to more than 150 MB: keep only the first sheet, or save it as CSV UTF-8',
  cellTooLong: 'Row {row}, column {column}: a cell holds more than {max} characters; the file is refused',
  sharedTextTooLong: 'A text of this Excel file holds more than {max} characters; the file is refused',
  tooManyColumns: 'The file has more than {max} columns: keep only those to import',
  tooManyCells: 'The file has more than {max} cells: split it, or keep only the columns to import',
  textTooLarge:
    'The cells of this file hold more than {max} characters in all: split it, or keep only the columns to import',
  badEmail: 'Not a valid email address',
  nameMissing: 'First and last name are required',
  duplicate: 'This email is already on an earlier line',
  personLeft: 'This person has left the firm',
  personNewcomer: 'This person is a newcomer: see Newcomers management',
  planned: 'Nothing is written yet: check the lines, then import',
  applied: 'The import is done',
} as const;

/** The people area's messages (pictures). */
export const PEOPLE_MESSAGES = {
  pictureSaved: 'Your picture has been saved',
  pictureDeleted: 'The picture has been deleted',
  pictureMissing: 'Please choose a picture',
  pictureType: 'The picture must be a JPEG, PNG or WebP image',
  pictureUnreadable: 'This image could not be read',
  pictureTooLarge: `The picture must be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  created: 'The person has been added: they sign in with a password reset link or single sign-on',
  deactivated: 'The account is deactivated: every session has ended and they can no longer sign in',
  reactivated: 'The account is active again: they sign in with their password or a reset link',
  deactivateSelf: 'You cannot deactivate your own account',
  alreadyDeactivated: 'This account is already deactivated',
  notDeactivated: 'Only a deactivated account can be reactivated',
  newcomerNotArrived: 'This newcomer has not arrived yet: their account is managed on the Newcomers screen',
  merged:
    'The profiles are merged: the duplicate is deactivated, its records are on the kept profile, and what was private to it stays with it',
  mergeSelf: 'A profile cannot be merged into itself',
  mergeIntoDeactivated: 'A profile can only be merged into an active profile',
  mergeOwnProfile:
    'You cannot merge your own profile, nor merge a profile into yours: another profile manager does it',
  mergeHoldsRole: 'One of these people holds a role: merging them needs the right to change permissions',
  resetLinkSent: 'A password reset link has been mailed to them',
  resetLinkLeft: 'This account is deactivated: reactivate it before sending a reset link',
  bulkFieldForbidden: 'You may not change one of these fields: nothing was changed',
  bulkUnknownPerson: 'One of these people does not exist: nothing was changed',
  reminderNotLed: 'You can only remind the members of the groups you lead: nothing was sent',
  managedFields: 'Only HR can change: {fields}',
  unknownPerson: 'Unknown person',
  experiencesMax: 'At most {max} experiences per person',
  experienceEndBeforeStart: 'Must not be before the start date',
  experiencesNotOwn: 'Pick among the person’s own experiences',
  phoneFormat: 'Expected a phone number',
  controlCharacters: 'No control characters',
  personTwice: 'Each person once',
  jobProfileTwice: 'Each job profile once',
  bulkNothingToChange: 'Nothing to change',
  skillTwice: 'Each skill once',
  sectionTwice: 'Each section once',
  experienceTwice: 'Each experience once',
  certificateTwice: 'Each certificate once',
  credentialTwice: 'Each credential once',
  resumeTwice: 'Each resume once',
} as const;

/**
 * Messages of the group rules, with `{name}` and `{max}` placeholders in ICU syntax so the web
 * can put the same text under the same key in its translations. The server fills them in English.
 */
export const GROUP_RULE_MESSAGES = {
  leaderAndSteerco: '{name} is a leader and cannot also be a steerco member',
  leaderAndMember: '{name} is a leader and cannot also be a member',
  steercoAndMember: '{name} is a steerco member and cannot also be a member',
  activeAndFollower: '{name} is an active member and cannot also be a follower',
  followerAndActive: '{name} is a follower and cannot also be an active member',
  listedTwice: '{name} is listed more than once',
  tooManyLeaders: 'A group has at most {max} leaders',
  tooManySteerco: 'A group has at most {max} steerco members',
  tooManyMembers: 'A group has at most {max} members',
  tooManySolutions: 'A group has at most {max} solutions',
  tooManyTargetMarkets: 'A group has at most {max} target markets',
  tooManyDeliverables: 'A group has at most {max} deliverables',
  tooManyAssets: 'A group has at most {max} assets',
  manDaysMax: 'Man-days: maximum {max}',
} as const;

/** The groups module's other messages. */
export const GROUP_MESSAGES = {
  unknownPerson: 'Unknown person',
  notFollowable: 'Only chapters and guilds can be followed',
  followed: 'You now follow this group',
  unfollowed: 'You no longer follow this group',
  membersAdded: 'Added to the group',
  placeConfirmed: 'The place is confirmed: it now counts for the group’s leaders',
  placeNotFound: 'This person has no place in this group',
  confirmOwnPlacement: 'A place you gave is confirmed by someone else who manages groups',
  fileMissing: 'Choose a file to upload',
  fileTooLarge: 'The file is larger than 50 MB',
  fileType: 'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
  tooManyFiles: `A group holds at most ${GROUP_FILES_MAX} files`,
  fileUploaded: 'File uploaded',
  groupGone: 'This group no longer exists',
} as const;

/** Messages of the AI toolbox. */
export const TOOLBOX_MESSAGES = {
  needTooLong: `A need may be at most ${englishInteger(STAFFING_NEED_MAX)} characters long`,
  unknownSkill: 'This is not a skill of the firm',
  unknownSector: 'This is not a sector of the firm',
  aiNotConfigured: 'No language model is configured',
  aiFailed: 'The language model did not answer. Please try again later.',
  termTwice: 'Each term once',
} as const;

/** Messages of tenders and bids (issue 49). */
export const TENDER_MESSAGES = {
  textTooLong: `A tender may be at most ${englishInteger(STAFFING_NEED_MAX)} characters long`,
  noRole: 'Name at least one role',
  tooManyPlaces: 'A team may have at most 30 places',
  personTwice: 'Each person once in a team',
  unknownRole: 'This place names no role of the bid',
  fileMissing: 'Drop a Word (.docx) or PDF file',
  fileType: 'Only Word (.docx) and PDF files are read',
  tooLarge: 'The file may be at most 10 MB',
  unpacksTooLarge: 'This Word file unpacks to more text than any tender holds',
  unreadable: 'This file could not be read',
  emptyTeam: 'Choose at least one person before making the pack',
  bidSaved: 'Bid saved',
  bidUpdated: 'Bid updated',
} as const;

/** Messages of the solutions catalogue. */
export const SOLUTION_MESSAGES = {
  topNeedsPermission: 'Only holders of "solutions top" can change the top flag',
  unknownPerson: 'Unknown person',
  listedTwice: 'Listed twice',
  webAddress: 'Expected a web address (https://…)',
} as const;

/** Messages of credentials. */
export const CREDENTIAL_MESSAGES = {
  tooManySolutions: `A credential holds at most ${CREDENTIAL_SOLUTIONS_MAX} solutions`,
  topNeedsPermission: 'Only holders of "credentials top" can change the top flag',
  codeNeedsPermission: 'Only holders of "credentials update" can change a project code',
  codeTaken: 'This project code is already used',
  mustBeOwner: 'Record a credential as its sales owner or its credential manager',
  unknownSolution: 'Unknown solution',
  unknownPerson: 'Unknown person',
  endBeforeStart: 'The end date is before the start date',
  fileMissing: 'Choose a file to upload',
  fileTooLarge: 'The file is larger than 50 MB',
  fileType: 'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
  tooManyAttachments: `A credential holds at most ${CREDENTIAL_ATTACHMENTS_MAX} files`,
  uploaded: 'File uploaded',
  createdWithFile: 'Credential created with its file',
  credentialGone: 'This credential no longer exists',
  contributionConfirmed: 'The contribution is confirmed',
  notAContributor: 'This person is not a contributor of this credential',
  contributorTwice: 'Each contributor only once',
  projectCodeFormat: 'Expected a code like CR-2026-0042',
} as const;

/** What `admin/mail_outbox` answers. */
export const MAIL_MESSAGES = {
  retryOnlyFailed: 'Only a mail that failed can be sent again',
  retried: 'The mail will be sent again',
  noMailServer: 'No mail server is configured (SMTP_URL): the mail waits in the outbox',
} as const;

/** Caps on files, per person (each a 429). */
export const FILE_MESSAGES = {
  tooManyUploads: `At most ${UPLOADS_CONCURRENT_MAX} uploads at once: wait for one to finish`,
  uploadRate: `At most ${UPLOAD_BYTES_PER_MINUTE_MAX / 1024 / 1024} MB of uploads a minute: try again in a minute`,
  tooManyZips: `At most ${ZIPS_CONCURRENT_MAX} zips at once: wait for one to finish`,
  incomplete: 'The file did not arrive whole: please send it again',
  missing:
    'The file {name} is missing from the file store: an administrator must restore the files from a backup',
} as const;

/** What `admin/smart_campaigns` and its moves answer. */
export const CAMPAIGN_MESSAGES = {
  ended: 'This campaign has ended: it can no longer be changed',
  targetEmpty: 'Choose a missing field or a rate threshold',
  pauseFirst: 'Pause the campaign before changing it',
  targetKept: 'A campaign that has started keeps its target',
  deleteDraftOnly: 'Only a draft can be deleted: cancel the campaign instead',
  startDraftOnly: 'Only a draft can be started',
  pauseRunningOnly: 'Only a running campaign can be paused',
  resumePausedOnly: 'Only a paused campaign can be resumed',
  cancelEnded: 'This campaign has already ended',
  started: 'The campaign has started',
  paused: 'The campaign is paused',
  resumed: 'The campaign has resumed',
  cancelled: 'The campaign is cancelled',
} as const;

/** What `admin/completion_profiles` answers. */
export const COMPLETION_MESSAGES = {
  criterionRequired:
    'A profile other than the default needs a population: a type, grade, business unit or job profile',
  defaultHasNoCriterion: 'The default profile measures everyone: it has no population criterion',
  defaultKept: 'The default profile cannot be deleted',
  fieldsRequired: 'Choose at least one field',
  fieldTwice: 'Each field once',
} as const;

/** What the mentorship programme answers (SPEC §5 and §8 name the first ones). */
export const MENTORSHIP_MESSAGES = {
  menteeCountRequired: 'You need to indicate the number of Mentees!',
  threeFavourites: 'Exactly three favourite mentors must be chosen.',
  sessionRequired: 'The session id must be filled.',
  unknownSession: 'There is no such mentorship session',
  periodsOrder: 'Registration comes before selection, and selection before matching',
  periodEnd: 'A period ends on or after the day it starts',
  archived: 'This session is archived: it can no longer be changed',
  alreadyArchived: 'This session is already archived',
  mentorRegistrationClosed: 'Mentor registration is not open in this session',
  menteeRegistrationClosed: 'Mentee registration is not open in this session',
  selectionClosed: 'Favourite mentors are chosen during the selection period',
  matchingClosed: 'Matching happens during the matching period',
  alreadyRegistered: 'You are already registered in this session',
  menteeCountForMentors: 'Only a mentor gives a number of mentees',
  levelForOfferedSkill: 'A level is given for a skill offered',
  requestedMentor:
    'A mentee has already sent a request with this mentor in their top 3: the mentor can no longer be removed',
  favouritesForMentees: 'Only a mentee chooses favourite mentors',
  requestAlreadySent: 'The request has already been sent: the favourites can no longer change',
  favouriteDuplicate: 'Each favourite mentor is chosen once',
  favouriteSelf: 'You cannot choose yourself as a mentor',
  favouriteNotMentor: 'A favourite must be a mentor registered in the same session',
  requestSent: 'Your request has been sent',
  favouritesSaved: 'Your favourites are saved',
  notRequested: 'This mentee did not choose that mentor',
  mentorFull: 'This mentor has no seat left',
  noMatching: 'Run the matching first',
  alreadyPublished: 'The results are already published',
  matched: 'The matching is done: check the result, then publish it',
  published: 'The results are published: every participant has been told',
  sessionArchivedDone: 'The session is archived',
} as const;

/** What news answers (home/news). */
export const NEWS_MESSAGES = {
  oneVersion: 'Write the news in English or in French (a title and a text)',
  versionIncomplete: 'A language version needs both its title and its text',
  expiresBeforePublished: 'The news must expire after it is published',
  unknownUnit: 'There is no such business unit',
  alreadyArchived: 'This news is already archived',
  archived: 'The news is archived',
  coverMissing: 'Choose a picture to upload',
  coverTooLarge: 'The picture is too large',
  coverSaved: 'The cover picture is saved',
  coverDeleted: 'The cover picture is deleted',
} as const;

/** What the feedback inbox answers (report/report). */
export const FEEDBACK_MESSAGES = {
  assigneeNotStaff: 'Assign the report to an administrator or to HR',
  replied: 'Your reply is sent to the author',
} as const;

/** What tags management answers; `{count}` is filled in by the server. */
export const TAG_MESSAGES = {
  exists: 'This tag already exists',
  alreadyListed: 'Already in the list',
  typeMismatch: 'modified_tag_type is not the type of this tag',
  inUse: 'This tag is used {count} times: merge it into another tag rather than deleting it',
  mergeIntoItself: 'A tag cannot be merged into itself',
  mergeOtherType: 'A tag can only be merged into a tag of the same type',
  mergeTargetMissing: 'The tag to merge into does not exist',
  merged: 'The tags are merged',
  changedMeanwhile: 'This tag has just been changed by someone else: reload the page and try again',
  aliasIsTag: 'This word is already a tag of this type: merge the tags instead',
  aliasExists: 'This word is already an alias of a tag of this type',
  nameIsAlias: 'This name is an alias of another tag of this type',
  aliasAdded: 'The alias has been added',
  tooManyAliases: 'A tag has at most 20 aliases',
  aliasRemoved: 'The alias has been removed',
  notListed:
    '“{name}” is not in the list: choose one of its values, only those who manage the list may add one',
} as const;

/** The advanced research's messages. */
export const RESEARCH_MESSAGES = {
  tooManyCriteria: 'At most {max} criteria in one search',
  saved: 'The search has been saved',
  deleted: 'The saved search has been deleted',
  tooManySaved: 'You keep at most 50 saved searches: delete one first',
  notYours: 'Only the person who saved this search may delete it',
} as const;

/** The social wall's messages. */
export const WALL_MESSAGES = {
  textRequired: 'Please write something',
  postTooLong: 'A post is at most 700 characters',
  commentTooLong: 'A comment is at most 300 characters',
  tooManyPictures: 'A post has at most 4 pictures',
  reasonRequired: 'Please say why',
  unknownMention: 'A person mentioned is not in the firm',
  unknownPicture: 'A picture is missing: upload it again',
  posted: 'Your post is on the wall',
  postUpdated: 'Your post has been updated',
  postDeleted: 'The post has been deleted',
  commented: 'Your comment has been added',
  commentUpdated: 'Your comment has been updated',
  commentDeleted: 'The comment has been deleted',
  postHidden: 'This post is hidden: it can no longer be commented on',
  hidden: 'The post is hidden from the wall',
  alreadyHidden: 'This post is already hidden',
  reported: 'Thank you: the post has been reported to the administrators',
  alreadyReported: 'You have already reported this post',
  liked: 'Liked',
  unliked: 'Like removed',
  firmPostReadOnly: 'A post of the firm cannot be edited',
  tooManyPosts: `At most ${WALL_POSTS_PER_HOUR_MAX} posts an hour: please try again later`,
  tooManyComments: `At most ${WALL_COMMENTS_PER_HOUR_MAX} comments an hour: please try again later`,
  tooManyMentions: `At most ${WALL_MENTIONS_PER_HOUR_MAX} mentions an hour: please try again later`,
} as const;

/** Staffing's messages: assignments and the availability they leave. */
export const STAFFING_MESSAGES = {
  endBeforeStart: 'The end date is before the start date',
  allocationRange: 'The allocation is a whole percentage from 1 to 100',
  unknownPerson: 'Unknown person',
  unknownCredential: 'Unknown credential',
  overbooked:
    'Confirmed assignments would take more than 100 % of this person: {allocation} % already on {client} from {start} to {end}',
  externalIdTaken: 'This external id is already used by another assignment',
  notTheirLeader:
    'Only the CSO, holders of "assignments update" and their group leaders write a person’s assignments',
  overbookedOpen:
    'Confirmed assignments would take more than 100 % of this person: {allocation} % already on {client} from {start}, open-ended',
  clientUnknown: 'This client is not in the firm’s list of clients',
  importDuplicate: 'This external id is already on an earlier line',
  importColumnsMissing:
    'The first line must name the columns, among them external_id, email, client, start_date and allocation',
} as const;

/** API tokens' messages (the Integrations screen and a person's own tokens). */
export const TOKEN_MESSAGES = {
  scopeNotForKind: 'This kind of token cannot hold one of these scopes',
  expiryPast: 'The expiry must be after today',
  expiryTooFar: 'A token expires within a year',
  created: 'The token has been created: copy its secret now, it will not be shown again',
  revoked: 'The token has been revoked: it no longer opens Atrium',
  alreadyRevoked: 'This token has already been revoked',
} as const;

/** The notifications' messages. */
export const NOTIFICATION_MESSAGES = {
  read: 'Marked as read',
  allRead: 'All notifications are marked as read',
} as const;

/** The firm's CV templates (issue 49): upload checks name the line and the placeholder. */
export const CV_TEMPLATE_MESSAGES = {
  fileMissing: 'Please choose a Word template (.docx)',
  tooLarge: 'A template must be at most 10 MB',
  notDocx: 'This file is not a Word document: save it from Word as .docx',
  macros: 'This document holds macros (.docm): save it from Word as a Word document (.docx), without macros',
  broken: 'This Word file could not be read: open it in Word and save it again',
  unknownPlaceholder: 'Line {line}: Atrium does not know the placeholder {placeholder}',
  outsideLoop: 'Line {line}: {placeholder} belongs inside its loop ({loop})',
  unclosedLoop: 'Line {line}: the loop {placeholder} is never closed',
  unopenedClose: 'Line {line}: {placeholder} closes no open loop',
  unclosedBrace: 'Line {line}: a placeholder has no closing brace: {placeholder}',
  notLoop: 'Line {line}: {placeholder} is misused: only a loop or a condition opens with # and closes with /',
  uploaded: 'The template has been uploaded: preview it, then publish it',
  versionUploaded: 'A new version has been uploaded: preview it, then publish it',
  published: 'The template has been published: CVs are now made with this version',
  defaultSet: 'This template is now the default for its language',
  defaultCleared: 'This template is no longer the default',
  notPublished: 'Publish the template before making it the default',
  unpublished: 'This template has no published version yet',
  wrongLanguage: 'This template is for CVs in another language',
  pdfUnavailable: 'PDF cannot be made from the firm’s templates on this server: download Word instead',
  pdfFailed: 'The PDF could not be made from this template: download Word instead',
} as const;

type InArea<Area extends string, Texts extends Record<string, string>> = {
  [Key in keyof Texts & string as `${Area}.${Key}`]: Texts[Key];
};

const inArea = <Area extends string, Texts extends Record<string, string>>(area: Area, texts: Texts) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${area}.${key}`, text])) as InArea<
    Area,
    Texts
  >;

/**
 * Every area's messages, each after its area's name (`credentials.fileType`, `groups.rule.…`). The
 * web learns them with its signed-in screens: the sign-in page needs only the platform's.
 */
export const AREA_MESSAGES = {
  ...inArea('people', PEOPLE_MESSAGES),
  ...inArea('groups', GROUP_MESSAGES),
  ...inArea('groups.rule', GROUP_RULE_MESSAGES),
  ...inArea('solutions', SOLUTION_MESSAGES),
  ...inArea('credentials', CREDENTIAL_MESSAGES),
  ...inArea('files', FILE_MESSAGES),
  ...inArea('newcomers', NEWCOMER_MESSAGES),
  ...inArea('import', IMPORT_MESSAGES),
  ...inArea('mail', MAIL_MESSAGES),
  ...inArea('campaigns', CAMPAIGN_MESSAGES),
  ...inArea('completion', COMPLETION_MESSAGES),
  ...inArea('mentorship', MENTORSHIP_MESSAGES),
  ...inArea('tags', TAG_MESSAGES),
  ...inArea('news', NEWS_MESSAGES),
  ...inArea('feedback', FEEDBACK_MESSAGES),
  ...inArea('wall', WALL_MESSAGES),
  ...inArea('notifications', NOTIFICATION_MESSAGES),
  ...inArea('toolbox', TOOLBOX_MESSAGES),
  ...inArea('tenders', TENDER_MESSAGES),
  ...inArea('research', RESEARCH_MESSAGES),
  ...inArea('staffing', STAFFING_MESSAGES),
  ...inArea('tokens', TOKEN_MESSAGES),
  ...inArea('cvTemplates', CV_TEMPLATE_MESSAGES),
} as const;

/**
 * Every message the server puts in `msg` or `errors`, under one key across areas: the platform's
 * as they are (`forbidden`), an area's after its name. The web shows each in the interface
 * language from `server.{key}` of its catalogues. A text with `{placeholders}` is sent filled in;
 * the web recognises it from this template.
 */
export const SERVER_MESSAGES = { ...MESSAGES, ...AREA_MESSAGES } as const;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

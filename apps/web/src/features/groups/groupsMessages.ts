import { GROUP_MESSAGES, GROUP_RULE_MESSAGES, type GroupRuleKey } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The group rules' messages: the contract's text under `groups.rule.{key}`, so the dialog says
 * exactly what the server would, in the interface language.
 */
export function groupRuleMessage(key: GroupRuleKey): MessageDescriptor {
  return { id: `groups.rule.${key}`, defaultMessage: GROUP_RULE_MESSAGES[key] };
}

/** The server's answers to following and unfollowing, shown in the interface language. */
export const followMessages = {
  followed: { id: 'groups.follow.followed', defaultMessage: GROUP_MESSAGES.followed },
  unfollowed: { id: 'groups.follow.unfollowed', defaultMessage: GROUP_MESSAGES.unfollowed },
} satisfies Record<string, MessageDescriptor>;

export const groupsMessages = {
  count: defineMessage<{ label: string; count: number }>({
    id: 'groups.tab.count',
    defaultMessage: '{label} ({count, number})',
  }),
  /** The group's `active_members`, the figure the managing tools show as well. */
  activeMembersCount: defineMessage<{ count: number }>({
    id: 'groups.card.activeMembers',
    defaultMessage: '{count, plural, one {# active member} other {# active members}}',
  }),
  ledBy: defineMessage<{ names: string }>({ id: 'groups.card.ledBy', defaultMessage: 'Led by {names}' }),
  confirmDeleteBody: defineMessage<{ name: string }>({
    id: 'groups.delete.body',
    defaultMessage: '“{name}” and the places of its people will be deleted. This cannot be undone.',
  }),
  manDaysValue: defineMessage<{ count: number }>({
    id: 'groups.page.manDaysValue',
    defaultMessage: '{count, plural, one {# man-day} other {# man-days}}',
  }),
  ...defineMessages({
    title: { id: 'groups.title', defaultMessage: 'Teams and guilds' },
    intro: {
      id: 'groups.intro',
      defaultMessage:
        'Teams and squads deliver; chapters and guilds bring people together across them. Follow a chapter or a guild to join it.',
    },
    search: { id: 'groups.search', defaultMessage: 'Search groups' },
    searchPeople: { id: 'groups.searchPeople', defaultMessage: 'Search people by name' },
    newGroup: { id: 'groups.new', defaultMessage: 'New group' },
    tabAll: { id: 'groups.tab.all', defaultMessage: 'All' },
    tabTeams: { id: 'groups.tab.team', defaultMessage: 'Teams' },
    tabSquads: { id: 'groups.tab.squad', defaultMessage: 'Squads' },
    tabChapters: { id: 'groups.tab.chapter', defaultMessage: 'Chapters' },
    tabGuilds: { id: 'groups.tab.guild', defaultMessage: 'Guilds' },
    tabWithoutTeam: { id: 'groups.tab.withoutTeam', defaultMessage: 'Without team' },
    tabWithoutGuild: { id: 'groups.tab.withoutGuild', defaultMessage: 'Without guild' },
    withoutTeamHelp: {
      id: 'groups.withoutTeam.help',
      defaultMessage:
        'People who lead, steer or actively work in no team or squad. Following one does not count.',
    },
    withoutGuildHelp: {
      id: 'groups.withoutGuild.help',
      defaultMessage: 'People who have no place in any guild, not even as a follower.',
    },
    noGroups: {
      id: 'groups.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    leaders: { id: 'groups.field.leaders', defaultMessage: 'Leaders' },
    steerco: { id: 'groups.field.steerco', defaultMessage: 'Steerco members' },
    activeMembers: { id: 'groups.field.activeMembers', defaultMessage: 'Active members' },
    /** The page's members who neither lead nor steer: the headline count (`active_members`) counts all. */
    membersPlace: { id: 'groups.page.members', defaultMessage: 'Members' },
    followers: { id: 'groups.field.followers', defaultMessage: 'Followers' },
    type: { id: 'groups.field.type', defaultMessage: 'Type' },
    name: { id: 'groups.field.name', defaultMessage: 'Name' },
    codeName: { id: 'groups.field.codeName', defaultMessage: 'Code name' },
    description: { id: 'groups.field.description', defaultMessage: 'Description' },
    solutions: { id: 'groups.field.solutions', defaultMessage: 'Solutions' },
    deliverables: { id: 'groups.field.deliverables', defaultMessage: 'Deliverables' },
    salesPitch: { id: 'groups.field.salesPitch', defaultMessage: 'Sales pitch' },
    expectedResults: { id: 'groups.field.expectedResults', defaultMessage: 'Expected results' },
    addedValue: { id: 'groups.field.addedValue', defaultMessage: 'Added value' },
    manDays: { id: 'groups.field.manDays', defaultMessage: 'Man-days' },
    estimatedCost: { id: 'groups.field.estimatedCost', defaultMessage: 'Estimated cost (€)' },
    targetMarkets: { id: 'groups.field.targetMarkets', defaultMessage: 'Target markets' },
    assets: { id: 'groups.field.assets', defaultMessage: 'Assets' },
    assetsHelp: {
      id: 'groups.field.assetsHelp',
      defaultMessage:
        'Links to decks and documents kept elsewhere; upload files on the group’s page, under Files.',
    },
    assetLabel: { id: 'groups.field.assetLabel', defaultMessage: 'Label' },
    assetUrl: { id: 'groups.field.assetUrl', defaultMessage: 'Address (https://…)' },
    addAsset: { id: 'groups.field.addAsset', defaultMessage: 'Add a link' },
    removeAsset: { id: 'groups.field.removeAsset', defaultMessage: 'Remove this link' },
    confirmRemoveFile: {
      id: 'groups.removeFile.body',
      defaultMessage: '“{name}” will be removed from the group. This cannot be undone.',
    },
    listHelp: { id: 'groups.field.listHelp', defaultMessage: 'Type and press Enter to add' },
    peopleSection: { id: 'groups.section.people', defaultMessage: 'People' },
    offerSection: { id: 'groups.section.offer', defaultMessage: 'Offer' },
    createTitle: { id: 'groups.dialog.createTitle', defaultMessage: 'New generic team' },
    updateTitle: { id: 'groups.dialog.updateTitle', defaultMessage: 'Update the generic team' },
    edit: { id: 'groups.page.edit', defaultMessage: 'Edit' },
    delete: { id: 'groups.page.delete', defaultMessage: 'Delete' },
    deleteTitle: { id: 'groups.delete.title', defaultMessage: 'Delete this group?' },
    follow: { id: 'groups.page.follow', defaultMessage: 'Follow' },
    unfollow: { id: 'groups.page.unfollow', defaultMessage: 'Stop following' },
    backToList: { id: 'groups.page.back', defaultMessage: 'All teams and guilds' },
    notFound: { id: 'groups.page.notFound', defaultMessage: 'This group does not exist or was deleted.' },
    nobody: { id: 'groups.page.nobody', defaultMessage: 'Nobody yet' },
    unconfirmed: { id: 'groups.page.unconfirmed', defaultMessage: 'Awaiting confirmation' },
    unconfirmedHelp: {
      id: 'groups.page.unconfirmedHelp',
      defaultMessage:
        'A leader gave this place: it counts for the leaders (resumes, reminders, leader tool) once someone who manages groups confirms it.',
    },
    confirmPlace: { id: 'groups.page.confirmPlace', defaultMessage: 'Confirm' },
  }),
};

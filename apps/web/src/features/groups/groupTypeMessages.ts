import type { GroupType } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import { groupsMessages } from './groupsMessages';

/** The name of one group of each type, and the tab listing them. */
export const GROUP_TYPE_LABEL: Record<GroupType, MessageDescriptor> = {
  team: groupsMessages.typeTeam,
  squad: groupsMessages.typeSquad,
  chapter: groupsMessages.typeChapter,
  guild: groupsMessages.typeGuild,
};

export const GROUP_TYPE_TAB: Record<GroupType, MessageDescriptor> = {
  team: groupsMessages.tabTeams,
  squad: groupsMessages.tabSquads,
  chapter: groupsMessages.tabChapters,
  guild: groupsMessages.tabGuilds,
};

import type { GroupType } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import { groupsMessages } from './groupsMessages';

export { GROUP_TYPE_LABEL } from '../../i18n/groupTypeLabels';

/** The tab listing the groups of each type. */
export const GROUP_TYPE_TAB: Record<GroupType, MessageDescriptor> = {
  team: groupsMessages.tabTeams,
  squad: groupsMessages.tabSquads,
  chapter: groupsMessages.tabChapters,
  guild: groupsMessages.tabGuilds,
};

import type { GroupType } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The name of one group of each type, in the reader's language: wherever a group's type is shown
 * (its page and card, a profile's groups, research), never the stored value ('guild').
 */
export const GROUP_TYPE_LABEL: Record<GroupType, MessageDescriptor> = defineMessages({
  team: { id: 'groups.type.team', defaultMessage: 'Team' },
  squad: { id: 'groups.type.squad', defaultMessage: 'Squad' },
  chapter: { id: 'groups.type.chapter', defaultMessage: 'Chapter' },
  guild: { id: 'groups.type.guild', defaultMessage: 'Guild' },
});

import type { SkillMatrixLevel } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const skillsMatrixMessages = {
  holders: defineMessage<{ count: number }>({
    id: 'groups.matrix.holders',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
  }),
  ...defineMessages({
    tab: { id: 'groups.matrix.tab', defaultMessage: 'Skills matrix' },
    peopleTab: { id: 'groups.matrix.peopleTab', defaultMessage: 'People' },
    tabsLabel: { id: 'groups.matrix.tabsLabel', defaultMessage: 'How to show the group’s people' },
    legend: { id: 'groups.matrix.legend', defaultMessage: 'Levels' },
    tableLabel: { id: 'groups.matrix.tableLabel', defaultMessage: 'Skills matrix of the group' },
    caption: {
      id: 'groups.matrix.caption',
      defaultMessage:
        'The group’s people, one per row, and their most common top skills, one per column, with each person’s level.',
    },
    person: { id: 'groups.matrix.person', defaultMessage: 'Person' },
    empty: {
      id: 'groups.matrix.empty',
      defaultMessage:
        'No one in this group lists top skills yet: the matrix fills as they edit their skills.',
    },
  }),
};

/** A person's level in a skill, as the legend, the tooltip and screen readers say it. */
export const skillLevelMessages: Record<SkillMatrixLevel, MessageDescriptor> = defineMessages({
  none: { id: 'groups.matrix.level.none', defaultMessage: 'Not listed' },
  learning: { id: 'groups.matrix.level.learning', defaultMessage: 'Wants to learn' },
  top: { id: 'groups.matrix.level.top', defaultMessage: 'Top skill' },
  mentor: { id: 'groups.matrix.level.mentor', defaultMessage: 'Top skill, can mentor' },
});

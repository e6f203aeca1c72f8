import type { CampaignStatus, MemberStatus, NewcomerStatus, PersonStatus } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The statuses as the screens name them, in one place: each screen that shows a status and the
 * audit log, which shows its changes, read the same words.
 */
export const newcomerStatusMessages = defineMessages({
  to_prepare: { id: 'newcomers.status.to_prepare', defaultMessage: 'To prepare' },
  link_sent: { id: 'newcomers.status.link_sent', defaultMessage: 'Link sent' },
  arrived: { id: 'newcomers.status.arrived', defaultMessage: 'Arrived' },
  left: { id: 'newcomers.status.left', defaultMessage: 'Left' },
}) satisfies Record<NewcomerStatus, MessageDescriptor>;

export const campaignStatusMessages = defineMessages({
  draft: { id: 'campaigns.status.draft', defaultMessage: 'Draft' },
  running: { id: 'campaigns.status.running', defaultMessage: 'Running' },
  paused: { id: 'campaigns.status.paused', defaultMessage: 'Paused' },
  finished: { id: 'campaigns.status.finished', defaultMessage: 'Finished' },
  cancelled: { id: 'campaigns.status.cancelled', defaultMessage: 'Cancelled' },
}) satisfies Record<CampaignStatus, MessageDescriptor>;

/** A person's account, as the profiles tool names it. */
export const personStatusMessages = defineMessages({
  active: { id: 'profilesTool.status.active', defaultMessage: 'Active' },
  newcomer: { id: 'profilesTool.status.newcomer', defaultMessage: 'Newcomer' },
  left: { id: 'profilesTool.status.left', defaultMessage: 'Deactivated' },
}) satisfies Record<PersonStatus, MessageDescriptor>;

/** A group member's place, as a profile names it ("Member", "Follower"). */
export const memberStatusMessages = defineMessages({
  active: { id: 'people.group.member', defaultMessage: 'Member' },
  follower: { id: 'people.group.follower', defaultMessage: 'Follower' },
}) satisfies Record<MemberStatus, MessageDescriptor>;

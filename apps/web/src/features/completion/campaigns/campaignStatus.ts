import type { ChipProps } from '@mui/material/Chip';
import {
  CAMPAIGN_ENDED_STATUSES,
  type Campaign,
  type CampaignStatus,
  type CampaignTotals,
} from '@atrium/contract';

export const STATUS_COLOR: Record<CampaignStatus, ChipProps['color']> = {
  draft: 'default',
  running: 'primary',
  paused: 'warning',
  finished: 'success',
  cancelled: 'default',
};

export const isEnded = (status: CampaignStatus): boolean =>
  (CAMPAIGN_ENDED_STATUSES as readonly CampaignStatus[]).includes(status);

/** Only a draft or a paused campaign may be changed (the contract's patch), and only with `_can.update`. */
export const canEdit = (campaign: Campaign & { _can: { update: boolean } }): boolean =>
  campaign._can.update && (campaign.status === 'draft' || campaign.status === 'paused');

export const canDelete = (campaign: Campaign & { _can: { delete: boolean } }): boolean =>
  campaign._can.delete && campaign.status === 'draft';

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = [
  'targeted',
  'sent',
  'opened',
  'completed',
] as const satisfies readonly (keyof CampaignTotals)[];

/** A step as a share of the people targeted, 0–100, rounded; 0 when nobody was targeted. */
export const shareOf = (count: number, totals: CampaignTotals): number =>
  totals.targeted > 0 ? Math.round((count / totals.targeted) * 100) : 0;

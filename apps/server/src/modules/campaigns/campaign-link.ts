import { createHmac } from 'node:crypto';
import { hashToken } from '../../platform/a12n/tokens.ts';

/**
 * The token of one person's link in one campaign: an HMAC of the pair under the server's secret,
 * so every mail of the campaign (first and reminders) carries the same link without the database
 * ever holding it; the database keeps its SHA-256 (`token_hash`), as for every other token. 256
 * bits nobody can guess or derive without the secret.
 */
export function campaignLinkToken(secret: string, campaignId: string, userId: string): string {
  return createHmac('sha256', secret).update(`campaign-link:${campaignId}:${userId}`).digest('base64url');
}

export const campaignLinkHash = (secret: string, campaignId: string, userId: string) =>
  hashToken(campaignLinkToken(secret, campaignId, userId));

/** The address the mails carry: it records the open, then leads to the profile (campaign-open.routes.ts). */
export const campaignLinkUrl = (origin: string, token: string) =>
  `${origin}/api/campaigns/open/${encodeURIComponent(token)}`;

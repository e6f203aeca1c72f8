import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  smartCampaignsObject,
  type Campaign,
  type CampaignFunnel,
  type CampaignMove,
  type CampaignPreview,
  type CampaignTarget,
} from '@atrium/contract';
import { c13sKey, c13sPath } from '../../../api/c13s';
import { http } from '../../../api/http';
import { useRefreshAfter } from '../../../api/mutations';

/** Where the campaigns are listed: a tab of the completion profiles' page. */
export const CAMPAIGNS_LIST_PATH = '/completion-profiles?tab=campaigns';

export const campaignPath = (id: string): string => `/smart-campaign/${encodeURIComponent(id)}`;

/** How often a running campaign's figures are asked again: mails go out and links are opened meanwhile. */
export const RUNNING_REFRESH_MS = 30_000;

/** `GET …/smart_campaigns/{id}/funnel`, under the object's key so that every write refreshes it. */
export function useCampaignFunnel(id: string, running: boolean) {
  return useQuery({
    queryKey: [...c13sKey(smartCampaignsObject, 'view'), 'funnel', id],
    queryFn: ({ signal }) =>
      http.get<CampaignFunnel>(c13sPath(smartCampaignsObject, id, 'funnel'), { signal, notifyError: false }),
    refetchInterval: running ? RUNNING_REFRESH_MS : false,
  });
}

/**
 * `POST …/smart_campaigns/preview`: who `target` reaches today. Asked only for a target that says
 * what is missing (the server refuses any other); the last answer stays while the next is asked.
 */
export function useCampaignPreview(target: CampaignTarget | undefined) {
  return useQuery({
    queryKey: [...c13sKey(smartCampaignsObject, 'view'), 'preview', target],
    queryFn: ({ signal }) =>
      http.post<CampaignPreview>(
        c13sPath(smartCampaignsObject, 'preview'),
        { target },
        { signal, notifyError: false },
      ),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST …/smart_campaigns/{id}/{move}` → the campaign in its new status; a move its status does not
 * allow answers 409, which the http client shows.
 */
export function useCampaignMove() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: CampaignMove }) =>
      http.post<Campaign>(c13sPath(smartCampaignsObject, id, move), undefined),
    // The list, the page, its funnel and the status counts all change with the status.
    onSuccess: () => refresh('update', smartCampaignsObject),
  });
}

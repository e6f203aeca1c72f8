import {
  newcomersObject,
  restrictedAccessesObject,
  type MessageBody,
  type Newcomer,
  type RecordOf,
} from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { newcomersMessages } from './newcomersMessages';
import { useRefreshAfter } from '../../api/mutations';

type Link = RecordOf<typeof restrictedAccessesObject>;

/**
 * Revokes every link of the newcomer that still opens Atrium (a newer link revokes the older ones,
 * so there is at most one). The links are read when HR confirms, so none sent meanwhile is missed.
 */
async function revokeActiveLinks(newcomerId: string): Promise<void> {
  const params = new URLSearchParams({ user_id: newcomerId });
  const { data } = await http.get<{ data: Link[] }>(
    `${c13sPath(restrictedAccessesObject, 'search')}?${params}`,
  );
  for (const link of data.filter((link) => link.state === 'active')) {
    await http.post<MessageBody>(c13sPath(restrictedAccessesObject, link.id, 'revoke'), undefined);
  }
}

/** "Revoke link" on a newcomer whose link was sent, asking first: the link stops working at once. */
export function RevokeLinkButton({
  newcomer,
}: {
  newcomer: Pick<Newcomer, 'id' | 'first_name' | 'last_name'>;
}) {
  const refresh = useRefreshAfter();
  const revoke = useMutation({
    mutationFn: () => revokeActiveLinks(newcomer.id),
    // The newcomer goes back to 'to prepare'.
    onSuccess: () => refresh('update', restrictedAccessesObject, [newcomersObject]),
  });
  return (
    <ConfirmedActionButton
      size="small"
      label={<FormattedMessage {...newcomersMessages.revokeLink} />}
      title={
        <FormattedMessage
          {...newcomersMessages.revokeLinkTitle}
          values={{ name: `${newcomer.first_name} ${newcomer.last_name}` }}
        />
      }
      body={<FormattedMessage {...newcomersMessages.revokeLinkBody} />}
      busyLabel={<FormattedMessage {...newcomersMessages.revokingLink} />}
      onConfirm={() => revoke.mutateAsync()}
    />
  );
}

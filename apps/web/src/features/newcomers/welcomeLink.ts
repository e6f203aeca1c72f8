import { newcomersObject, type MessageBody } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';

/** Mails a newcomer a new welcome link (`POST …/newcomers/{id}/link`); an earlier one stops working. */
export function useSendWelcomeLink() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => http.post<MessageBody>(c13sPath(newcomersObject, id, 'link'), undefined),
    // The newcomer moves to 'link sent'.
    onSuccess: () => refresh('update', newcomersObject),
  });
}

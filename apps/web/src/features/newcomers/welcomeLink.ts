import { newcomersObject, type MessageBody } from '@atrium/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

/** Mails a newcomer a new welcome link (`POST …/newcomers/{id}/link`); an earlier one stops working. */
export function useSendWelcomeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<MessageBody>(c13sPath(newcomersObject, id, 'link'), undefined),
    // The newcomer moves to 'link sent'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: c13sKey(newcomersObject) }),
  });
}

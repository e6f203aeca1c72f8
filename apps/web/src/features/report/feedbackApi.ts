import { useMutation } from '@tanstack/react-query';
import { reportObject, type MessageBody, type RecordOf, type ReportReplyInput } from '@atrium/contract';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';

export type ReportRecord = RecordOf<typeof reportObject>;

/** `POST …/report/{id}/reply`: the author reads it and gets it by mail. */
export function useReplyToReport() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string } & ReportReplyInput) =>
      http.post<MessageBody>(c13sPath(reportObject, id, 'reply'), { reply }),
    onSuccess: () => refresh('update', reportObject),
  });
}

import { useMutation } from '@tanstack/react-query';
import {
  bidsObject,
  type BidPackInput,
  type TenderReading,
  type TenderRole,
  type TenderTeam,
} from '@atrium/contract';
import { c13sPath } from '../../api/c13s';
import { download } from '../../api/download';
import { http } from '../../api/http';
import { upload } from '../../api/upload';

/** `POST …/tenders/bids/read`, or `…/read/file` with a dropped .docx or .pdf: the roles for review. */
export function useTenderReading() {
  return useMutation({
    mutationFn: (source: { text: string } | { file: File }) => {
      if ('text' in source)
        return http.post<TenderReading>(c13sPath(bidsObject, 'read'), source, { notifySuccess: false });
      const form = new FormData();
      form.append('file', source.file, source.file.name);
      return upload<TenderReading>(c13sPath(bidsObject, 'read', 'file'), form, { notifySuccess: false });
    },
  });
}

/** `POST …/tenders/bids/team`: the best person per place, with reasons and runner-ups. */
export function useTenderTeam() {
  return useMutation({
    mutationFn: (roles: TenderRole[]) =>
      http.post<TenderTeam>(c13sPath(bidsObject, 'team'), { roles }, { notifySuccess: false }),
  });
}

/** `POST …/tenders/bids/{id}/pack`: the Word document or the zip of PDFs, saved under the server's name. */
export function downloadPack(bidId: string, input: BidPackInput) {
  return download(c13sPath(bidsObject, bidId, 'pack'), {
    method: 'POST',
    body: input,
    fallbackName: `bid.${input.format}`,
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  Draft,
  DraftInput,
  DraftPayload,
  StaffingInput,
  StaffingResult,
  TailoredInput,
  TailoredProposal,
  ToolboxStatus,
} from '@atrium/contract';
import { C13S_BASE } from '../../api/c13s';
import { http } from '../../api/http';

const base = `${C13S_BASE}/ai_toolbox`;

/** Whether drafts are offered (a language model is configured), and for administrators, which. */
export function useToolboxStatus() {
  return useQuery({
    queryKey: ['ai_toolbox', 'status'],
    queryFn: ({ signal }) => http.get<ToolboxStatus>(`${base}/status`, { signal }),
    staleTime: Infinity,
  });
}

/** `POST …/ai_toolbox/staffing`: the terms understood and who, ranked. */
export function useStaffing() {
  return useMutation({
    mutationFn: (input: StaffingInput) =>
      http.post<StaffingResult>(`${base}/staffing`, input, { notifySuccess: false }),
  });
}

/** `POST …/ai_toolbox/tailored`: what of a profile matters for the need. */
export function useTailoredProposal() {
  return useMutation({
    mutationFn: (input: TailoredInput) =>
      http.post<TailoredProposal>(`${base}/tailored`, input, { notifySuccess: false }),
  });
}

export function useDraftPayload() {
  return useMutation({
    mutationFn: (input: DraftInput) =>
      http.post<DraftPayload>(`${base}/drafts/payload`, input, { notifySuccess: false }),
  });
}

export function useDraft() {
  return useMutation({
    mutationFn: (input: DraftInput) => http.post<Draft>(`${base}/drafts`, input, { notifySuccess: false }),
  });
}

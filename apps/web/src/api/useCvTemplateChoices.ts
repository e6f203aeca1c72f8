import { useQuery } from '@tanstack/react-query';
import type { CvTemplateChoice } from '@atrium/contract';
import { usePermissions } from './usePermissions';
import { http } from './http';

/** `GET …/admin/cv_templates/choices`: what every CV download offers. */
export type CvTemplateChoices = { data: CvTemplateChoice[]; pdf_available: boolean };

export const CV_TEMPLATES_PATH = '/api/c13s/v2/admin/cv_templates';
/** The cache key of the firm's templates: their screen's writes refresh the choices too. */
export const CV_TEMPLATES_KEY = ['admin', 'cv_templates'] as const;

/** The firm's published CV templates, for the Layout select beside every CV download. */
export function useCvTemplateChoices() {
  const { can } = usePermissions();
  return useQuery<CvTemplateChoices>({
    queryKey: [...CV_TEMPLATES_KEY, 'choices'],
    queryFn: ({ signal }) => http.get<CvTemplateChoices>(`${CV_TEMPLATES_PATH}/choices`, { signal }),
    enabled: can('resume', 'read'),
    staleTime: 60_000,
  });
}

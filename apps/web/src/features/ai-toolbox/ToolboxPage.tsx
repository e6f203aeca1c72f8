import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOOLBOX_TYPES, type ToolboxType } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePermissions } from '../../api/usePermissions';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { TabbedPanel } from '../../layout/TabbedPanel';
import { AiInfoPanel } from './AiInfoPanel';
import { DraftsTab } from './DraftsTab';
import { StaffingTab } from './StaffingTab';
import { TailoredTab } from './TailoredTab';
import { useToolboxStatus } from './toolboxApi';
import { toolboxMessages } from './toolboxMessages';
import { toolboxPath } from './toolboxPaths';
import { useMayTailor } from './useMayTailor';

const TAB_LABELS = {
  staffing: toolboxMessages.tabStaffing,
  tailored: toolboxMessages.tabTailored,
  drafts: toolboxMessages.tabDrafts,
} satisfies Record<ToolboxType, unknown>;
const isType = (value: string | undefined): value is ToolboxType =>
  (TOOLBOX_TYPES as readonly (string | undefined)[]).includes(value);

/** `/ai-toolbox/{type}`: staffing, the tailored CV and, when a language model is configured, drafts. */
export function ToolboxPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The menu's own route (`/ai-toolbox/staffing`) names no type: it is staffing.
  const { type = 'staffing' } = useParams();
  const status = useToolboxStatus();
  const { can, confirmed } = usePermissions();
  const mayTailor = useMayTailor();

  // A tailored CV's address waits for the server's permissions before sending anyone to staffing.
  if (status.isPending || (type === 'tailored' && !mayTailor && !confirmed)) return <Spinner />;
  if (status.isError) return <LoadFailedAlert onRetry={() => void status.refetch()} />;
  // Drafts only with a model, the tailored CV only where the server makes it; an unknown type shows staffing.
  const types = TOOLBOX_TYPES.filter(
    (value) => (value !== 'drafts' || status.data.ai) && (value !== 'tailored' || mayTailor),
  );
  if (!isType(type) || !types.includes(type)) return <Navigate to={toolboxPath('staffing')} replace />;

  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...toolboxMessages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...toolboxMessages.intro} />
        </Typography>
      </Stack>
      <AiInfoPanel status={status.data} admin={can('permissions', 'update')} />
      <TabbedPanel
        label={intl.formatMessage(toolboxMessages.tabs)}
        tabs={types.map((value) => ({ value, label: intl.formatMessage(TAB_LABELS[value]) }))}
        value={type}
        onChange={(next) => void navigate(toolboxPath(next))}
      >
        {type === 'staffing' ? <StaffingTab /> : type === 'tailored' ? <TailoredTab /> : <DraftsTab />}
      </TabbedPanel>
    </Stack>
  );
}

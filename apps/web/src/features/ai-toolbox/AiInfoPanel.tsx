import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ToolboxStatus } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { toolboxMessages } from './toolboxMessages';

/**
 * What administrators are told of the language model: where drafts go, which model, and which
 * fields each draft sends. Others see nothing of it (the server sends them no endpoint).
 */
export function AiInfoPanel({ status, admin }: { status: ToolboxStatus; admin: boolean }) {
  if (!admin) return null;
  if (!status.ai) {
    return (
      <Alert severity="info">
        <FormattedMessage {...toolboxMessages.aiOff} />
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      <Typography variant="subtitle2" component="h2">
        <FormattedMessage {...toolboxMessages.aiInfo} />
      </Typography>
      <Typography variant="body2">
        <FormattedMessage {...toolboxMessages.aiEndpoint} values={{ endpoint: status.endpoint ?? '' }} />
      </Typography>
      <Typography variant="body2">
        <FormattedMessage {...toolboxMessages.aiModel} values={{ model: status.model ?? '' }} />
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <FormattedMessage {...toolboxMessages.aiFields} />
      </Typography>
    </Alert>
  );
}

import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { EXPORT_FORMATS, type ExportFormat } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { completionMessages } from './completionMessages';

const LABELS = { csv: completionMessages.exportCsv, xlsx: completionMessages.exportXlsx } as const;

type Props = {
  /** Names what is exported, for a screen reader: 'Export rates by hub'. */
  label: string;
  onExport: (format: ExportFormat) => Promise<unknown>;
};

/** CSV and Excel, each busy while its file is made (the http client says why one fails). */
export function ExportButtons({ label, onExport }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState<ExportFormat>();
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await onExport(format);
    } catch {
      // Said by the http client's notification.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" role="group" aria-label={label}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          startIcon={<DownloadIcon />}
          loading={busy === format}
          loadingPosition="start"
          disabled={busy !== undefined && busy !== format}
          onClick={() => void run(format)}
          aria-label={`${label}: ${intl.formatMessage(LABELS[format])}`}
        >
          {intl.formatMessage(LABELS[format])}
        </Button>
      ))}
    </ButtonGroup>
  );
}

import { useEffect, useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { EXPORT_FORMATS, type AnyObjectDeclaration, type ExportFormat } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import type { QueryParams } from '../../api/httpClient';
import { downloadWithProgress, type DownloadProgress } from '../../api/streamedDownload';
import { formatFileSize } from '../../i18n/formatFileSize';
import { useLocale } from '../../i18n/useLocale';
import { exportMessages } from './exportMessages';

type Props = {
  /** The list's object; nothing is shown for one the contract does not declare exportable. */
  object: Pick<AnyObjectDeclaration, 'module' | 'object' | 'exportable'>;
  /** The list's search as it stands (text, filters, sort): the export is its whole result. */
  params: QueryParams;
};

/**
 * What to say of an export under way: rows of a CSV out of those announced (its lines but the
 * heading), else bytes (a workbook is a zip, whose rows cannot be counted as they come).
 */
function describe({ format, lines, bytes, total }: DownloadProgress & { format: ExportFormat }) {
  if (format === 'csv' && total !== undefined && bytes > 0)
    return { kind: 'rows', rows: Math.min(Math.max(0, lines - 1), total), total } as const;
  return { kind: 'bytes', bytes } as const;
}

/**
 * Export the whole filtered list (not the page) as CSV or Excel: what has arrived shows in a
 * snackbar as it arrives (rows of a CSV, bytes of a workbook), and the export can be cancelled.
 */
export function ExportMenu({ object, params }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<DownloadProgress & { format: ExportFormat }>();
  const running = useRef<AbortController | null>(null);
  // A page left mid-export stops it.
  useEffect(() => () => running.current?.abort(), []);
  if (!object.exportable) return null;

  const start = async (format: ExportFormat) => {
    setAnchor(null);
    const controller = new AbortController();
    running.current = controller;
    setProgress({ format, bytes: 0, lines: 0, total: undefined });
    try {
      await downloadWithProgress(c13sPath(object, 'export'), {
        query: { ...params, format, lang: language },
        signal: controller.signal,
        fallbackName: `${object.object}.${format}`,
        onProgress: (next) => setProgress({ ...next, format }),
      });
    } catch {
      // Cancelled, or said by the http client's notification.
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(undefined);
    }
  };

  const shown = progress && describe(progress);
  const message = !shown
    ? ''
    : shown.kind === 'rows'
      ? intl.formatMessage(exportMessages.rows, { rows: shown.rows, total: shown.total })
      : shown.bytes > 0
        ? intl.formatMessage(exportMessages.bytes, { size: formatFileSize(shown.bytes, language) })
        : intl.formatMessage(exportMessages.starting);
  const percent = shown?.kind === 'rows' && shown.total > 0 ? (100 * shown.rows) / shown.total : undefined;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={progress !== undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormattedMessage {...exportMessages.open} />
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': intl.formatMessage(exportMessages.menu) } }}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void start(format)}>
            {intl.formatMessage(exportMessages[format])}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={progress !== undefined}
        message={
          <Stack spacing={1} sx={{ minWidth: 240 }} role="status">
            <span>{message}</span>
            <LinearProgress
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent ?? 0}
              aria-label={message}
            />
          </Stack>
        }
        action={
          <Button color="inherit" size="small" onClick={() => running.current?.abort()}>
            <FormattedMessage {...exportMessages.cancel} />
          </Button>
        }
      />
    </>
  );
}

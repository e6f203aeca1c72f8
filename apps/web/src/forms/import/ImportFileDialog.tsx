import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { IMPORT_ACTIONS, IMPORT_REPORT_LINES_MAX, type ImportReport } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { download } from '../../api/download';
import { isCancelled, upload } from '../../api/upload';
import { UploadProgress } from '../UploadProgress';
import { useUpload } from '../useUpload';
import { failureText } from '../../i18n/serverMessage';
import { importMessages } from './importMessages';
import { importOutcome } from './importOutcome';

const ROWS_SHOWN = 10;
/** Refused rows first: they are what needs a look before importing. */
const ORDER = { refused: 0, create: 1, update: 2, unchanged: 3 } as const;

/** What differs between the firm's imports: the file they take and the words of what they make. */
export type ImportWords = {
  title: MessageDescriptor;
  help: MessageDescriptor;
  /** 'Import {count} people'. */
  apply: MessageDescriptor;
  /** 'New person'. */
  createRow: MessageDescriptor;
};

type Props = {
  /**
   * The import route (`POST …/import?apply=`), answering an ImportReport; its full report, every
   * line as a file, is `POST {path}/report`.
   */
  path: string;
  words: ImportWords;
  /** Refreshes what the import changed, once it is written. */
  onApplied: () => Promise<void>;
  onClose: () => void;
};

/**
 * Bringing a file of the firm's other tools in (the HR system's people, the resource-planning
 * tool's assignments; CSV or Excel): a dry run shows what each row would do and why a row is
 * refused; importing then writes it all at once.
 */
export function ImportFileDialog({ path, words, onApplied, onClose }: Props) {
  const intl = useIntl();
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const sending = useUpload();

  /** Every line of the dry run, as a CSV file in the reader's language: the answer lists 200 of each kind. */
  const downloadReport = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setDownloading(true);
    try {
      await download(`${path}/report`, {
        method: 'POST',
        body,
        query: { format: 'csv', lang: intl.locale.startsWith('fr') ? 'fr' : 'en' },
        fallbackName: 'import-report.csv',
      });
    } catch {
      // The failure is notified as any call's is.
    } finally {
      setDownloading(false);
    }
  };

  const send = async (apply: boolean) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await sending.track(file, (tracking) =>
        upload<ImportReport>(path, body, {
          query: { apply: apply ? 'true' : undefined },
          notifyError: false,
          notifySuccess: apply,
          tracking,
        }),
      );
      setReport(answer);
      setPage(0);
      if (apply) {
        await onApplied();
        onClose();
      }
    } catch (error) {
      // Cancelled, the file is as it was before being sent: nothing to say.
      if (!isCancelled(error)) setFailure(failureText(intl, error));
    } finally {
      setBusy(false);
    }
  };

  const rows = [...(report?.lines ?? [])].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row);
  const toWrite = report ? report.counts.create + report.counts.update : 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">
        <FormattedMessage {...words.title} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            <FormattedMessage {...words.help} />
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              disabled={busy}
            >
              <FormattedMessage {...importMessages.choose} />
              <input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                hidden
                data-testid="import-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setReport(undefined);
                  setFailure(undefined);
                }}
              />
            </Button>
            <Typography>{file?.name}</Typography>
          </Stack>
          {failure && <Alert severity="error">{failure}</Alert>}
          {report && (
            <>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="status">
                {IMPORT_ACTIONS.map((action) => (
                  <Chip
                    key={action}
                    color={action === 'refused' && report.counts.refused > 0 ? 'warning' : 'default'}
                    label={intl.formatMessage(importMessages[action], { count: report.counts[action] })}
                  />
                ))}
              </Stack>
              {report.truncated && (
                <Alert
                  severity="info"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      startIcon={<DownloadOutlinedIcon />}
                      loading={downloading}
                      disabled={busy}
                      onClick={() => void downloadReport()}
                    >
                      <FormattedMessage {...importMessages.downloadReport} />
                    </Button>
                  }
                >
                  <FormattedMessage {...importMessages.truncated} values={{ max: IMPORT_REPORT_LINES_MAX }} />
                </Alert>
              )}
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage {...importMessages.row} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage {...importMessages.email} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage {...importMessages.outcome} />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.slice(page * ROWS_SHOWN, (page + 1) * ROWS_SHOWN).map((line) => (
                    <TableRow key={line.row}>
                      <TableCell>{line.row}</TableCell>
                      <TableCell>{line.email || '—'}</TableCell>
                      <TableCell>{importOutcome(intl, line, words.createRow)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {rows.length > ROWS_SHOWN && (
                <TablePagination
                  component="div"
                  count={rows.length}
                  page={page}
                  rowsPerPage={ROWS_SHOWN}
                  rowsPerPageOptions={[ROWS_SHOWN]}
                  onPageChange={(_, next) => setPage(next)}
                />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <UploadProgress upload={sending} />
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage {...importMessages.cancel} />
        </Button>
        {report ? (
          <Button variant="contained" onClick={() => void send(true)} loading={busy} disabled={toWrite === 0}>
            <FormattedMessage {...words.apply} values={{ count: toWrite }} />
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void send(false)} loading={busy} disabled={!file}>
            <FormattedMessage {...importMessages.check} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { RESUME_FORMATS, RESUME_ZIP_MAX, type ResumeFormat } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useResumeDownload } from '../../api/useResumeDownload';
import { useResumeLayout } from '../../forms/useResumeLayout';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

const FORMAT_NAMES: Record<ResumeFormat, string> = { pdf: 'PDF', docx: 'Word' };

/** The chosen people's resumes in one zip, as PDF or Word; at most a hundred at once. */
export function DownloadResumesButton({ people }: { people: readonly string[] }) {
  const intl = useIntl();
  const files = useResumeDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const layout = useResumeLayout();
  const tooMany = people.length > RESUME_ZIP_MAX;
  return (
    <>
      {layout.select}
      <Button
        variant="outlined"
        size="small"
        disabled={tooMany || files.busy !== undefined}
        title={
          tooMany ? intl.formatMessage(countedMessages.tooManyResumes, { max: RESUME_ZIP_MAX }) : undefined
        }
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormattedMessage {...(files.busy ? messages.downloading : messages.downloadResumes)} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {RESUME_FORMATS.map((format) => (
          <MenuItem
            key={format}
            disabled={format === 'pdf' && layout.pdfBlocked}
            title={format === 'pdf' && layout.pdfBlocked ? layout.pdfBlockedText : undefined}
            onClick={() => {
              setAnchor(null);
              void files.zip({ user_ids: [...people], format, templates: layout.templates });
            }}
          >
            {intl.formatMessage(countedMessages.asFormat, { format: FORMAT_NAMES[format] })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { GROUP_LIMITS } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { groupsMessages } from './groupsMessages';

type Asset = { label: string; url: string };
type Props = { value: Asset[]; onChange: (assets: Asset[]) => void; error?: string | undefined };

/** A group's assets: labelled links for now (files come with the shared file store). */
export function AssetsField({ value, onChange, error }: Props) {
  const intl = useIntl();
  const change = (index: number, asset: Asset) =>
    onChange(value.map((current, i) => (i === index ? asset : current)));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        <FormattedMessage {...groupsMessages.assets} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...groupsMessages.assetsHelp} />
      </Typography>
      {value.map((asset, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={intl.formatMessage(groupsMessages.assetLabel)}
            value={asset.label}
            onChange={(event) => change(index, { ...asset, label: event.target.value })}
            size="small"
            sx={{ flex: 1 }}
          />
          <TextField
            label={intl.formatMessage(groupsMessages.assetUrl)}
            value={asset.url}
            onChange={(event) => change(index, { ...asset, url: event.target.value })}
            size="small"
            type="url"
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={intl.formatMessage(groupsMessages.removeAsset)}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <div>
        <Button
          startIcon={<AddLinkIcon />}
          onClick={() => onChange([...value, { label: '', url: '' }])}
          disabled={value.length >= GROUP_LIMITS.assets}
        >
          <FormattedMessage {...groupsMessages.addAsset} />
        </Button>
      </div>
    </Stack>
  );
}

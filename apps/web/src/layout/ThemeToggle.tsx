import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { usersObject, type ThemeMode } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { useUpdate } from '../api/mutations';
import { useThemeMode } from '../theme/useThemeMode';
import { layoutMessages } from './layoutMessages';

/** Light/dark switch; the choice is kept on this device and in the person's record. */
export function ThemeToggle({ userId }: { userId: string | undefined }) {
  const intl = useIntl();
  const { mode, setMode } = useThemeMode();
  // A preference needs no "Updated successfully"; a failure is still shown.
  const update = useUpdate(usersObject, { notifySuccess: false });
  const label = intl.formatMessage(mode === 'dark' ? layoutMessages.toLight : layoutMessages.toDark);

  const toggle = () => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    setMode(next);
    if (userId) update.mutate({ id: userId, data: { theme: next } });
  };

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

import { useState, type ComponentProps } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useIntl } from 'react-intl';
import { a12nMessages } from './a12nMessages';
import { AuthTextField } from './AuthTextField';

type Props = Omit<ComponentProps<typeof AuthTextField>, 'type' | 'endAdornment'>;

/** A password input whose text can be shown, which spares retyping on a phone. */
export function PasswordField(props: Props) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage(visible ? a12nMessages.hidePassword : a12nMessages.showPassword);
  return (
    <AuthTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={toggleLabel} onClick={() => setVisible((value) => !value)} edge="end">
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

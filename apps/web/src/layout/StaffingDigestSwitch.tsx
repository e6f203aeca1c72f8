import Box from '@mui/material/Box';
import { usersObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { useUpdate } from '../api/mutations';
import { useSelf } from '../api/queries';
import { usePermissions } from '../api/usePermissions';
import { FlagSwitch } from './FlagSwitch';
import { notificationMessages } from './notificationMessages';

/**
 * A CSO's notification preference: the weekly mail of who rolls off in the next two weeks, on until
 * they turn it off. Nobody else gets that mail, so nobody else sees the switch.
 */
export function StaffingDigestSwitch() {
  const { roles } = usePermissions();
  const self = useSelf(usersObject, {}, { notifyError: false, enabled: roles.includes('CSO') });
  const update = useUpdate(usersObject);
  if (!roles.includes('CSO') || !self.data) return null;
  const me = self.data;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <FlagSwitch
        label={<FormattedMessage {...notificationMessages.staffingDigest} />}
        checked={me.staffing_digest}
        saving={update.isPending}
        onChange={(checked) => update.mutate({ id: me.id, data: { staffing_digest: checked } })}
      />
    </Box>
  );
}

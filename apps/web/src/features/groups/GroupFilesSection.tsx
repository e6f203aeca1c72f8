import Paper from '@mui/material/Paper';
import { groupsObject, type RecordOf } from '@atrium/contract';
import { StoredFilesSection } from '../../forms/files/StoredFilesSection';
import { groupFilesPath } from './groupsApi';
import { groupsMessages } from './groupsMessages';

/** The group's files: download for everyone, upload and remove for those who may edit the group. */
export function GroupFilesSection({ group }: { group: RecordOf<typeof groupsObject> }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <StoredFilesSection
        files={group.files}
        path={(...rest) => groupFilesPath(group.id, ...rest)}
        editable={group._can.update}
        object={groupsObject}
        removeBody={groupsMessages.confirmRemoveFile}
      />
    </Paper>
  );
}

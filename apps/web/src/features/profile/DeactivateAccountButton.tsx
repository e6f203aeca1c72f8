import { usersObject, type MessageBody, type User } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { accountMessages } from './accountMessages';
import { useRefreshAfter } from '../../api/mutations';

/**
 * "Deactivate account" on a colleague's profile, for holders of 'users update', asking first with
 * what happens. Once done the profile is no one's to see, so it goes back to Who's who.
 */
export function DeactivateAccountButton({
  person,
}: {
  person: Pick<User, 'id' | 'first_name' | 'last_name'>;
}) {
  const refresh = useRefreshAfter();
  const navigate = useNavigate();
  const deactivate = useMutation({
    mutationFn: () => http.post<MessageBody>(c13sPath(usersObject, person.id, 'deactivate'), undefined),
    onSuccess: async () => {
      await navigate('/who-s-who');
      // They leave search and pickers.
      await refresh('update', usersObject);
    },
  });
  return (
    <ConfirmedActionButton
      variant="outlined"
      label={<FormattedMessage {...accountMessages.deactivate} />}
      title={
        <FormattedMessage
          {...accountMessages.deactivateTitle}
          values={{ name: `${person.first_name} ${person.last_name}` }}
        />
      }
      body={<FormattedMessage {...accountMessages.deactivateBody} />}
      busyLabel={<FormattedMessage {...accountMessages.deactivating} />}
      onConfirm={() => deactivate.mutateAsync()}
    />
  );
}

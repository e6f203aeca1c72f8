import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiTokensObject,
  ApiTokenCreate,
  KIND_SCOPES,
  type ApiTokenCreated,
  type TokenKind,
  type TokenScope,
} from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';
import { formIssueKey } from '../../forms/formErrors';
import { FormDateField } from '../../forms/FormDateField';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField, useFieldErrorText } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps, setServerErrors } from '../../forms/recordForm';
import {
  integrationsMessages as messages,
  tokenKindMessages,
  tokenScopeMessages,
} from './integrationsMessages';
import { TokenSecretDialog } from './TokenSecretDialog';

type Values = { kind: TokenKind; name: string; scopes: TokenScope[]; expires_on: string };
const resolver = zodResolver(ApiTokenCreate, { error: formIssueKey });
/** A quarter: long enough for a script to be worth setting up, short enough to be renewed knowingly. */
const DEFAULT_DAYS = 90;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * "New token": its name, kind (among `kinds`), scopes and expiry; once made, its secret, shown
 * once. The Integrations screen offers SCIM and service tokens, a person's own page personal ones.
 */
export function NewTokenDialog({ kinds, onClose }: { kinds: readonly TokenKind[]; onClose: () => void }) {
  const intl = useIntl();
  const errorOf = useFieldErrorText();
  const refresh = useRefreshAfter();
  const [secret, setSecret] = useState<string>();
  const first = kinds[0]!;
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      kind: first,
      name: '',
      scopes: KIND_SCOPES[first].slice(0, 1),
      expires_on: inDays(DEFAULT_DAYS),
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  // Each kind has scopes of its own: changing it starts again from its first one.
  useEffect(() => setValue('scopes', KIND_SCOPES[kind].slice(0, 1)), [kind, setValue]);
  const create = useMutation({
    mutationFn: (values: Values) => http.post<ApiTokenCreated>(c13sPath(apiTokensObject), values),
    onSuccess: () => refresh('create', apiTokensObject),
  });
  const submit = handleSubmit(async (values) => {
    try {
      setSecret((await create.mutateAsync(values)).secret);
    } catch (failure) {
      setServerErrors(setError, failure, intl);
    }
  });

  if (secret) return <TokenSecretDialog secret={secret} onClose={onClose} />;
  return (
    <RecordDialog
      title={<FormattedMessage {...messages.newToken} />}
      size="sm"
      {...recordDialogProps(formState, submit, onClose)}
    >
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(messages.name)}
        helper={intl.formatMessage(messages.nameHelp)}
        required
        autoFocus
      />
      {kinds.length > 1 && (
        <FormSelectField
          control={control}
          name="kind"
          label={intl.formatMessage(messages.kind)}
          required
          options={kinds.map((value) => ({ value, label: intl.formatMessage(tokenKindMessages[value]) }))}
        />
      )}
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => {
          const error = errorOf(fieldState.error?.message);
          const toggle = (scope: TokenScope, on: boolean) =>
            field.onChange(on ? [...field.value, scope] : field.value.filter((held) => held !== scope));
          return (
            <FormControl component="fieldset" error={Boolean(error)} required>
              <FormLabel component="legend">
                <FormattedMessage {...messages.scopes} />
              </FormLabel>
              <FormGroup>
                {KIND_SCOPES[kind].map((scope) => (
                  <FormControlLabel
                    key={scope}
                    label={intl.formatMessage(tokenScopeMessages[scope])}
                    control={
                      <Checkbox
                        checked={field.value.includes(scope)}
                        onChange={(event) => toggle(scope, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {error && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          );
        }}
      />
      <FormDateField
        control={control}
        name="expires_on"
        label={intl.formatMessage(messages.expiresOn)}
        helper={intl.formatMessage(messages.expiresHelp)}
        required
      />
    </RecordDialog>
  );
}

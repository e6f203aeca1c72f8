import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  MICROSOFT_LICENCES,
  NEWCOMER_LANGUAGES,
  NEWCOMER_MESSAGES,
  NEWCOMER_SECONDARY_MAX,
  NEWCOMER_TYPES,
  type NewcomerEmailBody,
  NewcomerFields,
  NewcomerInput,
  newcomersObject,
  TEXT_SHORT,
  type Newcomer,
  type NewcomerStatus,
} from '@atrium/contract';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useCreate, useUpdate } from '../../api/mutations';
import { notify } from '../../api/notifier';
import { formIssueKey } from '../../forms/formErrors';
import { FormDateField } from '../../forms/FormDateField';
import { FormTagPicker } from '../../forms/FormTagPicker';
import { FormTagSelect } from '../../forms/FormTagSelect';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { setServerErrors } from '../../forms/recordForm';
import { afterSearchPause } from '../../forms/searchPause';
import { codeText, failureText } from '../../i18n/serverMessage';
import { newcomersMessages } from './newcomersMessages';
import { useSendWelcomeLink } from './welcomeLink';

// The contract's fields, but as a form holds them: an empty date is '', lists always there.
const formShape = NewcomerFields.extend({
  departure_date: z.string(),
  secondary_business_lines: z.array(z.string()),
  secondary_hubs: z.array(z.string()),
  language: z.enum(NEWCOMER_LANGUAGES),
});
type FormValues = z.input<typeof formShape>;

/** Checked by the contract's own NewcomerInput: what the server would refuse is refused here first. */
const formSchema = formShape
  .transform((values): z.input<typeof NewcomerInput> => ({
    ...values,
    departure_date: values.departure_date || null,
  }))
  .pipe(NewcomerInput);
type Body = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema, { error: formIssueKey });

const valuesOf = (newcomer: Newcomer | undefined): FormValues => ({
  type: newcomer?.type ?? 'employee',
  first_name: newcomer?.first_name ?? '',
  last_name: newcomer?.last_name ?? '',
  email: newcomer?.email ?? '',
  personal_email: newcomer?.personal_email ?? '',
  arrival_date: newcomer?.arrival_date ?? '',
  departure_date: newcomer?.departure_date ?? '',
  business_line: newcomer?.business_line ?? '',
  hub: newcomer?.hub ?? '',
  secondary_business_lines: newcomer?.secondary_business_lines ?? [],
  secondary_hubs: newcomer?.secondary_hubs ?? [],
  licence: newcomer?.licence ?? 'E3',
  language: newcomer?.language ?? 'en',
});

type Props = {
  newcomer?: Newcomer;
  onClose: () => void;
  /** A newcomer was added: the status they are in now ('link sent' once the welcome link went). */
  onAdded?: (status: NewcomerStatus) => void;
};

/**
 * Adding or editing a newcomer; adding mails them their welcome link. On adding, the firm address is made from the name as it is typed
 * (the server knows who already has one) until HR writes one of their own.
 */
export function NewcomerDialog({ newcomer, onClose, onAdded }: Props) {
  const intl = useIntl();
  const create = useCreate(newcomersObject, { notifyError: false });
  const update = useUpdate(newcomersObject, { notifyError: false });
  const sendLink = useSendWelcomeLink();
  /** The last address suggested: one that differs was written by HR, and stays. */
  const suggested = useRef('');
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { isDirty, isSubmitting },
  } = useForm<FormValues, unknown, Body>({ resolver, defaultValues: valuesOf(newcomer) });
  const [type, firstName, lastName] = useWatch({ control, name: ['type', 'first_name', 'last_name'] });

  useEffect(() => {
    const typedByHand = getValues('email') !== suggested.current;
    if (newcomer || typedByHand || !firstName.trim() || !lastName.trim()) return undefined;
    const controller = new AbortController();
    const stop = afterSearchPause(() => {
      http
        .get<NewcomerEmailBody>(c13sPath(newcomersObject, 'email'), {
          query: { first_name: firstName.trim(), last_name: lastName.trim(), type },
          signal: controller.signal,
          notifyError: false,
        })
        .then(({ email }) => {
          suggested.current = email;
          setValue('email', email, { shouldValidate: false });
        })
        // Without a suggestion HR types the address; the server checks it either way.
        .catch(() => undefined);
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [newcomer, type, firstName, lastName, getValues, setValue]);

  const send = handleSubmit(async (body) => {
    try {
      if (newcomer) await update.mutateAsync({ id: newcomer.id, data: body });
      else {
        const { id } = await create.mutateAsync(body);
        // Added whatever happens next: a link that fails to go is sent again from the list.
        const sent = await sendLink.mutateAsync(id).then(
          () => true,
          () => false,
        );
        onAdded?.(sent ? 'link_sent' : 'to_prepare');
      }
    } catch (failure) {
      if (setServerErrors(setError, failure, intl) === 0) {
        notify('error', failureText(intl, failure));
      }
      return;
    }
    onClose();
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // Enter pressed again while the first one is being saved: say so rather than add them twice.
    if (isSubmitting) {
      event.preventDefault();
      notify('info', codeText(intl, 'newcomers.creationInProgress', NEWCOMER_MESSAGES.creationInProgress));
      return;
    }
    void send(event);
  };

  /** One of a closed list (type, language, licence), as a select. */
  const select = <Value extends string>(
    name: 'type' | 'language' | 'licence',
    values: readonly Value[],
    labelOf: (value: Value) => string,
  ) => (
    <FormSelectField
      control={control}
      name={name}
      label={intl.formatMessage(newcomersMessages[name])}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
      required
      fullWidth
    />
  );
  const text = (name: keyof FormValues, label: MessageDescriptor, extra: object = {}) => (
    <FormTextField
      control={control}
      name={name as 'first_name'}
      label={intl.formatMessage(label)}
      {...extra}
    />
  );

  return (
    <RecordDialog
      title={<FormattedMessage {...(newcomer ? newcomersMessages.edit : newcomersMessages.add)} />}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={submit}
      submitting={isSubmitting}
      long
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select('type', NEWCOMER_TYPES, (value) => intl.formatMessage(newcomersMessages[value]))}
        {select('language', NEWCOMER_LANGUAGES, (value) => intl.formatMessage(newcomersMessages[value]))}
        {select('licence', MICROSOFT_LICENCES, (value) =>
          value === 'none' ? intl.formatMessage(newcomersMessages.none) : value,
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('first_name', newcomersMessages.firstName, {
          required: true,
          max: TEXT_SHORT,
          autoFocus: true,
        })}
        {text('last_name', newcomersMessages.lastName, { required: true, max: TEXT_SHORT })}
      </Stack>
      {text('email', newcomersMessages.email, {
        required: true,
        type: 'email',
        helper: intl.formatMessage(newcomersMessages.emailHelp),
        labelAbove: true,
      })}
      {text('personal_email', newcomersMessages.personalEmail, {
        required: true,
        type: 'email',
        helper: intl.formatMessage(newcomersMessages.personalEmailHelp),
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField
          control={control}
          name="arrival_date"
          label={intl.formatMessage(newcomersMessages.arrivalDate)}
          required
        />
        <FormDateField
          control={control}
          name="departure_date"
          label={intl.formatMessage(newcomersMessages.departureDate)}
          required={type === 'contractor'}
          helper={intl.formatMessage(newcomersMessages.departureHelp)}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTagSelect
          control={control}
          name="business_line"
          type="business_line"
          label={intl.formatMessage(newcomersMessages.businessLine)}
          required
        />
        <FormTagSelect
          control={control}
          name="hub"
          type="hub"
          label={intl.formatMessage(newcomersMessages.hub)}
          required
        />
      </Stack>
      <FormTagPicker
        control={control}
        name="secondary_business_lines"
        type="business_line"
        label={intl.formatMessage(newcomersMessages.secondaryBusinessLines)}
        max={NEWCOMER_SECONDARY_MAX}
      />
      <FormTagPicker
        control={control}
        name="secondary_hubs"
        type="hub"
        label={intl.formatMessage(newcomersMessages.secondaryHubs)}
        max={NEWCOMER_SECONDARY_MAX}
      />
    </RecordDialog>
  );
}

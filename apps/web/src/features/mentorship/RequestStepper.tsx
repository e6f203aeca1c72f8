import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { MENTORSHIP_REQUEST_STATUSES, type MentorshipRequestStatus } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { processMessages } from './processMessages';

/** A mentee's request: to complete → in progress → request sent, the current step active. */
export function RequestStepper({ status }: { status: MentorshipRequestStatus }) {
  const intl = useIntl();
  const current = MENTORSHIP_REQUEST_STATUSES.indexOf(status);
  const sent = status === 'request_sent';
  return (
    <Stepper
      activeStep={sent ? MENTORSHIP_REQUEST_STATUSES.length : current}
      alternativeLabel
      aria-label={intl.formatMessage(processMessages.request)}
    >
      {MENTORSHIP_REQUEST_STATUSES.map((step, index) => (
        <Step
          key={step}
          completed={index < current || sent}
          aria-current={index === current ? 'step' : undefined}
        >
          <StepLabel>{intl.formatMessage(processMessages[step])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

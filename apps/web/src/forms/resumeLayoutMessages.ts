import { defineMessages } from 'react-intl';

export const resumeLayoutMessages = defineMessages({
  layout: { id: 'resumeLayout.layout', defaultMessage: 'Layout' },
  firmDefault: { id: 'resumeLayout.firmDefault', defaultMessage: 'The firm’s default' },
  builtIn: { id: 'resumeLayout.builtIn', defaultMessage: 'Atrium’s built-in layout' },
  pdfUnavailable: {
    id: 'resumeLayout.pdfUnavailable',
    defaultMessage: 'PDF cannot be made from the firm’s templates on this server: download Word instead',
  },
});

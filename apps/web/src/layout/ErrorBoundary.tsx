import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { layoutMessages } from './layoutMessages';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Keeps a crash (or a screen chunk that would not load) from blanking the app; offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console so a report can quote it.
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            <FormattedMessage {...layoutMessages.reload} />
          </Button>
        }
      >
        <AlertTitle>
          <FormattedMessage {...layoutMessages.crashTitle} />
        </AlertTitle>
        <FormattedMessage {...layoutMessages.crashBody} />
      </Alert>
    );
  }
}

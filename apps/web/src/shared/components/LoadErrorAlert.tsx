/**
 * Inline error state of a table with a retry (STYLE.md "Every screen has its four states"): an error Alert
 * with the server's message as description and a small 'Retry' button.
 */
import { Alert, Button } from 'antd';
import { errorMessage } from '../../api/api-error';

/** Props: the message, the failure and the retry action. */
export interface LoadErrorAlertProps {
  message: string;
  error: unknown;
  onRetry: () => void;
}

/** Renders the alert. */
export function LoadErrorAlert({ message, error, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={errorMessage(error, '')}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

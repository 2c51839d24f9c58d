/**
 * Error state with a retry button (STYLE.md "Every screen has its four states").
 */
import { Button, Result } from 'antd';

/** Props: the message to show and the retry action. */
export interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
}

/** Renders a load failure with an optional 'Try again' button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Result
      status="warning"
      title={message}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * Error state with a retry button (STYLE.md "Every screen has its four states").
 *
 * antd's `Result` is loaded when an error is first shown, not with every screen (issue 37 point 5: it was
 * ~10 kB gzip of each signed-in first page); until it is in, the same title and button show without the icon.
 */
import { lazy, Suspense } from 'react';
import { Button } from 'antd';

const Result = lazy(() => import('antd/es/result'));

/** Props: the message to show and the retry action. */
export interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
}

/** Renders a load failure with an optional 'Try again' button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const extra = onRetry ? (
    <Button type="primary" onClick={onRetry}>
      Try again
    </Button>
  ) : undefined;
  const plain = (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, lineHeight: 1.33, marginBlockEnd: extra ? 24 : 0 }}>{message}</div>
      {extra}
    </div>
  );
  return (
    <Suspense fallback={plain}>
      <Result status="warning" title={message} extra={extra} />
    </Suspense>
  );
}

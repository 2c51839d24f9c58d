/**
 * Catch-all page for unknown paths (spec 000 §2): '404 error', the spec's sentence and a Home button.
 */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/contracts';

/** Renders the 404 page. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 28 }}>{MESSAGES.notFoundTitle}</h1>}
      subTitle={MESSAGES.notFoundText}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Home
        </Button>
      }
    />
  );
}

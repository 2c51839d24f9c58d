/**
 * Error boundary of the router: a failed lazy import or an unexpected render error shows a message with a
 * reload button instead of a blank page.
 */
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';

/** Renders the route error with a reload action. */
export default function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle="The page could not be displayed."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}

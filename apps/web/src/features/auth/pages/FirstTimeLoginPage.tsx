/**
 * First-time login account routes (spec 000 §2: /account/first-time-login/email-input, code-verification,
 * password entry). Placeholder until the onboarding issue builds them.
 */
import { Typography } from 'antd';
import { Link } from 'react-router';

/** Renders the placeholder. */
export default function FirstTimeLoginPage() {
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        First-time login
      </Typography.Title>
      <Typography.Paragraph>This area is being built.</Typography.Paragraph>
      <Link to="/account/sign-in">Back to sign in</Link>
    </div>
  );
}

/** The success screen of an account form (spec 000 §8: 'Reset password email sent!', 'New password set'). */
import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Props: the message, an optional line under it, and the sign-in button's text. */
export interface AuthDoneProps {
  title: string;
  subTitle?: string;
  signInLabel: string;
}

/** Renders the success result with its button to the sign-in page. */
export function AuthDone({ title, subTitle, signInLabel }: AuthDoneProps) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to="/account/sign-in">
          <Button type="primary">{signInLabel}</Button>
        </Link>
      }
    />
  );
}

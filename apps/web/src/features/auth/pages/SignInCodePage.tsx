/**
 * `/account/sign-in/code` (spec 000 §2 Code page, §4 Login, §8): finishes a two-factor sign-in with the
 * e-mailed code (`login-with-code`), or resends the code ('New verification code sent. Please check your
 * email.'). Without the stored {email, requestId} it shows 'Error. Please, back to login page and type your
 * login and password'.
 */
import { useState } from 'react';
import { CodeForm } from '../components/CodeForm';
import { clearPendingSignIn, readPendingSignIn } from '../pending-sign-in';
import { useCodeEntry } from '../use-code-entry';
import { useStartSession } from '../use-start-session';

/** Lets the user enter or resend the verification code. */
export default function SignInCodePage() {
  const [pending] = useState(readPendingSignIn);
  const startSession = useStartSession();
  const entry = useCodeEntry(pending, clearPendingSignIn, (session) => startSession(session.token));
  return (
    <CodeForm
      title="Verification code"
      link={{ to: '/account/sign-in', label: 'Back to sign in' }}
      {...entry}
    />
  );
}

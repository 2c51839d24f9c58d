/**
 * The live password rules under a new-password field (reset password, change password, welcome password;
 * spec 000 §5): one line a rule, ticked green when the typed password meets it.
 */
import type { CSSProperties } from 'react';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';

/** One rule as the contracts define them: a key, the text shown and the test of a password. */
export interface PasswordRule {
  key: string;
  label: string;
  test: (password: string) => boolean;
}

/** Props: the rules, the password typed so far, the colour of an unmet rule's icon, the list's margin. */
export interface PasswordRuleListProps {
  rules: readonly PasswordRule[];
  password: string;
  unmetColor: string;
  margin?: CSSProperties['margin'];
}

/** Renders the list labelled "Password rules"; each item carries `data-met`. */
export function PasswordRuleList({
  rules,
  password,
  unmetColor,
  margin = '0 0 16px',
}: PasswordRuleListProps) {
  return (
    <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin }}>
      {rules.map((rule) => {
        const isMet = rule.test(password);
        return (
          <li key={rule.key} data-met={isMet} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {isMet ? (
              <CheckCircleFilled style={{ color: '#237804' }} aria-label="met" />
            ) : (
              <CloseCircleOutlined style={{ color: unmetColor }} aria-label="not met" />
            )}
            <span>{rule.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

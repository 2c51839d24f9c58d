/**
 * The common-password check of every NEW password (issue 35 A), on top of the rules of spec 000 §5 (change
 * password, reset password, the welcome wizard's password step): offline, with the zxcvbn-ts dictionaries
 * (`@zxcvbn-ts/language-common`: about 40,000 passwords from breach corpora and diceware words;
 * `@zxcvbn-ts/language-en`: English words, names and Wikipedia terms) and its l33t, keyboard, date and
 * sequence patterns. The dictionaries load once, on the first check (about 100 ms), not at start.
 *
 * The rule: a password is refused when
 * - zxcvbn scores it below {@link MIN_SCORE} (3 of 0–4: fewer than about 10^8 guesses, i.e. it falls to an
 *   online or slow offline attack: `P@ssw0rd` scores 0, `Welcome1!` 1, `Summer2024!` 2), or
 * - its first match is a breached password of the common list (also spelled in l33t or reversed) and what
 *   follows is only digits and symbols (`Password123!!!!`, whose long tail would otherwise lift the score).
 * Everything else passes, whatever its characters: spaces, any Unicode, up to `LIMITS.passwordMax`.
 *
 * Cost: zxcvbn's matching grows fast with length and l33t characters (a 256-character `P@ssw0rd…` took
 * 1.3 s with the defaults), so only the first {@link SCORED_LENGTH} characters are scored and l33t
 * substitutions are capped at {@link L33T_MAX_SUBSTITUTIONS}: at most about 100 ms per check (measured
 * 2026-12-05, Node 24). A password whose first 100 characters are strong is strong.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { COMMON_PASSWORD_MESSAGE } from '@portal/contracts';
import { AppError } from './app-error';

/** Lowest zxcvbn score (0–4) a new password may have: 3, "safely unguessable: moderate protection". */
export const MIN_SCORE = 3;

/** UTF-16 units scored (zxcvbn `maxLength`); the rest of a longer password is not looked at. */
export const SCORED_LENGTH = 100;

/** Most l33t substitution combinations tried per word (zxcvbn `l33tMaxSubstitutions`; default 100). */
const L33T_MAX_SUBSTITUTIONS = 10;

/** The dictionary of breached passwords in `@zxcvbn-ts/language-common`. */
const BREACHED_DICTIONARY = 'passwords-common';

let checker: ZxcvbnFactory | undefined;

/** The zxcvbn-ts checker with the common and English dictionaries, built on first use. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return checker;
}

/**
 * True when the result's first match is a breached password (l33t or reversed included) followed only by
 * digits, symbols and spaces.
 */
function isBreachedWithTail(password: string, result: ZxcvbnResult): boolean {
  const first = result.sequence[0];
  if (!first || first.pattern !== 'dictionary' || first.i !== 0) return false;
  if ((first as { dictionaryName?: string }).dictionaryName !== BREACHED_DICTIONARY) return false;
  return /^[^\p{L}]*$/u.test(password.slice(first.j + 1, SCORED_LENGTH));
}

/**
 * Whether `password` is too common to be a new password (see the module's rule).
 * @param password the candidate, any characters, at most `LIMITS.passwordMax` (the payload schemas refuse
 *   longer ones); only the first {@link SCORED_LENGTH} UTF-16 units are scored.
 * @returns true when it must be refused. Synchronous: 1 to about 100 ms of CPU (the first call also loads
 *   the dictionaries, about 100 ms).
 */
export function isCommonPassword(password: string): boolean {
  const result = zxcvbn().check(password);
  return result.score < MIN_SCORE || isBreachedWithTail(password, result);
}

/**
 * Throws the issue 35 refusal for a common or breached new password: 400 with
 * {@link COMMON_PASSWORD_MESSAGE} as the message and as the field error of `field`.
 * @param field the payload field the message belongs to (e.g. `password`, `newPassword`).
 * @throws AppError BAD_REQUEST when {@link isCommonPassword} says so.
 */
export function assertNotCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE, {
      errors: { [field]: [COMMON_PASSWORD_MESSAGE] },
    });
}

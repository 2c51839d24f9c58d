/**
 * The first-time login in progress (spec 000 §3 Login: email, requestId; §4 First-time login), kept in
 * sessionStorage between the e-mail page and the code-verification page.
 */
import { pendingCodeStore, type PendingCode } from './pending-code';

/** What the code-verification page needs. */
export type PendingFirstTimeLogin = PendingCode;

const store = pendingCodeStore('portal.firstTimeLogin');

/** Stores the pending first-time login. */
export const savePendingFirstTimeLogin = store.save;
/** The pending first-time login, or null when missing or unreadable. */
export const readPendingFirstTimeLogin = store.read;
/** Forgets the pending first-time login. */
export const clearPendingFirstTimeLogin = store.clear;

/** The first welcome step (spec 000 §2: after 2000 ms the user goes to the first welcome step). */
export const FIRST_WELCOME_PATH = '/first-time-login/user-details';

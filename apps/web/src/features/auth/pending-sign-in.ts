/**
 * The two-factor sign-in in progress (spec 000 §3 Login: email, requestId), kept in sessionStorage between
 * the sign-in page and the code page.
 */
import { pendingCodeStore, type PendingCode } from './pending-code';

/** What the code page needs to finish a two-factor sign-in. */
export type PendingSignIn = PendingCode;

const store = pendingCodeStore('portal.pendingSignIn');

/** Stores the pending sign-in. */
export const savePendingSignIn = store.save;
/** The pending sign-in, or null when missing or unreadable. */
export const readPendingSignIn = store.read;
/** Forgets the pending sign-in. */
export const clearPendingSignIn = store.clear;

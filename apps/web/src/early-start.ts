/**
 * The early script of index.html (issue 37 point 5): loaded before the entry, it sends a signed-in first
 * visit's account call and the first page's calls at once (api/early-requests.ts). Imports nothing but that
 * module, so it stays a file of its own of about 1 kB.
 */
import { startEarlyRequests } from './api/early-requests';

// packages/contracts/src/shared/session-keys.ts TOKEN_STORAGE_KEY, written out so that no contracts module
// joins this script (early-requests.test.ts checks that the two are equal).
startEarlyRequests('authorization');

/**
 * FAQ — spec 001 §7 "FAQ", the FAQ item of §3, the form of §5 and the messages of §8. Member list
 * `GET api/v1/faq`; admin calls under `api/v1/admin/faq` need the global generalFaq flag (or role Admin /
 * WorkSpaceOwner). Answers (descriptions) are sanitised HTML. Dates ISO strings.
 */
import { z } from 'zod';

/** Messages of spec 001 §5 and §8 for the FAQ (exact wording). */
export const FAQ_MESSAGES = {
  questionRequired: 'Please input the question!',
  answerRequired: 'Please input the answer!',
  noChanges: 'No changes to save',
  deleteFailed: 'Error during deleting',
  restoreFailed: 'Error during restoring',
  saveFailed: 'Error during saving',
  loadFailed: 'Error during loading FAQ list.',
  loadFailedWith: (error: string) => `Error during loading FAQ list. ${error}`,
  // Server answers of our own.
  notFound: 'FAQ item not found',
  forbidden: 'You do not have permission to manage the FAQ',
} as const;

/** FAQ limits (spec 001 §5): question and answer lengths in characters, the page size. */
export const FAQ_LIMITS = { questionMax: 500, answerMax: 20000, pageSize: 1000 } as const;

/** FAQ item (spec 001 §3): name is the question, description the answer (HTML). */
export const ZFaqItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  createdByUserId: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByUserId: z.string().nullable(),
});
/** The parsed shape of {@link ZFaqItem}. */
export type TFaqItem = z.infer<typeof ZFaqItem>;

/** `GET api/v1/faq?page&pageSize` (member: not deleted) and `GET api/v1/admin/faq` (admin: all), oldest first. */
export const ZFaqQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(FAQ_LIMITS.pageSize),
});
/** A page of FAQ items (`faQs`, the API's spelling) with the total. */
export const ZFaqResponse = z.object({ faQs: z.array(ZFaqItem), totalItemCount: z.number().int() });
/** The parsed shape of {@link ZFaqResponse}. */
export type TFaqResponse = z.infer<typeof ZFaqResponse>;

const question = z
  .string({ error: FAQ_MESSAGES.questionRequired })
  .trim()
  .min(1, FAQ_MESSAGES.questionRequired)
  .max(FAQ_LIMITS.questionMax);
const answer = z
  .string({ error: FAQ_MESSAGES.answerRequired })
  .trim()
  .min(1, FAQ_MESSAGES.answerRequired)
  .max(FAQ_LIMITS.answerMax);

/** One FAQ entry as written: name (question), description (answer HTML). */
export const ZFaqInput = z.object({ name: question, description: answer });
/** `POST api/v1/admin/faq` body: `faQs` array (the UI sends one item); answer: the created items. */
export const ZCreateFaqBody = z.object({ faQs: z.array(ZFaqInput).min(1).max(50) });
/** `PUT api/v1/admin/faq/{id}` body. */
export const ZUpdateFaqBody = ZFaqInput;
/** Path `{id}` of an FAQ item. */
export const ZFaqIdParams = z.object({ id: z.uuid() });
/** FAQ items after a change (`faQs`). */
export const ZFaqItemsResponse = z.object({ faQs: z.array(ZFaqItem) });

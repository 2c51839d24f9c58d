/**
 * The community FAQ demo content per tenant (issue 18 "Demo content true to each association"): eight
 * questions and answers each, in the tenant's own words — occupational therapists (ota), trainers and
 * assessors of registered training organisations (psa), lawyers of the Law Council's committees (lca) and
 * ACT practitioners in the Law Society's hubs (actls). Answers are HTML; the seeder inserts them in order.
 */
import type { TenantId } from '@portal/contracts';

/** One FAQ item: question, HTML answer. */
export type ThemeFaq = readonly [name: string, description: string];

const OTA_FAQ: ThemeFaq[] = [
  [
    'How do I join a community such as Paediatric Special Interest?',
    '<p>Open <b>Explore communities</b>, choose the community and select <b>Join Community</b>. Private communities, such as those sharing client case material, send a request to their moderators.</p>',
  ],
  [
    'Why is my request "Pending Access"?',
    '<p>Private communities check that each member is a practising occupational therapist or OT student. You will get a notification once a moderator approves your request.</p>',
  ],
  [
    'Can I claim CPD hours for community meetings?',
    '<p>Yes. Record a community meeting or journal club in your <b>CPD</b> log with the hours attended and what you learnt, as the OT registration standards ask.</p>',
  ],
  [
    'Can I discuss a client in a community?',
    '<p>Only without identifying details: no names, dates of birth or NDIS numbers. Use de-identified case summaries and follow the OT code of conduct on confidentiality.</p>',
  ],
  [
    'Who can create meetings?',
    '<p>Community moderators and administrators, for example the convenor of the Mental Health Practitioners community.</p>',
  ],
  [
    'Which files can I share?',
    '<p>Practice resources such as assessment templates, home programs and guideline summaries as PDF, Word, Excel, PowerPoint, text or images, up to 5 MB each. Never upload client records.</p>',
  ],
  [
    'How do I report a post?',
    '<p>Use the menu on the post and choose <b>Report</b>, for example if it gives clinical advice outside an OT scope of practice. Moderators review every report.</p>',
  ],
  [
    'Where are my saved posts?',
    '<p>Under <b>Saved posts</b> in the communities area: handy for keeping intervention ideas and research summaries.</p>',
  ],
];

const PSA_FAQ: ThemeFaq[] = [
  [
    'How do I join a workspace such as Assessment Validation?',
    '<p>Open <b>Explore workspaces</b>, choose the workspace and select <b>Join Community</b>. Private workspaces for RTO staff send a request to their moderators.</p>',
  ],
  [
    'Why is my request "Pending Access"?',
    '<p>Private workspaces check that you work for, or with, a registered training organisation (RTO). You will get a notification once a moderator approves your request.</p>',
  ],
  [
    'Does taking part count towards my trainer currency?',
    '<p>Validation sessions and industry skills meetings can count towards your vocational and industry currency. Add them to your trainer currency register with the date and the units discussed.</p>',
  ],
  [
    'Can I share learner assessments for validation?',
    '<p>Only de-identified samples: remove learner names and student identifiers (USI) before uploading, as the Standards for RTOs require.</p>',
  ],
  [
    'Who can create meetings?',
    '<p>Workspace moderators and administrators, for example the coordinator of a validation panel.</p>',
  ],
  [
    'Which files can I share?',
    '<p>Assessment tools, mapping templates and training and assessment strategies as PDF, Word, Excel, PowerPoint, text or images, up to 5 MB each.</p>',
  ],
  [
    'How do I report a post?',
    "<p>Use the menu on the post and choose <b>Report</b>, for example if it shares an RTO's confidential audit findings. Moderators review every report.</p>",
  ],
  [
    'Where are my saved posts?',
    '<p>Under <b>Saved posts</b> in the workspaces area: handy for keeping training package updates and validation tips.</p>',
  ],
];

const LCA_FAQ: ThemeFaq[] = [
  [
    'How do I join a committee such as Criminal Law?',
    '<p>Open <b>Explore committees</b>, choose the committee and select <b>Join Community</b>. Private committees send a request to their chair and moderators.</p>',
  ],
  [
    'Why is my request "Pending Access"?',
    '<p>Private committees admit members who hold a current practising certificate, or are law students for the student committees. You will get a notification once a moderator approves your request.</p>',
  ],
  [
    'Are committee discussions confidential?',
    '<p>Yes. Committee working papers and draft law reform submissions stay within the committee until the Council publishes them.</p>',
  ],
  [
    'Can I discuss a client matter in a committee?',
    '<p>Only in general terms. Never disclose information protected by legal professional privilege or identify a client, as the professional conduct rules require.</p>',
  ],
  [
    'Who can create meetings?',
    '<p>Committee chairs, moderators and administrators, for example to schedule a submission working session.</p>',
  ],
  [
    'Which files can I share?',
    '<p>Draft submissions, precedents and practice notes as PDF, Word, Excel, PowerPoint, text or images, up to 5 MB each.</p>',
  ],
  [
    'How do I report a post?',
    '<p>Use the menu on the post and choose <b>Report</b>, for example if it may breach privilege or a suppression order. Moderators review every report.</p>',
  ],
  [
    'Where are my saved posts?',
    '<p>Under <b>Saved posts</b> in the committees area: handy for keeping case notes and law reform updates.</p>',
  ],
];

const ACTLS_FAQ: ThemeFaq[] = [
  [
    'How do I join a hub such as Property and Conveyancing?',
    '<p>Open <b>Explore hubs</b>, choose the hub and select <b>Join Community</b>. Private hubs send a request to their moderators.</p>',
  ],
  [
    'Why is my request "Pending Access"?',
    '<p>Private hubs admit ACT practitioners with a current practising certificate from the Society. You will get a notification once a moderator approves your request.</p>',
  ],
  [
    'Do hub meetings count towards my CPD units?',
    '<p>Yes, where the meeting covers a CPD field such as ethics and professional responsibility or practice management. Record the units in your <b>CPD</b> log before the practising year ends on 30 June.</p>',
  ],
  [
    'Can I discuss a client matter in a hub?',
    '<p>Only in general terms. Never disclose privileged information or identify a client, as the Legal Profession (Solicitors) Conduct Rules require.</p>',
  ],
  [
    'Who can create meetings?',
    '<p>Hub moderators and administrators, for example to arrange a session with ACT Magistrates Court registry staff.</p>',
  ],
  [
    'Which files can I share?',
    '<p>Precedents, practice notes and court forms as PDF, Word, Excel, PowerPoint, text or images, up to 5 MB each.</p>',
  ],
  [
    'How do I report a post?',
    '<p>Use the menu on the post and choose <b>Report</b>, for example if it may breach privilege or a suppression order. Moderators review every report.</p>',
  ],
  [
    'Where are my saved posts?',
    '<p>Under <b>Saved posts</b> in the hubs area: handy for keeping practice notes and ACT court updates.</p>',
  ],
];

const FAQS: Record<TenantId, ThemeFaq[]> = { ota: OTA_FAQ, psa: PSA_FAQ, lca: LCA_FAQ, actls: ACTLS_FAQ };

/** The FAQ items of a tenant (ota's for an unknown id, as {@link themeOf}). */
export function faqOf(tenantId: string): ThemeFaq[] {
  return FAQS[tenantId as TenantId] ?? OTA_FAQ;
}

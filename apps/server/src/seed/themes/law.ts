/**
 * Demo content of the law tenants (lca: Law Council of Australasia, actls: ACT Law Society): practice areas
 * (family, criminal, property, commercial), ethics and professional-conduct CPD, courts, practising
 * certificates and pro bono work.
 */
import { LAW_PROGRAMME } from './law-programme';
import type { SeedTheme } from './types';

/** The law society theme (lca and actls). */
export const LAW_THEME: SeedTheme = {
  interests: [
    'Access to justice',
    'Legal technology',
    'Wellbeing in the law',
    'Regional practice',
    'Women in law',
    'Young lawyers',
    'Law reform',
    'Pro bono',
    'Practice management',
    'First Nations justice',
  ],
  communityCategories: {
    'Practice areas': ['Family', 'Criminal', 'Property', 'Commercial'],
    'Career stages': ['New lawyers', 'Principals'],
    'Courts and tribunals': ['Court users', 'Law reform submissions'],
    Regions: ['City practice', 'Regional practice'],
  },
  communityTags: [
    'Ethics',
    'Practising certificate',
    'CPD',
    'Court procedure',
    'Conveyancing',
    'Family law',
    'Criminal law',
    'Pro bono',
    'Trust accounting',
    'Mentoring',
    'Law reform',
    'Legal aid',
    'Wellbeing',
    'Jobs',
    'Precedents',
  ],
  communities: [
    {
      name: 'Early Career Lawyers',
      short: 'Support for your first five years of practice',
      categories: ['New lawyers'],
    },
    {
      name: 'Legal Research and Practice',
      short: 'Case law, legislation and practice notes',
      categories: ['Law reform submissions', 'Court users'],
      questions: [
        { text: 'Which area of law do you practise in?' },
        { text: 'Upload your current practising certificate', file: true },
      ],
    },
    {
      name: 'Regional Practitioners',
      short: 'Connecting practitioners outside the capital',
      categories: ['Regional practice', 'City practice'],
    },
    {
      name: 'Law Firm Leadership',
      short: 'Running and growing a legal practice',
      categories: ['Principals'],
    },
    { name: 'Family Law', short: 'Parenting, property and the family courts', categories: ['Family'] },
    {
      name: 'Criminal Law',
      short: 'Bail, summary and indictable matters',
      categories: ['Criminal'],
      questions: [
        { text: 'How many years have you appeared in criminal matters?' },
        { text: 'Attach your practising certificate', file: true },
      ],
    },
    {
      name: 'Property and Conveyancing',
      short: 'Residential, commercial and leasing',
      categories: ['Property'],
    },
    {
      name: 'Commercial Law',
      short: 'Contracts, corporate advisory and insolvency',
      categories: ['Commercial'],
    },
    {
      name: 'Pro Bono Clinic',
      short: 'Volunteer legal help for people in need',
      categories: ['Court users'],
    },
    {
      name: 'Law Students and Graduates',
      short: 'From practical legal training to admission',
      categories: ['New lawyers'],
    },
    {
      name: 'Law Reform Archive 2023',
      short: 'Submissions and discussion from 2023',
      categories: ['Law reform submissions'],
    },
    {
      name: 'Council Working Group',
      short: 'Governance and policy working group',
      categories: ['Principals'],
    },
    {
      name: 'Courts and Tribunals Users',
      short: 'Listings, practice directions and e-filing',
      categories: ['Court users'],
    },
    {
      name: 'Sole Practitioners',
      short: 'Practising on your own, without going it alone',
      categories: ['Principals', 'Commercial'],
      questions: [{ text: 'What is the name of your practice?' }],
    },
  ],
  communityAbout:
    '<p>The {name} {word} brings practitioners together to discuss recent decisions, share precedents and support each other in practice.</p><p>{short}. Discussions are moderated by volunteer members; nothing posted here is legal advice.</p>',
  agreementRules: [
    'Do not disclose client-identifying or privileged information.',
    'Nothing posted here is legal advice.',
    'No advertising or touting for work.',
  ],
  joinAnswers: [
    'Family law, mostly parenting matters in the Federal Circuit and Family Court.',
    'Criminal defence, Legal Aid panel member for six years.',
    'Commercial and property work in a small suburban firm.',
    'Recently admitted, working as a graduate lawyer in government.',
  ],
  post: {
    topics: [
      'practising certificate renewals',
      'trust account audits',
      'bail applications',
      'parenting orders',
      'property settlements',
      'conveyancing e-settlement',
      'commercial lease disputes',
      'costs disclosure',
      'conflicts of interest checks',
      'pro bono referrals',
      'court e-filing',
      'Legal Aid grants',
      'unbundled legal services',
      'witness preparation',
      'wills and estate disputes',
      'mentoring junior lawyers',
      'AI tools in practice',
      'vicarious trauma and wellbeing',
    ],
    titles: [
      'Looking for advice on {topic}',
      'Precedents for {topic}?',
      'Our experience with {topic}',
      'Practice note question: {topic}',
      'Free CPD seminar: {topic}',
      'Has anyone changed their approach to {topic}?',
      'Recent decision on {topic}',
      'Ethics question: {topic}',
      'Checklist for {topic}',
      'Position vacant involving {topic}',
    ],
    sentences: [
      'We have been reviewing how our practice handles {topic} and would value other perspectives.',
      'Our office in {place} has started using a new checklist and it has already saved time at settlement.',
      'I would be glad to hear how others manage client expectations at the first appointment.',
      'The latest practice direction tightens the timetable, so plan filing dates carefully.',
      'Happy to share the precedent letter we use, with client details removed.',
      'The rules on costs disclosure changed this year, so check your engagement letters.',
      'Our ethics committee contact was very helpful when we had a question about {topic}.',
      'Travel to court from {place} is long, so we ask for remote appearances where the registry allows.',
      'Has anyone found a good way to track deadlines for {topic}?',
      'We are running a lunchtime discussion next month and all members are welcome.',
    ],
    replies: [
      'Thanks for sharing, this is really helpful.',
      'We had the same issue and ended up writing a short checklist for {topic}.',
      'Could you post the precedent here? I would like to adapt it for our firm.',
      'Agreed. Ringing the ethics line early saved us a lot of trouble.',
      'Our firm uses a shared file note template, happy to send it through.',
      'Good question. The member resources section has a practice note on {topic}.',
      'We tried this in our regional office and it worked well with some planning.',
      'Following this thread, interested in what others do.',
    ],
  },
  meeting: {
    topics: [
      'Case law update',
      'Practice note review',
      'Committee meeting',
      'Monthly catch-up',
      'Law reform briefing',
      'Q&A with the President',
    ],
    descriptions: [
      'A round-up of recent appellate decisions and what they mean for day-to-day practice.',
      'We review the draft practice note and agree on the committee\u2019s comments; papers are in the Guidelines folder.',
      'The committee\u2019s regular meeting: minutes, correspondence, submissions due and general business.',
      'An informal catch-up for members: court listings, referrals and anything on your mind.',
      'A short briefing on the current law reform inquiry, followed by questions from members.',
      'The President answers members\u2019 questions about advocacy priorities and the year ahead.',
    ],
    files: [
      {
        name: 'Professional conduct rules summary.pdf',
        file: 'conduct-rules-summary.pdf',
        lines: [
          'Duty to the court and the administration of justice',
          'Confidentiality',
          'Conflicts of interest',
          'Charging and costs disclosure',
        ],
      },
      {
        name: 'Costs agreement precedent.docx',
        file: 'costs-agreement.docx',
        lines: ['Costs agreement precedent'],
      },
      { name: 'CPD points register.xlsx', file: 'cpd-register.xlsx', lines: ['CPD points register'] },
      {
        name: 'Committee minutes.txt',
        file: 'committee-minutes.txt',
        lines: ['Committee minutes', 'Apologies, business arising, submissions'],
      },
    ],
    folders: [
      { name: 'Guidelines', description: 'Practice notes, conduct rules and court guides' },
      { name: 'Templates', description: 'Precedents and forms for everyday practice' },
      { name: 'Useful links', description: 'Courts, legislation and tools recommended by members' },
    ],
    links: [
      { name: 'Federal Register of Legislation', link: 'https://www.legislation.gov.au/' },
      { name: 'Federal Court of Australia', link: 'https://www.fedcourt.gov.au/' },
      { name: 'AustLII', link: 'https://www.austlii.edu.au/' },
    ],
    itemDescriptions: [
      'Shared by the committee chair.',
      'Updated after the latest rule changes.',
      'Adapt it to your matter before use.',
    ],
  },
  ...LAW_PROGRAMME,
  fundingSchemes: [
    'Legal Aid grants',
    'Pro bono scheme',
    'Private clients',
    'Community legal centres',
    'Government legal panel',
  ],
  expertise: [
    {
      name: 'Practice areas',
      categories: [
        { name: 'Family law', subCategories: ['Parenting and children', 'Property settlements'] },
        { name: 'Criminal law', subCategories: ['Summary matters', 'Indictable matters'] },
        {
          name: 'Property and conveyancing',
          subCategories: ['Residential conveyancing', 'Commercial leasing'],
        },
        { name: 'Commercial law', subCategories: ['Corporate advisory', 'Insolvency'] },
      ],
    },
    {
      name: 'Other areas',
      categories: [
        { name: 'Wills and estates', subCategories: [] },
        { name: 'Employment law', subCategories: [] },
        { name: 'Personal injury', subCategories: [] },
        { name: 'Administrative law', subCategories: [] },
      ],
    },
  ],
};

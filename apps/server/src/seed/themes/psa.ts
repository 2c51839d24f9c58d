/**
 * psa's demo content (Public Skills Authority): vocational training packages, registered training
 * organisations (RTOs) and their compliance, assessors and assessment validation, and industry skills.
 */
import { PSA_PROGRAMME } from './psa-programme';
import type { SeedTheme } from './types';

/** The vocational skills authority theme. */
export const PSA_THEME: SeedTheme = {
  interests: [
    'Construction',
    'Health and community services',
    'Hospitality and tourism',
    'Digital skills',
    'Apprenticeships',
    'Foundation skills',
    'Regional training',
    'Industry engagement',
    'VET in schools',
    'Workforce planning',
  ],
  communityCategories: {
    'Training packages': ['Community services', 'Construction', 'Business', 'Information technology'],
    'Assessment practice': ['Assessors', 'Validation'],
    'RTO compliance': ['Standards for RTOs', 'Audits'],
    Regions: ['Metropolitan providers', 'Regional providers'],
  },
  communityTags: [
    'Assessment',
    'Validation',
    'Audit',
    'Standards for RTOs',
    'Training package update',
    'TAE',
    'RPL',
    'Apprenticeships',
    'Funding',
    'Industry consultation',
    'LLN',
    'Work placement',
    'Jobs',
    'Mentoring',
    'Resources',
  ],
  communities: [
    {
      name: 'New Trainers and Assessors',
      short: 'Support for your first years in VET',
      categories: ['Assessors'],
    },
    {
      name: 'Assessment Validation',
      short: 'Validating tools and judgements with peers',
      categories: ['Validation', 'Assessors'],
      questions: [
        { text: 'Which qualifications do you assess?' },
        { text: 'Upload your TAE qualification or statement of attainment', file: true },
      ],
    },
    {
      name: 'Regional Providers',
      short: 'Connecting RTOs outside the capital cities',
      categories: ['Regional providers', 'Metropolitan providers'],
    },
    { name: 'RTO Leadership', short: 'Leading training organisations', categories: ['Standards for RTOs'] },
    {
      name: 'Community Services Training',
      short: 'CHC qualifications: ageing, disability, childcare',
      categories: ['Community services'],
    },
    {
      name: 'Construction Trades',
      short: 'CPC qualifications and apprenticeships',
      categories: ['Construction'],
      questions: [
        { text: 'How many years have you worked in the trade?' },
        { text: 'Attach your trade licence or qualification', file: true },
      ],
    },
    {
      name: 'Business and Leadership Qualifications',
      short: 'BSB training and assessment',
      categories: ['Business'],
    },
    {
      name: 'Digital and ICT Skills',
      short: 'ICT qualifications and digital literacy',
      categories: ['Information technology'],
    },
    {
      name: 'Compliance and Audit',
      short: 'Preparing for audit under the Standards',
      categories: ['Audits'],
    },
    { name: 'VET in Schools', short: 'Delivering VET to secondary students', categories: ['Assessors'] },
    {
      name: 'Training Package Review 2023',
      short: 'Consultation on the 2023 review',
      categories: ['Community services'],
    },
    { name: 'Board Working Group', short: 'Governance working group', categories: ['Standards for RTOs'] },
    {
      name: 'Industry Skills Network',
      short: 'Employers and trainers on future skills',
      categories: ['Regional providers'],
    },
    {
      name: 'RPL Practitioners',
      short: 'Recognition of prior learning done well',
      categories: ['Validation', 'Standards for RTOs'],
      questions: [{ text: 'Which RTO do you work for?' }],
    },
  ],
  communityAbout:
    '<p>The {name} {word} brings trainers, assessors and RTO staff together to share practice, ask questions and support each other.</p><p>{short}. Discussions are moderated by volunteer members; please read the terms before posting.</p>',
  agreementRules: [
    'Do not share learners\u2019 personal information or assessment evidence.',
    'No advertising of courses or services.',
  ],
  joinAnswers: [
    'CHC43015 Certificate IV in Ageing Support and CHC33021 Individual Support.',
    'Carpentry apprentices, CPC30220.',
    'Compliance manager at a regional RTO.',
    'New to VET, just finished my TAE40122.',
  ],
  post: {
    topics: [
      'assessment validation',
      'training package transition',
      'RPL evidence',
      'mapping assessment tools',
      'work placement logbooks',
      'LLN support',
      'trainer currency',
      'audit evidence',
      'learner engagement online',
      'apprentice completions',
      'simulated workplaces',
      'industry consultation',
      'unit of competency updates',
      'marking guides',
      'student support plans',
      'third-party arrangements',
      'TAE upgrades',
      'credit transfer',
    ],
    titles: [
      'Looking for advice on {topic}',
      'Templates for {topic}?',
      'Our experience with {topic}',
      'Audit question about {topic}',
      'Free webinar: {topic}',
      'Has anyone changed their approach to {topic}?',
      'New guidance on {topic}',
      'Validation sample: {topic}',
      'Mapping tool for {topic}',
      'Trainer and assessor role involving {topic}',
    ],
    sentences: [
      'We have been reviewing how our RTO handles {topic} and would value other perspectives.',
      'Our campus in {place} has started a small pilot and early feedback from learners is positive.',
      'I would love to hear which assessment tools people are happy with at the moment.',
      'The revised Standards ask for more evidence of industry engagement, but trainer time is limited.',
      'Happy to share the mapping document we developed if it is useful to anyone here.',
      'Funding contract rules changed this year, so check before enrolling new learners.',
      'Our validation panel was a great place to reflect on {topic} with newer assessors.',
      'Distances in {place} make workplace visits difficult, so we combine site visits with video observation.',
      'Has anyone found a good way to collect evidence for {topic}?',
      'We are running a moderation session next month and everyone is welcome to join.',
    ],
    replies: [
      'Thanks for sharing, this is really helpful.',
      'We had the same finding at audit and wrote a short checklist for {topic}.',
      'Could you post the mapping here? I would like to adapt it for our RTO.',
      'I agree, consistent judgements across assessors are the hardest part.',
      'Our RTO uses a shared template, happy to send it through.',
      'Great question. The resources section has a practice guide on {topic}.',
      'We tried this with our regional learners and it worked well with a bit of planning.',
      'Following this thread, interested in what others do.',
    ],
  },
  meeting: {
    topics: [
      'Validation panel',
      'Moderation session',
      'Compliance clinic',
      'Monthly catch-up',
      'Training package briefing',
      'Q&A with the Authority',
    ],
    descriptions: [
      'Bring a sample of completed assessments; we validate tools and judgements against the unit requirements.',
      'Assessors compare marking of the same evidence and agree on a consistent standard.',
      'Compliance staff answer questions about audit evidence under the Standards for RTOs.',
      'An informal catch-up for members: training package news, job openings and anything on your mind.',
      'A briefing on the latest training package release and the transition period, followed by questions.',
      'The Authority\u2019s executive answers your questions about priorities for the year ahead.',
    ],
    files: [
      {
        name: 'Assessment validation guide 2026.pdf',
        file: 'validation-guide.pdf',
        lines: [
          'Planning a validation schedule',
          'Selecting a statistically valid sample',
          'Recording outcomes and actions',
          'Following up recommendations',
        ],
      },
      {
        name: 'Assessment mapping template.docx',
        file: 'mapping-template.docx',
        lines: ['Assessment mapping template'],
      },
      {
        name: 'Trainer currency register.xlsx',
        file: 'currency-register.xlsx',
        lines: ['Trainer currency register'],
      },
      {
        name: 'Meeting notes.txt',
        file: 'meeting-notes.txt',
        lines: ['Meeting notes', 'Apologies, actions, next meeting'],
      },
    ],
    folders: [
      { name: 'Guidelines', description: 'Standards, guides and training package notes' },
      { name: 'Templates', description: 'Assessment, validation and compliance templates' },
      { name: 'Useful links', description: 'Websites and tools recommended by members' },
    ],
    links: [
      { name: 'training.gov.au', link: 'https://training.gov.au/' },
      { name: 'Australian Skills Quality Authority', link: 'https://www.asqa.gov.au/' },
      { name: 'Jobs and Skills Australia', link: 'https://www.jobsandskills.gov.au/' },
    ],
    itemDescriptions: [
      'Shared by the workspace moderators.',
      'Updated for the current Standards.',
      'Adapt it to your RTO before use.',
    ],
  },
  ...PSA_PROGRAMME,
  fundingSchemes: [
    'Fee-free TAFE',
    'Skills First',
    'Smart and Skilled',
    'User Choice',
    'Apprenticeship incentives',
  ],
  expertise: [
    {
      name: 'Training packages',
      categories: [
        { name: 'Community services (CHC)', subCategories: ['Ageing support', 'Disability support'] },
        { name: 'Construction (CPC)', subCategories: ['Carpentry', 'Plumbing'] },
        { name: 'Business services (BSB)', subCategories: [] },
        { name: 'Information technology (ICT)', subCategories: [] },
      ],
    },
    {
      name: 'VET practice',
      categories: [
        { name: 'Assessment and validation', subCategories: ['Assessment tool design', 'Validation panels'] },
        { name: 'RTO compliance', subCategories: ['Standards for RTOs', 'Audit preparation'] },
        { name: 'Training design', subCategories: [] },
      ],
    },
  ],
};

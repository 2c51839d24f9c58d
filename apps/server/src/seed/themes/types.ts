/**
 * The shape of a tenant's demo-content theme (issue 18 "Demo content true to each association"): every
 * word the seeders put on screen — communities, posts, meetings, events, news, resources, pages, CPD,
 * courses, announcements and segments — so ota reads like an occupational therapy association, lca and
 * actls like law societies and psa like a vocational skills authority. Seeders pick from these lists with
 * their fixed-seed faker; structure (flags, counts, dates) stays in the seeders.
 */

/** One community of the 14 the communities seeder creates (same order as its flag table). */
export interface ThemeCommunity {
  /** Name without the tenant's community word ("Family Law" → "Family Law Committee"). */
  name: string;
  short: string;
  /** Subcategory (or category) names of {@link SeedTheme.communityCategories}. */
  categories: string[];
  /** Join questions (only used where the seeder's flags ask for questions). */
  questions?: { text: string; file?: boolean }[];
}

/** An expertise group of the first-time form: categories with optional subcategories (names). */
export interface ThemeExpertiseGroup {
  name: string;
  categories: { name: string; subCategories: string[] }[];
}

/** Everything a tenant's demo data says. */
export interface SeedTheme {
  /** Interest segments (10) of the users seed; the first is the demo member's interest. */
  interests: string[];
  communityCategories: Record<string, string[]>;
  communityTags: string[];
  /** Exactly 14, in the seeder's order (see communities.seed.ts FLAGS). */
  communities: ThemeCommunity[];
  /** About text of a community: `{name}`, `{short}`, `{word}` are replaced. */
  communityAbout: string;
  /** Community agreement list items (HTML-free). */
  agreementRules: string[];
  joinAnswers: string[];
  post: { topics: string[]; titles: string[]; sentences: string[]; replies: string[] };
  meeting: {
    topics: string[];
    descriptions: string[];
    /** Demo files of the community folders (PDF ones are generated as real PDFs). */
    files: { name: string; file: string; lines: string[] }[];
    folders: { name: string; description: string }[];
    links: { name: string; link: string }[];
    itemDescriptions: string[];
  };
  event: {
    types: string[];
    categories: string[];
    tags: string[];
    topics: string[];
    /** Short descriptions: `{topic}` replaced. */
    blurbs: string[];
    /** Opening paragraphs: `{topic}` replaced. */
    intros: string[];
    outcomes: string[];
    whyAttend: string[];
    presenterRoles: string[];
    /** Presenter bios: `{role}` replaced. */
    bios: string[];
    sessionTitles: string[];
    /** CPD domains written into cpdDetails.Domain. */
    cpdDomains: string[];
    courseBlurb: string;
    enrol: string;
    sponsors: string[];
  };
  content: {
    newsCategories: string[];
    resourceCategories: string[];
    tags: string[];
    newsLeads: string[];
    newsTopics: string[];
    /** News names end with ` #{n}` (ota, whose tests filter on it). */
    numberedNews: boolean;
    newsBody: string;
    /** Resource kinds ("Checklist:", "Template:") and subjects; names are kind + subject. */
    resourceKinds: string[];
    resourceSubjects: string[];
    /** Lines of the generated resource PDFs: `{subject}` replaced. */
    resourceLines: string[];
    resourceBody: string;
    pages: { name: string; html: string }[];
  };
  cpdActivities: { title: string; categoryName: string; domain: string; hours: number }[];
  /** 24 courses: name, category, hours. */
  courses: [string, string, number][];
  announcements: {
    past: { title: string; description: string };
    active: { title: string; description: string };
  };
  fundingSchemes: string[];
  /**
   * Areas of expertise of the first-time form. Every category and subcategory name is an `areaofpractices`
   * segment (the settings' practice areas), so names never repeat an interest's name.
   */
  expertise: ThemeExpertiseGroup[];
}

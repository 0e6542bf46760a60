import type { Messages } from "#app/i18n/messages/de.ts";

export const contentEn: Messages["content"] = {
  onThisPage: "On this page",
  /** After a text shown in German because its translation is missing (FAQ, team, contacts). */
  inGerman: "in German",
  contactCard: {
    email: "Email",
    phone: "Phone",
  },
  employmentTypes: {
    FULL_TIME: "Full-time",
    PART_TIME: "Part-time",
    INTERN: "Internship",
    TEMPORARY: "Fixed-term",
    CONTRACTOR: "Freelance",
  },
  about: {
    team: {
      heading: "Our team",
      intro: "Some of the people behind Matchpuls.",
    },
    jobs: {
      heading: "Open jobs",
      intro: "Want to build the best football app with us? Here are all our open positions.",
    },
  },
  job: {
    backToJobs: "All open jobs",
    location: "Location",
    employmentType: "Employment type",
    datePosted: "Posted on",
    contactHeading: "Your contact",
    contactIntro: "Questions about the job? Just get in touch.",
    apply: "Apply now",
    applySubject: "Application: {job}",
  },
  share: {
    open: "Share job",
    title: "Share this job",
    link: "Link to the job",
    copy: "Copy link",
    copied: "Link copied to the clipboard.",
    copyFailed: "Copying is not possible. Please select the link and copy it yourself.",
    native: "Share with an app",
    mail: "Share by email",
    mailSubject: "Job at Matchpuls: {job}",
    mailBody: "Hi,\n\nthis job at Matchpuls might interest you: {job}\n\n{url}",
    on: "Share on {network}",
    close: "Close",
  },
  faq: {
    searchLabel: "Search the questions",
    searchButton: "Search",
    reset: "Clear search",
    hits: {
      one: "{count} matching question",
      other: "{count} matching questions",
    },
  },
  press: {
    lead: "Logos, screenshots and a fact sheet to download, plus press contacts and the latest press coverage of Matchpuls.",
    info: {
      heading: "Press information",
      paragraphs: [
        "Matchpuls is an independent football app from Hamburg, founded in {foundedYear}. It delivers live scores, tables, top scorers and news for more than {leagueCount} leagues – on iOS and Android and as a voice assistant skill.",
        "For interviews, background talks or current figures, please contact our press team. We usually reply within one working day.",
      ],
    },
    logoWall: "Matchpuls in the media",
    contacts: "Press contacts",
    latest: "Latest press articles",
    allArticles: "All press articles",
  },
  ads: {
    contacts: "Your advertising contacts",
  },
};

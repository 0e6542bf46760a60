import type { Messages } from "../../../i18n/messages/de.ts";

export const contentEn: Messages["content"] = {
  onThisPage: "On this page",
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
    whoWeAre: {
      heading: "Who we are",
      paragraphs: [
        "Matchpuls is a football app from Hamburg. Since {foundedYear} we have been bringing goals, tables and news to fans' phones – faster than any stadium scoreboard.",
        "What started as a side project of two friends with season tickets is now a team of developers, designers, editors and data specialists. Our office is by the harbour; our hearts beat for clubs all over Europe.",
      ],
    },
    howWeWork: {
      heading: "How we work",
      intro: "Small teams own a topic from the first idea to the release. Decisions are made by the people closest to the problem.",
      points: [
        "Hybrid: two shared team days in our Hamburg office; for the rest of the week you work wherever you work best.",
        "Matchdays in mind: whoever is on call at the weekend gets days off during the week.",
        "Learning is part of the job: a yearly training budget, conferences and shared hack days.",
        "Open and direct: roadmap, figures and decisions are visible to everyone on the team.",
      ],
    },
    coreValues: {
      heading: "Our core values",
      values: [
        { title: "Fans first", text: "Every feature starts with one question: does it really help fans on matchday?" },
        { title: "Fast and reliable", text: "A goal is only news when it is right. We would rather be reliable than loud." },
        { title: "Fair to each other", text: "We say what we think, we listen and we have each other's backs – especially when things go wrong." },
        { title: "Stay curious", text: "We try things out, measure them and learn from mistakes instead of hiding them." },
      ],
    },
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
    /** After a question or answer shown in German because its translation is missing. */
    inGerman: "in German",
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

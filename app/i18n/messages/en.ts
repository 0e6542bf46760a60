import type { SharedMessages } from "./de.ts";

export const en: SharedMessages = {
  siteName: "Matchpuls",
  titleTemplate: "{title} | Matchpuls",
  loading: "loading...",
  skipToContent: "Skip to content",
  breadcrumbs: "Breadcrumb",
  nav: {
    label: "Main navigation",
    footerLabel: "More pages",
    home: "Home",
    news: "News",
    download: "Get the app",
    jobs: "Jobs",
    ads: "Advertise",
    faq: "FAQ",
    contact: "Contact",
    about: "About us",
    press: "Press",
    privacy: "Privacy",
    terms: "Terms of use",
    legal: "Legal notice",
    cookies: "Cookies",
    premium: "Premium",
    results: "Results",
    opensInNewTab: "(opens in a new tab)",
    menu: "Menu",
  },
  languageSwitcher: {
    label: "Choose language",
    current: "Current language",
  },
  footer: {
    tagline: "Live scores, tables and news from the world of football.",
    social: "Follow us",
    copyright: "© {year} {legalName}",
    darkMode: "Dark mode",
  },
  cookieNotice: {
    label: "About cookies",
    text: "We set no tracking cookies. More in our",
    link: "privacy policy",
    dismiss: "OK",
  },
  states: {
    noData: "no data available :(",
    noSearchResults: "no search results",
    noDetails: "No details.",
    noTable: "No table.",
    matchesUnavailable: "Unfortunately, this data is not available.",
  },
  download: {
    title: "Download the app",
    description: "Download the Matchpuls app for free on iPhone and Android.",
    heading: "Get the Matchpuls app",
    lead: "Free for iPhone and Android. Scan the code with your phone or choose your store.",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play",
  },
  pages: {
    about: {
      title: "About us and jobs",
      description: "Meet the team behind Matchpuls: who we are, how we work, our values and open jobs in Hamburg.",
      heading: "About us",
    },
    contact: {
      title: "Contact",
      description: "Write to us: app support, press enquiries or business requests for the Matchpuls team.",
      heading: "Contact",
    },
    faq: {
      title: "Frequently asked questions (FAQ)",
      description: "Answers to common questions about the Matchpuls app: push alerts, leagues, premium, account and privacy.",
      heading: "Frequently asked questions",
      searchPlaceholder: "Enter a keyword..",
    },
    press: {
      title: "Press",
      description: "Press material, logos, press contacts and the latest press coverage of Matchpuls.",
      heading: "Press",
    },
    "press-articles": {
      title: "Press articles",
      description: "All press articles about Matchpuls, newest first.",
      heading: "Press articles",
    },
    news: {
      title: "News: {category}",
      description: "The latest football news and columns from the Matchpuls newsroom: {category}.",
      heading: "News",
    },
    "news-paged": {
      title: "News: {category} – page {page}",
      description: "Football news and columns from the Matchpuls newsroom: {category}, page {page}.",
      heading: "News",
    },
    "news-article": {
      title: "{headline}",
      description: "{teaser}",
      heading: "News",
    },
    results: {
      title: "Results, tables and top scorers",
      description: "Football results, tables and top scorers: Bundesliga, Serie A, Premier League, Champions League and more.",
      heading: "Results",
    },
    search: {
      title: "Search",
      description: "Search Matchpuls for teams, players, competitions, news, questions and jobs.",
      heading: "Search",
    },
    "job-detail": {
      title: "{job} – Jobs",
      description: "{job} at Matchpuls in {location}: responsibilities, profile and your contact person.",
      heading: "Job",
    },
  },
  templates: {
    competition: {
      title: "{competition}: results {round}",
      description: "{competition}, {round}: every match and result.",
    },
    round: {
      title: "{competition} – {round}: results",
      description: "{competition}, {round}: every match with results and kick-off times.",
    },
    table: {
      title: "{competition} – table",
      description: "{competition}: the table with matches, goal difference and points of every team.",
    },
    tableRound: {
      title: "{competition} – table after matchday {matchday}",
      description: "{competition}: the table after matchday {matchday} with points, goal difference and form of every team.",
    },
    scorers: {
      title: "{competition} – top scorers",
      description: {
        one: "{competition}: the top scorers – {scorer} leads with {goals} goal.",
        other: "{competition}: the top scorers – {scorer} leads with {goals} goals.",
      },
    },
    bracket: {
      title: "{competition} – bracket",
      description: "{competition}: the knockout bracket – every round and its results, up to the final.",
    },
    match: {
      title: "{home} – {away} {score} ({competition})",
      description: "{home} v {away} on {date}: {score}. All about the match – {competition}.",
    },
    pairing: {
      title: "{home} – {away}: every meeting ({competition})",
      description: "{home} v {away}: every meeting of this pairing in the {season} season, with its result – {competition}.",
    },
    team: {
      title: "{team}: fixtures, results and standings",
      description: "{team}: every fixture and result, with record, form and table position – {competitions}.",
    },
    player: {
      title: "{player} ({team}): every goal",
      description: {
        one: "{player} ({team}): {goals} goal with minute and match – {competitions}.",
        other: "{player} ({team}): {goals} goals with minute and match – {competitions}.",
      },
    },
  },
  matchDisplay: {
    halftime: "Half-time",
    afterExtraTime: "a.e.t.",
    afterPenalties: "pens",
    status: {
      canceled: "cancelled",
      postponed: "postponed",
      calledOff: "abandoned",
    },
  },
  tableColumns: {
    position: "Pos.",
    team: "Team",
    matches: "P",
    difference: "GD",
    points: "Pts",
  },
  scorerColumns: {
    scorer: "Scorer",
    goals: "Goals",
  },
};

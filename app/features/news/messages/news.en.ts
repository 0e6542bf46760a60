import type { Messages } from "#app/i18n/messages/de.ts";

export const newsEn: Messages["news"] = {
  filterNavLabel: "News categories",
  listLabel: "Articles: {category}",
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page}",
    pageOfTotal: "Page {page} of {total}",
  },
  byAuthor: "by {author}",
  ownDesk: "Matchpuls editorial team",
  source: "Source: {provider}",
  publishedOn: "Published on {date}",
  dateTime: "{date}, {time}",
  backToList: "Back to {category}",
  moreInCategory: "More from {category}",
  /** The list of the matches the article is about, after its text (ADR 0502). */
  matchesHeading: "Matches in this article",
  fallbackNotice: "This article is only available in German.",
  inLanguage: "In {language}",
};

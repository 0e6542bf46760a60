/**
 * The match page's share button as its page data carries it (app/features/results/match/match-share.server.ts
 * builds it): the page's absolute URL, the match as the shared title, the overlay's words (the shape of
 * the job page's, app/components/ShareDialog.tsx; `{title}` and `{url}` in the mail's), and the
 * disclosure with plain links the server renders for a page without JavaScript.
 */
export interface MatchShareView {
  url: string;
  title: string;
  texts: {
    open: string;
    title: string;
    link: string;
    copy: string;
    copied: string;
    copyFailed: string;
    native: string;
    mail: string;
    mailSubject: string;
    mailBody: string;
    on: string;
    close: string;
  };
  html: string;
}

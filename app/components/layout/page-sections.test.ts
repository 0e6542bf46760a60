import { describe, expect, it } from "vitest";
import { transitionKey } from "./page-sections.ts";

describe("transitionKey: which moves are a new page (a fade) and which a view of the same page", () => {
  it.each([
    ["/ergebnisse/bundesliga", "/ergebnisse/bundesliga/tabelle"],
    ["/ergebnisse/bundesliga/tabelle", "/ergebnisse/bundesliga/tabelle/17-spieltag"],
    ["/ergebnisse/bundesliga/5-spieltag", "/ergebnisse/bundesliga/torschuetzen"],
    ["/en/results/wm-2022/bracket", "/en/results/wm-2022/final"],
    ["/it/risultati/serie-a/classifica", "/it/risultati/serie-a/dettagli"],
    ["/news/kolumne/1", "/news/bundesliga/3"],
    ["/en/news/kolumne/1", "/en/news/global"],
  ])("%s and %s are views of one page", (from, to) => {
    expect(transitionKey(from)).toBe(transitionKey(to));
  });

  it.each([
    ["/ergebnisse/bundesliga", "/ergebnisse/serie-a"],
    ["/ergebnisse/bundesliga/34-spieltag", "/ergebnisse/bundesliga/bayern-gladbach/4711"],
    ["/ergebnisse/wm-2022/argentinien-frankreich/10064", "/ergebnisse/wm-2022/kroatien-marokko/10063"],
    ["/ergebnisse", "/ergebnisse/bundesliga"],
    ["/news/kolumne/1", "/news/kolumne/artikel/die-nachspielzeit-5004"],
    ["/ergebnisse/bundesliga", "/en/results/bundesliga"],
    ["/faq", "/kontakt"],
    ["/teams/bayer-04-leverkusen", "/teams/fc-bayern-muenchen"],
  ])("%s and %s are different pages", (from, to) => {
    expect(transitionKey(from)).not.toBe(transitionKey(to));
  });
});

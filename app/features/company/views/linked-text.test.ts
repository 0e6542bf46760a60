import { describe, expect, it } from "vitest";
import { linkedParts } from "./linked-text.ts";

describe("URLs in plain text", () => {
  it("become links; the sentence's punctuation stays text", () => {
    expect(linkedParts("See https://help.matchpuls.example/premium/cancel?from=faq. Or http://old.example, then.")).toEqual([
      { text: "See " },
      { text: "https://help.matchpuls.example/premium/cancel?from=faq", href: "https://help.matchpuls.example/premium/cancel?from=faq" },
      { text: ". Or " },
      { text: "http://old.example", href: "http://old.example" },
      { text: ", then." },
    ]);
  });

  it("leaves a text without URLs, and other schemes, as they are", () => {
    expect(linkedParts("No link here: javascript:alert(1) or www.example.com")).toEqual([{ text: "No link here: javascript:alert(1) or www.example.com" }]);
  });
});
